"""lab/tune.py: trials on a fixed schedule, a written module that loads back."""
from dataclasses import fields, replace
from multiprocessing import Pool

import pytest

from game import names
from lab.tune import classes, load, main, module_text, wins

# A diagnostic of the lab, not part of the product: run with -m slow.
pytestmark = pytest.mark.slow


@pytest.mark.parametrize("game", names())
def test_the_written_module_loads_back_the_same_weights(game: str, tmp_path) -> None:
    policy_class, weights_class = classes(game)
    first = fields(weights_class)[0].name
    weights = replace(weights_class(), **{first: 2.5 * getattr(weights_class(), first)})
    path = tmp_path / f"{game}_tuned.py"
    path.write_text(module_text(game, weights, "A test."))
    assert load(path) == weights
    assert f"# Normal: {getattr(weights_class(), first)!r}" in path.read_text()


def test_normal_against_itself_wins_half_of_a_rotated_schedule() -> None:
    _, weights_class = classes("deal")
    with Pool(1) as pool:
        assert wins(pool, "deal", weights_class(), 20, 7) == 10     # every deal from both seats


def test_validate_prints_the_win_rate(capsys) -> None:
    assert main(["deal", "--games", "4", "--jobs", "1", "--validate"]) == 0
    assert capsys.readouterr().out.strip() == "2/4 = 50.0 % [15.0, 85.0]"
