"""What one seat may see of a Monopoly Bid game (``seat=None``: a spectator, public only).

``view(st, seat)`` returns a ``BidView``, a JSON-ready dict: its keys, and those of the card objects
(``cards.card_object``), players, sets, the pending decision (one of four shapes, told apart by
``type``), the trade offer and draft and the last auction, are the TypedDicts of
``game.bid.view_types``. ``discard_ids`` is the whole face-up discard pile as plain ids, bottom
first (as in Deal); ``events`` are the last play's events, redacted for the viewer.
"""

from game.bid.cards import COLOR_NAMES, COLORS, KIND, SIZE_OF, VALUE, WILD, card_object
from game.bid.collection import SET_CARDS, SET_COLOR, card_count, is_complete
from game.bid.numbers import rules
from game.bid.state import State
from game.bid.turn import STEP_LIMIT, window_waiting
from game.bid.view_types import AuctionStep, BidCard, BidPending, BidPlayer, BidSet, BidView, RevealedBid
from game.core.events import redact_events


def _set_view(s: list[int]) -> BidSet:
    color = COLORS[s[SET_COLOR]]
    cards = []
    for c in s[SET_CARDS:]:
        obj = card_object(c)
        if KIND[c] == WILD:
            obj["as_color"] = color
        cards.append(obj)
    return {"color": color, "color_name": COLOR_NAMES[color], "size": SIZE_OF[s[SET_COLOR]],
            "cards": cards, "complete": is_complete(s)}


def _revealed(st: State, seat: int) -> RevealedBid:
    values = sorted((VALUE[c] for c in st.bids[seat][:st.locked[seat]]), reverse=True)
    return {"seat": seat, "total": sum(values), "values": values}


def _player(st: State, seat: int) -> BidPlayer:
    sets = st.sets[seat]
    bidding = st.phase in ("bid", "raise") and seat in st.bidders
    return {
        "seat": seat,
        "hand_count": len(st.hands[seat]),
        "is_host": seat == st.host,
        "sets": [_set_view(s) for s in sets],
        "complete_sets": sum(1 for s in sets if is_complete(s)),
        "property_count": card_count(sets),
        "bidding": bidding,
        "has_bid": bidding and st.done[seat],
        "revealed_bid": _revealed(st, seat) if bidding and st.phase == "raise" else None,
        "offers_left": st.offers_left[seat],
        "drafting": st.drafts[seat] is not None,
    }


def _pending(st: State, seat: int | None) -> BidPending | None:
    phase = st.phase
    if phase == "over":
        return None
    if phase == "place":
        owner, card, color = st.placing[0]
        return {"type": "place", "seat": owner, "card": card_object(card), "color": COLORS[color]}
    if phase == "host":
        return {"type": "host_actions", "seat": st.host}
    if phase == "window":
        w = st.window
        assert w is not None
        return {"type": "nope_window", "action": w["kind"], "by": st.host,
                "card": card_object(w["card"]),
                "color": COLORS[w["color"]] if w["color"] >= 0 else None,
                "target": card_object(w["target"]) if w["target"] >= 0 else None,
                "victim": w["victim"] if w["victim"] >= 0 else None,
                "depth": len(w["nopes"]), "nopes": [card_object(c) for c in w["nopes"]],
                "nopers": list(w["nopers"]), "waiting": window_waiting(st),
                "passed": list(w["passed"])}
    assert st.auction_card is not None      # the phase is "bid" or "raise"
    out: AuctionStep = {"type": "raise" if phase == "raise" else "bid",
                        "card": card_object(st.auction_card), "bidders": list(st.bidders),
                        "done": [s for s in st.bidders if st.done[s]],
                        "revealed": [_revealed(st, s) for s in st.bidders] if phase == "raise" else []}
    if seat is not None and seat in st.bidders:
        out["toggles_left"] = STEP_LIMIT - st.toggles[seat]
    return out


