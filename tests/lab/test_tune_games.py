"""lab/tune.py finds a game's heuristic by its name and refuses a game it cannot tune."""
from types import SimpleNamespace

import pytest

import lab.tune
from game import names
from game.ai.hooks import ai
from lab.tune import NotTunable, classes, main


@pytest.mark.parametrize("game", names())
def test_each_game_tunes_its_own_heuristic(game: str) -> None:
    policy = ai(game).policy
    assert classes(game) == (type(policy), type(policy.weights))


def test_a_game_without_heuristic_weights_is_refused_by_name(monkeypatch, capsys) -> None:
    monkeypatch.setattr(lab.tune, "ai", lambda game: SimpleNamespace(policy=SimpleNamespace()))
    with pytest.raises(NotTunable, match="deal: its heuristic .* has no weights dataclass"):
        classes("deal")
    with pytest.raises(SystemExit) as stop:
        main(["deal", "--games", "2", "--validate"])
    assert stop.value.code == 2 and "has no weights dataclass to tune" in capsys.readouterr().err


def test_an_unknown_game_is_refused() -> None:
    with pytest.raises(SystemExit):
        main(["chess", "--validate"])
