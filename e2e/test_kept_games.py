"""Games kept in the browser, as a player meets them: reload → the same table; the menu's Continue;
the update banner keeps the game; a damaged stored save is reported and a new game still starts;
export → import → replay reaches the same final table; the replay link; undo within a turn; the end
screen's charts; storage blocked → the game plays and says so once."""
import json
import shutil

from app import saves
from app.release import release
from browser.harness import CHOICES, back_to_menu, wait_ready
from e2e.pwa_support import browser_context_args, play_a_few_moves, server_url, wait_controlled  # noqa: F401
from tools.precache import write_service_worker
from tools.serve import serve_in_thread

VS_BOT = "?game=deal&seats=human,ai-easy&names=Ann,Bo&seed=11&speed=instant"
ALL_BOTS = "?game=deal&seats=ai-easy,ai-easy,ai-normal&names=Al,Bo,Cy&seed=4&speed=instant"
YOUR_MOVE = CHOICES
# What the table shows: the cards of every zone, the hand, the log and the status line.
TABLE = """() => ({
  zones: [...document.querySelectorAll('#table [data-zone]')].map(z => z.dataset.zone + ':'
    + [...z.querySelectorAll('[data-card]')].map(c => c.dataset.card).join(',')),
  hand: [...document.querySelectorAll('#hand [data-card]')].map(c => c.dataset.card),
  log: [...document.querySelectorAll('#log li')].map(li => li.textContent),
  status: document.querySelector('#status').textContent,
})"""
SETS = """() => [...document.querySelectorAll('#table [data-zone^="set:"], #table [data-zone^="bank:"]')]
  .map(z => z.dataset.zone + ':' + [...z.querySelectorAll('[data-card]')].map(c => c.dataset.card).sort().join(','))
  .sort()"""


def your_move(page) -> dict:
    page.locator(YOUR_MOVE).first.wait_for()
    return page.evaluate(TABLE)


def open_menu(page, site_url) -> None:
    """A new visit to the start page."""
    page.goto(site_url)
    wait_ready(page)


def test_reload_and_continue_give_the_identical_table(open_game, site_url):
    page = open_game(VS_BOT)
    play_a_few_moves(page, moves=6)
    before = your_move(page)
    page.reload()
    wait_ready(page)
    assert your_move(page) == before
    open_menu(page, site_url)
    offer = page.locator("#continue-box")
    offer.wait_for()
    assert "Monopoly Deal · Ann, Bo · Round" in offer.inner_text()
    offer.get_by_role("button", name="Continue").click()
    assert your_move(page) == before


