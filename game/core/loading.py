"""Strict reading of saved states: size, nesting and the length of each string and number checked in
linear time before parsing, then every field's type and range, each problem raised as ``CorruptSave``
naming the first field found wrong."""
import json
from collections.abc import Iterable
from itertools import accumulate
from operator import sub
from typing import Any, TypeVar

from game.core.errors import CorruptSave
from game.core.outcome import Reason

MAX_TEXT = 2_000_000       # characters: a real save is a few hundred KB at most
MAX_DEPTH = 32             # nesting of arrays/objects: real states nest fewer than 10 deep
MAX_STRING = 4_000         # characters of one JSON string: names, ids and log lines are far shorter
MAX_NUMBER = 40            # characters of one JSON number: seeds and times need at most 20
MAX_BRACKETS = 200_000     # "[", "]", "{" and "}" outside strings: 20,000 moves need about 40,000
# Outside strings: bytes that may belong to a number -> "n", "[" and "{" -> "(", "]" and "}" -> ")",
# everything else -> " ". Each check below is one pass in C over the text (replace, split, translate,
# substring search, accumulate): time grows linearly with the length, whatever the text holds.
_CLASSES = bytes((b"n" if chr(b) in "0123456789+-.eE" else b"(" if chr(b) in "[{"
                  else b")" if chr(b) in "]}" else b" ")[0] for b in range(256))
_LONG_NUMBER = b"n" * (MAX_NUMBER + 1)
C = TypeVar("C", str, int, None)     # what ``Fields.choice`` may offer


