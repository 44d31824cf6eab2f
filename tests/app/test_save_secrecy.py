"""Hot-seat secrets in everything written about a game in progress: the autosave and an export hold
no move another player has not seen (a sealed bid, a trade offer being drafted), the address holds
no seed, the crash report neither seed nor moves; once the game is over everything is written."""
import json
import random

from app import saves
from app.secrecy import HIDDEN_HANDS
from app.session import Session
from app.settings import parse_query
from app.worker_api import WorkerApi

HOT_SEAT_BID = "game=bid&seats=human,human&names=Ann,Bea"
BID_MOVES = {"bid.AddToBid", "bid.RemoveFromBid", "bid.ConfirmBid"}


def step(session: Session, rng: random.Random) -> None:
    """One move of whoever is due, made as the players at the device would make it."""
    if session.curtain():
        session.lift_curtain()
    if session.ai_to_act() is not None:
        session.play_bot_now(session.ai_to_act())
    else:
        session.play(rng.choice(session.legal()))


def open_after(session: Session) -> list[bool]:
    """For each number of moves n of the game so far: was a choice under way after n moves?"""
    s = Session(session.settings, replaying=True)
    flags = [s.engine.secret_open(s.state)]
    for action in session.history:
        s.apply(action)
        flags.append(s.engine.secret_open(s.state))
    return flags


def play_recording(query: str, moves: int, seed: int = 1) -> tuple[Session, list[tuple[int, dict]]]:
    """Play ``moves`` moves, keeping the record written after each (with the game's length then)."""
    session = Session(parse_query(query, 0))
    rng = random.Random(seed)
    written = []
    for _ in range(moves):
        if session.over:
            break
        step(session, rng)
        written.append((len(session.history), saves.make_record(session, "g", 1)))
    return session, written


def hidden_moves(session: Session, written: list[tuple[int, dict]]) -> tuple[int, int]:
    """(records written while a choice was under way, moves in them made after the last table at
    which no choice was under way: the moves some player had not seen)."""
    flags = open_after(session)
    moves = [a.to_json() for a in session.history]
    during, hidden = 0, 0
    for length, record in written:
        assert record["actions"] == moves[:len(record["actions"])]
        settled = max(n for n in range(length + 1) if not flags[n])
        during += flags[length]
        hidden += max(0, len(record["actions"]) - settled)
    return during, hidden


def test_a_hot_seat_save_never_holds_a_move_another_player_has_not_seen():
    session, written = play_recording(HOT_SEAT_BID + "&seed=5", 400)
    during, hidden = hidden_moves(session, written)
    assert during > 50 and hidden == 0
    # ... and it still opens: in a sealed round the bidders bid again on a table that shows no bid.
    length, record = next((n, r) for n, r in written if len(r["actions"]) < n
                          and any(a.to_json()["type"] in BID_MOVES for a in session.history[len(r["actions"]):n]))
    resumed = saves.replay(saves.read(saves.encode(record)))
    assert not resumed.engine.secret_open(resumed.state)
    assert resumed.history == session.history[:len(record["actions"])]


def test_with_one_human_or_once_the_game_is_over_everything_is_written():
    session, written = play_recording("game=bid&seats=human,ai-easy&names=Ann,Bo&seed=5", 200)
    assert all(len(r["actions"]) == n for n, r in written)
    session, written = play_recording(HOT_SEAT_BID + "&seed=8", 20_000)
    assert session.over and len(written[-1][1]["actions"]) == len(session.history)


def send(api, message):
    return json.loads(json.dumps(api.handle(message)))


def test_the_address_of_a_hot_seat_game_has_no_seed_and_a_reload_finds_it_by_id():
    api = WorkerApi(seed_source=lambda: 123456)
    replies = send(api, {"type": "start", "query": HOT_SEAT_BID})
    query, record = replies[0]["model"]["query"], replies[1]["record"]
    assert "seed" not in query and "123456" not in query and "resume=" in query
    assert "123456" not in record["id"] and record["id"] not in query
    item = send(api, {"type": "list", "records": [{"key": record["id"], "text": json.dumps(record)}]})
    assert item[0]["items"][0]["query"] == query          # what the page matches a reload with
    alone = send(WorkerApi(seed_source=lambda: 77), {"type": "start", "query": "game=bid&seats=human,ai-easy"})
    assert "seed=77" in alone[0]["model"]["query"]


def test_export_and_crash_report_during_a_sealed_round_hold_neither_seed_nor_secret_moves():
    api = WorkerApi(seed_source=lambda: 424242)
    t = send(api, {"type": "start", "query": HOT_SEAT_BID})[0]["model"]
    rng = random.Random(3)
    while True:     # until one of the two has put a card into a sealed bid and the other is still to bid
        session = api.session
        if session.engine.secret_open(session.state) and any(
                a.to_json()["type"] == "bid.AddToBid" for a in session.history[session.settled.moves:]):
            break
        if t["curtain"]:
            t = send(api, {"type": "lift_curtain"})[0]["model"]
            continue
        t = send(api, {"type": "act", "key": rng.choice(t["prompt"]["choices"])["key"]})[0]["model"]
    assert send(api, {"type": "save"}) == [{"type": "note", "text": HIDDEN_HANDS}]   # no file while hands are hidden
    record = api.record()           # what the page keeps (sealed): up to the round's opening
    assert len(record["actions"]) == session.settled.moves < len(session.history)
    crash = send(api, {"type": "start", "settings": 5})          # a bug while the round is open
    text = json.dumps(crash[0])
    assert crash[0]["report"] and "424242" not in text and "actions" not in crash[0]["report"]
    assert "Add" not in text and "bid" not in crash[0]["message"]
    assert crash[0]["report"]["moves"] == len(session.history)


def test_with_undo_every_autosave_stops_at_the_latest_table_where_nothing_was_under_way():
    api = WorkerApi()
    t = send(api, {"type": "start", "query": HOT_SEAT_BID + "&seed=12"})[0]["model"]
    rng = random.Random(12)
    undos = 0
    for _ in range(250):
        if t["curtain"]:
            replies = send(api, {"type": "lift_curtain"})
        else:
            choice = rng.choice(t["prompt"]["choices"])
            undos += choice["action"] == "undo"
            replies = send(api, {"type": "act", "key": choice["key"]})
        t = replies[0]["model"]
        for reply in replies[1:]:
            if reply["type"] != "autosave":
                continue
            session, kept = api.session, reply["record"]["actions"]
            assert kept == [a.to_json() for a in session.history[:len(kept)]]
            flags = open_after(session)
            assert not flags[len(kept)] and not any(flags[n] is False for n in range(len(kept) + 1, len(flags)))
    assert undos > 0
