"""Seeded bot tournaments with win rates and 95 % Wilson confidence intervals.

    python -m lab.arena deal --seats hard,normal --games 200 --seed 1 [--jobs 2]
        [--hard-iterations 200 | --hard-time 1.0] [--hard-horizon 40] [--hard-candidates 6]
        [--hard-sharpness 2.0] [--hard-confidence 1.5] [--hard-eval learned|handmade]
        [--hard-no-model] [--hard-tree] [--out row.json]

Game ``g`` uses deal seed ``seed + g // n`` and rotates the seat order by ``g % n`` (n seats), so
every label plays every position of every deal. Bots see only ``view(state, seat)`` and
``legal_actions(state, seat)``. The last line printed is one JSON object:
``{"game": .., "games": .., "wins": {label: n, ..}, "draws": n}`` (shared results are draws).
"""
import argparse
import json
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game import engine, names
from game.ai.base import Bot
from game.ai.levels import LEVELS, bot_for_level
from game.ai.search import SearchBot
from lab.pool import workers
from lab.stats import wilson
from lab.tree import TreeBot


def seat_keys(labels: list[str]) -> list[str]:
    """Result keys for the seat labels: repeated labels become "normal#1", "normal#2", ..."""
    keys: list[str] = []
    seen: dict[str, int] = {}
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        keys.append(f"{label}#{seen[label]}" if labels.count(label) > 1 else label)
    return keys


def play_rotated(game: str, n: int, seed: int, g: int, make_bot: Callable[[int], Bot[Any]],
                 watch: Callable[[Any], None] | None = None) -> tuple[list[int], int]:
    """Play game number ``g`` of a rotated schedule with ``n`` seats; ``make_bot(i)`` builds the bot
    of label ``i``; ``watch`` (diagnostics only) is shown the true state before every decision.
    Return (the winners' label indexes, plays)."""
    eng = engine(game)
    rotation = g % n
    deal_seed = seed + g // n
    order = [(s + rotation) % n for s in range(n)]            # seat -> label index
    bots = [make_bot(i) for i in order]
    rngs = [random.Random(deal_seed * 1_000 + rotation * 10 + s) for s in range(n)]
    state = eng.new_game(n, deal_seed)
    limit = eng.max_game_length(n)
    plays = 0
    while state.outcome is None:
        seat = state.to_act[0]
        legal = eng.legal_actions(state, seat)
        if watch is not None:
            watch(state)
        action = bots[seat].choose(eng.view(state, seat), legal, rngs[seat])
        state = eng.play(state, action)
        plays += 1
        if plays > limit:
            raise RuntimeError(f"game {g} exceeded max_game_length {limit}")
    return [order[s] for s in state.outcome.winners], plays


def play_game(task: tuple[Any, ...]) -> tuple[list[str], int]:
    """Play game number ``g`` of a tournament between levels; return (keys of the winners, plays)."""
    game, labels, seed, g, hard_iterations, hard_time, search = task
    keys = seat_keys(labels)

    hard = dict(search)
    searcher = TreeBot if hard.pop("tree", False) else SearchBot

    def make_bot(i: int) -> Bot[Any]:
        if labels[i] != "hard":
            return bot_for_level(game, labels[i])
        return bot_for_level(game, "hard", iterations=hard_iterations, time_budget=hard_time,
                             searcher=searcher, **hard)

    winners, plays = play_rotated(game, len(labels), seed, g, make_bot)
    return [keys[i] for i in winners], plays




