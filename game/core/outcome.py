"""How a game ended."""
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Outcome:
    """Winners (seats) and the reason: "three sets" or "stalemate"."""

    winners: tuple[int, ...]
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "reason": self.reason}

    @staticmethod
    def from_json(data: dict[str, Any] | None) -> "Outcome | None":
        if data is None:
            return None
        return Outcome(tuple(data["winners"]), data["reason"])
