"""Every level returns only legal actions over whole seeded games, and the same seed gives the same move."""
import random

import pytest

from game import engine
from game.ai import make_bot
from game.ai.levels import bot_for_level
from lab.positions import sample_positions as positions
from tests.ai.conftest import GAMES


def _bot(game: str, level: str):
    return bot_for_level(game, level, iterations=4) if level == "hard" else make_bot(game, level)


def _play_checked(game: str, levels: list[str], seed: int) -> None:
    eng = engine(game)
    bots = [_bot(game, level) for level in levels]
    rngs = [random.Random(seed * 10 + s) for s in range(len(levels))]
    state = eng.new_game(len(levels), seed)
    plays, limit = 0, eng.max_game_length(len(levels))
    while state.outcome is None:
        seat = state.to_act[0]
        legal = eng.legal_actions(state, seat)
        action = bots[seat].choose(eng.view(state, seat), legal, rngs[seat])
        assert action in legal, f"{levels[seat]} chose illegal {action}"
        state = eng.play(state, action)
        plays += 1
        assert plays <= limit


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_heuristic_levels_play_legal_games(game: str, seed: int) -> None:
    levels = [["easy", "normal"], ["normal", "easy", "normal"], ["easy", "normal", "easy", "normal"],
              ["normal", "normal", "easy", "easy", "normal"]][seed]
    _play_checked(game, levels, 100 + seed)


@pytest.mark.parametrize("game", GAMES)
def test_hard_plays_legal_game(game: str) -> None:
    _play_checked(game, ["hard", "normal", "easy"], 7)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_seed_same_move(game: str, level: str) -> None:
    eng = engine(game)
    for state in positions(game, 3, 11, every=9, limit=12):
        seat = state.to_act[0]
        view, legal = eng.view(state, seat), eng.legal_actions(state, seat)
        first = _bot(game, level).choose(view, legal, random.Random(5))
        again = _bot(game, level).choose(view, legal, random.Random(5))
        assert first == again
