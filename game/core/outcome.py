"""How a game ended."""
from dataclasses import dataclass
from typing import TypedDict


class OutcomeJson(TypedDict):
    """An outcome as JSON (in views and saved states)."""

    winners: list[int]
    reason: str


@dataclass(frozen=True, slots=True)
class Outcome:
    """Winners (seats) and the reason: "three sets" or "stalemate"."""

    winners: tuple[int, ...]
    reason: str

    def to_json(self) -> OutcomeJson:
        return {"winners": list(self.winners), "reason": self.reason}

    @staticmethod
    def from_json(data: OutcomeJson | None) -> "Outcome | None":
        if data is None:
            return None
        return Outcome(tuple(data["winners"]), data["reason"])
