"""Strict checks of a Monopoly Bid state read from JSON (see ``game.core.loading``): every field's
type and range, every card exactly once in a zone that may hold it, and ``to_act`` equal to what
the rest of the state says. ``check`` raises ``CorruptSave`` naming the first problem."""

from game.bid.cards import ACTION_KINDS, COLOR, COLORS, DECK_SIZE, KIND, MONEY, NAME, PROPERTY, WILD
from game.bid.collection import SET_CARDS, SET_COLOR
from game.bid.options import Options
from game.core.loading import (
    Fields,
    check_cards_once,
    check_events,
    check_int,
    check_ints,
    check_list,
    check_options,
    check_outcome,
    fail,
)

PHASES = ("host", "window", "bid", "raise", "place", "over")
FIELDS = ("num_players", "seed", "rng_counter", "options", "host", "round", "phase", "draw",
          "discard", "props", "hands", "sets", "window", "auction_card", "bidders", "bids",
          "locked", "done", "toggles", "reauctions_left", "last_auction", "drafts", "offer",
          "offers_left", "actions_left", "changed", "placing", "resume", "quiet", "outcome",
          "to_act", "events")
WINDOW_FIELDS = ("kind", "card", "color", "target", "victim", "nopes", "nopers", "passed")
BIG = 10 ** 9
TOP = DECK_SIZE - 1


def check(data: object) -> None:
    """Raise ``CorruptSave`` unless ``data`` is a real Monopoly Bid state (as ``to_json`` wrote)."""
    f = Fields(data, "state", FIELDS)
    n = f.num("num_players", 2, 5)
    seat = n - 1
    f.num("seed", -BIG * BIG, BIG * BIG)
    f.num("rng_counter", 0, BIG)
    check_options(f.raw("options"), "state.options", Options)
    f.num("host", 0, seat)
    f.num("round", 1, BIG)
    phase = f.choice("phase", PHASES)
    zones = [("state.draw", f.ints("draw", 0, TOP)), ("state.discard", f.ints("discard", 0, TOP)),
             ("state.props", f.ints("props", 0, TOP))]
    _only(zones[2], (PROPERTY,))
    hands = [check_int_list(h, f"state.hands[{i}]") for i, h in enumerate(f.seq("hands", n))]
    for i, hand in enumerate(hands):
        zones.append((f"state.hands[{i}]", hand))
        _only(zones[-1], (MONEY, *ACTION_KINDS))
    for i, sets in enumerate(f.seq("sets", n)):
        zones.append((f"state.sets[{i}]", _sets(sets, f"state.sets[{i}]")))
    window = f.raw("window")
    if window is not None:
        w = f.obj("window", WINDOW_FIELDS)
        w.choice("kind", ("wild", "steal", "draw2"))
        nopes = w.ints("nopes", 0, TOP)
        zones.append(("state.window", [w.num("card", 0, TOP), *nopes]))
        w.num("color", -1, len(COLORS) - 1)
        w.num("target", -1, TOP)
        w.num("victim", -1, seat)
        w.ints("nopers", 0, seat, len(nopes))
        w.ints("passed", 0, seat)
    auction = f.raw("auction_card")
    if auction is not None:
        zones.append(("state.auction_card", [f.num("auction_card", 0, TOP)]))
        _only(zones[-1], (PROPERTY,))
    f.ints("bidders", 0, seat)
    bids = [check_int_list(b, f"state.bids[{i}]") for i, b in enumerate(f.seq("bids", n))]
    for i, bid in enumerate(bids):
        if any(c not in hands[i] or KIND[c] != MONEY for c in bid):
            raise fail(f"state.bids[{i}]", "a bid holds only money cards from the bidder's hand")
    f.ints("locked", 0, 200, n)
    for i, done in enumerate(f.seq("done", n)):
        if type(done) is not bool:
            raise fail(f"state.done[{i}]", "expected true or false")
    f.ints("toggles", 0, BIG, n)
    f.num("reauctions_left", -1, 28)
    _last_auction(f.raw("last_auction"), n)
    for i, draft in enumerate(f.seq("drafts", n)):
        if draft is not None:
            d = Fields(draft, f"state.drafts[{i}]", ("to", "give", "take", "steps"))
            d.num("to", 0, seat)
            d.ints("give", 0, TOP)
            d.ints("take", 0, TOP)
            d.num("steps", 0, BIG)
    if f.raw("offer") is not None:
        offer = f.obj("offer", ("from", "to", "give", "take"))
        offer.num("from", 0, seat)
        offer.num("to", 0, seat)
        offer.ints("give", 0, TOP)
        offer.ints("take", 0, TOP)
    f.ints("offers_left", 0, 100, n)
    f.num("actions_left", 0, 1000)
    f.flag("changed")
    placing = [check_int_list(q, f"state.placing[{i}]", 3) for i, q in enumerate(f.seq("placing"))]
    for i, (owner, _card, color) in enumerate(placing):
        check_int(owner, f"state.placing[{i}][0]", 0, seat)
        check_int(color, f"state.placing[{i}][2]", 0, len(COLORS) - 1)
    zones.append(("state.placing", [card for _, card, _ in placing]))
    _only(zones[-1], (PROPERTY, WILD))
    if f.raw("resume") is not None:
        f.choice("resume", ("host", "window", "bid", "raise", "end_round"))
    f.num("quiet", 0, 100)
    check_outcome(f.raw("outcome"), "state.outcome", n)
    f.ints("to_act", 0, seat)
    check_events(f.raw("events"), "state.events", n)
    check_cards_once(zones, DECK_SIZE)
    _check_phase(f, phase, window, auction, placing)



