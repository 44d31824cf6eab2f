"""Base for the engines' states: plain ``__slots__`` objects (cheap to clone) compared slot by slot."""
from typing import ClassVar


class SlotState:
    """Equality over every slot except the caches named in ``CACHE_SLOTS`` (derived data that a
    JSON round trip drops). States are mutable while ``play`` builds them, so they are unhashable."""

    __slots__ = ()
    CACHE_SLOTS: tuple[str, ...] = ()
    # A field added after a release, with the value that means "as before": while a state holds it,
    # the position digest (``game.core.replay.position``) leaves the field out, so saves stay valid.
    DEFAULTS: ClassVar[dict[str, object]] = {}

    def _key(self) -> tuple[object, ...]:
        slots: tuple[str, ...] = self.__slots__
        return tuple(getattr(self, name) for name in slots if name not in self.CACHE_SLOTS)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]
