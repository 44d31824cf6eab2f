"""Undo as a player meets it: a choice in the model, only for a human on their own move, back to the
last point where anything was revealed or another seat acted, never showing anything new."""
import json

from app.model import UNDO
from app.session import Session
from app.settings import parse_query
from app.table import build as build_table
from app.worker_api import WorkerApi


def choice_actions(session: Session) -> list[str]:
    table = build_table(session)
    return [c.action for c in table.prompt.choices] if table.prompt else []


def deal_turn(seats: str = "human,ai-easy") -> Session:
    s = Session(parse_query(f"game=deal&seats={seats}&names=Ann,Bo&seed=11", 0))
    if s.curtain():
        s.lift_curtain()
    return s


def quiet_moves(s: Session) -> list:
    """Ann's moves that show nothing new: banking and playing properties."""
    return [a for a in s.legal() if type(a).__name__ in ("Bank", "PlayProperty")]


def test_a_turn_can_be_taken_back_move_by_move_to_the_draw():
    s = deal_turn()
    assert UNDO not in choice_actions(s)          # the draw that started the turn is a barrier
    start = (s.state, list(s.history), list(s.log), build_table(s).to_json()["seats"])
    s.play(quiet_moves(s)[0])
    middle = (s.state, list(s.log))
    s.play(quiet_moves(s)[0])
    assert UNDO in choice_actions(s)
    undo = next(c for c in build_table(s).prompt.choices if c.action == UNDO)
    assert undo.label == "Undo" and undo.card is None
    s.undo()
    assert (s.state, s.log) == middle
    assert "Ann takes back a move." in build_table(s).toast
    s.undo()
    assert (s.state, s.history, s.log) == start[:3]
    assert build_table(s).to_json()["seats"] == start[3]
    assert UNDO not in choice_actions(s) and not s.can_undo()


def test_after_another_seat_moved_and_a_new_draw_nothing_can_be_taken_back():
    s = deal_turn()
    s.play(quiet_moves(s)[0])
    assert s.can_undo()
    s.play(next(a for a in s.legal() if type(a).__name__ == "EndTurn"))
    while s.ai_to_act() is not None:
        s.play_bot_now(s.ai_to_act())
    assert s.human_to_act() == 0 and s.legal()      # Ann's next turn, after Bo's and a draw
    assert not s.can_undo() and UNDO not in choice_actions(s)


def test_not_for_bots_and_not_across_the_curtain():
    s = Session(parse_query("game=deal&seats=human,human&names=Ann,Bo&seed=11", 0))
    assert s.curtain() == "Ann" and not s.can_undo()
    s.lift_curtain()
    s.play(quiet_moves(s)[0])
    assert s.can_undo()
    s.play(next(a for a in s.legal() if type(a).__name__ == "EndTurn"))
    while s.state.phase == "discard":
        s.play(s.legal()[0])
    assert s.curtain() == "Bo" and not s.can_undo() and UNDO not in choice_actions(s)
    s.lift_curtain()
    assert not s.can_undo()           # Bo's turn began with a draw; Ann's moves are out of reach
    bots = Session(parse_query("game=deal&seats=ai-easy,human&names=Al,Bo&seed=11", 0))
    bots.play_bot_now(0)             # a bot's move is never offered for undo
    assert not bots.can_undo()


def test_undo_through_the_worker_and_the_saved_record_shrinks():
    api = WorkerApi(clock=lambda: 5)
    replies = api.handle({"type": "start", "query": "game=deal&seats=human,ai-easy&seed=11"})
    table = replies[0]["model"]
    bank = next(c for c in table["prompt"]["choices"] if c["label"].startswith("Bank"))
    replies = api.handle({"type": "act", "key": bank["key"]})
    played = next(r["record"] for r in replies if r["type"] == "autosave")
    assert any(c["action"] == UNDO for c in replies[0]["model"]["prompt"]["choices"])
    replies = json.loads(json.dumps(api.handle({"type": "act", "key": UNDO})))
    after = next(r["record"] for r in replies if r["type"] == "autosave")
    assert len(after["actions"]) == len(played["actions"]) - 1
    assert replies[0]["model"]["seats"] == table["seats"]
    again = api.handle({"type": "act", "key": UNDO})
    assert again[0]["type"] == "error" and "no move of yours" in again[0]["message"]
