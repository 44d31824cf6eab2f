"""Saves that reach a named situation (a payment, a sealed bid, a curtain...) of a seeded game, made under
CPython with lab.samples' situation checks, so a browser test can load one and look at that screen."""
import functools
from collections.abc import Iterable
from pathlib import Path

from app import saves
from app.session import Session
from app.settings import parse_query
from lab.samples import GALLERY, LONG_NAMES, SITUATIONS, Staged, walk


@functools.cache
def save_at(name: str, seeds: range | None = None, max_plays: int = 3000) -> str:
    """The save text of the first seeded game that reaches situation ``name`` (see lab.samples: a
    gallery situation's players have long names and its moves are played by its mover)."""
    game, seats, check, mover, first = GALLERY[name] if name in GALLERY else Staged(*SITUATIONS[name])
    seeds = seeds or first
    names = ",".join(LONG_NAMES.split(",")[:seats.count(",") + 1]) if name in GALLERY else "Ann,Bob,Cy"
    for seed in seeds:
        settings = parse_query(f"game={game}&seats={seats}&names={names}&seed={seed}", 0)
        assert settings is not None, "the query names its game"
        session = Session(settings)
        for table in walk(session, max_plays, mover):
            if check(session, table):
                return saves.to_text(session)
    raise LookupError(f"no seed in {seeds} reaches {name}")


def save_files(folder: Path, names: Iterable[str]) -> dict[str, Path]:
    """A save file in ``folder`` for each situation of ``names``, by name (to load with the file input)."""
    paths = {}
    for name in names:
        paths[name] = folder / f"{name}.json"
        paths[name].write_text(save_at(name))
    return paths
