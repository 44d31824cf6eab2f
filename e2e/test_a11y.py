"""axe-core (pinned in package.json, read from node_modules) on every screen a player meets: the menu,
the rules, both tables mid-game, a payment, a sealed bid, the pass-the-device curtain, the end screen
and the crash panel. No serious or critical violation is allowed."""
import json

import pytest

from browser.harness import ROOT, back_to_menu, wait_ready
from browser.situations import save_files

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SCREENS = {  # situation -> what must be on screen once its save is loaded
    "deal-turn": "#hand .can",
    "bid-host": "#hand [data-card]",
    "deal-payment": ".selection .total",
    "bid-sealed-bid": ".selection .total",
    "hot-seat-curtain": "#curtain-go",
    "deal-game-over": "[data-outcome]",
}


def serious_violations(page) -> list[str]:
    """axe's serious and critical violations on the page as it is now, one line each."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        # Injected through DevTools, so the page's script-src 'self' policy stays as it is.
        page.evaluate(AXE.read_text())
    results = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations")
    return [f"{v['id']} ({v['impact']}): {v['help']} -- {[n['target'] for n in v['nodes']][:4]}"
            for v in results if v["impact"] in ("serious", "critical")]


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    return save_files(tmp_path_factory.mktemp("saves"), SCREENS)


def test_menu_and_rules_have_no_serious_violations(page, site_url):
    page.goto(site_url)
    assert serious_violations(page) == []
    wait_ready(page)
    page.get_by_role("button", name="Rules").first.click()
    assert page.get_by_role("dialog", name="How to play").is_visible()
    assert serious_violations(page) == []


def test_tables_dialogs_and_end_screen_have_no_serious_violations(page, site_url, saves):
    page.goto(site_url)
    wait_ready(page)
    found = {}
    for name, ready in SCREENS.items():
        if page.locator("#setup").is_hidden():
            if page.locator(".overlay:not([hidden])").count() == 0:
                back_to_menu(page)
            else:                   # a dialog covers the table: a new visit instead
                page.goto(site_url)
                wait_ready(page)
        page.set_input_files("#load-file", str(saves[name]))
        page.locator(ready).first.wait_for(state="attached")
        page.wait_for_timeout(400)  # let the opening animations settle
        found[name] = serious_violations(page)
    assert found == {name: [] for name in SCREENS}, json.dumps(found, indent=1)


def test_crash_panel_has_no_serious_violations(open_game):
    page = open_game("?game=deal&seats=human,ai-easy&seed=3&speed=instant&debug=crash")
    card = page.locator("#hand .can").first
    card.click()
    assert serious_violations(page) == []   # the card's menu of choices, or its one use shown on it
    if page.locator("#card-menu").is_visible():
        page.locator("#card-menu [data-action]").first.click()
    else:
        card.click()
    page.locator("#crash").wait_for()
    assert serious_violations(page) == []
