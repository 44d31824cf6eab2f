"""The Monopoly Deal card table: 106 playing cards, as flat per-id arrays for speed.

Card ids index the arrays below. One deck is ids 0..105; a six-player game shuffles two decks
(ids 0..211), where id ``i + 106`` is a copy of card ``i``. States hold ids only.
"""

from game.core.properties import COLOR_NAMES as COLOR_NAMES
from game.core.properties import COLORS as COLORS
from game.core.properties import PROPERTY_NAMES
from game.core.properties import SET_SIZE as SET_SIZE
from game.core.wording import in_words
from game.deal.numbers import BIRTHDAY, DEBT_COLLECTOR, HOTEL_RENT, HOUSE_RENT, PASS_GO_DRAW
from game.deal.view_types import DealCard

# Rent for 1, 2, ... cards of a colour (the ladder is as long as the set size).
RENT: dict[str, tuple[int, ...]] = {
    "brown": (1, 2), "light_blue": (1, 2, 3), "pink": (1, 2, 4), "orange": (1, 3, 5),
    "red": (2, 3, 6), "yellow": (2, 4, 6), "green": (2, 4, 7), "dark_blue": (3, 8),
    "railroad": (1, 2, 3, 4), "utility": (1, 2),
}

BUILDABLE: frozenset[str] = frozenset(COLORS) - {"railroad", "utility"}

PROPERTY_VALUE: dict[str, int] = {
    "brown": 1, "light_blue": 1, "pink": 2, "orange": 2, "red": 3, "yellow": 3, "green": 4,
    "dark_blue": 4, "railroad": 2, "utility": 2,
}


# (colours, count, value) of the property wildcards; the multi-colour wild has every colour.
WILDS: tuple[tuple[tuple[str, ...], int, int], ...] = (
    (("dark_blue", "green"), 1, 4), (("green", "railroad"), 1, 4),
    (("light_blue", "railroad"), 1, 4), (("light_blue", "brown"), 1, 1),
    (("railroad", "utility"), 1, 2), (("pink", "orange"), 2, 2), (("red", "yellow"), 2, 3),
    (COLORS, 2, 0),
)

MONEY: tuple[tuple[int, int], ...] = ((1, 6), (2, 5), (3, 3), (4, 3), (5, 2), (10, 1))

# (action key, display name, count, value, short effect text in our own words)
ACTIONS: tuple[tuple[str, str, int, int, str], ...] = (
    ("pass_go", "Pass Go", 10, 1, f"Draw {in_words(PASS_GO_DRAW)} cards."),
    ("deal_breaker", "Deal Breaker", 2, 5, "Take a complete set, buildings included, from a player."),
    ("jsn", "Just Say No", 3, 4, "Cancel an action aimed at you, or cancel a Just Say No."),
    ("sly_deal", "Sly Deal", 3, 3, "Take one property that is not part of a complete set."),
    ("forced_deal", "Forced Deal", 3, 3,
     "Swap one of your properties for another player's (not from a complete set)."),
    ("debt_collector", "Debt Collector", 3, 3, f"One player of your choice pays you {DEBT_COLLECTOR}M."),
    ("birthday", "It's My Birthday", 3, 2, f"Every other player pays you {BIRTHDAY}M."),
    ("double_rent", "Double the Rent", 2, 1, "Play with a rent card to double the rent."),
    ("house", "House", 3, 3, f"Put on a complete set (not railroad or utility): +{HOUSE_RENT}M rent."),
    ("hotel", "Hotel", 2, 4, f"Put on a complete set that has a house: +{HOTEL_RENT}M rent."),
)

# (colours of a rent card, count, value); the wild rent card charges one player any colour.
RENTS: tuple[tuple[tuple[str, ...], int, int], ...] = (
    (("brown", "light_blue"), 2, 1), (("pink", "orange"), 2, 1), (("red", "yellow"), 2, 1),
    (("green", "dark_blue"), 2, 1), (("railroad", "utility"), 2, 1), (COLORS, 3, 3),
)

DECK_SIZE = 106
PAY_KINDS = frozenset({"money", "action", "rent"})  # kinds that sit in a bank


