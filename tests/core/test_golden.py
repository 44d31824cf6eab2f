"""Golden replays (tests/golden/, written by tools/golden.py): each recorded game replays under
CPython to the recorded final position, digest for digest (e2e/test_golden_pyodide.py does the same
inside Pyodide, so both Pythons are shown to play the same games), and still does after the routine
updates of ``tests.core.updates``; the position is the one the release at 8fd38f7 reached
(tests/fixtures/release-8fd38f7/goldens.json)."""
import json
from pathlib import Path

import pytest

from game import engine, names
from game.core.replay import digest, position, replay
from tests.core.updates import UPDATES

TESTS = Path(__file__).parent.parent
GOLDEN = sorted((TESTS / "golden").glob("*.json"))
RELEASE = json.loads((TESTS / "fixtures" / "release-8fd38f7" / "goldens.json").read_text())


def test_there_are_goldens_of_both_games():
    assert {p.name.split("-")[0] for p in GOLDEN} == set(names()) and len(GOLDEN) >= 6
    assert set(RELEASE) == {p.name for p in GOLDEN}


@pytest.mark.parametrize("update", UPDATES)
@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_replay_reaches_the_recorded_position(path, update, monkeypatch):
    data = json.loads(path.read_text())
    eng = engine(data["game"])
    released = position(eng, eng.from_json(RELEASE[path.name]["state"]))
    shows = UPDATES[update](monkeypatch, eng)
    final = replay(eng, data["players"], data["seed"], data["variants"], data["actions"])
    assert shows(final)
    assert final.outcome.to_json() == data["outcome"]
    assert digest(eng, final) == data["digest"]
    assert position(eng, final) == released


def test_a_tampered_golden_fails_at_the_step_named():
    data = json.loads(GOLDEN[0].read_text())
    eng = engine(data["game"])
    actions = list(data["actions"])
    actions[5] = dict(actions[5], seat=(actions[5]["seat"] + 1) % data["players"])
    with pytest.raises(Exception, match="step 6"):
        replay(eng, data["players"], data["seed"], data["variants"], actions)
