"""Monopoly Deal actions. ``str()`` gives the button text (seat names as ``{pN}`` tokens).

Cards played from the hand are offered once per kind of card (two 1M cards give one "Bank 1M"),
so hand actions use the plain card name; cards on a table or in a bank use ``LABEL`` (name plus
``#id`` where cards could share a name) so labels stay unique.
"""
from dataclasses import dataclass
from typing import TypeAlias

from game.core.actions import Action, register_action
from game.deal.cards import COLOR_NAMES, LABEL, NAME, VALUE


def _p(seat: int) -> str:
    return f"{{p{seat}}}"


@register_action
@dataclass(frozen=True, slots=True)
class Bank(Action):
    """Put a money or action card from the hand into the bank."""

    card: int

    def __str__(self) -> str:
        name = NAME[self.card]
        return f"Bank {name}" if name.endswith("M") and name[:-1].isdigit() \
            else f"Bank {name} ({VALUE[self.card]}M)"


@register_action
@dataclass(frozen=True, slots=True)
class PlayProperty(Action):
    """Lay a property or wildcard from the hand on the table in ``color``."""

    card: int
    color: str

    def __str__(self) -> str:
        return f"Play {NAME[self.card]} as {COLOR_NAMES[self.color]}"


@register_action
@dataclass(frozen=True, slots=True)
class MoveCard(Action):
    """Free rearranging: move a table card to the ``dest``-th set of ``color`` (-1: a new set)."""

    card: int
    color: str
    dest: int

    def __str__(self) -> str:
        name, color = LABEL[self.card], COLOR_NAMES[self.color]
        if self.dest < 0:
            return f"Move {name} to a new {color} set"
        if self.dest == 0:
            return f"Move {name} to {color}"
        return f"Move {name} to {color} set {self.dest + 1}"


@register_action
@dataclass(frozen=True, slots=True)
class PassGo(Action):
    """Play Pass Go: draw two cards."""

    card: int

    def __str__(self) -> str:
        return "Play Pass Go: draw 2"


@register_action
@dataclass(frozen=True, slots=True)
class DealBreaker(Action):
    """Take ``target``'s complete set of ``color`` that holds card ``take``."""

    card: int
    target: int
    color: str
    take: int

    def __str__(self) -> str:
        return (f"Deal Breaker: take {_p(self.target)}'s {COLOR_NAMES[self.color]} set "
                f"({LABEL[self.take]})")


@register_action
@dataclass(frozen=True, slots=True)
class SlyDeal(Action):
    """Take property ``take`` from ``target``."""

    card: int
    target: int
    take: int

    def __str__(self) -> str:
        return f"Sly Deal: take {LABEL[self.take]} from {_p(self.target)}"


@register_action
@dataclass(frozen=True, slots=True)
class ForcedDeal(Action):
    """Forced Deal, first step: the property ``take`` to get from ``target``."""

    card: int
    target: int
    take: int

    def __str__(self) -> str:
        return f"Forced Deal: take {LABEL[self.take]} from {_p(self.target)}"


@register_action
@dataclass(frozen=True, slots=True)
class ForcedGive(Action):
    """Forced Deal, second step: the own property ``card`` to give in exchange."""

    card: int

    def __str__(self) -> str:
        return f"Give {LABEL[self.card]}"


@register_action
@dataclass(frozen=True, slots=True)
class DebtCollector(Action):
    """``target`` pays 5M."""

    card: int
    target: int

    def __str__(self) -> str:
        return f"Debt Collector: {_p(self.target)} pays 5M"


@register_action
@dataclass(frozen=True, slots=True)
class Birthday(Action):
    """Every other player pays 2M."""

    card: int

    def __str__(self) -> str:
        return "It's My Birthday: everyone pays 2M"


@register_action
@dataclass(frozen=True, slots=True)
class Rent(Action):
    """Charge rent for ``color``: to everyone (``target`` -1, two-colour card) or one player."""

    card: int
    color: str
    target: int

    def __str__(self) -> str:
        who = "everyone" if self.target < 0 else _p(self.target)
        return f"Charge rent: {COLOR_NAMES[self.color]}, to {who}"


@register_action
@dataclass(frozen=True, slots=True)
class DoubleRent(Action):
    """Add Double the Rent to the rent just played."""

    card: int

    def __str__(self) -> str:
        return "Double the Rent"


@register_action
@dataclass(frozen=True, slots=True)
class Charge(Action):
    """Collect the rent as it stands (no more Double the Rent)."""

    def __str__(self) -> str:
        return "Charge rent"


@register_action
@dataclass(frozen=True, slots=True)
class Build(Action):
    """Put a House or Hotel on the complete ``color`` set that holds card ``on``."""

    card: int
    color: str
    on: int

    def __str__(self) -> str:
        return f"Build {NAME[self.card]} on {COLOR_NAMES[self.color]} ({LABEL[self.on]})"


@register_action
@dataclass(frozen=True, slots=True)
class JustSayNo(Action):
    """Play Just Say No from the hand against the action (or Just Say No) now pending."""

    card: int

    def __str__(self) -> str:
        return "Just Say No!"


@register_action
@dataclass(frozen=True, slots=True)
class Accept(Action):
    """Let the pending action (or the Just Say No against it) stand."""

    def __str__(self) -> str:
        return "Accept"


@register_action
@dataclass(frozen=True, slots=True)
class PaySelect(Action):
    """Add a bank or table card to the payment being chosen."""

    card: int

    def __str__(self) -> str:
        return f"Pay with {LABEL[self.card]}"


@register_action
@dataclass(frozen=True, slots=True)
class PayUnselect(Action):
    """Take a card back out of the payment being chosen."""

    card: int

    def __str__(self) -> str:
        return f"Take back {LABEL[self.card]}"


@register_action
@dataclass(frozen=True, slots=True)
class ConfirmPayment(Action):
    """Hand over the selected cards."""

    def __str__(self) -> str:
        return "Confirm payment"


@register_action
@dataclass(frozen=True, slots=True)
class PlaceWild(Action):
    """Choose the colour of a wildcard just received."""

    card: int
    color: str

    def __str__(self) -> str:
        return f"Place {LABEL[self.card]} as {COLOR_NAMES[self.color]}"


@register_action
@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn (then discard down to 7 if needed)."""

    def __str__(self) -> str:
        return "End turn"


@register_action
@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard one card from the hand (hand limit 7)."""

    card: int

    def __str__(self) -> str:
        return f"Discard {NAME[self.card]}"


# Every Monopoly Deal action: code that labels, scores or narrates an action matches on this union
# and ends with ``case _: assert_never(action)``, so mypy names any action class it forgets.
DealAction: TypeAlias = (
    Bank | PlayProperty | MoveCard | PassGo | DealBreaker | SlyDeal | ForcedDeal | ForcedGive
    | DebtCollector | Birthday | Rent | DoubleRent | Charge | Build | JustSayNo | Accept | PaySelect
    | PayUnselect | ConfirmPayment | PlaceWild | EndTurn | Discard)


def deal_action(action: Action) -> DealAction:
    """``action`` as a Monopoly Deal action (``TypeError`` for any other)."""
    if not isinstance(action, DealAction):
        raise TypeError(f"not a Monopoly Deal action: {action!r}")
    return action
