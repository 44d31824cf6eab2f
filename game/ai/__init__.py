"""AI players. Every bot sees exactly what a human in its seat sees: ``view`` and ``legal_actions``."""
from game.ai.base import Bot, QuickBot, RandomBot
from game.ai.levels import make_bot

__all__ = ["Bot", "QuickBot", "RandomBot", "make_bot"]
