"""Heuristic bots: Normal follows the per-game policy's best score, Easy adds noise to it."""
import random
from typing import Any

from game.ai.base import QuickBot
from game.ai.policy import Policy, best_index
from game.core.actions import Action


class HeuristicBot(QuickBot):
    """Plays the policy's best-scored action; with ``noise`` > 0 the scores of strategic (not
    tactical) choices are blurred by Gaussian noise of that size, so it makes human-like mistakes
    while every move stays legal."""

    def __init__(self, policy: Policy, noise: float = 0.0, blunder: float = 0.0) -> None:
        self.policy = policy
        self.noise = noise
        self.blunder = blunder

    def choose(self, view: dict[str, Any], legal_actions: list[Action], rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        scores = self.policy.scores(view, legal_actions)
        if self.noise > 0 and not self.policy.is_tactical(view, legal_actions):
            scores = [s + rng.gauss(0.0, self.noise) for s in scores]
            if self.blunder > 0 and rng.random() < self.blunder:
                # An occasional lapse: pick among the three best instead of the best.
                top = sorted(range(len(scores)), key=lambda i: (-scores[i], i))[:3]
                return legal_actions[rng.choice(top)]
        return legal_actions[best_index(scores)]
