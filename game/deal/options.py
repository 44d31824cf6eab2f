"""Rule options of Monopoly Deal: named variants (all off by default) and the stalemate limit."""
from dataclasses import dataclass, fields
from typing import Any, Iterable

VARIANTS: dict[str, str] = {
    "hand_limit_to_draw_bottom":
        "Cards discarded down to the 7-card hand limit go under the draw pile, not onto the discards.",
    "single_double_rent": "Only one Double the Rent may be added to a rent card (no x4).",
    "jsn_counts_as_play":
        "A Just Say No the active player uses on their own turn to answer one uses up a play.",
}


@dataclass(frozen=True, slots=True)
class Options:
    """The rule options of one game. ``max_rounds``: after this many rounds the game is a stalemate."""

    hand_limit_to_draw_bottom: bool = False
    single_double_rent: bool = False
    jsn_counts_as_play: bool = False
    max_rounds: int = 200

    @staticmethod
    def from_names(names: Iterable[str]) -> "Options":
        """Options with the named variants switched on; unknown names raise ``ValueError``."""
        chosen = {}
        for name in names:
            if name not in VARIANTS:
                raise ValueError(f"unknown Monopoly Deal variant {name!r}")
            chosen[name] = True
        return Options(**chosen)

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Options":
        return Options(**{f.name: data[f.name] for f in fields(Options) if f.name in data})
