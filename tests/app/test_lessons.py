"""Learn to play: every lesson is a real game of the real engine, and following it wins it."""
import json

import pytest

from app.table import build as build_table
from app.tutorial import lessons
from app.tutorial.coach import Coach, LessonBroken, estimate_seconds
from app.tutorial.lesson import LEARNER, Lesson, Step
from app.worker_api import WorkerApi

LESSONS = sorted(lessons())


def send(api, message):
    return json.loads(json.dumps(api.handle(json.loads(json.dumps(message)))))


@pytest.mark.parametrize("name", LESSONS)
def test_every_scripted_move_is_legal_and_the_learner_wins(name):
    lesson = lessons()[name]
    coach = Coach(lesson)
    for seat, label in lesson.moves():
        legal = [str(a) for a in coach.session.engine.legal_actions(coach.session.state, seat)]
        assert label in legal, f"{name}: {label!r} is not a legal move of seat {seat} here"
        assert coach.offer(coach.scripted()) if seat == LEARNER else coach.reply()
    assert coach.finished and coach.session.state.outcome.winners == (LEARNER,)
    assert coach.session.state.outcome.reason == "three sets"


@pytest.mark.parametrize("name", LESSONS)
def test_following_the_panel_through_the_worker_completes_the_lesson(name):
    """What the page does: tap the panel's target, let the scripted opponent move when due."""
    api = WorkerApi()
    replies = send(api, {"type": "learn", "lesson": name, "speed": "instant"})
    panel = replies[-1]
    seen_steps = set()
    for _ in range(500):
        table = next(r["model"] for r in replies if r["type"] == "table")
        panel = replies[-1]
        assert panel["type"] == "lesson" and table["query"] == f"learn={name}&speed=instant"
        assert all(r["type"] != "autosave" for r in replies)      # a lesson is never kept as a game
        if panel["finished"]:
            break
        seen_steps.add(panel["current"])
        if table["bot"] is not None:
            replies = send(api, {"type": "ai_step"})
            continue
        target = panel["target"]
        assert target is not None, panel
        assert target["action"] in [c["action"] for c in table["prompt"]["choices"]]
        assert "undo" not in [c["action"] for c in table["prompt"]["choices"]]
        replies = send(api, {"type": "act", "key": target["key"]})
    table = next(r["model"] for r in replies if r["type"] == "table")
    assert panel["finished"] and all(step["done"] for step in panel["steps"])
    assert table["outcome"]["winners"] == [0] and seen_steps == set(range(len(panel["steps"])))
    assert panel["text"] == lessons()[name].finish


def test_a_wrong_but_legal_move_is_explained_and_not_played():
    api = WorkerApi()
    replies = send(api, {"type": "learn", "lesson": "deal"})
    before = replies[0]["model"]
    wrong = next(c for c in before["prompt"]["choices"] if c["action"] == "Bank 1M")
    replies = send(api, {"type": "act", "key": wrong["key"]})
    panel = replies[-1]
    assert "“Bank 1M” is a real move here, but it is not this step's move" in panel["note"]
    assert "Play Reading Railroad as Railroad" in panel["note"] and panel["at"] == 0
    assert replies[0]["model"]["seats"] == before["seats"]      # nothing changed on the table
    replies = send(api, {"type": "act", "key": panel["target"]["key"]})
    assert replies[-1]["note"] == "" and replies[-1]["at"] == 1 and replies[-1]["steps"][0]["done"]


def test_resuming_a_lesson_gives_the_same_table_as_playing_to_there():
    played = Coach(lessons()["bid"])
    for _ in range(12):
        played.offer(played.scripted()) if played.learner_due() else played.reply()
    resumed = Coach(lessons()["bid"], at=12)
    assert resumed.session.state == played.session.state and resumed.step_index() == played.step_index()
    assert build_table(resumed.session).to_json() == build_table(played.session).to_json()


def test_a_lesson_that_no_longer_fits_the_engine_fails_loudly():
    broken = Lesson("deal", "Broken", 287, (Step("x", "x", "x", ((0, "Play Boardwalk as Dark Blue"),)),), "x")
    with pytest.raises(LessonBroken):
        Coach(broken).scripted()


def test_bad_lesson_messages_get_a_clear_error():
    replies = send(WorkerApi(), {"type": "learn", "lesson": "chess"})
    assert replies[0]["type"] == "error" and "no lesson 'chess'" in replies[0]["message"]


def test_a_normal_game_after_a_lesson_is_kept_again():
    api = WorkerApi()
    send(api, {"type": "learn", "lesson": "deal", "at": 3})
    replies = send(api, {"type": "start", "query": "game=deal&seats=human,ai-normal&seed=4"})
    assert [r["type"] for r in replies] == ["table", "autosave"]


@pytest.mark.parametrize("name", LESSONS)
def test_each_lesson_takes_at_most_five_minutes_at_reading_pace(name):
    assert estimate_seconds(lessons()[name]) <= 5 * 60


@pytest.mark.parametrize(("at", "expected"), [(-5, 0), (3, 3), (10**9, "end"), ("7", 0), (True, 0), (None, 0)])
def test_a_resume_point_from_storage_is_clamped_to_the_lesson(at, expected):
    replies = send(WorkerApi(), {"type": "learn", "lesson": "bid", "at": at})
    panel = replies[-1]
    length = len(lessons()["bid"].moves())
    assert panel["at"] == (length if expected == "end" else expected)
    assert panel["finished"] == (expected == "end")
