"""The pace of the event stage in real Chromium, at normal speed: a human who keeps out of the way plays
Deal and Bid against two bots, and a reader in the page (browser/reader.py) records every line that stands
readable on the stage (on screen, not clipped, not covered; the log does not count). Writes
bench/stage.json.

    python tools/bench_stage.py [--rounds 2] [--targets [--site DIR ...]]

Figures per run (game, bot level, viewport):
  readable   share of the bots' log lines (moves, draws, reveals) readable for >= 0.5 s
  first_ms   median time from the human's "End turn" click to the first line of the next turn on the
             stage, and first_move_ms to its first move after the draw (Deal)
  gap_ms     median time between two lines of one bot turn (Bid: one round) appearing on the stage

and the pace targets of issue 38 (``--targets``: Bid against two Normal bots, Deal against two Hard
bots, desktop, normal pace, the human keeping out of the way):
  round_to_bid_ms   Bid, a round another player hosts: from its first caption to the player's bid
                    prompt (median and worst; target <= 10 s)
  bid_to_next_ms    Bid: from the player's bid to their next decision when that is in the next round
                    (median and worst; target <= 8 s)
  bot_turn_ms       Deal: a bot's turn that the player does not answer, from its first caption to the
                    next turn's (median; target <= 5 s)
  shortest_ms       the shortest time any bot line the stage tells stood readable (target >= 500 ms;
                    lines told with the next one, e.g. "Cy ends the turn.", are not said on their own)

``--site`` (repeatable, with ``--targets``) measures other builds of the site one after the other in
the same run (e.g. a copy of dist/ from before a change, then dist/, and again), for figures side by
side on a machine whose load changes.
"""
import argparse
import itertools
import json
import random
import re
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import CHROMIUM_ARGS, chromium_path, wait_ready  # noqa: E402
from browser.reader import LOG, QUIET, READER, READY, readings, take_a_quick_turn, watch  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

VIEWPORTS = {"desktop": (1366, 800), "phone": (390, 844)}
RUNS = [("deal", "normal", "desktop"), ("deal", "normal", "phone"), ("bid", "normal", "desktop"),
        ("bid", "normal", "phone"), ("deal", "hard", "desktop"), ("bid", "hard", "desktop")]
READABLE_MS = 500
OTHERS = ["Bo", "Cy"]


def enough(game: str, rounds: int) -> Callable[[list[list[Any]]], bool]:
    """Stop after ``rounds`` rounds of Deal (the human's turn comes back) or auctions of Bid."""
    if game == "deal":
        return lambda log: sum(text == "Ann's turn." for _, text in log) > rounds
    return lambda log: sum(text.startswith("Bids revealed") for _, text in log) >= rounds + 1


def turns(lines: list[tuple[int, str]], game: str) -> list[list[int]]:
    """The bots' lines grouped by turn (Deal) or round (Bid), as log line numbers."""
    def opens(text: str) -> bool:
        return text.endswith("'s turn.") if game == "deal" else text.startswith("Round ")

    groups: list[list[int]] = []
    for n, text in lines:
        if opens(text) or not groups:
            groups.append([])
        groups[-1].append(n)
    return groups


def measure(page: Page, url: str, game: str, rounds: int) -> dict[str, int | float | None]:
    seen, lines, ended = watch(page, url, OTHERS, enough(game, rounds), turns=400)
    first = {int(n): t for n, t in seen["first"].items()}
    best = seen["best"]
    readable = sum(best.get(str(n), 0) >= READABLE_MS for n, _ in lines)
    staged = [(n, text) for n, text in lines if n in first]
    gaps = [first[b] - first[a] for group in turns(staged, game) for a, b in itertools.pairwise(group)]
    opening = [(n, text) for n, text in staged if text.startswith(tuple(OTHERS)) and text.endswith("'s turn.")]
    after_click: list[float] = []
    first_move: list[float] = []
    for click in ended:
        later = sorted((first[n], n, text) for n, text in staged if first[n] >= click)
        if later:
            after_click.append(later[0][0] - click)
            moves = [t for t, n, text in later if "draws" not in text and not text.endswith("'s turn.")]
            if moves:
                first_move.append(moves[0] - click)
    return {"lines": len(lines), "readable": round(readable / max(1, len(lines)), 3),
            "gap_ms": round(statistics.median(gaps)) if gaps else None,
            "gap_p90_ms": round(statistics.quantiles(gaps, n=10)[-1]) if len(gaps) >= 2 else None,
            "first_ms": round(statistics.median(after_click)) if after_click else None,
            "first_move_ms": round(statistics.median(first_move)) if first_move and game == "deal" else None,
            "turns_opened": len(opening), "reveal_all_bids_ms": round(seen["reveals"]["best"])}


TITLE = "() => { const t = document.querySelector('#prompt .prompt-title'); return t ? t.textContent : ''; }"
NOW = "() => performance.now()"
ROUND = re.compile(r"^Round (\d+):")


