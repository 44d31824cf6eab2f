"""Opponent model for Monopoly Bid's sealed bids, used by Hard's sampled worlds.

A view says only *that* a rival has sealed its bid, never what; ``engine.determinize`` fills the
bid with a random half of the rival's sampled money. ``model_sealed_bids`` replaces that guess
with the bid the heuristic would have sealed from the rival's seat in the sampled world (its
sampled hand, everything public), so the search compares its own bid totals against a rival who
bids for a reason: what it can pay and what the card is worth to it.
"""
from game.ai.bid_heuristic import POLICY
from game.bid.state import State
from game.bid.view_types import BidView
from game.core.api import GameEngine


def model_sealed_bids(engine: GameEngine[State, BidView], world: State, view: BidView, seat: int) -> State:
    """``world`` with every rival's sealed, unrevealed bid set to the heuristic's plan."""
    rivals = [p["seat"] for p in view["players"] if p["seat"] != seat and p["has_bid"]]
    if not rivals:
        return world
    for rival in rivals:
        world.bids[rival] = POLICY.sealed_bid(engine.view(world, rival))
    world.cache = {}
    return world
