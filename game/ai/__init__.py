"""AI players. Every bot sees exactly what a human in its seat sees: ``view`` and ``legal_actions``."""
from game.ai.base import Bot, RandomBot, make_bot

__all__ = ["Bot", "RandomBot", "make_bot"]
