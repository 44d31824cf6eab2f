"""The late-game table on a phone in WebKit: seeded crowded situations (browser/situations.py) loaded
through Load a saved game on a 390×844 screen (the game in a frame of that size: browser.webkit.PHONE),
measured as e2e/test_layout.py measures them in Chromium (the hand and the prompt's buttons in view
without scrolling, nothing wider than the screen, no text under 11 px), and drawn into test-results/."""
import pytest

from browser.harness import ROOT
from browser.situations import save_at
from browser.webkit import PHONE, PHONE_WINDOW
from e2e.test_layout import CLEAN, MEASURE
from e2e_webkit.phone_frame import PHONE_PATH

SHOTS = ROOT / "test-results"


@pytest.mark.parametrize("situation", ["deal-aim-crowded", "bid-steal-crowded", "deal-payment", "bid-sealed-bid"])
def test_a_crowded_late_game_fits_a_phone(page, site_url, tmp_path, situation):
    page.resize(PHONE_WINDOW)
    save = tmp_path / "save.json"
    save.write_text(save_at(situation))
    page.goto(site_url + PHONE_PATH)
    with page.frame("iframe"):
        page.wait_ready()
        assert page.evaluate("() => [innerWidth, innerHeight]") == list(PHONE)
        page.set_file("#load-file", str(save))
        page.wait_for_element("#hand [data-card]")
        page.wait_for_function("() => !document.querySelector('#table.busy, #table.staging')")
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(str(SHOTS / f"webkit-{situation}-phone.png"))
        assert page.evaluate(MEASURE) == CLEAN
        assert page.evaluate("() => window.__webkitProblems") == []
