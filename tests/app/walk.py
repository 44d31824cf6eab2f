"""Seeded games played through the session, yielding the model at every step (test helper)."""
import json
import re
from collections.abc import Iterator

from app.model import Table
from app.session import Session
from app.settings import parse_query
from lab.samples import walk  # noqa: F401  (the tests walk games as the samples do)

NAMES = "Ann,Bob,Cy,Dee,Eve,Fay"


def session(game: str, seats: str, seed: int) -> Session:
    count = len(seats.split(","))
    return Session(parse_query(f"game={game}&seats={seats}&names={','.join(NAMES.split(',')[:count])}"
                               f"&seed={seed}", 0))


# Keys whose strings are codes, not words: action strings (as the engine writes them), zone ids.
CODE_KEYS = frozenset({"action", "confirm_action", "confirm_key", "query", "id", "area", "zone", "source", "dest",
                       "kind", "key", "game", "type", "intent"})


def strings(obj: object) -> Iterator[str]:
    """Every string a player reads in a JSON-ready model (codes left out)."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for key, value in obj.items():
            if key not in CODE_KEYS:
                yield from strings(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from strings(value)


def card_ids(obj: object) -> Iterator[int]:
    """Every card id in a model's JSON (cards, choices, selections, animations)."""
    if isinstance(obj, dict):
        for key, value in obj.items():
            if key in ("id", "card", "target_card") and isinstance(value, int):
                yield value
            elif key in ("card_ids", "twins"):
                yield from value
            else:
                yield from card_ids(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from card_ids(value)


def as_json(table: Table) -> dict:
    """The model as the page receives it (through a JSON round trip)."""
    return json.loads(json.dumps(table.to_json()))


CARD_NUMBER = re.compile(r"#\d")
