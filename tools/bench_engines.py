"""Benchmark the rules engines: random-bot games per second and (play + legal_actions) calls per
second on one core, then where the time goes (cProfile, top 10).

    python tools/bench_engines.py [deal] [bid] [--games N] [--players 4] [--profile-games N]

Rates are per CPU second of this process (one core); wall-clock rates are printed beside them,
since on a busy machine the wall clock also counts waiting.
"""
import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import engine, names
from game.core.api import GameEngine

DEFAULT_GAMES = {"deal": 100, "bid": 50}     # games per engine by default (another game: OTHER_GAMES)
OTHER_GAMES = 50


def run_games(eng: GameEngine[Any, Any], games: int, players: int, first_seed: int = 0) -> tuple[int, int]:
    """Play ``games`` seeded random-bot games; return (plays, play + legal_actions calls)."""
    plays = 0
    for seed in range(first_seed, first_seed + games):
        rng = random.Random(seed)
        state = eng.new_game(players, seed)
        while state.to_act:
            seat = rng.choice(state.to_act)
            state = eng.play(state, rng.choice(eng.legal_actions(state, seat)))
            plays += 1
    return plays, 2 * plays


def bench(name: str, games: int, players: int, profile_games: int) -> None:
    eng = engine(name)
    wall, cpu = time.perf_counter(), time.process_time()
    plays, calls = run_games(eng, games, players)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"{name}: {games} random {players}-player games, {plays / games:.0f} plays/game; "
          f"CPU {cpu:.2f} s: {games / cpu:.1f} games/s, {calls / cpu:,.0f} (play + legal_actions) "
          f"calls/s; wall {wall:.2f} s: {calls / wall:,.0f} calls/s", flush=True)
    if profile_games:
        profiler = cProfile.Profile()
        profiler.enable()
        run_games(eng, profile_games, players, first_seed=10_000)
        profiler.disable()
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("tottime").print_stats(10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engines", nargs="*", metavar="GAME", help=f"one of {', '.join(names())}; default: every game")
    parser.add_argument("--games", type=int, default=None, help="games per engine")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--profile-games", type=int, default=10)
    args = parser.parse_args(argv)
    for name in args.engines or names():
        if name not in names():
            parser.error(f"unknown engine {name!r}")
        bench(name, args.games or DEFAULT_GAMES.get(name, OTHER_GAMES), args.players, args.profile_games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
