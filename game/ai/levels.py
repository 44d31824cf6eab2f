"""Bots by level name: "easy", "normal", "hard" (``game.ai.base.make_bot`` calls ``bot_for_level``)."""
from typing import Any

from game.ai.heuristic import HeuristicBot
from game.ai.learned import learned_eval
from game.ai.policy import Policy
from game.ai.search import SearchBot

LEVELS = ("random", "easy", "normal", "hard")
DEFAULT_TIME_BUDGET = 1.0        # seconds per Hard decision in the browser

# Per game: Easy's noise (in score units of that game's heuristic) and blunder rate.
_EASY = {"deal": (3.0, 0.3), "bid": (1.5, 0.15)}
# Per game: Hard's search shape. Rollouts in Deal grow by 10 plays per seat beyond two (about one
# turn each), so a four-player rollout still reaches Hard's next turn.
_HARD = {"deal": {"candidates": 6, "horizon": 20, "seat_horizon": 10},
         "bid": {"candidates": 6, "horizon": 40}}


def policy_for(game: str) -> Policy:
    """The heuristic policy of ``game``."""
    if game == "deal":
        from game.ai.deal_heuristic import POLICY
        return POLICY
    if game == "bid":
        from game.ai.bid_heuristic import POLICY
        return POLICY
    raise KeyError(f"unknown game {game!r}; expected 'deal' or 'bid'")


def bot_for_level(game: str, level: str, *, time_budget: float = DEFAULT_TIME_BUDGET,
                  iterations: int | None = None, **search: Any) -> Any:
    """The bot for ``level`` in ``game``. Hard thinks for ``time_budget`` seconds per decision, or
    exactly ``iterations`` search iterations when given (reproducible: tests and the arena);
    ``search`` overrides Hard's search shape (``candidates``, ``horizon``, ``seat_horizon``,
    ``sharpness``, ``confidence``; ``learned=False`` scores rollouts with the hand-made softmax
    instead of the learned evaluation; ``opponent_model=False`` keeps Bid's random guess of a
    rival's sealed bid; ``tree=True`` searches with ``game.ai.tree.TreeBot``, an experiment) for
    tuning."""
    policy = policy_for(game)
    if level == "normal":
        return HeuristicBot(policy)
    if level == "easy":
        noise, blunder = _EASY[game]
        return HeuristicBot(policy, noise=noise, blunder=blunder)
    if level == "hard":
        from game import engine
        shape = {**_HARD[game], **search}
        if shape.pop("learned", True):
            shape.setdefault("evaluation", learned_eval(game))
        if shape.pop("opponent_model", True) and game == "bid":
            from game.ai.bid_model import model_sealed_bids
            shape.setdefault("world_model", model_sealed_bids)
        cls = SearchBot
        if shape.pop("tree", False):
            from game.ai.tree import TreeBot
            cls = TreeBot
        return cls(engine(game), policy, time_budget=time_budget, iterations=iterations, **shape)
    if level == "random":
        from game.ai.base import RandomBot
        return RandomBot()
    raise KeyError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}")
