"""Playwright harness: the built site served with production headers, real Chromium, network closed.

Every test gets a ``page`` whose requests are recorded; a request to anything but 127.0.0.1, a page
error or a console error fails the test. ``site_url`` is the served site's base URL.
"""
import os
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from serve import serve_in_thread  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
                 "--disable-dev-shm-usage"]
BOOT_TIMEOUT_MS = 60_000
LOCAL_HOSTS = {"127.0.0.1"}


def chromium_path() -> str:
    """The Chromium to drive: $CHROMIUM, else the system one."""
    for candidate in (os.environ.get("CHROMIUM"), shutil.which("chromium"), "/usr/bin/chromium",
                      shutil.which("chromium-browser"), shutil.which("google-chrome")):
        if candidate and Path(candidate).exists():
            return candidate
    pytest.exit("no Chromium found: run 'make test' (it installs one) or set CHROMIUM", returncode=3)


@pytest.fixture(scope="session")
def site_dir() -> Path:
    """The built site; built once per session if dist/ is missing (make test always builds first)."""
    dist = ROOT / "dist"
    if not (dist / "index.html").exists():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build.py")], check=True)
    return dist


@pytest.fixture(scope="session")
def site_server(site_dir):
    server = serve_in_thread(site_dir)
    yield server
    server.shutdown()


@pytest.fixture(scope="session")
def site_url(site_server) -> str:
    host, port = site_server.server_address[:2]
    return f"http://{host}:{port}/"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": chromium_path(), "args": CHROMIUM_ARGS}


@pytest.fixture
def network_log():
    """Every URL requested during the test, and the problems seen (off-origin, errors)."""
    return {"requests": [], "problems": []}


def is_local(url: str) -> bool:
    parsed = urlparse(url)
    if parsed.scheme in ("data", "blob", "about"):
        return True
    return parsed.hostname in LOCAL_HOSTS


def guard_page(page, network_log) -> None:
    """Record requests and fail the test on off-origin requests, page errors and console errors."""
    def on_request(request):
        network_log["requests"].append(request.url)
        if not is_local(request.url):
            network_log["problems"].append(f"off-origin request: {request.url}")

    def on_console(message):
        if message.type == "error":
            network_log["problems"].append(f"console error: {message.text}")

    page.on("request", on_request)
    page.on("pageerror", lambda error: network_log["problems"].append(f"page error: {error}"))
    page.on("console", on_console)


@pytest.fixture
def context(context, network_log):
    """Pages of this context are guarded; requests leaving 127.0.0.1 are refused as well."""
    context.route(lambda url: not is_local(url), lambda route: route.abort())
    context.on("page", lambda page: guard_page(page, network_log))
    return context


@pytest.fixture
def page(context, network_log):
    page = context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    yield page
    assert not network_log["problems"], "\n".join(network_log["problems"])


def wait_ready(page) -> None:
    """Wait until Python has booted and the page accepts input."""
    page.wait_for_selector("html[data-py-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)


@pytest.fixture
def open_game(page, site_url):
    """``open_game("?game=deal&seats=...")`` opens the page at that query and waits for Python."""
    def _open(query: str = "", wait: bool = True):
        page.goto(site_url + query)
        if wait:
            wait_ready(page)
        return page
    return _open
