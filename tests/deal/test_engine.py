"""Engine contract: random playouts, determinize, JSON, illegal actions, variants, stalemate."""
import json
import random

import pytest

from game import CorruptSave, IllegalAction, deal
from game.deal import actions as A
from game.deal.options import VARIANTS, Options
from lab.invariants import card_ids_in_view, check_illegal_rejected, random_playout
from tests.deal.helpers import cid, do, run, setup


def _random_states(games: int, every: int, seed: int = 0):
    """States met in seeded random games, every ``every`` plays."""
    for g in range(games):
        rng = random.Random(seed + g)
        n = 2 + g % 5
        s = deal.new_game(n, seed + g)
        plays = 0
        while s.to_act:
            if plays % every == 0:
                yield s
            s = deal.play(s, rng.choice(deal.legal_actions(s, s.to_act[0])))
            plays += 1
        yield s


def test_random_playouts_keep_invariants():
    for g in range(24):
        state, plays = random_playout(deal, 2 + g % 5, 500 + g, check_every=40)
        assert state.outcome is not None and plays <= deal.max_game_length(state.num_players)


def test_determinize_gives_the_same_legal_actions():
    for k, s in enumerate(_random_states(6, 9)):
        seat = s.to_act[0] if s.to_act else 0
        v = deal.view(s, seat)
        d = deal.determinize(v, seat, k)
        assert sorted(deal.all_card_ids(d)) == sorted(deal.all_card_ids(s))
        assert [len(h) for h in d.hands] == [len(h) for h in s.hands] and d.hands[seat] == s.hands[seat]
        for other in range(s.num_players):
            assert [str(a) for a in deal.legal_actions(d, other)] == \
                [str(a) for a in deal.legal_actions(s, other)]
        vd = deal.view(d, seat)
        vd.pop("events"), v.pop("events")
        assert vd == v


def test_determinize_mid_payment():
    s = setup(3, hands={0: [cid("It's My Birthday")], 1: [cid("1M")]},
              banks={1: [cid("5M"), cid("2M")], 2: [cid("3M")]})
    s = run(s, "It's My Birthday: everyone pays 2M", "Accept", f"Pay with 5M #{cid('5M')}")
    d = deal.determinize(deal.view(s, 1), 1, 7)
    assert deal.legal_actions(d, 1) == deal.legal_actions(s, 1) and d.pay == s.pay


def test_json_round_trip():
    for s in _random_states(4, 25, seed=40):
        text = deal.to_json(s)
        back = deal.from_json(text)
        assert back == s and deal.to_json(back) == text
        json.dumps(deal.view(s, None))


def test_corrupt_save_raises():
    with pytest.raises(CorruptSave):
        deal.from_json('{"game": "bid", "state": {}}')
    with pytest.raises(CorruptSave):
        deal.from_json('{"game": "deal", "state": {"turn": 1}}')
    with pytest.raises(CorruptSave):
        deal.from_json("not json")


def test_illegal_actions_rejected_and_state_unchanged():
    s = setup(2, hands={0: [cid("5M"), cid("Sly Deal")], 1: [cid("1M")]},
              tables={1: [["red", -1, -1, cid("Kentucky Avenue")]]})
    bogus = [A.EndTurn(1), A.Bank(0, cid("1M")), A.Bank(1, cid("1M")), A.Accept(0),
             A.PaySelect(0, cid("5M")), A.PlayProperty(0, cid("5M"), "red"),
             A.SlyDeal(0, cid("Sly Deal"), 1, cid("Boardwalk")), A.EndTurn(5), A.Discard(0, cid("5M"))]
    for action in bogus:
        check_illegal_rejected(deal, s, action)
    with pytest.raises(IllegalAction, match="EndTurn"):
        deal.play(s, A.EndTurn(1))
    with pytest.raises(IllegalAction):
        deal.play(s, "End turn")
    over = setup(2, tables={0: [["brown", -1, -1, 0, 1], ["dark_blue", -1, -1, 26, 27]]},
                 hands={0: [cid("Kentucky Avenue")]})
    over.tables[0].append(["red", -1, -1, cid("Indiana Avenue"), cid("Illinois Avenue")])
    over = do(over, "Play Kentucky Avenue as Red")
    assert over.to_act == ()
    check_illegal_rejected(deal, over, A.EndTurn(0))


