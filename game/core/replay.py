"""Replaying a game from its seed and action list, and a digest of a state that two Pythons
(CPython, Pyodide) must agree on when they play the same game."""
import hashlib
from typing import Any

from game.core.errors import IllegalAction


def replay(engine: Any, players: int, seed: int, variants: list[str], actions: list[dict[str, Any]],
           first_player: int = 0) -> Any:
    """The state after playing ``actions`` (``Action.to_json`` form) from a new game; raises
    ``IllegalAction`` naming the first step that cannot be played."""
    options = engine.Options.from_names(variants)
    state = engine.new_game(players, seed, options, first_player=first_player)
    for step, item in enumerate(actions, 1):
        action = engine.action_from_json(item)
        try:
            state = engine.play(state, action)
        except IllegalAction as exc:
            raise IllegalAction(f"step {step}: {exc}") from None
    return state


def digest(engine: Any, state: Any) -> str:
    """SHA-256 of the state's JSON text: equal digests mean identical states."""
    return hashlib.sha256(engine.to_json(state).encode()).hexdigest()
