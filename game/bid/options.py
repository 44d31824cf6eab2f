"""Rule options (variants) of Monopoly Bid."""
from dataclasses import dataclass, fields
from typing import Any, Iterable

VARIANTS: dict[str, str] = {
    "tie_reauction": "A tied top bid ends the auction at once: all money goes back, the card goes "
                     "under the pile and the host auctions the next property (long manual's reading).",
    "no_trading": "Players may not trade or give properties to each other (house rule).",
}


@dataclass(frozen=True, slots=True)
class Options:
    """Variant switches (all off by default) and the stalemate round limit."""

    tie_reauction: bool = False
    no_trading: bool = False
    max_rounds: int = 200

    @staticmethod
    def from_names(names: Iterable[str]) -> "Options":
        """Options with the named variants switched on; unknown names raise ``ValueError``."""
        names = [n for n in names if n]
        unknown = [n for n in names if n not in VARIANTS]
        if unknown:
            raise ValueError(f"unknown Monopoly Bid variant(s) {unknown}; known: {sorted(VARIANTS)}")
        return Options(**{n: True for n in names})

    def names(self) -> list[str]:
        """The variants switched on."""
        return [n for n in VARIANTS if getattr(self, n)]

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Options":
        return Options(**{f.name: data[f.name] for f in fields(Options) if f.name in data})