def test_the_update_banner_reload_keeps_the_game(page, site_dir, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server = serve_in_thread(site)
    try:
        page.goto(server_url(server) + VS_BOT)
        wait_ready(page)
        wait_controlled(page)
        play_a_few_moves(page, moves=5)
        before = your_move(page)
        (site / "ui" / "style.css").write_text((site / "ui" / "style.css").read_text() + "\n/* v2 */\n")
        write_service_worker(site)
        page.reload()
        wait_ready(page)
        assert your_move(page) == before
        banner = page.locator("#update-banner")
        banner.wait_for(state="visible")
        with page.expect_navigation():
            banner.get_by_role("button", name="Reload").click()
        wait_ready(page)
        assert your_move(page) == before
    finally:
        server.shutdown()
        server.server_close()


def test_a_damaged_stored_save_is_reported_and_a_new_game_starts(open_game, site_url):
    page = open_game(VS_BOT)
    play_a_few_moves(page, moves=3)
    your_move(page)
    page.evaluate("""() => { for (const key of Object.keys(localStorage))
        if (key.startsWith('dealbid:game:')) localStorage.setItem(key, localStorage.getItem(key).slice(0, 200)); }""")
    open_menu(page, site_url)
    item = page.locator(".kept-item.damaged")
    item.wait_for()
    assert "cut short or damaged" in item.inner_text()
    assert page.locator("#continue-box").is_hidden()
    page.get_by_role("button", name="Start game").click()
    your_move(page)
    assert page.locator("#hand [data-card]").count() > 0
    back_to_menu(page)
    page.locator(".kept-item:not(.damaged)").wait_for()
    assert page.locator(".kept-item").count() == 2    # the damaged one is kept, listed, not dropped


def test_a_deep_link_while_a_game_is_unfinished_asks_first(open_game, site_url):
    page = open_game(VS_BOT)
    play_a_few_moves(page, moves=2)
    before = your_move(page)
    page.goto(site_url + "?game=bid&seats=human,ai-easy&seed=3&speed=instant")
    wait_ready(page)
    ask = page.get_by_role("dialog", name="A game is in progress")
    assert "Monopoly Deal · Ann, Bo" in ask.inner_text()
    ask.get_by_role("button", name="Continue it").click()
    assert your_move(page) == before
    page.goto(site_url + "?game=bid&seats=human,ai-easy&seed=3&speed=instant")
    wait_ready(page)
    page.get_by_role("button", name="Start the new one").click()
    your_move(page)
    assert page.locator("#table").get_attribute("data-theme") == "bid"
    back_to_menu(page)
    page.locator(".kept-item").nth(1).wait_for()
    assert [t.split(" · ")[0] for t in page.locator(".kept-what strong").all_inner_texts()] == \
        ["Monopoly Bid", "Monopoly Deal"]


def test_undo_within_a_turn(open_game):
    page = open_game(VS_BOT)
    before = your_move(page)
    assert page.locator("#prompt [data-action='undo']").count() == 0
    card = page.locator("#hand .can").first
    card.click()   # a card's panel opens, or its one use shows on it
    menu = page.locator("#card-menu")
    (menu.locator("[data-action^='Bank']").first if menu.is_visible() else card).click()
    your_move(page)
    assert len(page.evaluate(TABLE)["hand"]) == len(before["hand"]) - 1
    page.get_by_role("button", name="Undo").click()
    page.wait_for_function("n => document.querySelectorAll('#hand [data-card]').length === n",
                           arg=len(before["hand"]))
    after = your_move(page)
    assert after["hand"] == before["hand"] and after["zones"] == before["zones"] and after["log"] == before["log"]
    assert page.locator("#prompt [data-action='undo']").count() == 0


def finish_all_bot_game(page) -> tuple[list[str], str]:
    """Wait for the end of an all-bot game; returns every seat's sets and bank, and the winners."""
    page.locator("[data-outcome]").wait_for(timeout=90_000)
    page.locator("#outcome-story svg.chart").first.wait_for()
    page.keyboard.press("Escape")
    for seat in range(3):
        page.click(f"[data-expand='{seat}'][aria-expanded='false']")
    final = page.evaluate(SETS)
    page.get_by_role("button", name="Show the result").click()
    return final, page.locator("[data-outcome]").get_attribute("data-outcome")


def test_the_end_screen_charts_one_series_per_player(open_game):
    page = open_game(ALL_BOTS)
    finish_all_bot_game(page)
    charts = page.locator("#outcome-story svg.chart")
    assert charts.count() == 2
    for i in range(2):
        names = charts.nth(i).locator("g.series").evaluate_all("gs => gs.map(g => g.dataset.name)")
        assert names == ["Al", "Bo", "Cy"]
    assert page.locator(".story-chart figcaption").all_inner_texts() == ["Complete sets (sets)", "Table value (M)"]
    assert page.locator(".story-moments li").first.is_visible()
    assert charts.first.get_attribute("aria-label").startswith("Complete sets (sets) by round. Al: 0")


def test_export_import_and_the_replay_link_reach_the_same_final_table(open_game, site_url, tmp_path):
    page = open_game(ALL_BOTS)
    final, winners = finish_all_bot_game(page)
    with page.expect_download() as download:
        page.get_by_role("button", name="Save this game").click()
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    record = json.loads(saved.read_text())
    assert record["schema"] == saves.SCHEMA
    assert record["release"] == release()          # computed in Pyodide over the unpacked archive
    page.get_by_role("button", name="Watch the replay").click()
    page.locator("#replay-step", has_text="Move 0 of").wait_for()
    assert page.locator("#replay-line").inner_text() == "The cards are dealt."
    page.get_by_role("button", name="Forward").click()
    page.wait_for_function("() => document.querySelector('#replay-step').textContent.startsWith('Move 1 ')")
    page.get_by_role("button", name="Last").click()
    page.wait_for_function("() => document.querySelector('#replay-forward').disabled")
    assert page.evaluate(SETS) == final
    assert page.locator("#table .zone-hand").count() == 3       # a finished game shows every hand
    link = page.evaluate("() => location.origin + location.pathname")
    page.get_by_role("button", name="Close replay").click()
    page.evaluate("() => localStorage.clear()")
    page.goto(site_url)
    wait_ready(page)
    page.set_input_files("#load-file", str(saved))
    page.locator("[data-outcome]").wait_for()
    assert page.locator("[data-outcome]").get_attribute("data-outcome") == winners
    page.locator("#outcome-story svg.chart").first.wait_for()
    # The shareable link opens the same replay in a fresh page.
    share = page.get_by_role("button", name="Copy replay link")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    share.click()
    page.wait_for_function("() => document.querySelector('#share-replay').textContent !== 'Copy replay link'")
    url = page.evaluate("() => navigator.clipboard.readText()")
    assert url.startswith(link + "#replay=")
    page.goto("about:blank")
    page.goto(url)
    wait_ready(page)
    page.get_by_role("button", name="Last").click()
    page.wait_for_function("() => document.querySelector('#replay-forward').disabled")
    assert page.evaluate(SETS) == final
    # The imported game went into the saved-games list, where Replay opens it too.
    page.get_by_role("button", name="Close replay").click()
    item = page.locator(".kept-item").first
    item.wait_for()
    assert "Al, Bo, Cy" in item.inner_text() and "wins" in item.inner_text()


def test_with_storage_blocked_the_game_plays_and_says_once_it_cannot_be_kept(page, site_url):
    from e2e.test_embed import NO_STORAGE
    page.add_init_script(NO_STORAGE)
    page.goto(site_url + VS_BOT)
    wait_ready(page)
    play_a_few_moves(page, moves=4)
    note = page.locator("#keep-note")
    assert note.is_visible() and "can't keep games" in note.inner_text()
    assert page.get_by_text("can't keep games").count() == 1
    assert page.locator("#continue-box").is_hidden()
