"""Deterministic randomness. Every random choice derives from (seed, counter) held in the state,
so a seed plus the action list replays a game exactly, on CPython and on Pyodide."""
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MIX = 1_000_003


def seeded_rng(seed: int, counter: int) -> random.Random:
    """A fresh generator for the ``counter``-th random event of the game seeded with ``seed``."""
    return random.Random(seed * _MIX + counter)


def shuffled(items: Sequence[T], seed: int, counter: int) -> list[T]:
    """A shuffled copy of ``items``, fixed by ``(seed, counter)``."""
    out = list(items)
    seeded_rng(seed, counter).shuffle(out)
    return out
