"""The learned evaluation: each seat's chance to win from its view (weights in ``eval_weights``).

A conditional logit fitted on Normal self-play (``lab.fit_eval``): seat ``s`` wins with
probability ``exp(u_s) / sum_t exp(u_t)``, where ``u_s`` is the weighted sum of the features of
``s``'s own view (the game's ``GameAI.features``). Pure Python, a few microseconds per seat.
"""
import math
from typing import Any, Generic

from game.ai.hooks import Features, GameAI, ai
from game.core.view_types import V


class LearnedEval(Generic[V]):
    """Win chances per seat from the seats' views (``V``), for one game."""

    def __init__(self, hooks: GameAI[Any, V]) -> None:      # any state: only the views are read
        entry = hooks.weights
        if entry is None or tuple(entry["names"]) != hooks.feature_names:
            raise ValueError("the evaluation's weights do not match the game's features; refit them")
        self.weights: list[float] = entry["weights"]
        self.features: Features[V] = hooks.features

    def utility(self, view: V) -> float:
        """The viewing seat's utility (log-odds scale)."""
        return sum(w * x for w, x in zip(self.weights, self.features(view), strict=True))

    def win_chances(self, views: list[V]) -> list[float]:
        """Each seat's chance to win, from every seat's own view (in seat order)."""
        utils = [self.utility(v) for v in views]
        top = max(utils)
        exps = [math.exp(u - top) for u in utils]
        total = sum(exps)
        return [e / total for e in exps]


def learned_eval(game: str) -> LearnedEval[Any] | None:
    """The learned evaluation of ``game``, or None if no weights were fitted for it (of that game's
    own views, erased here: the game is chosen by name at run time)."""
    hooks = ai(game)
    return LearnedEval(hooks) if hooks.weights is not None else None
