"""The arena CLI: a tiny tournament whose last line is the JSON summary."""
import json

import pytest

from lab.arena import main, seat_keys
from lab.stats import wilson
from tests.ai.conftest import GAMES


def test_seat_keys_number_repeated_labels() -> None:
    assert seat_keys(["hard", "normal", "normal"]) == ["hard", "normal#1", "normal#2"]


def test_wilson_interval() -> None:
    low, high = wilson(75, 100)
    assert 0.65 < low < 0.75 < high < 0.83
    assert wilson(0, 10)[0] == 0.0


@pytest.mark.parametrize("game", GAMES)
def test_arena_smoke(game: str, capsys) -> None:
    assert main([game, "--seats", "hard,normal,normal", "--games", "3", "--seed", "4",
                 "--hard-iterations", "1", "--hard-horizon", "10"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    summary = json.loads(last)
    assert summary["game"] == game and summary["games"] == 3
    assert set(summary["wins"]) == {"hard", "normal#1", "normal#2"}
    assert sum(summary["wins"].values()) + summary["draws"] == 3
