"""The 110 Monopoly Bid cards as a static table; the state holds card ids only.

Ids 0..27 are the property pile (one full set of each colour, classic US board names); ids 28..109
are the draw pile (money and action cards), built from ``MONEY_COUNTS`` then ``ACTION_COUNTS``.
"""
from game.bid.view_types import BidCard
from game.core.properties import COLOR_NAMES as COLOR_NAMES
from game.core.properties import COLORS as COLORS
from game.core.properties import PROPERTY_NAMES
from game.core.properties import SET_SIZE as SET_SIZE

# The per-type counts of the draw pile are unpublished; one table so they are easy to change.
MONEY_COUNTS: tuple[tuple[int, int], ...] = ((1, 10), (2, 10), (3, 10), (4, 10), (5, 10))  # (value, count)
ACTION_COUNTS: tuple[tuple[str, int], ...] = (("wild", 8), ("steal", 8), ("draw2", 8), ("nope", 8))
ACTION_NAMES: dict[str, str] = {"wild": "Wild!", "steal": "Steal!", "draw2": "Draw 2!", "nope": "Nope!"}

# Kind codes for the hot path (ints compare faster than strings).
PROPERTY, MONEY, WILD, STEAL, DRAW2, NOPE = range(6)
_ACTION_CODES = {"wild": WILD, "steal": STEAL, "draw2": DRAW2, "nope": NOPE}
ACTION_KINDS: tuple[int, ...] = (WILD, STEAL, DRAW2, NOPE)

KIND: list[int] = []          # kind code per card id
VALUE: list[int] = []         # money value (0 for non-money)
COLOR: list[int] = []         # colour index for properties, -1 otherwise
NAME: list[str] = []          # display name
SIZE_OF: tuple[int, ...] = tuple(SET_SIZE[c] for c in COLORS)   # set size per colour index
COLOR_INDEX: dict[str, int] = {c: i for i, c in enumerate(COLORS)}

for _ci, _color in enumerate(COLORS):
    for _name in PROPERTY_NAMES[_color]:
        KIND.append(PROPERTY)
        VALUE.append(0)
        COLOR.append(_ci)
        NAME.append(_name)
NUM_PROPERTIES = len(KIND)
for _value, _count in MONEY_COUNTS:
    for _ in range(_count):
        KIND.append(MONEY)
        VALUE.append(_value)
        COLOR.append(-1)
        NAME.append(f"{_value}M")
for _action, _count in ACTION_COUNTS:
    for _ in range(_count):
        KIND.append(_ACTION_CODES[_action])
        VALUE.append(0)
        COLOR.append(-1)
        NAME.append(ACTION_NAMES[_action])
DECK_SIZE = len(KIND)
PROPERTY_IDS: tuple[int, ...] = tuple(range(NUM_PROPERTIES))
DRAW_PILE_IDS: tuple[int, ...] = tuple(range(NUM_PROPERTIES, DECK_SIZE))


def _card_object(cid: int) -> BidCard:
    kind = KIND[cid]
    if kind == PROPERTY:
        color = COLORS[COLOR[cid]]
        return {"id": cid, "kind": "property", "name": NAME[cid], "value": 0, "colors": [color],
                "set_size": SET_SIZE[color]}
    if kind == MONEY:
        return {"id": cid, "kind": "money", "name": NAME[cid], "value": VALUE[cid], "colors": []}
    action = next(a for a, code in _ACTION_CODES.items() if code == kind)
    if kind == WILD:
        return {"id": cid, "kind": "wild", "action": action, "name": NAME[cid], "value": 0,
                "colors": ["any"]}
    return {"id": cid, "kind": "action", "action": action, "name": NAME[cid], "value": 0, "colors": []}


_CARD_OBJECTS: tuple[BidCard, ...] = tuple(_card_object(i) for i in range(DECK_SIZE))


def card_object(cid: int) -> BidCard:
    """The JSON card object for a view (``game.bid.view_types.BidCard``; a fresh copy, so callers
    may mutate it)."""
    obj = _CARD_OBJECTS[cid].copy()
    obj["colors"] = list(obj["colors"])
    return obj


def label(cid: int, color: int = -1) -> str:
    """Short name for texts; a placed Wild! shows its colour and id (two may look alike)."""
    if KIND[cid] == WILD and color >= 0:
        return f"Wild! ({COLOR_NAMES[COLORS[color]]}) #{cid}"
    return NAME[cid]
