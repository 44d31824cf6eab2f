"""The shapes both games' views share; ``game.deal.view_types`` and ``game.bid.view_types`` build the
whole views (``DealView``, ``BidView``) on them. Views are plain JSON-ready dicts: these TypedDicts
only tell the type checker their keys.
"""
from typing import Generic, TypedDict, TypeVar

from game.core.events import SeatEvent
from game.core.outcome import OutcomeJson


class CardObject(TypedDict):
    """The keys every card object has, in either game (each game adds its own)."""

    id: int
    kind: str               # "property" | "wild" | "money" | "action" (Deal also "rent")
    name: str
    value: int              # money value (in Bid 0 for every card but money)
    colors: list[str]       # colour keys; ["any"] for a card of every colour, [] for none


C = TypeVar("C", bound=CardObject)


class SetObject(TypedDict, Generic[C]):
    """A property set on a player's table (``C``: the game's card object)."""

    color: str
    color_name: str
    size: int               # cards the colour needs to be complete
    cards: list[C]          # in table order
    complete: bool


class ViewBase(TypedDict):
    """The keys of every view, whatever the game: what code for either game may read."""

    game: str               # "deal" | "bid"
    you: int | None         # the viewer's seat; None for a spectator
    round: int              # 1-based
    to_act: list[int]       # seats that must act now; [] once the game is over
    discard_ids: list[int]  # the face-up discard pile, bottom first
    discard_count: int
    draw_count: int
    events: list[SeatEvent]     # the last play's events as this seat sees them
    outcome: OutcomeJson | None


V = TypeVar("V", bound=ViewBase)                                       # one game's view
V_contra = TypeVar("V_contra", bound=ViewBase, contravariant=True)     # the same, read only


def own_seat(view: ViewBase) -> int:
    """The viewer's seat of a seated view (a bot's, a player's with moves); ``ValueError`` for a
    spectator's."""
    seat = view["you"]
    if seat is None:
        raise ValueError("a spectator's view has no seat")
    return seat
