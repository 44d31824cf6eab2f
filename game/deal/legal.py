"""Legal actions of a seat, phase by phase. Identical hand cards give one action (first id)."""
from typing import cast

from game.core.actions import Action
from game.deal import actions as A
from game.deal.cards import ACTION, BUILDABLE, CARD_COLORS, COLORS, IS_MULTI, KEY, KIND, SET_SIZE, VALUE
from game.deal.resolve import MAX_TOGGLES, payable, place_colors
from game.deal.sets import (
    CARDS,
    COLOR,
    HOTEL,
    HOUSE,
    is_complete,
    key_after_move,
    multi_colors,
    multi_only,
    rent_colors,
    set_key,
)
from game.deal.state import State


def legal_actions(state: State, seat: int) -> list[Action]:
    """Every action ``seat`` may take now ([] if it is not that seat's move)."""
    cache = state.cache
    if cache is not None and cache[0] == seat:
        return list(cache[1])
    to_act = state.to_act
    if seat not in to_act:
        return []
    out = _PHASES[state.phase](state, seat)
    state.cache = (seat, out)
    return list(out)


def _distinct(cards: list[int]) -> list[int]:
    """One card of each kind (by ``KEY``), in hand order."""
    seen = set()
    out = []
    for c in cards:
        k = KEY[c]
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def _play(s: State, seat: int) -> list[Action]:
    out: list[Action] = []
    if s.plays_left > 0:
        _hand_plays(s, seat, out)
    _moves(s, seat, out)
    out.append(A.EndTurn(seat))
    return out


def _hand_plays(s: State, seat: int, out: list[Action]) -> None:
    n = s.num_players
    table = s.tables[seat]
    others = [(seat + i) % n for i in range(1, n)]
    tables = s.tables
    for card in _distinct(s.hands[seat]):
        kind = KIND[card]
        if kind == "property":
            out.append(A.PlayProperty(seat, card, CARD_COLORS[card][0]))
            continue
        if kind == "wild":
            colors = multi_colors(table) if IS_MULTI[card] else CARD_COLORS[card]
            out.extend(A.PlayProperty(seat, card, c) for c in colors)
            continue
        out.append(A.Bank(seat, card))
        act = ACTION[card]
        if act == "" or act == "jsn" or act == "double_rent":
            continue
        if act == "pass_go":
            out.append(A.PassGo(seat, card))
        elif act == "birthday":
            out.append(A.Birthday(seat, card))
        elif act == "debt_collector":
            out.extend(A.DebtCollector(seat, card, o) for o in others)
        elif act == "rent":
            owned = rent_colors(table, CARD_COLORS[card])
            if len(CARD_COLORS[card]) == 2:
                out.extend(A.Rent(seat, card, c, -1) for c in owned)
            else:
                out.extend(A.Rent(seat, card, c, o) for c in owned for o in others)
        elif act == "deal_breaker":
            for o in others:
                out.extend(A.DealBreaker(seat, card, o, st[COLOR], st[CARDS]) for st in tables[o]
                           if is_complete(st))
        elif act == "sly_deal" or (act == "forced_deal" and table):
            cls = A.SlyDeal if act == "sly_deal" else A.ForcedDeal
            for o in others:
                for st in tables[o]:
                    if not is_complete(st):
                        out.extend(cls(seat, card, o, c) for c in st[CARDS:])
        elif act == "house":
            out.extend(A.Build(seat, card, st[COLOR], st[CARDS]) for st in table
                       if st[HOUSE] < 0 and st[COLOR] in BUILDABLE and is_complete(st))
        elif act == "hotel":
            out.extend(A.Build(seat, card, st[COLOR], st[CARDS]) for st in table
                       if st[HOUSE] >= 0 and st[HOTEL] < 0 and is_complete(st))


def _moves(s: State, seat: int, out: list[Action]) -> None:
    """Free rearranging: a card into another set with room of one of its colours, or a wildcard
    to a new set of another colour where that colour has no set with room. No move may bring
    back an arrangement the table already had this turn (that keeps every turn finite)."""
    table = s.tables[seat]
    start = len(out)
    by_color: dict[str, list[int]] = {}
    for j, st in enumerate(table):
        by_color.setdefault(st[COLOR], []).append(j)
    for i, st in enumerate(table):
        for card in st[CARDS:]:
            multi = IS_MULTI[card]
            for color in (COLORS if multi else CARD_COLORS[card]):
                size = SET_SIZE[color]
                has_open = False
                for k, j in enumerate(by_color.get(color, ())):
                    dest = table[j]
                    if len(dest) - CARDS >= size:
                        continue
                    has_open = True
                    if j == i or (multi and multi_only(dest)):
                        continue
                    out.append(A.MoveCard(seat, card, color, k))
                if not (multi or has_open or color == st[COLOR]):
                    out.append(A.MoveCard(seat, card, color, -1))
    if s.seen:
        seen = set(s.seen)
        keys = [set_key(st) for st in table]
        where = {c: i for i, st in enumerate(table) for c in st[CARDS:]}
        moves = cast(list[A.MoveCard], out[start:])      # all appended above
        out[start:] = [m for m in moves
                       if key_after_move(table, keys, where, m.card, m.color, m.dest) not in seen]



def _double(s: State, seat: int) -> list[Action]:
    out: list[Action] = [A.DoubleRent(seat, c) for c in _distinct(s.hands[seat])
                         if ACTION[c] == "double_rent"]
    out.append(A.Charge(seat))
    return out


def _give(s: State, seat: int) -> list[Action]:
    return [A.ForcedGive(seat, c) for st in s.tables[seat] for c in st[CARDS:]]


def _respond(s: State, seat: int) -> list[Action]:
    out: list[Action] = []
    if not (seat == s.turn and s.options.jsn_counts_as_play and s.plays_left <= 0):
        out.extend(A.JustSayNo(seat, c) for c in _distinct(s.hands[seat]) if ACTION[c] == "jsn")
    out.append(A.Accept(seat))
    return out


def _pay(s: State, seat: int) -> list[Action]:
    pay = s.pay
    assert pay is not None
    selected = pay["selected"]
    total = sum(VALUE[c] for c in selected)
    options = payable(s, seat)
    out: list[Action] = []
    if total < pay["amount"]:
        bank = s.banks[seat]
        free_bank = _distinct([c for c in bank if c not in selected])
        out.extend(A.PaySelect(seat, c) for c in free_bank)
        out.extend(A.PaySelect(seat, c) for c in options if c not in selected and c not in bank)
    if pay["toggles"] < MAX_TOGGLES:
        out.extend(A.PayUnselect(seat, c) for c in selected)
    if total >= pay["amount"] or len(selected) == len(options):
        out.append(A.ConfirmPayment(seat))
    return out


def _place(s: State, seat: int) -> list[Action]:
    card = s.place[0][1]
    return [A.PlaceWild(seat, card, c) for c in place_colors(s, seat, card)]


def _discard(s: State, seat: int) -> list[Action]:
    return [A.Discard(seat, c) for c in _distinct(s.hands[seat])]


def _over(s: State, seat: int) -> list[Action]:
    return []


_PHASES = {"play": _play, "double": _double, "give": _give, "respond": _respond, "pay": _pay,
           "place": _place, "discard": _discard, "over": _over}
