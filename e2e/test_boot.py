"""The page boots on the self-hosted runtime and shows the menu."""
import pytest

from browser.harness import wait_ready
from e2e.pwa_support import DEEP_LINK, play_a_few_moves

# A first visit: nothing stored yet (the warm-start test makes its own snapshot).
pytestmark = pytest.mark.cold_start


def test_page_boots_and_shows_menu(page, site_url, network_log):
    page.goto(site_url)
    # The static shell paints before Python: the menu and the footer are there at once.
    assert page.get_by_role("navigation", name="Main menu").is_visible()
    assert "unofficial" in page.locator("footer").inner_text().lower()
    wait_ready(page)
    assert page.locator("#engine-text").inner_text() == "Game engine ready."
    assert page.get_by_role("heading", name="Start a game").is_visible()
    requested = network_log["requests"]
    assert any(url.endswith("pyodide.asm.wasm") for url in requested)
    # The lock file's contents are in the worker (tools/stdlib.py): it is neither fetched nor shipped.
    assert not any("pyodide-lock.json" in url for url in requested)
    assert all(url.startswith(site_url) for url in requested), requested


def test_wasm_is_served_with_its_mime_type_and_csp(page, site_url):
    response = page.request.get(site_url + "vendor/pyodide/314.0.7/pyodide.asm.wasm")
    assert response.headers["content-type"] == "application/wasm"
    assert "immutable" in response.headers["cache-control"]
    html = page.request.get(site_url)
    assert "script-src 'self'" in html.headers["content-security-policy"]
    assert html.headers["x-content-type-options"] == "nosniff"


def test_start_pressed_before_python_is_up_starts_the_game_when_it_is(page, site_url):
    page.goto(site_url)
    assert page.locator("html[data-py-ready]").count() == 0
    page.get_by_role("button", name="Start game").click()
    assert page.locator("#table").is_visible()
    page.locator("#hand [data-card]").first.wait_for()
    assert "game=deal" in page.url


@pytest.mark.warm_start
def test_warm_start_restores_a_memory_snapshot_and_a_bad_one_falls_back(page, site_url):
    """The first boot stores a snapshot of the interpreter in Cache Storage; a reload restores it and
    plays (bots included); a damaged snapshot is dropped and the page boots normally."""
    page.goto(site_url + DEEP_LINK)
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.pyBoot") == "fresh"
    # Stored by a helper worker that boots a second Python: slow on a loaded machine.
    page.wait_for_selector("html[data-py-snapshot]", state="attached", timeout=180_000)
    size = int(page.evaluate("document.documentElement.dataset.pySnapshot"))
    assert size > 1_000_000, "the helper worker stored no snapshot"
    print(f"\nsnapshot: {size / 1e6:.1f} MB in Cache Storage")
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.pyBoot") == "snapshot"
    assert play_a_few_moves(page, moves=6)
    page.evaluate("""async () => {
        const cache = await caches.open("deal-and-bid-snapshots");
        for (const request of await cache.keys()) await cache.put(request, new Response("not a snapshot"));
    }""")
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.pyBoot") == "fresh"
    assert play_a_few_moves(page, moves=2)
