"""What a player must reach can be reached, on a phone (390x844, touch) and a laptop (1366x800, mouse):
the answer to "Just Say No? / Nope?" is a button in the prompt however long the hand; while aiming a
card at the table, or picking cards on another player's table for a trade offer, every target is a box
of at least 44x44 px (touch) or 32x32 px (mouse) where it is visible, with nothing else under the finger
at its centre; dialogs keep their title and Close in view, close on Escape and on a tap outside, and
Rules opens on the game being played."""
import pytest

from browser.gallery import start_aiming
from browser.harness import CHOICES
from browser.situations import save_files

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
LAPTOP = {"viewport": {"width": 1366, "height": 800}}
SIZES = {"phone": (PHONE, 44), "laptop": (LAPTOP, 32)}
# situation -> where its targets are: lit up after aiming a hand card, or tappable on an opponent's table
# as they stand (a trade offer's asks)
AIMS = {"deal-aim-crowded": "aim", "bid-steal-crowded": "aim", "deal-aim-player": "aim", "bid-offer-crowded": "pick"}
ANSWERS = {"deal-just-say-no-late": "Just Say No!", "bid-nope-window": "Nope!"}

# The part of ``el`` a player sees (the viewport and every clipping or scrolling ancestor cut it), and
# whether a tap at that part's centre lands on ``el`` (or inside it).
REACH = """(el) => {
  let [l, t, r, b] = [0, 0, innerWidth, innerHeight];
  for (let box = el; box && box !== document.documentElement; box = box.parentElement) {
    const s = getComputedStyle(box);
    if (box !== el && !/hidden|clip|auto|scroll/.test(s.overflowX + s.overflowY)) continue;
    const q = box.getBoundingClientRect();
    [l, t, r, b] = [Math.max(l, q.left), Math.max(t, q.top), Math.min(r, q.right), Math.min(b, q.bottom)];
  }
  const [w, h] = [Math.max(0, r - l), Math.max(0, b - t)];
  const top = w && h ? document.elementFromPoint(l + w / 2, t + h / 2) : null;
  return { w: Math.round(w), h: Math.round(h), hit: Boolean(top && (top === el || el.contains(top))),
    under: top && !(top === el || el.contains(top)) ? `${top.tagName}.${top.className}` : null,
    name: el.textContent.replace(/\\s+/g, " ").trim().slice(0, 30) };
}"""


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    return save_files(tmp_path_factory.mktemp("reach"), [*AIMS, *ANSWERS, "deal-turn", "bid-host"])


def load(page, site_url, save) -> None:
    """Open the page and load the saved game ``save`` through the start page's own file input."""
    page.goto(site_url)
    page.wait_for_selector("html[data-py-ready='1']", state="attached")
    page.set_input_files("#load-file", str(save))
    page.locator("#setup").wait_for(state="hidden")
    page.locator(CHOICES).first.wait_for(state="attached")
    page.wait_for_timeout(300)   # opening animations settle


def reach(page, locator) -> dict:
    return locator.evaluate(REACH)


def log_lines(page) -> int:
    return page.locator("#log li").count()


@pytest.mark.parametrize("name", ANSWERS)
@pytest.mark.browser_context_args(**PHONE)
def test_the_answer_is_a_button_in_the_prompt_however_long_the_hand(page, site_url, saves, name):
    label = ANSWERS[name]
    load(page, site_url, saves[name])
    hand = page.locator("#hand .card")
    answer_card = page.locator("#hand .can", has_text=label.rstrip("!")).first
    if name == "deal-just-say-no-late":   # the situation: the card sits late in a long hand
        assert hand.count() >= 6 and answer_card.count()
    button = page.locator("#prompt").get_by_role("button", name=label)
    seen = reach(page, button)
    assert seen["w"] >= 44 and seen["h"] >= 44 and seen["hit"], seen
    lines, cards = log_lines(page), hand.count()
    button.tap()
    page.wait_for_function("n => document.querySelectorAll('#log li').length > n", arg=lines)
    assert label.rstrip("!") in page.locator("#log").inner_text()
    assert page.locator("#hand .card").count() < cards, "the answer card left the hand"


