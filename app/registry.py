"""The one registry of games: name -> engine module, bot factory, presenter, and auto-pass rule.

Entries load lazily, so starting a Deal game never imports the Bid engine (or any bot).
"""
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.actions import Action

Presenter = Callable[[Any], Any]          # app.present_common.Context -> Scene
PassRule = Callable[[list[Action]], "tuple[Action, str] | None"]


@dataclass(frozen=True)
class GameEntry:
    """Everything the app layer needs about one game."""

    name: str
    engine: Any                   # the engine module (see game.core.api.GameEngine)
    present: Presenter
    passive: PassRule             # a seat's pass when it has nothing to answer with, and its kind
    make_bot: Callable[[str], Any]   # AI level -> bot
    public_face: Callable[[int], Any] | None = None   # card id -> Card, for a public card anywhere


# name -> (engine module, presenter module); the presenter module also holds ``passive``.
_SOURCES = {"deal": ("game.deal", "app.present_deal"), "bid": ("game.bid", "app.present_bid")}
_LOADED: dict[str, GameEntry] = {}


def names() -> tuple[str, ...]:
    """The games we know."""
    return tuple(_SOURCES)


def entry(name: str) -> GameEntry:
    """The registry entry of ``name``; ``KeyError`` with a readable message for an unknown game."""
    if name not in _LOADED:
        if name not in _SOURCES:
            raise KeyError(f"unknown game {name!r}; expected one of: {', '.join(_SOURCES)}")
        engine_module, presenter_module = _SOURCES[name]
        presenter = importlib.import_module(presenter_module)

        def make_bot(level: str, _game: str = name) -> Any:
            from game.ai import make_bot as bot_factory
            return bot_factory(_game, level)
        _LOADED[name] = GameEntry(name, importlib.import_module(engine_module), presenter.present,
                                  presenter.passive, make_bot,
                                  getattr(presenter, "public_face", None))
    return _LOADED[name]


def engine(name: str) -> Any:
    """The engine module of ``name``."""
    return entry(name).engine