def _named(colors: tuple[str, ...], kind: str) -> str:
    """"Red/Yellow Wild", "Brown/Light Blue Rent": a two-colour card's name."""
    return "/".join(COLOR_NAMES[c] for c in colors) + " " + kind


def _build() -> list[tuple[str, str, int, tuple[str, ...], str, str]]:
    """Rows (kind, name, value, colours, action key, help text) of one deck, in id order."""
    rows: list[tuple[str, str, int, tuple[str, ...], str, str]] = []
    for color in COLORS:
        for name in PROPERTY_NAMES[color]:
            rows.append(("property", name, PROPERTY_VALUE[color], (color,), "", ""))
    for colors, count, value in WILDS:
        multi = colors == COLORS
        rows += [("wild", "Multi-colour Wild" if multi else _named(colors, "Wild"), value, colors,
                  "", _WILD_TEXT if multi else "Counts as either colour.")] * count
    for value, count in MONEY:
        rows += [("money", f"{value}M", value, (), "", "")] * count
    for key, name, count, value, text in ACTIONS:
        rows += [("action", name, value, (), key, text)] * count
    for colors, count, value in RENTS:
        multi = colors == COLORS
        rows += [("rent", "Wild Rent" if multi else _named(colors, "Rent"), value, colors, "rent",
                  _WILD_RENT_TEXT if multi else _RENT_TEXT)] * count
    assert len(rows) == DECK_SIZE
    return rows


_WILD_TEXT = "Any colour; joins a colour you already own. Worth nothing."
_WILD_RENT_TEXT = "Charge one player rent for any colour you own."
_RENT_TEXT = "Charge every other player rent for one of these colours."
_ROWS = _build()
_ALL = _ROWS + _ROWS  # two decks: id i + 106 is a copy of card i

KIND: tuple[str, ...] = tuple(r[0] for r in _ALL)
NAME: tuple[str, ...] = tuple(r[1] for r in _ALL)
VALUE: tuple[int, ...] = tuple(r[2] for r in _ALL)
CARD_COLORS: tuple[tuple[str, ...], ...] = tuple(r[3] for r in _ALL)
ACTION: tuple[str, ...] = tuple(r[4] for r in _ALL)
IS_MULTI: tuple[bool, ...] = tuple(r[0] == "wild" and r[3] == COLORS for r in _ALL)
IS_PROPERTY: tuple[bool, ...] = tuple(r[0] in ("property", "wild") for r in _ALL)
# Identical cards share a key (the id of the first such card): used to offer one action per kind.
KEY: tuple[int, ...] = tuple(_ROWS.index(r) for r in _ALL)

_NAME_COUNT = {name: sum(1 for r in _ROWS if r[1] == name) for name in {r[1] for r in _ROWS}}
# A card's label in action text: its name, plus "#id" where another card could share the name.
LABEL: tuple[str, ...] = tuple(
    f"{NAME[i]} #{i}" if i >= DECK_SIZE or _NAME_COUNT[NAME[i]] > 1 else NAME[i]
    for i in range(2 * DECK_SIZE))


def card_json(card: int) -> DealCard:
    """The card object a view shows for ``card`` (``game.deal.view_types.DealCard``): a fresh dict
    each time, so a caller may add keys (its lists are shared and must not be changed)."""
    return _CARD_JSON[card].copy()


def _card_json(card: int) -> DealCard:
    kind = KIND[card]
    colors = CARD_COLORS[card]
    out: DealCard = {"id": card, "kind": kind, "name": NAME[card], "value": VALUE[card],
                           "colors": ["any"] if colors == COLORS else list(colors)}
    if kind == "property":
        out["rent"] = list(RENT[colors[0]])
    elif kind == "wild":
        out["rents"] = {c: list(RENT[c]) for c in colors}
    if kind in ("action", "rent"):
        out["action"] = ACTION[card]
    text = _ROWS[card % DECK_SIZE][5]
    if text:
        out["text"] = text
    return out


_CARD_JSON: tuple[DealCard, ...] = tuple(_card_json(i) for i in range(len(KIND)))


def deck_ids(num_players: int) -> list[int]:
    """All card ids in play: one deck for 2-5 players, two decks for 6."""
    return list(range(DECK_SIZE * (2 if num_players >= 6 else 1)))