@pytest.mark.parametrize("name", AIMS)
@pytest.mark.parametrize("size", SIZES)
def test_every_aim_target_is_big_enough_and_nothing_is_over_it(browser, site_url, saves, name, size):
    options, least = SIZES[size]
    context = browser.new_context(**options, service_workers="block")
    page = context.new_page()
    try:
        load(page, site_url, saves[name])
        if AIMS[name] == "aim":
            start_aiming(page)
        targets = page.locator("#table .aim-target" if AIMS[name] == "aim" else "#opponents .card.can")
        seen = [reach(page, targets.nth(i)) for i in range(targets.count())]
        assert len(seen) >= 2, "the situation offers several targets"
        bad = [s for s in seen if s["w"] < least or s["h"] < least or not s["hit"]]
        assert not bad, bad
        # A tap at the last target's centre plays it (an ask joins the offer: its card is picked).
        lines = log_lines(page)
        last = targets.last
        picked = last.get_attribute("data-card")
        if size == "phone":
            last.tap()
        else:
            last.click()
        if AIMS[name] == "aim":
            page.wait_for_function("n => document.querySelectorAll('#log li').length > n", arg=lines)
            assert page.locator("#table.aiming").count() == 0
        else:
            page.locator(f'#table [data-card="{picked}"][aria-pressed="true"]').wait_for()
    finally:
        context.close()


DIALOGS = {   # dialog -> how its title and its Close read
    "log-panel": ("Game log", "Close"),
    "rules": ("How to play", "Close"),
    "game-menu": ("Game menu", "Back to the game"),
    "card-menu": (None, "Cancel"),
    "learn": ("Learn to play", "Close"),
}


def open_dialog(page, dialog: str) -> None:
    if dialog == "log-panel":
        page.click("#log-open")
    elif dialog == "rules":
        page.click("#rules-open")
    elif dialog == "game-menu":
        page.click("#menu-open")
    elif dialog == "card-menu":
        page.locator("#hand button[data-card][data-menu]").first.click()
    else:
        page.click("#menu-open")
        page.locator("#game-menu").get_by_role("button", name="Learn to play").click()
    page.locator(f"#{dialog}:not([hidden])").wait_for()


@pytest.mark.parametrize("size", SIZES)
def test_dialogs_keep_title_and_close_in_view_and_close_on_escape_or_outside(browser, site_url, saves, size):
    options, least = SIZES[size]
    context = browser.new_context(**options, service_workers="block")
    page = context.new_page()
    try:
        load(page, site_url, saves["bid-host"])
        for dialog, (title, close) in DIALOGS.items():
            for how in ("Escape", "outside", "Close"):
                open_dialog(page, dialog)
                overlay = page.locator(f"#{dialog}")
                heading = overlay.locator("h2").first
                if title:
                    assert heading.inner_text() == title
                shown = {"title": reach(page, heading),
                         "close": reach(page, overlay.get_by_role("button", name=close, exact=True).last)}
                assert all(s["hit"] and s["h"] >= 20 for s in shown.values()), (dialog, shown)
                assert shown["close"]["w"] >= least and shown["close"]["h"] >= least, (dialog, shown)
                if how == "Escape":
                    page.keyboard.press("Escape")
                elif how == "outside":
                    page.mouse.click(3, 3)     # on the overlay, outside the dialog
                else:
                    overlay.get_by_role("button", name=close, exact=True).last.click()
                overlay.wait_for(state="hidden")
    finally:
        context.close()


@pytest.mark.parametrize("name", ["deal-turn", "bid-host"])
def test_rules_open_on_the_game_being_played(page, site_url, saves, name):
    load(page, site_url, saves[name])
    page.click("#rules-open")
    game = name.split("-")[0]
    article = page.locator(f"#rules article[data-game='{game}'] h3")
    seen = reach(page, article)
    assert seen["hit"] and seen["h"] >= 16, seen
    assert seen["name"] == {"deal": "Monopoly Deal", "bid": "Monopoly Bid"}[game]
