"""The bot interface and the random bot."""
import random
from abc import ABC, abstractmethod
from collections.abc import Iterator
from typing import Generic, Protocol

from game.core.actions import Action
from game.core.view_types import V, V_contra, ViewBase


class Bot(Protocol[V_contra]):
    """A player program. It gets only what a human in its seat would get: its view (``V_contra``, the
    game's) and its legal actions."""

    def choose(self, view: V_contra, legal_actions: list[Action], rng: random.Random) -> Action:
        """Pick one of ``legal_actions``."""
        ...

    def think(self, view: V_contra, legal_actions: list[Action],
              rng: random.Random) -> Iterator[Action | None]:
        """Like ``choose`` in slices: yields ``None`` after each slice of work (so a browser can run
        its event loop between slices, each well under 100 ms), and the chosen action last."""
        ...


class QuickBot(ABC, Generic[V]):
    """Base of bots that decide in one short step (subclasses define ``choose``): ``think`` is
    ``choose`` in one slice."""

    @abstractmethod
    def choose(self, view: V, legal_actions: list[Action], rng: random.Random) -> Action:
        """Pick one of ``legal_actions``."""

    def think(self, view: V, legal_actions: list[Action],
              rng: random.Random) -> Iterator[Action | None]:
        yield self.choose(view, legal_actions, rng)


class RandomBot(QuickBot[ViewBase]):
    """Uniformly random legal moves (in either game): the baseline for the arena and the fuzzer."""

    def choose(self, view: ViewBase, legal_actions: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal_actions)
