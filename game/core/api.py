"""The engine contract both game packages (``game.deal``, ``game.bid``) implement.

The app layer, the bots, the lab and the tests use only these names. ``game.GAMES`` is typed with
this Protocol, so mypy checks both packages against it, each with its own state and view types
(``GameEngine[deal.State, DealView]``); ``isinstance(package, GameEngine)`` checks that every name
is there.
"""
from collections.abc import Mapping
from typing import Any, Protocol, TypeVar, runtime_checkable

from game.core.actions import Action
from game.core.events import Event
from game.core.options import SomeOptions
from game.core.outcome import Outcome
from game.core.spec import GameSpec
from game.core.view_types import V

S = TypeVar("S")


class GameState(Protocol):
    """A game state: immutable from the outside; ``play`` returns a new one."""

    @property
    def to_act(self) -> tuple[int, ...]:
        """Seats that must act now; () once the game is over."""
        ...

    outcome: Outcome | None      # None while the game runs
    num_players: int
    events: tuple[Event, ...]    # the Events appended by the last play (see game.core.events)


@runtime_checkable
class GameEngine(Protocol[S, V]):
    """Module-level names of ``game.deal`` and ``game.bid`` (``S``: the package's ``State``, ``V``:
    its view, a ``game.core.view_types.ViewBase``)."""

    SPEC: GameSpec               # the game's definition
    NAME: str                    # SPEC.name: "deal" | "bid"
    TITLE: str                   # SPEC.title: "Monopoly Deal" | "Monopoly Bid"
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    VARIANTS: dict[str, str]     # variant name -> one-line description (all off by default)

    @property
    def Options(self) -> type[SomeOptions]:
        """The package's ``Options`` class."""
        ...

    # ``options``: the package's own ``Options`` (or None); a Protocol cannot name that type for
    # each package without a third type parameter, so it takes anything.
    def new_game(self, num_players: int, seed: int, options: Any = None,
                 first_player: int = 0) -> S: ...

    def legal_actions(self, state: S, seat: int) -> list[Action]: ...

    def play(self, state: S, action: Action) -> S: ...

    def view(self, state: S, seat: int | None) -> V: ...

    def to_json(self, state: S) -> str: ...

    def from_json(self, text: str) -> S: ...

    def action_from_json(self, data: Mapping[str, object]) -> Action: ...

    def undoable(self, before: S, action: Action, after: S) -> bool:
        """May ``action``'s seat take it back (return to ``before``)? Only when it showed nothing
        new and left the move with that seat (see ``game.core.undo``)."""
        ...

    def secret_open(self, state: S) -> bool:
        """Has a seat begun a choice the other seats may not see yet (a sealed bid, a trade offer
        being drafted)? Saves that others may read stop before such a choice (``app.secrecy``)."""
        ...

    def aimed_at(self, state: S, seat: int) -> bool:
        """Is the answer ``seat`` may give now (Just Say No, Nope!) about something aimed at it or
        its cards, or against its own move? (A player may ask to be asked only then.)"""
        ...

    # --- for the fuzzer, the invariant tests and the search bot ---
    def all_card_ids(self, state: S) -> list[int]:
        """Every physical card id wherever it is (hands, piles, tables, pending zones), with repeats
        if a card were wrongly in two places. Sorted, it must equal ``range(deck size)``."""
        ...

    def hidden_card_ids(self, state: S, seat: int | None) -> set[int]:
        """Ids that ``seat`` must not be able to see now: other hands, the draw pile, others'
        unrevealed bids (spectator: everything not public)."""
        ...

    def max_game_length(self, num_players: int, options: Any = None) -> int:   # as in new_game
        """An upper bound on the number of ``play`` calls in any game (the fuzzer checks it)."""
        ...

    def determinize(self, view: V, seat: int, seed: int) -> S:
        """A full state consistent with ``view`` (what ``seat`` knows): hidden cards are sampled
        from the cards unaccounted for, placed randomly. Used by the search bot."""
        ...

    def answering(self, state: S) -> tuple[int, ...]:
        """Seats in ``to_act`` whose answer another seat waits for while that seat may still go on
        (a trade offer's receiver): a bot among them answers before a waiting human moves on."""
        ...
