"""Shared helpers for the bot tests: seeded positions from games played by Normal bots."""
import pytest

from game import engine, names

GAMES = names()


def engine_ready(name: str) -> bool:
    """True once the engine package exposes the contract (the engines land in parallel)."""
    return hasattr(engine(name), "new_game")


def needs_engine(name: str):
    return pytest.mark.skipif(not engine_ready(name), reason=f"{name} engine not written yet")
