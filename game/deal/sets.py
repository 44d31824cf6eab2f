"""Property sets on a player's table: completeness, rent, placing and removing cards.

A set is one list ``[colour, house, hotel, card, ...]`` (house/hotel: a card id or
``NO_BUILDING``), read through the names of its places: ``st[COLOR]``, ``st[HOUSE]``,
``st[HOTEL]``, ``st[CARDS:]`` (the properties), ``card_count(st)``, ``held(st)`` and made by
``new_set``. It stays a plain list because the state's JSON holds it as it is (every save and
golden hashes that text) and because cloning and the move generator copy millions of them.
A table is a list of sets. These helpers mutate the lists they are given (callers work on a clone).
"""
from collections.abc import Iterable
from functools import lru_cache

from game.deal import numbers
from game.deal.cards import BUILDABLE, IS_MULTI, RENT, SET_SIZE
from game.deal.state import PropSet, SetTuple

Table = list[PropSet]
COLOR, HOUSE, HOTEL, CARDS = 0, 1, 2, 3     # the places of a set
NO_BUILDING = -1


def new_set(color: str, cards: Iterable[int], house: int = NO_BUILDING, hotel: int = NO_BUILDING) -> PropSet:
    """A set of ``color`` holding ``cards`` (and the buildings given)."""
    return [color, house, hotel, *cards]


def card_count(st: PropSet) -> int:
    """How many properties (wildcards included) the set holds."""
    return len(st) - CARDS


def held(st: PropSet) -> list[int]:
    """Every card of the set: its house, its hotel, then its properties."""
    return [c for c in st[HOUSE:] if c >= 0]


def is_complete(st: PropSet) -> bool:
    """True when the set holds as many cards as its colour's set size and at least one card that
    is not a multi-colour wild (multi-colour wilds alone never make a set)."""
    return len(st) - CARDS >= SET_SIZE[st[COLOR]] and not multi_only(st)


def multi_only(st: PropSet) -> bool:
    """True when every card of the set is a multi-colour wild: no property of its colour."""
    return all(IS_MULTI[c] for c in st[CARDS:])


def set_rent(st: PropSet) -> int:
    """Rent this set charges: ladder value for its card count plus buildings on a complete set;
    nothing for a set of multi-colour wilds alone."""
    n = len(st) - CARDS
    if n <= 0 or multi_only(st):
        return 0
    ladder = RENT[st[COLOR]]
    rent = ladder[min(n, len(ladder)) - 1]
    if n >= len(ladder):
        if st[HOUSE] >= 0:
            rent += numbers.HOUSE_RENT
        if st[HOTEL] >= 0:
            rent += numbers.HOTEL_RENT
    return rent


def best_rent(table: Table, color: str) -> int:
    """The rent the owner can charge for ``color``: the best of their sets of that colour."""
    best = 0
    for st in table:
        if st[COLOR] == color:
            r = set_rent(st)
            if r > best:
                best = r
    return best


def complete_colors(table: Table) -> set[str]:
    """Colours in which the table holds at least one complete set."""
    return {st[COLOR] for st in table if is_complete(st)}


def has_won(table: Table) -> bool:
    """``numbers.SETS_TO_WIN`` complete sets of different colours."""
    full = 0
    for st in table:                # cheap first: are there even three sets of full size?
        if len(st) - CARDS >= SET_SIZE[st[COLOR]]:
            full += 1
    need = numbers.SETS_TO_WIN
    return full >= need and len(complete_colors(table)) >= need


def find_set(table: Table, card: int) -> int:
    """Index of the set holding ``card`` (as a property or a building), or -1."""
    for i, st in enumerate(table):
        if card in st[CARDS:] or st[HOUSE] == card or st[HOTEL] == card:
            return i
    return -1


def set_index(table: Table, color: str, nth: int) -> int:
    """Index in ``table`` of its ``nth`` set of ``color`` (counting from 0)."""
    left = nth
    for i, st in enumerate(table):
        if st[COLOR] == color:
            if left == 0:
                return i
            left -= 1
    raise IndexError(f"the table has no {color} set number {nth}")


def open_set(table: Table, color: str, card: int) -> int:
    """Index of the first set of ``color`` that ``card`` may join, or -1: a set with room, which
    for a multi-colour wild must hold another card that is not a multi-colour wild."""
    size = SET_SIZE[color]
    multi = IS_MULTI[card]
    for i, st in enumerate(table):
        if st[COLOR] == color and len(st) - CARDS < size and not (multi and multi_only(st)):
            return i
    return -1


