"""The save codec: round trip, migration from the first release's save, and every kind of bad input
(garbage, a truncated write, another game, bad types, an illegal move, huge or deeply nested text)."""
import json
import random
from pathlib import Path

import pytest

from app import saves
from app.session import Session
from app.settings import parse_query
from app.table import build as build_table
from game import names
from game.core.loading import MAX_TEXT
from game.core.replay import legacy_digest


def played(game: str = "deal", moves: int = 40, seed: int = 77) -> Session:
    s = Session(parse_query(f"game={game}&seats=human,ai-random,ai-easy&names=Ann,Bo,Cy&seed={seed}", 0))
    rng = random.Random(seed)
    for _ in range(moves):
        if s.over:
            break
        if s.ai_to_act() is not None:
            s.play_bot_now(s.ai_to_act())
        else:
            s.play(rng.choice(s.legal()))
    return s


def record_text(s: Session, **changes) -> str:
    record = saves.make_record(s, "deal-77-1", 1_700_000_000_000)
    record.update(changes)
    return saves.encode(record)


@pytest.mark.parametrize("game", names())
def test_round_trip_gives_the_identical_table(game):
    s = played(game)
    s.game_id = "g-1"
    text = saves.to_text(s)
    record = saves.read(text)
    assert record["schema"] == saves.SCHEMA and record["game"] == game and record["id"] == "g-1"
    assert record["names"] == ["Ann", "Bo", "Cy"] and record["seats"] == ["human", "ai-random", "ai-easy"]
    assert record["summary"]["title"] == s.engine.TITLE and record["summary"]["round"] >= 1
    loaded = saves.replay(record)
    assert loaded.state == s.state and loaded.history == s.history and loaded.log == s.log
    assert loaded.settings == s.settings and loaded.game_id == "g-1"
    def still(table):     # the table without what just moved (the toast and the animations)
        return {k: v for k, v in table.to_json().items() if k not in ("toast", "events", "stage")}
    assert still(build_table(loaded)) == still(build_table(s))


def test_a_finished_game_says_who_won():
    s = played("deal", moves=5000, seed=3)
    assert s.over
    summary = saves.read(saves.to_text(s))["summary"]
    assert summary["over"] is True and summary["winners"] and summary["winners"][0] in summary["result"]


def test_a_first_release_save_is_migrated_and_replays():
    s = played("bid")
    settings = s.settings
    v1 = json.dumps({"format": "deal-and-bid-save", "version": 1, "game": "bid", "seed": settings.seed,
                     "variants": [], "first": 0, "speed": "normal",
                     "seats": [seat.to_json() for seat in settings.seats],
                     "actions": [a.to_json() for a in s.history]})
    record = saves.read(v1)
    assert record["schema"] == saves.SCHEMA and record["digest"] is None
    assert record["names"] == ["Ann", "Bo", "Cy"] and record["seats"][1] == "ai-random"
    loaded = saves.open_text(v1)
    assert loaded.state == s.state and loaded.log == s.log
    item = saves.list_item("k", v1)
    assert item["status"] == "ok" and item["players"] == "Ann, Bo, Cy" and item["title"] == "Monopoly Bid"


@pytest.mark.parametrize("changes", [{"schema": 1}, {"schema": 0}, {"schema": "1"}])
def test_a_save_we_cannot_migrate_is_an_old_save(changes):
    with pytest.raises(saves.OldSave, match="older version"):
        saves.read(record_text(played(moves=3), **changes))


def test_moves_that_now_lead_elsewhere_cannot_be_continued_but_can_be_watched():
    text = record_text(played(moves=3), digest="0" * 64)
    with pytest.raises(saves.CannotContinue, match="older version.*watch the replay up to move 3") as caught:
        saves.open_text(text)
    assert caught.value.playable == 3
    item = saves.list_item("k", text)     # listing does not replay: the list can still show it
    assert item["status"] == "ok"


def legacy_text(s: Session, **changes) -> str:
    """``s`` kept as the release before kept it: schema 2, the digest of the whole engine text."""
    record = json.loads(record_text(s))
    record.update({"schema": saves.LEGACY_SCHEMA, "digest": legacy_digest(s.engine, s.state), **changes})
    return saves.encode(record)


def test_a_record_of_the_release_before_opens_when_its_digest_matches():
    s = played("bid", moves=25)
    loaded = saves.open_text(legacy_text(s))
    assert loaded.state == s.state and loaded.log == s.log


def test_a_record_of_the_release_before_with_another_digest_opens_when_its_summary_agrees():
    # Its digest covered sentences and options an update may reword or add: every move playing and
    # the summary agreeing is what proves it; a summary that disagrees means another table.
    s = played("deal", moves=40)
    loaded = saves.open_text(legacy_text(s, digest="0" * 64))
    assert loaded.state == s.state
    summary = saves.facts(s, s.state)
    with pytest.raises(saves.CannotContinue, match="different table"):
        saves.open_text(legacy_text(s, digest="0" * 64, summary={**summary, "round": summary["round"] + 1}))


