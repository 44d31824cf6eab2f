"""The harness itself: no request leaves the machine, and a page that tries is caught.

Other hosts fail to resolve in the suite's Chromium (browser/harness.py ``LOCAL_ONLY``), and the guard on
every test page records any request to them, which fails the test (e2e/conftest.py). The game's own
pages refuse such a request before it is made (their Content-Security-Policy); this test goes round it."""
import pytest
from playwright.sync_api import Error

from browser.harness import guard_page, wait_ready


def test_another_host_does_not_resolve_and_the_guard_records_the_request(browser, site_url):
    log = {"requests": [], "problems": []}
    context = browser.new_context()
    try:
        page = context.new_page()
        guard_page(page, log)
        with pytest.raises(Error, match="ERR_NAME_NOT_RESOLVED"):
            page.goto("http://cdn.example.com/pyodide.js")
        assert log["problems"] == ["off-origin request: http://cdn.example.com/pyodide.js"]
        # The site and the cross-site blog's host (localhost) still resolve.
        page = context.new_page()
        guard_page(page, log)
        page.goto(site_url.replace("127.0.0.1", "localhost") + "?game=deal&seats=human,ai-easy&seed=3&speed=instant")
        wait_ready(page)
        assert len(log["problems"]) == 1
    finally:
        context.close()
