"""Playwright harness: the built site served with production headers, real Chromium, network closed.

Every test gets a ``page`` whose requests are recorded; a request to anything but 127.0.0.1, a page
error or a console error fails the test. ``site_url`` is the served site's base URL.
"""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from e2e.harness import BOOT_TIMEOUT_MS, E2E_CHROMIUM_ARGS, ROOT, chromium_path, guard_page, wait_ready
from e2e.warm_boot import handler_for, make_snapshot, seed_context
from tools.serve import serve_in_thread


@pytest.fixture(scope="session")
def site_dir() -> Path:
    """The built site; built once per session if dist/ is missing (make test always builds first)."""
    dist = ROOT / "dist"
    if not (dist / "index.html").exists():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build.py")], check=True)
    return dist


@pytest.fixture(scope="session")
def run_dir(tmp_path_factory) -> Path:
    """A folder shared by the run's test processes (pytest-xdist's workers share the parent)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="session")
def site_server(site_dir, run_dir):
    server = serve_in_thread(site_dir, handler_class=handler_for(run_dir / "warm-snapshot.bin"))
    yield server
    server.shutdown()


@pytest.fixture(scope="session")
def warm_snapshot_key(browser, site_url, run_dir) -> str:
    """The run's warm-start snapshot (e2e/warm_boot.py), made once; its cache key's path."""
    return make_snapshot(browser, site_url, run_dir / "warm-snapshot.bin")


@pytest.fixture(scope="session")
def site_url(site_server) -> str:
    host, port = site_server.server_address[:2]
    return f"http://{host}:{port}/"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": chromium_path(), "args": E2E_CHROMIUM_ARGS}


@pytest.fixture
def network_log():
    """Every URL requested during the test, and the problems seen (off-origin, errors)."""
    return {"requests": [], "problems": []}



@pytest.fixture
def context(context, network_log, request):
    """Pages of this context are guarded (other hosts do not resolve: e2e/harness.py). The warm
    start's snapshot helper (a second Python boot after every fresh one) runs only in tests marked
    ``warm_start``: elsewhere it would double the CPU every test spends booting. Unless the test is
    marked ``cold_start`` or ``warm_start``, the context starts as a returning player's browser, with
    the run's snapshot in Cache Storage (e2e/warm_boot.py)."""
    warm_start = request.node.get_closest_marker("warm_start") is not None
    if not warm_start:
        context.add_init_script("window.dealbidWarmStart = false;")
    context.on("page", lambda page: guard_page(page, network_log))
    if not warm_start and request.node.get_closest_marker("cold_start") is None:
        seed_context(context, request.getfixturevalue("site_url"),
                     request.getfixturevalue("warm_snapshot_key"))
    return context


@pytest.fixture
def page(context, network_log):
    page = context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    yield page
    assert not network_log["problems"], "\n".join(network_log["problems"])



@pytest.fixture
def open_game(page, site_url):
    """``open_game("?game=deal&seats=...")`` opens the page at that query and waits for Python."""
    def _open(query: str = "", wait: bool = True):
        page.goto(site_url + query)
        if wait:
            wait_ready(page)
        return page
    return _open
