"""The service worker checks its cache each time it starts: a cached file deleted (the game's Python
archive) or altered (the style sheet) is fetched again from the site, so offline play is not lost and
an altered copy is never served."""
import hashlib
import time

import pytest

from browser.harness import wait_ready
from e2e.pwa_support import (
    DEEP_LINK,
    browser_context_args,  # noqa: F401  (service workers allowed)
    open_game_and_play,
    wait_controlled,
)

pytestmark = pytest.mark.cold_start

CACHE = "() => caches.keys().then((names) => caches.open(names.find((n) => n.startsWith('dealbid-'))))"
# The SHA-256 of the cached copy of ``path`` (null when there is none).
CACHED_HASH = f"""async (path) => {{
  const cache = await ({CACHE})();
  const response = await cache.match(new URL(path, location.href).href);
  if (!response) return null;
  const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}}"""
DAMAGE = f"""async () => {{
  const cache = await ({CACHE})();
  await cache.delete(new URL('./py/app.zip', location.href).href);
  await cache.put(new URL('./ui/style.css', location.href).href,
    new Response('body {{ display: none }}', {{ headers: {{ 'Content-Type': 'text/css' }} }}));
}}"""


def test_a_deleted_or_altered_cached_file_is_fetched_again_when_the_worker_starts(page, context, site_url, site_dir):
    built = {path: hashlib.sha256((site_dir / path).read_bytes()).hexdigest()
             for path in ("py/app.zip", "ui/style.css")}
    page.goto(site_url)
    wait_ready(page)
    wait_controlled(page)
    page.evaluate(DAMAGE)
    assert page.evaluate(CACHED_HASH, "./py/app.zip") is None
    assert page.evaluate(CACHED_HASH, "./ui/style.css") != built["ui/style.css"]
    # The service worker starts again (as after the browser was closed) and the page is reloaded.
    cdp = context.new_cdp_session(page)
    cdp.send("ServiceWorker.enable")
    cdp.send("ServiceWorker.stopAllWorkers")
    start = time.monotonic()
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => getComputedStyle(document.body).display") != "none"   # never served altered
    page.wait_for_function(f"""async (built) => {{ const hash = {CACHED_HASH};
      return await hash('./py/app.zip') === built['py/app.zip']
        && await hash('./ui/style.css') === built['ui/style.css']; }}""", arg=built)
    print(f"\npage booted and cache repaired {time.monotonic() - start:.1f} s after the reload")
    # Offline, the game still boots and plays from the repaired cache.
    context.set_offline(True)
    assert open_game_and_play(page, site_url + DEEP_LINK)
