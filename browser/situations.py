"""Saves that reach a named situation (a payment, a sealed bid, a curtain...) of a seeded game, made under
CPython with lab.samples' situation checks, so a browser test can load one and look at that screen."""
import fcntl
import functools
import os
from collections.abc import Iterable
from pathlib import Path

from app import saves
from app.session import Session
from app.settings import parse_query
from lab.samples import GALLERY, LONG_NAMES, SITUATIONS, Staged, walk

# A folder where the situations found are kept for the other test processes of the same run (set by
# `make test` for every suite, and by e2e/conftest.py): each is sought once, not once per process.
SHARED = "DEALBID_SITUATIONS"


@functools.cache
def save_at(name: str) -> str:
    """The save text of the first seeded game that reaches situation ``name`` (see lab.samples: a
    gallery situation's players have long names and its moves are played by its mover)."""
    folder = os.environ.get(SHARED)
    if not folder:
        return _seek(name)
    path = Path(folder) / f"{name}.json"
    with open(path.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)        # one process seeks it while the others wait for it
        if not path.exists():
            path.write_text(_seek(name))
        return path.read_text()


def _seek(name: str, max_plays: int = 3000) -> str:
    """The save text of situation ``name``, sought by playing its seeds' games under CPython."""
    game, seats, check, mover, seeds = GALLERY[name] if name in GALLERY else Staged(*SITUATIONS[name])
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
