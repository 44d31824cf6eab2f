"""Offline play: after one online visit the service worker serves the whole game from its cache."""
import hashlib
import json
import re
import shutil
import time
from urllib.parse import unquote

import pytest

from browser.harness import wait_ready
from e2e.pwa_support import (
    DEEP_LINK,
    browser_context_args,  # noqa: F401  (service workers allowed)
    open_game_and_play,
    server_url,
    wait_controlled,
)
from tools.precache import site_files, write_service_worker
from tools.serve import serve_in_thread

# A first visit: the service worker and its caches start empty.
pytestmark = pytest.mark.cold_start


def test_service_worker_waits_for_boot_then_game_plays_offline(page, context, site_url):
    responses = []
    page.goto(site_url)
    # Registered only after Python is up, so the first visit fetches the runtime once.
    ready, registrations = page.evaluate("""async () => [
        document.documentElement.hasAttribute("data-py-ready"),
        (await navigator.serviceWorker.getRegistrations()).length]""")
    assert (ready, registrations) == (False, 0)
    wait_ready(page)
    seconds = wait_controlled(page)
    print(f"\nservice worker in control {seconds:.1f} s after boot")
    context.set_offline(True)
    page.on("response", lambda response: responses.append(response))
    start = time.monotonic()
    page.reload()
    wait_ready(page)
    print(f"offline reload to data-py-ready: {time.monotonic() - start:.1f} s")
    played = open_game_and_play(page, site_url + DEEP_LINK)
    print(f"played offline: {played}")
    assert played
    assert responses and all(r.from_service_worker for r in responses), \
        [r.url for r in responses if not r.from_service_worker]


def test_new_page_plays_after_the_server_has_stopped(page, context, site_dir, network_log):
    server = serve_in_thread(site_dir)
    url = server_url(server)
    page.goto(url)
    wait_ready(page)
    wait_controlled(page)
    server.shutdown()
    server.server_close()
    offline = context.new_page()
    start = time.monotonic()
    played = open_game_and_play(offline, url + DEEP_LINK)
    print(f"\nserver stopped, new page booted and played in {time.monotonic() - start:.1f} s")
    print(f"played offline: {played}")
    assert played
    assert offline.locator("html[data-py-ready='1']").count() == 1


def test_new_deploy_is_offered_with_a_reload_banner(page, site_dir, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server = serve_in_thread(site)
    try:
        url = server_url(server)
        page.goto(url)
        wait_ready(page)
        wait_controlled(page)
        old = page.evaluate("caches.keys()")
        # A new deploy: one file changes, so the build gives sw.js a new version.
        (site / "ui" / "style.css").write_text((site / "ui" / "style.css").read_text() + "\n/* v2 */\n")
        new_version = write_service_worker(site)
        page.reload()
        wait_ready(page)
        banner = page.locator("#update-banner")
        banner.wait_for(state="visible")
        assert "New version available" in banner.inner_text()
        with page.expect_navigation():
            banner.get_by_role("button", name="Reload").click()
        wait_ready(page)
        page.wait_for_function("v => caches.keys().then(k => k.length === 1 && k[0].endsWith(v))",
                               arg=new_version)
        assert page.evaluate("caches.keys()") != old
        assert page.locator("#update-banner").count() == 0
    finally:
        server.shutdown()
        server.server_close()


def test_precache_lists_every_built_file_and_its_version_follows_the_content(site_dir, tmp_path):
    text = (site_dir / "sw.js").read_text()
    listed = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", text, re.S).group(1))
    built = {p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file()}
    assert {url.removeprefix("./") for url in listed} == built - {"sw.js"}
    for needed in ("index.html", "embed.html", "manifest.webmanifest", "ui/page.js",
                   "ui/worker.js", "py/app.zip", "icons/icon-192.png"):
        assert "./" + needed in listed, needed
    for runtime in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"):
        assert any(url.endswith("/" + runtime) for url in listed), runtime
    assert [url for url in listed if re.search(r"/python_stdlib-[0-9a-f]{12}\.zip$", url)]   # the trimmed one
    # Our Python ships only inside the archive: no loose .py file, no PyScript.
    assert not [url for url in listed if url.endswith(".py") or "pyscript" in url]
    # Each file's SHA-256, in the list's order: what the worker checks its cache against.
    hashes = json.loads(re.search(r"const HASHES = (\[.*?\]);", text, re.S).group(1))
    assert hashes == [hashlib.sha256((site_dir / unquote(url.removeprefix("./"))).read_bytes()).hexdigest()
                      for url in listed]

    site = tmp_path / "site"
    shutil.copytree(site_dir / "ui", site / "ui")
    first = write_service_worker(site)
    assert write_service_worker(site) == first  # same files, same version
    (site / "ui" / "page.js").write_text((site / "ui" / "page.js").read_text() + "\n")
    assert write_service_worker(site) != first
    assert "sw.js" not in site_files(site)
