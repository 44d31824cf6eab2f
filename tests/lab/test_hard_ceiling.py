"""lab/hard_ceiling.py: the sampled worlds get the true hands (or the true state), nothing else changes."""
import re

import pytest

from game import engine, names
from lab import hard_ceiling
from lab.hard_ceiling import knowing, main
from lab.positions import sample_positions

# A diagnostic of the lab, not part of the product: run with -m slow.
pytestmark = pytest.mark.slow


def test_worlds_get_the_true_hands_and_keep_every_card() -> None:
    eng = engine("deal")
    state = sample_positions("deal", 2, 5, every=7, limit=3)[-1]
    seat = state.to_act[0]
    hard_ceiling._TRUE[0] = state
    world = eng.determinize(eng.view(state, seat), seat, 3)
    other = 1 - seat
    assert sorted(world.hands[other]) != sorted(state.hands[other])      # a guess before
    world.seed = 3
    told = knowing("hands")(eng, world, eng.view(state, seat), seat)
    assert told.hands == state.hands
    assert sorted(told.draw) == sorted(state.draw) and told.draw != state.draw   # order still unknown
    whole = knowing("all")(eng, world, None, seat)
    assert (whole.hands, whole.draw, whole.tables) == (state.hands, state.draw, state.tables)
    assert whole is not state


def test_it_prints_hards_share_against_normal(capsys) -> None:
    assert main(["deal", "--knows", "all", "--games", "2", "--iterations", "4", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert re.match(r"deal: Hard knowing all won [\d.]+ of 2 against Normal \(", out)


@pytest.mark.parametrize("game", names())
def test_told_worlds_stay_legal_for_the_searching_seat(game: str) -> None:
    """Hard keeps its own moves: in every told world its legal actions are the real ones, and
    every card is where the true state has it except in the reshuffled piles."""
    eng = engine(game)
    for state in sample_positions(game, 2, 9, every=5, limit=12):
        seat = state.to_act[0]
        hard_ceiling._TRUE[0] = state
        world = eng.determinize(eng.view(state, seat), seat, 5)
        told = knowing("hands")(eng, world, None, seat)
        assert told.hands == state.hands
        assert sorted(told.draw) == sorted(state.draw)
        assert eng.legal_actions(told, seat) == eng.legal_actions(state, seat)
        if game == "bid":
            assert told.bids == state.bids and sorted(told.props) == sorted(state.props)
