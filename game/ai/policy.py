"""What a per-game heuristic module gives the bots: action scores, a tactical flag, a position value.

Each game has one ``Policy`` (``game.ai.deal_heuristic.POLICY``, ``game.ai.bid_heuristic.POLICY``).
Everything it reads comes from a view, so the bots built on it never see hidden cards.
"""
from collections.abc import Hashable
from typing import Protocol, TypeVar

from game.core.actions import Action
from game.core.view_types import V_contra

# A card-by-card decision's whole plan: what to end with (Deal: the kinds, ``cards.KEY``, of the
# cards to pay with; Bid: the money values of the sealed bid).
Plan = tuple[int, ...]
# The score of a move the heuristic would never make (a trade it has no good swap for): Hard's
# search does not try it either (it would only announce a plan it then drops).
NEVER = -5.0
A = TypeVar("A", bound=Action)


class Policy(Protocol[V_contra]):
    """The per-game knowledge shared by the Easy, Normal and Hard bots (``V_contra``: the game's view,
    ``DealView`` or ``BidView``)."""

    def scores(self, view: V_contra, legal: list[Action]) -> list[float]:
        """One score per legal action, higher is better; deterministic in (view, legal)."""
        ...

    def is_tactical(self, view: V_contra, legal: list[Action]) -> bool:
        """True for a step of a card-by-card plan (payment, bid, discard, trade building): the bots
        follow the heuristic's plan there instead of adding noise or searching."""
        ...

    def decision_key(self, view: V_contra) -> Hashable:
        """Identifies the card-by-card decision in progress (same key = same decision), so a bot
        can carry out a plan chosen at its first step."""
        ...

    def macros(self, view: V_contra, legal: list[Action]) -> list[Plan]:
        """Alternative whole plans for the tactical decision in progress (e.g. bid totals), the
        heuristic's own plan first; [] when there is nothing worth searching."""
        ...

    def plan(self, view: V_contra, legal: list[Action]) -> Plan | None:
        """The heuristic's own whole plan for the card-by-card decision in progress, to be
        carried out with ``follow`` (the same moves ``scores`` leads to, computed once), or None
        where the decision has no such plan."""
        ...

    def follow(self, view: V_contra, legal: list[Action], plan: Plan) -> tuple[Action, bool]:
        """The next step toward ``plan`` and whether it is the plan's last step (only called for
        plans that ``macros`` or ``plan`` gave)."""
        ...

    def strength(self, view: V_contra) -> float:
        """How close the viewing seat (``view["you"]``) is to winning, counting its own hand: 3.0
        means three complete sets (a win), fractions count progress, money and useful cards."""
        ...


def best_index(scores: list[float]) -> int:
    """The index of the highest score; the first one on ties (keeps bots deterministic)."""
    best = 0
    for i in range(1, len(scores)):
        if scores[i] > scores[best]:
            best = i
    return best


def all_of(kind: type[A], legal: list[Action]) -> list[A]:
    """``legal`` as ``kind`` actions, in a step that offers nothing else (``ValueError`` if it does)."""
    out = [a for a in legal if isinstance(a, kind)]
    if len(out) != len(legal):
        raise ValueError(f"expected only {kind.__name__} actions, got {legal}")
    return out
