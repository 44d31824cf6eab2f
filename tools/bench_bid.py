"""Benchmark the Monopoly Bid engine: random-bot games per second and (play + legal_actions)
calls per second on one core, then a cProfile summary.

    python tools/bench_bid.py [--games 200] [--players 4] [--profile-games 30]
"""
import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import bid  # noqa: E402


def run_games(games: int, players: int, first_seed: int = 0) -> tuple[int, int]:
    """Play ``games`` random-bot games; return (games, play + legal_actions calls)."""
    calls = 0
    for seed in range(first_seed, first_seed + games):
        rng = random.Random(seed)
        state = bid.new_game(players, seed)
        while state.to_act:
            seat = rng.choice(state.to_act)
            action = rng.choice(bid.legal_actions(state, seat))
            state = bid.play(state, action)
            calls += 2
    return games, calls


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--profile-games", type=int, default=30)
    args = parser.parse_args(argv)
    wall, cpu = time.perf_counter(), time.process_time()
    games, calls = run_games(args.games, args.players)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    # CPU time is the one-core figure; wall time also counts waiting for a busy machine.
    print(f"bid: {games} random {args.players}-player games, {calls / 2 / games:.0f} plays/game; "
          f"CPU {cpu:.2f} s: {games / cpu:.1f} games/s, {calls / cpu:,.0f} "
          f"(play + legal_actions) calls/s; wall {wall:.2f} s: {calls / wall:,.0f} calls/s")
    profiler = cProfile.Profile()
    profiler.enable()
    run_games(args.profile_games, args.players, first_seed=10_000)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(10)
    return 0


if __name__ == "__main__":
    sys.exit(main())
