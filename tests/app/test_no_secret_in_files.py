"""What leaves the worker while hot-seat hands are hidden, and how fast a hostile deep link is refused.

A hot-seat game in progress is never written to a file with its seed (the engine turns a seed into
every hand and every future draw): Menu → Save answers a note instead of a file, and the autosave
tells the page to keep the record only sealed (``seal``). Once the game is over, or with one human,
the file is written as before. A deep link past ``MAX_QUERY`` characters is refused before it is read.
"""
import json
import time
from urllib.parse import urlencode

import pytest

from app import saves
from app.secrecy import HIDDEN_HANDS
from app.settings import MAX_QUERY, SettingsError, parse_query
from app.worker_api import WorkerApi

HOT_SEAT = "game=deal&seats=human,human&names=Ann,Bea&seed=11&speed=instant"


def send(api: WorkerApi, message: dict) -> list[dict]:
    """Round-trip through JSON both ways, as postMessage with plain objects would."""
    return json.loads(json.dumps(api.handle(json.loads(json.dumps(message)))))


def of_type(replies: list[dict], kind: str) -> list[dict]:
    return [r for r in replies if r["type"] == kind]


def test_a_hot_seat_export_while_hands_are_hidden_is_refused_and_holds_no_seed():
    api = WorkerApi()
    autosaves = of_type(send(api, {"type": "start", "query": HOT_SEAT}), "autosave")
    assert autosaves and all(a["seal"] for a in autosaves)
    replies = send(api, {"type": "save"})
    assert replies == [{"type": "note", "text": HIDDEN_HANDS}]
    assert "11" not in json.dumps(replies) and "can't be saved to a file" in HIDDEN_HANDS


def test_a_finished_hot_seat_game_or_a_game_with_one_human_is_written_whole():
    api = WorkerApi()
    send(api, {"type": "start", "query": HOT_SEAT})
    session = api.running()
    while not session.over:
        if session.curtain():
            session.lift_curtain()
        session.play(session.legal()[0])
    [autosave] = of_type(api.autosave(), "autosave")
    assert autosave["seal"] is False and autosave["record"]["summary"]["over"]
    [saved] = send(api, {"type": "save"})
    assert saved["type"] == "saved" and json.loads(saved["text"])["seed"] == 11
    api = WorkerApi()
    [autosave] = of_type(send(api, {"type": "start", "query": "game=deal&seats=human,ai-easy&seed=11"}), "autosave")
    assert autosave["seal"] is False
    [saved] = send(api, {"type": "save"})
    assert saved["type"] == "saved"
    assert saves.read(saved["text"])["seed"] == 11


@pytest.mark.parametrize("size", [MAX_QUERY + 1, 1_000_000])
def test_a_huge_deep_link_is_refused_at_once_and_nothing_starts(size):
    query = "game=deal&seats=human,ai-easy&names=" + "A" * size
    start = time.perf_counter()
    with pytest.raises(SettingsError, match="too long to be a game link"):
        parse_query(query, 1)
    api = WorkerApi()
    [error] = send(api, {"type": "start", "query": query})
    elapsed = time.perf_counter() - start
    assert error["type"] == "error" and "too long to be a game link" in error["message"]
    assert api.session is None and elapsed < 0.05


def test_a_link_of_the_longest_real_setup_still_starts():
    names = [f"{i}" + "\U0001F600" * 19 for i in range(6)]     # 20 letters, each 12 characters encoded
    query = urlencode([("game", "deal"), ("seats", ",".join(["human"] * 6)), ("names", ",".join(names)),
                       ("variants", ""), ("first", "5"), ("speed", "instant"), ("ask", "always")])
    assert len(query) < MAX_QUERY // 2
    settings = parse_query(query, 1)
    assert settings is not None and [s.name for s in settings.seats] == names
