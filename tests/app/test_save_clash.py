"""Two copies of one game: another tab's record, an imported older copy, statistics of a newer
version. Nothing is replaced that is longer or went another way; the decision is made here."""
import json

from app import saves, stats
from app.table import build as build_table
from app.worker_api import WorkerApi

VS_BOT = "game=deal&seats=human,ai-easy&names=Ann,Bo&seed=11"


def send(api, message):
    return json.loads(json.dumps(api.handle(message)))


def play(api, moves):
    """``moves`` moves by whoever is due; the last autosave record."""
    record = None
    for _ in range(moves):
        t = build_table(api.session).to_json()
        replies = send(api, {"type": "ai_step"} if t["bot"] else
                       {"type": "act", "key": t["prompt"]["choices"][-1]["key"]})
        record = next((r["record"] for r in replies if r["type"] == "autosave"), record)
    return record


def test_relation_of_two_records():
    api = WorkerApi()
    send(api, {"type": "start", "query": VS_BOT})
    short = play(api, 2)
    long = play(api, 5)
    assert saves.relation(short, long) == "ahead" and saves.relation(long, short) == "behind"
    assert saves.relation(long, long) == "same"
    other = dict(long, actions=long["actions"][:1] + [{"type": "deal.EndTurn", "seat": 0}])
    assert saves.relation(other, long) == "diverged"
    assert saves.relation(dict(long, seed=12), long) == "diverged"


def test_a_tab_that_is_behind_is_told_and_never_writes_over_the_longer_game():
    first, stale = WorkerApi(), WorkerApi()
    record = play_started(first, 2)
    loaded = send(stale, {"type": "load", "text": json.dumps(record)})
    assert loaded[-1]["base"] == record["digest"]            # the page writes over that record only
    longer = play(first, 6)
    mine = play(stale, 1)                                      # the stale tab moves: its write would clash
    assert mine["digest"] != longer["digest"]
    told = send(stale, {"type": "clash", "text": json.dumps(longer), "origin": "tab"})
    assert [r["type"] for r in told] == ["behind"]
    assert "moved on in another tab" in told[0]["message"] and told[0]["text"] == json.dumps(longer)
    # Kept as a separate game if the player says so; the longer one is not touched.
    forked = send(stale, {"type": "fork"})
    assert forked[-1]["type"] == "autosave" and forked[-1]["record"]["id"] != longer["id"]
    assert forked[-1]["base"] is None


def play_started(api, moves):
    send(api, {"type": "start", "query": VS_BOT})
    return play(api, moves)


def test_a_tab_that_is_ahead_writes_over_the_record_it_continues():
    first = WorkerApi()
    older = play_started(first, 2)
    newer = play(first, 3)
    replies = send(first, {"type": "clash", "text": json.dumps(older), "origin": "tab"})
    assert replies[-1]["type"] == "autosave" and replies[-1]["base"] == older["digest"]
    assert replies[-1]["record"]["digest"] == newer["digest"]
    assert send(first, {"type": "clash", "text": json.dumps(older), "origin": "watch"}) == []


def test_an_older_import_becomes_a_separate_game():
    api = WorkerApi()
    older = play_started(api, 2)
    newer = play(api, 6)
    importer = WorkerApi()
    replies = send(importer, {"type": "load", "text": json.dumps(older), "origin": "import"})
    autosave = replies[-1]
    assert autosave["origin"] == "import" and autosave["base"] is None and autosave["record"]["id"] == older["id"]
    replies = send(importer, {"type": "clash", "text": json.dumps(newer), "origin": "import"})
    kinds = [r["type"] for r in replies]
    assert kinds == ["table", "note", "autosave"]
    kept = next(r for r in replies if r["type"] == "autosave")["record"]
    assert kept["id"] != newer["id"] and kept["actions"] == older["actions"]
    assert "separate game" in next(r for r in replies if r["type"] == "note")["text"]
    # A newer copy of the same game (it continues the stored one) simply goes on over it.
    again = WorkerApi()
    send(again, {"type": "load", "text": json.dumps(newer), "origin": "import"})
    replies = send(again, {"type": "clash", "text": json.dumps(older), "origin": "import"})
    assert replies[-1]["type"] == "autosave" and replies[-1]["record"]["id"] == older["id"]


def test_the_list_is_newest_first_whatever_order_the_records_come_in():
    api = WorkerApi(clock=iter(range(1_000, 10_000, 1_000)).__next__)
    texts = [json.dumps(play_started(api, 1)) for _ in range(3)]
    items = send(api, {"type": "list", "records": [{"key": str(i), "text": t} for i, t in enumerate(texts)]
                       + [{"key": "bad", "text": "{"}]})[0]["items"]
    assert [item["key"] for item in items] == ["2", "1", "0", "bad"]


def test_statistics_of_a_newer_version_are_kept_not_rewritten():
    newer = json.dumps({"schema": stats.SCHEMA + 1, "players": {"Ann": "whatever comes next"}})
    reply = send(WorkerApi(), {"type": "stats", "text": newer})[0]
    assert reply["text"] is None and "newer version" in reply["message"]
    damaged = send(WorkerApi(), {"type": "stats", "text": "{oops"})[0]
    assert damaged["text"] and "damaged" in damaged["message"]
