"""Each level still beats the one below it on a small fixed sample of seeded arena games.

These are regression checks, not strength measurements (the figures in docs/ai-results.json
come from long arena runs): the samples are small and seeded, so each test is deterministic and
fails when a change makes a level lose its edge on these deals.
"""
import pytest

from lab.arena import run
from tests.ai.conftest import GAMES


def _rate(game: str, seats: list[str], games: int, seed: int, **hard) -> float:
    result = run(game, seats, games, seed, **hard)
    return result["wins"][seats[0]] / games


@pytest.mark.parametrize("game", GAMES)
def test_normal_beats_random(game: str) -> None:
    assert _rate(game, ["normal", "random"], 10, 3) >= 0.9


@pytest.mark.parametrize("game", GAMES)
def test_normal_beats_easy(game: str) -> None:
    assert _rate(game, ["normal", "easy"], 40, 3) > 0.5


def test_hard_beats_normal_deal() -> None:
    assert _rate("deal", ["hard", "normal"], 4, 3, hard_iterations=8) > 0.5


@pytest.mark.slow
def test_hard_beats_normal_bid() -> None:
    # Four deals, each played from both seats, at a tiny budget (a whole Bid game is long); on
    # other deals this budget also loses as often as it wins, so it says little that the longer
    # sample below does not, for half a minute of make test: both run with -m slow. (Two deals
    # were enough before the bots stopped repeating trade offers: that moved them to 2-2.)
    assert _rate("bid", ["hard", "normal"], 8, 5, hard_iterations=6) > 0.5


# Bid plays 30 deals from both seats: at this budget Hard wins about 57 % of Bid games, and on 20
# games that is no better than a coin flip (seed 7 went 10-10 and 15-5 with changes that moved
# nothing on fresh deals; see the README's AI section).
SLOW_SAMPLE = {"deal": (20, 7), "bid": (60, 100)}


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_hard_beats_normal_longer(game: str) -> None:
    games, seed = SLOW_SAMPLE[game]
    assert _rate(game, ["hard", "normal"], games, seed, hard_iterations=30) > 0.5
