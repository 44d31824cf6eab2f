"""A whole game at normal speed in headless Chromium, beat by beat: the human keeps out of the way
(``browser.reader.take_a_quick_turn``) until the end screen, and the in-order recorder
(``browser.order``) notes what the status line, the counters, the sets and the discard pile showed
while each caption stood. Prints a summary (beats, reveals, the beats whose status line showed a
later round or turn than their caption, reveals over a table that already changed, beats before the
last one with the end screen) and writes every beat to ``--out``.

    python tools/whole_game.py bid --size 1366x800 [--seats human,ai-normal,ai-normal] [--seed 21]
        [--out /tmp/whole-bid.json] [--shots DIR]
"""
import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import CHROMIUM_ARGS, chromium_path, wait_ready  # noqa: E402
from browser.order import LOG, RECORDER, ROUND, TURN, latest, record  # noqa: E402
from browser.reader import READY, take_a_quick_turn  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

OVER = "!document.querySelector('#outcome').hidden"
SETTLED = f"() => ({READY.removeprefix('() => ')}) || {OVER}"
TRIES = 5       # a tap on a card a fanned neighbour covers is retried with another choice


def play(page: Page, url: str, moves: int = 3000) -> tuple[dict[str, Any], list[list[Any]]]:
    """Play ``url`` to its end screen; the recorder's notes and the log."""
    page.add_init_script(RECORDER)
    page.goto(url)
    wait_ready(page)
    page.wait_for_function(READY, timeout=120_000)
    rng = random.Random(3)
    for _ in range(moves):
        if page.evaluate(f"() => {OVER}"):
            break
        page.set_default_timeout(4000)
        for _ in range(TRIES):
            try:
                take_a_quick_turn(page, rng)
                break
            except PlaywrightTimeout:      # a covered card: another choice is tried
                continue
        page.set_default_timeout(30_000)
        page.wait_for_function(SETTLED, timeout=300_000)
    else:
        raise AssertionError("the game did not end")
    return record(page), page.evaluate(LOG)


def check(game: str, beats: list[dict[str, Any]], log: list[list[Any]]) -> dict[str, Any]:
    """The beats that showed more than their caption: a later round (Bid) or turn (Deal) in the status
    line, a reveal over sets or a discard pile that changed since the beat before, the end screen or
    "Game over" before the last beat."""
    ahead, early, moved = [], [], []
    for k, beat in enumerate(beats):
        if game == "bid":
            expected = f"Round {int(latest(log, ROUND, beat['n']) or 1)} "
        else:
            owner = latest(log, TURN, beat["n"])
            expected = "" if owner is None else "Your turn" if owner == "Ann" else f"{owner}'s turn"
        last = k == len(beats) - 1
        if expected not in beat["status"] + " " and not last:
            ahead.append([beat["caption"], beat["status"]])
        if (beat["outcome"] or "Game over" in beat["status"]) and not last:
            early.append(beat["caption"])
        if k and beat["caption"].startswith(("Bids revealed", "Raises revealed")) and (
                sorted(beat["sets"]) != sorted(beats[k - 1]["sets"]) or beat["discard"] != beats[k - 1]["discard"]):
            moved.append(beat["caption"])
    reveals = sum(beat["caption"].startswith(("Bids revealed", "Raises revealed")) for beat in beats)
    return {"beats": len(beats), "reveals": reveals, "ahead": ahead, "reveal_over_a_changed_table": moved,
            "end_before_the_last_beat": early, "last_status": beats[-1]["status"] if beats else None}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--size", default="1366x800")
    parser.add_argument("--seats", default="")
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    seats = args.seats or ("human,ai-normal,ai-normal" if args.game == "bid" else "human,ai-hard,ai-hard")
    server = serve_in_thread(ROOT / "dist")
    url = (f"http://127.0.0.1:{server.server_address[1]}/?game={args.game}&seats={seats}"
           f"&names=Ann,Bo,Cy&seed={args.seed}")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": width, "height": height})
        context.add_init_script("window.dealbidWarmStart = false;")
        seen, log = play(context.new_page(), url)
        browser.close()
    server.shutdown()
    beats = seen["beats"]
    summary = {"game": args.game, "size": args.size, "seats": seats, "seed": args.seed, **check(args.game, beats, log)}
    print(json.dumps(summary))
    if args.out:
        args.out.write_text(json.dumps({**summary, "beats": beats, "log": log}, indent=1) + "\n")
    wrong = summary["ahead"] or summary["reveal_over_a_changed_table"] or summary["end_before_the_last_beat"]
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
