"""Rebuild a full state from one seat's view, sampling the hidden cards (for the search bot)."""
import random

from game.bid.cards import COLOR_INDEX, DRAW_PILE_IDS, KIND, MONEY, PROPERTY_IDS, VALUE
from game.bid.collection import SET_CARDS, new_set
from game.bid.options import Options
from game.bid.state import State
from game.bid.turn import STEP_LIMIT, clear_auction, finalize
from game.bid.view_types import BidCard, BidView, LastAuction
from game.core.outcome import Outcome


def _ids(cards: list[BidCard] | None) -> list[int]:
    return [c["id"] for c in cards or []]


def _take_value(pool: list[int], value: int) -> int:
    for i, c in enumerate(pool):
        if KIND[c] == MONEY and VALUE[c] == value:
            return pool.pop(i)
    raise ValueError(f"no unseen {value}M card left to match a revealed bid")


def _restore_phase(st: State, view: BidView, seat: int) -> None:
    pending = view["pending"]
    st.window = None
    clear_auction(st)
    if pending is None:
        return
    if pending["type"] == "nope_window":
        st.window = {"kind": pending["action"], "card": pending["card"]["id"],
                     "color": COLOR_INDEX[pending["color"]] if pending["color"] else -1,
                     "target": pending["target"]["id"] if pending["target"] else -1,
                     "victim": pending["victim"] if pending["victim"] is not None else -1,
                     "nopes": _ids(pending["nopes"]), "nopers": list(pending["nopers"]),
                     "passed": list(pending["passed"])}
    elif pending["type"] in ("bid", "raise"):
        st.auction_card = pending["card"]["id"]
        st.bidders = list(pending["bidders"])
        for s in pending["done"]:
            st.done[s] = True
        if seat in st.bidders:
            st.bids[seat] = _ids(view["bid"])
            st.locked[seat] = view["bid_locked"]
            st.toggles[seat] = STEP_LIMIT - pending["toggles_left"]


def _returned_bids(last: LastAuction | None) -> dict[int, list[int]]:
    """Money values each losing bidder of the last reveal took back into its hand, by seat."""
    if last is None:
        return {}
    return {b["seat"]: list(b["values"]) for b in last["bids"] if b["seat"] != last["winner"]}


def _deal_hidden(st: State, view: BidView, seat: int, rng: random.Random) -> None:
    """Others' hands and the draw pile from the unseen draw-pile cards; a raise round's revealed
    bids and the bids losers took back from the last auction are matched with unseen money of
    the same values; others' sealed bids are guessed."""
    seen = set(_ids(view["hand"])) | set(st.discard)
    for owned in st.sets:
        for s in owned:
            seen.update(s[SET_CARDS:])
    if st.window is not None:
        seen.add(st.window["card"])
        seen.update(st.window["nopes"])
    seen.update(card for _, card, _ in st.placing)
    pool = [c for c in DRAW_PILE_IDS if c not in seen]
    rng.shuffle(pool)
    st.hands[seat] = _ids(view["hand"])
    others = [p for p in view["players"] if p["seat"] != seat]
    # Match every revealed bid before filling any hand at random: a random fill could otherwise
    # use up the last unseen card of a value that a later seat has revealed. A seat that lost the
    # last auction took its bid back, and money leaves a hand only by winning one: those values
    # are still in its hand.
    returned = _returned_bids(view["last_auction"])
    hands: dict[int, list[int]] = {}
    for p in others:
        revealed = p["revealed_bid"]
        values = revealed["values"] if revealed else returned.get(p["seat"], [])
        hands[p["seat"]] = [_take_value(pool, v) for v in values]
        if revealed:
            st.bids[p["seat"]] = hands[p["seat"]][:]
            st.locked[p["seat"]] = len(hands[p["seat"]])
    for p in others:
        other = p["seat"]
        hand = hands[other]
        revealed = p["revealed_bid"]
        while len(hand) < p["hand_count"]:
            hand.append(pool.pop())
        st.hands[other] = hand
        if p["has_bid"] and not revealed:
            st.bids[other] = [c for c in hand if KIND[c] == MONEY and rng.random() < 0.5]
    st.draw = pool
    known = {c for p in st.sets for s in p for c in s[SET_CARDS:]}
    if st.auction_card is not None:
        known.add(st.auction_card)
    known.update(card for _, card, _ in st.placing)
    props = [c for c in PROPERTY_IDS if c not in known]
    rng.shuffle(props)
    last = view["last_auction"]
    if last is not None and last["card"]["id"] in props:
        props.remove(last["card"]["id"])
        props.insert(0, last["card"]["id"])
    st.props = props


def determinize(view: BidView, seat: int, seed: int) -> State:
    """A complete state consistent with ``view`` (what ``seat`` knows), hidden cards sampled with
    ``seed``; ``legal_actions(result, seat)`` equals the real state's for that seat."""
    rng = random.Random(seed)
    n = len(view["players"])
    st = State()
    st.num_players = n
    st.seed = seed
    st.rng_counter = 0
    st.options = Options.from_json(view["options"])
    st.host = view["host"]
    st.round = view["round"]
    st.phase = view["phase"]
    st.hands = [[] for _ in range(n)]
    st.discard = list(view["discard_ids"])
    st.sets = [[new_set(COLOR_INDEX[s["color"]], _ids(s["cards"])) for s in p["sets"]]
               for p in view["players"]]
    st.reauctions_left = view["reauctions_left"]
    st.actions_left = view["actions_left"]
    st.changed = view["changed_this_round"]
    st.quiet = view["quiet_rounds"]
    st.offers_left = [p["offers_left"] for p in view["players"]]
    last = view["last_auction"]
    st.last_auction = None if last is None else {
        "card": last["card"]["id"], "bids": [{**b, "values": list(b["values"])} for b in last["bids"]],
        "winner": last["winner"], "result": last["result"]}
    offer = view["offer"]
    st.offer = None if offer is None else {"from": offer["from"], "to": offer["to"],
                                           "give": _ids(offer["give"]), "take": _ids(offer["take"])}
    st.drafts = [None] * n
    for p in view["players"]:
        if p["drafting"]:
            st.drafts[p["seat"]] = {"to": (p["seat"] + 1) % n, "give": [], "take": [], "steps": 0}
    draft = view["draft"]
    if draft is not None:
        st.drafts[seat] = {"to": draft["to"], "give": _ids(draft["give"]),
                           "take": _ids(draft["take"]), "steps": STEP_LIMIT - draft["steps_left"]}
    st.placing = [[p["seat"], p["card"]["id"], COLOR_INDEX[p["color"]]] for p in view["placing"]]
    st.resume = view["place_resume"]
    st.outcome = Outcome.from_json(view["outcome"])
    _restore_phase(st, view, seat)
    _deal_hidden(st, view, seat, rng)
    finalize(st, [])
    return st