def _copied(bid: RevealedBid) -> RevealedBid:
    """A revealed bid of the state, sharing no list with it."""
    return {**bid, "values": list(bid["values"])}


def _cards(ids: list[int]) -> list[BidCard]:
    return [card_object(c) for c in ids]


def view(st: State, seat: int | None) -> BidView:
    """The JSON-ready view of ``st`` for ``seat`` (None: spectator); see ``BidView``."""
    me = seat if seat is not None and 0 <= seat < st.num_players else None
    bidding = st.phase in ("bid", "raise")
    own_bid = None
    if me is not None and bidding and me in st.bidders:
        own_bid = [card_object(c) for c in st.bids[me]]
    draft = st.drafts[me] if me is not None else None
    offer = st.offer
    last = st.last_auction
    return {
        "game": "bid",
        "you": me,
        "options": st.options.to_json(),
        "rules": rules(st.options),
        "hand": [card_object(c) for c in st.hands[me]] if me is not None else [],
        "bid": own_bid,
        "bid_locked": st.locked[me] if me is not None and own_bid is not None else 0,
        "players": [_player(st, s) for s in range(st.num_players)],
        "host": st.host,
        "round": st.round,
        "phase": st.phase,
        "to_act": list(st.to_act),
        "property_count": len(st.props),
        "auction_card": card_object(st.auction_card) if st.auction_card is not None else None,
        "draw_count": len(st.draw),
        "discard_count": len(st.discard),
        "discard_top": card_object(st.discard[-1]) if st.discard else None,
        "discard_ids": list(st.discard),
        "actions_left": st.actions_left,
        "reauctions_left": st.reauctions_left,
        "changed_this_round": st.changed,
        "quiet_rounds": st.quiet,
        "placing": [{"seat": seat_, "card": card_object(card), "color": COLORS[color]}
                    for seat_, card, color in st.placing],
        "place_resume": st.resume,
        "pending": _pending(st, me),
        "offer": None if offer is None else {"from": offer["from"], "to": offer["to"],
                                             "give": _cards(offer["give"]), "take": _cards(offer["take"])},
        "draft": None if draft is None else {"to": draft["to"], "give": _cards(draft["give"]),
                                             "take": _cards(draft["take"]),
                                             "steps_left": STEP_LIMIT - draft["steps"]},
        "last_auction": None if last is None else {
            "card": card_object(last["card"]), "bids": [_copied(b) for b in last["bids"]],
            "winner": last["winner"], "result": last["result"]},
        "events": redact_events(st.events, me),
        "outcome": st.outcome.to_json() if st.outcome else None,
    }


def secret_open(st: State) -> bool:
    """Has a seat begun a choice the others may not see yet: a card toggled into (or out of) a
    sealed bid, a bid confirmed but not revealed, or a trade offer being drafted?"""
    if st.phase in ("bid", "raise") and any(st.toggles[s] or st.done[s] for s in st.bidders):
        return True
    return any(draft is not None for draft in st.drafts)


def all_card_ids(st: State) -> list[int]:
    """Every card id wherever it is (with repeats if a card were wrongly in two places)."""
    out = st.props + st.draw + st.discard
    for h in st.hands:
        out += h
    for p in st.sets:
        for s in p:
            out += s[SET_CARDS:]
    if st.window is not None:
        out += [st.window["card"], *st.window["nopes"]]
    if st.auction_card is not None:
        out.append(st.auction_card)
    out += [card for _, card, _ in st.placing]
    return out


def hidden_card_ids(st: State, seat: int | None) -> set[int]:
    """Cards ``seat`` may not see: other hands (with any sealed bid in them), the draw pile and the
    face-down property pile (except the card just sent under it, which everyone saw)."""
    hidden = set(st.draw)
    hidden.update(st.props)
    if st.last_auction is not None:
        hidden.discard(st.last_auction["card"])
    for s, hand in enumerate(st.hands):
        if s != seat:
            hidden.update(hand)
    return hidden
