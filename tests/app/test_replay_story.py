"""Replays step by step (spectator view while unfinished, everything shown once finished), the
replay link, the end screen's story and lifetime statistics."""
import base64
import json
import zlib

import pytest

from app import saves, stats
from app.replay import LINK_KEY, Replay, from_link, link
from app.session import Session
from app.settings import parse_query
from app.story import story
from app.worker_api import WorkerApi
from game import names


def finished(game: str, seed: int = 3) -> Session:
    s = Session(parse_query(f"game={game}&seats=human,ai-normal,ai-easy&names=Ann,Bo,Cy&seed={seed}", 0))
    while not s.over:
        seat = s.ai_to_act()
        s.play(s.bot_choice(seat if seat is not None else s.human_to_act()))
    return s


@pytest.fixture(scope="module", params=names())
def game(request):
    s = finished(request.param)
    return s, saves.make_record(s, "g", 1)


def hands_shown(model) -> list[int]:
    return [len(z["cards"]) for seat in model["seats"] for z in seat["zones"] if z["kind"] == "hand"]


def test_a_finished_game_replays_to_its_final_table_with_every_hand_shown(game):
    s, record = game
    replay = Replay(record)
    assert replay.finished and replay.steps == len(s.history)
    last = replay.reply(replay.steps)
    assert last["step"] == last["steps"] == len(s.history)
    assert replay.states[-1] == s.state
    assert len(hands_shown(last["model"])) == 3 and last["model"]["viewer"] is None
    assert last["model"]["prompt"] is None or last["model"]["prompt"]["choices"] == []
    assert last["model"]["bot"] is None and last["model"]["curtain"] is None
    assert any(name in last["line"] for name in ("Ann", "Bo", "Cy"))
    first = replay.reply(0)
    assert first["line"] == "The cards are dealt." and first["model"]["events"] == []
    assert replay.reply(10**6)["step"] == replay.steps and replay.reply(-5)["step"] == 0


