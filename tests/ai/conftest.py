"""Shared by the bot tests: the registered games (an engine that fails to load fails these tests)."""
from game import names

GAMES = names()
