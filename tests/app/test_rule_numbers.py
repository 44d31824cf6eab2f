"""The numbers the table states come from the engine: a changed rule reaches the words."""
from importlib import import_module

import pytest

from app.session import Session
from app.settings import parse_query
from app.table import build
from game import names
from game.deal import actions as A
from game.deal import numbers
from tests.deal.helpers import cid, setup


def _session(game: str = "deal") -> Session:
    return Session(parse_query(f"?game={game}&seats=human,ai-easy&seed=3", 0))


@pytest.mark.parametrize("limit", [7, 9])
def test_the_hand_limit_in_force_reaches_the_discard_words(monkeypatch, limit):
    monkeypatch.setattr(numbers, "HAND_LIMIT", limit)
    session = _session()
    session.state = setup(2, hands={0: list(range(12))}, turn=0, plays_left=0)   # 12 properties
    session.play(A.EndTurn(0))
    prompt = build(session).prompt
    assert prompt is not None and prompt.title == "Discard"
    assert prompt.text == f"You have 12 cards: discard {12 - limit} cards to end your turn with {limit}."


def test_the_collectors_amounts_reach_the_choices(monkeypatch):
    monkeypatch.setattr(numbers, "DEBT_COLLECTOR", 6)
    monkeypatch.setattr(numbers, "BIRTHDAY", 3)
    session = _session()
    session.state = setup(2, hands={0: [cid("Debt Collector"), cid("It's My Birthday")]}, turn=0)
    labels = {c.label for c in build(session).prompt.choices}
    assert "It's My Birthday: everyone pays you 3M (3M in all)" in labels
    assert any(label.startswith("Debt Collector:") and label.endswith("pays you 6M") for label in labels)


@pytest.mark.parametrize("game", names())
def test_sets_to_win_reaches_every_seats_progress(monkeypatch, game):
    monkeypatch.setattr(import_module(f"game.{game}.numbers"), "SETS_TO_WIN", 4)
    table = build(_session(game))
    assert [seat.sets_to_win for seat in table.seats] == [4, 4]
    assert all("0 of 4 sets" in seat.summary for seat in table.seats)


def test_a_house_rule_changes_the_number_the_view_states():
    plain = Session(parse_query("?game=deal&seats=human,ai-easy&seed=3", 0))
    single = Session(parse_query("?game=deal&seats=human,ai-easy&seed=3&variants=single_double_rent", 0))
    assert plain.view()["rules"]["max_doubles"] == 2
    assert single.view()["rules"]["max_doubles"] == 1
