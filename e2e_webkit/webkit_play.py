"""Playing the table in WebKit (and Firefox: e2e_firefox/) as a person does, by clicks on what the page
paints: the WebKit side of browser.harness.pick and e2e/test_table.py's whole games (same selectors,
same choices)."""
import random
from collections.abc import Callable

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    StaleElementReferenceException,
)

from browser.firefox import ElementGone, FirefoxPage
from browser.webkit import WebKitPage
from e2e.test_table import CHOICES  # what a player can click now

# The game is over, a curtain is up, a card panel is open, or the human has something to click.
TURN = """(choices) => document.querySelector("[data-outcome]") ? "over"
  : !document.querySelector("#curtain").hidden ? "curtain"
  : !document.querySelector("#card-menu").hidden ? "menu"
  : document.querySelector(choices) ? "choose" : "" """
# Each choice's kind: a card with one use to pick first ("pick"), one that opens a card panel or asks for
# a target on the table ("open"), or one that plays ("").
KINDS = """(s) => [...document.querySelectorAll(s)].map((e) =>
  e.hasAttribute('data-pick') && !e.hasAttribute('data-action') ? 'pick'
  : e.hasAttribute('data-menu') || e.hasAttribute('data-aim') ? 'open' : '')"""
OPENED = ("() => !document.querySelector('#card-menu').hidden ? 'menu'"
          " : document.querySelector('#table.aiming') ? 'aim' : ''")
MENU_ITEMS = "#card-menu [data-action], #card-menu [data-aim]"
LOG_LINES = "() => document.querySelectorAll('#log li').length"


class TableChanged(Exception):
    """The table was painted again between reading the choices and clicking one."""


# A click that met a table being painted again: the turn is read afresh.
REPAINTED = (TableChanged, StaleElementReferenceException, ElementNotInteractableException,
             ElementClickInterceptedException, ElementGone)
Page = WebKitPage | FirefoxPage


def pick(page: Page, selector: str, rng: random.Random) -> None:
    """Click one of ``selector``'s elements at random and, when that opens a card panel or asks for a
    target on the table, one of those at random (browser.harness.pick, in WebKit)."""
    kinds = page.evaluate(KINDS, selector)
    elements = page.elements(selector)
    if not kinds or len(kinds) != len(elements):
        raise TableChanged
    index = rng.randrange(len(elements))
    # In the middle of a scrolling box (a card panel's last choice would sit under its sticky Cancel).
    page.evaluate("([s, i]) => document.querySelectorAll(s)[i]?.scrollIntoView({block: 'center'})", [selector, index])
    elements[index].click()
    if kinds[index] == "pick":
        elements[index].click()   # the first click picked the card (its use shows on it), the second plays
    elif kinds[index]:
        opened = page.wait_for_function(OPENED)
        pick(page, MENU_ITEMS if opened == "menu" else "#table .aim-target", rng)


def play_to_the_end(page: Page, seed: int, limit: int = 1500,
                    each_turn: Callable[[int], None] | None = None) -> int:
    """Random offered choices until the game ends; returns the clicks made. ``each_turn``, if given,
    is called with the clicks so far whenever the human has something to click, and at the end."""
    rng = random.Random(seed)
    for clicks in range(limit):
        state = page.wait_for_function(TURN, CHOICES)
        if each_turn is not None:
            each_turn(clicks)
        if state == "over":
            return clicks
        try:
            if state == "curtain":
                page.click("#curtain-go")
            elif state == "menu":           # left open by a click that met a repaint
                pick(page, MENU_ITEMS, rng)
            else:
                pick(page, CHOICES, rng)
        except REPAINTED:
            continue
    raise AssertionError(f"no outcome after {limit} clicks")


def play_one_move(page: Page, rng: random.Random) -> None:
    """One of the human's offered moves (not Undo), clicked, and the log grown by it."""
    before = page.evaluate(LOG_LINES)
    page.wait_for_function(TURN, CHOICES)
    pick(page, "#table:not(.busy) [data-action]:not([disabled]):not([data-action='undo']), "
               "#table:not(.busy) [data-menu], #table:not(.busy) [data-pick]", rng)
    page.wait_for_function(f"() => ({LOG_LINES})() > {before}")
