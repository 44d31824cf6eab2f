"""The in-order recorder: a script put in the page that notes, each time a stage caption goes live,
the caption, its log line number, the status line, every player's counters, the cards in the sets,
the discard pile and whether the end screen is open; and each time the lesson coach's words change,
whether a caption that stood before was still live. Shared by e2e/test_in_order.py and
tools/whole_game.py (a whole game at normal speed, beat by beat)."""
import re
from typing import Any

from playwright.sync_api import Page

RECORDER = """(() => {
  const beats = [], coach = [];
  window.__order = { beats, coach };
  let live = null, words = null;
  function note() {
    const caption = document.querySelector("#beat .caption.live");
    const key = caption ? `${caption.dataset.n}` : null;
    const fresh = Boolean(caption) && key !== live;   // a beat went live in this same paint
    if (fresh) {
      beats.push({
        n: Number(caption.dataset.n), caption: caption.textContent,
        status: document.querySelector("#status").textContent,
        seats: [...document.querySelectorAll("#table [data-seat]")].map((box) =>
          [box.dataset.seat, [...box.querySelectorAll(".fact")].map((fact) => fact.textContent)]),
        mine: [...document.querySelectorAll("#mine .fact, #my-seat .fact")].map((fact) => fact.textContent),
        sets: [...document.querySelectorAll("#table [data-zone^='set:'] [data-card]")].map((el) => el.dataset.card),
        discard: (document.querySelector("#table [data-zone='discard']") || { textContent: "" }).textContent,
        outcome: !document.querySelector("#outcome").hidden,
      });
    }
    live = key;
    const said = ["#coach-after", "#coach-text", "#coach-do"].map((id) => {
      const el = document.querySelector(id);
      return el ? el.textContent : "";
    }).join(" | ");
    if (said !== words) {
      words = said;
      // the coach may speak with no caption live, or as the next table's first beat goes live (the
      // table it follows has been shown), never while a beat that stood before it is still on
      coach.push({ words: said, live: Boolean(caption) && !fresh });
    }
  }
  new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true,
                                                 attributes: true, attributeFilter: ["class", "hidden"] });
})();"""

LOG = "() => [...document.querySelectorAll('#log li')].map((li) => [Number(li.dataset.n), li.textContent])"
ROUND = re.compile(r"^Round (\d+):")
TURN = re.compile(r"^(.+)'s turn\.")


def record(page: Page) -> dict[str, Any]:
    """What the recorder noted so far."""
    found: dict[str, Any] = page.evaluate("() => JSON.parse(JSON.stringify(window.__order))")
    return found


def latest(log: list[list[Any]], pattern: re.Pattern[str], n: int) -> str | None:
    """The last match of ``pattern`` among the log lines up to ``n``."""
    found = None
    for number, text in log:
        if number <= n and (match := pattern.match(text)) is not None:
            found = match.group(1)
    return found
