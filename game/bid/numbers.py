"""The numbers Monopoly Bid's rules state, each defined once: the engine reads them here and the
table reads them in the view's ``rules`` (``rules(options)``, a ``BidRules``).

A house rule that changes one of them changes it in ``rules`` (it takes the game's ``Options``),
so the engine and the table's words follow together (``game.bid.collection.winners`` reads
``SETS_TO_WIN`` from this module when called).
"""
from typing import TypedDict

from game.bid.options import Options

SETS_TO_WIN = 3         # complete sets (of any colours)
START_HAND = 5          # cards dealt to each player
DRAW2_DRAW = 2          # cards Draw 2! draws
OFFERS_PER_ROUND = 2    # trade offers each player may send in one round


class BidRules(TypedDict):
    """The numbers the rules state (``rules``): the view's ``"rules"``, where the table's words read them."""

    sets_to_win: int        # complete sets (of any colours)
    start_hand: int         # cards dealt to each player
    draw2_draw: int         # cards Draw 2! draws
    offers_per_round: int   # trade offers each player may send in one round


def rules(options: Options) -> BidRules:
    """The numbers in force under ``options`` (a fresh dict: the view hands it to the page); no
    variant changes one yet."""
    return {"sets_to_win": SETS_TO_WIN, "start_hand": START_HAND, "draw2_draw": DRAW2_DRAW,
            "offers_per_round": OFFERS_PER_ROUND}
