"""Monopoly Deal states as JSON text and back (lossless, checked on the way in).

The text is the envelope ``{"game": "deal", "state": {...}}`` (``game.core.envelope``); its exact
bytes are part of every save's digest, so ``to_json`` must not change them.
"""
import json

from game.core.envelope import state_data
from game.core.events import Event
from game.core.loading import parse
from game.core.outcome import Outcome
from game.deal.load import check
from game.deal.options import Options
from game.deal.state import _LIST_FIELDS, _NESTED_FIELDS, _SCALARS, State


def to_json(state: State) -> str:
    """The whole state as JSON text (lossless: ``from_json(to_json(s)) == s``)."""
    data: dict[str, object] = {name: getattr(state, name) for name in _SCALARS}
    for name in _LIST_FIELDS + _NESTED_FIELDS:
        data[name] = getattr(state, name)
    data["seen"] = state.seen
    data["tables"] = state.tables
    data["eff"] = state.eff
    data["pay"] = state.pay
    data["place"] = state.place
    data["options"] = state.options.to_json()
    data["outcome"] = state.outcome.to_json() if state.outcome else None
    data["events"] = [e.to_json() for e in state.events]
    return json.dumps({"game": "deal", "state": data}, separators=(",", ":"))


def from_json(text: str) -> State:
    """Rebuild a state from ``to_json`` text. The text is checked whole first (size, nesting, every
    field, every card exactly once, the phase against the pending decision): anything else raises
    ``CorruptSave`` naming the first problem found. The state may also come bare, without the
    ``{"game", "state"}`` envelope (see ``game.core.envelope``)."""
    data = state_data(parse(text, "Monopoly Deal save"), "deal", "Monopoly Deal")
    check(data)
    assert isinstance(data, dict)       # ``check`` has made sure, field by field
    s = State.__new__(State)
    for name in _SCALARS + _LIST_FIELDS + _NESTED_FIELDS:
        setattr(s, name, data[name])
    s.seen = data["seen"]
    s.tables = data["tables"]
    s.eff = data["eff"]
    s.pay = data["pay"]
    s.place = data["place"]
    s.options = Options.from_json(data["options"])
    s.outcome = Outcome.from_json(data["outcome"])
    s.events = tuple(Event.from_json(e) for e in data["events"])
    s.cache = None
    return s
