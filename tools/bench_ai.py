"""Hard bot speed per game on this interpreter: decision time p50/p95 at the default time budget and
at a fixed iteration budget, and search iterations per second of wall time and of this process's
CPU time (the second is what an idle core would do; on a loaded machine the first drops).

    python tools/bench_ai.py [--games deal,bid] [--decisions 10] [--iterations 100] [--players 3]
"""
import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import engine, names
from game.ai.levels import DEFAULT_TIME_BUDGET, bot_for_level
from game.ai.search import SearchBot
from lab.positions import search_positions


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench(game: str, decisions: int, iterations: int | None, players: int) -> dict[str, float]:
    """Time Hard on ``decisions`` strategic positions; return times (s) and iterations/s."""
    eng = engine(game)
    bot = bot_for_level(game, "hard", iterations=iterations)
    assert isinstance(bot, SearchBot), "Hard is a search bot"
    times, iters, slices, cpu = [], 0, [], 0.0
    for k, (state, seat) in enumerate(search_positions(game, players, 5, decisions)):
        view, legal = eng.view(state, seat), eng.legal_actions(state, seat)
        started = last = time.perf_counter()
        cpu_started = time.process_time()
        for _ in bot.think(view, legal, random.Random(k)):
            now = time.perf_counter()
            slices.append(now - last)
            last = now
        times.append(time.perf_counter() - started)
        cpu += time.process_time() - cpu_started
        iters += bot.last_iterations
    return {"p50": _percentile(times, 0.5), "p95": _percentile(times, 0.95),
            "ips": iters / sum(times), "cpu_ips": iters / max(cpu, 1e-9),
            "slice_max": max(slices), "n": len(times)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(names()), help="comma-separated (default: every game)")
    parser.add_argument("--decisions", type=int, default=10)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, {args.players} players, {args.decisions} decisions each")
    for game in args.games.split(","):
        for label, iterations in ((f"time {DEFAULT_TIME_BUDGET:g} s", None),
                                  (f"{args.iterations} iterations", args.iterations)):
            r = bench(game, args.decisions, iterations, args.players)
            print(f"{game:<5} {label:<16} p50 {r['p50'] * 1000:7.0f} ms  p95 {r['p95'] * 1000:7.0f} ms  "
                  f"{r['ips']:7.0f} iterations/s ({r['cpu_ips']:4.0f} per CPU second)  "
                  f"longest slice {r['slice_max'] * 1000:4.0f} ms  "
                  f"({r['n']} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
