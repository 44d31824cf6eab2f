"""The Monopoly Bid game state: plain lists of card ids and a hand-written clone (JSON: ``codec``).

Zones (every card id is in exactly one): ``props`` (property pile, top = last), ``draw`` (top = last),
``discard``, ``hands[seat]``, ``sets[seat]`` (each set is a list ``[colour index, card, ...]``; a
Wild!'s colour is its set's colour), ``window["card"]`` / ``window["nopes"]`` (cards of a pending
Nope! window) and ``auction_card``. A sealed bid is a selection of cards that stay in the hand.
"""
from typing import Literal, TypedDict

from game.bid.options import Options
from game.core.actions import Action
from game.core.events import Event, ShownBid
from game.core.outcome import Outcome
from game.core.state import SlotState

# Phases: "host" (host may play actions / start the auction), "window" (Nope! window open),
# "bid" (sealed bids), "raise" (tied bidders raise), "place" (a player chooses which set a received
# card joins; ``placing`` queues [seat, card, colour index], ``resume`` says what comes next), "over".
Phase = Literal["host", "window", "bid", "raise", "place", "over"]
Resume = Literal["host", "window", "bid", "raise", "end_round"]    # what follows a placing


WindowKind = Literal["wild", "steal", "draw2"]     # the action card a Nope! window is about
AuctionResult = Literal["won", "no bids", "tie"]


class Window(TypedDict):
    """A Nope! window in progress."""

    kind: WindowKind
    card: int
    color: int              # Wild!: the colour index it becomes; else -1
    target: int             # Steal!: the card it takes; else -1
    victim: int             # Steal!: the seat it takes from; else -1
    nopes: list[int]        # Nope! cards played, in order
    nopers: list[int]       # the seats that played them
    passed: list[int]       # seats that let it pass


class AuctionRecord(TypedDict):
    """The last reveal: replaced, never changed once the auction is over."""

    card: int
    bids: list[ShownBid]    # the bids above nothing
    winner: int | None
    result: AuctionResult


class TradeDraft(TypedDict):
    """A trade offer being built."""

    to: int
    give: list[int]
    take: list[int]
    steps: int              # card toggles so far (at most ``game.bid.turn.STEP_LIMIT``)


# An offer awaiting an answer (``from`` is a Python keyword: the functional form).
TradeOffer = TypedDict("TradeOffer", {"from": int, "to": int, "give": list[int], "take": list[int]})


def _copy_window(w: Window | None) -> Window | None:
    if w is None:
        return None
    return {**w, "nopes": w["nopes"][:], "nopers": w["nopers"][:], "passed": w["passed"][:]}


def _copy_draft(d: TradeDraft | None) -> TradeDraft | None:
    return None if d is None else {**d, "give": d["give"][:], "take": d["take"][:]}


def _copy_offer(o: TradeOffer | None) -> TradeOffer | None:
    return None if o is None else {**o, "give": o["give"][:], "take": o["take"][:]}


class State(SlotState):
    """Complete game state. Treat as immutable from outside: ``play`` returns a new one."""

    __slots__ = ("num_players", "seed", "rng_counter", "options", "host", "round", "phase",
                 "draw", "discard", "props", "hands", "sets", "window", "auction_card", "bidders",
                 "bids", "locked", "done", "toggles", "reauctions_left", "last_auction", "drafts",
                 "offer", "offers_left", "actions_left", "changed", "placing", "resume", "quiet",
                 "outcome",
                 "to_act", "events",
                 "cache")
    CACHE_SLOTS = ("cache",)

    num_players: int
    seed: int
    rng_counter: int                    # how many shuffles so far (feeds game.core.rng)
    options: Options
    host: int                           # the seat hosting this round
    round: int
    phase: Phase
    draw: list[int]
    discard: list[int]
    props: list[int]
    hands: list[list[int]]
    sets: list[list[list[int]]]         # per seat: [colour index, card, ...] per set
    window: Window | None
    auction_card: int | None
    bidders: list[int]
    bids: list[list[int]]               # per seat: the cards of its sealed bid
    locked: list[int]                   # per seat: how many cards of its bid a tie fixed (raise)
    done: list[bool]
    toggles: list[int]
    reauctions_left: int
    last_auction: AuctionRecord | None
    drafts: list[TradeDraft | None]     # per seat: a trade offer being built
    offer: TradeOffer | None
    offers_left: list[int]
    actions_left: int
    changed: bool
    placing: list[list[int]]            # queue of [seat, card, colour index]
    resume: Resume | None                  # what comes after the placing: a phase or "end_round"
    quiet: int                          # rounds in a row without a change (stalemate rule)
    outcome: Outcome | None
    to_act: tuple[int, ...]
    events: tuple[Event, ...]
    cache: dict[int, list[Action]]      # legal actions per seat; not part of the game

    def __init__(self) -> None:
        self.cache = {}

    def clone(self) -> "State":
        """A copy sharing nothing mutable with ``self`` (events/outcome/options are immutable)."""
        s = State.__new__(State)
        s.cache = {}
        s.num_players = self.num_players
        s.seed = self.seed
        s.rng_counter = self.rng_counter
        s.options = self.options
        s.host = self.host
        s.round = self.round
        s.phase = self.phase
        s.draw = self.draw[:]
        s.discard = self.discard[:]
        s.props = self.props[:]
        s.hands = [h[:] for h in self.hands]
        s.sets = [[st[:] for st in p] for p in self.sets]
        s.window = _copy_window(self.window)
        s.auction_card = self.auction_card
        s.bidders = self.bidders[:]
        s.bids = [b[:] for b in self.bids]
        s.locked = self.locked[:]
        s.done = self.done[:]
        s.toggles = self.toggles[:]
        s.reauctions_left = self.reauctions_left
        s.last_auction = self.last_auction          # replaced, never mutated in place
        s.drafts = [_copy_draft(d) for d in self.drafts]
        s.offer = _copy_offer(self.offer)
        s.offers_left = self.offers_left[:]
        s.actions_left = self.actions_left
        s.changed = self.changed
        s.placing = [q[:] for q in self.placing]
        s.resume = self.resume
        s.quiet = self.quiet
        s.outcome = self.outcome
        s.to_act = self.to_act
        s.events = self.events
        return s

    def __repr__(self) -> str:
        return f"<bid.State round={self.round} host={self.host} phase={self.phase} to_act={self.to_act}>"
