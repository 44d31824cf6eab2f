"""The first visit in WebKit: a cold boot to the first table, the warm-start snapshot the page then
stores, and a reload that restores it and continues the game. The first module to run (the window's
profile is fresh): the tests after it play as a returning player."""
import random
import time

from e2e_webkit.webkit_play import LOG_LINES, play_one_move

LINK = "?game=deal&seats=human,ai-easy&seed=3&speed=instant"
LOG = "() => [...document.querySelectorAll('#log li')].map((li) => li.textContent)"
BOOT = "() => document.documentElement.dataset.pyBoot"


def test_cold_boot_to_the_first_table_then_a_reload_continues_from_the_snapshot(page, site_url):
    started = time.monotonic()
    page.goto(site_url + LINK)
    page.wait_ready()
    page.wait_for_element("#hand [data-card]")
    cold = time.monotonic() - started
    assert page.evaluate(BOOT) == "fresh"
    assert page.text("#engine-text") == "Game engine ready."
    play_one_move(page, random.Random(1))
    log = page.evaluate(LOG)
    # The page stores a memory snapshot of Python for the next visit (Cache Storage; ui/worker.js).
    size = int(page.wait_for_function("() => document.documentElement.dataset.pySnapshot", timeout=180))
    assert size > 1_000_000, "the browser stored no warm-start snapshot"
    started = time.monotonic()
    page.reload()                               # the game's own address continues it
    page.wait_ready()
    page.wait_for_function(f"() => ({LOG_LINES})() >= {len(log)}")
    warm = time.monotonic() - started
    assert page.evaluate(BOOT) == "snapshot"
    assert page.evaluate(LOG) == log
    print(f"\ncold boot to the first table {cold:.1f} s; reload from the snapshot {warm:.1f} s")
