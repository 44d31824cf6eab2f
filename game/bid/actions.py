"""Monopoly Bid actions. ``str()`` is built only when asked (labels and logs), never on the hot path.

Seat names appear as ``{pN}`` placeholders. Cards that a player could confuse (two placed Wild!
cards) carry a ``#id`` suffix so labels stay unique among one seat's legal actions.
"""
from dataclasses import dataclass
from typing import TypeAlias

from game.bid.cards import COLOR_NAMES, KIND, NAME, WILD
from game.core.actions import Action, register_action


def _prop_label(card: int) -> str:
    return f"{NAME[card]} #{card}" if KIND[card] == WILD else NAME[card]


@register_action
@dataclass(frozen=True, slots=True)
class PlayWild(Action):
    """Host: put a Wild! into the collection as a property of ``color`` (locked for the game)."""

    card: int
    color: str

    def __str__(self) -> str:
        return f"Play Wild! as {COLOR_NAMES[self.color]}"


@register_action
@dataclass(frozen=True, slots=True)
class PlaySteal(Action):
    """Host: play a Steal! on ``target`` (a card in ``victim``'s incomplete set)."""

    card: int
    target: int
    victim: int

    def __str__(self) -> str:
        return f"Steal {_prop_label(self.target)} from {{p{self.victim}}}"


@register_action
@dataclass(frozen=True, slots=True)
class PlayDraw2(Action):
    """Host: play a Draw 2!."""

    card: int

    def __str__(self) -> str:
        return "Play Draw 2!"


@register_action
@dataclass(frozen=True, slots=True)
class PlayNope(Action):
    """Cancel the action (or Nope!) on top of the open Nope! window."""

    card: int

    def __str__(self) -> str:
        return "Play Nope!"


@register_action
@dataclass(frozen=True, slots=True)
class LetPass(Action):
    """Answer a Nope! window without playing a Nope!."""

    def __str__(self) -> str:
        return "Let it pass"


@register_action
@dataclass(frozen=True, slots=True)
class StartAuction(Action):
    """Host: turn over the top property and open the sealed bidding."""

    def __str__(self) -> str:
        return "Start the auction"


@register_action
@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Host, when the property pile is empty: end the turn without an auction."""

    def __str__(self) -> str:
        return "End turn (no property left to auction)"


@register_action
@dataclass(frozen=True, slots=True)
class AddToBid(Action):
    """Put a money card from the hand into the sealed bid."""

    card: int

    def __str__(self) -> str:
        return f"Add {NAME[self.card]} to your bid"


@register_action
@dataclass(frozen=True, slots=True)
class RemoveFromBid(Action):
    """Take a money card back out of the sealed bid (before confirming)."""

    card: int

    def __str__(self) -> str:
        return f"Take {NAME[self.card]} out of your bid"


@register_action
@dataclass(frozen=True, slots=True)
class ConfirmBid(Action):
    """Seal the bid (``total`` 0: no bid)."""

    total: int

    def __str__(self) -> str:
        return f"Confirm bid of {self.total}M" if self.total else "Confirm: no bid"


@register_action
@dataclass(frozen=True, slots=True)
class ProposeTrade(Action):
    """Start building a trade offer to seat ``to``."""

    to: int

    def __str__(self) -> str:
        return f"Propose a trade to {{p{self.to}}}"


@register_action
@dataclass(frozen=True, slots=True)
class OfferCard(Action):
    """Add one of your own properties to the offer being built."""

    card: int

    def __str__(self) -> str:
        return f"Offer {_prop_label(self.card)}"


@register_action
@dataclass(frozen=True, slots=True)
class AskCard(Action):
    """Ask for one of the other player's properties in the offer being built."""

    card: int

    def __str__(self) -> str:
        return f"Ask for {_prop_label(self.card)}"


@register_action
@dataclass(frozen=True, slots=True)
class DropCard(Action):
    """Remove a card from the offer being built."""

    card: int

    def __str__(self) -> str:
        return f"Remove {_prop_label(self.card)} from the offer"


@register_action
@dataclass(frozen=True, slots=True)
class SendOffer(Action):
    """Send the offer being built (the receiver then accepts or declines)."""

    def __str__(self) -> str:
        return "Send the offer"


@register_action
@dataclass(frozen=True, slots=True)
class CancelOffer(Action):
    """Drop the offer being built."""

    def __str__(self) -> str:
        return "Cancel the offer"


@register_action
@dataclass(frozen=True, slots=True)
class AcceptOffer(Action):
    """Receiver: accept the open trade offer."""

    def __str__(self) -> str:
        return "Accept the trade"


@register_action
@dataclass(frozen=True, slots=True)
class DeclineOffer(Action):
    """Receiver: decline the open trade offer."""

    def __str__(self) -> str:
        return "Decline the trade"


@register_action
@dataclass(frozen=True, slots=True)
class PlaceCard(Action):
    """Choose where a property (or Wild!) you received goes: the ``number``-th of your sets of
    ``color`` (counted in table order from 1), or 0 for a new set."""

    card: int
    color: str
    number: int

    def __str__(self) -> str:
        name = COLOR_NAMES[self.color]
        where = f"a new {name} set" if self.number == 0 else f"{name} set {self.number}"
        return f"Put {NAME[self.card]} into {where}"


# Every Monopoly Bid action: code that labels, scores or narrates an action matches on this union
# and ends with ``case _: assert_never(action)``, so mypy names any action class it forgets.
BidAction: TypeAlias = (
    PlayWild | PlaySteal | PlayDraw2 | PlayNope | LetPass | StartAuction | EndTurn | AddToBid
    | RemoveFromBid | ConfirmBid | ProposeTrade | OfferCard | AskCard | DropCard | SendOffer | CancelOffer
    | AcceptOffer | DeclineOffer | PlaceCard)


def bid_action(action: Action) -> BidAction:
    """``action`` as a Monopoly Bid action (``TypeError`` for any other)."""
    if not isinstance(action, BidAction):
        raise TypeError(f"not a Monopoly Bid action: {action!r}")
    return action
