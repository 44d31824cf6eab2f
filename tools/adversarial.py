"""Hostile texts for the save/replay/import reader (``game.core.loading.parse``), each family built
at any length, and the best-of-n timer the linear-time test and ``make bench`` share.

The families are what an attacker would try against a JSON pre-check: long runs of escapes inside an
unclosed string (the audit's link that froze the worker), lone backslashes, bare quotes, deep and wide
nesting, huge numbers, many short strings or keys, long strings and non-ASCII text.
"""
import time
from collections.abc import Callable

# name -> text of about ``n`` characters
FAMILIES: dict[str, Callable[[int], str]] = {
    "escaped quotes, never closed": lambda n: '"' + '\\"' * (n // 2),
    "backslashes, never closed": lambda n: '"' + "\\" * n,
    "bare quotes": lambda n: '"' * n,
    "escapes then a close": lambda n: '["' + '\\\\\\"' * (n // 4) + '"]',
    "deep nesting": lambda n: "[" * n,
    "nesting opened and closed": lambda n: ("[" * 30 + "]" * 30) * (n // 60),
    "wide list of lists": lambda n: "[" + "[]," * (n // 3) + "[]]",
    "one huge number": lambda n: "1" * n,
    "many numbers": lambda n: "[" + "1," * (n // 2) + "1]",
    "many short strings": lambda n: '["' + '","' * (n // 3) + '"]',
    "many keys": lambda n: "{" + '"k":1,' * (n // 6) + '"k":1}',
    "one long string": lambda n: '"' + "a" * n + '"',
    "non-ASCII outside strings": lambda n: "é" * n,
}


def best_time(run: Callable[[], object], repeats: int = 3) -> float:
    """The shortest wall time of ``repeats`` runs, in seconds (the least disturbed by other work)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best
