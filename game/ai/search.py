"""Hard: information-set Monte Carlo search over the strategic choices of one decision.

Each iteration samples the hidden cards consistently with the bot's view (``engine.determinize``),
picks a candidate move by UCB1, plays it, then lets every seat follow the heuristic policy for a
bounded number of plays and scores the position with the policy's ``strength`` (or the real result if
the game ended). Statistics are pooled over all samples at the root: the move that does best across
the sampled worlds wins the vote. Tactical card-by-card steps (paying, bidding, discarding, building
a trade) are left to the heuristic's plan, so the search budget goes to decisions that matter.
"""
import math
import random
import time
from typing import Any, Iterator

from game.ai.policy import Policy, best_index
from game.core.actions import Action

SLICE_SECONDS = 0.02      # yield to the caller at least this often (a slice stays well under 50 ms)


class SearchBot:
    """ISMCTS bot. ``iterations`` (if set) fixes the work and makes the move reproducible from the
    rng; otherwise ``time_budget`` seconds bound the thinking time."""

    def __init__(self, engine: Any, policy: Policy, *, time_budget: float = 1.0,
                 iterations: int | None = None, candidates: int = 6, horizon: int = 40,
                 exploration: float = 0.5, sharpness: float = 2.0) -> None:
        self.engine = engine
        self.policy = policy
        self.time_budget = time_budget
        self.iterations = iterations
        self.candidates = candidates
        self.horizon = horizon
        self.exploration = exploration
        self.sharpness = sharpness
        self.last_iterations = 0      # iterations run by the last decision (for benchmarks)
        self.unmatched = 0            # candidate moves missing from a determinized state's legal list

    def choose(self, view: dict[str, Any], legal_actions: list[Action], rng: random.Random) -> Action:
        """Think to the end of the budget and return the chosen action."""
        result = None
        for result in self.think(view, legal_actions, rng):
            pass
        return result

    def think(self, view: dict[str, Any], legal_actions: list[Action],
              rng: random.Random) -> Iterator[Action | None]:
        """Yield ``None`` between slices of work (each < ~20 ms plus one iteration), then the action."""
        self.last_iterations = 0
        if len(legal_actions) == 1:
            yield legal_actions[0]
            return
        scores = self.policy.scores(view, legal_actions)
        if self.policy.is_tactical(view, legal_actions):
            yield legal_actions[best_index(scores)]
            return
        order = sorted(range(len(legal_actions)), key=lambda i: (-scores[i], i))
        cands = [legal_actions[i] for i in order[:self.candidates]]
        if len(cands) == 1:
            yield cands[0]
            return
        seat = view["you"]
        visits = [0] * len(cands)
        totals = [0.0] * len(cands)
        started = slice_start = time.perf_counter()
        done = 0
        attempts = 0
        while True:
            if self.iterations is not None:
                if attempts >= self.iterations:
                    break
            elif time.perf_counter() - started >= self.time_budget and done >= len(cands):
                break
            attempts += 1
            j = self._select(visits, totals, done)
            world = self.engine.determinize(view, seat, rng.getrandbits(31))
            if cands[j] not in self.engine.legal_actions(world, seat):
                self.unmatched += 1
                visits[j] += 1           # count it as a loss so a bad candidate cannot stall the loop
                done += 1
                continue
            reward = self._rollout(self.engine.play(world, cands[j]), seat)
            visits[j] += 1
            totals[j] += reward
            done += 1
            now = time.perf_counter()
            if now - slice_start >= SLICE_SECONDS:
                yield None
                slice_start = time.perf_counter()
        self.last_iterations = done
        best = max(range(len(cands)), key=lambda k: (visits[k], totals[k], -k))
        yield cands[best]

    def _select(self, visits: list[int], totals: list[float], done: int) -> int:
        """UCB1 over the root candidates; unvisited first, in heuristic order."""
        for k, n in enumerate(visits):
            if n == 0:
                return k
        log_n = math.log(done + 1)
        return max(range(len(visits)), key=lambda k: (
            totals[k] / visits[k] + self.exploration * math.sqrt(log_n / visits[k]), -k))

    def _rollout(self, state: Any, seat: int) -> float:
        """Heuristic play for ``horizon`` plays, then the reward of ``seat`` in [0, 1]."""
        engine, policy = self.engine, self.policy
        for _ in range(self.horizon):
            if state.outcome is not None:
                break
            actor = state.to_act[0]
            legal = engine.legal_actions(state, actor)
            if len(legal) == 1:
                action = legal[0]
            else:
                action = legal[best_index(policy.scores(engine.view(state, actor), legal))]
            state = engine.play(state, action)
        return self.reward(state, seat)

    def reward(self, state: Any, seat: int) -> float:
        """1 for a win (shared wins split), 0 for a loss; otherwise a softmax of the seats'
        strengths, read as ``seat``'s chance to win from here."""
        if state.outcome is not None:
            winners = state.outcome.winners
            return 1.0 / len(winners) if seat in winners else 0.0
        strength = self.policy.strength(self.engine.view(state, None))
        weights = [math.exp(self.sharpness * s) for s in strength]
        return weights[seat] / sum(weights)
