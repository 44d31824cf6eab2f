"""Property collections: placing cards into sets, taking them out, completeness and winning.

A set is ``[colour index, card, ...]``. It never holds more cards than its size, and it is complete
only with at least one real property (a Wild! never joins a set it would complete alone with Wild!s).
"""
from game.bid.cards import KIND, PROPERTY, SIZE_OF, WILD, COLOR

WIN_SETS = 3


def is_complete(s: list[int]) -> bool:
    """Whether a set holds as many cards as its colour's size."""
    return len(s) - 1 == SIZE_OF[s[0]]


def place(sets: list[list[int]], card: int, color: int) -> None:
    """Put ``card`` (a property, or a Wild! of ``color``) into the fullest set that can take it,
    or start a new set of that colour."""
    size = SIZE_OF[color]
    wild = KIND[card] == WILD
    best = None
    for s in sets:
        n = len(s) - 1
        if s[0] != color or n >= size:
            continue
        if wild and n == size - 1 and all(KIND[c] == WILD for c in s[1:]):
            continue
        if best is None or n > len(best) - 1:
            best = s
    if best is None:
        sets.append([color, card])
    else:
        best.append(card)


def find(sets: list[list[int]], card: int) -> list[int] | None:
    """The set holding ``card``, or None."""
    for s in sets:
        # s[0] is a colour index, which may equal a card id: search from index 1.
        if card in s and (s[0] != card or card in s[1:]):
            return s
    return None


def remove(sets: list[list[int]], card: int) -> int:
    """Take ``card`` out of its set (dropping the set if it empties); return the set's colour."""
    s = find(sets, card)
    assert s is not None
    s.pop(s.index(card, 1))
    if len(s) == 1:
        sets.remove(s)
    return s[0]


def loose_cards(sets: list[list[int]]) -> list[int]:
    """Cards in incomplete sets: the ones Steal! and trades may move."""
    out: list[int] = []
    for s in sets:
        if len(s) - 1 < SIZE_OF[s[0]]:
            out.extend(s[1:])
    return out


def complete_count(sets: list[list[int]]) -> int:
    return sum(1 for s in sets if len(s) - 1 == SIZE_OF[s[0]])


def card_count(sets: list[list[int]]) -> int:
    return sum(len(s) - 1 for s in sets)


def color_of(card: int, sets: list[list[int]]) -> int:
    """Colour a card counts as: its own for a property, its set's for a placed Wild!."""
    if KIND[card] == PROPERTY:
        return COLOR[card]
    s = find(sets, card)
    assert s is not None
    return s[0]


def winners(all_sets: list[list[list[int]]]) -> tuple[int, ...]:
    """Seats holding at least three complete sets."""
    return tuple(seat for seat, sets in enumerate(all_sets) if complete_count(sets) >= WIN_SETS)
