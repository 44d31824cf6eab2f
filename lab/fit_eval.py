"""Fit the learned evaluation offline from Normal self-play (pure Python; run under CPython).

    python -m lab.fit_eval deal --games 3000 --seed 100 [--holdout 500]

Plays seeded Normal-vs-Normal games (2 to 4 seats), records every seat's features
(the game's ``GameAI.features``) at sampled moments and who won, and fits a conditional logit: the chance
that seat ``s`` wins is ``exp(w . f_s) / sum_t exp(w . f_t)`` (Newton's method with a small ridge
penalty). Prints the held-out log loss next to the hand-made evaluation's, and writes the weights
into ``game/ai/eval_weights.py`` (``--write``).
"""
import argparse
import json
import math
import random
import sys
from pathlib import Path
from typing import Any

from game import engine, names
from game.ai.hooks import ai
from game.ai.levels import bot_for_level

Sample = tuple[list[list[float]], int, list[float]]    # (features per seat, winner, old strengths)
WEIGHTS_FILE = Path(__file__).resolve().parent.parent / "game" / "ai" / "eval_weights.py"


def self_play(game: str, games: int, seed: int, every: int = 20) -> list[Sample]:
    """Snapshots of seeded Normal games with a single winner, about one per ``every`` plays."""
    eng = engine(game)
    bot = bot_for_level(game, "normal")
    policy = ai(game).policy
    feats = ai(game).features
    out: list[Sample] = []
    for g in range(games):
        players = 2 + g % 3
        rng = random.Random(seed * 7919 + g)
        state = eng.new_game(players, seed + g)
        snaps = []
        next_snap = rng.randrange(every)
        plays = 0
        while state.outcome is None:
            if plays == next_snap:
                views = [eng.view(state, s) for s in range(players)]
                snaps.append(([feats(v) for v in views],
                              [policy.strength(v) for v in views]))
                next_snap += 1 + rng.randrange(2 * every)
            seat = state.to_act[0]
            state = eng.play(state, bot.choose(eng.view(state, seat),
                                               eng.legal_actions(state, seat), rng))
            plays += 1
        if len(state.outcome.winners) == 1:
            out += [(f, state.outcome.winners[0], old) for f, old in snaps]
    return out


def _probs(weights: list[float], rows: list[list[float]]) -> list[float]:
    utils = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
    top = max(utils)
    exps = [math.exp(u - top) for u in utils]
    total = sum(exps)
    return [e / total for e in exps]


def log_loss(weights: list[float], samples: list[Sample]) -> float:
    """Mean negative log-likelihood of the winners under ``weights``."""
    return -sum(math.log(max(_probs(weights, f)[w], 1e-12)) for f, w, _ in samples) / len(samples)


def baseline_loss(samples: list[Sample], sharpness: float = 2.0) -> float:
    """The same loss for the hand-made evaluation (softmax of ``policy.strength``)."""
    total = 0.0
    for _, w, old in samples:
        exps = [math.exp(sharpness * s) for s in old]
        total -= math.log(max(exps[w] / sum(exps), 1e-12))
    return total / len(samples)


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, n):
            factor = a[r][col] / a[col][col]
            if factor:
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    out = [0.0] * n
    for r in range(n - 1, -1, -1):
        out[r] = (a[r][n] - sum(a[r][c] * out[c] for c in range(r + 1, n))) / a[r][r]
    return out


def fit(samples: list[Sample], ridge: float = 1.0, steps: int = 8) -> list[float]:
    """Newton's method on the ridge-penalised conditional-logit likelihood."""
    d = len(samples[0][0][0])
    weights = [0.0] * d
    for _ in range(steps):
        grad = [-ridge * w for w in weights]
        hess = [[ridge if i == j else 0.0 for j in range(d)] for i in range(d)]
        for rows, winner, _ in samples:
            p = _probs(weights, rows)
            mean = [sum(p[s] * rows[s][i] for s in range(len(rows))) for i in range(d)]
            for i in range(d):
                grad[i] += rows[winner][i] - mean[i]
            for s, row in enumerate(rows):
                dev = [row[i] - mean[i] for i in range(d)]
                ps = p[s]
                for i in range(d):
                    if dev[i]:
                        hi, pdi = hess[i], ps * dev[i]
                        for j in range(i, d):
                            hi[j] += pdi * dev[j]
        for i in range(d):
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = _solve(hess, grad)
        weights = [w + s for w, s in zip(weights, step, strict=True)]
        if max(abs(s) for s in step) < 1e-4:
            break
    return weights


def write_weights(game: str, weights: list[float], meta: dict[str, Any]) -> None:
    """Replace ``game``'s entry in ``eval_weights.py`` (the other game's entry is kept)."""
    table: dict[str, Any] = {}
    exec(WEIGHTS_FILE.read_text(), table)      # the file as it is now, not as first imported
    table = dict(table["WEIGHTS"])
    table[game] = {"names": list(ai(game).feature_names), "weights": [round(w, 4) for w in weights], **meta}
    text = ('"""Weights of the learned evaluation (written by ``python -m lab.fit_eval``; see '
            'game/ai/learned.py)."""\nfrom game.ai.hooks import FittedEval\n\nWEIGHTS: dict[str, FittedEval] = '
            + json.dumps(table, indent=1) + "\n")
    WEIGHTS_FILE.write_text(text.replace("null", "None").replace("true", "True").replace("false", "False"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.fit_eval", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=names())
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--holdout", type=int, default=500)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--every", type=int, default=20)
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    train = self_play(args.game, args.games, args.seed, args.every)
    test = self_play(args.game, args.holdout, args.seed + 1_000_000, args.every)
    print(f"{len(train)} training snapshots, {len(test)} held out", file=sys.stderr)
    weights = fit(train, args.ridge)
    learned, old = log_loss(weights, test), baseline_loss(test)
    uniform = sum(math.log(len(f)) for f, _, _ in test) / len(test)
    print(f"held-out log loss: learned {learned:.4f}, hand-made {old:.4f}, uniform {uniform:.4f}")
    for name, w in zip(ai(args.game).feature_names, weights, strict=True):
        print(f"  {name:<20}{w:+.3f}")
    if args.write:
        write_weights(args.game, weights, {"games": args.games, "seed": args.seed,
                                           "snapshots": len(train),
                                           "holdout_log_loss": round(learned, 4),
                                           "handmade_log_loss": round(old, 4)})
    return 0


if __name__ == "__main__":
    sys.exit(main())