# Returns the parsed JSON loosely typed: each caller checks its shape field by field (``Fields``).
def parse(text: object, what: str, max_text: int = MAX_TEXT, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` of ``text`` after refusing, in time linear in its length, what is too long,
    too deeply nested (deep nesting would exhaust the interpreter's stack, which under Pyodide
    breaks the whole page), an unclosed string, or a string or number longer than any save holds."""
    if not isinstance(text, str):
        raise CorruptSave(f"{what}: expected text, got {type(text).__name__}")
    if len(text) > max_text:
        raise CorruptSave(f"{what}: {len(text)} characters is too long (at most {max_text})")
    outside = _outside_strings(text, what)
    if not outside.isascii():
        raise CorruptSave(f"{what}: not valid JSON (a character outside quotes that JSON does not allow)")
    classes = outside.encode("ascii").translate(_CLASSES)
    if _LONG_NUMBER in classes:
        raise CorruptSave(f"{what}: a number in it is longer than {MAX_NUMBER} characters")
    brackets = classes.translate(None, b"n ")
    if len(brackets) > MAX_BRACKETS:
        raise CorruptSave(f"{what}: more than {MAX_BRACKETS // 2} lists and objects")
    if _deepest(brackets) > max_depth:
        raise CorruptSave(f"{what}: nested more than {max_depth} levels deep")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise CorruptSave(f"{what}: not valid JSON ({exc})") from None


def _outside_strings(text: str, what: str) -> str:
    """``text`` without its JSON strings (quotes included); refuses an unclosed or overlong string.
    Escaped backslashes go first, then escaped quotes, so every quote left opens or closes a string
    (outside strings a backslash is invalid JSON, and ``json.loads`` stops there)."""
    parts = text.replace("\\\\", "").replace('\\"', "").split('"')
    if len(parts) % 2 == 0:
        raise CorruptSave(f"{what}: not valid JSON (a text in quotes is never closed)")
    if len(parts) > 1 and max(map(len, parts[1::2])) > MAX_STRING:
        raise CorruptSave(f"{what}: a text in it is longer than {MAX_STRING} characters")
    return "".join(parts[::2])


def _deepest(brackets: bytes) -> int:
    """The deepest nesting in a run of ``(`` and ``)`` (40 and 41): the running count of opened
    minus closed, as ``2 * opened - seen``, computed without a Python-level loop."""
    doubled = brackets.translate(bytes.maketrans(b"()", b"\x02\x00"))
    return max(map(sub, accumulate(doubled), range(1, len(doubled) + 1)), default=0)


def fail(where: str, problem: str) -> CorruptSave:
    """The error for a field: ``fail("state.turn", "...")``."""
    return CorruptSave(f"{where}: {problem}")


class Fields:
    """Typed access to one JSON object of a save; every getter checks type and range."""

    def __init__(self, data: object, where: str, keys: Iterable[str] | None = None) -> None:
        if not isinstance(data, dict):
            raise fail(where, f"expected an object, got {_kind(data)}")
        self.data: dict[str, object] = data
        self.where = where
        if keys is not None:
            keys = list(keys)
            missing = [k for k in keys if k not in data]
            if missing:
                raise fail(where, f"missing field {missing[0]!r}")
            extra = sorted(k for k in data if k not in keys)
            if extra:
                raise fail(where, f"unknown field {extra[0]!r}")

    def at(self, key: str) -> str:
        return f"{self.where}.{key}"

    def raw(self, key: str) -> object:
        if key not in self.data:
            raise fail(self.where, f"missing field {key!r}")
        return self.data[key]

    def num(self, key: str, lo: int, hi: int) -> int:
        return check_int(self.raw(key), self.at(key), lo, hi)

    def flag(self, key: str) -> bool:
        value = self.raw(key)
        if type(value) is not bool:
            raise fail(self.at(key), f"expected true or false, got {_kind(value)}")
        return value

    def choice(self, key: str, choices: Iterable[C]) -> C:
        """The one of ``choices`` (texts, numbers or null) the field holds."""
        value = self.raw(key)
        options = tuple(choices)
        for option in options:
            if type(option) is type(value) and option == value:
                return option
        raise fail(self.at(key), f"expected one of {', '.join(map(repr, options))}, got {value!r}")

    def ints(self, key: str, lo: int, hi: int, length: int | None = None) -> list[int]:
        return check_ints(self.raw(key), self.at(key), lo, hi, length)

    def seq(self, key: str, length: int | None = None) -> list[object]:
        return check_list(self.raw(key), self.at(key), length)

    def obj(self, key: str, keys: Iterable[str] | None = None) -> "Fields":
        return Fields(self.raw(key), self.at(key), keys)

    def text(self, key: str) -> str:
        value = self.raw(key)
        if not isinstance(value, str):
            raise fail(self.at(key), f"expected text, got {_kind(value)}")
        return value


def _kind(value: object) -> str:
    return {bool: "true/false", int: "a number", float: "a number", str: "text", list: "a list",
            dict: "an object", type(None): "null"}.get(type(value), type(value).__name__)


def check_int(value: object, where: str, lo: int, hi: int) -> int:
    """``value`` if it is an integer (not a bool) from ``lo`` to ``hi``."""
    if type(value) is not int:
        raise fail(where, f"expected a whole number, got {_kind(value)} {value!r}"[:200])
    if not lo <= value <= hi:
        raise fail(where, f"{value} is out of range ({lo} to {hi})")
    return value


def check_list(value: object, where: str, length: int | None = None) -> list[object]:
    if not isinstance(value, list):
        raise fail(where, f"expected a list, got {_kind(value)}")
    if length is not None and len(value) != length:
        raise fail(where, f"expected {length} entries, got {len(value)}")
    return value


def check_ints(value: object, where: str, lo: int, hi: int, length: int | None = None) -> list[int]:
    items = check_list(value, where, length)
    return [check_int(item, f"{where}[{i}]", lo, hi) for i, item in enumerate(items)]


def check_cards_once(zones: Iterable[tuple[str, Iterable[int]]], deck_size: int) -> None:
    """Every card id 0..deck_size-1 lies in exactly one zone, and nothing else does."""
    where_of: dict[int, str] = {}
    for zone, cards in zones:
        for card in cards:
            if not 0 <= card < deck_size:
                raise fail(zone, f"card id {card} does not exist (ids are 0 to {deck_size - 1})")
            if card in where_of:
                raise fail(zone, f"card {card} is also in {where_of[card]}")
            where_of[card] = zone
    if len(where_of) != deck_size:
        missing = min(set(range(deck_size)) - set(where_of))
        raise CorruptSave(f"card {missing} is missing from the game")


def check_events(value: object, where: str, num_players: int) -> None:
    """A list of events as ``Event.to_json`` writes them."""
    for i, item in enumerate(check_list(value, where)):
        ev = Fields(item, f"{where}[{i}]", ("kind", "text", "data", "private"))
        ev.text("kind")
        ev.text("text")
        ev.obj("data")
        private = ev.obj("private")
        for seat, text in private.data.items():
            if seat not in {str(s) for s in range(num_players)} or not isinstance(text, str):
                raise fail(private.where, f"bad private entry {seat!r}")


def check_outcome(value: object, where: str, num_players: int) -> None:
    """``null`` or an outcome with known reason and seats."""
    if value is None:
        return
    outcome = Fields(value, where, ("winners", "reason"))
    outcome.ints("winners", 0, num_players - 1)
    outcome.choice("reason", tuple(r.value for r in Reason))


def check_options(value: object, where: str, option_type: type) -> None:
    """Rule options: only known names, booleans for variants, a positive round limit."""
    from dataclasses import fields
    names = [f.name for f in fields(option_type)]
    options = Fields(value, where)
    unknown = sorted(k for k in options.data if k not in names)
    if unknown:
        raise fail(where, f"unknown rule option {unknown[0]!r}")
    for name in options.data:
        if name == "max_rounds":
            options.num(name, 1, 100_000)
        else:
            options.flag(name)
