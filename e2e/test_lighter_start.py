"""A device that runs out of memory while the game engine boots: the page says so plainly and offers a
lighter start, which boots one fresh Python without the warm-start snapshot (restoring one holds its
bytes beside a memory as large) and without the second Python that would store one (ui/worker.js
?mode=light; measured in the README). The refusal is simulated as e2e/test_boot_progress.py does it:
the device refuses WebAssembly the memory it asks for in the normal start; the lighter start's is met."""
from playwright.sync_api import expect

from browser.harness import wait_ready
from e2e.test_boot_progress import REFUSE_MEMORY

LINK = "?game=deal&seats=human,ai-easy&seed=3&speed=instant"
REFUSED = "This device refused the memory the game engine needs"
# What the simulated refusal itself makes the refused worker throw (and nothing else may go wrong).
REFUSAL_ERRORS = ("Out of memory: Cannot allocate Wasm memory", "reading '_importhook'")


def refusal_only(network_log) -> list[str]:
    """The problems the test saw that the simulated refusal does not explain."""
    return [p for p in network_log["problems"] if not any(error in p for error in REFUSAL_ERRORS)]


def refuse_memory(page, pattern: str) -> None:
    """The worker scripts ``pattern`` matches run on a device that refuses their memory."""
    def refusing_worker(route):
        response = route.fetch()
        route.fulfill(response=response, body=REFUSE_MEMORY + response.text(), headers={
            **response.headers, "content-encoding": "identity", "cache-control": "no-store"})
    page.route(pattern, refusing_worker)


def test_out_of_memory_offers_a_lighter_start_that_boots_and_plays(context, site_url, network_log):
    page = context.new_page()
    refuse_memory(page, "**/ui/worker.js")          # the normal start only (not ?mode=light)
    page.goto(site_url + LINK)
    crash = page.get_by_role("alertdialog")
    expect(crash).to_contain_text(REFUSED)
    lighter = crash.get_by_role("button", name="Try a lighter start")
    expect(lighter).to_be_focused()
    lighter.click()
    wait_ready(page)                                 # the page reloaded: the same game, booted lighter
    page.locator("#hand [data-card]").first.wait_for()
    assert page.evaluate("document.documentElement.dataset.pyBoot") == "fresh"   # a snapshot is stored
    assert "game=deal" in page.evaluate("location.search") and "seed=3" in page.evaluate("location.search")
    page.wait_for_timeout(4000)                      # past the moment a warm start's helper would start
    workers = [url.split("/ui/", 1)[1] for url in network_log["requests"] if "/ui/worker.js" in url]
    assert workers == ["worker.js", "worker.js?mode=light"], workers
    assert page.evaluate("document.documentElement.dataset.pySnapshot") is None
    assert refusal_only(network_log) == []


def test_a_lighter_start_that_fails_too_offers_no_other(context, site_url, network_log):
    page = context.new_page()
    refuse_memory(page, "**/ui/worker.js?mode=light")
    page.goto(site_url + LINK + "&light=1")          # the lighter start, asked for by the link
    crash = page.get_by_role("alertdialog")
    expect(crash).to_contain_text(REFUSED)
    expect(crash.get_by_role("button", name="Back to the menu")).to_be_focused()
    expect(crash.get_by_role("button", name="Try a lighter start")).to_be_hidden()
    assert refusal_only(network_log) == []