def run(game: str, labels: list[str], games: int, seed: int, jobs: int = 1,
        hard_iterations: int | None = None, hard_time: float = 1.0, progress: bool = False,
        search: dict[str, Any] | None = None,
        on_game: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Play the tournament; return {"game", "games", "wins", "draws", "plays", "seconds"}.
    ``on_game`` gets that summary of the games finished so far after every game."""
    tasks = [(game, labels, seed, g, hard_iterations, hard_time, search or {}) for g in range(games)]
    started = time.perf_counter()
    results = []
    with workers(jobs) as pool:
        for result in pool.imap(play_game, tasks):
            results.append(result)
            if progress and len(results) % 10 == 0:
                print(f"  {len(results)}/{games} games", file=sys.stderr, flush=True)
            if on_game is not None:
                on_game(_summary(game, labels, results, started))
    return _summary(game, labels, results, started)


def _summary(game: str, labels: list[str], results: list[tuple[list[str], int]],
             started: float) -> dict[str, Any]:
    wins = dict.fromkeys(seat_keys(labels), 0)
    draws = plays = 0
    for winners, n_plays in results:
        plays += n_plays
        if len(winners) == 1:
            wins[winners[0]] += 1
        else:
            draws += 1
    return {"game": game, "games": len(results), "wins": wins, "draws": draws, "plays": plays,
            "seconds": time.perf_counter() - started}


def results_row(result: dict[str, Any], labels: list[str], seed: int, budget: str, commit: str,
                planned: int) -> dict[str, Any]:
    """One ``docs/ai-results.json`` row: wins summed per level (repeated labels pooled)."""
    wins: dict[str, int] = {}
    for key, n in result["wins"].items():
        level = key.split("#")[0]
        wins[level] = wins.get(level, 0) + n
    return {"game": result["game"], "seats": labels, "games": result["games"], "wins": wins,
            "draws": result["draws"], "seed": seed, "budget": budget, "commit": commit,
            **({} if result["games"] == planned else {"planned": planned, "partial": True})}


def git_commit() -> str:
    """The checked-out commit (short hash, "+dirty" if files differ from it), or "unknown"."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, check=True).stdout.strip()
        return head + ("+dirty" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def table(result: dict[str, Any]) -> str:
    """The human-readable win-rate table."""
    games = result["games"]
    lines = [f"{result['game']}: {games} games, {result['draws']} draws, "
             f"{result['plays'] / max(games, 1):.0f} plays/game, {result['seconds']:.1f} s",
             f"{'seat':<12}{'wins':>6}{'win %':>8}   95% CI"]
    for key, n in result["wins"].items():
        low, high = wilson(n, games)
        lines.append(f"{key:<12}{n:>6}{100 * n / max(games, 1):>7.1f}%   "
                     f"[{100 * low:.1f}, {100 * high:.1f}]")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.arena", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=names())
    parser.add_argument("--seats", required=True, help="comma-separated levels, e.g. hard,normal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--hard-iterations", type=int, default=None,
                        help="fixed search iterations per Hard decision (reproducible)")
    parser.add_argument("--hard-time", type=float, default=1.0,
                        help="seconds per Hard decision when --hard-iterations is not given")
    parser.add_argument("--hard-horizon", type=int, default=None,
                        help="plays per search rollout before the position is scored (tuning)")
    parser.add_argument("--hard-candidates", type=int, default=None,
                        help="heuristic moves the search compares (tuning)")
    parser.add_argument("--hard-sharpness", type=float, default=None,
                        help="softmax sharpness of the rollout evaluation (tuning)")
    parser.add_argument("--hard-confidence", type=float, default=None,
                        help="standard errors a challenger must gain to replace the heuristic's move")
    parser.add_argument("--hard-eval", choices=["learned", "handmade"], default=None,
                        help="how Hard scores a rollout's last position (tuning; default learned)")
    parser.add_argument("--out", default=None,
                        help="file rewritten after every game with the results row so far (JSON)")
    parser.add_argument("--hard-no-model", action="store_true",
                        help="Bid: keep determinize's random guess of a rival's sealed bid (tuning; "
                             "bid totals are still searched after a rival sealed)")
    parser.add_argument("--hard-tree", action="store_true",
                        help="Deal: search a tree over Hard's decisions of the turn (experiment)")
    args = parser.parse_args(argv)
    search = {k: v for k, v in (("horizon", args.hard_horizon), ("candidates", args.hard_candidates),
                                ("sharpness", args.hard_sharpness),
                                ("confidence", args.hard_confidence)) if v is not None}
    if args.hard_eval is not None:
        search["learned"] = args.hard_eval == "learned"
    if args.hard_no_model:
        search["opponent_model"] = False
    if args.hard_tree:
        search["tree"] = True
    labels = [s.strip() for s in args.seats.split(",") if s.strip()]
    bad = [s for s in labels if s not in LEVELS]
    if bad:
        parser.error(f"unknown seat label(s) {bad}; use {', '.join(LEVELS)}")
    eng = engine(args.game)
    if not eng.MIN_PLAYERS <= len(labels) <= eng.MAX_PLAYERS:
        parser.error(f"{args.game} needs {eng.MIN_PLAYERS}-{eng.MAX_PLAYERS} seats")
    budget = ("-" if "hard" not in labels else f"{args.hard_iterations} iterations"
              if args.hard_iterations is not None else f"{args.hard_time:g} s")
    commit = git_commit()
    on_game = None
    if args.out:
        out = Path(args.out)

        def on_game(partial: dict[str, Any]) -> None:
            row = results_row(partial, labels, args.seed, budget, commit, args.games)
            out.write_text(json.dumps({**row, "search": search}) + "\n")
    result = run(args.game, labels, args.games, args.seed, args.jobs,
                 args.hard_iterations, args.hard_time, progress=True, search=search,
                 on_game=on_game)
    print(table(result))
    print(json.dumps({"game": result["game"], "games": result["games"], "wins": result["wins"],
                      "draws": result["draws"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
