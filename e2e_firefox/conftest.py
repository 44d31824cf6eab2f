"""The Firefox suite's harness: the built site served with production headers (as the WebKit suite's),
one headless Firefox (Debian's firefox-esr over WebDriver BiDi: browser/firefox.py) for the whole run,
the network closed.

A test gets ``page`` (a ``browser.firefox.FirefoxPage``, driven as a ``WebKitPage`` is, so the suite
runs the WebKit suite's tests themselves); a request to another host, a console error, a page error
or a CSP violation fails it. After each test the site's storage is cleared but for the warm-start
snapshot; the first test is the cold boot.
"""
import pytest

from browser.firefox import DESKTOP, firefox
from e2e_webkit.conftest import for_one_test, site_url  # noqa: F401 (the served site, a fixture)


@pytest.fixture(scope="session")
def firefox_window():
    with firefox() as window:
        print(f"\n{window.version}")
        yield window


@pytest.fixture
def page(firefox_window, site_url):  # noqa: F811 (site_url is the fixture imported above)
    yield from for_one_test(firefox_window, site_url, DESKTOP)
