"""The table as of each beat of the stage, so nothing painted runs ahead of the caption.

The last play is a list of moves (``Session.steps``), each with the table before and after it. A
beat shows the table after its move, except the events a move tells *before* it hands the turn on
(a new round, the next player's turn, the end of the game: ``SWITCH``): those still show the table
before the move, so a reveal stands over the sealed bids, the card still up for auction and the
money still in hand, and the end screen waits for the winning move. Each such table is built by the
game's presenter from that state's view for the same viewer, so it shows nothing that viewer may
not see; it carries no choices (the viewer acts on the table itself, once the stage is over).
"""
from collections.abc import Sequence
from typing import TYPE_CHECKING

from app.model import Frame
from app.present_common import Context
from game.core.api import GameState
from game.core.events import Event

if TYPE_CHECKING:
    from app.session import Session, Step

SWITCH = frozenset({"round", "turn", "game_over", "win"})


def moments(steps: "Sequence[Step]", events: Sequence[Event], now: GameState) -> list[GameState]:
    """For each of ``events`` (the last play's), the state the table shows while its beat stands."""
    out: list[GameState] = [now] * len(events)
    for index, step in enumerate(steps):
        end = min(steps[index + 1].first if index + 1 < len(steps) else len(events), len(events))
        switch = next((k for k in range(step.first, end) if events[k].kind in SWITCH), step.first)
        for k in range(step.first, end):
            out[k] = step.before if k < switch else step.after
    return out


class Frames:
    """The tables of the last play's beats for the seat ``shown``, built on demand, each distinct
    state once (``built``, in the order ``Beat.frame`` counts them)."""

    def __init__(self, session: "Session", shown: int | None, kinds: list[str]) -> None:
        self.session, self.shown, self.kinds = session, shown, kinds
        self.states = moments(session.steps, session.last_events, session.state)
        self.built: list[Frame] = []
        self._index: dict[int, int] = {}

    def of(self, event: int) -> int:
        """The frame of the last play's ``event``-th event (-1: the table now)."""
        session = self.session
        state = self.states[event] if event < len(self.states) else session.state
        if state is session.state:
            return -1
        if id(state) not in self._index:
            ctx = Context(session.engine.view(state, self.shown), [], session.names, self.kinds)
            scene = session.entry.present(ctx)
            self._index[id(state)] = len(self.built)
            self.built.append(Frame(scene.status, scene.seats, scene.centre, scene.prompt))
        return self._index[id(state)]
