"""Monopoly Deal rules engine: the ``game.core.api.GameEngine`` contract, plus what the app layer reads.

Modules, by role (``game.bid`` has the same names for the same roles): ``spec`` (``SPEC``, the game's
definition), ``options`` (variants), ``state`` (``State``), ``codec`` (its JSON text), ``setup``
(``new_game``), ``legal`` (``legal_actions``), ``rules`` (``play``), ``view`` (views), ``view_types``
(their keys: ``DealView`` and its parts), ``determinize``, ``actions`` (action classes). Deal's own:
``cards`` (the card table), ``sets`` (property sets and rent), ``turn`` (drawing, turns, winning),
``resolve`` (Just Say No windows, payments, transfers), ``load`` (checks of a loaded state).

Exactly one seat acts at a time (``to_act`` has one seat until the game ends). An action aimed at
several players (It's My Birthday, rent to everyone) is resolved target by target in turn order
from the actor's left: a response window (Just Say No or Accept, offered whether or not the
target holds a Just Say No), then that target's payment, then the next target. The Double the
Rent step after a rent card is likewise offered whenever a play is left.
"""
from game.core.actions import Action, action_from_json
from game.core.undo import undoable as _undoable
from game.deal import actions, view_types
from game.deal.actions import DealAction, deal_action
from game.deal.cards import COLOR_NAMES, SET_SIZE, card_json, deck_ids
from game.deal.codec import from_json, to_json
from game.deal.determinize import determinize
from game.deal.legal import legal_actions
from game.deal.options import VARIANTS, Options
from game.deal.resolve import MAX_TOGGLES
from game.deal.rules import play
from game.deal.sets import complete_colors, held
from game.deal.setup import MAX_PLAYERS, MIN_PLAYERS, new_game
from game.deal.spec import SPEC
from game.deal.state import State
from game.deal.turn import table_value
from game.deal.view import view

NAME = SPEC.name
TITLE = SPEC.title

__all__ = [
    "SPEC", "NAME", "TITLE", "MIN_PLAYERS", "MAX_PLAYERS", "VARIANTS", "Options", "State", "actions",
    "DealAction", "deal_action", "view_types",
    "new_game", "legal_actions", "play", "view", "to_json", "from_json", "action_from_json",
    "all_card_ids", "hidden_card_ids", "secret_open", "aimed_at", "answering", "max_game_length",
    "determinize", "undoable",
    "COLOR_NAMES", "SET_SIZE", "card_json", "complete_colors", "table_value",
]


def all_card_ids(state: State) -> list[int]:
    """Every card id wherever it lies: piles, hands, banks, tables, wildcards awaiting a colour."""
    out = state.draw + state.discard
    for seat in range(state.num_players):
        out += state.hands[seat]
        out += state.banks[seat]
        for st in state.tables[seat]:
            out += held(st)
    out += [q[1] for q in state.place]
    return out


def hidden_card_ids(state: State, seat: int | None) -> set[int]:
    """Cards ``seat`` may not see: the draw pile and every other seat's hand."""
    out = set(state.draw)
    for other in range(state.num_players):
        if other != seat:
            out.update(state.hands[other])
    return out


def secret_open(state: State) -> bool:
    """Never in Monopoly Deal: every choice is made in the open (a payment is chosen from cards on
    the table, a discard shows its card), so no move waits unseen for a reveal."""
    return False


def aimed_at(state: State, seat: int) -> bool:
    """Is the answer ``seat`` may give now (a Just Say No) about an action aimed at it or its cards,
    or about a Just Say No against its own move? Always, in Monopoly Deal: only a target and the
    player whose action it answers are ever asked."""
    return state.phase == "respond" and seat in state.to_act


def answering(state: State) -> tuple[int, ...]:
    """Nobody, in Monopoly Deal: a seat that must answer (pay, Just Say No) is the only one asked; the
    player whose action it answers waits outside ``to_act``."""
    return ()


def max_game_length(num_players: int, options: Options | None = None) -> int:
    """A proven upper bound on ``play`` calls in one game.

    Per turn: rearrangements never repeat an arrangement of the table, so there are fewer than
    the ways to arrange its cards (each card in one of at most ``deck`` sets, each of one of 10
    colours, the buildings likewise); 3 plays, and per play at most one Forced
    Deal give, 2 Double the Rent/charge steps and, per target, every Just Say No in the game
    plus an accept, a payment (selections bounded by ``MAX_TOGGLES`` and the deck) and one
    colour choice per card received; then the end of turn and one discard per card.
    """
    rounds = (options or Options()).max_rounds
    deck = len(deck_ids(num_players))
    jsn = 6
    per_target = (jsn + 1) + (2 * MAX_TOGGLES + deck + 1) + deck
    per_play = 1 + 3 + (num_players - 1) * per_target
    arrangements: int = (10 * deck + 1) ** deck
    per_turn = arrangements + 3 * per_play + 1 + deck
    return (rounds * num_players + 1) * per_turn


# Events of moves a player may take back: their own cards onto their own table or the discard pile,
# an action card played before anyone answers, a payment being picked, a received card placed.
UNDO_QUIET = frozenset({"bank", "property", "move", "build", "action", "give", "select", "accept",
                        "place", "hand_limit", "discard"})


def undoable(before: State, action: Action, after: State) -> bool:
    """May ``action``'s seat take it back (see ``game.core.undo.undoable``)?"""
    return _undoable(hidden_card_ids, UNDO_QUIET, before, action, after)
