"""The base of both games' rule options: frozen dataclasses of variant switches (all off by default)
plus the stalemate round limit ``max_rounds``."""
from collections.abc import Iterable, Mapping
from dataclasses import Field, dataclass, fields, replace
from typing import ClassVar, Generic, Self, TypeVar, cast

# The game's options JSON (a TypedDict of its fields); covariant, as ``to_json`` only returns it, so
# either game's options are a ``SomeOptions``.
J = TypeVar("J", bound=Mapping[str, object], covariant=True)


@dataclass(frozen=True, slots=True)
class Variant:
    """A house rule, off by default: ``key`` names the ``Options`` field it switches on."""

    key: str
    label: str      # a few words for a check box
    text: str       # one sentence: what changes


class Options(Generic[J]):
    """Mixin of a game's ``Options`` dataclass (frozen, slots); the subclass names its ``VARIANTS``
    and, as ``J``, the TypedDict of its ``to_json``."""

    __slots__ = ()
    VARIANTS: ClassVar[tuple[Variant, ...]]
    __dataclass_fields__: ClassVar[dict[str, Field[object]]]     # set by @dataclass on the subclass
    max_rounds: int

    @classmethod
    def from_names(cls, names: Iterable[str]) -> Self:
        """Options with the named variants switched on; unknown names raise ``ValueError``."""
        chosen = [n for n in names if n]
        known = [v.key for v in cls.VARIANTS]
        unknown = [n for n in chosen if n not in known]
        if unknown:
            raise ValueError(f"unknown variant(s) {unknown}; known: {sorted(known)}")
        return replace(cls(), **dict.fromkeys(chosen, True))

    def names(self) -> list[str]:
        """The variants switched on."""
        return [v.key for v in self.VARIANTS if getattr(self, v.key)]

    def to_json(self) -> J:
        """Every field, JSON-ready (field order kept: it is part of the saved text)."""
        # mypy cannot follow ``fields()``: ``J`` names exactly the dataclass fields.
        return cast(J, {f.name: getattr(self, f.name) for f in fields(self)})

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Self:
        """Options from ``to_json`` output; fields missing from ``data`` keep their defaults."""
        return replace(cls(), **{f.name: data[f.name] for f in fields(cls) if f.name in data})


SomeOptions = Options[Mapping[str, object]]     # either game's options, read where the game is not known
