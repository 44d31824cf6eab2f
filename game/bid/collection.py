"""Property collections: placing cards into sets, taking them out, completeness and winning.

A set is one list ``[colour index, card, ...]``, read through the names of its places:
``s[SET_COLOR]`` and ``s[SET_CARDS:]`` (made by ``new_set``; a plain list of ints, as the state's
JSON holds it). It never holds more cards than its size, and it is complete only with at least one
real property (a Wild! never joins a set it would complete alone with Wild!s).
"""
from collections.abc import Iterable

from game.bid import numbers
from game.bid.cards import COLOR, KIND, PROPERTY, SIZE_OF, WILD

SET_COLOR, SET_CARDS = 0, 1     # the places of a set


def new_set(color: int, cards: Iterable[int]) -> list[int]:
    """A set of colour index ``color`` holding ``cards``."""
    return [color, *cards]


def is_complete(s: list[int]) -> bool:
    """Whether a set holds as many cards as its colour's size, one of them a real property."""
    return len(s) - SET_CARDS == SIZE_OF[s[SET_COLOR]] and any(KIND[c] == PROPERTY for c in s[SET_CARDS:])


def can_join(s: list[int], card: int, color: int) -> bool:
    """Whether ``card`` (a property, or a Wild! of ``color``) may join set ``s``: same colour, room
    left, and a Wild! never fills a set with Wild! cards alone."""
    n = len(s) - SET_CARDS
    size = SIZE_OF[color]
    if s[SET_COLOR] != color or n >= size:
        return False
    return not (KIND[card] == WILD and n == size - 1 and all(KIND[c] == WILD for c in s[SET_CARDS:]))


def places(sets: list[list[int]], card: int, color: int) -> list[int]:
    """Where ``card`` may go, as set numbers among the sets of ``color`` (1, 2, ...; 0 = a new set).
    One set that can take it: that one. None: a new set. Several: the player chooses among them
    or starts a new set."""
    out = []
    number = 0
    for s in sets:
        if s[SET_COLOR] == color:
            number += 1
            if can_join(s, card, color):
                out.append(number)
    if len(out) != 1:
        out.append(0)
    return out


def place_at(sets: list[list[int]], card: int, color: int, number: int) -> None:
    """Put ``card`` into the ``number``-th set of ``color`` (0: start a new set)."""
    if number == 0:
        sets.append(new_set(color, (card,)))
        return
    [s for s in sets if s[SET_COLOR] == color][number - 1].append(card)


def place(sets: list[list[int]], card: int, color: int) -> None:
    """Put ``card`` (a property, or a Wild! of ``color``) into the fullest set that can take it,
    or start a new set of that colour."""
    best = None
    for s in sets:
        if can_join(s, card, color) and (best is None or len(s) > len(best)):
            best = s
    if best is None:
        sets.append(new_set(color, (card,)))
    else:
        best.append(card)


def find(sets: list[list[int]], card: int) -> list[int] | None:
    """The set holding ``card``, or None."""
    for s in sets:
        # s[SET_COLOR] is a colour index, which may equal a card id: search the cards only.
        if card in s and (s[SET_COLOR] != card or card in s[SET_CARDS:]):
            return s
    return None


def remove(sets: list[list[int]], card: int) -> int:
    """Take ``card`` out of its set (dropping the set if it empties); return the set's colour."""
    s = find(sets, card)
    assert s is not None
    s.pop(s.index(card, SET_CARDS))
    if len(s) == SET_CARDS:
        sets.remove(s)
    return s[SET_COLOR]


def loose_cards(sets: list[list[int]]) -> list[int]:
    """Cards in incomplete sets: the ones Steal! and trades may move."""
    out: list[int] = []
    for s in sets:
        if not is_complete(s):
            out.extend(s[SET_CARDS:])
    return out


def complete_count(sets: list[list[int]]) -> int:
    return sum(1 for s in sets if is_complete(s))


def card_count(sets: list[list[int]]) -> int:
    return sum(len(s) - SET_CARDS for s in sets)


def color_of(card: int, sets: list[list[int]]) -> int:
    """Colour a card counts as: its own for a property, its set's for a placed Wild!."""
    if KIND[card] == PROPERTY:
        return COLOR[card]
    s = find(sets, card)
    assert s is not None
    return s[SET_COLOR]


def winners(all_sets: list[list[list[int]]]) -> tuple[int, ...]:
    """Seats holding at least ``numbers.SETS_TO_WIN`` complete sets."""
    need = numbers.SETS_TO_WIN
    return tuple(seat for seat, sets in enumerate(all_sets) if complete_count(sets) >= need)
