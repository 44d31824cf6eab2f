"""A game worker that stops answering is replaced, and the player is told so.

Every hostile input is now refused in well under a second, so no real message can hang the worker;
the test serves, for the page's first worker only, a worker that boots at once and then never
finishes a request (a busy loop, as the quadratic save reader was). The page's own watchdog, timer
and restart run unchanged: the second worker is the real one, and a game then starts and plays.
"""
from e2e.harness import wait_ready

HANGING_WORKER = """
self.postMessage({ type: "ready", boot: "fresh" });
self.addEventListener("message", () => { for (;;) {} });
"""


def test_a_worker_that_stops_answering_is_restarted_with_a_message(page, site_url):
    served = []

    def worker_script(route):
        served.append(route.request.url)
        if len(served) == 1:
            route.fulfill(status=200, content_type="text/javascript", body=HANGING_WORKER,
                          headers={"Cache-Control": "no-store"})
        else:
            route.continue_()

    page.route("**/ui/worker.js", worker_script)
    page.goto(site_url)
    error = page.locator("#setup-error")
    error.wait_for(state="visible", timeout=30_000)
    assert "stopped answering for 8 seconds" in error.inner_text()
    assert "restarted" in error.inner_text()
    wait_ready(page)     # the new worker (the real one: the route serves the hanging one once) booted
    page.check("input[name=speed]")
    page.get_by_role("button", name="Start game").click()
    page.locator("#hand [data-card]").first.wait_for()
    assert page.locator("#setup").is_hidden()
