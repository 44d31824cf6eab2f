"""Deal & Bid rules engines: pure Python, no browser imports.

The one registry of games: ``game.GAMES`` maps a game name to its engine package (see
``game.core.api.GameEngine``), ``game.spec(name)`` gives its definition (``game.core.spec.GameSpec``,
the package's ``SPEC``). Both are built on first use, so importing ``game.core`` loads no engine.
"""
from typing import Any

from game.core.api import GameEngine
from game.core.errors import CorruptSave, IllegalAction
from game.core.outcome import Outcome
from game.core.spec import GameSpec

__all__ = ["GAMES", "IllegalAction", "CorruptSave", "Outcome", "engine", "names", "spec"]

# A game is chosen by name at run time, so the registry erases each game's own state and view types
# (``Any`` below); ``_games`` binds each package to its precise types once, where mypy checks them.
_GAMES: dict[str, GameEngine[Any, Any]] = {}


def _games() -> dict[str, GameEngine[Any, Any]]:
    if not _GAMES:
        from game import bid, deal
        # Typed with each game's own state and view, so mypy checks each package precisely.
        checked: tuple[GameEngine[deal.State, deal.view_types.DealView],
                       GameEngine[bid.State, bid.view_types.BidView]] = (deal, bid)
        engines: tuple[GameEngine[Any, Any], ...] = checked
        _GAMES.update((e.SPEC.name, e) for e in engines)
    return _GAMES


def names() -> tuple[str, ...]:
    """The games, in the order a page lists them."""
    return tuple(_games())


def engine(name: str) -> GameEngine[Any, Any]:
    """The engine package of ``name``; ``KeyError`` naming the games for an unknown one."""
    try:
        return _games()[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; expected one of: {', '.join(_games())}") from None


def spec(name: str) -> GameSpec:
    """The definition of game ``name`` (``KeyError`` for an unknown game)."""
    return engine(name).SPEC


def __getattr__(attr: str) -> Any:      # a module attribute built on first use: ``GAMES``
    if attr == "GAMES":
        return dict(_games())
    raise AttributeError(attr)
