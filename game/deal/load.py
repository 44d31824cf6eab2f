"""Strict checks of a Monopoly Deal state read from JSON (see ``game.core.loading``): every field's
type and range, every card exactly once in a zone that may hold it, and a phase that agrees with
the pending decision. ``check`` raises ``CorruptSave`` naming the first problem."""
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
from game.deal.cards import ACTION, CARD_COLORS, COLORS, IS_MULTI, KIND, NAME, deck_ids
from game.deal.options import Options
from game.deal.sets import CARDS, COLOR, HOTEL, HOUSE

PHASES = ("play", "double", "give", "respond", "pay", "place", "discard", "over")
FIELDS = ("num_players", "seed", "rng_counter", "first_player", "turn", "turn_count", "plays_left",
          "phase", "draw", "discard", "hands", "banks", "seen", "tables", "eff", "pay", "place",
          "options", "outcome", "events")
EFF_FIELDS = ("kind", "card", "actor", "targets", "amount", "color", "take", "give", "doubles",
              "depth")
PAY_FIELDS = ("payer", "receiver", "amount", "selected", "toggles")
BIG = 10 ** 9


def check(data: object) -> None:
    """Raise ``CorruptSave`` unless ``data`` (the parsed "state" object) is a real state."""
    f = Fields(data, "state", FIELDS)
    n = f.num("num_players", 2, 6)
    top = len(deck_ids(n)) - 1
    seat = n - 1
    f.num("seed", -BIG * BIG, BIG * BIG)
    f.num("rng_counter", 0, BIG)
    f.num("first_player", 0, seat)
    f.num("turn", 0, seat)
    f.num("turn_count", 0, BIG)
    f.num("plays_left", 0, 3)
    phase = f.choice("phase", PHASES)
    draw = f.ints("draw", 0, top)
    discard = f.ints("discard", 0, top)
    hands = [check_ints(h, f"state.hands[{i}]", 0, top) for i, h in enumerate(f.seq("hands", n))]
    banks = [check_ints(b, f"state.banks[{i}]", 0, top) for i, b in enumerate(f.seq("banks", n))]
    for i, bank in enumerate(banks):
        for card in bank:
            if KIND[card] not in ("money", "action", "rent"):
                raise fail(f"state.banks[{i}]", f"{NAME[card]} (card {card}) cannot be in a bank")
    for i, key in enumerate(f.seq("seen")):
        if not isinstance(key, str):
            raise fail(f"state.seen[{i}]", "expected text")
    tables = [_table(t, f"state.tables[{i}]", top) for i, t in enumerate(f.seq("tables", n))]
    place: list[tuple[int, int]] = []      # [seat, wildcard]
    for i, q in enumerate(f.seq("place")):
        owner, wild = check_list(q, f"state.place[{i}]", 2)
        seat_of = check_int(owner, f"state.place[{i}][0]", 0, seat)
        card = check_int(wild, f"state.place[{i}][1]", 0, top)
        place.append((seat_of, card))
        if KIND[card] != "wild":
            raise fail(f"state.place[{i}]", f"{NAME[card]} is not a wildcard")
    check_options(f.raw("options"), "state.options", Options)
    check_outcome(f.raw("outcome"), "state.outcome", n)
    check_events(f.raw("events"), "state.events", n)
    targets = None if f.raw("eff") is None else _eff(f.obj("eff", EFF_FIELDS), seat, top)
    selected = None if f.raw("pay") is None else _pay(f.obj("pay", PAY_FIELDS), seat, top)
    check_cards_once([("state.draw", draw), ("state.discard", discard)]
                     + [(f"state.hands[{i}]", h) for i, h in enumerate(hands)]
                     + [(f"state.banks[{i}]", b) for i, b in enumerate(banks)]
                     + [(f"state.tables[{i}]", cards) for i, cards in enumerate(tables)]
                     + [("state.place", [card for _, card in place])], top + 1)
    _check_phase(phase, f.raw("outcome"), targets, selected, place)


def _table(value: object, where: str, top: int) -> list[int]:
    """Check one seat's sets; return every card on them (buildings included)."""
    cards: list[int] = []
    for i, st in enumerate(check_list(value, where)):
        at = f"{where}[{i}]"
        st = check_list(st, at)
        if len(st) <= CARDS or st[COLOR] not in COLORS:
            raise fail(at, "a set is [colour, house, hotel, card, ...] with at least one card")
        for b, name in ((HOUSE, "House"), (HOTEL, "Hotel")):
            building = check_int(st[b], f"{at}[{b}]", -1, top)
            if building >= 0:
                if NAME[building] != name:
                    raise fail(at, f"{NAME[building]} is not a {name}")
                cards.append(building)
        for j, item in enumerate(st[CARDS:], CARDS):
            card = check_int(item, f"{at}[{j}]", 0, top)
            if KIND[card] not in ("property", "wild") or st[COLOR] not in CARD_COLORS[card]:
                raise fail(at, f"{NAME[card]} cannot be in a {st[COLOR]} set")
            cards.append(card)
    return cards


def _eff(f: Fields, seat: int, top: int) -> list[int]:
    """Check the targeted action being resolved; return its targets."""
    kind = f.choice("kind", ("rent", "debt", "birthday", "sly", "forced", "breaker"))
    card = f.num("card", 0, top)
    if ACTION[card] not in _ACTION_OF[kind]:
        raise fail(f.at("card"), f"{NAME[card]} is not the card of a {kind} action")
    f.num("actor", 0, seat)
    targets = f.ints("targets", 0, seat)
    f.num("amount", 0, 10_000)
    color = f.raw("color")
    if color != "" and color not in COLORS:
        raise fail(f.at("color"), f"unknown colour {color!r}")
    f.num("take", -1, top)
    f.num("give", -1, top)
    f.num("doubles", 0, 2)
    f.num("depth", 0, 100)
    return targets


_ACTION_OF = {"rent": ("rent",), "debt": ("debt_collector",), "birthday": ("birthday",),
              "sly": ("sly_deal",), "forced": ("forced_deal",), "breaker": ("deal_breaker",)}


def _pay(f: Fields, seat: int, top: int) -> list[int]:
    """Check the payment being chosen; return the cards selected so far."""
    f.num("payer", 0, seat)
    f.num("receiver", 0, seat)
    f.num("amount", 0, 10_000)
    selected = f.ints("selected", 0, top)
    f.num("toggles", 0, BIG)
    return selected


def _check_phase(phase: str, outcome: object, targets: list[int] | None, selected: list[int] | None,
                 place: list[tuple[int, int]]) -> None:
    """The phase must name the decision the rest of the state is waiting for."""
    if (phase == "over") != (outcome is not None):
        raise fail("state.phase", "a finished game must have phase 'over' and an outcome, "
                                  "a running one neither")
    needs = {"double": targets is not None, "give": targets is not None,
             "respond": bool(targets), "pay": selected is not None, "place": bool(place)}
    if phase in needs and not needs[phase]:
        raise fail("state.phase", f"phase {phase!r} without the decision it stands for")
    if phase in ("play", "discard") and (targets is not None or selected is not None or place):
        raise fail("state.phase", f"phase {phase!r} with an action still being resolved")
    if selected is not None and any(IS_MULTI[c] for c in selected):
        raise fail("state.pay.selected", "a multi-colour wild cannot pay")

