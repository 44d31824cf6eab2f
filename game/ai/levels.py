"""Bots by level name: "random", "easy", "normal", "hard" (``make_bot``), each game's shape of a level
from its AI hooks (``game.ai.hooks``)."""
from typing import Any

from game import engine
from game.ai.base import Bot, RandomBot
from game.ai.heuristic import HeuristicBot
from game.ai.hooks import ai
from game.ai.learned import learned_eval
from game.ai.search import SearchBot

LEVELS = ("random", "easy", "normal", "hard")
DEFAULT_TIME_BUDGET = 1.0        # seconds per Hard decision in the browser


def make_bot(game: str, level: str) -> Bot[Any]:
    """The bot for ``level`` ("random", "easy", "normal", "hard") in ``game`` (one of ``game.names()``). It
    reads that game's own views (erased here and below: the game is chosen by name at run time)."""
    return bot_for_level(game, level)


def bot_for_level(game: str, level: str, *, time_budget: float = DEFAULT_TIME_BUDGET,
                  iterations: int | None = None, searcher: type[SearchBot[Any, Any]] = SearchBot,
                  **search: Any) -> Bot[Any]:     # ``search``: SearchBot's keyword arguments
    """The bot for ``level`` in ``game``. Hard thinks for ``time_budget`` seconds per decision, or
    exactly ``iterations`` search iterations when given (reproducible: tests and the arena);
    ``searcher`` is Hard's search class (the lab tries others) and ``search`` overrides Hard's search
    shape (``candidates``, ``horizon``, ``seat_horizon``, ``sharpness``, ``confidence``;
    ``learned=False`` scores rollouts with the hand-made softmax instead of the learned evaluation;
    ``opponent_model=False`` drops the game's opponent model, e.g. Bid's model of a rival's sealed
    bid) for tuning."""
    if level == "random":
        return RandomBot()
    hooks = ai(game)
    if level == "normal":
        return HeuristicBot(hooks.policy)
    if level == "easy":
        noise, blunder = hooks.easy
        return HeuristicBot(hooks.policy, noise=noise, blunder=blunder)
    if level == "hard":
        shape: dict[str, Any] = {**hooks.hard, **search}     # SearchBot's keyword arguments: it checks them
        if shape.pop("learned", True):
            shape.setdefault("evaluation", learned_eval(game))
        if shape.pop("opponent_model", True) and hooks.world_model is not None:
            shape.setdefault("world_model", hooks.world_model)
        return searcher(engine(game), hooks.policy, time_budget=time_budget, iterations=iterations,
                        **shape)
    raise KeyError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}")
