"""Sample positions from seeded games between Normal bots (for the bot tests and the AI benchmark)."""
import random
from typing import Any

from game import engine
from game.ai.hooks import ai
from game.ai.levels import bot_for_level


def sample_positions(game: str, players: int, seed: int, every: int = 7, limit: int = 40) -> list[Any]:
    """Every ``every``-th state of one seeded Normal-vs-Normal game, at most ``limit`` of them."""
    eng = engine(game)
    bot = bot_for_level(game, "normal")
    rng = random.Random(seed)
    state = eng.new_game(players, seed)
    found: list[Any] = []
    plays = 0
    while state.outcome is None and len(found) < limit:
        if plays % every == 0:
            found.append(state)
        seat = state.to_act[0]
        state = eng.play(state, bot.choose(eng.view(state, seat), eng.legal_actions(state, seat), rng))
        plays += 1
    return found


def search_positions(game: str, players: int, seed: int, count: int) -> list[tuple[Any, int]]:
    """Up to ``count`` (state, seat) pairs where Hard really searches (a strategic choice)."""
    eng = engine(game)
    policy = ai(game).policy
    out = []
    for state in sample_positions(game, players, seed, every=1, limit=100_000):
        seat = state.to_act[0]
        legal = eng.legal_actions(state, seat)
        if len(legal) > 1 and not policy.is_tactical(eng.view(state, seat), legal):
            out.append((state, seat))
            if len(out) >= count:
                break
    return out
