"""Replaying a game from its seed and action list, and the digest of a position that two Pythons
(CPython, Pyodide) must agree on when they play the same game.

The digest covers the *position* (``position``): the state's zones, counters, phase and whose move,
and the rules in force named by what differs from the defaults (the variants switched on). It leaves
out what is presentation (the events of the last move, with their sentences) and every field while
it holds its default (an ``Options`` field at its dataclass default, a state field named in the
state's ``DEFAULTS``), so rewording a sentence, adding a house rule that is off, or adding a state
field with a default changes no digest of a game that does not use them.

``play_moves`` is the one replay loop: the golden replays (``replay``), a saved game
(``app.saves.replay``) and the replay viewer (``app.replay.Replay``) all decode and apply a record's
actions through it, each with its own way to apply one move.
"""
import hashlib
import json
from collections.abc import Callable, Mapping, Sequence

from game.core.actions import Action
from game.core.api import GameEngine, S
from game.core.envelope import state_data
from game.core.errors import CorruptSave, IllegalAction
from game.core.view_types import V

# What a damaged action list may raise while its actions are decoded and applied.
UNPLAYABLE = (CorruptSave, IllegalAction, TypeError, ValueError, KeyError, AttributeError, IndexError)


class UnplayableMove(IllegalAction):
    """Move ``step`` (counted from 1) of an action list cannot be decoded or played; ``reason`` says why."""

    def __init__(self, step: int, reason: Exception) -> None:
        super().__init__(f"step {step}: {reason}")
        self.step = step
        self.reason = reason


def play_moves(engine: GameEngine[S, V], actions: Sequence[object],
               apply: Callable[[Action], object]) -> list[Action]:
    """Decode each of ``actions`` (``Action.to_json`` form) with the engine and hand it to ``apply``
    in order; the decoded actions. Raises ``UnplayableMove`` naming the first step that cannot be
    decoded or applied."""
    played: list[Action] = []
    for step, item in enumerate(actions, 1):
        try:
            if not isinstance(item, Mapping):
                raise CorruptSave(f"a move is not an object: {str(item)[:40]}")
            action = engine.action_from_json(item)
            apply(action)
        except UNPLAYABLE as exc:
            raise UnplayableMove(step, exc) from None
        played.append(action)
    return played


def replay(engine: GameEngine[S, V], players: int, seed: int, variants: list[str], actions: Sequence[object],
           first_player: int = 0) -> S:
    """The state after playing ``actions`` (``Action.to_json`` form) from a new game; raises
    ``UnplayableMove`` (an ``IllegalAction``) naming the first step that cannot be played."""
    options = engine.Options.from_names(variants)
    states = [engine.new_game(players, seed, options, first_player=first_player)]
    play_moves(engine, actions, lambda action: states.append(engine.play(states[-1], action)))
    return states[-1]


def position(engine: GameEngine[S, V], state: S) -> dict[str, object]:
    """The canonical position of ``state``, JSON-ready: every field of its JSON but the events,
    a field of the state's ``DEFAULTS`` only when it holds another value, and ``options`` only
    the fields that differ from the game's defaults."""
    data = state_data(json.loads(engine.to_json(state)), engine.NAME, engine.TITLE)
    if not isinstance(data, dict) or not isinstance(data.get("options"), dict):
        raise CorruptSave(f"{engine.TITLE}'s JSON is not a state with options")
    defaults: dict[str, object] = getattr(type(state), "DEFAULTS", {})    # SlotState's; {} for other states
    kept = {key: value for key, value in data.items()
            if key not in ("events", "options") and not (key in defaults and value == defaults[key])}
    rules = engine.Options().to_json()
    kept["options"] = {key: value for key, value in data["options"].items()
                       if key not in rules or value != rules[key]}
    return kept


def digest(engine: GameEngine[S, V], state: S) -> str:
    """SHA-256 of the position's canonical JSON (sorted keys, ASCII): equal digests mean the same
    table; a reworded event, a house rule that is off or a field at its default changes nothing."""
    text = json.dumps(position(engine, state), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()


def legacy_digest(engine: GameEngine[S, V], state: S) -> str:
    """SHA-256 of the state's whole JSON text, events and every option included: the digest of
    saves of schema 2 (``app.saves``), which a reworded sentence or a new option changes."""
    return hashlib.sha256(engine.to_json(state).encode()).hexdigest()
