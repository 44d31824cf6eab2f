"""Events: what each play did, as public text plus private detail for some seats."""
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NotRequired, TypedDict


class SeatEvent(TypedDict):
    """An event as one seat sees it in a view (``Event.for_seat``)."""

    kind: str
    text: str                   # the public sentence, with ``{pN}`` seat tokens
    data: dict[str, Any]        # public details for animations (card ids, seats, zones)
    private: NotRequired[str]   # the seat's own extra sentence, if it has one


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

    def for_seat(self, seat: int | None) -> SeatEvent:
        """The event as one seat may see it (spectator: ``None``)."""
        out: SeatEvent = {"kind": self.kind, "text": self.text, "data": self.data}
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


def redact_events(events: Iterable[Event], seat: int | None) -> list[SeatEvent]:
    """The events as ``seat`` may see them."""
    return [e.for_seat(seat) for e in events]
