"""What the bots need to play one game (``GameAI``), found through that game's spec.

Each game's AI module (``GameSpec.ai``: ``game.ai.deal``, ``game.ai.bid``) defines ``AI``; ``ai(game)``
loads it on first use, so a Deal game never imports Bid's heuristic.
"""
import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypedDict, TypeVar

import game
from game.ai.policy import Policy
from game.core.api import GameEngine
from game.core.view_types import V

S = TypeVar("S")

Features = Callable[[V], list[float]]
# (engine, sampled world, view, seat) -> the world refined by an opponent model
WorldModel = Callable[[GameEngine[S, V], S, V, int], S]


class FittedEval(TypedDict):
    """One game's fitted evaluation (``game.ai.eval_weights``, written by ``lab.fit_eval``)."""

    names: list[str]            # the features, in order (they must be the game's)
    weights: list[float]        # one per feature
    games: int                  # the self-play games it was fitted on, their seed and positions
    seed: int
    snapshots: int
    holdout_log_loss: float     # its log loss on held-out positions, and the hand-made softmax's
    handmade_log_loss: float


@dataclass(frozen=True)
class GameAI(Generic[S, V]):
    """One game's AI (``S``: the game's state, ``V``: its view): its heuristic, the learned
    evaluation's features and weights, the levels."""

    policy: Policy[V]                   # Normal plays its best score; Easy and Hard build on it
    features: Features[V]               # per-seat features of a view, for the learned evaluation
    feature_names: tuple[str, ...]      # one per feature, in order (the weights file checks them)
    weights: FittedEval | None          # the fitted evaluation (game.ai.eval_weights), or None
    easy: tuple[float, float]           # Easy's score noise and blunder rate
    hard: dict[str, int] = field(default_factory=dict)    # Hard's search shape (game.ai.search)
    world_model: WorldModel[S, V] | None = None           # Hard's opponent model, if any


def ai(name: str) -> GameAI[Any, Any]:
    """The AI of game ``name`` (``KeyError`` for an unknown game). Its state and view types are
    the game's own, erased here (the game is chosen by name at run time); ``game.ai.<name>.AI``
    itself is typed with them."""
    hooks = importlib.import_module(game.spec(name).ai).AI
    if not isinstance(hooks, GameAI):
        raise TypeError(f"{game.spec(name).ai}.AI is not a GameAI")
    return hooks