def test_an_unfinished_game_replays_from_a_spectators_seat(game):
    s, record = game
    record = {**record, "actions": record["actions"][:len(record["actions"]) // 2]}
    replay = Replay(record)
    assert not replay.finished and replay.reply(replay.steps)["link"] == ""
    for step in range(0, replay.steps, 7):
        model = replay.reply(step)["model"]
        assert hands_shown(model) == [] and model["viewer"] is None


def test_a_game_whose_move_no_longer_plays_replays_up_to_the_move_before(game):
    s, record = game
    actions = list(record["actions"])
    actions[11] = {**actions[11], "seat": (actions[11]["seat"] + 1) % 3}     # not that seat's move
    broken = {**record, "actions": actions}
    words = "can't be continued: move 12 no longer plays — watch the replay up to move 11."
    api = WorkerApi()
    refused = api.handle({"type": "load", "text": saves.encode(broken)})
    assert refused[0]["type"] == "error" and refused[0]["message"].endswith(words) and not refused[0]["report"]
    assert api.session is None                   # nothing was opened, nothing autosaved
    reply = api.handle({"type": "replay", "text": saves.encode(broken)})[0]
    assert reply["type"] == "replay" and reply["steps"] == 11 and reply["step"] == 0
    assert "can't be continued" in reply["title"] and not reply["finished"] and reply["link"] == ""
    last = api.handle({"type": "replay_step", "step": 11})[0]
    assert last["step"] == 11 and last["line"].endswith(words)
    assert api.replay is not None and api.replay.states[-1] == Replay({**record, "actions": actions[:11]}).states[-1]


def test_the_replay_link_round_trips_and_refuses_damage(game):
    s, record = game
    fragment = link(record)
    assert fragment.startswith(LINK_KEY) and len(fragment) < 8000
    back = from_link("#" + fragment)
    assert back["actions"] == record["actions"] and back["names"] == record["names"]
    assert Replay(back).states[-1] == s.state
    for bad in ("replay=%%%", "replay=" + fragment[10:40], "nothing", LINK_KEY + "x" * 300_000):
        with pytest.raises(saves.SaveError):
            from_link(bad)
    bomb = LINK_KEY + base64.urlsafe_b64encode(zlib.compress(b"[" * 10_000_000)).decode()
    with pytest.raises(saves.SaveError, match="more than a game can hold"):
        from_link(bomb)


@pytest.mark.parametrize("keep", [0, 1, 2, 3, 5, 0.5, 0.99])
def test_an_empty_or_cut_short_link_says_so(game, keep):
    payload = link(game[1])[len(LINK_KEY):]
    kept = payload[:keep if isinstance(keep, int) else int(len(payload) * keep)]
    expected = "is empty" if not kept else "cut short"
    with pytest.raises(saves.SaveError, match=expected):
        from_link(LINK_KEY + kept)


def test_the_story_has_one_series_per_player_per_chart(game):
    s, record = game
    told = story(record["game"], Replay(record).states, record["names"])
    titles = {"deal": ["Complete sets", "Table value"], "bid": ["Properties won", "Money spent"]}
    assert [c["title"] for c in told["charts"]] == titles[record["game"]]
    for chart in told["charts"]:
        assert [line["name"] for line in chart["series"]] == ["Ann", "Bo", "Cy"]
        assert all(len(line["values"]) == len(chart["rounds"]) for line in chart["series"])
        assert chart["rounds"] == sorted(chart["rounds"]) and chart["rounds"][0] == 1
    assert any(m.startswith("Steals:") for m in told["moments"])
    if record["game"] == "deal":
        assert told["charts"][0]["series"][s.state.outcome.winners[0]]["values"][-1] == 3
        assert any(m.startswith("Biggest payment:") for m in told["moments"])
    else:
        assert any(m.startswith("Highest winning bid:") for m in told["moments"])


def test_lifetime_statistics_count_each_finished_game_once():
    s = finished("deal")
    record = saves.make_record(s, "g1", 1)
    kept = stats.load(None)
    assert stats.tally(kept, record) and not stats.tally(kept, record)
    won = "Ann" in record["summary"]["winners"]
    assert stats.rows(stats.load(stats.encode(kept))) == [
        {"name": "Ann", "game": "Monopoly Deal", "level": "vs AI · Normal", "games": 1, "wins": int(won)}]
    unfinished = {**record, "id": "g2", "summary": {**record["summary"], "over": False}}
    assert not stats.tally(kept, unfinished)
    assert stats.table_level(["human", "human"]) == "hot-seat"
    assert stats.table_level(["human", "ai-easy", "ai-hard"]) == "hard"


def test_the_worker_tells_the_story_once_and_keeps_statistics():
    api = WorkerApi(clock=lambda: 9)
    s = finished("bid", seed=5)
    record = saves.make_record(s, "g", 1)
    replies = api.handle({"type": "load", "text": saves.encode(record)})
    kinds = [r["type"] for r in replies]
    assert kinds == ["table", "autosave", "story"]
    told = replies[2]
    assert told["link"].startswith(LINK_KEY) and len(told["story"]["charts"]) == 2
    assert "story" not in [r["type"] for r in api.handle({"type": "lift_curtain"})]
    out = api.handle({"type": "stats", "text": None, "record": replies[1]["record"]})[0]
    assert out["rows"][0]["games"] == 1 and out["message"] == ""
    again = api.handle({"type": "stats", "text": out["text"], "record": replies[1]["record"]})[0]
    assert again["rows"] == out["rows"]
    broken = api.handle({"type": "stats", "text": "{garbage"})[0]
    assert broken["rows"] == [] and "damaged" in broken["message"]
    opened = api.handle({"type": "replay", "link": told["link"]})[0]
    assert opened["type"] == "replay" and opened["finished"] and opened["step"] == 0
    step = api.handle({"type": "replay_step", "step": 3})[0]
    assert step["step"] == 3 and json.dumps(step)
    bad = api.handle({"type": "replay", "link": "replay=AAAA"})
    assert bad[0]["type"] == "error" and "damaged" in bad[0]["message"]
