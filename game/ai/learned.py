"""The learned evaluation: each seat's chance to win from its view (weights in ``eval_weights``).

A conditional logit fitted on Normal self-play (``game.ai.fit_eval``): seat ``s`` wins with
probability ``exp(u_s) / sum_t exp(u_t)``, where ``u_s`` is the weighted sum of the features of
``s``'s own view (``game.ai.features``). Pure Python, a few microseconds per seat.
"""
import math
from typing import Any, Callable

from game.ai.eval_weights import WEIGHTS
from game.ai.features import FEATURES, NAMES


class LearnedEval:
    """Win chances per seat from the seats' views, for one game."""

    def __init__(self, game: str) -> None:
        entry = WEIGHTS[game]
        if tuple(entry["names"]) != NAMES[game]:
            raise ValueError(f"eval_weights for {game} do not match game.ai.features; refit them")
        self.weights: list[float] = entry["weights"]
        self.features: Callable[[dict[str, Any]], list[float]] = FEATURES[game]

    def utility(self, view: dict[str, Any]) -> float:
        """The viewing seat's utility (log-odds scale)."""
        return sum(w * x for w, x in zip(self.weights, self.features(view)))

    def win_chances(self, views: list[dict[str, Any]]) -> list[float]:
        """Each seat's chance to win, from every seat's own view (in seat order)."""
        utils = [self.utility(v) for v in views]
        top = max(utils)
        exps = [math.exp(u - top) for u in utils]
        total = sum(exps)
        return [e / total for e in exps]


def learned_eval(game: str) -> LearnedEval | None:
    """The learned evaluation of ``game``, or None if no weights were fitted for it."""
    return LearnedEval(game) if game in WEIGHTS else None
