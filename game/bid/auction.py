"""The auction: sealed simultaneous bids built card by card, the reveal, ties (raise round by
default, or re-auction with the ``tie_reauction`` variant), and the winner paying."""
from typing import assert_never

from game.bid.actions import AddToBid, ConfirmBid, RemoveFromBid
from game.bid.cards import COLOR, KIND, MONEY, NAME, VALUE
from game.bid.receive import receive, settle
from game.bid.state import AuctionRecord, State
from game.bid.turn import STEP_LIMIT, clear_auction, end_round
from game.core.actions import Action
from game.core.events import Event, ShownBid


def bid_actions(st: State, seat: int) -> list[Action]:
    """Toggle money cards (one action per distinct value) and confirm."""
    hand = st.hands[seat]
    bid = st.bids[seat]
    acts: list[Action] = []
    if st.toggles[seat] < STEP_LIMIT:
        seen = 0
        for c in hand:
            if KIND[c] == MONEY and not (seen >> VALUE[c]) & 1 and c not in bid:
                seen |= 1 << VALUE[c]
                acts.append(AddToBid(seat, c))
        seen = 0
        for c in bid[st.locked[seat]:]:
            if not (seen >> VALUE[c]) & 1:
                seen |= 1 << VALUE[c]
                acts.append(RemoveFromBid(seat, c))
    acts.append(ConfirmBid(seat, sum(VALUE[c] for c in bid)))
    return acts


def start_auction(st: State, events: list[Event]) -> None:
    """The host turns over the top property; a turn re-auctions at most as many times as the pile
    then holds (``tie_reauction``)."""
    st.reauctions_left = len(st.props) - 1
    _auction_next(st, events)


def _auction_next(st: State, events: list[Event]) -> None:
    card = st.props.pop()
    clear_auction(st)
    st.auction_card = card
    events.append(Event("auction", f"{{p{st.host}}} turns over {NAME[card]} for auction",
                        {"cards": [card], "from": "property_pile", "to": "auction"}))
    st.bidders = [s for s in range(st.num_players) if any(KIND[c] == MONEY for c in st.hands[s])]
    st.phase = "bid"
    if not st.bidders:
        _reveal(st, events)


def play_bid(st: State, action: AddToBid | RemoveFromBid | ConfirmBid, events: list[Event]) -> None:
    seat = action.seat
    match action:
        case AddToBid():
            st.bids[seat].append(action.card)
            st.toggles[seat] += 1
        case RemoveFromBid():
            st.bids[seat].remove(action.card)
            st.toggles[seat] += 1
        case ConfirmBid():
            st.done[seat] = True
            total = action.total
            events.append(Event("sealed", f"{{p{seat}}} is ready", {"seat": seat},
                                {seat: f"You bid {total}M" if total else "You do not bid"}))
            if all(st.done[s] for s in st.bidders):
                _reveal(st, events)
        case _:
            assert_never(action)


def _entry(st: State, seat: int) -> ShownBid:
    values = sorted((VALUE[c] for c in st.bids[seat]), reverse=True)
    return {"seat": seat, "total": sum(values), "values": values}


def _reveal(st: State, events: list[Event]) -> None:
    """All sealed bids are in: show them and settle the auction."""
    raising = st.phase == "raise"
    card = st.auction_card
    assert card is not None
    entries = [_entry(st, s) for s in st.bidders]
    shown = [e for e in entries if e["total"]]
    text = ", ".join(f"{{p{e['seat']}}} {e['total']}M" for e in shown) or "nobody bids"
    events.append(Event("reveal", f"{'Raises' if raising else 'Bids'} revealed for {NAME[card]}: "
                        f"{text}", {"card": card, "bids": shown, "raise": raising}))
    record: AuctionRecord = {"card": card, "bids": shown, "winner": None, "result": "no bids"}
    if not shown:
        st.last_auction = record
        _to_bottom(st, events, "nobody bids")
        end_round(st, events)
        return
    best = max(e["total"] for e in shown)
    top = [e["seat"] for e in shown if e["total"] == best]
    if len(top) == 1:
        _win(st, top[0], record, events)
        return
    record["result"] = "tie"
    st.last_auction = record
    if raising:
        _to_bottom(st, events, "the tie remains after the raise")
        end_round(st, events)
    elif st.options.tie_reauction:
        _to_bottom(st, events, "a tie")
        if st.reauctions_left > 0:
            st.reauctions_left -= 1
            _auction_next(st, events)
        else:
            end_round(st, events)
    else:
        _open_raise(st, top, events)


def _open_raise(st: State, tied: list[int], events: list[Event]) -> None:
    n = st.num_players
    st.phase = "raise"
    st.bidders = tied
    st.locked = [len(st.bids[s]) if s in tied else 0 for s in range(n)]
    st.bids = [st.bids[s] if s in tied else [] for s in range(n)]
    st.done = [False] * n
    st.toggles = [0] * n
    names = " and ".join(f"{{p{s}}}" for s in tied)
    events.append(Event("tie", f"Tie! {names} may each secretly add money to their bid",
                        {"seats": list(tied)}))


def _to_bottom(st: State, events: list[Event], why: str) -> None:
    card = st.auction_card
    assert card is not None
    st.props.insert(0, card)
    st.auction_card = None
    events.append(Event("unsold", f"{NAME[card]} goes to the bottom of the property pile ({why}); "
                        "all money goes back", {"cards": [card], "from": "auction",
                                                "to": "property_pile"}))


def _win(st: State, seat: int, record: AuctionRecord, events: list[Event]) -> None:
    card = st.auction_card
    assert card is not None
    paid = st.bids[seat]
    hand = st.hands[seat]
    for c in paid:
        hand.remove(c)
    st.discard.extend(paid)
    record["winner"] = seat
    record["result"] = "won"
    st.last_auction = record
    st.changed = True
    total = sum(VALUE[c] for c in paid)
    events.append(Event("pay", f"{{p{seat}}} pays {total}M", {"cards": list(paid),
                                                              "from": f"hand:{seat}",
                                                              "to": "discard"}))
    events.append(Event("won", f"{{p{seat}}} wins {NAME[card]} for {total}M",
                        {"cards": [card], "from": "auction", "to": f"sets:{seat}"}))
    clear_auction(st)
    receive(st, seat, card, COLOR[card])
    settle(st, events, "end_round")
