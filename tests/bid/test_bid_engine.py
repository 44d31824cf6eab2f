"""Engine-wide properties: random playouts with every invariant, determinize, JSON, variants,
stalemate, views and illegal actions."""
import json
import random

import pytest

from game import bid
from game.bid import actions as A
from game.bid.options import Options
from game.core.errors import CorruptSave
from lab.invariants import check_illegal_rejected, random_playout
from tests.bid.helpers import cid, do, labels, place_bid, setup

BW, PP, KY = cid("Boardwalk"), cid("Park Place"), cid("Kentucky Avenue")
M1, M5, W0, ST, D2 = cid("1M"), cid("5M"), cid("Wild!"), cid("Steal!"), cid("Draw 2!")

VARIANT_SETS = [Options(), Options(tie_reauction=True), Options(no_trading=True),
                Options(tie_reauction=True, no_trading=True)]


@pytest.mark.parametrize("variant", range(len(VARIANT_SETS)))
def test_random_playouts_keep_every_invariant(variant):
    options = VARIANT_SETS[variant]
    reasons = set()
    for seed in range(38):
        players = 2 + seed % 4
        state, plays = random_playout(bid, players, 1000 * variant + seed, options,
                                      check_every=60, check_mutation=seed % 3 == 0)
        assert state.outcome is not None and plays <= bid.max_game_length(players, options)
        reasons.add(state.outcome.reason)
    assert "three sets" in reasons


def test_random_playouts_closely_checked():
    for seed in range(3):
        random_playout(bid, 2 + seed, 500 + seed, check_every=3)


def test_same_seed_same_game():
    def run(seed: int) -> str:
        rng = random.Random(seed)
        s = bid.new_game(4, seed)
        while s.to_act:
            s = bid.play(s, rng.choice(bid.legal_actions(s, rng.choice(s.to_act))))
        return bid.to_json(s)
    assert run(11) == run(11) and run(11) != run(12)


def _sample_states(count: int, seed: int):
    rng = random.Random(seed)
    states = []
    s = bid.new_game(2 + seed % 4, seed, VARIANT_SETS[seed % 4])
    while s.to_act and len(states) < count:
        if rng.random() < 0.08:
            states.append(s)
        s = bid.play(s, rng.choice(bid.legal_actions(s, rng.choice(s.to_act))))
    return states


def test_determinize_is_consistent_with_the_view():
    checked = 0
    seen_phases = set()
    for seed in range(12):
        for s in _sample_states(25, seed):
            for seat in range(s.num_players):
                v = bid.view(s, seat)
                d = bid.determinize(v, seat, seed)
                assert sorted(bid.all_card_ids(d)) == list(range(110))
                assert [str(a) for a in bid.legal_actions(d, seat)] == \
                       [str(a) for a in bid.legal_actions(s, seat)]
                dv = bid.view(d, seat)
                dv["events"] = v["events"]
                assert dv == v
                assert d.to_act == s.to_act
                checked += 1
                seen_phases.add(s.phase)
    assert checked > 200 and {"host", "window", "bid"} <= seen_phases


def test_determinize_raise_round_matches_revealed_money():
    s = setup(3, hands={0: [M5, M1], 1: [cid("5M", 1)], 2: [cid("3M")]}, props=[BW])
    s = do(s, "Start the auction")
    for seat, v in ((0, 5), (1, 5), (2, 3)):
        s = place_bid(s, seat, v)
    d = bid.determinize(bid.view(s, 0), 0, 3)
    assert d.phase == "raise" and d.bids[1] and bid.cards.VALUE[d.bids[1][0]] == 5
    assert [str(a) for a in bid.legal_actions(d, 0)] == [str(a) for a in bid.legal_actions(s, 0)]
    # The determinized game plays on: seat 0 raises and wins.
    d = place_bid(place_bid(d, 0, 1), 1)
    assert [7, BW] in d.sets[0]


def test_determinize_keeps_the_bid_a_loser_took_back():
    # Seat 1 bid 5M + 3M and lost to seat 0's 10M: seat 0 has seen those cards go back into
    # seat 1's hand, and money leaves a hand only by winning an auction.
    three = cid("3M")
    s = setup(2, hands={0: [M5, cid("5M", 1)], 1: [cid("5M", 2), three, M1]}, props=[PP, BW])
    s = do(s, "Start the auction")
    s = place_bid(place_bid(s, 0, 5, 5), 1, 5, 3)
    assert s.last_auction["winner"] == 0
    view = bid.view(s, 0)
    for seed in range(20):
        d = bid.determinize(view, 0, seed)
        values = sorted(bid.cards.VALUE[c] for c in d.hands[1] if bid.cards.KIND[c] == bid.cards.MONEY)
        assert values.count(5) >= 1 and values.count(3) >= 1
        assert len(d.hands[1]) == view["players"][1]["hand_count"]
        assert sorted(bid.all_card_ids(d)) == list(range(110))


