"""Hard: information-set Monte Carlo search over the strategic choices of one decision.

The heuristic proposes its best few moves. Each sampled world deals the hidden cards consistently
with the bot's view (``engine.determinize``); every surviving candidate is played in that same world
(paired comparison: less noise than independent samples), then every seat follows the heuristic
policy for a bounded number of plays and the position is scored with the learned evaluation
(``game.ai.learned``; the policy's hand-made ``strength`` when none is given) or the real result
if the game ended. An optional ``world_model`` refines each sampled world with an opponent model
(Monopoly Bid: the sealed bids rivals would make, ``game.ai.bid_model``). Successive halving drops
the weaker half of the challengers a few times over the budget, always keeping the heuristic's own
first choice as the reference; a challenger replaces it only if its paired gain is at least
``confidence`` standard errors above zero, so sampling noise alone does not make Hard play worse than the heuristic.

Card-by-card decisions (paying, discarding, building a trade) follow the heuristic's plan. Where the
policy offers alternative whole plans (``macros``: Monopoly Bid's bid totals), the search compares
the plans as macro actions, each played to its end inside the sampled world, and the bot then
carries out the chosen plan step by step (remembered under the policy's ``decision_key``).
"""
import math
import random
import time
from collections.abc import Callable, Hashable, Iterator
from typing import Generic, TypeVar

from game.ai.hooks import WorldModel
from game.ai.learned import LearnedEval
from game.ai.policy import NEVER, Plan, Policy, best_index
from game.core.actions import Action
from game.core.api import GameEngine, GameState
from game.core.view_types import V, own_seat

S = TypeVar("S", bound=GameState)
Plans = dict[tuple[int, Hashable], Plan | None]     # (seat, decision key) -> the heuristic's plan

SLICE_SECONDS = 0.02      # yield to the caller at least this often (a slice stays well under 50 ms)
SAMPLE_TRIES = 8          # seeds tried before giving up on sampling a world
MAX_PLAN_STEPS = 60       # card-by-card steps one plan may take inside a sampled world


