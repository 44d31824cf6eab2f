"""How a game ended."""
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    """Winners (seats) and the reason: "three sets" or "stalemate"."""

    winners: tuple[int, ...]
    reason: str

    def to_json(self) -> dict:
        return {"winners": list(self.winners), "reason": self.reason}

    @staticmethod
    def from_json(data: dict | None) -> "Outcome | None":
        if data is None:
            return None
        return Outcome(tuple(data["winners"]), data["reason"])