def test_a_newer_save_is_not_taken_for_damage():
    with pytest.raises(saves.SaveError, match="newer version"):
        saves.read(record_text(played(moves=3), schema=saves.SCHEMA + 1))


GOOD = None


def good_text() -> str:
    global GOOD
    if GOOD is None:
        GOOD = record_text(played(moves=30))
    return GOOD


@pytest.mark.parametrize("text, message", [
    ("", "empty"),
    ("   ", "empty"),
    ("hello", "not a saved game we can read"),
    ("[1, 2]", "not a Deal & Bid saved game"),
    ('{"format": "someone-elses-save"}', "not a Deal & Bid saved game"),
    ("[" * 5000 + "]" * 5000, "nested more than"),
    ('{"a": "' + "x" * (MAX_TEXT + 1) + '"}', "too long"),
    (None, "expected text"),
])
def test_garbage_gets_a_clear_message(text, message):
    with pytest.raises(saves.SaveError, match=message):
        saves.read(text)


def test_a_truncated_write_is_reported_as_cut_short():
    text = good_text()
    for cut in (len(text) // 3, len(text) - 1):
        with pytest.raises(saves.SaveError, match="cut short"):
            saves.read(text[:cut])


@pytest.mark.parametrize("changes, message", [
    ({"game": "chess"}, "'chess' is not a game we know"),
    ({"game": 3}, "save.game: expected text"),
    ({"seed": "x"}, "save.seed"),
    ({"seed": -1}, "out of range"),
    ({"names": "Ann"}, "save.names"),
    ({"names": ["Ann", "Bo"]}, "expected 3 entries"),
    ({"seats": ["human", "ai-genius", "ai-easy"]}, "Unknown seat type"),
    ({"options": {"variants": ["warp"], "first": 0, "speed": "normal"}}, "Unknown rule variant"),
    ({"options": {"variants": [], "first": 7, "speed": "normal"}}, "save.options.first"),
    ({"options": []}, "save.options"),
    ({"actions": 3}, "save.actions"),
    ({"actions": [None]}, r"save.actions\[0\]"),
    ({"actions": [{"seat": 0}]}, r"save.actions\[0\]: missing field 'type'"),
    ({"saved_at": "yesterday"}, "save.saved_at"),
    ({"digest": 12}, "save.digest"),
    ({"extra": 1}, "unknown field 'extra'"),
])
def test_bad_types_are_named(changes, message):
    data = json.loads(good_text())
    data.update(changes)
    with pytest.raises(saves.SaveError, match=message):
        saves.open_text(json.dumps(data))


def test_an_illegal_action_names_its_step_and_offers_the_replay_before_it():
    data = json.loads(good_text())
    words = "can't be continued: move 5 no longer plays — watch the replay up to move 4."
    for move in ({"type": "deal.EndTurn", "seat": 2}, {"type": "deal.Teleport", "seat": 0},
                 {"type": "bid.EndTurn", "seat": 0}):     # not its seat's move, unknown, the other game's
        data["actions"][4] = move
        with pytest.raises(saves.CannotContinue) as caught:
            saves.open_text(json.dumps(data))
        assert str(caught.value).endswith(words) and caught.value.playable == 4
    data["actions"][0] = {"type": "deal.EndTurn", "seat": 2}
    with pytest.raises(saves.CannotContinue, match="move 1 no longer plays — watch the replay of the deal"):
        saves.open_text(json.dumps(data))


def test_list_items_say_what_each_stored_game_is():
    ok = saves.list_item("a", good_text())
    assert ok["status"] == "ok" and ok["title"] == "Monopoly Deal" and ok["players"] == "Ann, Bo, Cy"
    assert ok["saved_at"] == 1_700_000_000_000 and ok["round"] >= 1 and ok["over"] is False
    old = saves.list_item("b", record_text(played(moves=2), schema=1))
    assert old["status"] == "old" and "older version" in old["message"]
    bad = saves.list_item("c", good_text()[:50])
    assert bad["status"] == "damaged" and "cut short" in bad["message"] and bad["key"] == "c"


def test_a_hot_seat_game_resumes_behind_the_curtain():
    s = Session(parse_query("game=bid&seats=human,human,ai-easy&names=Ann,Bo,Cy&seed=5", 0))
    s.lift_curtain()
    s.play(s.legal()[0])
    loaded = saves.open_text(saves.to_text(s))
    table = build_table(loaded)
    assert table.curtain is not None and table.viewer is None and loaded.legal() == []
    assert all(z.kind != "hand" for seat in table.seats for z in seat.zones)


def test_the_page_offers_the_replay_on_the_words_the_worker_uses():
    page = (Path(__file__).parents[2] / "ui" / "saves.js").read_text()
    assert f'const WATCH = "{saves.WATCH}";' in page
