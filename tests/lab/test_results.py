"""docs/ai-results.json rows: the README table printed from them, and rows added from arena runs."""
import json

import pytest

from lab.arena import main as arena_main
from lab.results import DEFAULT, add_rows, pooled, table
from lab.results import main as results_main


def _row(wins: int, games: int, **extra) -> dict:
    return {"game": "deal", "seats": ["hard", "normal"], "games": games,
            "wins": {"hard": wins, "normal": games - wins}, "draws": 0, "seed": 1,
            "budget": "60 iterations", "commit": "abc1234", **extra}


def test_table_judges_the_target_by_the_interval() -> None:
    text = table([_row(340, 400), _row(290, 400), _row(15, 20, planned=400, partial=True)])
    lines = text.splitlines()[2:]
    assert "Hard 85.0 % [81.2, 88.2]" in lines[0] and "≥ 75 % — met" in lines[0]
    assert "**not met**" in lines[1]
    assert "20 of 400 (cut short)" in lines[2] and "open" in lines[2]


def test_a_run_with_other_search_settings_says_so() -> None:
    line = table([_row(30, 40, search={"learned": False, "opponent_model": False})]).splitlines()[2]
    assert "| Hard (hand-made evaluation, random sealed-bid guess) vs Normal |" in line
    line = table([_row(30, 40, search={"confidence": 1.0})]).splitlines()[2]
    assert "| Hard (switch at 1.0 standard errors) vs Normal |" in line


def test_a_labelled_run_shows_its_note() -> None:
    line = table([_row(12, 20, note="spot check, unseen seed")]).splitlines()[2]
    assert "| Hard (spot check, unseen seed) vs Normal |" in line


def test_arena_rows_are_added_and_updated(tmp_path) -> None:
    out = tmp_path / "row.json"
    assert arena_main(["deal", "--seats", "normal,random", "--games", "2", "--seed", "3",
                       "--out", str(out)]) == 0
    row = json.loads(out.read_text())
    assert row["games"] == 2 and row["seats"] == ["normal", "random"] and row["budget"] == "-"
    assert sum(row["wins"].values()) + row["draws"] == 2
    results = tmp_path / "results.json"
    add_rows(results, [row])
    add_rows(results, [dict(row, games=4)])          # the same run, further on: replaced
    add_rows(results, [dict(row, seed=9)])           # another run: added
    assert [(r["seed"], r["games"]) for r in json.loads(results.read_text())] == [(3, 4), (9, 2)]


def test_the_recorded_rows_print() -> None:
    rows = json.loads(DEFAULT.read_text())
    assert len(table(rows).splitlines()) == len(rows) + len(pooled(rows)) + 2


def test_runs_of_one_pool_get_a_pooled_line() -> None:
    rows = [_row(21, 55, seed=50, pool="A"), _row(10, 21, seed=75, pool="A", commit="def5678"),
            _row(5, 10, seed=99, pool="B"), _row(9, 10, seed=7)]
    lines = table(rows).splitlines()[2:]
    assert len(lines) == 5                             # a pool of one run adds nothing
    assert lines[4].startswith("| Deal | Hard (A: 2 runs pooled) vs Normal | 76 | 60 iterations | 50, 75 |")
    assert "Hard 40.8 % [30.4, 52.0]" in lines[4] and lines[4].endswith("| abc1234, def5678 |")


def test_the_readme_table_is_drawn_from_the_rows() -> None:
    readme = (DEFAULT.parents[1] / "README.md").read_text()
    assert table(json.loads(DEFAULT.read_text())) in readme


def test_the_command_prints_a_rows_file_and_refuses_add_without_rows(tmp_path, capsys) -> None:
    rows = tmp_path / "rows.json"
    rows.write_text(json.dumps([_row(30, 40)]))
    assert results_main([str(rows)]) == 0
    assert "Hard 75.0 %" in capsys.readouterr().out
    with pytest.raises(SystemExit) as refused:
        results_main(["--add"])
    assert refused.value.code == 2 and "--add needs at least one row file" in capsys.readouterr().err


def test_the_command_labels_added_rows_and_refuses_labels_without_add(tmp_path, monkeypatch, capsys) -> None:
    results = tmp_path / "results.json"
    monkeypatch.setattr("lab.results.DEFAULT", results)
    row = tmp_path / "row.json"
    row.write_text(json.dumps(_row(12, 20)))
    assert results_main(["--add", str(row), "--note", "spot check, unseen seed"]) == 0
    assert [r["note"] for r in json.loads(results.read_text())] == ["spot check, unseen seed"]
    assert results_main(["--add", str(row), "--pool", "Deal heads-up"]) == 0
    assert [r.get("pool") for r in json.loads(results.read_text())] == ["Deal heads-up"]
    for flag in ("--note", "--pool"):
        with pytest.raises(SystemExit) as refused:
            results_main([flag, "x"])
        assert refused.value.code == 2 and "use it with --add" in capsys.readouterr().err
