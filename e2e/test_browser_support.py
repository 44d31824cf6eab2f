"""A browser without what the game needs (ui/support.js), played in Chromium with the feature taken away
before the page runs: without WebAssembly or module workers the page says so at once and starts no
engine (no bar that never ends); without CompressionStream or Cache Storage the game plays and a quiet
line says what won't work."""
import pytest

from browser.harness import wait_ready

DEEP_LINK = "?game=deal&seats=human,ai-easy&seed=3&speed=instant"
# An old browser's Worker: it ignores the options (a module worker would start as a classic one).
NO_MODULE_WORKERS = """window.Worker = new Proxy(Worker, { construct: (Target, [url]) => new Target(url) });"""


@pytest.mark.parametrize(("script", "lacks"), [("delete window.WebAssembly;", "WebAssembly"),
                                               (NO_MODULE_WORKERS, "module workers")],
                         ids=["no-webassembly", "no-module-workers"])
def test_a_browser_that_cannot_run_the_engine_is_told_so_at_once(page, site_url, network_log, script, lacks):
    page.add_init_script(script)
    page.goto(site_url + DEEP_LINK)
    error = page.locator("#setup-error")
    error.wait_for()
    assert f"This browser can't run the game: it lacks {lacks}." in error.inner_text()
    assert page.locator("#engine-text").inner_text() == "The game engine can't run in this browser."
    assert page.locator("#setup").is_visible() and page.locator("#table").is_hidden()
    page.wait_for_timeout(1000)                 # nothing starts behind the message
    assert page.locator("#engine-text").inner_text() == "The game engine can't run in this browser."
    assert not [url for url in network_log["requests"] if "/vendor/" in url or "worker.js" in url]
    # ui/page.js stops at its first line, by design; nothing else goes wrong.
    assert network_log["problems"] == [f"page error: This browser lacks {lacks}."]
    network_log["problems"].clear()


def test_without_compression_streams_or_cache_storage_the_game_plays_and_says_what_wont_work(page, site_url):
    page.add_init_script("delete window.CompressionStream; delete window.DecompressionStream; delete window.caches;")
    page.goto(site_url + DEEP_LINK)
    wait_ready(page)
    page.locator("#hand [data-card]").first.wait_for()
    page.get_by_role("button", name="Menu", exact=True).click()
    page.get_by_role("button", name="New game", exact=True).click()
    note = page.locator("#support-note")
    assert note.is_visible()
    assert note.inner_text() == ("In this browser, invitation codes and replay links don't work; "
                                 "the game engine starts afresh on every visit (no Cache Storage).")
