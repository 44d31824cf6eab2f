"""The app side of the one registry of games (``game.GAMES``, built from each engine's spec): per
game its engine package, presenter (``app/present_<name>.py``: ``present``, ``passive`` and
``public_face``), story (``app/story_<name>.py``: ``charts``), bot factory, words for players
(``app/rules_<name>.py``: ``RULES``, the Rules dialog's text, and ``OUTCOME_WORDS``) and its Learn to
play lesson (``app/tutorial/<name>.py``: ``LESSON``; a game without that module has none).

Entries load lazily, so starting a Deal game never imports the Bid engine (or any bot).
"""
import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import game
from app.present_common import Context, Scene
from app.tutorial.lesson import Lesson
from game.core.actions import Action

Presenter = Callable[[Context[Any]], Scene]     # the game's view, in a context -> its scene
StoryCharts = Callable[[Any, Any], "tuple[list[dict[str, Any]], list[str]]"]   # (states, names) -> charts, moments
PassRule = Callable[[list[Action]], "tuple[Action, str] | None"]


@dataclass(frozen=True)
class GameEntry:
    """Everything the app layer needs about one game."""

    name: str
    engine: Any                   # the engine module (see game.core.api.GameEngine)
    present: Presenter
    passive: PassRule             # a seat's pass when it has nothing to answer with, and its kind
    make_bot: Callable[[str], Any]   # AI level -> bot
    story: StoryCharts            # the end screen's charts and key moments
    public_face: Callable[[int], Any] | None = None   # card id -> Card, for a public card anywhere
    rules: str = ""               # the Rules dialog's text (HTML), filled into the page at build time
    outcome_words: Mapping[str, str] = field(default_factory=dict)   # Outcome.reason -> end-screen words
    lesson: Lesson | None = None  # Learn to play (None: no lesson for this game)


_LOADED: dict[str, GameEntry] = {}


def names() -> tuple[str, ...]:
    """The games we know (``game.names()``)."""
    return game.names()


def entry(name: str) -> GameEntry:
    """The registry entry of ``name``; ``KeyError`` with a readable message for an unknown game."""
    if name not in _LOADED:
        if name not in names():
            raise KeyError(f"unknown game {name!r}; expected one of: {', '.join(names())}")
        presenter = importlib.import_module(f"app.present_{name}")
        charts = importlib.import_module(f"app.story_{name}").charts

        def make_bot(level: str, _game: str = name) -> Any:
            from game.ai import make_bot as bot_factory
            return bot_factory(_game, level)
        words = importlib.import_module(f"app.rules_{name}")
        _LOADED[name] = GameEntry(name, game.engine(name), presenter.present, presenter.passive, make_bot,
                                  charts, getattr(presenter, "public_face", None),
                                  words.RULES, words.OUTCOME_WORDS, _lesson(name))
    return _LOADED[name]


def _lesson(name: str) -> Lesson | None:
    """The game's lesson, if it has one (``app/tutorial/<name>.py``)."""
    module = f"app.tutorial.{name}"
    if importlib.util.find_spec(module) is None:
        return None
    lesson: Lesson = importlib.import_module(module).LESSON
    return lesson


def engine(name: str) -> Any:
    """The engine module of ``name``."""
    return entry(name).engine
