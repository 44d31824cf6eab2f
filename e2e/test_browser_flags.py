"""The harness's Chromium (browser/harness.py): our ``--disable-features`` keeps every feature Playwright
turns off, and a page brings no hidden renderer of address-bar popups with it."""
import re
from pathlib import Path

from browser.harness import NO_ADDRESS_BAR_POPUPS, wait_ready


def command_line(browser) -> str:
    """The browser's own command line, as chrome://version shows it."""
    page = browser.new_page()
    try:
        page.goto("chrome://version")
        return page.locator("#command_line").inner_text()
    finally:
        page.close()


def test_the_last_disable_features_switch_keeps_playwrights_and_adds_ours(browser):
    lists = [set(value.split(",")) for value in re.findall(r"--disable-features=(\S+)", command_line(browser))]
    assert len(lists) == 2, lists       # Playwright's, then ours: Chromium reads the last one only
    assert lists[0] <= lists[1], f"Playwright's features missing from ours: {lists[0] - lists[1]}"
    assert set(NO_ADDRESS_BAR_POPUPS) <= lists[1]


def test_a_page_starts_no_address_bar_popup_renderer(browser, page, site_url):
    profile = re.search(r"--user-data-dir=(\S+)", command_line(browser)).group(1)
    page.goto(site_url + "?game=deal&seats=human,ai-easy&seed=3&speed=instant")
    wait_ready(page)
    renderers = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            text = cmdline.read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:      # the process ended meanwhile
            continue
        if "--type=renderer" in text and profile in text:
            renderers.append(text)
    assert renderers, "no renderer of this browser found"
    assert not [text for text in renderers if "--top-chrome-webui" in text]
