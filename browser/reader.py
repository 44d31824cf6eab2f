"""What a person can read on the stage, sampled in the page every 50 ms, while a human who keeps out of
the way plays against bots (e2e/test_stage_readable.py and the pacing bench, tools/bench_stage.py).

``READER`` (an init script) records, for every log line (``data-n``; a caption telling several lines
covers those after its ``data-from``) shown in the stage's caption or its strip, the longest time it
stood readable: on screen, not clipped by its box or an ancestor, not covered by another element. It
also records when each caption first appeared and, for a Bid reveal, how long every bid stood
readable together.
"""
import random
import re
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page

from browser.harness import CHOICES, play_card, wait_ready

READER = """(() => {
  const best = {}, open = {}, first = {};
  const reveals = { best: 0, open: null, bids: 0 };
  window.__reader = { best, first, reveals };
  function inside(r, a) {
    return r.top >= a.top - 0.5 && r.bottom <= a.bottom + 0.5 && r.left >= a.left - 0.5 && r.right <= a.right + 0.5;
  }
  function readable(el) {
    const r = el.getBoundingClientRect();
    const screen = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
    if (r.width < 2 || r.height < 2 || !inside(r, screen)) return false;
    if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) return false;
    for (let a = el; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.visibility === "hidden" || s.display === "none" || Number(s.opacity) < 0.5) return false;
      const clips = s.overflowX !== "visible" || s.overflowY !== "visible";
      if (a !== el && clips && !inside(r, a.getBoundingClientRect())) return false;
    }
    const y = r.top + r.height / 2;
    for (const x of [r.left + 3, r.left + r.width / 2, r.right - 3]) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) return false;
    }
    return true;
  }
  setInterval(() => {
    const now = performance.now();
    const shown = new Set();
    for (const el of document.querySelectorAll("#stage .caption[data-n], #strip-lines li[data-n]")) {
      // a caption may tell several lines: those after data-from up to data-n
      const last = Number(el.dataset.n);
      const from = el.dataset.from === undefined ? last - 1 : Math.max(Number(el.dataset.from), last - 20);
      for (let n = from + 1; n <= last; n += 1) {
        if (!(n in first) && el.matches(".caption")) first[n] = now;
        if (readable(el)) shown.add(String(n));
      }
    }
    for (const n of Object.keys(open)) if (!shown.has(n)) delete open[n];
    for (const n of shown) {
      if (!(n in open)) open[n] = now;
      best[n] = Math.max(best[n] || 0, now - open[n]);
    }
    const cols = [...document.querySelectorAll("#stage-reveal .bid-col")];
    if (cols.length && cols.every(readable)) {
      if (reveals.open === null) reveals.open = now;
      reveals.best = Math.max(reveals.best, now - reveals.open);
      reveals.bids = Math.max(reveals.bids, cols.length);
    } else reveals.open = null;
  }, 50);
})();"""

LOG = "() => [...document.querySelectorAll('#log li')].map((li) => [Number(li.dataset.n), li.textContent])"


# Lines the stage tells with the next one or leaves to the table (app/stage.py: a sealed bid is its
# badge, a trade idea is no news until it is an offer, a turn's end is told by the next turn's opening,
# a Bid payment by "wins X for 5M").
QUIET = re.compile(r" is ready\.$| is preparing a trade offer\.$| drops the trade idea\.$| ends the turn\.$"
                   r"|^\S+(?: \S+)* pays \d+M\.$")


def theirs(lines: list[tuple[int, str]], others: list[str], after: int) -> list[tuple[int, str]]:
    """Log lines (after line ``after``) about another player's move or a reveal: what the stage must show."""
    starts = tuple(others) + ("Bids revealed", "Raises revealed", "Tie!")
    return [(n, text) for n, text in lines if n > after and text.startswith(starts) and not QUIET.search(text)]


def readings(page: Page) -> dict[str, Any]:
    """The reader's record: ``best`` (ms readable per log line number), ``first`` (ms since the page
    opened when each line first stood in the caption), ``reveals`` (longest time all bids stood)."""
    record: dict[str, Any] = page.evaluate("() => JSON.parse(JSON.stringify(window.__reader))")
    return record


# The player may act: the stage has shown everything and a choice can be tapped.
READY = ("() => !document.querySelector('#table.staging') && "
         f"document.querySelector('{CHOICES}')")


def take_a_quick_turn(page: Page, rng: random.Random) -> None:
    """The human keeps out of the way: ends the turn, bids nothing, takes the expected next step, or
    else any offered choice."""
    for quick in ("#prompt [data-action='End turn']", "#prompt .confirm:not([disabled])",
                  "#prompt .btn.primary[data-action]:not([disabled])"):
        if page.locator(quick).count():
            page.click(quick)
            return
    options = page.locator("#table [data-action]:not([disabled]):not([data-action='undo']), #table [data-menu],"
                           " #table [data-pick]")
    option = options.nth(rng.randrange(options.count()))
    if option.get_attribute("data-menu") is None and option.get_attribute("data-pick") is None:
        option.click()
    else:
        play_card(page, option)


def watch(page: Page, url: str, others: list[str], enough: Callable[[list[list[Any]]], bool],
          turns: int = 60) -> tuple[dict[str, Any], list[tuple[int, str]], list[float]]:
    """Open ``url`` (the reader installed first) and play until ``enough(log)``. Returns the reader's
    record, the log lines about the ``others``' moves after the deal, and when (page ms) the human
    ended each turn."""
    page.add_init_script(READER)
    page.goto(url)
    wait_ready(page)
    page.wait_for_function(READY)
    dealt = max(n for n, _ in page.evaluate(LOG))
    rng = random.Random(5)
    ended: list[float] = []
    for _ in range(turns):
        if enough(page.evaluate(LOG)):
            break
        if page.locator("#prompt [data-action='End turn']").count():
            ended.append(page.evaluate("performance.now()"))
        take_a_quick_turn(page, rng)
        page.wait_for_function(READY, timeout=120_000)
    else:
        raise AssertionError("the bots did not get far enough")
    return readings(page), theirs(page.evaluate(LOG), others, dealt), ended
