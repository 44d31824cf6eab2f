"""The page boots on the self-hosted runtime and shows the menu."""
from e2e.harness import wait_ready


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
    assert all(url.startswith(site_url) for url in requested), requested


def test_wasm_is_served_with_its_mime_type_and_csp(page, site_url):
    response = page.request.get(site_url + "vendor/pyodide/314.0.7/pyodide.asm.wasm")
    assert response.headers["content-type"] == "application/wasm"
    assert "immutable" in response.headers["cache-control"]
    html = page.request.get(site_url)
    assert "script-src 'self'" in html.headers["content-security-policy"]
    assert html.headers["x-content-type-options"] == "nosniff"
