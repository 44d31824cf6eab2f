"""A seat's property sets as plain (colour, card ids) pairs, for the heuristics' what-if valuations."""
from collections.abc import Sequence
from typing import TypeVar

from game.core.view_types import C, SetObject

M = TypeVar("M", bound="SetsModel")


class SetsModel:
    """The sets of one seat, read from a view's set objects; subclasses add the game's rules for
    placing a card and valuing the sets."""

    __slots__ = ("sets",)

    def __init__(self, sets: list[tuple[str, list[int]]]) -> None:
        self.sets = sets

    @classmethod
    def of(cls: type[M], sets: Sequence[SetObject[C]]) -> M:
        """The model of one player's ``sets`` (a view's)."""
        return cls([(st["color"], [c["id"] for c in st["cards"]]) for st in sets])

    def copy(self: M) -> M:
        return type(self)([(color, list(cards)) for color, cards in self.sets])

    def remove(self, card: int) -> None:
        for i, (_, cards) in enumerate(self.sets):
            if card in cards:
                cards.remove(card)
                if not cards:
                    self.sets.pop(i)
                return

    def color_of(self, card: int) -> str | None:
        return next((color for color, cards in self.sets if card in cards), None)
