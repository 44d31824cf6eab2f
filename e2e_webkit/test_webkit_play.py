"""The table in WebKit, by clicks on what the page paints: whole games against bots, a card picked then played,
a payment, a sealed bid behind the hot-seat curtain, undo, a few turns at the normal pace with the
stage, and a finished game's replay link."""
import random
import re

from browser.reader import READY
from browser.situations import save_at
from e2e_webkit.webkit_play import LOG_LINES, play_one_move, play_to_the_end

QUICK = ("#prompt [data-action='End turn']", "#table .confirm:not([disabled])",
         "#prompt .btn.primary[data-action]:not([disabled])")
CAPTION = ("() => { const c = document.querySelector('#stage .caption[data-n]');"
           " return c && c.checkVisibility() ? c.textContent.trim() : null; }")
PICKED = "[aria-pressed='true']"
HAND = "() => [...document.querySelectorAll('#hand [data-card]')].map((e) => e.dataset.card)"


def start(page, site_url, query: str) -> None:
    page.goto(site_url + query)
    page.wait_ready()


def test_a_whole_deal_game_then_its_replay_link(page, site_url):
    start(page, site_url, "?game=deal&seats=human,ai-easy,ai-easy&seed=21&names=Ann,Bo,Cy&speed=instant")
    clicks = play_to_the_end(page, seed=21)
    winners = page.evaluate("() => document.querySelector('[data-outcome]').dataset.outcome")
    assert re.search(r"wins|share|Nobody", page.text("[data-outcome]"))
    assert all(name in ("Ann", "Bo", "Cy") for name in winners.split(", ") if name)
    assert page.count("#outcome-seats li") == 3
    print(f"\nDeal: {clicks} clicks to the end")
    # The end screen's replay link: on the clipboard, or in the address bar where that is refused.
    page.click("#share-replay")
    said = page.wait_for_function("() => { const text = document.querySelector('#share-replay').textContent;"
                                  " return text !== 'Copy replay link' && text; }")
    if said == "Link copied":
        url = page.paste()
    else:
        assert said == "The link is in the address bar"
        url = page.evaluate("() => location.href")
    assert "#replay=" in url
    page.goto(site_url + "__blank")
    page.goto(url)
    page.wait_ready()
    page.wait_for_element("#replay-bar")
    assert page.text("#replay-title").startswith("Replay: ")
    page.click("#replay-end")
    page.wait_for_function("() => document.querySelector('#replay-forward').disabled")
    step = page.text("#replay-step")            # "Move N of N": the whole game, to its last move
    assert re.fullmatch(r"Move (\d+) of \1", step), step


def test_a_whole_bid_game(page, site_url):
    start(page, site_url, "?game=bid&seats=human,ai-easy,ai-easy&seed=12&names=Ann,Bo,Cy&speed=instant")
    clicks = play_to_the_end(page, seed=12)
    assert re.search(r"wins|share|Nobody", page.text("[data-outcome]"))
    assert page.visible("#outcome-seats") and page.count("#outcome-seats li") == 3
    print(f"\nBid: {clicks} clicks to the end")


def test_a_card_picked_then_played_then_undone(page, site_url):
    start(page, site_url, "?game=deal&seats=human,ai-easy&seed=3&speed=instant")
    hand = page.evaluate(HAND)
    lines = page.evaluate(LOG_LINES)
    card = page.wait_for_element("#hand button[data-card][data-play]")
    card_id, action = card.get_attribute("data-card"), card.get_attribute("data-play")
    card.click()                                    # the first tap picks the card: its one use shows on it
    page.wait_for_element(f'#hand .picked[data-card="{card_id}"] .card-use')
    assert page.evaluate(LOG_LINES) == lines
    page.click(f'#hand [data-card="{card_id}"][data-action="{action}"]')   # the second, deliberate tap plays
    page.wait_for_function(f"() => ({LOG_LINES})() > {lines}")
    assert card_id not in page.evaluate(HAND)
    page.click("#prompt [data-action='undo']")
    page.wait_for_function(f"(n) => ({HAND})().length === n", len(hand))
    assert sorted(page.evaluate(HAND)) == sorted(hand)
    assert page.count("#prompt [data-action='undo']") == 0


def test_a_payment(page, site_url, tmp_path):
    save = tmp_path / "payment.json"
    save.write_text(save_at("deal-payment"))
    start(page, site_url, "")
    page.set_file("#load-file", str(save))
    page.wait_for_element(".selection .total")
    lines = page.evaluate(LOG_LINES)
    for _ in range(30):                             # pick cards until the payment can be made
        if page.count("#table .confirm:not([disabled])"):
            break
        picked = page.count(PICKED)
        page.click(f"#table:not(.busy) [data-card][data-action]:not({PICKED})")
        page.wait_for_function(f"() => document.querySelectorAll(`{PICKED}`).length > {picked}")
    page.click("#table .confirm:not([disabled])")
    page.wait_for_function(f"() => ({LOG_LINES})() > {lines}")
    assert re.search(r"pays", page.text("#log"))


def test_a_sealed_bid_behind_the_hot_seat_curtain(page, site_url):
    start(page, site_url, "?game=bid&seats=human,human&names=Ann,Bob&seed=5&speed=instant")
    assert "Pass the device to Ann" in page.text("#curtain")
    page.click("#curtain-go")
    page.wait_for_element("#hand [data-card]")
    ann = page.evaluate(HAND)
    page.click('[data-action="Start the auction"]')
    page.click('#hand [data-action^="Add "]')
    page.click('[data-action^="Confirm bid of"]')
    page.wait_for_function("() => !document.querySelector('#curtain').hidden")
    assert "Pass the device to Bob" in page.text("#curtain")
    html = page.evaluate("() => document.documentElement.outerHTML")
    assert not [card for card in ann if f'data-card="{card}"' in html], "Ann's hand is behind the curtain"
    page.click("#curtain-go")
    page.wait_for_element("#hand [data-card]")
    assert "Bid sealed" in page.text("#opponents")
    page.click('[data-action="Confirm: no bid"]')
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Ann')")


def test_a_few_turns_at_the_normal_pace_with_the_stage(page, site_url):
    start(page, site_url, "?game=deal&seats=human,ai-easy&seed=8")
    rng = random.Random(8)
    captions = set()
    for _ in range(12):
        page.wait_for_function(READY)
        if len(captions) >= 3:
            break
        # The human keeps out of the way (as browser.reader.take_a_quick_turn): ends the turn, or takes
        # the expected next step.
        quick = [s for s in QUICK if page.count(s)]
        page.click(quick[0]) if quick else play_one_move(page, rng)
        # The bot's moves are shown on the stage, one caption at a time, before the human's turn.
        while not page.evaluate(READY):
            captions.add(page.evaluate(CAPTION))
    captions.discard(None)
    assert len(captions) >= 3 and any("Bot 2" in line for line in captions), captions
