"""Which actions a player may take back: the engine-level rule both games share."""
from collections.abc import Callable, Collection
from typing import TypeVar

from game.core.actions import Action
from game.core.api import GameState

S = TypeVar("S", bound=GameState)


def undoable(hidden_card_ids: Callable[[S, int | None], set[int]], quiet: Collection[str], before: S,
             action: Action, after: S) -> bool:
    """True when ``action`` (played on ``before``, giving ``after``) can be taken back without
    showing anything new or undoing another seat's move: the game goes on, the same seat still has
    to act, every event the action caused is of a ``quiet`` kind (the game's own-table moves: no
    draw, reveal, response, payment or offer), and no card hidden from that seat before is
    visible to it after. Taking it back means returning to ``before``."""
    seat = action.seat
    return (after.outcome is None and seat in after.to_act
            and all(event.kind in quiet for event in after.events)
            and hidden_card_ids(before, seat) <= hidden_card_ids(after, seat))
