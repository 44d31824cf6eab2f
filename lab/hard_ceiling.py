"""Hard's ceiling: what Hard's search would win heads-up against Normal if its sampled worlds knew
more than its view. A diagnostic of the search design, never a bot for play (it reads the true state).

    python -m lab.hard_ceiling deal --knows all --games 100 [--seed 10000] [--iterations 60] [--jobs 2]

``--knows nothing``: Hard as it plays (the paired baseline).
``--knows hands``: every sampled world holds the opponent's true hand (in Bid, and its sealed bid);
the piles still to be drawn are shuffled (their order stays unknown).
``--knows all``: every sampled world is the true state (hands, draw order, sealed bids), with its
random seed changed; with Normal as the opponent each rollout then foresees the real game.
The deals and seat rotation are the arena's (``lab.arena.play_rotated``), so the result
pairs with an arena run of the same seed. Hard's own judgement (candidates, rollouts,
evaluation) is unchanged: if even ``all`` stays below a target, sampling better worlds cannot reach it.
"""
import argparse
import random
import sys
from typing import Any

from game import names
from game.ai.hooks import WorldModel
from game.ai.levels import bot_for_level
from game.core.api import GameEngine
from game.core.view_types import ViewBase
from lab.arena import play_rotated
from lab.pool import workers
from lab.stats import wilson

_TRUE: list[Any] = [None]        # the real state of the game in progress (one game per process)


def knowing(knows: str) -> WorldModel[Any, Any]:
    """A ``world_model`` for SearchBot that replaces a sampled world by the true state; with
    ``knows="hands"`` the piles still to be drawn are put back in a random order."""
    def model(engine: GameEngine[Any, Any], world: Any, view: ViewBase, seat: int) -> Any:
        rng = random.Random(world.seed)
        world = _TRUE[0].clone()
        world.seed = rng.getrandbits(31)
        if knows == "hands":
            rng.shuffle(world.draw)
            props = getattr(world, "props", None)      # Bid's property pile
            if props:
                # A re-auctioned card goes to the bottom of the pile, where every seat saw it go.
                last = world.last_auction
                bottom = 1 if last is not None and props[0] == last["card"] else 0
                rest = props[bottom:]
                rng.shuffle(rest)
                props[bottom:] = rest
        return world
    return model


def _play(task: tuple[str, str, int, int, int, int | None]) -> float:
    """Hard's share of game ``g``'s win (label 0 = Hard, 1 = Normal)."""
    game, knows, seed, g, iterations, candidates = task

    def make_bot(i: int) -> Any:
        if i == 1:
            return bot_for_level(game, "normal")
        shape: dict[str, Any] = {} if candidates is None else {"candidates": candidates}
        if knows != "nothing":
            shape["world_model"] = knowing(knows)
        return bot_for_level(game, "hard", iterations=iterations, **shape)

    winners, _ = play_rotated(game, 2, seed, g, make_bot, watch=lambda state: _TRUE.__setitem__(0, state))
    return 1 / len(winners) if 0 in winners else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=names())
    parser.add_argument("--knows", choices=["nothing", "hands", "all"], required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=10000,
                        help="the arena's seed (its heads-up runs: Deal 10000, Bid 20000)")
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--candidates", type=int, default=None,
                        help="moves Hard's search compares (default: Hard's own, 6)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    tasks = [(args.game, args.knows, args.seed, g, args.iterations, args.candidates)
             for g in range(args.games)]
    with workers(args.jobs) as pool:
        wins = sum(pool.imap(_play, tasks))
    low, high = wilson(wins, args.games)
    shape = "" if args.candidates is None else f", {args.candidates} candidates"
    print(f"{args.game}: Hard knowing {args.knows} won {wins:g} of {args.games} against Normal "
          f"({100 * wins / args.games:.1f} % [{100 * low:.1f}, {100 * high:.1f}]; "
          f"{args.iterations} iterations{shape}, seed {args.seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
