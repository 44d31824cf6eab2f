"""The WebKit suite's harness: the built site served with production headers (and the phone's frame,
e2e_webkit/phone_frame.py), one WebKit window (Debian's WebKitGTK through Selenium: browser/webkit.py)
for the whole run, the network closed.

A test gets ``page`` (a ``browser.webkit.WebKitPage``); a request to another host, a console error, a
page error or a CSP violation fails it. After each test the site's storage is cleared but for the
warm-start snapshot in Cache Storage, so the tests after the first play as a returning player, as
the Chromium suite does (e2e/warm_boot.py); the first test is the cold boot.
"""
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from browser.firefox import FirefoxPage
from browser.webkit import WebKitPage, webkit
from e2e_webkit.phone_frame import PhoneFrameHandler
from tools.serve import serve_in_thread

ROOT = Path(__file__).resolve().parent.parent
# Everything a test may leave in the site's origin but the snapshot's cache (ui/worker.js).
CLEAR_STORAGE = """async () => {
  localStorage.clear();
  sessionStorage.clear();
  for (const db of await indexedDB.databases()) indexedDB.deleteDatabase(db.name);
  for (const name of await caches.keys()) if (name !== "deal-and-bid-snapshots") await caches.delete(name);
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
}"""


@pytest.fixture(scope="session")
def site_url() -> str:
    dist = ROOT / "dist"
    if not (dist / "index.html").exists():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build.py")], check=True)
    server = serve_in_thread(dist, handler_class=PhoneFrameHandler)
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}/"
    server.shutdown()


@pytest.fixture(scope="session")
def webkit_window(tmp_path_factory):
    log = tmp_path_factory.mktemp("webkit") / "driver.log"
    with webkit(str(log)) as window:
        print(f"\nWebKitGTK {window.version}")
        yield window


def for_one_test(window: WebKitPage | FirefoxPage, site_url: str,
                 size: tuple[int, int]) -> Iterator[WebKitPage | FirefoxPage]:
    """``window`` at ``size`` for one test; after it, what the page recorded (an off-host request, an
    error) fails the test, and the site's storage is cleared."""
    window.resize(size)
    window.forget_problems()
    yield window
    problems = window.problems()
    window.goto(site_url + "__blank")
    window.evaluate(CLEAR_STORAGE)
    assert not problems, "\n".join(problems)


@pytest.fixture
def page(webkit_window, site_url):
    yield from for_one_test(webkit_window, site_url, (1366, 838))
