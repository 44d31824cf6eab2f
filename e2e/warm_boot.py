"""Warm starts for the browser tests: one memory snapshot of Python for the whole run.

A returning player's page restores the interpreter from a snapshot in Cache Storage (ui/worker.js)
instead of booting it: about 1 s instead of 2.7 s on this machine. Every test context starts empty,
so without help every page load of the suite is a first visit. Here the snapshot is made once
per run by the page itself (the real helper worker, in a real context), and each test's context gets
a copy in its Cache Storage before the test opens a page: the tests then play as a returning player.

The first visit stays tested where it matters: tests marked ``cold_start`` (boot, layout while
booting, offline, install, the embed) and ``warm_start`` (the snapshot's own test) get an empty context, as do
the frames on another site (their storage is blocked) and every context a test makes itself.
"""
import fcntl
import json
from http import HTTPStatus
from pathlib import Path

from e2e.harness import BOOT_TIMEOUT_MS, wait_ready
from tools.serve import SiteHandler

SEED_PATH = "/__e2e/seed"          # a blank page of the site's origin, for Cache Storage to be reached
SNAPSHOT_PATH = "/__e2e/snapshot"  # GET: the snapshot's bytes; POST: the maker hands them over
SNAPSHOT_CACHE = "deal-and-bid-snapshots"  # as in ui/worker.js
MAKER_LINK = "?game=deal&seats=human,ai-easy&seed=1&speed=instant"

# Reads the snapshot the helper worker stored and posts it to the test server; returns its key's path.
HAND_OVER = """async ([cacheName, upload]) => {
  const cache = await caches.open(cacheName);
  const [key] = await cache.keys();
  const response = await fetch(upload, {method: "POST", body: await (await cache.match(key)).blob()});
  if (!response.ok) throw new Error("the test server refused the snapshot: " + response.status);
  return new URL(key.url).pathname;
}"""
# Puts the snapshot into this context's Cache Storage under the key the worker looks for.
SEED = """async ([cacheName, source, key]) => {
  const response = await fetch(source);
  if (!response.ok) throw new Error("no snapshot to seed: " + response.status);
  const cache = await caches.open(cacheName);
  await cache.put(key, new Response(await response.blob(), {headers: {"Content-Type": "application/octet-stream"}}));
}"""


class TestSiteHandler(SiteHandler):
    """The site with production headers, plus the two paths above. ``snapshot_file`` is where the
    run's snapshot is (or will be written)."""

    snapshot_file: Path

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0]
        if path == SEED_PATH:
            self._send(b"<!doctype html><title>seed</title><link rel=\"icon\" href=\"data:,\">", "text/html; charset=utf-8")
        elif path == SNAPSHOT_PATH and self.snapshot_file.is_file():
            self._send(self.snapshot_file.read_bytes(), "application/octet-stream")
        else:
            super().do_GET()

    def do_POST(self) -> None:
        if self.path.split("?", 1)[0] != SNAPSHOT_PATH:
            self.send_error(HTTPStatus.METHOD_NOT_ALLOWED)
            return
        body = self.rfile.read(int(self.headers["Content-Length"]))
        partial = self.snapshot_file.with_suffix(".part")
        partial.write_bytes(body)
        partial.replace(self.snapshot_file)
        self._send(b"", "text/plain")

    def _send(self, body: bytes, content_type: str) -> None:
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)


def handler_for(snapshot_file: Path) -> type[TestSiteHandler]:
    """A handler class serving ``snapshot_file`` as the run's snapshot."""
    return type("RunSiteHandler", (TestSiteHandler,), {"snapshot_file": snapshot_file})


def make_snapshot(browser, site_url: str, snapshot_file: Path) -> str:
    """The run's snapshot, made by the page in a fresh context the first time (one test process does
    it while the others wait on a lock) and kept at ``snapshot_file``, which every test process's
    server hands out; returns its cache key's path (``/py/snapshot-<pyodide>-<app hash>``)."""
    meta = snapshot_file.with_suffix(".json")
    with open(snapshot_file.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not meta.exists():
            context = browser.new_context()
            try:
                page = context.new_page()
                page.goto(site_url + MAKER_LINK)
                wait_ready(page)
                page.wait_for_selector("html[data-py-snapshot]", state="attached", timeout=3 * BOOT_TIMEOUT_MS)
                assert int(page.evaluate("document.documentElement.dataset.pySnapshot")) > 1_000_000, \
                    "the page stored no warm-start snapshot"
                key = page.evaluate(HAND_OVER, [SNAPSHOT_CACHE, SNAPSHOT_PATH])
            finally:
                context.close()
            meta.write_text(json.dumps({"key": key}))
    return str(json.loads(meta.read_text())["key"])


def seed_context(context, site_url: str, key_path: str) -> None:
    """Give ``context`` the run's snapshot, as a returning player's browser has it."""
    page = context.new_page()
    try:
        page.goto(site_url.rstrip("/") + SEED_PATH)
        page.evaluate(SEED, [SNAPSHOT_CACHE, SNAPSHOT_PATH, site_url.rstrip("/") + key_path])
    finally:
        page.close()
