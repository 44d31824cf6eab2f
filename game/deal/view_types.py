"""The keys of a Monopoly Deal view (``game.deal.view.view``): ``DealView`` and its parts."""
from typing import NotRequired, TypedDict

from game.core.view_types import CardObject, SetObject, ViewBase
from game.deal.numbers import DealRules
from game.deal.options import OptionsJson
from game.deal.state import Effect, Payment, Phase


class DealCard(CardObject):
    """A card object (``game.deal.cards.card_json``). ``colors`` is [] for money and action cards,
    ["any"] for the multi-colour wild and the wild rent card."""

    rent: NotRequired[list[int]]                # property: its rent by cards held (index = cards - 1)
    rents: NotRequired[dict[str, list[int]]]    # wildcard: colour -> that rent ladder
    action: NotRequired[str]    # action and rent cards: "pass_go", "deal_breaker", "jsn", "sly_deal",
    # "forced_deal", "debt_collector", "birthday", "double_rent", "house", "hotel", "rent"
    text: NotRequired[str]      # cards with effect text


class DealSet(SetObject[DealCard]):
    """A property set, in table order."""

    house: DealCard | None
    hotel: DealCard | None
    rent: int               # what it charges now


class DealPlayer(TypedDict):
    """One seat's public side."""

    seat: int
    hand_count: int
    bank: list[DealCard]
    bank_total: int
    sets: list[DealSet]
    complete_sets: int      # distinct complete colours
    table_value: int        # money value of bank, properties and buildings


class PendingAction(TypedDict):
    """The targeted action being resolved (``game.deal.resolve``)."""

    kind: str               # "rent" | "debt" | "birthday" | "sly" | "forced" | "breaker"
    card: DealCard          # the action card
    actor: int
    target: int | None      # the seat deciding now
    targets: list[int]      # seats still to resolve, current first
    amount: int
    color: str              # rent colour or Deal Breaker set colour, else ""
    take: DealCard | None
    give: DealCard | None
    doubles: int            # Double the Rent cards played
    jsn_depth: int          # Just Say No cards played against the current target


class DealPending(TypedDict):
    """The decision being waited for: ``type`` is the phase, ``seat`` who decides."""

    type: Phase             # "double" | "give" | "respond" | "pay" | "place" | "discard"
    seat: int
    action: PendingAction | None
    jsn_depth: NotRequired[int]         # respond: Just Say No cards in this chain (odd: cancelled)
    payer: NotRequired[int]             # pay: ...
    receiver: NotRequired[int]
    amount: NotRequired[int]
    selected: NotRequired[list[DealCard]]
    selected_total: NotRequired[int]
    payable_total: NotRequired[int]
    card: NotRequired[DealCard]         # place: the wildcard ...
    colors: NotRequired[list[str]]      # ... and the colours it may take
    count: NotRequired[int]             # discard: cards to drop


class DealRaw(TypedDict):
    """The pending decision as state data (card ids), for ``game.deal.determinize``."""

    eff: Effect | None
    pay: Payment | None
    place: list[list[int]]  # [seat, wildcard] colour choices waiting
    seen: list[str]         # table arrangements of the active seat this turn


class DealView(ViewBase):
    """Everything one seat may know of a Monopoly Deal game (``game`` is "deal")."""

    num_players: int
    phase: Phase
    hand: list[DealCard]    # the viewer's hand; [] for a spectator
    players: list[DealPlayer]
    turn: int               # the active seat
    first_player: int
    turn_count: int         # turns before this one
    max_rounds: int
    plays_left: int
    pending: DealPending | None     # None in the plain "play" phase and once over
    discard_top: DealCard | None
    options: OptionsJson
    rules: DealRules
    raw: DealRaw
