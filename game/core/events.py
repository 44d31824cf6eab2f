"""Events: what each play did, as public text plus private detail for some seats."""
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NotRequired, TypedDict


class ShownBid(TypedDict):
    """A bid shown at an auction's reveal (Monopoly Bid): its money values, highest first."""

    seat: int
    total: int
    values: list[int]


# Public details of an event, for animations, the log and the end-screen story: each kind sets a
# few of these keys. "from" and "to" are zones ("hand:0", "bank:1", "table:2", "discard", ...), or
# seats in a trade's offer and decline.
EventData = TypedDict("EventData", {
    "seat": int, "seats": list[int], "host": int, "round": int, "winners": list[int],
    "card": int, "cards": list[int], "cards_used": list[int], "used": list[int], "count": int,
    "from": str | int, "to": str | int, "color": str, "action": str,
    "amount": int, "total": int, "payer": int, "receiver": int, "selected": bool, "depth": int,
    "raise": bool, "bids": list[ShownBid], "give": list[int], "take": list[int],
}, total=False)


class SeatEvent(TypedDict):
    """An event as one seat sees it in a view (``Event.for_seat``)."""

    kind: str
    text: str                   # the public sentence, with ``{pN}`` seat tokens
    data: EventData             # public details for animations (card ids, seats, zones)
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
    data: EventData = field(default_factory=EventData)
    private: dict[int, str] = field(default_factory=dict)

    def for_seat(self, seat: int | None) -> SeatEvent:
        """The event as one seat may see it (spectator: ``None``)."""
        out: SeatEvent = {"kind": self.kind, "text": self.text, "data": self.data}
        if seat is not None and seat in self.private:
            out["private"] = self.private[seat]
        return out

    def to_json(self) -> "EventJson":
        return {"kind": self.kind, "text": self.text, "data": self.data,
                "private": {str(k): v for k, v in self.private.items()}}

    @staticmethod
    def from_json(data: "EventJson") -> "Event":
        return Event(data["kind"], data["text"], data.get("data", {}),
                     {int(k): v for k, v in data.get("private", {}).items()})


class EventJson(TypedDict):
    """An event in a saved state (``Event.to_json``): private sentences by seat number as text."""

    kind: str
    text: str
    data: EventData
    private: dict[str, str]


def redact_events(events: Iterable[Event], seat: int | None) -> list[SeatEvent]:
    """The events as ``seat`` may see them."""
    return [e.for_seat(seat) for e in events]
