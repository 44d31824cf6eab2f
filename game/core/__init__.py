"""Machinery shared by both games: errors, seeded RNG, actions, events, outcomes, JSON codec."""
from game.core.actions import Action, action_from_json, register_action
from game.core.errors import IllegalAction
from game.core.events import Event, redact_events
from game.core.outcome import Outcome
from game.core.rng import seeded_rng, shuffled

__all__ = [
    "Action", "action_from_json", "register_action", "IllegalAction", "Event", "redact_events",
    "Outcome", "seeded_rng", "shuffled",
]