def timed(page: Page, url: str, stop: Callable[[list[list[Any]]], bool],
          turns: int = 400) -> tuple[dict[str, Any], list[list[Any]], list[tuple[float, str, str]], list[float]]:
    """Play as ``watch`` does, noting when each decision of the player became possible (time, status,
    prompt title) and when the player tapped."""
    page.add_init_script(READER)
    page.goto(url)
    wait_ready(page)
    page.wait_for_function(READY, timeout=120_000)
    rng = random.Random(5)
    ready: list[tuple[float, str, str]] = []
    taps: list[float] = []
    for _ in range(turns):
        ready.append((page.evaluate(NOW), page.inner_text("#status"), page.evaluate(TITLE)))
        if stop(page.evaluate(LOG)):
            break
        taps.append(page.evaluate(NOW))
        take_a_quick_turn(page, rng)
        page.wait_for_function(READY, timeout=120_000)
    return readings(page), page.evaluate(LOG), ready, taps


def _spread(values: list[float]) -> dict[str, int | None]:
    return {"median": round(statistics.median(values)) if values else None,
            "worst": round(max(values)) if values else None, "count": len(values)}


def targets(fresh: Callable[[], Page], base: str, rounds: int) -> dict[str, Any]:
    """The issue 38 pace figures (see the module's doc), each game in a fresh browser context
    (``fresh``: a page of a new one)."""
    out: dict[str, Any] = {}
    bid = f"{base}?game=bid&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=21"
    seen, log, ready, taps = timed(fresh(), bid,
                                   lambda log: sum(bool(ROUND.match(t)) for _, t in log) > rounds + 1)
    first = {int(n): t for n, t in seen["first"].items()}
    to_bid, to_next = [], []
    for n, text in log:
        start = ROUND.match(text)
        if start is None or n not in first or "Ann hosts" in text:
            continue
        prompt = next(((t, status) for t, status, title in ready if t >= first[n] and "bid" in title.lower()), None)
        if prompt is None:
            continue
        to_bid.append(prompt[0] - first[n])
        tap = next((t for t in taps if t >= prompt[0]), None)
        after = next(((t, status) for t, status, _ in ready if tap is not None and t > tap), None)
        if tap is not None and after is not None and f"Round {int(start.group(1)) + 1} " in after[1] + " ":
            to_next.append(after[0] - tap)
    bots = [n for n, text in log if text.startswith(tuple(OTHERS)) and n in first and not QUIET.search(text)]
    out["bid"] = {"round_to_bid_ms": _spread(to_bid), "bid_to_next_ms": _spread(to_next),
                  "shortest_ms": round(min(seen["best"].get(str(n), 0) for n in bots)) if bots else None}
    deal = f"{base}?game=deal&seats=human,ai-hard,ai-hard&names=Ann,Bo,Cy&seed=21"
    seen, log, ready, taps = timed(fresh(), deal,
                                   lambda log: sum(text == "Ann's turn." for _, text in log) > rounds + 1)
    first = {int(n): t for n, t in seen["first"].items()}
    openings = [(n, text[:-len("'s turn.")]) for n, text in log if text.endswith("'s turn.") and n in first]
    bot_turns = []
    for (n, who), (m, _) in itertools.pairwise(openings):
        asked = any(first[n] <= t < first[m] for t, _, _ in ready)
        if who in OTHERS and not asked:
            bot_turns.append(first[m] - first[n])
    bots = [n for n, text in log if text.startswith(tuple(OTHERS)) and n in first and not QUIET.search(text)]
    out["deal"] = {"bot_turn_ms": _spread(bot_turns),
                   "shortest_ms": round(min(seen["best"].get(str(n), 0) for n in bots)) if bots else None}
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--targets", action="store_true", help="only the issue 38 pace targets")
    parser.add_argument("--site", action="append", type=Path,
                        help="with --targets: a built site to measure (repeatable; default dist/)")
    args = parser.parse_args()
    sites = args.site or [ROOT / "dist"]
    if len(sites) > 1 and not args.targets:
        parser.error("several sites are measured with --targets only")
    servers = [serve_in_thread(site) for site in sites]
    bases = [f"http://127.0.0.1:{server.server_address[1]}/" for server in servers]
    base = bases[0]
    results = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        contexts: list[BrowserContext] = []

        def fresh() -> Page:
            contexts.append(browser.new_context(viewport={"width": 1366, "height": 800}))
            contexts[-1].add_init_script("window.dealbidWarmStart = false;")
            return contexts[-1].new_page()
        paces = []
        for site, site_base in zip(sites, bases, strict=True):
            paces.append({"site": str(site), **targets(fresh, site_base, args.rounds + 1)})
            for context in contexts:
                context.close()
            contexts.clear()
            print(json.dumps(paces[-1]), flush=True)
        pace: Any = paces[0] if len(sites) == 1 else paces
        for game, level, viewport in [] if args.targets else RUNS:
            width, height = VIEWPORTS[viewport]
            context = browser.new_context(viewport={"width": width, "height": height})
            context.add_init_script("window.dealbidWarmStart = false;")
            url = f"{base}?game={game}&seats=human,ai-{level},ai-{level}&names=Ann,Bo,Cy&seed=21"
            row = {"game": game, "level": level, "viewport": viewport,
                   **measure(context.new_page(), url, game, args.rounds)}
            context.close()
            results.append(row)
            print(json.dumps(row), flush=True)
        browser.close()
    for server in servers:
        server.shutdown()
    name = "stage-targets.json" if args.targets else "stage.json"
    (ROOT / "bench" / name).write_text(json.dumps({"rounds": args.rounds, "targets": pace, "runs": results},
                                                  indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
