"""Test support: the interfaces and type aliases of a TypeScript declaration file, and Python's
dataclasses and TypedDicts, written the same way ("field: type" with the types in TypeScript's
words), so a test can tell where the two sides disagree."""
import dataclasses
import re
import types
import typing
from pathlib import Path

Fields = dict[str, str]           # field name -> canonical type ("number | null", "Card[]", ...)

_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
_INTERFACE = re.compile(r"export interface (\w+)\s*\{")
_ALIAS = re.compile(r"export type (\w+)\s*=\s*([^;]*);")


def _top_level(text: str, sep: str) -> list[str]:
    """``text`` split at ``sep`` outside brackets and quotes."""
    parts, depth, quote, start = [], 0, "", 0
    for i, ch in enumerate(text):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _block(text: str, opening: int) -> str:
    """The text between the brace at ``opening`` and its match."""
    depth = 0
    for i in range(opening, len(text)):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return text[opening + 1:i]
    raise ValueError("unbalanced braces")


def _members(ts: str, aliases: dict[str, str]) -> set[str]:
    """The canonical members of a TypeScript type (a union is flattened, aliases expanded)."""
    out: set[str] = set()
    for part in _top_level(ts, "|"):
        if part.startswith("(") and part.endswith(")"):
            out |= _members(part[1:-1], aliases)
        elif part.endswith("[]"):
            out.add(_array(_members(part[:-2], aliases)))
        elif part.startswith("Record<"):
            key, value = _top_level(part[len("Record<"):-1], ",")
            out.add(f"Record<{key}, {_union(_members(value, aliases))}>")
        elif part.startswith("{"):
            raise ValueError(f"name the inline object type {part!r}, so both sides can be compared")
        elif part in aliases:
            out |= _members(aliases[part], aliases)
        else:
            out.add(part.replace("'", '"'))
    return out


def _union(members: set[str]) -> str:
    return " | ".join(sorted(members))


def _array(members: set[str]) -> str:
    return f"({_union(members)})[]" if len(members) > 1 else f"{_union(members)}[]"


def typescript(path: Path) -> dict[str, Fields]:
    """Every ``export interface`` of the file: its fields and their canonical types (optional
    fields, ``name?: type``, as ``type | undefined``)."""
    text = _COMMENT.sub("", path.read_text())
    aliases = {m.group(1): m.group(2) for m in _ALIAS.finditer(text)}
    found: dict[str, Fields] = {}
    for match in _INTERFACE.finditer(text):
        body = _block(text, match.end() - 1)
        fields: Fields = {}
        for line in _top_level(body.replace("\n", ";"), ";"):
            name, ts = line.split(":", 1)
            members = _members(ts, aliases)
            if name.endswith("?"):
                name, members = name[:-1], members | {"undefined"}
            fields[name.strip()] = _union(members)
        found[match.group(1)] = fields
    return found


def aliases(path: Path) -> dict[str, str]:
    """Every ``export type`` of the file, canonical."""
    text = _COMMENT.sub("", path.read_text())
    raw = {m.group(1): m.group(2) for m in _ALIAS.finditer(text)}
    return {name: _union(_members(ts, raw)) for name, ts in raw.items()}


def _py_members(hint: object) -> set[str]:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is type(None) or hint is None:
        return {"null"}
    if hint is str:
        return {"string"}
    if hint in (int, float):
        return {"number"}
    if hint is bool:
        return {"boolean"}
    if hint is object:
        return {"unknown"}
    if origin is typing.Literal:
        return {f'"{a}"' for a in args}
    if origin in (typing.Union, types.UnionType):
        return set().union(*(_py_members(a) for a in args))
    if origin is typing.NotRequired:
        return _py_members(args[0]) | {"undefined"}
    if origin is list:
        return {_array(_py_members(args[0]))}
    if origin is dict:
        return {f"Record<{_union(_py_members(args[0]))}, {_union(_py_members(args[1]))}>"}
    if isinstance(hint, typing.NewType):
        return {hint.__name__}
    if isinstance(hint, type):
        return {hint.__name__}
    raise ValueError(f"no TypeScript word for {hint!r}")


def python(cls: type) -> Fields:
    """The fields of a dataclass or TypedDict and their types in TypeScript's words (a
    ``NotRequired`` key as ``type | undefined``)."""
    hints = typing.get_type_hints(cls, include_extras=True)
    names = [f.name for f in dataclasses.fields(cls)] if dataclasses.is_dataclass(cls) else list(hints)
    out = {}
    for name in names:
        members = _py_members(hints[name])
        if not dataclasses.is_dataclass(cls) and name in getattr(cls, "__optional_keys__", ()):
            members |= {"undefined"}
        out[name] = _union(members)
    return out


def py_alias(hint: object) -> str:
    """A Python type alias (e.g. a ``Literal``) in TypeScript's words."""
    return _union(_py_members(hint))


def problems(value: object, hint: object, where: str = "") -> list[str]:
    """Where ``value`` (plain JSON) is not what ``hint`` says: a TypedDict's exact keys, a
    dataclass's ``to_json()`` keys, and every value's type, all the way down."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.NotRequired:
        return problems(value, args[0], where)
    if origin in (typing.Union, types.UnionType):
        found = [problems(value, a, where) for a in args]
        return [] if any(not p for p in found) else min(found, key=len)
    if origin is typing.Literal:
        return [] if value in args else [f"{where}: {value!r} is not one of {args}"]
    if hint is object:
        return []
    if hint in (type(None), None):
        return [] if value is None else [f"{where}: {value!r} is not null"]
    if hint in (str, bool):
        return [] if type(value) is hint else [f"{where}: {value!r} is not {hint}"]
    if hint in (int, float):
        return [] if type(value) in (int, float) else [f"{where}: {value!r} is not a number"]
    if origin is list:
        if type(value) is not list:
            return [f"{where}: not a list"]
        return [p for i, item in enumerate(value) for p in problems(item, args[0], f"{where}[{i}]")]
    if origin is dict:
        if type(value) is not dict:
            return [f"{where}: not an object"]
        return [p for k, item in value.items() for p in problems(item, args[1], f"{where}.{k}")]
    if isinstance(hint, type) and (dataclasses.is_dataclass(hint) or typing.is_typeddict(hint)):
        if type(value) is not dict:
            return [f"{where}: not an object ({hint.__name__})"]
        hints = typing.get_type_hints(hint, include_extras=True)
        required = set(getattr(hint, "__required_keys__", hints))
        out = [f"{where}: {hint.__name__} lacks {key!r}" for key in sorted(required - set(value))]
        out += [f"{where}: {hint.__name__} has no key {key!r}" for key in sorted(set(value) - set(hints))]
        return out + [p for key in hints if key in value for p in problems(value[key], hints[key], f"{where}.{key}")]
    raise ValueError(f"cannot check {hint!r}")