def check_int_list(value: object, where: str, length: int | None = None) -> list[int]:
    return check_ints(value, where, -BIG, BIG, length)


def _only(zone: tuple[str, list[int]], kinds: tuple[int, ...]) -> None:
    where, cards = zone
    for card in cards:
        if 0 <= card <= TOP and KIND[card] not in kinds:
            raise fail(where, f"{NAME[card]} (card {card}) cannot be there")


def _sets(value: object, where: str) -> list[int]:
    cards: list[int] = []
    for i, st in enumerate(check_list(value, where)):
        at = f"{where}[{i}]"
        st = check_int_list(st, at)
        if len(st) <= SET_CARDS:
            raise fail(at, "a set is [colour, card, ...] with at least one card")
        color = check_int(st[SET_COLOR], f"{at}[{SET_COLOR}]", 0, len(COLORS) - 1)
        for card in st[SET_CARDS:]:
            check_int(card, at, 0, TOP)
            if KIND[card] not in (PROPERTY, WILD) or KIND[card] == PROPERTY and COLOR[card] != color:
                raise fail(at, f"{NAME[card]} cannot be in a {COLORS[color]} set")
        cards.extend(st[SET_CARDS:])
    return cards


def _last_auction(value: object, n: int) -> None:
    if value is None:
        return
    last = Fields(value, "state.last_auction", ("card", "bids", "winner", "result"))
    last.num("card", 0, TOP)
    for i, entry in enumerate(last.seq("bids")):
        e = Fields(entry, f"state.last_auction.bids[{i}]", ("seat", "total", "values"))
        e.num("seat", 0, n - 1)
        e.num("total", 0, 10_000)
        e.ints("values", 1, 5)
    if last.raw("winner") is not None:
        last.num("winner", 0, n - 1)
    last.choice("result", ("won", "no bids", "tie"))


def _check_phase(f: Fields, phase: str, window: object, auction: object, placing: list[list[int]]) -> None:
    """The phase must agree with the pending decision, and ``to_act`` with the rest."""
    outcome = f.raw("outcome")
    if (phase == "over") != (outcome is not None):
        raise fail("state.phase", "a finished game must have phase 'over' and an outcome, "
                                  "a running one neither")
    in_window = phase == "window" or phase == "place" and f.raw("resume") == "window"
    if phase != "over" and in_window != (window is not None):   # a win may end a game mid-window
        raise fail("state.phase", "a Nope! window is open exactly in phase 'window' (or while a "
                                  "card received during it is placed)")
    if phase in ("bid", "raise") and auction is None:
        raise fail("state.phase", f"phase {phase!r} with no property on auction")
    if (phase == "place") != bool(placing) or (phase == "place") != (f.raw("resume") is not None):
        raise fail("state.phase", "cards wait for a set exactly in phase 'place'")
