"""Monopoly Bid rules: ``play`` (set-up is in ``turn``, legal actions in ``legal``)."""
from collections.abc import Callable
from typing import Any

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


def _start(st: State, action: A.StartAuction, events: list[Event]) -> None:
    start_auction(st, events)


def _end_turn(st: State, action: A.EndTurn, events: list[Event]) -> None:
    events.append(Event("end_turn", f"{{p{action.seat}}} ends the turn: no property is left to "
                        "auction", {"seat": action.seat}))
    end_round(st, events)


# Each handler takes the action class it is keyed by (``play`` looks it up by the exact type).
_HANDLERS: dict[type[Action], Callable[[State, Any, list[Event]], None]] = {
    A.PlayWild: play_host_card, A.PlaySteal: play_host_card, A.PlayDraw2: play_host_card,
    A.PlayNope: play_nope, A.LetPass: play_pass,
    A.StartAuction: _start, A.EndTurn: _end_turn, A.PlaceCard: play_place,
    A.AddToBid: play_bid, A.RemoveFromBid: play_bid, A.ConfirmBid: play_bid,
    A.ProposeTrade: play_trade, A.OfferCard: play_trade, A.AskCard: play_trade,
    A.DropCard: play_trade, A.SendOffer: play_trade, A.CancelOffer: play_trade,
    A.AcceptOffer: play_trade, A.DeclineOffer: play_trade,
}


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
    _HANDLERS[type(action)](st, action, events)
    finalize(st, events)
    return st
