"""Hard's determinizations agree with the view, and think() yields in short slices."""
import random
import time

import pytest

from game import engine
from game.ai.levels import bot_for_level
from game.core.invariants import card_ids_in_view
from game.ai.positions import sample_positions as positions
from tests.ai.conftest import GAMES, needs_engine


def _without_events(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "events"}


@pytest.mark.parametrize("game", [pytest.param(g, marks=needs_engine(g)) for g in GAMES])
def test_determinizations_agree_with_view(game: str) -> None:
    eng = engine(game)
    for players in (2, 4):
        for state in positions(game, players, 21 + players, every=5, limit=25):
            for seat in state.to_act[:1] + tuple(s for s in range(players) if s not in state.to_act)[:1]:
                view = eng.view(state, seat)
                for seed in range(3):
                    world = eng.determinize(view, seat, seed)
                    # Own hand and every public card where the view says; hidden counts the same.
                    assert _without_events(eng.view(world, seat)) == _without_events(view)
                    # The sampled hidden cards are exactly the cards the seat cannot see.
                    hidden = eng.hidden_card_ids(world, seat)
                    assert hidden.isdisjoint(card_ids_in_view(view))
                    assert sorted(eng.all_card_ids(world)) == sorted(eng.all_card_ids(state))
                    assert eng.legal_actions(world, seat) == eng.legal_actions(state, seat)


@pytest.mark.parametrize("game", [pytest.param(g, marks=needs_engine(g)) for g in GAMES])
def test_think_yields_and_ends_legal(game: str) -> None:
    eng = engine(game)
    bot = bot_for_level(game, "hard", time_budget=0.25)
    thought = 0
    for state in positions(game, 3, 31, every=3, limit=30):
        seat = state.to_act[0]
        view, legal = eng.view(state, seat), eng.legal_actions(state, seat)
        steps, longest = [], 0.0
        last = time.perf_counter()
        for step in bot.think(view, legal, random.Random(1)):
            now = time.perf_counter()
            longest = max(longest, now - last)
            last = now
            steps.append(step)
        assert steps[-1] in legal
        assert all(s is None for s in steps[:-1])
        # ~40 ms on an idle core; the bound leaves room for a loaded test machine.
        assert longest < 0.25, f"a slice took {longest * 1000:.0f} ms"
        if len(steps) > 3:
            thought += 1
        if thought >= 2:
            break
    assert thought >= 1, "no position made Hard search"


@needs_engine("deal")
def test_rollouts_grow_with_the_seats() -> None:
    """A rollout plays ``horizon`` plays plus ``seat_horizon`` per seat beyond two."""
    eng = engine("deal")

    class Counting:
        """The Deal engine, counting plays."""
        plays = 0

        def __getattr__(self, name: str):
            return getattr(eng, name)

        def play(self, state, action):
            Counting.plays += 1
            return eng.play(state, action)

    for players, expected in ((2, 3), (4, 7)):
        bot = bot_for_level("deal", "hard", iterations=10, horizon=3, seat_horizon=2)
        bot.engine = Counting()
        Counting.plays = 0
        bot._rollout(eng.new_game(players, 5), 0)
        assert Counting.plays == expected


@pytest.mark.parametrize("game", GAMES)
def test_rollouts_play_the_heuristics_moves(game: str) -> None:
    """A rollout (which works out a card-by-card plan once and follows it) ends where playing
    the heuristic's best-scored move at every step ends."""
    eng = engine(game)
    bot = bot_for_level(game, "hard", iterations=10, horizon=60, seat_horizon=0)
    policy = bot.policy
    checked = 0
    for state in positions(game, 3, 41, every=6, limit=12):
        finals = []

        class Recording:
            """The engine, keeping the last state a rollout reaches."""

            def __getattr__(self, name: str):
                return getattr(eng, name)

            def play(self, s, action):
                finals.append(eng.play(s, action))
                return finals[-1]

        bot.engine = Recording()
        bot._rollout(state, 0)
        expected = state
        for _ in range(60):
            if expected.outcome is not None:
                break
            actor = expected.to_act[0]
            legal = eng.legal_actions(expected, actor)
            scores = policy.scores(eng.view(expected, actor), legal)
            expected = eng.play(expected, legal[max(range(len(legal)), key=lambda i: (scores[i], -i))])
        assert (finals[-1] if finals else state) == expected
        checked += 1
    assert checked >= 10
