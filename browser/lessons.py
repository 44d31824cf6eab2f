"""Following a Learn to play lesson in the page as a person does (e2e/test_learn.py, tools/learn_screenshots.py)."""
from collections.abc import Callable

from playwright.sync_api import Locator, Page

# Ready for the next tap: the lesson is over, or a lit target can be tapped (inside the open dialog,
# when one is open) and the table is not waiting for the worker or showing the opponent's moves.
LESSON_READY = """() => {
  const coach = document.querySelector("#coach");
  if (coach.hidden) return false;
  if (coach.dataset.finished === "1") return true;
  const table = document.querySelector("#table");
  if (table.classList.contains("busy") || table.classList.contains("staging")) return false;
  if (!coach.dataset.targetAction) return false;
  const dialogs = document.querySelectorAll(".overlay:not([hidden])");
  const scope = dialogs.length ? dialogs[dialogs.length - 1] : table;
  return [...scope.querySelectorAll(".coach-target")].some((el) => !el.disabled && el.getClientRects().length);
}"""
# The lit card or button to tap now, as an element (for a driver without locators: browser/webkit.py).
LIT = """() => {
  const dialogs = document.querySelectorAll(".overlay:not([hidden])");
  const scope = dialogs.length ? dialogs[dialogs.length - 1] : document.querySelector("#table");
  return scope.querySelector(".coach-target:not([disabled])");
}"""


def lit(page: Page) -> Locator:
    """The lit card or button to tap now (in the open dialog, when there is one)."""
    dialogs = page.locator(".overlay:not([hidden])")
    scope = dialogs.last if dialogs.count() else page.locator("#table")
    return scope.locator(".coach-target:not([disabled])").first


def follow(page: Page, tap: Callable[[Locator], object], stop_at_step: int | None = None) -> int:
    """Read each step and tap what it lights until the lesson is over (or its step ``stop_at_step``
    begins); returns the taps made."""
    for taps in range(400):
        page.wait_for_function(LESSON_READY)
        if page.locator("#coach").get_attribute("data-finished") == "1":
            return taps
        count = page.locator("#coach-count").inner_text()
        if stop_at_step is not None and count.startswith(f"Step {stop_at_step} of"):
            return taps
        assert page.locator("#coach-text").inner_text().strip()
        assert page.locator("#coach-do").inner_text().startswith("Tap ")
        tap(lit(page))
    raise AssertionError("the lesson did not end")
