"""Hard with a search tree over its own decisions of the current turn (single-observer ISMCTS).

Each iteration samples a world as ``SearchBot`` does, then walks a tree whose nodes are Hard's
strategic decisions of this turn, keyed by the moves Hard made to reach them: at every node the
candidates are the policy's best moves in that world, widened progressively (one candidate at
first, one more as the square root of the node's visits grows), and chosen by UCB1 among the
candidates the world allows. Other seats' replies and Hard's card-by-card steps in between follow
the policy. When a new node is reached or Hard's turn is over, a policy rollout scores the world
as in ``SearchBot``. The move played is the root's most visited child.
"""
import math
import random
import time
from collections.abc import Iterator
from typing import Any

from game.ai.policy import best_index
from game.ai.search import MAX_PLAN_STEPS, SLICE_SECONDS, Plans, SearchBot
from game.core.actions import Action
from game.core.view_types import V, own_seat

EXPLORATION = 0.7      # UCB1 constant for rewards in [0, 1]


class _Node:
    __slots__ = ("visits", "total", "children", "seen")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0
        self.children: dict[Action, _Node] = {}
        self.seen: dict[Action, int] = {}     # times each move was a candidate here


class TreeBot(SearchBot[Any, V]):
    """``SearchBot`` whose strategic decisions are searched with a tree over the turn."""

    def _think_strategic(self, view: V, legal_actions: list[Action],
                         rng: random.Random) -> Iterator[Action | None]:
        seat = own_seat(view)
        root = _Node()
        started = slice_start = time.perf_counter()
        done = 0
        while True:
            world = self._sample(view, seat, rng)
            if world is None:
                break
            self._iterate(root, world, seat)
            done += 1
            if time.perf_counter() - slice_start >= SLICE_SECONDS:
                yield None
                slice_start = time.perf_counter()
            if self.iterations is not None:
                if done >= self.iterations:
                    break
            elif time.perf_counter() - started >= self.time_budget:
                break
        self.last_iterations = done
        first = legal_actions[best_index(self.policy.scores(view, legal_actions))]
        if not root.children:
            yield first
            return
        best = max(root.children.items(),
                   key=lambda kv: (kv[1].visits, kv[1].total, kv[0] == first))[0]
        yield best

    def _iterate(self, root: _Node, world: Any, seat: int) -> None:
        engine, policy = self.engine, self.policy
        turn = world.turn_count
        node, state, path = root, world, [root]
        plans: Plans = {}
        while True:
            legal = engine.legal_actions(state, seat)
            view = engine.view(state, seat)
            scores = policy.scores(view, legal)
            order = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
            width = min(self.candidates, 1 + int(math.sqrt(node.visits)))
            cands = [legal[i] for i in order[:width]]
            action = self._select(node, cands)
            child = node.children.get(action)
            if child is None:
                child = node.children[action] = _Node()
            state = engine.play(state, action)
            path.append(child)
            if child.visits == 0:
                break
            node = child
            state, again = self._advance(state, seat, turn, plans)
            if not again:
                break
        reward = self._rollout(state, seat)
        for n in path:
            n.visits += 1
            n.total += reward

    @staticmethod
    def _select(node: _Node, cands: list[Action]) -> Action:
        for a in cands:
            node.seen[a] = node.seen.get(a, 0) + 1
        for a in cands:                        # untried candidates first, best-scored first
            child = node.children.get(a)
            if child is None or child.visits == 0:
                return a
        return max(cands, key=lambda a: node.children[a].total / node.children[a].visits
                   + EXPLORATION * math.sqrt(math.log(node.seen[a]) / node.children[a].visits))

    def _advance(self, state: Any, seat: int, turn: int, plans: Plans) -> tuple[Any, bool]:
        """Policy moves until ``seat`` has a strategic choice again this turn (True), or the turn
        or game is over (False)."""
        engine, policy = self.engine, self.policy
        for _ in range(MAX_PLAN_STEPS):
            if state.outcome is not None or state.turn_count != turn:
                return state, False
            actor = state.to_act[0]
            legal = engine.legal_actions(state, actor)
            if len(legal) == 1:
                state = engine.play(state, legal[0])
                continue
            view = engine.view(state, actor)
            if actor == seat and not policy.is_tactical(view, legal):
                return state, True
            state = engine.play(state, self._policy_action(view, legal, plans, actor))
        return state, False
