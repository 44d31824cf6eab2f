"""The learned evaluation: features from a view, win chances, the offline fit, Bid's bid model."""

import pytest

from game import engine
from game.ai.bid_model import model_sealed_bids
from game.ai.eval_weights import WEIGHTS
from game.ai.hooks import ai
from game.ai.learned import LearnedEval
from game.bid.cards import COLOR, KIND, MONEY, card_object
from game.bid.cards import COLORS as BID_COLORS
from game.deal.cards import CARD_COLORS, card_json
from game.deal.cards import KIND as DEAL_KIND
from lab.fit_eval import fit, log_loss, self_play
from lab.positions import sample_positions
from tests.ai.conftest import GAMES

FITTED = [pytest.param(g, marks=pytest.mark.skipif(g not in WEIGHTS, reason=f"no {g} weights fitted"))
          for g in GAMES]


@pytest.mark.parametrize("game", FITTED)
def test_features_and_weights_line_up(game: str) -> None:
    eng = engine(game)
    for state in sample_positions(game, 3, 11, every=9, limit=8):
        for seat in range(3):
            assert len(ai(game).features(eng.view(state, seat))) == len(ai(game).feature_names)
    assert WEIGHTS[game]["names"] == list(ai(game).feature_names)


@pytest.mark.parametrize("game", FITTED)
def test_win_chances_favour_the_seat_closer_to_winning(game: str) -> None:
    eng = engine(game)
    evaluation = LearnedEval(ai(game))
    state = sample_positions(game, 2, 12, every=1, limit=1)[0]
    views = [eng.view(state, s) for s in range(2)]
    chances = evaluation.win_chances(views)
    assert abs(sum(chances) - 1.0) < 1e-9
    # Give seat 0 two more complete sets than it has: its chance must rise.
    ahead = dict(views[0])
    ahead["players"] = [dict(p) for p in views[0]["players"]]
    sets = views[1]["players"][0]["sets"]
    assert evaluation.utility(views[0]) < evaluation.utility(_with_complete_sets(game, ahead))
    assert sets == views[1]["players"][0]["sets"]          # the originals stay untouched


def _with_complete_sets(game: str, view: dict) -> dict:
    """``view`` with two complete two-card sets (dark blue, brown) added for the viewing seat."""
    me = view["you"]
    player = dict(view["players"][me])
    if game == "deal":
        new = [{"color": c, "cards": [card_json(i) for i in range(106)
                                      if DEAL_KIND[i] == "property" and CARD_COLORS[i] == (c,)],
                "complete": True, "house": None, "hotel": None, "rent": 3}
               for c in ("dark_blue", "brown")]
    else:
        new = [{"color": c, "cards": [card_object(i) for i in range(28) if BID_COLORS[COLOR[i]] == c],
                "complete": True} for c in ("dark_blue", "brown")]
    player["sets"] = list(player["sets"]) + new
    view["players"][me] = player
    return view


def test_fit_learns_from_a_few_games() -> None:
    samples = self_play("deal", 12, 5, every=10)
    weights = fit(samples, ridge=1.0, steps=4)
    assert log_loss(weights, samples) < log_loss([0.0] * len(weights), samples)


def test_bid_model_seals_a_bid_from_the_rivals_sampled_money() -> None:
    eng = engine("bid")
    modelled = 0
    for state in sample_positions("bid", 3, 7, every=1, limit=400):
        if state.phase != "bid":
            continue
        seat = state.to_act[0]
        view = eng.view(state, seat)
        rivals = [p["seat"] for p in view["players"] if p["seat"] != seat and p["has_bid"]]
        if not rivals:
            continue
        world = model_sealed_bids(eng, eng.determinize(view, seat, 3), view, seat)
        for r in rivals:
            assert set(world.bids[r]) <= {c for c in world.hands[r] if KIND[c] == MONEY}
        assert eng.legal_actions(world, seat) == eng.legal_actions(state, seat)
        modelled += 1
        if modelled >= 5:
            break
    assert modelled
