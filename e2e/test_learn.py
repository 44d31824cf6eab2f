"""Learn to play, as a newcomer does it: open a lesson from the start page, read each step, tap what it
lights up, until the lesson's game is won. Monopoly Deal on a touch phone (390x844); Monopoly Bid on
a desktop (1366x800) with the keyboard only (each target focused, then Enter) and a reload half-way (the lesson
resumes where it was); axe finds no serious problem in the lesson list or the lesson panel."""
import re

import pytest

from browser.harness import wait_ready
from browser.lessons import LESSON_READY, follow
from e2e.test_a11y import serious_violations


def play_choice(page, action: str, card: int, tap) -> None:
    """Play ``action`` of hand card ``card`` as a person does: its button if one is shown, else the
    card first, then the button that appears."""
    button = page.locator(f'[data-action="{action}"]:visible')
    if not button.count():
        tap(page.locator(f'#hand [data-card="{card}"]'))
    tap(page.locator(f'[data-action="{action}"]:visible').first)


def assert_won(page) -> None:
    assert page.locator("#coach-count").inner_text() == "Lesson complete"
    assert page.locator("#coach-steps li.done").count() == page.locator("#coach-steps li").count()
    page.locator("#outcome-text").wait_for()
    assert page.locator("#outcome-text").inner_text().startswith("Player 1 wins")


@pytest.mark.browser_context_args(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
def test_learn_monopoly_deal_on_a_phone(page, site_url):
    page.goto(site_url + "?speed=instant")
    wait_ready(page)
    offer = page.locator("#learn-offer")
    assert offer.is_visible()
    offer.get_by_role("button", name="Learn Monopoly Deal").tap()
    page.wait_for_function(LESSON_READY)
    assert page.locator("#coach-count").inner_text() == "Step 1 of 18: Lay a property"
    # A wrong but legal move is explained, not played, and the step waits for the right one.
    play_choice(page, "Bank 1M", card=43, tap=lambda target: target.tap())
    note = page.locator("#coach-note")
    note.wait_for()
    assert re.search(r"“Bank 1M” is a real move here, but it is not this step's move", note.inner_text())
    assert page.locator("#coach-count").inner_text() == "Step 1 of 18: Lay a property"
    taps = follow(page, lambda target: target.tap())
    assert taps >= 27
    assert_won(page)


@pytest.mark.browser_context_args(viewport={"width": 1366, "height": 800})
def test_learn_monopoly_bid_on_a_desktop_by_keyboard_and_come_back(page, site_url):
    page.goto(site_url + "?speed=instant")
    wait_ready(page)

    def press(target):
        target.focus()
        page.keyboard.press("Enter")

    press(page.get_by_role("button", name="Learn to play", exact=True))
    assert page.get_by_role("dialog", name="Learn to play").is_visible()
    assert serious_violations(page) == []
    press(page.locator("#learn").get_by_role("button", name=re.compile("^Monopoly Bid")))
    page.wait_for_function(LESSON_READY)
    assert page.locator("#coach-live").get_attribute("aria-live") == "polite"
    assert serious_violations(page) == []
    follow(page, press, stop_at_step=5)
    assert page.locator("#coach-steps li.done").count() == 4
    page.reload()               # leave and come back: the lesson resumes at the same step
    wait_ready(page)
    page.wait_for_function(LESSON_READY)
    assert page.locator("#coach-count").inner_text() == "Step 5 of 14: Nope!"
    follow(page, press)
    assert_won(page)
