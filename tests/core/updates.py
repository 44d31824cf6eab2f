"""Three routine updates that must cost no saved game and no golden replay, made to the running code
with ``monkeypatch``: every event sentence reworded, a house rule added to ``Options`` (off by
default), a field added to the state (with its default declared in ``State.DEFAULTS``).

``UPDATES`` maps a name to ``update(monkeypatch, engine)``, which makes the change to that engine
package and answers a test ``shows(state) -> bool`` that the change reached the engine's JSON (so a
test using it cannot pass because nothing changed). ``"none"`` is the code as it is.
"""
import json
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any, ClassVar

import pytest

from game.core.events import Event
from game.core.options import Variant

REWORDED = " (reworded)"
HOUSE_RULE = "free_parking_jackpot"
FIELD, DEFAULT = "bonus_rounds", 0

Shows = Callable[[Any], bool]


def no_update(monkeypatch: pytest.MonkeyPatch, eng: ModuleType) -> Shows:
    return lambda state: True


def reword_events(monkeypatch: pytest.MonkeyPatch, eng: ModuleType) -> Shows:
    """Every event's public sentence and private lines, of both games, say something else."""
    original = Event.__init__

    def reworded(self: Event, kind: str, text: str, data: dict[str, Any] | None = None,
                 private: dict[int, str] | None = None) -> None:
        lines = {seat: line + REWORDED for seat, line in (private or {}).items()}
        original(self, kind, text + REWORDED, {} if data is None else data, lines)
    monkeypatch.setattr(Event, "__init__", reworded)
    return lambda state: REWORDED in eng.to_json(state)


def add_house_rule(monkeypatch: pytest.MonkeyPatch, eng: ModuleType) -> Shows:
    """The game's ``Options`` gains one more variant, off unless chosen."""
    base = eng.Options

    @dataclass(frozen=True, slots=True)
    class WithHouseRule(base):  # type: ignore[misc, valid-type]
        VARIANTS: ClassVar[tuple[Variant, ...]] = (*base.VARIANTS, Variant(HOUSE_RULE, "Jackpot", "A jackpot."))
        free_parking_jackpot: bool = False
    monkeypatch.setattr(eng, "Options", WithHouseRule)
    return lambda state: f'"{HOUSE_RULE}":false' in eng.to_json(state)


def add_state_field(monkeypatch: pytest.MonkeyPatch, eng: ModuleType) -> Shows:
    """The game's state gains one more field, written by ``to_json``, with its default declared."""
    original = eng.to_json

    def with_field(state: Any) -> str:
        data = json.loads(original(state))
        inner = data["state"] if set(data) == {"game", "state"} else data
        inner[FIELD] = DEFAULT
        return json.dumps(data, separators=(",", ":"))
    monkeypatch.setattr(eng, "to_json", with_field)
    monkeypatch.setattr(eng.State, "DEFAULTS", {**eng.State.DEFAULTS, FIELD: DEFAULT})
    return lambda state: f'"{FIELD}":{DEFAULT}' in eng.to_json(state)


UPDATES: dict[str, Callable[[pytest.MonkeyPatch, ModuleType], Shows]] = {
    "none": no_update, "reworded-events": reword_events, "house-rule-off": add_house_rule,
    "state-field-at-default": add_state_field,
}
