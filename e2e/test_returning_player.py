"""A returning player: the browser kept the snapshot of Python that an earlier visit stored.

Every test context not marked ``cold_start`` starts this way (e2e/warm_boot.py); these tests hold
that it really does, that such a page plays (bots included) like a first visit's, and that a test
finds nothing the test before it left in that shared context."""
from browser.harness import wait_ready
from e2e.pwa_support import DEEP_LINK, play_a_few_moves
from e2e.warm_boot import SEED_PATH, SNAPSHOT_CACHE


def test_a_returning_players_page_restores_python_from_the_stored_snapshot_and_plays(page, site_url):
    page.goto(site_url + DEEP_LINK)
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.pyBoot") == "snapshot"
    assert page.locator("#engine-text").inner_text() == "Game engine ready."
    assert play_a_few_moves(page, moves=6)



def test_downloads_that_end_after_a_warm_start_leave_the_status_line_alone(page, site_url):
    """A restored interpreter needs the app's archive only later (it is written when it arrives, the
    first table does not wait for it), so its bytes may still arrive once the table is out; their
    progress must not replace the table's status line ("Your turn") with "Loading the game: … MB"."""
    held = []                            # the archive's request, answered once the table is out
    page.route("**/py/app.zip", lambda route: held.append(route))
    page.goto(site_url + DEEP_LINK)
    wait_ready(page)
    status = page.locator("#status")
    assert "Your turn" in status.inner_text()
    [archive] = held
    archive.fulfill(response=archive.fetch())
    page.wait_for_timeout(500)
    assert "Your turn" in status.inner_text()
    assert page.locator("#engine-text").inner_text() == "Game engine ready."


LEAVE_EVERYTHING = """async ([cacheName, keyUrl]) => {
  localStorage.setItem("dealbid:left", "1");
  document.cookie = "left=1; max-age=3600";
  await new Promise((done) => { const open = indexedDB.open("left"); open.onsuccess = () => done(); });
  await (await caches.open("left")).put("/left", new Response("x"));
  await (await caches.open(cacheName)).put(keyUrl, new Response("not a snapshot"));
}"""
WHAT_IS_LEFT = """async ([cacheName]) => ({
  local: localStorage.length, cookie: document.cookie, databases: (await indexedDB.databases()).length,
  caches: await caches.keys(),
  snapshot: await Promise.all((await (await caches.open(cacheName)).keys()).map(async (request) =>
    [new URL(request.url).pathname, (await (await caches.match(request)).arrayBuffer()).byteLength])),
  clipboard: (await navigator.permissions.query({name: "clipboard-read"})).state,
})"""


def test_the_next_test_finds_only_the_runs_snapshot_in_a_returning_players_browser(
        returning_browsers, browser_context_args, site_url, warm_snapshot_key):
    """What one test leaves in the shared context (e2e/warm_boot.py) is gone for the next, and a
    snapshot it spoiled is seeded again."""
    context = returning_browsers.context_for(browser_context_args)
    try:
        page = context.new_page()
        page.goto(site_url + DEEP_LINK)
        wait_ready(page)
        play_a_few_moves(page, moves=2)
        context.grant_permissions(["clipboard-read"])
        page.evaluate(LEAVE_EVERYTHING, [SNAPSHOT_CACHE, site_url.rstrip("/") + warm_snapshot_key])
        context.new_page()
    finally:
        returning_browsers.reset(context, [site_url + DEEP_LINK])
    assert not context.pages
    page = context.new_page()
    try:
        page.goto(site_url.rstrip("/") + SEED_PATH)
        left = page.evaluate(WHAT_IS_LEFT, [SNAPSHOT_CACHE])
        assert left["local"] == 0 and left["cookie"] == "" and left["databases"] == 0
        assert left["caches"] == [SNAPSHOT_CACHE] and left["clipboard"] == "prompt"
        [(path, size)] = left["snapshot"]
        assert path == warm_snapshot_key and size > 1_000_000
        page.goto(site_url + DEEP_LINK)
        wait_ready(page)
        assert page.evaluate("document.documentElement.dataset.pyBoot") == "snapshot"
    finally:
        returning_browsers.reset(context, [])