class SearchBot(Generic[S, V]):
    """ISMCTS bot (``S``: the game's state, ``V``: its view). ``iterations`` (if set) fixes the work
    and makes the move reproducible from the rng; otherwise ``time_budget`` seconds bound the
    thinking time."""

    def __init__(self, engine: GameEngine[S, V], policy: Policy[V], *, time_budget: float = 1.0,
                 iterations: int | None = None, candidates: int = 6, horizon: int = 40,
                 seat_horizon: int = 0, confidence: float = 1.5, sharpness: float = 2.0,
                 evaluation: LearnedEval[V] | None = None,
                 world_model: WorldModel[S, V] | None = None) -> None:
        self.engine = engine
        self.policy = policy
        self.time_budget = time_budget
        self.iterations = iterations
        self.candidates = candidates
        self.horizon = horizon
        self.seat_horizon = seat_horizon      # extra rollout plays per seat beyond two
        self.confidence = confidence
        self.sharpness = sharpness
        self.evaluation = evaluation          # a LearnedEval (game.ai.learned), or None: softmax
        self.world_model = world_model        # (engine, world, view, seat) -> world, or None
        self.last_iterations = 0      # iterations run by the last decision (for benchmarks)
        self.unmatched = 0            # candidate moves missing from a determinized state's legal list
        self.failed_samples = 0       # determinize calls that raised (see _sample)
        self._memory: tuple[Hashable, Plan] | None = None   # (decision key, plan) being carried out

    def choose(self, view: V, legal_actions: list[Action], rng: random.Random) -> Action:
        """Think to the end of the budget and return the chosen action."""
        result = None
        for step in self.think(view, legal_actions, rng):
            result = step
        assert result is not None       # think ends with the chosen action
        return result

    def think(self, view: V, legal_actions: list[Action],
              rng: random.Random) -> Iterator[Action | None]:
        """Yield ``None`` between slices of work (each about 20 ms plus one rollout), then the action."""
        self.last_iterations = 0
        if len(legal_actions) == 1:
            yield legal_actions[0]
            return
        if self.policy.is_tactical(view, legal_actions):
            yield from self._think_tactical(view, legal_actions, rng)
        else:
            yield from self._think_strategic(view, legal_actions, rng)

    def _think_strategic(self, view: V, legal_actions: list[Action],
                         rng: random.Random) -> Iterator[Action | None]:
        """A strategic choice: the policy's best few moves compared on shared sampled worlds."""
        scores = self.policy.scores(view, legal_actions)
        order = sorted(range(len(legal_actions)), key=lambda i: (-scores[i], i))
        cands = [legal_actions[i] for i in order[:self.candidates] if i == order[0] or scores[i] != NEVER]
        if len(cands) == 1:
            yield cands[0]
            return
        engine, seat = self.engine, own_seat(view)

        def apply(world: S, k: int) -> S | None:
            if cands[k] not in engine.legal_actions(world, seat):
                self.unmatched += 1
                return None
            return engine.play(world, cands[k])

        best = None
        for best in self._search(view, len(cands), apply, rng):
            if best is None:
                yield None
        assert best is not None         # the search ends with its choice
        yield cands[best]

    def _think_tactical(self, view: V, legal_actions: list[Action],
                        rng: random.Random) -> Iterator[Action | None]:
        """A card-by-card step: follow the remembered plan of this decision, or choose one by
        searching the policy's alternative plans (e.g. bid totals), or take the heuristic step."""
        policy = self.policy
        key = policy.decision_key(view)
        if self._memory is not None and self._memory[0] == key:
            yield policy.follow(view, legal_actions, self._memory[1])[0]
            return
        plans = policy.macros(view, legal_actions)
        if len(plans) <= 1:
            yield legal_actions[best_index(policy.scores(view, legal_actions))]
            return
        engine, seat = self.engine, own_seat(view)

        def apply(world: S, k: int) -> S | None:
            state = world
            for _ in range(MAX_PLAN_STEPS):
                action, last = policy.follow(engine.view(state, seat),
                                             engine.legal_actions(state, seat), plans[k])
                state = engine.play(state, action)
                if last or seat not in state.to_act:
                    break
            return state

        best = None
        for best in self._search(view, len(plans), apply, rng):
            if best is None:
                yield None
        assert best is not None
        self._memory = (key, plans[best])
        yield policy.follow(view, legal_actions, plans[best])[0]

    def _search(self, view: V, count: int, apply: Callable[[S, int], S | None],
                rng: random.Random) -> Iterator[int | None]:
        """Score ``count`` candidates (``apply(world, k)`` -> state after candidate k, or None if
        it does not apply there) on shared sampled worlds; yield None between slices, then the
        index of the winner. Candidate 0 is the heuristic's choice."""
        seat = own_seat(view)
        alive = list(range(count))
        rewards: list[list[float]] = [[] for _ in range(count)]    # per candidate, per world
        worlds = done = round_worlds = 0
        rounds = max(1, math.ceil(math.log2(count)))
        budget = count if self.iterations is None else self.iterations   # time mode: re-estimated
        started = slice_start = time.perf_counter()
        while len(alive) > 1:
            world = self._sample(view, seat, rng)
            if world is None:
                break
            for k in alive:
                after = apply(world, k)
                rewards[k].append(self._rollout(after, seat) if after is not None else 0.0)
                done += 1
                if time.perf_counter() - slice_start >= SLICE_SECONDS:
                    yield None
                    slice_start = time.perf_counter()
            worlds += 1
            round_worlds += 1
            if self.iterations is None:
                # Time mode: re-estimate the budget from the pace so far; stop at the deadline.
                elapsed = time.perf_counter() - started
                if elapsed >= self.time_budget:
                    break
                budget = max(count, int(self.time_budget * done / elapsed))
            if done >= budget:
                break
            if round_worlds >= max(1, budget // (rounds * len(alive))):
                # Successive halving among the challengers (all scored on the same worlds); the
                # heuristic's choice (0) always stays as the reference.
                rest = sorted((k for k in alive if k), key=lambda k: (-_gain(rewards, k), k))
                alive = [0] + rest[:max(1, len(rest) // 2)]
                round_worlds = 0
        self.last_iterations = done
        best = max((k for k in alive if k), key=lambda k: (_gain(rewards, k), -k), default=0)
        # Switch from the heuristic's choice only when the paired gain is clearly above the noise.
        yield best if best and _t_value(rewards, best) >= self.confidence else 0

    def _sample(self, view: V, seat: int, rng: random.Random) -> S | None:
        """One determinization (refined by the opponent model, if any); an engine that cannot
        deal one sample (ValueError) gets a few more seeds, then the search stops and the
        heuristic's choice stands."""
        for _ in range(SAMPLE_TRIES):
            try:
                world = self.engine.determinize(view, seat, rng.getrandbits(31))
                if self.world_model is not None:
                    world = self.world_model(self.engine, world, view, seat)
                return world
            except ValueError:
                self.failed_samples += 1
        return None

    def _rollout(self, state: S, seat: int) -> float:
        """Heuristic play for ``horizon`` plays (plus ``seat_horizon`` per seat beyond two, so
        every seat still gets about as many turns), then the reward of ``seat`` in [0, 1]."""
        engine = self.engine
        plans: Plans = {}
        for _ in range(self.horizon + self.seat_horizon * (state.num_players - 2)):
            if state.outcome is not None:
                break
            actor = state.to_act[0]
            legal = engine.legal_actions(state, actor)
            if len(legal) == 1:
                state = engine.play(state, legal[0])
                continue
            state = engine.play(state, self._policy_action(engine.view(state, actor), legal,
                                                           plans, actor))
        return self.reward(state, seat)

    def _policy_action(self, view: V, legal: list[Action], plans: Plans, actor: int) -> Action:
        """The heuristic's move for ``actor``; a card-by-card decision's plan is worked out once
        (in ``plans``) and followed at every step of it (the moves are the heuristic's own)."""
        policy = self.policy
        if policy.is_tactical(view, legal):
            key = (actor, policy.decision_key(view))
            if key not in plans:
                plans[key] = policy.plan(view, legal)
            plan = plans[key]
            if plan is not None:
                return policy.follow(view, legal, plan)[0]
        return legal[best_index(policy.scores(view, legal))]

    def reward(self, state: S, seat: int) -> float:
        """1 for a win (shared wins split), 0 for a loss; otherwise ``seat``'s chance to win from
        here: the learned evaluation's, or a softmax of the policy's seat strengths."""
        if state.outcome is not None:
            winners = state.outcome.winners
            return 1.0 / len(winners) if seat in winners else 0.0
        view, policy = self.engine.view, self.policy
        if self.evaluation is not None:
            return self.evaluation.win_chances([view(state, s) for s in range(state.num_players)])[seat]
        strength = [policy.strength(view(state, s)) for s in range(state.num_players)]
        weights = [math.exp(self.sharpness * s) for s in strength]
        return weights[seat] / sum(weights)


def _gain(rewards: list[list[float]], k: int) -> float:
    """Mean paired reward gain of candidate ``k`` over candidate 0 on the worlds both saw."""
    pairs = list(zip(rewards[k], rewards[0], strict=False))    # the worlds both saw
    return sum(a - b for a, b in pairs) / len(pairs) if pairs else 0.0


def _t_value(rewards: list[list[float]], k: int) -> float:
    """The paired gain of ``k`` over candidate 0 in standard errors (0 if too few worlds)."""
    diffs = [a - b for a, b in zip(rewards[k], rewards[0], strict=False)]
    n = len(diffs)
    if n < 3:
        return 0.0
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    if var == 0:
        return math.inf if mean > 0 else 0.0
    return mean / math.sqrt(var / n)
