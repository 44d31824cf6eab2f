"""How often Hard leaves Normal's move: Hard (fixed iteration budget) and Normal decide the same
sampled strategic positions; prints each position where they differ and the count.

    python -m lab.hard_deviations deal --positions 20 [--iterations 60] [--players 2] [--seed 11]

Hard can only beat Normal where it plays differently, so this is the first figure to look at when
tuning the search's switching threshold or budget.
"""
import argparse
import random
import sys

from game import engine, names
from game.ai.levels import bot_for_level
from lab.positions import search_positions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=names())
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    eng = engine(args.game)
    hard = bot_for_level(args.game, "hard", iterations=args.iterations)
    normal = bot_for_level(args.game, "normal")
    differ = 0
    positions = search_positions(args.game, args.players, args.seed, args.positions)
    for k, (state, seat) in enumerate(positions):
        view, legal = eng.view(state, seat), eng.legal_actions(state, seat)
        mine = hard.choose(view, legal, random.Random(k))
        theirs = normal.choose(view, legal, random.Random(k))
        if mine != theirs:
            differ += 1
            print(f"position {k} ({view['phase']}): Hard {mine}, Normal {theirs}", flush=True)
    print(f"{args.game}: Hard left Normal's move in {differ} of {len(positions)} positions "
          f"({args.iterations} iterations, {args.players} players, seed {args.seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
