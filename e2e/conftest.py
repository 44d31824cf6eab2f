"""Playwright harness: the built site served with production headers, real Chromium, network closed.

Every test gets a ``page`` whose requests are recorded; a request to anything but 127.0.0.1, a page
error or a console error fails the test. ``site_url`` is the served site's base URL.
"""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from browser.harness import BOOT_TIMEOUT_MS, E2E_CHROMIUM_ARGS, ROOT, chromium_path, guard_page, wait_ready
from browser.situations import SHARED
from e2e.warm_boot import ReturningBrowsers, handler_for, make_snapshot
from tools.serve import serve_in_thread


def pytest_collection_modifyitems(items) -> None:
    """Tests marked ``paced`` first: they mostly wait while the bots' moves are shown at the game's
    normal pace, so run early their waits overlap the other tests' work instead of ending the run."""
    items.sort(key=lambda item: item.get_closest_marker("paced") is None)


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


@pytest.fixture(scope="session", autouse=True)
def shared_situations(run_dir) -> None:
    """The run's processes share the situations they seek (``browser.situations.SHARED``), unless
    ``make test`` already gave every suite one folder."""
    folder = run_dir / "situations"
    folder.mkdir(exist_ok=True)
    os.environ.setdefault(SHARED, str(folder))


@pytest.fixture(scope="session")
def warm_snapshot_file(run_dir) -> Path:
    """Where the run's warm-start snapshot is kept (made by the first test process that needs it)."""
    return run_dir / "warm-snapshot.bin"


@pytest.fixture(scope="session")
def site_server(site_dir, warm_snapshot_file):
    server = serve_in_thread(site_dir, handler_class=handler_for(warm_snapshot_file))
    yield server
    server.shutdown()


@pytest.fixture(scope="session")
def warm_snapshot_key(browser, site_url, warm_snapshot_file) -> str:
    """The run's warm-start snapshot (e2e/warm_boot.py), made once; its cache key's path."""
    return make_snapshot(browser, site_url, warm_snapshot_file)


@pytest.fixture(scope="session")
def site_url(site_server) -> str:
    host, port = site_server.server_address[:2]
    return f"http://{host}:{port}/"


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """No service worker unless the test module asks for one (e2e/pwa_support.py): the offline,
    install, update and embed tests hold what it does; elsewhere it would copy the whole site into
    Cache Storage again in every test while the test plays."""
    return {**browser_context_args, "service_workers": "block"}


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": chromium_path(), "args": E2E_CHROMIUM_ARGS}


@pytest.fixture
def network_log():
    """Every URL requested during the test, and the problems seen (off-origin, errors)."""
    return {"requests": [], "problems": []}


@pytest.fixture(scope="session")
def returning_browsers(browser, site_url, warm_snapshot_key, warm_snapshot_file):
    """This test process's returning players' contexts (e2e/warm_boot.py)."""
    pool = ReturningBrowsers(browser, site_url, warm_snapshot_key, warm_snapshot_file)
    yield pool
    pool.close()


@pytest.fixture
def context(request, network_log, browser_context_args):
    """Pages of this context are guarded (other hosts do not resolve: browser/harness.py). Unless the test
    is marked ``cold_start`` or ``warm_start``, the context is a returning player's browser, with the
    run's snapshot in Cache Storage, shared with the test process's other tests and reset after each
    (e2e/warm_boot.py). The warm start's snapshot helper (a second Python boot after every fresh one)
    runs only in tests marked ``warm_start``: elsewhere it would double the CPU every test spends
    booting."""
    marker = request.node.get_closest_marker("browser_context_args")   # pytest-playwright's marker
    options = {**browser_context_args, **(marker.kwargs if marker else {})}
    warm_start = request.node.get_closest_marker("warm_start") is not None
    if warm_start or request.node.get_closest_marker("cold_start") is not None:
        context = request.getfixturevalue("new_context")()
        if not warm_start:
            context.add_init_script("window.dealbidWarmStart = false;")
        context.on("page", lambda page: guard_page(page, network_log))
        yield context
    else:
        with request.getfixturevalue("returning_browsers").lend(options, network_log) as context:
            yield context


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
