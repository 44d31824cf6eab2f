"""Which actions a player may take back: the engine-level rule both games share."""
from collections.abc import Callable, Collection
from typing import Any

from game.core.actions import Action

HiddenIds = Callable[[Any, "int | None"], set[int]]


def undoable(hidden_card_ids: HiddenIds, quiet: Collection[str], before: Any, action: Action,
             after: Any) -> bool:
    """True when ``action`` (played on ``before``, giving ``after``) can be taken back without
    showing anything new or undoing another seat's move: the game goes on, the same seat still has
    to act, every event the action caused is of a ``quiet`` kind (the game's own-table moves: no
    draw, reveal, response, payment or offer), and no card hidden from that seat before is
    visible to it after. Taking it back means returning to ``before``."""
    seat = action.seat
    return (after.outcome is None and seat in after.to_act
            and all(event.kind in quiet for event in after.events)
            and hidden_card_ids(before, seat) <= hidden_card_ids(after, seat))
