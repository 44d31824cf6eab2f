"""One screen: on a laptop (1280x720) and a phone (390x844) the hand and the prompt's buttons are in view
without scrolling, nothing overflows sideways, and no text on the table is smaller than 11 px."""
import pytest

from browser.harness import ROOT, wait_ready
from browser.situations import save_at
from e2e.pwa_support import play_a_few_moves

SHOTS = ROOT / "test-results"
VIEWPORTS = {"desktop": (1280, 720), "phone": (390, 844)}
GAMES = {
    "deal-5-players": "?game=deal&seats=human,ai-easy,ai-easy,ai-easy,ai-easy&seed=9&speed=instant",
    "bid-4-players": "?game=bid&seats=human,ai-easy,ai-easy,ai-easy&seed=9&speed=instant",
}
MEASURE = """() => {
  const inView = (el) => { const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5; };
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const small = [...document.querySelectorAll("#table *")]
    .filter((el) => shown(el) && !el.closest(".sr-only")
      && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
    .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 11)
    .map((el) => `${el.className}: ${getComputedStyle(el).fontSize} ${el.textContent.slice(0, 30)}`);
  const root = document.scrollingElement;
  return {
    hand: inView(document.querySelector("#hand")),
    buttons: [...document.querySelectorAll("#prompt button")].filter((b) => shown(b) && !inView(b))
      .map((b) => b.textContent),
    scrolls: root.scrollHeight > innerHeight || root.scrollTop > 0,
    wide: root.scrollWidth > innerWidth,
    small,
  };
}"""
CLEAN = {"hand": True, "buttons": [], "scrolls": False, "wide": False, "small": []}


def measure(page, shot: str) -> dict:
    page.wait_for_timeout(400)  # animations settle
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{shot}.png"))
    return page.evaluate(MEASURE)


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("game", GAMES)
def test_table_fits_one_screen(page, site_url, viewport, game):
    width, height = VIEWPORTS[viewport]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site_url + GAMES[game])
    wait_ready(page)
    play_a_few_moves(page, moves=6)
    assert measure(page, f"{game}-{viewport}") == CLEAN


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_payment_fits_one_screen(page, site_url, viewport, tmp_path):
    width, height = VIEWPORTS[viewport]
    page.set_viewport_size({"width": width, "height": height})
    save = tmp_path / "payment.json"
    save.write_text(save_at("deal-payment"))
    page.goto(site_url)
    wait_ready(page)
    page.set_input_files("#load-file", str(save))
    page.locator(".selection .total").wait_for()
    assert measure(page, f"deal-payment-{viewport}") == CLEAN


CLS = """() => new Promise((resolve) => {
  let total = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) total += e.value; })
    .observe({ type: "layout-shift", buffered: true });
  setTimeout(() => resolve(total), 100);
})"""


@pytest.mark.cold_start  # the longest boot, a first visit's
@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("query", ["", GAMES["deal-5-players"]])
def test_no_layout_shift_while_python_boots(page, site_url, viewport, query):
    """The menu (or a deep link's table) does not move while the engine loads and the game starts."""
    width, height = VIEWPORTS[viewport]
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site_url + query)
    wait_ready(page)
    page.wait_for_timeout(300)
    assert page.evaluate(CLS) < 0.02
