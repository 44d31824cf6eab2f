"""Invariant checks that hold after every play of every game; used by tests and ``lab.fuzz``."""
import json
import random
import re
from collections.abc import Callable
from typing import Any

from game.core.actions import Action
from game.core.api import GameEngine
from game.core.errors import IllegalAction
from game.core.view_types import ViewBase


class InvariantViolation(AssertionError):
    """A state broke one of the engine invariants."""


# A card object's id in the JSON text of a view: the key "id" followed by an integer. A string
# value cannot match, since json.dumps escapes every quote inside a string.
_ID_IN_JSON = re.compile(r'"id": (-?\d+)')


def card_ids_in_json(text: str) -> list[int]:
    """Ids of all card objects in the JSON text of a view (``json.dumps`` default separators)."""
    return [int(found) for found in _ID_IN_JSON.findall(text)]


def card_ids_in_view(view: ViewBase) -> list[int]:
    """Ids of all card objects in a view."""
    return card_ids_in_json(json.dumps(view))


def check_state(engine: GameEngine[Any, Any], state: Any, deck_size: int) -> None:
    """Raise ``InvariantViolation`` if ``state`` breaks a rule every state must keep."""
    ids = sorted(engine.all_card_ids(state))
    if ids != list(range(deck_size)):
        raise InvariantViolation(f"card accounting broken: {len(ids)} ids, expected {deck_size}")
    for seat in range(state.num_players):
        legal = engine.legal_actions(state, seat)
        if seat in state.to_act and not legal:
            raise InvariantViolation(f"seat {seat} must act but has no legal action")
        if seat not in state.to_act and legal:
            raise InvariantViolation(f"seat {seat} has legal actions outside to_act")
        labels = [str(a) for a in legal]
        if len(set(labels)) != len(labels):
            raise InvariantViolation(f"duplicate action labels for seat {seat}: {labels}")
    if (state.outcome is None) == (not state.to_act):
        raise InvariantViolation("to_act must be empty exactly when the game is over")
    for seat in [None, *range(state.num_players)]:
        view = engine.view(state, seat)
        leaked = set(card_ids_in_json(json.dumps(view))) & engine.hidden_card_ids(state, seat)
        if leaked:
            raise InvariantViolation(f"view of seat {seat} shows hidden cards {sorted(leaked)}")
    text = engine.to_json(state)
    loaded = engine.from_json(text)
    if loaded != state or engine.to_json(loaded) != text:
        raise InvariantViolation("JSON round trip changed the state")


Chooser = Callable[[Any, int, list[Action], random.Random], Action]


def random_choice(state: Any, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """The default chooser: a uniformly random legal action."""
    return rng.choice(legal)


def playout(engine: GameEngine[Any, Any], num_players: int, seed: int, options: Any = None,
            choose: Chooser = random_choice, check_every: int = 1, check_mutation: bool = True,
            record: list[Action] | None = None) -> tuple[Any, int]:
    """Play one seeded game, ``choose`` picking each action (the seat to move is drawn at random
    among ``to_act``), checking invariants every ``check_every`` plays and at the end.

    Returns the final state and the number of plays; every action played is appended to
    ``record`` when given (so a failure can be replayed)."""
    rng = random.Random(seed)
    state = engine.new_game(num_players, seed, options)
    deck_size = len(engine.all_card_ids(state))
    limit = engine.max_game_length(num_players)
    plays = 0
    while state.to_act:
        seat = rng.choice(state.to_act)
        action = choose(state, seat, engine.legal_actions(state, seat), rng)
        if record is not None:
            record.append(action)
        before = engine.to_json(state) if check_mutation and plays % check_every == 0 else None
        state_next = engine.play(state, action)
        if before is not None and engine.to_json(state) != before:
            raise InvariantViolation(f"play mutated its input state ({action})")
        state = state_next
        plays += 1
        if plays > limit:
            raise InvariantViolation(f"game exceeded max_game_length {limit}")
        if plays % check_every == 0:
            check_state(engine, state, deck_size)
    check_state(engine, state, deck_size)
    return state, plays


def random_playout(engine: GameEngine[Any, Any], num_players: int, seed: int, options: Any = None, check_every: int = 1,
                   check_mutation: bool = True) -> tuple[Any, int]:
    """``playout`` with uniformly random legal actions."""
    return playout(engine, num_players, seed, options, check_every=check_every,
                   check_mutation=check_mutation)


def check_illegal_rejected(engine: GameEngine[Any, Any], state: Any, bogus: Action) -> None:
    """``play`` of an illegal action raises ``IllegalAction`` and leaves ``state`` as it was."""
    before = engine.to_json(state)
    try:
        engine.play(state, bogus)
    except IllegalAction:
        pass
    else:
        raise InvariantViolation(f"illegal action accepted: {bogus}")
    if engine.to_json(state) != before:
        raise InvariantViolation("a rejected action changed the state")
