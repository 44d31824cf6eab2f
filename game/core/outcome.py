"""How a game ended."""
from dataclasses import dataclass
from enum import StrEnum
from typing import TypedDict


class Reason(StrEnum):
    """Why a game ended (its value is what the JSON holds)."""

    SETS = "three sets"         # a seat completed the sets to win
    STALEMATE = "stalemate"     # the round limit, or no change for a round per seat


class OutcomeJson(TypedDict):
    """An outcome as JSON (in views and saved states)."""

    winners: list[int]
    reason: str


@dataclass(frozen=True, slots=True)
class Outcome:
    """Winners (seats) and the reason."""

    winners: tuple[int, ...]
    reason: Reason

    def to_json(self) -> OutcomeJson:
        return {"winners": list(self.winners), "reason": self.reason.value}

    @staticmethod
    def from_json(data: OutcomeJson | None) -> "Outcome | None":
        if data is None:
            return None
        return Outcome(tuple(data["winners"]), Reason(data["reason"]))
