"""Replaying a game from its seed and action list, and a digest of a state that two Pythons
(CPython, Pyodide) must agree on when they play the same game.

``play_moves`` is the one replay loop: the golden replays (``replay``), a saved game
(``app.saves.replay``) and the replay viewer (``app.replay.Replay``) all decode and apply a record's
actions through it, each with its own way to apply one move.
"""
import hashlib
from collections.abc import Callable
from typing import Any

from game.core.actions import Action
from game.core.errors import CorruptSave, IllegalAction

# What a damaged action list may raise while its actions are decoded and applied.
UNPLAYABLE = (CorruptSave, IllegalAction, TypeError, ValueError, KeyError, AttributeError, IndexError)


class UnplayableMove(IllegalAction):
    """Move ``step`` (counted from 1) of an action list cannot be decoded or played; ``reason`` says why."""

    def __init__(self, step: int, reason: Exception) -> None:
        super().__init__(f"step {step}: {reason}")
        self.step = step
        self.reason = reason


def play_moves(engine: Any, actions: list[dict[str, Any]], apply: Callable[[Action], object]) -> list[Action]:
    """Decode each of ``actions`` (``Action.to_json`` form) with the engine and hand it to ``apply``
    in order; the decoded actions. Raises ``UnplayableMove`` naming the first step that cannot be
    decoded or applied."""
    played: list[Action] = []
    for step, item in enumerate(actions, 1):
        try:
            action = engine.action_from_json(item)
            apply(action)
        except UNPLAYABLE as exc:
            raise UnplayableMove(step, exc) from None
        played.append(action)
    return played


def replay(engine: Any, players: int, seed: int, variants: list[str], actions: list[dict[str, Any]],
           first_player: int = 0) -> Any:
    """The state after playing ``actions`` (``Action.to_json`` form) from a new game; raises
    ``UnplayableMove`` (an ``IllegalAction``) naming the first step that cannot be played."""
    options = engine.Options.from_names(variants)
    states = [engine.new_game(players, seed, options, first_player=first_player)]
    play_moves(engine, actions, lambda action: states.append(engine.play(states[-1], action)))
    return states[-1]


def digest(engine: Any, state: Any) -> str:
    """SHA-256 of the state's JSON text: equal digests mean identical states."""
    return hashlib.sha256(engine.to_json(state).encode()).hexdigest()
