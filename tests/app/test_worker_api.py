"""The worker side of the protocol: messages in, replies out, as the page will see them (JSON)."""
import json

from app.worker_api import WorkerApi, form_query


def send(api, message):
    """Round-trip through JSON both ways, as postMessage with plain objects would."""
    return json.loads(json.dumps(api.handle(json.loads(json.dumps(message)))))


def model(replies):
    tables = [r["model"] for r in replies if r["type"] == "table"]
    assert tables, replies
    return tables[-1]


def test_start_from_a_deep_link_and_play_a_choice():
    api = WorkerApi()
    t = model(send(api, {"type": "start", "query": "?game=deal&seats=human,ai-normal&seed=7&embed=1"}))
    assert t["viewer"] == 0 and "seed=7" in t["query"] and t["prompt"]["title"] == "Your turn"
    end = next(c for c in t["prompt"]["choices"] if c["label"] == "End turn")
    t = model(send(api, {"type": "act", "key": end["key"]}))
    assert t["bot"] == {"seat": 1, "name": t["seats"][1]["name"], "delay_ms": 0,
                        "text": f"{t['seats'][1]['name']} is thinking…"}
    while t["bot"] is not None:
        t = model(send(api, {"type": "ai_step"}))
    assert t["prompt"]["choices"] and t["seats"][0]["is_acting"]


def test_start_from_the_setup_form_fields():
    fields = {"game": "bid", "seats": ["human", "ai-easy", ""], "names": ["Ann", "", ""],
              "seed": "12", "speed": "instant"}
    assert "seats=human&seats=ai-easy&seats=" in form_query(fields)
    t = model(send(WorkerApi(), {"type": "start", "settings": fields}))
    assert [s["name"] for s in t["seats"]] == ["Ann", "Bot 2 (Easy)"] and t["game"] == "bid"


def test_bad_input_gets_a_clear_error_and_changes_nothing():
    api = WorkerApi()
    replies = send(api, {"type": "start", "query": "game=chess&seats=human"})
    assert replies == [{"type": "error", "message": replies[0]["message"], "report": None}]
    assert "chess" in replies[0]["message"]
    assert send(api, {"type": "act", "key": "EndTurn:0"})[0]["report"] is None   # no game yet
    before = model(send(api, {"type": "start", "query": "game=deal&seats=human,ai-easy&seed=3"}))
    replies = send(api, {"type": "act", "key": "Bank:0:999"})
    assert replies[0]["type"] == "error" and replies[0]["report"] is None
    assert model(replies) == before                        # repainted unchanged
    end = next(c for c in before["prompt"]["choices"] if c["label"] == "End turn")
    assert end["key"] == "EndTurn:0"
    replies = send(api, {"type": "act", "action": end["action"]})   # a label is no wire id
    assert replies[0]["type"] == "error" and model(replies) == before
    assert send(api, {"type": "teleport"})[0]["type"] == "error"


def test_save_and_load_round_trip():
    api = WorkerApi()
    t = model(send(api, {"type": "start", "query": "game=bid&seats=human,ai-normal&seed=5"}))
    for _ in range(6):
        if t["bot"]:
            t = model(send(api, {"type": "ai_step"}))
        else:
            t = model(send(api, {"type": "act", "key": t["prompt"]["choices"][-1]["key"]}))
    saved = send(api, {"type": "save"})
    assert saved[0]["type"] == "saved" and saved[0]["filename"].startswith("deal-and-bid-bid-5-move")
    other = WorkerApi()
    loaded = model(send(other, {"type": "load", "text": saved[0]["text"]}))
    assert {k: v for k, v in loaded.items() if k not in ("toast", "events", "stage")} == \
        {k: v for k, v in t.items() if k not in ("toast", "events", "stage")}
    broken = send(other, {"type": "load", "text": "{not json"})
    assert broken[0]["type"] == "error" and "damaged" in broken[0]["message"]
    assert model(broken) == loaded                         # the running game is untouched


def test_hot_seat_curtain_is_lifted_by_message():
    api = WorkerApi()
    t = model(send(api, {"type": "start", "query": "game=deal&seats=human,human&names=Ann,Bob&seed=2"}))
    assert t["curtain"]["name"] == "Ann" and t["viewer"] is None and t["prompt"]["choices"] == []
    t = model(send(api, {"type": "lift_curtain"}))
    assert t["curtain"] is None and t["viewer"] == 0 and t["prompt"]["choices"]


def test_debug_crash_reports_game_seed_actions_and_traceback():
    api = WorkerApi()
    t = model(send(api, {"type": "start", "query": "game=deal&seats=human,ai-easy&seed=9&debug=crash"}))
    replies = send(api, {"type": "act", "key": t["prompt"]["choices"][0]["key"]})
    assert len(replies) == 1 and replies[0]["type"] == "error"
    report = replies[0]["report"]
    assert report["game"] == "deal" and report["seed"] == 9 and report["actions"] == []
    assert "RuntimeError: debug=crash" in report["traceback"] and "seed=9" in report["query"]


def test_every_change_sends_an_autosave_record_and_the_list_describes_stored_games():
    api = WorkerApi(clock=lambda: 1_700_000_000_000)
    replies = send(api, {"type": "start", "query": "game=deal&seats=human,ai-easy&names=Ann,Bo&seed=4"})
    assert [r["type"] for r in replies] == ["table", "autosave"]
    record = replies[1]["record"]
    assert record["id"].startswith("deal-1700000000000-") and record["seed"] == 4 and record["names"] == ["Ann", "Bo"]
    assert record["summary"] == {"title": "Monopoly Deal", "round": 1, "over": False, "result": "",
                                 "winners": []}
    t = replies[0]["model"]
    end = next(c for c in t["prompt"]["choices"] if c["label"] == "End turn")
    replies = send(api, {"type": "act", "key": end["key"]})
    assert replies[-1]["type"] == "autosave" and len(replies[-1]["record"]["actions"]) == 1
    assert [r["type"] for r in send(api, {"type": "lift_curtain"})] == ["table"]   # nothing changed
    text = json.dumps(replies[-1]["record"])
    items = send(api, {"type": "list", "records": [{"key": "a", "text": text}, {"key": "b", "text": "{oops"}]})
    assert items[0]["type"] == "saves"
    good, bad = items[0]["items"]
    assert good["status"] == "ok" and good["players"] == "Ann, Bo" and good["title"] == "Monopoly Deal"
    assert bad["status"] == "damaged" and bad["key"] == "b" and bad["message"]
    resumed = WorkerApi()
    replies = send(resumed, {"type": "load", "text": text})
    assert model(replies)["seats"] == model(send(api, {"type": "lift_curtain"}))["seats"]
    assert replies[-1]["type"] == "autosave" and replies[-1]["record"]["id"] == record["id"]
