"""The Monopoly Deal game state: plain lists of card ids and a hand-written clone (JSON: ``codec``).

A property set on the table is a list ``[colour, house, hotel, card, card, ...]`` where ``house``
and ``hotel`` are card ids or -1. The draw pile and the discard pile have their top at the end.

``phase`` is one of: "play" (active seat plays cards), "double" (active seat may add Double the
Rent), "give" (active seat picks what a Forced Deal gives), "respond" (a Just Say No window),
"pay" (a payer picks cards), "place" (a seat picks the colour of a wildcard it received),
"discard" (active seat discards down to the hand limit), "over".
"""
from typing import Any, Literal, TypedDict

from game.core.actions import Action
from game.core.events import Event
from game.core.outcome import Outcome
from game.core.state import SlotState
from game.deal.options import Options

# A property set: one list [colour, house, hotel, card, ...] mixing a colour name with card ids,
# read by the names of its places (``game.deal.sets``); so its items are typed loosely.
PropSet = list[Any]
SetTuple = tuple[Any, ...]      # the same set as a tuple (a cache key)
Phase = Literal["play", "double", "give", "respond", "pay", "place", "discard", "over"]

_LIST_FIELDS = ("draw", "discard")
_NESTED_FIELDS = ("hands", "banks")
_SCALARS = ("num_players", "seed", "rng_counter", "first_player", "turn", "turn_count",
            "plays_left", "phase")


class Effect(TypedDict):
    """A targeted action being resolved (fields: see ``game.deal.resolve``)."""

    kind: str
    card: int
    actor: int
    targets: list[int]
    amount: int
    color: str
    take: int
    give: int
    doubles: int
    depth: int


class Payment(TypedDict):
    """A payment being chosen card by card."""

    payer: int
    receiver: int
    amount: int
    selected: list[int]
    toggles: int


class State(SlotState):
    """One moment of a game. Treat as immutable: ``play`` returns a changed clone."""

    __slots__ = ("num_players", "seed", "rng_counter", "options", "first_player", "turn",
                 "turn_count", "plays_left", "seen", "phase", "draw", "discard", "hands",
                 "banks", "tables", "eff", "pay", "place", "outcome", "events", "cache")
    CACHE_SLOTS = ("cache",)

    num_players: int
    seed: int
    rng_counter: int            # how many shuffles so far (feeds game.core.rng)
    options: Options
    first_player: int
    turn: int                   # the active seat
    turn_count: int             # turns started before this one
    plays_left: int
    seen: list[str]             # arrangements the active seat's table had this turn, once it moved
                                # a card (game.deal.sets.arrangement_key): none may come back
    phase: Phase
    draw: list[int]
    discard: list[int]
    hands: list[list[int]]
    banks: list[list[int]]
    tables: list[list[PropSet]]     # per seat: its sets (see game.deal.sets)
    eff: Effect | None          # the targeted action being resolved (see game.deal.resolve)
    pay: Payment | None         # the payment being chosen
    place: list[list[int]]      # queue of [seat, wildcard] colour choices
    outcome: Outcome | None
    events: tuple[Event, ...]
    cache: tuple[int, list[Action]] | None  # (seat, its legal actions); not part of the game

    @property
    def to_act(self) -> tuple[int, ...]:
        """Seats that must act now (always one seat in Monopoly Deal; () when the game is over)."""
        phase = self.phase
        if phase == "over":
            return ()
        if phase == "respond":
            eff = self.eff
            assert eff is not None
            return (eff["targets"][0] if eff["depth"] % 2 == 0 else eff["actor"],)
        if phase == "pay":
            assert self.pay is not None
            return (self.pay["payer"],)
        if phase == "place":
            return (self.place[0][0],)
        return (self.turn,)

    def clone(self) -> "State":
        """A copy sharing nothing mutable with this state; events start empty."""
        s = State.__new__(State)
        s.num_players = self.num_players
        s.seed = self.seed
        s.rng_counter = self.rng_counter
        s.options = self.options
        s.first_player = self.first_player
        s.turn = self.turn
        s.turn_count = self.turn_count
        s.plays_left = self.plays_left
        s.seen = self.seen[:]
        s.phase = self.phase
        s.draw = self.draw[:]
        s.discard = self.discard[:]
        s.hands = [h[:] for h in self.hands]
        s.banks = [b[:] for b in self.banks]
        s.tables = [[st[:] for st in t] for t in self.tables]
        eff = self.eff
        s.eff = None if eff is None else {**eff, "targets": eff["targets"][:]}
        pay = self.pay
        s.pay = None if pay is None else {**pay, "selected": pay["selected"][:]}
        s.place = [p[:] for p in self.place]
        s.outcome = self.outcome
        s.events = ()
        s.cache = None
        return s

    def __repr__(self) -> str:
        return f"<deal.State turn={self.turn} phase={self.phase} to_act={self.to_act}>"
