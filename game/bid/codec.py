"""Monopoly Bid states as JSON text and back (lossless, checked on the way in).

The text is the bare state with sorted keys (``from_json`` also takes the ``{"game", "state"}``
envelope, see ``game.core.envelope``); its exact bytes are part of every save's digest, so
``to_json`` must not change them.
"""
import json

from game.bid.load import check
from game.bid.options import Options
from game.bid.state import State
from game.bid.turn import finalize
from game.core.envelope import state_data
from game.core.errors import CorruptSave
from game.core.events import Event
from game.core.loading import parse
from game.core.outcome import Outcome


def to_json(state: State) -> str:
    """Lossless JSON text of ``state``."""
    data: dict[str, object] = {f: getattr(state, f) for f in State.__slots__
                            if f not in ("cache", "options", "outcome", "to_act", "events")}
    data["options"] = state.options.to_json()
    data["outcome"] = state.outcome.to_json() if state.outcome else None
    data["to_act"] = list(state.to_act)
    data["events"] = [e.to_json() for e in state.events]
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


def from_json(text: str) -> State:
    """Rebuild a state from ``to_json`` output. The text is checked whole first (size, nesting,
    every field, every card exactly once, the phase and ``to_act`` against the rest): anything else
    raises ``CorruptSave`` naming the first problem found. The state may also come in the
    ``{"game": "bid", "state": {...}}`` envelope (see ``game.core.envelope``)."""
    data = state_data(parse(text, "Monopoly Bid save"), "bid", "Monopoly Bid")
    check(data)
    assert isinstance(data, dict)       # ``check`` has made sure, field by field
    s = State()
    for f in State.__slots__:
        if f not in ("cache", "options", "outcome", "to_act", "events"):
            setattr(s, f, data[f])
    s.options = Options.from_json(data["options"])
    s.outcome = Outcome.from_json(data["outcome"])
    s.to_act = tuple(data["to_act"])
    s.events = tuple(Event.from_json(e) for e in data["events"])
    expected = s.to_act
    finalize(s, list(s.events))
    if s.to_act != expected:
        raise CorruptSave(f"state.to_act: {list(expected)} does not match the state "
                          f"(it should be {list(s.to_act)})")
    return s
