"""What one seat may see of a Monopoly Bid game (``seat=None``: a spectator, public only).

View format (JSON-ready dict; every card object is ``cards.card_object``: ``id``, ``kind``
("property" | "money" | "wild" | "action"), ``name``, ``value``, ``colors``, plus ``set_size`` for
properties, ``action`` ("wild" | "steal" | "draw2" | "nope") for action cards, and ``as_color`` for
a Wild! placed in a set):

- ``game``: "bid"; ``you``: seat or null; ``options``: {"tie_reauction", "no_trading", "max_rounds"}
- ``hand``: own hand (card objects, state order); spectator []
- ``bid``: own sealed bid while bidding (card objects, including the locked, already revealed cards
  in a raise round; ``bid_locked`` says how many of them are locked), else null
- ``players``: per seat {"seat", "hand_count", "is_host", "sets": [{"color", "color_name", "size",
  "cards": [...], "complete"}], "complete_sets", "property_count", "bidding" (takes part in the
  current bid step), "has_bid" (has confirmed it; never what), "revealed_bid" (raise round only:
  {"total", "values"} of the tied first bid, else null), "offers_left", "drafting" (is building a
  trade offer; its content stays private)}
- ``host``, ``round``, ``phase`` ("host" | "window" | "bid" | "raise" | "place" | "over"),
  ``to_act``
- ``property_count`` (cards in the property pile), ``auction_card`` (card object or null),
  ``draw_count``, ``discard_count``, ``discard_top`` (card object of the face-up top discard, or
  null), ``discard_ids`` (the whole face-up discard pile as plain ids, bottom first; as in Deal)
- ``actions_left`` (action cards the host may still play this turn), ``reauctions_left``,
  ``changed_this_round`` (a property changed owner this round: stalemate watch), ``quiet_rounds``
  (rounds in a row ended with the property pile empty and nothing changing owner; at one per
  seat the game ends)
- ``placing``: received cards waiting for their owner to choose a set, first one being chosen now
  ([{"seat", "card", "color"}]); ``place_resume``: what follows the placing (a phase or
  "end_round"), else null
- ``pending``: null when over, else one of
  {"type": "host_actions", "seat"} |
  {"type": "nope_window", "action": "wild"|"steal"|"draw2", "by": host, "card", "color",
   "target", "victim", "depth" (Nope! cards played so far), "nopes", "nopers", "waiting", "passed"} |
  {"type": "bid" | "raise", "card", "bidders", "done", "revealed": [{"seat", "total", "values"}]} |
  {"type": "place", "seat", "card", "color"} (the seat chooses which of its sets the card joins)
  plus, for the viewer while bidding, "toggles_left".
- ``offer``: the open trade offer (public) {"from", "to", "give": [cards], "take": [cards]} or null
- ``draft``: own offer being built {"to", "give", "take", "steps_left"} or null
- ``last_auction``: result of the last reveal {"card", "bids": [{"seat", "total", "values"}],
  "winner", "result": "won" | "no bids" | "tie"} or null (the paid cards' ids are in the events)
- ``events``: the last play's events, redacted for the viewer; ``outcome``: null or
  {"winners", "reason"}
"""
from typing import Any

from game.bid.cards import COLOR_NAMES, COLORS, KIND, SIZE_OF, VALUE, WILD, card_object
from game.bid.collection import is_complete
from game.bid.state import State
from game.bid.turn import STEP_LIMIT, window_waiting
from game.core.events import redact_events


def _set_view(s: list[int]) -> dict[str, Any]:
    color = COLORS[s[0]]
    cards = []
    for c in s[1:]:
        obj = card_object(c)
        if KIND[c] == WILD:
            obj["as_color"] = color
        cards.append(obj)
    return {"color": color, "color_name": COLOR_NAMES[color], "size": SIZE_OF[s[0]],
            "cards": cards, "complete": is_complete(s)}


def _revealed(st: State, seat: int) -> dict[str, Any]:
    values = sorted((VALUE[c] for c in st.bids[seat][:st.locked[seat]]), reverse=True)
    return {"seat": seat, "total": sum(values), "values": values}


def _player(st: State, seat: int) -> dict[str, Any]:
    sets = st.sets[seat]
    bidding = st.phase in ("bid", "raise") and seat in st.bidders
    return {
        "seat": seat,
        "hand_count": len(st.hands[seat]),
        "is_host": seat == st.host,
        "sets": [_set_view(s) for s in sets],
        "complete_sets": sum(1 for s in sets if is_complete(s)),
        "property_count": sum(len(s) - 1 for s in sets),
        "bidding": bidding,
        "has_bid": bidding and st.done[seat],
        "revealed_bid": _revealed(st, seat) if bidding and st.phase == "raise" else None,
        "offers_left": st.offers_left[seat],
        "drafting": st.drafts[seat] is not None,
    }


def _pending(st: State, seat: int | None) -> dict[str, Any] | None:
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
    assert st.auction_card is not None
    out: dict[str, Any] = {"type": phase, "card": card_object(st.auction_card), "bidders": list(st.bidders),
           "done": [s for s in st.bidders if st.done[s]],
           "revealed": [_revealed(st, s) for s in st.bidders] if phase == "raise" else []}
    if seat is not None and seat in st.bidders:
        out["toggles_left"] = STEP_LIMIT - st.toggles[seat]
    return out


def _cards_of(offer: dict[str, Any]) -> dict[str, Any]:
    return {"give": [card_object(c) for c in offer["give"]],
            "take": [card_object(c) for c in offer["take"]]}


def view(st: State, seat: int | None) -> dict[str, Any]:
    """The JSON-ready view of ``st`` for ``seat`` (None: spectator)."""
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
                                             **_cards_of(offer)},
        "draft": None if draft is None else {"to": draft["to"], **_cards_of(draft),
                                             "steps_left": STEP_LIMIT - draft["steps"]},
        "last_auction": None if last is None else {
            "card": card_object(last["card"]), "bids": [dict(b, values=list(b["values"]))
                                                         for b in last["bids"]],
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
            out += s[1:]
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
