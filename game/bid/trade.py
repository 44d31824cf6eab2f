"""Trading: a seat in ``to_act`` builds an offer card by card (its draft is private), sends it
(public), and the receiver accepts or declines. One open offer at a time; at most two offers per
seat per round; only cards of incomplete sets; a traded Wild! keeps its colour."""
from typing import assert_never

from game.bid.actions import (
    AcceptOffer,
    AskCard,
    CancelOffer,
    DeclineOffer,
    DropCard,
    OfferCard,
    ProposeTrade,
    SendOffer,
)
from game.bid.cards import KIND, WILD, label
from game.bid.collection import color_of, loose_cards, remove
from game.bid.receive import receive, settle
from game.bid.state import State
from game.bid.turn import STEP_LIMIT
from game.core.actions import Action
from game.core.events import Event


def trade_actions(st: State, seat: int) -> list[Action]:
    """Trade actions of a seat that is in ``to_act``."""
    acts: list[Action] = []
    offer = st.offer
    if offer is not None and offer["to"] == seat:
        acts.append(AcceptOffer(seat))
        acts.append(DeclineOffer(seat))
    draft = st.drafts[seat]
    if draft is not None:
        if draft["steps"] < STEP_LIMIT:
            give, take = draft["give"], draft["take"]
            for c in loose_cards(st.sets[seat]):
                acts.append(DropCard(seat, c) if c in give else OfferCard(seat, c))
            for c in loose_cards(st.sets[draft["to"]]):
                acts.append(DropCard(seat, c) if c in take else AskCard(seat, c))
        if offer is None and (draft["give"] or draft["take"]):
            acts.append(SendOffer(seat))
        acts.append(CancelOffer(seat))
    elif st.offers_left[seat] > 0:
        sets = st.sets
        mine = bool(loose_cards(sets[seat]))
        for other in range(st.num_players):
            if other != seat and (mine or loose_cards(sets[other])):
                acts.append(ProposeTrade(seat, other))
    return acts


def answering(st: State) -> tuple[int, ...]:
    """The receiver of the open trade offer, whose answer the sender waits for (the sender may go on
    meanwhile: both are in ``to_act``)."""
    return (st.offer["to"],) if st.offer is not None else ()


def _names(st: State, seat: int, cards: list[int]) -> str:
    return ", ".join(label(c, color_of(c, st.sets[seat])) for c in cards) or "nothing"


TradeAction = ProposeTrade | OfferCard | AskCard | DropCard | CancelOffer | SendOffer | DeclineOffer | AcceptOffer


def play_trade(st: State, action: TradeAction, events: list[Event]) -> None:
    """Apply one trade action (already checked legal)."""
    seat = action.seat
    match action:
        case ProposeTrade():
            st.offers_left[seat] -= 1
            st.drafts[seat] = {"to": action.to, "give": [], "take": [], "steps": 0}
            events.append(Event("draft", f"{{p{seat}}} is preparing a trade offer", {"seat": seat}))
        case OfferCard() | AskCard() | DropCard():
            draft = st.drafts[seat]
            assert draft is not None        # legal only while the seat drafts an offer
            draft["steps"] += 1
            if isinstance(action, DropCard):
                side = draft["give"] if action.card in draft["give"] else draft["take"]
                side.remove(action.card)
            else:
                draft["give" if isinstance(action, OfferCard) else "take"].append(action.card)
        case CancelOffer():
            st.drafts[seat] = None
            events.append(Event("draft", f"{{p{seat}}} drops the trade idea", {"seat": seat}))
        case SendOffer():
            draft = st.drafts[seat]
            assert draft is not None        # legal only while the seat drafts an offer
            st.drafts[seat] = None
            to = draft["to"]
            st.offer = {"from": seat, "to": to, "give": draft["give"], "take": draft["take"]}
            events.append(Event("offer", f"{{p{seat}}} offers {{p{to}}} "
                                f"{_names(st, seat, draft['give'])} for "
                                f"{_names(st, to, draft['take'])}",
                                {"from": seat, "to": to, "give": list(draft["give"]),
                                 "take": list(draft["take"])}))
        case DeclineOffer():
            offer = st.offer
            assert offer is not None
            st.offer = None
            events.append(Event("decline", f"{{p{seat}}} declines the trade from {{p{offer['from']}}}",
                                {"from": offer["from"], "to": seat}))
        case AcceptOffer():
            _accept(st, events)
        case _:
            assert_never(action)


def _accept(st: State, events: list[Event]) -> None:
    offer = st.offer
    assert offer is not None
    st.offer = None
    src, dst = offer["from"], offer["to"]
    moves = [(c, src, dst) for c in offer["give"]] + [(c, dst, src) for c in offer["take"]]
    # Real properties first, so a Wild! can join a set a real card has just made safe to fill.
    moves.sort(key=lambda m: KIND[m[0]] == WILD)
    text = f"{{p{dst}}} accepts: {{p{src}}} gives {_names(st, src, offer['give'])} and gets " \
           f"{_names(st, dst, offer['take'])}"
    colors = [color_of(c, st.sets[a]) for c, a, _ in moves]
    for card, a, _ in moves:
        remove(st.sets[a], card)
    for (card, _, b), color in zip(moves, colors, strict=True):
        receive(st, b, card, color)
    st.changed = True
    events.append(Event("trade", text, {"from": src, "to": dst, "give": list(offer["give"]),
                                        "take": list(offer["take"])}))
    phase = st.phase
    assert phase != "place" and phase != "over"     # offers are answered in play, never then
    settle(st, events, phase)
