"""What a lesson is made of: steps of one idea each, each with the moves that make it up."""
from dataclasses import dataclass

from game.core.actions import Action

LEARNER = 0        # the learner always sits first and moves first (the first host in Bid)
LEARNER_NAME = "Player 1"   # the name a human in seat 1 gets in any game
OPPONENT_NAME = "Sam"


@dataclass(frozen=True)
class Step:
    """One idea: what to do and why (``text``), what it did (``after``), and every move from the
    start of the step to the start of the next one as ``(seat, engine label)``: the learner's
    moves are what the learner is asked to do, in order; the others are the opponent's scripted
    replies."""

    title: str
    text: str
    after: str
    moves: tuple[tuple[int, str], ...]

    @property
    def targets(self) -> list[str]:
        """The learner's moves in this step, in order."""
        return [label for seat, label in self.moves if seat == LEARNER]


@dataclass(frozen=True)
class Lesson:
    """A guided game: a fixed seed for two players, and its steps."""

    game: str
    title: str
    seed: int
    steps: tuple[Step, ...]
    finish: str            # said when the lesson is over

    def moves(self) -> list[tuple[int, str]]:
        """Every move of the lesson's game, in order."""
        return [move for step in self.steps for move in step.moves]


def matches(action: Action, label: str) -> bool:
    """Is ``action`` the lesson's move written ``label``? (The one place that says how a lesson
    names a move: today the engine's readable label.)"""
    return str(action) == label