def test_variants_and_options():
    assert set(VARIANTS) == {"hand_limit_to_draw_bottom", "single_double_rent", "jsn_counts_as_play"}
    opts = Options.from_names(["single_double_rent", "jsn_counts_as_play"])
    assert opts.single_double_rent and opts.jsn_counts_as_play and not opts.hand_limit_to_draw_bottom
    assert opts.max_rounds == 200 and Options.from_json(opts.to_json()) == opts
    with pytest.raises(ValueError):
        Options.from_names(["no_such_rule"])
    for name in VARIANTS:
        state, _ = random_playout(deal, 3, 9, Options.from_names([name]), check_every=60)
        assert state.outcome is not None


def test_stalemate_after_round_limit():
    s = deal.new_game(2, 5, Options(max_rounds=2))
    rng = random.Random(1)
    while s.to_act:
        names = [a for a in deal.legal_actions(s, s.to_act[0]) if isinstance(a, (A.EndTurn, A.Discard))]
        s = deal.play(s, rng.choice(names))
    assert s.outcome.reason == "stalemate" and s.turn_count == 4
    assert s.outcome.winners == (0, 1)  # nothing on the table: a shared result


def test_new_game_checks_players_and_view_keys():
    for bad in (1, 7):
        with pytest.raises(ValueError):
            deal.new_game(bad, 1)
    s = deal.new_game(4, 2, first_player=2)
    assert s.to_act == (2,) and len(s.hands[2]) == 7
    v = deal.view(s, 1)
    for key in ("game", "you", "hand", "players", "draw_count", "discard_count", "to_act", "phase",
                "pending", "events", "outcome", "options", "plays_left", "discard_top", "turn"):
        assert key in v
    assert v["players"][2]["hand_count"] == 7 and len(v["hand"]) == 5
    assert all("private" not in e for e in v["events"] if e["kind"] == "draw")
    assert deal.view(s, None)["hand"] == []
    assert "{p2}" in " ".join(e["text"] for e in v["events"])


def test_pending_view_describes_payment():
    s = setup(2, hands={0: [cid("Debt Collector")]}, banks={1: [cid("5M"), cid("1M")]})
    s = run(s, "Debt Collector: {p1} pays 5M", "Accept", f"Pay with 1M #{cid('1M')}")
    p = deal.view(s, 0)["pending"]
    assert p["type"] == "pay" and p["payer"] == 1 and p["receiver"] == 0 and p["amount"] == 5
    assert p["selected_total"] == 1 and [c["id"] for c in p["selected"]] == [cid("1M")]
    assert p["action"]["kind"] == "debt" and p["action"]["card"]["name"] == "Debt Collector"


def test_every_play_logs_an_event_with_seat_tokens_only():
    for g in range(3):
        rng = random.Random(g)
        s = deal.new_game(3, g)
        while s.to_act:
            s = deal.play(s, rng.choice(deal.legal_actions(s, s.to_act[0])))
            assert s.events
            for e in s.events:
                assert "{p" in e.text or e.kind in ("reshuffle", "deal", "stalemate")


def test_views_hide_hands_and_draw_pile():
    s = deal.new_game(3, 4)
    for seat in (None, 0, 1, 2):
        shown = set(card_ids_in_view(deal.view(s, seat)))
        hidden = deal.hidden_card_ids(s, seat)
        assert not shown & hidden
        assert hidden >= set(s.draw)
        mine = set(s.hands[seat]) if seat is not None else set()
        assert mine <= shown and not mine & hidden
