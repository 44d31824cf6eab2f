"""Seats played on other devices: settings, whose table each device sees, and guests' moves checked
like any input (another seat's move and garbage refused, nothing changed)."""
import json
import random

import pytest

from app.settings import parse_query
from app.worker_api import WorkerApi
from game import names


def send(api, message):
    return json.loads(json.dumps(api.handle(json.loads(json.dumps(message)))))


def tables(replies):
    found = [r for r in replies if r["type"] == "table"]
    assert found, replies
    return found[-1]


def hand_ids(model, seat):
    mine = next(s for s in model["seats"] if s["seat"] == seat)
    return {c["id"] for z in mine["zones"] if z["kind"] == "hand" for c in z["cards"]}


def test_remote_is_a_seat_kind_of_the_deep_link():
    settings = parse_query("game=deal&seats=human,remote,remote&names=Ann,Bea,Cy&seed=3", 1)
    assert [s.code for s in settings.seats] == ["human", "remote", "remote"]
    assert settings.locals == [0] and settings.remotes == [1, 2] and settings.humans == [0, 1, 2]
    assert "seats=human%2Cremote%2Cremote" in settings.to_query()
    assert parse_query("game=bid&seats=remote,ai-easy", 1).seats[0].name == "Player 1"


def test_each_remote_seat_gets_its_own_table_and_the_host_never_shows_it():
    api = WorkerApi()
    reply = tables(send(api, {"type": "start", "query": "game=deal&seats=human,remote,remote&seed=5&speed=instant"}))
    host, remote = reply["model"], reply["remote"]
    assert host["viewer"] == 0 and host["curtain"] is None and set(remote) == {"1", "2"}
    for seat in (1, 2):
        model = remote[str(seat)]
        assert model["viewer"] == seat and model["curtain"] is None and model["query"] == ""
        assert len(hand_ids(model, seat)) == 5
        others = [s for s in model["seats"] if s["seat"] != seat]
        assert not any(z["kind"] == "hand" and any(c.get("id") is not None for c in z["cards"])
                       for s in others for z in s["zones"])
    assert host["prompt"]["choices"] and not remote["1"]["prompt"]["choices"]


def test_a_guest_plays_its_own_seat_only_and_garbage_changes_nothing():
    api = WorkerApi()
    send(api, {"type": "start", "query": "game=deal&seats=remote,human&seed=9&speed=instant"})
    before = api.session.state
    guest = tables(send(api, {"type": "ai_step"}))["remote"]["0"]
    end = next(c["key"] for c in guest["prompt"]["choices"] if c["label"] == "End turn")
    for bad in ({"seat": 1, "key": end}, {"seat": "0", "key": end}, {"seat": True, "key": end},
                {"seat": 0, "key": 5}, {"seat": 0, "key": "x" * 5000}, {"seat": 7, "key": end},
                {"seat": 0}):
        replies = send(api, {"type": "remote_act", **bad})
        assert [r["type"] for r in replies] == ["remote_refused"], bad   # no table: nothing to send anyone
        assert api.session.state is before
    # The host's own seat cannot be played from a guest's device either: seat 1 is not remote.
    assert send(api, {"type": "remote_act", "seat": 1, "key": end})[0]["type"] == "remote_refused"
    reply = tables(send(api, {"type": "remote_act", "seat": 0, "key": end}))
    assert api.session.state is not before and reply["model"]["prompt"]["choices"]


@pytest.mark.parametrize("game", names())
def test_a_table_of_guests_only_shows_the_host_no_hand(game):
    reply = tables(send(WorkerApi(), {"type": "start", "query": f"game={game}&seats=remote,remote&seed=2"}))
    assert reply["model"]["viewer"] is None and reply["model"]["curtain"] is None
    assert all(not hand_ids(reply["model"], s["seat"]) for s in reply["model"]["seats"])


@pytest.mark.parametrize("game", names())
def test_a_dropped_guests_seat_goes_to_a_bot_and_the_game_plays_on(game):
    api = WorkerApi()
    send(api, {"type": "start", "query": f"game={game}&seats=human,remote,remote&seed=4&speed=instant"})
    moves = len(api.session.history)
    for bad in (0, 3, "1", True, None):
        assert send(api, {"type": "remote_to_bot", "seat": bad})[0]["type"] == "error", bad
    assert api.session.settings.remotes == [1, 2]
    reply = tables(send(api, {"type": "remote_to_bot", "seat": 1}))
    assert set(reply["remote"]) == {"2"} and api.session.seats[1].kind == "ai"
    assert len(api.session.history) == moves and api.session.seats[1].name == "Player 2"
    assert "seats=human%2Cai-normal%2Cremote" in reply["model"]["query"]


# A player's unconfirmed picks (cards put into a bid, a payment or an offer, before confirming it).
PICKS = {"deal": {"PaySelect", "PayUnselect"},
         "bid": {"AddToBid", "RemoveFromBid", "AskCard", "DropCard", "OfferCard"}}


def lasting(model):
    """What a table holds but the last move's toast, card movements, beats and their tables."""
    return {**model, "toast": "", "events": [], "stage": [], "frames": []}


@pytest.mark.parametrize("game", names())
def test_an_unconfirmed_pick_brings_the_other_seats_no_news(game):
    """The host (ui/link/host.js) sends a guest a table only when it holds news for it: another
    seat's pick must change nothing in it but the last move's parts, and bring no new ones (so no
    message tells a guest that someone else is picking); a confirmed move does bring news."""
    picked = confirmed = 0
    for seed in (1, 2):
        api = WorkerApi()
        query = f"game={game}&seats=remote,remote,remote&seed={seed}&speed=instant"
        reply = tables(send(api, {"type": "start", "query": query}))
        rng = random.Random(seed)
        for _ in range(150):
            movers = [s for s, m in reply["remote"].items() if m["prompt"] and m["prompt"]["choices"]]
            if not movers:
                break
            seat = rng.choice(movers)
            key = rng.choice(reply["remote"][seat]["prompt"]["choices"])["key"]
            after = tables(send(api, {"type": "remote_act", "seat": int(seat), "key": key}))
            for other, model in after["remote"].items():
                if other == seat:
                    continue
                before = reply["remote"][other]
                news = model["stage"] or model["events"] or model["toast"] not in ("", before["toast"])
                if key.split(":")[0] in PICKS[game]:
                    picked += 1
                    assert lasting(model) == lasting(before) and not news, key
                elif lasting(model) != lasting(before) or news:
                    confirmed += 1
            reply = after
    assert picked > 20 and confirmed > 20
