"""The app side of the one registry of games (``game.GAMES``, built from each engine's spec): per
game its engine package, presenter (``app/present_<name>.py``: ``present``, ``passive`` and
``public_face``), story (``app/story_<name>.py``: ``charts``), bot factory, words for players
(``app/rules_<name>.py``: ``RULES``, the Rules dialog's text, and ``OUTCOME_WORDS``) and its Learn to
play lesson (``app/tutorial/<name>.py``: ``LESSON``; a game without that module has none).

Entries load lazily, so starting a Deal game never imports the Bid engine (or any bot).

Types: the app holds one game at a time whose kind is known only at run time, so an entry erases
the game's own state and view types to what every game shares: the engine is an ``Engine``
(``GameEngine[GameState, ViewBase]``), so mypy checks every call the app makes into it (names,
arguments, the ``GameState`` and ``ViewBase`` it returns). Only the game's own modules (presenter,
story, bot) see its precise types; an entry pairs them with that same game's engine.
"""
import importlib
import importlib.util
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeAlias

import game
from app.model import Card, StoryChart
from app.present_common import Context, Scene
from app.tutorial.lesson import Lesson
from game.core.actions import Action
from game.core.api import GameEngine, GameState
from game.core.view_types import ViewBase

if TYPE_CHECKING:       # the bots load only when a game has one
    from game.ai.base import Bot

Engine = GameEngine[GameState, ViewBase]
# The game's own view (``DealView``, ``BidView``) and state (``deal.State``, ``bid.State``): erased here,
# because the entry chooses the game at run time; each is paired with its own game's engine.
Presenter = Callable[[Context[Any]], Scene]
StoryCharts = Callable[[Sequence[Any], Sequence[str]], tuple[list[StoryChart], list[str]]]  # (states, names)
GameBot: TypeAlias = "Bot[Any]"         # reads the game's own views
PassRule = Callable[[list[Action]], "tuple[Action, str] | None"]


@dataclass(frozen=True)
class GameEntry:
    """Everything the app layer needs about one game."""

    name: str
    engine: Engine                # the engine package (see game.core.api.GameEngine)
    present: Presenter
    passive: PassRule             # a seat's pass when it has nothing to answer with, and its kind
    make_bot: Callable[[str], GameBot]   # AI level -> bot
    story: StoryCharts            # the end screen's charts and key moments
    public_face: Callable[[int], Card] | None = None   # card id -> its face, for a public card anywhere
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

        def make_bot(level: str, _game: str = name) -> GameBot:
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


def engine(name: str) -> Engine:
    """The engine package of ``name``."""
    return entry(name).engine
