"""Shared helpers for the bot tests: seeded positions from games played by Normal bots."""
import random

import pytest

from game import engine
from game.ai.levels import bot_for_level

GAMES = ("deal", "bid")


def engine_ready(name: str) -> bool:
    """True once the engine package exposes the contract (the engines land in parallel)."""
    return hasattr(engine(name), "new_game")


def needs_engine(name: str):
    return pytest.mark.skipif(not engine_ready(name), reason=f"{name} engine not written yet")


def positions(name: str, players: int, seed: int, every: int = 7, limit: int = 40) -> list:
    """States met in one game between Normal bots: every ``every``-th position, at most ``limit``."""
    eng = engine(name)
    bot = bot_for_level(name, "normal")
    rng = random.Random(seed)
    state = eng.new_game(players, seed)
    found, plays = [], 0
    while state.outcome is None and len(found) < limit:
        if plays % every == 0:
            found.append(state)
        seat = state.to_act[0]
        state = eng.play(state, bot.choose(eng.view(state, seat), eng.legal_actions(state, seat), rng))
        plays += 1
    return found
