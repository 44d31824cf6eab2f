"""One tap asks the engine each question once per state: the worker looks the tapped key up in a
dict built with the legal list, and the session keeps legal actions per state.

Measured on one Deal move (Bank): before keys, ``legal_actions`` ran 4 times, ``view`` 2 and
``hidden_card_ids`` 2; now ``legal_actions`` runs once, ``view`` twice (the player's table and the
public view the save's summary reads) and ``hidden_card_ids`` twice (before and after the move, for
undo) — never twice for the same state and seat."""
from collections import Counter

import pytest

import game.deal
from app.model import UNDO
from app.worker_api import WorkerApi
from game import names
from tests.app.walk import session, walk

COUNTED = ("legal_actions", "view", "hidden_card_ids")


def record_calls(monkeypatch, module):
    """The (function, state, seat) of every counted engine call from now on."""
    calls: list[tuple[str, int, object]] = []
    for name in COUNTED:
        real = getattr(module, name)

        def counted(state, seat, _real=real, _name=name):
            calls.append((_name, id(state), seat))
            return _real(state, seat)
        monkeypatch.setattr(module, name, counted)
    return calls


def test_one_tap_asks_each_engine_question_once(monkeypatch):
    api = WorkerApi()
    model = api.handle({"type": "start", "query": "?game=deal&seats=human,ai-normal&seed=11"})[0]["model"]
    bank = next(c for c in model["prompt"]["choices"] if c["label"].startswith("Bank"))
    calls = record_calls(monkeypatch, game.deal)
    replies = api.handle({"type": "act", "key": bank["key"]})
    assert [r["type"] for r in replies] == ["table", "autosave"]
    assert replies[0]["model"]["log"][-1]["text"].startswith("Player 1 banks ")
    assert len(set(calls)) == len(calls), calls
    assert Counter(name for name, _, _ in calls) == {"legal_actions": 1, "view": 2, "hidden_card_ids": 2}


@pytest.mark.parametrize("game", names())
def test_every_choice_key_finds_its_own_action(game):
    """Keys are unique among the legal actions and lead back to the action of their choice."""
    s = session(game, "human,ai-easy,ai-easy", 5)
    for table in walk(s, 150):
        for choice in table.prompt.choices if table.prompt else []:
            if choice.key != UNDO:
                assert str(s.action_for(choice.key)) == choice.action
