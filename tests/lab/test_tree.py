"""The experimental tree search (``--hard-tree``) plays legal moves within its budget."""
import random

import pytest

from game import engine
from game.ai.levels import bot_for_level
from lab.positions import search_positions
from lab.tree import TreeBot


@pytest.mark.slow     # an experiment of the lab: run with -m slow
def test_tree_search_spends_its_budget_on_legal_moves() -> None:
    eng = engine("deal")
    bot = bot_for_level("deal", "hard", iterations=24, searcher=TreeBot)
    assert isinstance(bot, TreeBot)
    for state, seat in search_positions("deal", 2, 5, 4):
        view, legal = eng.view(state, seat), eng.legal_actions(state, seat)
        first = bot.choose(view, legal, random.Random(3))
        assert first in legal and bot.last_iterations == 24
        assert bot.choose(view, legal, random.Random(3)) == first     # same rng, same move
