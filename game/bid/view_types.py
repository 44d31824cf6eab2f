"""The keys of a Monopoly Bid view (``game.bid.view.view``): ``BidView`` and its parts."""
from typing import Literal, NotRequired, TypedDict

from game.bid.numbers import BidRules
from game.bid.options import OptionsJson
from game.bid.state import AuctionResult, Phase, Resume, WindowKind
from game.core.view_types import CardObject, SetObject, ViewBase


class BidCard(CardObject):
    """A card object (``game.bid.cards.card_object``); ``kind`` is "property" | "money" | "wild" |
    "action"."""

    set_size: NotRequired[int]      # properties
    action: NotRequired[str]        # Wild! and action cards: "wild" | "steal" | "draw2" | "nope"
    as_color: NotRequired[str]      # a Wild! placed in a set: that set's colour


class BidSet(SetObject[BidCard]):
    """A property set, in table order."""


class RevealedBid(TypedDict):
    """A bid shown at a reveal: its money values, highest first."""

    seat: int
    total: int
    values: list[int]


class BidPlayer(TypedDict):
    """One seat's public side."""

    seat: int
    hand_count: int
    is_host: bool
    sets: list[BidSet]
    complete_sets: int
    property_count: int
    bidding: bool           # takes part in the current bid step
    has_bid: bool           # has confirmed its bid (never what)
    revealed_bid: RevealedBid | None    # raise round only: its tied first bid
    offers_left: int
    drafting: bool          # is building a trade offer (its content stays private)


class Placing(TypedDict):
    """A received card waiting for its owner to choose a set of ``color``."""

    seat: int
    card: BidCard
    color: str


class HostTurn(TypedDict):
    """The host may play action cards, then starts the auction."""

    type: Literal["host_actions"]
    seat: int


class NopeWindow(TypedDict):
    """An action card in play, open to Nope!s."""

    type: Literal["nope_window"]
    action: WindowKind
    by: int                 # the host, who played it
    card: BidCard
    color: str | None       # Wild!: the colour it becomes
    target: BidCard | None  # Steal!: the card it takes ...
    victim: int | None      # ... from this seat
    depth: int              # Nope! cards played so far (odd: cancelled for now)
    nopes: list[BidCard]
    nopers: list[int]
    waiting: list[int]      # seats still to answer
    passed: list[int]


class AuctionStep(TypedDict):
    """A sealed bid ("bid") or a tie's raise ("raise") for ``card``."""

    type: Literal["bid", "raise"]
    card: BidCard
    bidders: list[int]
    done: list[int]         # bidders who have confirmed
    revealed: list[RevealedBid]     # raise: the tied first bids; bid: []
    toggles_left: NotRequired[int]  # the viewer's, while it bids


class PlaceChoice(TypedDict):
    """``seat`` chooses which of its sets of ``color`` the card joins."""

    type: Literal["place"]
    seat: int
    card: BidCard
    color: str


# The decision being waited for, told apart by ``type``.
BidPending = HostTurn | NopeWindow | AuctionStep | PlaceChoice


class TradeCards(TypedDict):
    """The two sides of a trade offer."""

    give: list[BidCard]     # what the offering seat gives
    take: list[BidCard]     # what it asks for


# The open trade offer (public): ``TradeCards`` from seat ``from`` to seat ``to`` ("from" is a
# keyword, hence the functional form).
Offer = TypedDict("Offer", {"from": int, "to": int, "give": list[BidCard], "take": list[BidCard]})


class Draft(TradeCards):
    """The viewer's own offer being built."""

    to: int
    steps_left: int


class LastAuction(TypedDict):
    """The result of the last reveal (the paid cards' ids are in the events)."""

    card: BidCard
    bids: list[RevealedBid]
    winner: int | None
    result: AuctionResult


class BidView(ViewBase):
    """Everything one seat may know of a Monopoly Bid game (``game`` is "bid"; ``phase`` "host" |
    "window" | "bid" | "raise" | "place" | "over")."""

    options: OptionsJson
    rules: BidRules
    phase: Phase
    hand: list[BidCard]     # own hand, state order; [] for a spectator
    bid: list[BidCard] | None   # own sealed bid while bidding (with the locked cards of a raise)
    bid_locked: int         # how many cards of ``bid`` a tie locked
    players: list[BidPlayer]
    host: int
    property_count: int     # cards in the property pile
    auction_card: BidCard | None
    discard_top: BidCard | None
    actions_left: int       # action cards the host may still play this turn
    reauctions_left: int
    changed_this_round: bool    # a property changed owner this round (stalemate watch)
    quiet_rounds: int       # rounds in a row that ended with the pile empty and nothing changing
    # owner; at one per seat the game ends
    placing: list[Placing]  # received cards waiting for a set, the first one being chosen now
    place_resume: Resume | None    # what follows the placing: a phase or "end_round"
    pending: BidPending | None  # None once over
    offer: Offer | None
    draft: Draft | None
    last_auction: LastAuction | None