def multi_colors(table: Table, exclude: int = -1) -> list[str]:
    """Colours a multi-colour wild may join: a set with room holding another card than
    ``exclude`` that is not itself a multi-colour wild."""
    out = []
    for st in table:
        color = st[COLOR]
        if (len(st) - CARDS < SET_SIZE[color] and color not in out
                and any(c != exclude and not IS_MULTI[c] for c in st[CARDS:])):
            out.append(color)
    return out


def rent_colors(table: Table, colors: Iterable[str]) -> list[str]:
    """Those of ``colors`` that a rent card may charge for: the owner holds a set of that colour
    with at least one card that is not a multi-colour wild."""
    return [c for c in colors if any(st[COLOR] == c and not multi_only(st) for st in table)]


def add_card(table: Table, card: int, color: str) -> None:
    """Put ``card`` into the first set of ``color`` it may join (``open_set``), or start a new set."""
    i = open_set(table, color, card)
    if i >= 0:
        table[i].append(card)
    else:
        table.append(new_set(color, (card,)))


def settle(table: Table, bank: list[int]) -> None:
    """Drop empty sets; buildings on a set that is not complete (or a hotel with no house)
    go to the owner's bank."""
    for st in table:
        settle_set(st, bank)
    table[:] = [st for st in table if len(st) > CARDS]


def settle_set(st: PropSet, bank: list[int]) -> None:
    """Move to ``bank`` the buildings ``st`` may not carry (see ``settle``)."""
    if st[HOUSE] < 0 and st[HOTEL] < 0:
        return
    if not is_complete(st) or st[COLOR] not in BUILDABLE:
        for b in (HOUSE, HOTEL):
            if st[b] >= 0:
                bank.append(st[b])
                st[b] = NO_BUILDING
    elif st[HOUSE] < 0 and st[HOTEL] >= 0:
        bank.append(st[HOTEL])
        st[HOTEL] = NO_BUILDING


def remove_card(table: Table, card: int) -> None:
    """Take a property or building off the table (call ``settle`` afterwards)."""
    for st in table:
        if st[HOUSE] == card:
            st[HOUSE] = NO_BUILDING
            return
        if st[HOTEL] == card:
            st[HOTEL] = NO_BUILDING
            return
        if card in st[CARDS:]:
            st.remove(card)
            return
    raise ValueError(f"card {card} is not on this table")


def set_key(st: PropSet) -> str:
    """One set's part of ``arrangement_key``."""
    return _set_key(tuple(st))


@lru_cache(maxsize=8192)
def _set_key(st: SetTuple) -> str:
    # Cached: the move generator asks for the keys of the same few sets over and over.
    return f"{st[COLOR]}:{st[HOUSE]}:{st[HOTEL]}:" + ",".join(map(str, sorted(st[CARDS:])))


def arrangement_key(table: Table) -> str:
    """The table's arrangement as text, independent of set order (for the no-repeat rule)."""
    return "|".join(sorted(set_key(st) for st in table))


def key_after_move(table: Table, keys: list[str], where: dict[int, int], card: int, color: str,
                   dest: int) -> str:
    """``arrangement_key(moved(table, card, color, dest, []))`` without copying the table: only
    the two sets the move touches are rebuilt (``keys``: ``set_key`` of each set of ``table``;
    ``where``: the index of each card's set)."""
    out: list[str | None] = list(keys)
    src = where[card]
    out[src] = _key_without(tuple(table[src]), card)
    if dest < 0:
        out.append(set_key(new_set(color, (card,))))
    else:
        j = set_index(table, color, dest)
        out[j] = _key_with(tuple(table[j]), card)
    if out[src] is None:
        del out[src]
    return "|".join(sorted(k for k in out if k is not None))


@lru_cache(maxsize=8192)
def _key_without(st: SetTuple, card: int) -> str | None:
    """``set_key`` of set ``st`` once ``card`` has left it (None if it is then empty)."""
    left = [*st[:CARDS], *(c for c in st[CARDS:] if c != card)]
    settle_set(left, [])
    return set_key(left) if len(left) > CARDS else None


@lru_cache(maxsize=8192)
def _key_with(st: SetTuple, card: int) -> str:
    """``set_key`` of set ``st`` once ``card`` has joined it."""
    grown = [*st, card]
    settle_set(grown, [])
    return set_key(grown)


def moved(table: Table, card: int, color: str, dest: int, bank: list[int]) -> Table:
    """A copy of ``table`` after moving ``card`` to the ``dest``-th set of ``color`` (-1: a new
    set); buildings of a set that stops being complete go to ``bank``."""
    out = [st[:] for st in table]
    target = None if dest < 0 else out[set_index(out, color, dest)]
    remove_card(out, card)
    if target is None:
        out.append(new_set(color, (card,)))
    else:
        target.append(card)
    settle(out, bank)
    return out
