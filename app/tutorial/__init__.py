"""Learn to play: guided first games of Monopoly Deal and Monopoly Bid on prepared deals.

A lesson (``lesson.Lesson``) is a fixed seed and every move of a real game, the learner's and the
opponent's, as the engine labels them, cut into steps of one idea each; ``coach.Coach`` plays it
through the ordinary ``Session``. There is no rules path of its own: each move is checked against
the engine's legal actions (``tests/app/test_lessons.py``). The deals were found with
``tools/lesson_search.py``.

Each game's lesson is ``app/tutorial/<name>.py``'s ``LESSON``, found by name through ``app.registry``.
"""
from app.tutorial.lesson import Lesson

# app.registry is imported on use: it loads app.tutorial.lesson, which runs this package's face first.


def lesson(name: str) -> Lesson | None:
    """The lesson of game ``name``; None for a game without one or a name that is no game."""
    from app.registry import entry, names
    return entry(name).lesson if name in names() else None


def lessons() -> dict[str, Lesson]:
    """Every lesson by game name (this loads every game's entry)."""
    from app.registry import entry, names
    return {name: found for name in names() if (found := entry(name).lesson) is not None}
