"""Saves written by the release at 8fd38f7 (tests/fixtures/release-8fd38f7: both games, mid-game and
finished, against bots, hot-seat, with house rules, with a remote seat) open to the table that
release opened them to, as the code is and after each routine update of ``tests.core.updates``
(every event reworded, a house rule added off, a state field added at its default); the first
autosave writes them again with the position digest."""
import json
from pathlib import Path
from typing import Any

import pytest

from app import saves
from app.registry import entry
from app.worker_api import WorkerApi
from game import names
from game.core.envelope import state_data
from game.core.replay import digest, position
from tests.app.test_saves import played
from tests.core.updates import UPDATES

RELEASE = Path(__file__).parent.parent / "fixtures" / "release-8fd38f7"
FIXTURES = sorted(path for path in RELEASE.glob("*.json") if path.name != "goldens.json")


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text())


def without_events(view: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in view.items() if key != "events"}


def holds(new: Any, old: Any) -> bool:
    """Does ``new`` show everything ``old`` showed, the same (a key added since is allowed)?"""
    if isinstance(old, dict):
        return isinstance(new, dict) and all(key in new and holds(new[key], value) for key, value in old.items())
    if isinstance(old, list):
        return isinstance(new, list) and len(new) == len(old) and all(map(holds, new, old))
    return bool(new == old)


def test_the_fixtures_cover_what_saves_hold():
    records = [json.loads(load(path)["record"]) for path in FIXTURES]
    assert {r["game"] for r in records} == set(names()) and {r["schema"] for r in records} == {2}
    assert any(r["summary"]["over"] for r in records) and any(not r["summary"]["over"] for r in records)
    assert any(r["seats"].count("human") >= 2 for r in records)          # hot-seat
    assert any("remote" in r["seats"] for r in records)
    assert {r["game"] for r in records if r["options"]["variants"]} == set(names())


@pytest.mark.parametrize("update", UPDATES)
@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_a_save_of_the_release_before_opens_to_the_same_table(path, update, monkeypatch):
    fixture = load(path)
    eng = entry(json.loads(fixture["record"])["game"]).engine
    released = position(eng, eng.from_json(fixture["state"]))
    stamp = digest(eng, eng.from_json(fixture["state"]))
    shows = UPDATES[update](monkeypatch, eng)
    assert saves.list_item("k", fixture["record"])["status"] == "ok"
    loaded = saves.open_text(fixture["record"])
    assert shows(loaded.state)
    assert position(eng, loaded.state) == released and digest(eng, loaded.state) == stamp
    for seat, view in fixture["views"].items():
        shown = eng.view(loaded.state, None if seat == "-" else int(seat))
        assert holds(without_events(shown), without_events(view)), f"seat {seat}"


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_opening_a_save_of_the_release_before_writes_it_again_with_the_position_digest(path):
    fixture = load(path)
    old = json.loads(fixture["record"])
    replies = WorkerApi().handle({"type": "load", "text": fixture["record"]})
    autosave = next(r for r in replies if r["type"] == "autosave")
    record = autosave["record"]
    assert autosave["base"] == old["digest"]       # the page writes it over the stored record
    assert record["schema"] == saves.SCHEMA and record["id"] == old["id"] and record["digest"] != old["digest"]
    assert record["actions"][:len(old["actions"])] == old["actions"]
    again = saves.open_text(saves.encode(record))
    assert position(again.engine, again.state) == position(again.engine, again.engine.from_json(fixture["state"]))


def test_a_new_state_field_must_declare_its_default():
    # A field the release's states did not have changes every save's digest unless the state's
    # DEFAULTS names the value that means "as before" (see game.core.replay.position).
    for path in FIXTURES:
        fixture = load(path)
        eng = entry(json.loads(fixture["record"])["game"]).engine
        state = saves.open_text(fixture["record"]).state
        had, has = (set(state_data(json.loads(text), eng.NAME, eng.TITLE))
                    for text in (fixture["state"], eng.to_json(state)))
        assert has - had <= set(eng.State.DEFAULTS), path.stem


@pytest.mark.parametrize("update", [name for name in UPDATES if name != "none"])
@pytest.mark.parametrize("game", names())
def test_a_save_of_this_version_opens_after_an_update(game, update, monkeypatch):
    s = played(game, moves=55)
    text = saves.to_text(s)
    shows = UPDATES[update](monkeypatch, s.engine)
    loaded = saves.open_text(text)
    assert shows(loaded.state) and position(s.engine, loaded.state) == position(s.engine, s.state)
