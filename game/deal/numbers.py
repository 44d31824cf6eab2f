"""The numbers Monopoly Deal's rules state, each defined once: the engine reads them here and the
table reads them in the view's ``rules`` (``rules(options)``, a ``DealRules``).

A house rule that changes one of them changes it in ``rules`` (it takes the game's ``Options``),
so the engine and the table's words follow together. ``game.deal.sets`` has no options at hand: it
reads ``SETS_TO_WIN``, ``HOUSE_RENT`` and ``HOTEL_RENT`` from this module when called (a rule
changing those would pass the options down to it).
"""
from typing import Protocol, TypedDict

HAND_LIMIT = 7          # cards a hand may hold at the end of a turn
START_HAND = 5          # cards dealt to each player, and drawn on a turn begun with an empty hand
DRAW_PER_TURN = 2       # cards drawn at the start of a turn
PLAYS_PER_TURN = 3
SETS_TO_WIN = 3         # complete sets of different colours
HOUSE_RENT = 3          # rent a house adds to a complete set
HOTEL_RENT = 4          # rent a hotel adds (on top of the house)
DEBT_COLLECTOR = 5      # what the Debt Collector's target pays
BIRTHDAY = 2            # what every other player pays on It's My Birthday
PASS_GO_DRAW = 2        # cards Pass Go draws
MAX_DOUBLES = 2         # Double the Rent cards one rent may take (1 with ``single_double_rent``)


class DealRules(TypedDict):
    """The numbers the rules state (``rules``): the view's ``"rules"``, where the table's words read them."""

    hand_limit: int         # cards a hand may hold at the end of a turn
    start_hand: int         # cards dealt, and drawn on a turn begun with an empty hand
    draw_per_turn: int
    plays_per_turn: int
    sets_to_win: int        # complete sets of different colours
    house_rent: int         # rent a house adds
    hotel_rent: int         # rent a hotel adds
    debt_collector: int     # what the Debt Collector's target pays
    birthday: int           # what every other player pays on It's My Birthday
    pass_go_draw: int       # cards Pass Go draws
    max_doubles: int        # Double the Rent cards one rent may take


class Switches(Protocol):
    """The house rules ``rules`` reads (``game.deal.options.Options``, which names this module's
    numbers in its texts, so this module does not import it)."""

    @property
    def single_double_rent(self) -> bool: ...


def rules(options: Switches) -> DealRules:
    """The numbers in force under ``options`` (a fresh dict: the view hands it to the page)."""
    return {"hand_limit": HAND_LIMIT, "start_hand": START_HAND, "draw_per_turn": DRAW_PER_TURN,
            "plays_per_turn": PLAYS_PER_TURN, "sets_to_win": SETS_TO_WIN,
            "house_rent": HOUSE_RENT, "hotel_rent": HOTEL_RENT,
            "debt_collector": DEBT_COLLECTOR, "birthday": BIRTHDAY, "pass_go_draw": PASS_GO_DRAW,
            "max_doubles": 1 if options.single_double_rent else MAX_DOUBLES}
