"""The engine contract both game packages (``game.deal``, ``game.bid``) implement.

The UI, the bots, the fuzzer and the tests use only these names (see shared DESIGN.md).
"""
from typing import Any, Protocol

from game.core.actions import Action
from game.core.outcome import Outcome


class GameState(Protocol):
    """A game state: immutable from the outside; ``play`` returns a new one."""

    to_act: tuple[int, ...]      # seats that must act now; () once the game is over
    outcome: Outcome | None      # None while the game runs
    num_players: int
    events: tuple               # the Events appended by the last play (see game.core.events)


class GameEngine(Protocol):
    """Module-level functions of ``game.deal`` and ``game.bid``."""

    NAME: str                   # "deal" | "bid"
    TITLE: str                  # "Monopoly Deal" | "Monopoly Bid"
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    VARIANTS: dict[str, str]    # variant name -> one-line description (all off by default)

    def new_game(self, num_players: int, seed: int, options: Any = None,
                 first_player: int = 0) -> GameState: ...

    def legal_actions(self, state: GameState, seat: int) -> list[Action]: ...

    def play(self, state: GameState, action: Action) -> GameState: ...

    def view(self, state: GameState, seat: int | None) -> dict[str, Any]: ...

    def to_json(self, state: GameState) -> str: ...

    def from_json(self, text: str) -> GameState: ...

    def undoable(self, before: GameState, action: Action, after: GameState) -> bool:
        """May ``action``'s seat take it back (return to ``before``)? Only when it showed nothing
        new and left the move with that seat (see ``game.core.undo``)."""
        ...

    def secret_open(self, state: GameState) -> bool:
        """Has a seat begun a choice the other seats may not see yet (a sealed bid, a trade offer
        being drafted)? Saves that others may read stop before such a choice (``app.secrecy``)."""
        ...

    # --- for the fuzzer, the invariant tests and the search bot ---
    def all_card_ids(self, state: GameState) -> list[int]:
        """Every physical card id wherever it is (hands, piles, tables, pending zones), with repeats
        if a card were wrongly in two places. Sorted, it must equal ``range(deck size)``."""
        ...

    def hidden_card_ids(self, state: GameState, seat: int | None) -> set[int]:
        """Ids that ``seat`` must not be able to see now: other hands, the draw pile, others'
        unrevealed bids (spectator: everything not public)."""
        ...

    def max_game_length(self, num_players: int) -> int:
        """An upper bound on the number of ``play`` calls in any game (the fuzzer checks it)."""
        ...

    def determinize(self, view: dict[str, Any], seat: int, seed: int) -> GameState:
        """A full state consistent with ``view`` (what ``seat`` knows): hidden cards are sampled
        from the cards unaccounted for, placed randomly. Used by the search bot."""
        ...
