"""The engines say which actions a player may take back: never one that showed something new
(a draw, a reveal) or handed the move to another seat (a response, a payment, a bid)."""
import random

import pytest

from game import bid, deal, names
from game import engine as engine_of
from game.deal.actions import Bank, EndTurn, PassGo
from tests.deal.helpers import cid, setup

# Event kinds that show something new or involve another seat: an action causing one is never undoable.
REVEALING = {"draw", "reveal", "pay", "jsn", "nope", "take", "take_set", "steal", "trade", "won",
             "auction", "round", "turn", "deal", "win", "game_over", "sealed", "offer", "decline", "pass",
             "cancelled", "wild", "end", "end_turn"}


def test_banking_money_is_undoable_and_passing_go_or_ending_the_turn_is_not():
    s = setup(2, hands={0: [cid("1M"), cid("Pass Go"), cid("2M")]})
    after = deal.play(s, Bank(0, cid("1M")))
    assert deal.undoable(s, Bank(0, cid("1M")), after)
    drawn = deal.play(after, PassGo(0, cid("Pass Go")))
    assert not deal.undoable(after, PassGo(0, cid("Pass Go")), drawn)    # two cards drawn
    ended = deal.play(after, EndTurn(0))
    assert not deal.undoable(after, EndTurn(0), ended)                   # seat 1's turn now


def test_a_bid_card_can_be_taken_back_until_the_bid_is_confirmed():
    s = bid.new_game(2, 5)
    while s.phase not in ("bid", "raise"):
        seat = s.to_act[0]
        legal = bid.legal_actions(s, seat)
        s = bid.play(s, next((a for a in legal if type(a).__name__ == "StartAuction"), legal[0]))
    seat = s.to_act[0]
    add = next(a for a in bid.legal_actions(s, seat) if type(a).__name__ == "AddToBid")
    after = bid.play(s, add)
    assert bid.undoable(s, add, after)
    confirm = next(a for a in bid.legal_actions(after, seat) if type(a).__name__ == "ConfirmBid")
    assert not bid.undoable(after, confirm, bid.play(after, confirm))


@pytest.mark.parametrize("engine", [engine_of(name) for name in names()], ids=names())
def test_no_undoable_action_in_random_games_shows_anything_new(engine):
    undoable_seen = 0
    for seed in range(8):
        rng = random.Random(seed)
        s = engine.new_game(3, seed)
        while s.outcome is None:
            seat = rng.choice(s.to_act)
            action = rng.choice(engine.legal_actions(s, seat))
            after = engine.play(s, action)
            if engine.undoable(s, action, after):
                undoable_seen += 1
                assert not {e.kind for e in after.events} & REVEALING, (action, after.events)
                assert engine.hidden_card_ids(s, seat) <= engine.hidden_card_ids(after, seat)
                assert seat in after.to_act
            s = after
    assert undoable_seen > 20   # the rule is not vacuous
