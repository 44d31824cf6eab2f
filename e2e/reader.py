"""What a person can read on the stage, sampled in the page every 50 ms (e2e tests and the pacing bench).

``READER`` (an init script) records, for every log line (``data-n``) shown in the stage's caption or
its strip, the longest time it stood readable: on screen, not clipped by its box or an ancestor, not
covered by another element. It also records when each caption first appeared and, for a Bid reveal,
how long every bid stood readable together.
"""
from typing import Any

READER = """(() => {
  const best = {}, open = {}, first = {};
  const reveals = { best: 0, open: null, bids: 0 };
  window.__reader = { best, first, reveals };
  function inside(r, a) {
    return r.top >= a.top - 0.5 && r.bottom <= a.bottom + 0.5 && r.left >= a.left - 0.5 && r.right <= a.right + 0.5;
  }
  function readable(el) {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || !inside(r, { top: 0, left: 0, bottom: innerHeight, right: innerWidth })) return false;
    if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) return false;
    for (let a = el; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.visibility === "hidden" || s.display === "none" || Number(s.opacity) < 0.5) return false;
      if (a !== el && (s.overflowX !== "visible" || s.overflowY !== "visible") && !inside(r, a.getBoundingClientRect())) return false;
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
      if (!(el.dataset.n in first) && el.matches(".caption")) first[el.dataset.n] = now;
      if (readable(el)) shown.add(el.dataset.n);
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


def theirs(lines: list[tuple[int, str]], others: list[str], after: int) -> list[tuple[int, str]]:
    """Log lines (after line ``after``) about another player's move or a reveal: what the stage must show."""
    starts = tuple(others) + ("Bids revealed", "Raises revealed", "Tie!")
    return [(n, text) for n, text in lines if n > after and text.startswith(starts)]


def readings(page: Any) -> dict[str, Any]:
    """The reader's record: ``best`` (ms readable per log line number), ``first`` (ms since the page
    opened when each line first stood in the caption), ``reveals`` (longest time all bids stood)."""
    return page.evaluate("() => JSON.parse(JSON.stringify(window.__reader))")
