"""Tune a game's heuristic weights by self-play against Normal's (coordinate search).

    python -m lab.tune deal --games 2000 --seed 500000 --jobs 2 [--step 1.6]
        [--margin 0.0125] [--sweeps 1] [--start game/ai/deal_tuned.py] [--validate] [--write]

Each trial plays the candidate weights against Normal's on the same rotated deals (seed ``seed``,
``games`` games, seats rotated), so trials differ only by the weights. For every weight in turn the
search tries it multiplied and divided by ``step`` and keeps a change that wins at least ``margin``
more games (a fraction of ``games``) than the current best. ``--write`` stores the result as
``game/ai/<game>_tuned.py`` (``TUNED_WEIGHTS`` and ``TUNED_POLICY``, the measurement in its
docstring), for trying it out, e.g. as the policy Hard searches with (docs/ai-strength.md, section
5). Check the result on fresh deals (``--validate --start FILE --seed OTHER``) before trusting it:
a coordinate search over noisy trials keeps some lucky changes.
"""
import argparse
import sys
from dataclasses import asdict, fields, is_dataclass, replace
from pathlib import Path
from typing import Any

from game import names
from game.ai.heuristic import HeuristicBot
from game.ai.hooks import ai
from lab.arena import play_rotated
from lab.pool import Workers, workers
from lab.stats import wilson

ROOT = Path(__file__).resolve().parent.parent


class NotTunable(ValueError):
    """A game whose heuristic has no weights to tune."""


def classes(game: str) -> tuple[Any, Any]:
    """(policy class, weights class) of ``game``'s heuristic, found through its AI hooks
    (``game.ai.hooks.ai``): the class of its policy and of that policy's ``weights`` dataclass.
    ``KeyError`` for an unknown game, ``NotTunable`` when the policy has no such weights."""
    policy = ai(game).policy
    weights = getattr(policy, "weights", None)
    if weights is None or not is_dataclass(weights):
        raise NotTunable(f"{game}: its heuristic ({type(policy).__name__}) has no weights dataclass to tune")
    return type(policy), type(weights)


def tuned_file(game: str) -> Path:
    """Where ``--write`` stores the tuned weights of ``game``."""
    return ROOT / "game" / "ai" / f"{game}_tuned.py"


def _play(task: tuple[str, dict[str, Any], int, int]) -> bool:
    """One heads-up game of the schedule: does the candidate (label 0) win?"""
    game, weights, seed, g = task
    policy_class, weights_class = classes(game)
    policies = [policy_class(weights_class(**weights)), policy_class(weights_class())]
    winners, _ = play_rotated(game, 2, seed, g, lambda i: HeuristicBot(policies[i]))
    return winners == [0]


def wins(pool: Workers, game: str, weights: Any, games: int, seed: int) -> int:
    """Games ``weights`` wins against Normal's over the schedule."""
    tasks = [(game, asdict(weights), seed, g) for g in range(games)]
    return sum(pool.imap(_play, tasks, chunksize=8))


def search(pool: Workers, game: str, start: Any, games: int, seed: int, step: float, margin: float,
           sweeps: int) -> tuple[Any, int]:
    """Coordinate search from ``start``; return the best weights and their wins."""
    best, best_wins = start, wins(pool, game, start, games, seed)
    print(f"start: {best_wins}/{games}", flush=True)
    for sweep in range(sweeps):
        for name in (f.name for f in fields(start)):
            value = getattr(best, name)
            for trial in (value * step, value / step):
                cand = replace(best, **{name: round(trial, 4)})
                n = wins(pool, game, cand, games, seed)
                kept = n >= best_wins + margin * games
                print(f"sweep {sweep} {name} {value:g} -> {trial:.4g}: {n}/{games}"
                      f"{'  kept' if kept else ''}", flush=True)
                if kept:
                    best, best_wins = cand, n
                    break
    return best, best_wins


def load(path: Path) -> Any:
    """The weights stored in a tuned-weights module."""
    namespace: dict[str, Any] = {}
    exec(path.read_text(), namespace)
    return namespace["TUNED_WEIGHTS"]


def module_text(game: str, weights: Any, summary: str) -> str:
    """The source of ``game/ai/<game>_tuned.py`` for ``weights`` (the changed ones listed)."""
    policy_class, weights_class = classes(game)
    normal = weights_class()
    changed = {k: v for k, v in asdict(weights).items() if getattr(normal, k) != v}
    lines = [f"    {k}={v!r},  # Normal: {getattr(normal, k)!r}" for k, v in changed.items()]
    title = {"deal": "Monopoly Deal", "bid": "Monopoly Bid"}[game]
    return (f'"""{title} heuristic weights, tuned by self-play against Normal\'s\n'
            f"(``lab/tune.py``). {summary}\n\"\"\"\n"
            f"from game.ai.{game}_heuristic import {policy_class.__name__}, {weights_class.__name__}\n\n"
            f"TUNED_WEIGHTS = {weights_class.__name__}(\n" + "\n".join(lines) + "\n)\n"
            f"TUNED_POLICY = {policy_class.__name__}(TUNED_WEIGHTS)\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=names())
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=500000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--step", type=float, default=1.6)
    ap.add_argument("--margin", type=float, default=0.01)
    ap.add_argument("--sweeps", type=int, default=1)
    ap.add_argument("--start", type=Path, help="a tuned-weights module to start from")
    ap.add_argument("--validate", action="store_true",
                    help="only measure the start weights against Normal over the schedule")
    ap.add_argument("--write", action="store_true", help="write game/ai/<game>_tuned.py")
    args = ap.parse_args(argv)
    try:
        weights_class = classes(args.game)[1]
    except NotTunable as exc:
        ap.error(str(exc))
    start = load(args.start) if args.start else weights_class()
    with workers(args.jobs) as pool:
        if args.validate:
            n = wins(pool, args.game, start, args.games, args.seed)
            lo, hi = wilson(n, args.games)
            print(f"{n}/{args.games} = {100 * n / args.games:.1f} % [{100 * lo:.1f}, {100 * hi:.1f}]")
            return 0
        best, n = search(pool, args.game, start, args.games, args.seed, args.step, args.margin,
                         args.sweeps)
    print(f"best: {n}/{args.games}")
    print(module_text(args.game, best, ""))
    if args.write:
        summary = (f"Search: {args.games} games a trial, seed {args.seed}, step {args.step}, "
                   f"{args.sweeps} sweep(s): {n}/{args.games} against Normal on those deals.")
        tuned_file(args.game).write_text(module_text(args.game, best, summary))
        print(f"wrote {tuned_file(args.game).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
