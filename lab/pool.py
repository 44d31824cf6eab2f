"""Run a function over tasks in worker processes, or in this process when there is one job."""
from collections.abc import Callable, Iterable, Iterator
from multiprocessing import Pool
from types import TracebackType
from typing import Any, Protocol, Self, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class Workers(Protocol):
    """What the lab uses of ``multiprocessing.Pool``."""

    def __enter__(self) -> Any: ...

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> Any: ...

    def imap(self, func: Callable[[T], R], iterable: Iterable[T], chunksize: int = 1) -> Iterator[R]: ...

    def imap_unordered(self, func: Callable[[T], R], iterable: Iterable[T],
                       chunksize: int = 1) -> Iterator[R]: ...


class Serial:
    """``Pool``'s interface in this process (one job: easier to debug, no start-up cost)."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        return None

    def imap(self, func: Callable[[T], R], iterable: Iterable[T], chunksize: int = 1) -> Iterator[R]:
        return map(func, iterable)

    imap_unordered = imap


def workers(jobs: int) -> Workers:
    """A process pool of ``jobs`` workers, or ``Serial`` for one job."""
    return Pool(jobs) if jobs > 1 else Serial()
