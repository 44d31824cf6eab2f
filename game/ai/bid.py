"""Monopoly Bid's AI (``AI``, named by ``game.bid.SPEC.ai``): its heuristic policy, the features of
the learned evaluation, the search shapes of the levels and the opponent model of sealed bids.

``features`` describes how close the viewing seat (``view["you"]``) is to winning: its sets, money
and action cards, whether it hosts. Only the view is read, so a bot using them never sees hidden
cards.
"""
from game.ai.bid_heuristic import POLICY, Collection, _pile_left
from game.ai.bid_model import model_sealed_bids
from game.ai.eval_weights import WEIGHTS
from game.ai.hooks import GameAI
from game.bid.cards import SET_SIZE
from game.bid.state import State
from game.bid.view_types import BidView
from game.core.view_types import own_seat

FEATURE_NAMES = (
    "complete1", "complete2", "partial_sq", "one_away", "two_away", "unreachable", "money",
    "money_sq", "money_cards", "nope", "steal", "wild", "draw2", "hand_count", "is_host",
    "props_held",
)


def features(view: BidView) -> list[float]:
    """Features of the viewing seat in a Monopoly Bid view (see ``FEATURE_NAMES``)."""
    me = own_seat(view)
    player = view["players"][me]
    coll = Collection.of(player["sets"])
    left = _pile_left(view)
    done = min(coll.complete(), 3)
    partial_sq = one = two = unreachable = 0.0
    parts = []
    for color, cards in coll.sets:
        size = SET_SIZE[color]
        n = len(cards)
        if n >= size:
            continue
        parts.append((n / size) ** 2)
        if n + left.get(color, 0) < size:
            unreachable += 1
        elif size - n == 1:
            one += 1
        elif size - n == 2:
            two += 1
    partial_sq = sum(sorted(parts, reverse=True)[:3])
    money = [c["value"] for c in view["hand"] if c["kind"] == "money"]
    actions = {"nope": 0, "steal": 0, "wild": 0, "draw2": 0}
    for c in view["hand"]:
        if c["kind"] in ("action", "wild") and c.get("action") in actions:
            actions[c["action"]] += 1
    total = sum(money)
    return [
        float(done >= 1), float(done >= 2), partial_sq, one, two, unreachable,
        min(total, 40) / 10.0, (min(total, 40) / 10.0) ** 2, len(money) / 5.0,
        float(actions["nope"]), float(actions["steal"]), float(actions["wild"]),
        float(actions["draw2"]), player["hand_count"] / 7.0, float(view["host"] == me),
        sum(len(cards) for _, cards in coll.sets) / 5.0,
    ]


# Easy: noise in the heuristic's score units, blunder rate.
AI: GameAI[State, BidView] = GameAI(
    policy=POLICY, features=features, feature_names=FEATURE_NAMES, weights=WEIGHTS.get("bid"),
    easy=(1.5, 0.15), hard={"candidates": 6, "horizon": 40}, world_model=model_sealed_bids)
