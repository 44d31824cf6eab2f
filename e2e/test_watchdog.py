"""A game worker that stops answering is replaced, and the player is told so.

Every hostile input is now refused in well under a second, so no real message can hang the worker;
the test serves, for the page's first worker only, a worker that boots at once and then never
finishes a request (a busy loop, as the quadratic save reader was). The page's own watchdog, timer
and restart run unchanged: the second worker is the real one, and a game then starts and plays.
"""
from browser.harness import open_more_options, wait_ready

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
    open_more_options(page)
    page.select_option("select[name=speed]", "instant")
    page.get_by_role("button", name="Start game").click()
    page.locator("#hand [data-card]").first.wait_for()
    assert page.locator("#setup").is_hidden()


WATCHDOG_LOGIC = """async () => {
  const { Watchdog } = await import("./ui/watchdog.js");
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const start = performance.now();
  const stuck = [];
  const dog = new Watchdog({ limitMs: 400, onStuck: () => stuck.push(Math.round(performance.now() - start)) });
  dog.sent();                      // before ready: a boot is not timed
  await sleep(600);
  const beforeReady = stuck.length;
  dog.heard(true);                 // answered: nothing pending
  dog.ready();
  await sleep(600);
  const idle = stuck.length;       // nothing pending: never stuck
  const sentAt = performance.now() - start;
  dog.sent();
  for (let i = 0; i < 6; i++) { await sleep(100); dog.sent(); }   // more requests are no answer
  await sleep(300);
  const silent = stuck.slice();
  dog.ready();
  dog.sent();
  for (let i = 0; i < 8; i++) { await sleep(150); dog.heard(false); }   // a busy worker that talks
  const talking = stuck.length;
  dog.heard(true);
  return { beforeReady, idle, sentAt: Math.round(sentAt), silent, talking };
}"""


def test_the_watchdog_times_silence_not_work(page, site_url):
    """The watchdog's rules with real timers (the poster page: no worker runs there)."""
    page.goto(site_url + "embed.html")
    result = page.evaluate(WATCHDOG_LOGIC)
    assert result["beforeReady"] == 0 and result["idle"] == 0
    assert len(result["silent"]) == 1
    assert 380 <= result["silent"][0] - result["sentAt"] < 900, result   # from the first unanswered request
    assert result["talking"] == 1                                          # no new alarm while it talks
