"""Hard's determinizations agree with the view, and think() yields in short slices."""
import random

import pytest

from game import engine
from game.ai import search
from game.ai.levels import bot_for_level
from lab.invariants import card_ids_in_view
from lab.positions import sample_positions as positions
from tests.ai.conftest import GAMES


def _without_events(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "events"}


@pytest.mark.parametrize("game", GAMES)
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


class _PlayClock:
    """A stand-in for ``time``: the clock moves one millisecond per engine play, so a slice's
    length is counted in plays and the test does not depend on how fast or busy the machine is
    (the wall-clock slices are measured by ``make bench``: tools/bench_ai.py)."""

    def __init__(self, eng) -> None:
        self.engine, self.plays = eng, 0

    def perf_counter(self) -> float:
        return self.plays / 1000

    def __getattr__(self, name: str):
        return getattr(self.engine, name)

    def play(self, state, action):
        self.plays += 1
        return self.engine.play(state, action)


@pytest.mark.parametrize("game", GAMES)
def test_think_yields_and_ends_legal(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard gives the caller control back after every ~SLICE_SECONDS of work plus at most one
    sampled world's candidate play and rollout, and ends with a legal action."""
    eng = engine(game)
    clock = _PlayClock(eng)
    monkeypatch.setattr(search, "time", clock)
    bot = bot_for_level(game, "hard", time_budget=2.0)     # 2000 plays on this clock
    bot.engine = clock
    players = 3
    one_unit = search.MAX_PLAN_STEPS + bot.horizon + bot.seat_horizon * (players - 2)
    thought = 0
    for state in positions(game, players, 31, every=3, limit=30):
        seat = state.to_act[0]
        view, legal = eng.view(state, seat), eng.legal_actions(state, seat)
        steps, longest = [], 0
        last = clock.plays
        for step in bot.think(view, legal, random.Random(1)):
            longest, last = max(longest, clock.plays - last), clock.plays
            steps.append(step)
        assert steps[-1] in legal
        assert all(s is None for s in steps[:-1])
        assert longest <= search.SLICE_SECONDS * 1000 + one_unit, f"a slice took {longest} plays"
        if len(steps) > 3:
            thought += 1
            assert clock.plays > 2 * longest      # the search ran over many slices
        if thought >= 2:
            break
    assert thought >= 1, "no position made Hard search"


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

    class Recording:
        """The engine, keeping every state a rollout reaches."""

        def __init__(self) -> None:
            self.finals: list[object] = []

        def __getattr__(self, name: str):
            return getattr(eng, name)

        def play(self, s, action):
            self.finals.append(eng.play(s, action))
            return self.finals[-1]

    for state in positions(game, 3, 41, every=6, limit=12):
        recording = Recording()
        finals = recording.finals
        bot.engine = recording
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
