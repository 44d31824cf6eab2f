"""Nothing covers an action or cuts a text: on a phone (390x844), a laptop (1366x800) and a 600 px
tall embed frame, at moments of both games (the setup screen, the start, a sealed bid, a payment, a
trade, aiming, the end screen, the replay), every action button in view can be tapped at its centre,
no visible text is cut by its box or an ellipsis, the player's own table keeps a readable strip, card
text is at least 13 px on the laptop, Start is in view on the setup screen, and axe-core finds
nothing serious."""
import json

import pytest

from browser.harness import CHOICES, back_to_menu, wait_ready
from browser.situations import save_files
from e2e.test_a11y import serious_violations

VIEWPORTS = {"phone": (390, 844, ""), "laptop": (1366, 800, ""), "embed": (720, 600, "?embed=1")}
# Card text at least this size (px) where there is room for it.
CARD_TEXT = {"laptop": 13}
# situation -> what a player does there before the check (None: look at it as loaded)
MOMENTS = {
    "deal-turn": None,
    "bid-host": None,
    "bid-sealed-bid": None,
    "deal-payment": None,
    "bid-trade-offer": None,
    "deal-aim": "aim",
    "deal-game-over": "replay",   # the end screen, then its replay
}
MEASURE = """() => {
  const overlay = [...document.querySelectorAll(".overlay:not([hidden])")].pop() || null;
  const scope = overlay || document;
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden"
    && !el.closest("[inert], [hidden], .sr-only, details:not([open]) > :not(summary)");
  const name = (el) => (el.getAttribute("aria-label") || el.textContent).replace(/\\s+/g, " ").trim().slice(0, 40);
  const clips = (style) => /hidden|clip/.test(style.overflowX + style.overflowY);
  const scrolls = (style) => /auto|scroll/.test(style.overflowX + style.overflowY);
  // A point a scrolling box hides is out of view, not covered: the player scrolls to it.
  const inScrolledView = (el, x, y) => {
    for (let box = el.parentElement; box; box = box.parentElement) {
      if (!scrolls(getComputedStyle(box))) continue;
      const r = box.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return false;
    }
    return x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
  };
  const covered = [];
  for (const el of scope.querySelectorAll("[data-action]")) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (!inScrolledView(el, x, y)) continue;
    const top = document.elementFromPoint(x, y);
    if (!top || !(el === top || el.contains(top)))
      covered.push(`${name(el)} under ${top ? top.className || top.tagName : "nothing"}`);
  }
  const clipped = [];
  for (const el of scope.querySelectorAll("body *")) {
    if (!shown(el) || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    const style = getComputedStyle(el);
    if (style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1) {
      clipped.push(`ellipsis: ${name(el)}`);
      continue;
    }
    if (clips(style) && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
      clipped.push(`own box: ${name(el)}`);
      continue;
    }
    const r = el.getBoundingClientRect();
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const bs = getComputedStyle(box);
      if (!clips(bs) || scrolls(bs)) continue;
      const b = box.getBoundingClientRect();
      if (r.right > b.right + 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.top < b.top - 1) {
        clipped.push(`cut by ${box.className || box.tagName}: ${name(el)}`);
        break;
      }
    }
  }
  const mine = document.querySelector("#mine").getBoundingClientRect();
  const own = Math.max(0, Math.min(mine.bottom, innerHeight) - Math.max(mine.top, 0));
  const noOwn = overlay || document.querySelector("#table").hidden
    || !document.querySelector("#mine").childElementCount;
  const sizes = [...document.querySelectorAll("#table .card *")]
    .filter((el) => shown(el) && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
    .map((el) => parseFloat(getComputedStyle(el).fontSize));
  const start = document.querySelector("#setup-form [type=submit]");
  const s = start && shown(start) ? start.getBoundingClientRect() : null;
  return { covered, clipped, own: noOwn ? null : Math.round(own), cardText: sizes.length ? Math.min(...sizes) : null,
    startHidden: s && !(s.top >= 0 && s.bottom <= innerHeight && s.left >= 0 && s.right <= innerWidth) };
}"""


def reach(page, moment: str | None, name: str, found: dict) -> None:
    """Do what a player does at ``moment``: aim a card at the table, or look at the end screen (noted
    in ``found``) and open the replay."""
    if moment == "aim":
        page.locator("#hand button[data-card][data-menu]").filter(has_text="Sly Deal").first.click()
        page.get_by_role("button", name="pick a card on the table").click()
        page.locator("#table.aiming").wait_for()
    elif moment == "replay":
        page.get_by_role("button", name="Watch the replay").wait_for()
        found[f"{name}-end"] = {**page.evaluate(MEASURE), "axe": serious_violations(page)}
        page.get_by_role("button", name="Watch the replay").click()
        page.locator("#replay-step", has_text="Move 0 of").wait_for()
        page.get_by_role("button", name="Last").click()
        page.wait_for_function("() => document.querySelector('#replay-forward').disabled")


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    return save_files(tmp_path_factory.mktemp("moments"), MOMENTS)


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_no_action_covered_no_text_cut_and_the_own_table_in_view(page, site_url, saves, viewport):
    width, height, query = VIEWPORTS[viewport]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site_url + query)
    wait_ready(page)
    found = {"setup": {**page.evaluate(MEASURE), "axe": serious_violations(page)}}
    for name, moment in MOMENTS.items():
        if page.locator("#setup").is_hidden():
            if page.locator(".overlay:not([hidden])").count() or page.locator("html.replaying").count():
                page.goto(site_url + query)
                wait_ready(page)
            else:
                back_to_menu(page)
        page.set_input_files("#load-file", str(saves[name]))
        page.locator("#setup").wait_for(state="hidden")
        page.locator(f"{CHOICES}, [data-outcome]").first.wait_for(
            state="attached")
        page.wait_for_timeout(300)  # opening animations settle
        reach(page, moment, name, found)
        found[name] = {**page.evaluate(MEASURE), "axe": serious_violations(page)}
    problems = {name: {k: v for k, v in seen.items() if v and k not in ("own", "cardText")}
                for name, seen in found.items()}
    low = {name: seen["own"] for name, seen in found.items() if seen["own"] is not None and seen["own"] < 90}
    small = {name: seen["cardText"] for name, seen in found.items()
             if seen["cardText"] is not None and seen["cardText"] < CARD_TEXT.get(viewport, 11)}
    assert found["deal-turn"]["cardText"], "the probe saw the hand's card text"
    assert not any(problems.values()) and not low and not small, json.dumps(
        {"problems": problems, "own": low, "small card text": small}, indent=1)
