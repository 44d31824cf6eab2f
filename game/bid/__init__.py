"""Monopoly Bid rules engine: the ``game.core.api.GameEngine`` contract, plus what the app layer reads.

Modules, by role (``game.deal`` has the same names for the same roles): ``spec`` (``SPEC``, the
game's definition), ``options`` (variants), ``state`` (``State``), ``codec`` (its JSON text), ``setup``
(``new_game``), ``legal`` (``legal_actions``), ``rules`` (``play``), ``view`` (views, hidden and
all card ids), ``view_types`` (the views' keys: ``BidView`` and its parts), ``determinize``,
``actions`` (action classes). Bid's own: ``cards``, ``collection`` (a player's sets), ``turn``
(rounds and who acts), ``host`` (the host's cards and Nope! windows), ``auction`` (sealed bids),
``trade``, ``receive`` (placing received cards), ``load`` (checks of a loaded state).
"""
from game.bid import actions, view_types
from game.bid.actions import BidAction, bid_action
from game.bid.cards import COLOR_NAMES, DECK_SIZE, SET_SIZE, card_object
from game.bid.cards import NAME as CARD_NAME
from game.bid.cards import VALUE as CARD_VALUE
from game.bid.codec import from_json, to_json
from game.bid.determinize import determinize
from game.bid.host import aimed_at
from game.bid.legal import legal_actions
from game.bid.numbers import OFFERS_PER_ROUND
from game.bid.options import VARIANTS, Options
from game.bid.rules import play
from game.bid.setup import MAX_PLAYERS, MIN_PLAYERS, new_game
from game.bid.spec import SPEC
from game.bid.state import State
from game.bid.trade import answering
from game.bid.turn import HOST_ACTION_LIMIT, STEP_LIMIT
from game.bid.view import all_card_ids, hidden_card_ids, secret_open, view
from game.core.actions import Action, action_from_json
from game.core.undo import undoable as _undoable

NAME = SPEC.name
TITLE = SPEC.title


def max_game_length(num_players: int, options: Options | None = None) -> int:
    """Upper bound on ``play`` calls in one game.

    Per round: at most HOST_ACTION_LIMIT host cards, each with a Nope! window of at most 8 Nope!s
    (the deck holds 8), every level answered by at most one pass per seat; one start/end; bid
    steps (two by default: bid and raise; with ``tie_reauction`` one per property re-auctioned,
    at most 28) of at most STEP_LIMIT toggles plus a confirm per seat; and per seat
    OFFERS_PER_ROUND offers of at most STEP_LIMIT toggles plus propose, send/cancel and answer;
    and one set choice per card received: the auction's, one per Steal! and 28 per trade.
    """
    opts = options or Options()
    n = num_players
    host = HOST_ACTION_LIMIT * (1 + 9 * n)
    bid_steps = 28 if opts.tie_reauction else 2
    bids = bid_steps * n * (STEP_LIMIT + 1)
    trades = n * OFFERS_PER_ROUND * (STEP_LIMIT + 3)
    places = bid_steps + HOST_ACTION_LIMIT + n * OFFERS_PER_ROUND * 28
    return opts.max_rounds * (host + 1 + bids + trades + places)


__all__ = [
    "SPEC", "NAME", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "VARIANTS", "Options", "State", "new_game",
    "legal_actions", "play", "view", "to_json", "from_json", "action_from_json", "all_card_ids",
    "hidden_card_ids", "secret_open", "aimed_at", "answering", "max_game_length", "determinize", "undoable", "actions",
    "BidAction", "bid_action", "view_types",
    "COLOR_NAMES", "SET_SIZE", "DECK_SIZE", "CARD_NAME", "CARD_VALUE", "card_object",
]


# Events of moves a player may take back: a trade offer being drafted, a received card placed (cards
# toggled into a bid or an offer cause no event).
UNDO_QUIET = frozenset({"draft", "place"})


def undoable(before: State, action: Action, after: State) -> bool:
    """May ``action``'s seat take it back (see ``game.core.undo.undoable``)?"""
    return _undoable(hidden_card_ids, UNDO_QUIET, before, action, after)
