"""Benchmark the Monopoly Deal engine: random-bot 4-player games per second, engine calls
(play + legal_actions) per second, and a short cProfile summary.

    python tools/bench_deal.py [--games 40] [--players 4] [--profile-games 10]
"""
import argparse
import cProfile
import io
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import deal  # noqa: E402


def run(games: int, players: int, seed: int = 0) -> tuple[int, int]:
    """Play ``games`` random games; return (engine calls, plays)."""
    calls = plays = 0
    for g in range(games):
        rng = random.Random(seed + g)
        state = deal.new_game(players, seed + g)
        while state.to_act:
            seat = state.to_act[0]
            action = rng.choice(deal.legal_actions(state, seat))
            state = deal.play(state, action)
            calls += 2
            plays += 1
    return calls, plays


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--profile-games", type=int, default=10)
    args = parser.parse_args(argv)
    started, cpu_started = time.perf_counter(), time.process_time()
    calls, plays = run(args.games, args.players)
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    print(f"deal: {args.games} random {args.players}-player games in {elapsed:.2f} s "
          f"({cpu:.2f} s CPU): {args.games / cpu:.1f} games/s, {plays / args.games:.0f} plays/game, "
          f"{calls / cpu:,.0f} calls/s (play + legal_actions, per CPU second)")
    profiler = cProfile.Profile()
    profiler.enable()
    run(args.profile_games, args.players, seed=1000)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(10)
    print(out.getvalue())
    return 0


if __name__ == "__main__":
    sys.exit(main())
