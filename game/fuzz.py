"""Long random-playout runs checking every engine invariant.

    python -m game.fuzz deal --games 10000 [--players 2-5] [--seed 0] [--check-every 1]
"""
import argparse
import sys
import time

from game import engine
from game.core.invariants import InvariantViolation, random_playout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.fuzz", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=["deal", "bid"])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0, help="first seed; game i uses seed + i")
    parser.add_argument("--players", default=None,
                        help="player count or range like 2-5 (default: the game's whole range)")
    parser.add_argument("--check-every", type=int, default=1,
                        help="run the full invariant check every N plays (1 = after every play)")
    args = parser.parse_args(argv)
    eng = engine(args.game)
    low, high = eng.MIN_PLAYERS, eng.MAX_PLAYERS
    if args.players:
        parts = [int(p) for p in args.players.split("-")]
        low, high = parts[0], parts[-1]
    started = time.perf_counter()
    total_plays = 0
    endings: dict[str, int] = {}
    for i in range(args.games):
        seed = args.seed + i
        players = low + i % (high - low + 1)
        try:
            state, plays = random_playout(eng, players, seed, check_every=args.check_every)
        except InvariantViolation as exc:
            print(f"VIOLATION in game seed={seed} players={players}: {exc}")
            return 1
        total_plays += plays
        endings[state.outcome.reason] = endings.get(state.outcome.reason, 0) + 1
        if (i + 1) % 500 == 0:
            print(f"  {i + 1} games ...", flush=True)
    elapsed = time.perf_counter() - started
    print(f"{args.games} {args.game} games, {total_plays} plays, no violation "
          f"({elapsed:.1f} s; endings: {endings})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
