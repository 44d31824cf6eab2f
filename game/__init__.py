"""Deal & Bid rules engines: pure Python, no browser imports.

``game.GAMES`` maps a game name to its engine module (see ``game.core.api.GameEngine``).
"""
from game.core.errors import CorruptSave, IllegalAction
from game.core.outcome import Outcome

__all__ = ["GAMES", "IllegalAction", "CorruptSave", "Outcome", "engine"]


def engine(name: str):
    """The engine module for ``name`` ("deal" or "bid")."""
    if name == "deal":
        from game import deal
        return deal
    if name == "bid":
        from game import bid
        return bid
    raise KeyError(f"unknown game {name!r}; expected 'deal' or 'bid'")


def __getattr__(attr: str):
    # GAMES is built lazily so that importing game.core never pulls in both engines.
    if attr == "GAMES":
        return {"deal": engine("deal"), "bid": engine("bid")}
    raise AttributeError(attr)
