"""Which build of the game's code is running: a short hash of the worker's Python sources (``app/``
and ``game/``), the same one the build computes for ``py/app.zip`` (``tools/build.py``, the page's
``__APP_HASH__``). A save records it as ``release`` (``app.saves``), so a maintainer can tell which
release wrote a game. In the browser the worker sets ``RUNNING`` to the build's hash at start (the
archive's files may not be unpacked yet after a warm start); elsewhere it is computed from the files."""
import hashlib
from functools import cache
from pathlib import Path

PACKAGES = ("app", "game")
ROOT = Path(__file__).resolve().parent.parent
RUNNING: str | None = None      # the build's hash, as the worker knows it (``ui/worker.js``)


def sources(root: Path = ROOT) -> list[Path]:
    """The .py files of the packages under ``root``, relative to it, in the archive's order."""
    files: list[Path] = []
    for package in PACKAGES:
        files += sorted(p.relative_to(root) for p in (root / package).rglob("*.py") if "__pycache__" not in p.parts)
    return files


def source_hash(root: Path, files: list[Path]) -> str:
    """16 hex digits of the SHA-256 over each file's path and bytes."""
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.as_posix().encode() + b"\0" + (root / rel).read_bytes())
    return digest.hexdigest()[:16]


def release() -> str:
    """The running code's release hash."""
    return RUNNING or _from_sources()


@cache
def _from_sources() -> str:
    return source_hash(ROOT, sources())
