"""Events: what each play did, as public text plus private detail for some seats."""
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened.

    ``kind`` is a short machine name ("draw", "bank", "pay", "reveal", ...), ``text`` the public
    sentence every seat may read, ``private`` extra sentences for single seats (e.g. which cards
    *you* drew), and ``data`` public structured details for animations (card ids, seats).
    """

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    private: dict[int, str] = field(default_factory=dict)

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as one seat may see it (spectator: ``None``)."""
        out: dict[str, Any] = {"kind": self.kind, "text": self.text, "data": self.data}
        if seat is not None and seat in self.private:
            out["private"] = self.private[seat]
        return out

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "data": self.data,
                "private": {str(k): v for k, v in self.private.items()}}

    @staticmethod
    def from_json(data: dict[str, Any]) -> "Event":
        return Event(data["kind"], data["text"], data.get("data", {}),
                     {int(k): v for k, v in data.get("private", {}).items()})


def redact_events(events: Iterable[Event], seat: int | None) -> list[dict[str, Any]]:
    """The events as ``seat`` may see them."""
    return [e.for_seat(seat) for e in events]
