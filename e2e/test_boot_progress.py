"""A first visit's wait, as the player sees it: one bar that names the boot's real steps and never
stands still for more than a second (ui/boot.js), and a console without a warning through a whole game."""
import pytest
from playwright.sync_api import expect

from browser.boot_bar import SAMPLER, BarRecord, describe, read_bar, untruthful
from browser.harness import BOOT_TIMEOUT_MS, wait_ready
from e2e.pwa_support import (
    DEEP_LINK,
    browser_context_args,  # noqa: F401  (service workers allowed, as in a player's browser)
)

pytestmark = pytest.mark.cold_start

ALL_BOTS = {"deal": "?game=deal&seats=ai-easy,ai-easy,ai-normal&seed=4&speed=instant",
            "bid": "?game=bid&seats=ai-easy,ai-easy,ai-normal&seed=4&speed=instant"}

# The page's clock a minute ahead of its worker's events: to the bar, every step has taken over 60 s.
CLOCK_AHEAD = "(() => { const now = performance.now.bind(performance); performance.now = () => now() + 61000; })();"


def assert_truthful(record: BarRecord) -> None:
    print("\n" + describe(record))
    assert not untruthful(record), untruthful(record)


def test_bar_moves_from_a_deep_link_to_its_first_table(context, site_url):
    context.add_init_script(SAMPLER)
    page = context.new_page()
    page.goto(site_url + DEEP_LINK)
    page.wait_for_selector("html[data-booted]", state="attached", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#hand [data-card]").count() > 0
    assert not page.locator("#engine").is_visible()   # the table is out: the bar is gone
    assert_truthful(read_bar(page))


def test_bar_moves_over_the_table_when_start_is_pressed_early(context, site_url):
    context.add_init_script(SAMPLER)
    page = context.new_page()
    page.goto(site_url)
    assert page.locator("html[data-py-ready]").count() == 0
    page.get_by_role("button", name="Start game").click()
    assert page.locator("#table").is_visible()
    assert page.locator("#engine-bar").is_visible()
    page.wait_for_selector("html[data-booted]", state="attached", timeout=BOOT_TIMEOUT_MS)
    page.locator("#hand [data-card]").first.wait_for()
    assert_truthful(read_bar(page))


def test_a_step_over_a_minute_says_plainly_what_to_try(context, site_url):
    context.add_init_script(CLOCK_AHEAD)
    page = context.new_page()
    page.goto(site_url)
    expect(page.locator("#engine-text")).to_contain_text("still going after 6")
    expect(page.locator("#engine-text")).to_contain_text("close other tabs and apps, or try a faster device")
    wait_ready(page)
    expect(page.locator("#engine-text")).to_have_text("Game engine ready.")


# Put in front of the game worker's script: this device refuses WebAssembly the memory it asks for, as
# Chromium words it (a worker runs no init script, so the script itself is served with it).
REFUSE_MEMORY = """
WebAssembly.Memory = function Memory() { throw new RangeError("WebAssembly.Memory(): could not allocate memory"); };
for (const name of ["instantiate", "instantiateStreaming"]) {
  WebAssembly[name] = async () => {
    throw new RangeError(`WebAssembly.${name}(): Out of memory: Cannot allocate Wasm memory for new instance`);
  };
}
"""


def test_memory_the_device_refuses_is_said_plainly_with_what_to_try(context, site_url):
    def refusing_worker(route):
        response = route.fetch()
        route.fulfill(response=response, body=REFUSE_MEMORY + response.text(), headers={
            **response.headers, "content-encoding": "identity", "cache-control": "no-store"})

    page = context.new_page()
    page.route("**/ui/worker.js", refusing_worker)
    page.goto(site_url)
    text = page.locator("#engine-text")
    expect(text).to_contain_text("This device refused the memory the game engine needs", timeout=BOOT_TIMEOUT_MS)
    expect(text).to_contain_text("Close other tabs or apps and reload, or play on a device with more memory")
    assert page.locator("html[data-py-ready]").count() == 0


@pytest.mark.parametrize("game", sorted(ALL_BOTS))
def test_no_console_warning_from_page_start_to_a_game_end(context, site_url, game):
    """Every console message of the page and its workers, from the first visit's boot to the outcome."""
    heard: list[str] = []

    def on_console(message):
        if message.type in ("warning", "error"):
            heard.append(f"{message.type}: {message.text}")
    context.on("console", on_console)
    page = context.new_page()
    page.goto(site_url + ALL_BOTS[game])
    page.locator("[data-outcome]").wait_for(timeout=120_000)
    page.wait_for_timeout(3000)   # the browser's "preloaded but not used" warnings come ~3 s after a load
    print(f"\n{len(heard)} console warnings and errors")
    assert not heard, "\n".join(heard)
