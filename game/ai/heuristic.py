"""Heuristic bots: Normal follows the per-game policy's best score, Easy adds noise to it."""
import random
from collections.abc import Hashable

from game.ai.base import QuickBot
from game.ai.policy import Plan, Policy, best_index
from game.core.actions import Action
from game.core.view_types import V


class HeuristicBot(QuickBot[V]):
    """Plays the policy's best-scored action. With ``noise`` > 0 the scores of strategic choices
    are blurred by Gaussian noise of that size, and with probability ``blunder`` it takes one of
    the three best instead, or a different whole plan for a card-by-card decision (say, another
    bid total): human-like mistakes, every move still legal."""

    def __init__(self, policy: Policy[V], noise: float = 0.0, blunder: float = 0.0) -> None:
        self.policy = policy
        self.noise = noise
        self.blunder = blunder
        self._memory: tuple[Hashable, Plan] | None = None    # (decision key, plan) of a blundered plan

    def choose(self, view: V, legal_actions: list[Action], rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        policy = self.policy
        if policy.is_tactical(view, legal_actions):
            if self.blunder > 0:
                key = policy.decision_key(view)
                if self._memory is not None and self._memory[0] == key:
                    return policy.follow(view, legal_actions, self._memory[1])[0]
                if rng.random() < self.blunder:
                    plans = policy.macros(view, legal_actions)
                    if len(plans) > 1:
                        self._memory = (key, rng.choice(plans[1:]))
                        return policy.follow(view, legal_actions, self._memory[1])[0]
            return legal_actions[best_index(policy.scores(view, legal_actions))]
        scores = policy.scores(view, legal_actions)
        if self.noise > 0:
            scores = [s + rng.gauss(0.0, self.noise) for s in scores]
            if rng.random() < self.blunder:
                top = sorted(range(len(scores)), key=lambda i: (-scores[i], i))[:3]
                return legal_actions[rng.choice(top)]
        return legal_actions[best_index(scores)]
