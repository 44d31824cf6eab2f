"""Hostile and broken replay links in real Chromium: refused at once with a message that says what is
wrong, and the page stays usable. (The audit's link, an unclosed string of escaped quotes, kept the
worker busy for hours; tests/core/test_linear_parsing.py covers every hostile family in CPython.)"""
import base64
import zlib

# When the engine says it is ready and when the setup screen's error appears, in page time.
TIMES = """
window.dealbidTimes = {};
new MutationObserver(() => {
  const times = window.dealbidTimes;
  if (!times.ready && document.documentElement.dataset.pyBoot) times.ready = performance.now();
  const error = document.getElementById("setup-error");
  if (!times.error && error && !error.hidden) times.error = performance.now();
}).observe(document, { attributes: true, subtree: true, childList: true });
"""


def link(text: str) -> str:
    return "#replay=" + base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


def test_a_hostile_replay_link_is_refused_at_once(page, site_url):
    hostile = link('{"g":"deal","a":"' + '\\"' * 450_000)     # 900 KB unpacked: within the size limit
    assert len(hostile) < 6_000
    page.add_init_script(TIMES)
    page.goto(site_url + hostile)
    error = page.locator("#setup-error")
    error.wait_for(state="visible")
    assert "This replay link is damaged" in error.inner_text() and "never closed" in error.inner_text()
    times = page.evaluate("window.dealbidTimes")
    print(f"\nrefused {times['error'] - times['ready']:.0f} ms after the engine was ready")
    assert times["error"] - times["ready"] < 1000
    page.get_by_role("button", name="Start game").wait_for()        # the setup form is there to use


def test_an_empty_or_cut_short_replay_link_says_so(page, site_url):
    page.goto(site_url + "?from=blog#replay=")
    error = page.locator("#setup-error")
    error.wait_for(state="visible")
    assert "This replay link is empty" in error.inner_text()


def test_a_huge_file_to_import_is_refused_before_it_is_read(page, site_url):
    page.goto(site_url)
    page.locator("#load-file").set_input_files(
        files=[{"name": "save.json", "mimeType": "application/json", "buffer": b"[" * 8_000_001}])
    error = page.locator("#setup-error")
    error.wait_for(state="visible")
    assert "too big to be a saved game" in error.inner_text()


SENT_STARTS = """window.dealbidStarts = 0;
{ const send = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.type === 'start') window.dealbidStarts += 1;
    return send.call(this, message, ...rest);
  }; }"""


def test_a_huge_deep_link_is_refused_by_the_page_before_the_engine_reads_it(page, site_url):
    page.add_init_script(TIMES)
    page.add_init_script(SENT_STARTS)
    page.goto(site_url + "?game=deal&seats=human,ai-easy&names=" + "A" * 60_000)   # 60 KB: past 4,000
    error = page.locator("#setup-error")
    error.wait_for(state="visible")
    assert "too long to be a game link" in error.inner_text() and "nothing was started" in error.inner_text()
    page.wait_for_function("() => document.documentElement.dataset.pyReady === '1'")
    times = page.evaluate("window.dealbidTimes")
    print(f"\nrefused {times['ready'] - times['error']:.0f} ms before the engine was ready")
    assert times["error"] < times["ready"] and page.evaluate("window.dealbidStarts") == 0
    assert "names=" not in page.url                                   # the address is the menu's again
    page.get_by_role("button", name="Start game").wait_for()