def test_determinize_matches_every_revealed_bid_when_that_money_is_scarce():
    # Seat 0 holds eight of the ten 5M cards; seats 1 and 2 revealed a 5M each in a three-way tie.
    # Filling seat 1's big hand at random must not use up the 5M that seat 2 has shown.
    fives = [cid("5M", k) for k in range(10)]
    s = setup(3, hands={0: fives[:8], 1: [fives[8]] + [cid("1M", k) for k in range(9)],
                        2: [fives[9]]}, props=[BW])
    s = do(s, "Start the auction")
    for seat in range(3):
        s = place_bid(s, seat, 5)
    assert s.phase == "raise"
    for seed in range(60):
        d = bid.determinize(bid.view(s, 0), 0, seed)
        assert [bid.cards.VALUE[c] for c in d.bids[1]] == [5]
        assert [bid.cards.VALUE[c] for c in d.bids[2]] == [5]
        assert sorted(bid.all_card_ids(d)) == list(range(110))


def test_json_round_trip_and_corrupt_save():
    for s in _sample_states(20, 5):
        text = bid.to_json(s)
        back = bid.from_json(text)
        assert back == s and bid.to_json(back) == text
        for seat in s.to_act:
            assert bid.legal_actions(back, seat) == bid.legal_actions(s, seat)
            for a in bid.legal_actions(s, seat)[:5]:
                assert bid.action_from_json(json.loads(json.dumps(a.to_json()))) == a
    with pytest.raises(CorruptSave):
        bid.from_json('{"seed": 1}')
    with pytest.raises(CorruptSave):
        bid.from_json("not json")


def test_options_and_variants():
    assert set(bid.VARIANTS) == {"tie_reauction", "no_trading"}
    assert Options.from_names(["no_trading"]) == Options(no_trading=True)
    assert Options.from_names([]) == Options() and Options().max_rounds == 200
    assert Options.from_names(["tie_reauction", "no_trading"]).names() == ["tie_reauction",
                                                                           "no_trading"]
    with pytest.raises(ValueError):
        Options.from_names(["free_parking"])
    s = bid.new_game(3, 1, Options.from_names(["tie_reauction"]))
    assert bid.view(s, 0)["options"] == {"tie_reauction": True, "no_trading": False,
                                         "max_rounds": 200}


def test_new_game_checks():
    with pytest.raises(ValueError):
        bid.new_game(1, 0)
    with pytest.raises(ValueError):
        bid.new_game(6, 0)
    with pytest.raises(ValueError):
        bid.new_game(3, 0, first_player=3)
    s = bid.new_game(5, 9, first_player=3)
    assert s.host == 3 and s.to_act == (3,) and s.phase == "host"
    assert bid.MIN_PLAYERS == 2 and bid.MAX_PLAYERS == 5


def test_stalemate_after_max_rounds_shared():
    s = setup(3, hands={0: [M1]}, props=[BW], options=Options(max_rounds=1))
    s = do(s, "Start the auction")
    s = place_bid(s, 0)
    assert s.outcome.reason == "stalemate" and s.outcome.winners == (0, 1, 2)


def test_stalemate_when_pile_empty_and_nothing_moves():
    by_color: dict[str, list[int]] = {}
    for i in range(28):
        by_color.setdefault(bid.cards.COLORS[bid.cards.COLOR[i]], []).append(i)
    sets = {0: [("brown", by_color["brown"]), ("dark_blue", by_color["dark_blue"])],
            1: [("utility", by_color["utility"]), ("light_blue", by_color["light_blue"])],
            2: []}
    for color in ("pink", "orange", "red", "yellow", "green", "railroad"):
        sets[2].append((color, by_color[color][:-1]))
        sets[0].append((color, by_color[color][-1:]))
    s = setup(3, sets=sets)
    assert "Start the auction" not in labels(s, 0)
    assert s.props == [] and A.EndTurn(0) in bid.legal_actions(s, 0)
    assert A.StartAuction(0) not in bid.legal_actions(s, 0)
    # One idle host is not enough (the next host may hold the winning Wild! or Steal!): a full
    # cycle of hosts must pass with nothing changing owner.
    for host in (0, 1):
        s = do(s, "End turn (no property left to auction)")
        assert s.outcome is None and s.host == host + 1 and s.quiet == host + 1
    s = do(s, "End turn (no property left to auction)")
    assert s.outcome.reason == "stalemate" and s.outcome.winners == (0,)
    # A property changing owner during the round keeps the game going.
    s = setup(3, hands={0: [ST]}, sets=sets)
    s.quiet = 2
    s = do(s, f"Steal {bid.cards.NAME[by_color['pink'][0]]} from {{p2}}")
    s = do(s, "End turn (no property left to auction)")
    assert s.outcome is None and s.host == 1 and s.quiet == 0


