"""Monopoly Bid rules: ``play`` (set-up is in ``turn``, legal actions in ``legal``)."""
from typing import assert_never

from game.bid import actions as A
from game.bid.auction import play_bid, start_auction
from game.bid.host import play_host_card, play_nope, play_pass
from game.bid.legal import cached_legal
from game.bid.receive import play_place
from game.bid.state import State
from game.bid.trade import play_trade
from game.bid.turn import end_round, finalize
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event


def _end_turn(st: State, action: A.EndTurn, events: list[Event]) -> None:
    events.append(Event("end_turn", f"{{p{action.seat}}} ends the turn: no property is left to "
                        "auction", {"seat": action.seat}))
    end_round(st, events)


def _apply(st: State, action: A.BidAction, events: list[Event]) -> None:
    """Carry out one legal action (each kind in its own module)."""
    match action:
        case A.PlayWild() | A.PlaySteal() | A.PlayDraw2():
            play_host_card(st, action, events)
        case A.PlayNope():
            play_nope(st, action, events)
        case A.LetPass():
            play_pass(st, action, events)
        case A.StartAuction():
            start_auction(st, events)
        case A.EndTurn():
            _end_turn(st, action, events)
        case A.PlaceCard():
            play_place(st, action, events)
        case A.AddToBid() | A.RemoveFromBid() | A.ConfirmBid():
            play_bid(st, action, events)
        case (A.ProposeTrade() | A.OfferCard() | A.AskCard() | A.DropCard() | A.SendOffer() | A.CancelOffer()
              | A.AcceptOffer() | A.DeclineOffer()):
            play_trade(st, action, events)
        case _:
            assert_never(action)


def _describe(action: Action) -> str:
    """The action's label, or its repr if the label cannot be built (e.g. an unknown card id)."""
    try:
        return str(action)
    except (IndexError, KeyError, TypeError):
        return repr(action)


def play(state: State, action: Action) -> State:
    """Apply a legal action and return the new state; ``state`` itself is never changed."""
    if state.outcome is not None:
        raise IllegalAction(f"{_describe(action)}: the game is over")
    seat = getattr(action, "seat", None)
    if type(seat) is not int or not 0 <= seat < state.num_players:
        raise IllegalAction(f"{_describe(action)}: no such seat {seat!r}")
    if seat not in state.to_act:
        raise IllegalAction(f"{_describe(action)}: seat {seat} is not to act now "
                            f"(waiting for {state.to_act})")
    if action not in cached_legal(state, seat):
        raise IllegalAction(f"{_describe(action)}: not a legal action for seat {seat} in phase "
                            f"{state.phase!r}")
    st = state.clone()
    events: list[Event] = []
    _apply(st, A.bid_action(action), events)
    finalize(st, events)
    return st
