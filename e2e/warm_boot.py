"""Returning players for the browser tests: one memory snapshot of Python for the whole run, and one
browser context per test process that keeps it.

A returning player's page restores the interpreter from a snapshot in Cache Storage (ui/worker.js)
instead of booting it: about 1 s instead of 2.7 s on this machine. The snapshot is made once per run
by the page itself (the real helper worker, in a real context). Each test process then keeps one
context per set of context options (``ReturningBrowsers``) with a copy of it in Cache Storage, and
hands it to test after test: the tests play as a returning player, whose browser also keeps its HTTP
cache. Between two tests everything else a test could leave is cleared (pages, cookies, permissions,
routes, each visited origin's storage, the site's other caches and service workers), and a snapshot
that is not the run's own is seeded again. A test that changes its context's settings (an init
script, offline) makes a context of its own or is marked ``cold_start``.

The first visit stays tested where it matters: tests marked ``cold_start`` (boot, layout while
booting, offline, install, the embed) and ``warm_start`` (the snapshot's own test) get an empty
context, as do the frames on another site (their storage is blocked) and every context a test makes
itself.
"""
import contextlib
import fcntl
import json
from collections.abc import Iterator
from http import HTTPStatus
from pathlib import Path
from urllib.parse import urlsplit

from browser.harness import BOOT_TIMEOUT_MS, guard_page, wait_ready
from tools.serve import SiteHandler

SEED_PATH = "/__e2e/seed"          # a blank page of the site's origin, for Cache Storage to be reached
SNAPSHOT_PATH = "/__e2e/snapshot"  # GET: the snapshot's bytes; POST: the maker hands them over
SNAPSHOT_CACHE = "deal-and-bid-snapshots"  # as in ui/worker.js
SEED_HEADER = "X-E2E-Seeded-Bytes"         # on the seeded copy (the worker reads only its bytes)
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
SEED = """async ([cacheName, source, key, seedHeader]) => {
  const response = await fetch(source);
  if (!response.ok) throw new Error("no snapshot to seed: " + response.status);
  const cache = await caches.open(cacheName);
  const bytes = await response.blob();
  await cache.put(key, new Response(bytes, {headers: {"Content-Type": "application/octet-stream",
                                                      [seedHeader]: String(bytes.size)}}));
}"""


class TestSiteHandler(SiteHandler):
    """The site with production headers, plus the two paths above. ``snapshot_file`` is where the
    run's snapshot is (or will be written)."""

    snapshot_file: Path

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0]
        if path == SEED_PATH:
            self._send(b"<!doctype html><title>seed</title><link rel=\"icon\" href=\"data:,\">",
                       "text/html; charset=utf-8")
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
        put_snapshot(page, site_url.rstrip("/") + key_path)
    finally:
        page.close()


def put_snapshot(page, key_url: str) -> None:
    """Store the run's snapshot under ``key_url`` from ``page`` (a page of the site's origin)."""
    page.evaluate(SEED, [SNAPSHOT_CACHE, SNAPSHOT_PATH, key_url, SEED_HEADER])


# Every kind of storage an origin has (Chrome DevTools Protocol, Storage.clearDataForOrigin) but its
# caches, which are cleared one by one so that the snapshot stays.
ALL_BUT_CACHES = ("cookies,file_systems,indexeddb,local_storage,shader_cache,websql,service_workers,"
                  "interest_groups,shared_storage,storage_buckets,other")


class ReturningBrowsers:
    """One seeded context per set of context options, reused test after test in one test process."""

    def __init__(self, browser, site_url: str, key_path: str, snapshot_file: Path) -> None:
        self.browser = browser
        self.seeded_bytes = str(snapshot_file.stat().st_size)
        self.site_url = site_url
        self.origin = site_url.rstrip("/")
        self.key_path = key_path
        self.key_url = self.origin + key_path
        self.contexts: dict[str, object] = {}

    def context_for(self, options: dict):
        """The context for these options (``browser_context_args``), made and seeded the first time."""
        name = json.dumps(options, sort_keys=True, default=str)
        if name not in self.contexts:
            context = self.browser.new_context(**options)
            context.add_init_script("window.dealbidWarmStart = false;")
            seed_context(context, self.site_url, self.key_path)
            self.contexts[name] = context
        return self.contexts[name]

    @contextlib.contextmanager
    def lend(self, options: dict, network_log: dict) -> Iterator:
        """The context for ``options`` for one test: its pages are guarded into ``network_log``
        (browser/harness.py) and it is reset when the test is done with it."""
        context = self.context_for(options)

        def guard(page) -> None:
            guard_page(page, network_log)
        context.on("page", guard)
        try:
            yield context
        finally:
            context.remove_listener("page", guard)
            self.reset(context, network_log["requests"])

    def reset(self, context, requested: list[str]) -> None:
        """Leave ``context`` as the test found it: no page, and of the storage of the site and of every
        origin in ``requested`` (the URLs the test's pages asked for) only the run's snapshot."""
        for page in list(context.pages):
            page.close()
        context.clear_cookies()
        context.clear_permissions()
        context.unroute_all(behavior="ignoreErrors")
        origins = {f"{part.scheme}://{part.netloc}" for part in map(urlsplit, requested)
                   if part.scheme in ("http", "https")} - {self.origin}
        page = context.new_page()
        try:
            cdp = context.new_cdp_session(page)
            for origin in origins:
                cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
            cdp.send("Storage.clearDataForOrigin", {"origin": self.origin, "storageTypes": ALL_BUT_CACHES})
            page.goto(self.origin + SEED_PATH)     # Cache Storage is reached through a page of the origin
            if not self._only_the_snapshot_kept(cdp):
                put_snapshot(page, self.key_url)
        finally:
            page.close()

    def _only_the_snapshot_kept(self, cdp) -> bool:
        """Delete the site's caches but the snapshot's; whether that one still holds only the snapshot."""
        kept = False
        for cache in cdp.send("CacheStorage.requestCacheNames", {"securityOrigin": self.origin})["caches"]:
            entries = cdp.send("CacheStorage.requestEntries", {"cacheId": cache["cacheId"], "skipCount": 0,
                                                               "pageSize": 2})["cacheDataEntries"]
            if cache["cacheName"] == SNAPSHOT_CACHE and [e["requestURL"] for e in entries] == [self.key_url]:
                headers = {h["name"].lower(): h["value"] for h in entries[0]["responseHeaders"]}
                kept = headers.get(SEED_HEADER.lower()) == self.seeded_bytes
            else:
                cdp.send("CacheStorage.deleteCache", {"cacheId": cache["cacheId"]})
        return kept

    def close(self) -> None:
        for context in self.contexts.values():
            context.close()
        self.contexts.clear()
