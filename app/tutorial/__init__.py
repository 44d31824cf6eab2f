"""Learn to play: guided first games of Monopoly Deal and Monopoly Bid on prepared deals.

A lesson (``lesson.Lesson``) is a fixed seed and every move of a real game, the learner's and the
opponent's, as the engine labels them, cut into steps of one idea each; ``coach.Coach`` plays it
through the ordinary ``Session``. There is no rules path of its own: each move is checked against
the engine's legal actions (``tests/app/test_lessons.py``). The deals were found with
``tools/lesson_search.py``.
"""
from app.tutorial.lesson import Lesson


def lessons() -> dict[str, Lesson]:
    """Every lesson by game name (loaded on first use)."""
    from app.tutorial import bid, deal
    return {"deal": deal.LESSON, "bid": bid.LESSON}
