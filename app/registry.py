"""The app side of the one registry of games (``game.GAMES``, built from each engine's spec): per
game its engine package, presenter (``app/present_<name>.py``: ``present``, ``passive`` and
``public_face``), story (``app/story_<name>.py``: ``charts``) and bot factory.

Entries load lazily, so starting a Deal game never imports the Bid engine (or any bot).
"""
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import game
from app.present_common import Context, Scene
from game.core.actions import Action

Presenter = Callable[[Context[Any]], Scene]     # the game's view, in a context -> its scene
StoryCharts = Callable[[Any, Any], "tuple[list[dict[str, Any]], list[str]]"]   # (states, names) -> charts, moments
PassRule = Callable[[list[Action]], "tuple[Action, str] | None"]


@dataclass(frozen=True)
class GameEntry:
    """Everything the app layer needs about one game."""

    name: str
    engine: Any                   # the engine module (see game.core.api.GameEngine)
    present: Presenter
    passive: PassRule             # a seat's pass when it has nothing to answer with, and its kind
    make_bot: Callable[[str], Any]   # AI level -> bot
    story: StoryCharts            # the end screen's charts and key moments
    public_face: Callable[[int], Any] | None = None   # card id -> Card, for a public card anywhere


_LOADED: dict[str, GameEntry] = {}


def names() -> tuple[str, ...]:
    """The games we know (``game.names()``)."""
    return game.names()


def entry(name: str) -> GameEntry:
    """The registry entry of ``name``; ``KeyError`` with a readable message for an unknown game."""
    if name not in _LOADED:
        if name not in names():
            raise KeyError(f"unknown game {name!r}; expected one of: {', '.join(names())}")
        presenter = importlib.import_module(f"app.present_{name}")
        charts = importlib.import_module(f"app.story_{name}").charts

        def make_bot(level: str, _game: str = name) -> Any:
            from game.ai import make_bot as bot_factory
            return bot_factory(_game, level)
        _LOADED[name] = GameEntry(name, game.engine(name), presenter.present, presenter.passive, make_bot,
                                  charts, getattr(presenter, "public_face", None))
    return _LOADED[name]


def engine(name: str) -> Any:
    """The engine module of ``name``."""
    return entry(name).engine