def test_view_format():
    s = setup(3, hands={0: [W0, M1], 1: [M5], 2: [D2]}, sets={1: [("red", [KY])]}, props=[BW])
    v = bid.view(s, 0)
    for key in ("game", "you", "hand", "bid", "players", "draw_count", "discard_count", "to_act",
                "phase", "pending", "events", "outcome", "options", "host", "property_count",
                "auction_card", "offer", "draft", "last_auction", "round", "discard_top"):
        assert key in v
    assert v["game"] == "bid" and v["you"] == 0 and v["pending"] == {"type": "host_actions",
                                                                     "seat": 0}
    red = v["players"][1]["sets"][0]
    assert red == {"color": "red", "color_name": "Red", "size": 3, "complete": False,
                   "cards": [bid.cards.card_object(KY)]}
    spectator = bid.view(s, None)
    assert spectator["hand"] == [] and spectator["you"] is None
    assert [p["hand_count"] for p in spectator["players"]] == [2, 1, 1]
    s = do(s, "Play Wild! as Red")
    pending = bid.view(s, 2)["pending"]
    assert pending["type"] == "nope_window" and pending["action"] == "wild"
    assert pending["color"] == "red" and pending["depth"] == 0 and pending["waiting"] == [1, 2]
    s = do(do(s, "Let it pass", 1), "Let it pass", 2)
    s = do(s, "Start the auction")
    assert bid.view(s, 1)["auction_card"]["id"] == BW
    assert bid.view(s, 1)["pending"]["type"] == "bid"


def test_illegal_actions_rejected():
    s = setup(3, hands={0: [ST, M1], 1: [M5, cid("Nope!")]}, sets={1: [("red", [KY])]},
              props=[BW])
    for bogus in (A.StartAuction(1), A.AddToBid(0, M1), A.PlaySteal(0, ST, BW, 1),
                  A.PlayNope(1, cid("Nope!")), A.LetPass(0), A.AcceptOffer(1), A.SendOffer(0),
                  A.ProposeTrade(0, 0), A.ConfirmBid(0, 0), A.PlayWild(0, ST, "red"),
                  A.StartAuction(7), A.EndTurn(0), A.AddToBid(0, 999), A.PlayWild(0, W0, "mauve")):
        check_illegal_rejected(bid, s, bogus)
    s = do(s, "Start the auction")
    for bogus in (A.AddToBid(1, M1), A.AddToBid(0, ST), A.ConfirmBid(0, 5), A.RemoveFromBid(0, M1),
                  A.StartAuction(0)):
        check_illegal_rejected(bid, s, bogus)
    with pytest.raises(bid.rules.IllegalAction, match="Add 1M to your bid"):
        bid.play(s, A.AddToBid(1, M1))


def test_game_over_accepts_nothing():
    s = setup(2, hands={0: [M1]}, props=[BW], options=Options(max_rounds=1))
    s = do(s, "Start the auction")
    s = place_bid(s, 0, 1)
    assert s.outcome is not None and s.to_act == ()
    assert all(bid.legal_actions(s, seat) == [] for seat in range(2))
    check_illegal_rejected(bid, s, A.StartAuction(1))


def test_max_game_length_bounds_a_long_game():
    assert bid.max_game_length(5) > bid.max_game_length(2) > 200 * 100
    assert bid.max_game_length(3, Options(tie_reauction=True)) > bid.max_game_length(3)


def test_open_offer_lapses_when_its_card_is_stolen():
    s = setup(3, hands={0: [ST], 1: [cid("Nope!")], 2: [M1]},
              sets={1: [("red", [KY])], 2: [("dark_blue", [BW])]})
    s = do(s, "Steal Kentucky Avenue from {p1}")
    s = do(s, "Propose a trade to {p2}", 1)
    s = do(s, "Offer Kentucky Avenue", 1)
    s = do(s, "Ask for Boardwalk", 1)
    s = do(s, "Send the offer", 1)
    assert s.offer is not None and s.to_act == (1, 2)
    s = do(s, "Let it pass", 1)
    s = do(s, "Let it pass", 2)
    assert s.sets[0] == [[4, KY]] and s.offer is None
    assert any(e.kind == "offer_lapsed" for e in s.events)
    assert s.to_act == (0,)
