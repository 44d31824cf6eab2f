"""Actions: small frozen value objects with a readable ``str()`` and a JSON form.

Each game declares its action classes as ``@register_action`` frozen dataclasses (slots=True) with
the inherited ``seat`` field; ``to_json`` gives ``{"type": "deal.EndTurn", **fields}`` (tuples as
lists) and ``action_from_json`` reverses it.
"""
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, TypeVar

from game.core.errors import CorruptSave

_REGISTRY: dict[str, type["Action"]] = {}

A = TypeVar("A", bound=type)


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action. ``seat`` is the seat that performs it."""

    seat: int

    def to_json(self) -> dict[str, object]:
        name, field_names = _shape(type(self))
        out: dict[str, object] = {"type": name}
        for field_name in field_names:
            value = getattr(self, field_name)
            out[field_name] = list(value) if isinstance(value, tuple) else value
        return out


def action_key(action: Action) -> str:
    """The action's wire id: its class name, then its field values in declaration order, joined by
    ``:`` (tuples by ``,``), e.g. ``"PlayProperty:0:45:red"``. Built from ``to_json`` alone, so it is
    the same for the same action in any state and in either Python; two different actions of one
    game differ in class or in a field, so their keys differ (fields are ints and plain words)."""
    parts = [type(action).__name__]
    for field_name in _shape(type(action))[1]:
        value = getattr(action, field_name)
        parts.append(",".join(map(str, value)) if isinstance(value, tuple) else str(value))
    return ":".join(parts)


_SHAPES: dict[type, tuple[str, tuple[str, ...]]] = {}


def _shape(cls: type) -> tuple[str, tuple[str, ...]]:
    """The class's wire type name and its field names in declaration order, worked out once per class:
    a save's record turns every move of the game into JSON again on each autosave."""
    shape = _SHAPES.get(cls)
    if shape is None:
        shape = _SHAPES[cls] = _type_name(cls), tuple(f.name for f in fields(cls))
    return shape


def _type_name(cls: type) -> str:
    """``"deal.EndTurn"``: the game package plus the class name, unique across games."""
    parts = cls.__module__.split(".")
    package = parts[1] if len(parts) > 2 and parts[0] == "game" else parts[0]
    return f"{package}.{cls.__name__}"


def register_action(cls: A) -> A:
    """Class decorator: make an action class decodable by ``action_from_json``."""
    _REGISTRY[_type_name(cls)] = cls
    return cls


def action_from_json(data: Mapping[str, object]) -> Action:
    """Rebuild an action from ``Action.to_json`` output; raises ``CorruptSave`` if unknown."""
    try:
        cls = _REGISTRY[str(data["type"])]
        # Untyped on purpose: the values go to the dataclass unchecked; ``play`` refuses an action
        # that is not one of the legal ones, whatever its fields hold.
        kwargs: dict[str, Any] = {}
        for f in fields(cls):
            value = data[f.name]
            kwargs[f.name] = tuple(value) if isinstance(value, list) else value
        return cls(**kwargs)
    except (KeyError, TypeError) as exc:
        raise CorruptSave(f"unreadable action {data!r}: {exc}") from exc
