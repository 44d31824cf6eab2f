"""``from_json`` of both engines refuses every kind of corrupt state with ``CorruptSave`` naming the
problem, and checks size and nesting before parsing."""
import json
import random

import pytest

from game import CorruptSave, bid, deal, names
from game import engine as engine_of


def _mid_game(engine, players: int = 3, plays: int = 60):
    rng = random.Random(4)
    s = engine.new_game(players, 4)
    for _ in range(plays):
        seat = rng.choice(s.to_act)
        s = engine.play(s, rng.choice(engine.legal_actions(s, seat)))
    return s


def _state_dict(engine, s) -> tuple[dict, dict]:
    """(whole save object, the state's fields) of a real mid-game state."""
    data = json.loads(engine.to_json(s))
    return data, (data["state"] if engine is deal else data)


def _corrupted(engine, change) -> str:
    s = _mid_game(engine)
    data, fields = _state_dict(engine, s)
    change(fields)
    return json.dumps(data)


def _hand_holder(fields) -> list:
    return next(h for h in fields["hands"] if h)


def _move_a_card_twice(fields):
    card = _hand_holder(fields)[0]
    fields["draw"].append(card)


def _lose_a_card(fields):
    fields["draw"].pop()


def _drop_a_hand(fields):
    fields["hands"].pop()


CASES = {
    "unknown phase": (lambda f: f.update(phase="lunch"), "phase"),
    "card id 999 in a hand": (lambda f: _hand_holder(f).append(999), "999"),
    "a card in two places": (_move_a_card_twice, "is also in"),
    "a card missing": (_lose_a_card, "missing"),
    "hands of the wrong count": (_drop_a_hand, "hands"),
    "unknown rule option": (lambda f: f["options"].update(turbo=True), "turbo"),
    "a variant that is not a boolean": (lambda f: f["options"].update(max_rounds="200"), "max_rounds"),
    "an unknown field": (lambda f: f.update(cheat=1), "cheat"),
    "a missing field": (lambda f: f.pop("discard"), "discard"),
    "events that are not events": (lambda f: f.update(events=[1, 2]), "events"),
    "an outcome with an unknown reason": (lambda f: f.update(outcome={"winners": [0], "reason": "luck"}),
                                          "outcome"),
}
DEAL_CASES = {
    "turn 7 in a 3-player game": (lambda f: f.update(turn=7), "turn"),
    "plays_left as text": (lambda f: f.update(plays_left="3"), "plays_left"),
    "a pay phase with no payment": (lambda f: f.update(phase="pay", pay=None, eff=None), "phase"),
    "a property in a bank": (lambda f: f["banks"][0].append(f["draw"].pop(
        next(i for i, c in enumerate(f["draw"]) if c < 28))), "bank"),
}
BID_CASES = {
    "host 7 in a 3-player game": (lambda f: f.update(host=7), "host"),
    "round as text": (lambda f: f.update(round="3"), "round"),
    "to_act that does not follow from the state": (lambda f: f.update(to_act=[0, 1, 2]), "to_act"),
    "a money card in the property pile": (lambda f: f["props"].append(f["draw"].pop()), "props"),
}


@pytest.mark.parametrize("engine", [engine_of(name) for name in names()], ids=names())
@pytest.mark.parametrize("case", sorted(CASES))
def test_corrupt_state_is_refused_with_the_problem_named(engine, case):
    change, words = CASES[case]
    with pytest.raises(CorruptSave, match=words):
        engine.from_json(_corrupted(engine, change))


GAME_CASES = {"deal": DEAL_CASES, "bid": BID_CASES}


@pytest.mark.parametrize("name", names())
def test_game_specific_corruptions(name):
    engine = engine_of(name)
    for change, words in GAME_CASES[name].values():
        with pytest.raises(CorruptSave, match=words):
            engine.from_json(_corrupted(engine, change))


@pytest.mark.parametrize("engine", [engine_of(name) for name in names()], ids=names())
def test_input_is_checked_before_parsing(engine):
    with pytest.raises(CorruptSave, match="nested"):
        engine.from_json("[" * 5000 + "]" * 5000)             # 10 KB that would blow the stack
    with pytest.raises(CorruptSave, match="nested"):
        engine.from_json("[" * 200_000)
    with pytest.raises(CorruptSave, match="too long"):
        engine.from_json('"' + "x" * 5_000_000 + '"')
    with pytest.raises(CorruptSave, match="not valid JSON"):
        engine.from_json(engine.to_json(_mid_game(engine))[:-20])
    with pytest.raises(CorruptSave):
        engine.from_json(None)
    # brackets inside strings do not count as nesting
    with pytest.raises(CorruptSave, match="expected an object|missing|Deal"):
        engine.from_json(json.dumps(["[" * 100]))


def test_a_save_of_the_other_game_is_refused():
    with pytest.raises(CorruptSave):
        deal.from_json(bid.to_json(_mid_game(bid)))
    with pytest.raises(CorruptSave):
        bid.from_json(deal.to_json(_mid_game(deal)))


@pytest.mark.parametrize("engine", [engine_of(name) for name in names()], ids=names())
def test_real_states_load_back_identically(engine):
    for players in (2, 3, 5):
        s = _mid_game(engine, players, 150)
        assert engine.from_json(engine.to_json(s)) == s
