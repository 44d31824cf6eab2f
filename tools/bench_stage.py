"""The pace of the event stage in real Chromium, at normal speed: a human who keeps out of the way plays
Deal and Bid against two bots, and a reader in the page (browser/reader.py) records every line that stands
readable on the stage (on screen, not clipped, not covered; the log does not count). Writes
bench/stage.json.

    python tools/bench_stage.py [--rounds 2]

Figures per run (game, bot level, viewport):
  readable   share of the bots' log lines (moves, draws, reveals) readable for >= 0.5 s
  first_ms   median time from the human's "End turn" click to the first line of the next turn on the
             stage, and first_move_ms to its first move after the draw (Deal)
  gap_ms     median time between two lines of one bot turn (Bid: one round) appearing on the stage
"""
import argparse
import itertools
import json
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import CHROMIUM_ARGS, chromium_path  # noqa: E402
from browser.reader import watch  # noqa: E402
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    server = serve_in_thread(ROOT / "dist")
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    results = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        for game, level, viewport in RUNS:
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
    server.shutdown()
    (ROOT / "bench" / "stage.json").write_text(json.dumps({"rounds": args.rounds, "runs": results}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
