"""Plays a lesson through the ordinary ``Session``: the learner's moves are checked against the
step's target before they are played, the opponent's replies come from the script.

Nothing here decides what is legal: a move is played only if the engine lists it now, and a
lesson whose script no longer fits the engine fails with ``LessonBroken`` (and in pytest).
"""
from typing import TypedDict

from app.model import Table
from app.session import Session
from app.settings import Seat, Settings
from app.table import build as build_table
from app.tutorial.lesson import LEARNER, LEARNER_NAME, OPPONENT_NAME, Lesson, Step, matches
from game.core.actions import Action


class LessonBroken(Exception):
    """The script asks for a move the engine does not allow here (a rules change broke it)."""


class LessonSession(Session):
    """A game of a lesson: like any other, except that no move is taken back (a wrong move is
    refused before it is played, so there is nothing to undo)."""

    def can_undo(self) -> bool:
        return False

    def ask_adjustable(self) -> bool:
        return False    # the script asks the learner to answer with a Just Say No / Nope!


def lesson_settings(lesson: Lesson, speed: str = "normal") -> Settings:
    """The learner in seat 1 against a scripted opponent (shown as an AI seat)."""
    return Settings(lesson.game, (Seat(LEARNER_NAME), Seat(OPPONENT_NAME, "ai", "normal")), lesson.seed, speed=speed)


class Coach:
    """One lesson in progress: the game, how many of the script's moves are played, and what
    the learner was last told."""

    def __init__(self, lesson: Lesson, at: int = 0, speed: str = "normal") -> None:
        """Start ``lesson``, or resume it after its first ``at`` moves."""
        self.lesson = lesson
        self.script = lesson.moves()
        self.session = LessonSession(lesson_settings(lesson, speed))
        self.at = 0
        self.note = ""
        for _ in range(max(0, min(int(at), len(self.script)))):
            self.session.play(self.scripted())
            self.at += 1

    # --- where we are -----------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.at >= len(self.script)

    def step_index(self) -> int:
        """The step the next move belongs to (``len(steps)`` once the lesson is over)."""
        end = 0
        for index, step in enumerate(self.lesson.steps):
            end += len(step.moves)
            if self.at < end:
                return index
        return len(self.lesson.steps)

    def scripted(self) -> Action:
        """The script's next move as the engine's own action; ``LessonBroken`` if it is not legal."""
        seat, label = self.script[self.at]
        legal = self.session.engine.legal_actions(self.session.state, seat)
        action: Action | None = next((a for a in legal if matches(a, label)), None)
        if action is None:
            raise LessonBroken(f"{self.lesson.title}, move {self.at + 1}: {label!r} is not legal here")
        return action

    def learner_due(self) -> bool:
        return not self.finished and self.script[self.at][0] == LEARNER

    # --- moves ------------------------------------------------------------------------------
    def offer(self, action: Action) -> bool:
        """The learner chose ``action`` (a legal move): play it if it is the step's move, else
        explain and keep the table as it is. True when it was played."""
        if not self.learner_due():
            self.note = "Wait a moment: it is not your move in the lesson yet."
            return False
        if not matches(action, self.script[self.at][1]):
            wanted = self.session.text(self.script[self.at][1])
            self.note = (f"“{self.session.text(str(action))}” is a real move here, but it is not this step's "
                         f"move, so it was not played. This step needs “{wanted}”. Try again.")
            return False
        self.note = ""
        self.session.play(action)
        self.at += 1
        return True

    def reply(self) -> bool:
        """Play the opponent's scripted reply, when one is due. True when a move was played."""
        if self.finished or self.learner_due():
            return False
        self.session.play(self.scripted())
        self.at += 1
        return True

    # --- what the page shows ----------------------------------------------------------------
    def target(self, table: Table) -> "LessonTarget | None":
        """The learner's next move as the table model offers it: its action key, button label, the
        card it is played from (if any) and whether that card is in the hand."""
        if not self.learner_due():
            return None
        label = self.script[self.at][1]
        choices = table.prompt.choices if table.prompt else []
        choice = next((c for c in choices if c.action == label), None)
        if choice is None:
            return None
        hand = {card.id for seat in table.seats if seat.is_you
                for zone in seat.zones if zone.kind == "hand" for card in zone.cards}
        card = choice.card
        return {"action": label, "key": choice.key, "label": choice.label, "card": card,
                "in_hand": card in hand, "aimed": choice.target_card is not None, "group": choice.group}

    def to_json(self, table: Table) -> dict[str, object]:
        """The lesson panel: the steps with ticks, the current step's text, what the last step did,
        the target on the table, and any note about a refused move."""
        steps = self.lesson.steps
        current = self.step_index()
        step: Step | None = steps[current] if current < len(steps) else None
        return {"type": "lesson", "game": self.lesson.game, "title": self.lesson.title, "at": self.at,
                "steps": [{"title": s.title, "done": i < current} for i, s in enumerate(steps)],
                "current": current, "finished": self.finished,
                "text": step.text if step else self.lesson.finish,
                "after": steps[current - 1].after if current > 0 else "",
                "target": self.target(table), "note": self.note}


class LessonTarget(TypedDict):
    """The move a lesson waits for, as the model offers it (``types/model.d.ts``: ``LessonTarget``)."""

    action: str
    key: str
    label: str
    card: int | None
    in_hand: bool
    aimed: bool
    group: str


# The reading-pace estimate of a lesson (README figure; a test holds it to the 5 minutes).
WORDS_PER_MINUTE = 200      # an unhurried reading pace for short instructions
SECONDS_PER_TAP = 2.5       # find and tap one button or card
OPPONENT_BEAT_S = 0.9       # the stage shows each opponent move for one beat at normal pace (app.stage)


def estimate_seconds(lesson: Lesson) -> float:
    """How long a first-time player takes to follow ``lesson`` at reading pace: every step's text
    and result read once, one tap per own move plus one more when it is played from a hand card
    (tap the card, then the choice), one stage beat per opponent move."""
    texts = [s.text for s in lesson.steps] + [s.after for s in lesson.steps] + [lesson.finish]
    reading = sum(len(text.split()) for text in texts) * 60 / WORDS_PER_MINUTE
    coach = Coach(lesson)
    taps = replies = 0
    while not coach.finished:
        if coach.learner_due():
            target = coach.target(build_table(coach.session))
            taps += 2 if target is not None and target["in_hand"] else 1
            coach.offer(coach.scripted())
        else:
            coach.reply()
            replies += 1
    return reading + taps * SECONDS_PER_TAP + replies * OPPONENT_BEAT_S
