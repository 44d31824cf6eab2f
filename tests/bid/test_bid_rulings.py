"""One focused test per numbered ruling in docs/rulings/bid.md ("Rulings to test")."""
import json

import pytest

from game import bid
from game.bid.cards import DRAW_PILE_IDS, KIND, MONEY
from game.bid.options import Options
from game.bid.setup import _deal
from lab.invariants import card_ids_in_view
from tests.bid.helpers import cid, do, labels, pass_window, place_bid, setup

BW, PP = cid("Boardwalk"), cid("Park Place")
MED, BAL = cid("Mediterranean Avenue"), cid("Baltic Avenue")
KY, IN, IL = cid("Kentucky Avenue"), cid("Indiana Avenue"), cid("Illinois Avenue")
EC, WW = cid("Electric Company"), cid("Water Works")
OR, VT, CT = cid("Oriental Avenue"), cid("Vermont Avenue"), cid("Connecticut Avenue")
M1, M2, M3, M4, M5 = (cid(f"{v}M") for v in range(1, 6))
M5B, M3B = cid("5M", 1), cid("3M", 1)
W0, W1, W2 = (cid("Wild!", k) for k in range(3))
ST, ST1 = cid("Steal!"), cid("Steal!", 1)
D2 = cid("Draw 2!")
NP = [cid("Nope!", k) for k in range(4)]


def test_ruling_01_mulligan_until_money():
    s = setup(2)
    money = [c for c in DRAW_PILE_IDS if KIND[c] == MONEY]
    other = [c for c in DRAW_PILE_IDS if KIND[c] != MONEY]
    # Seat 0 is dealt actions twice in a row, seat 1 money at once.
    order = other[:5] + money[:5] + other[5:10] + money[5:10]
    order += [c for c in DRAW_PILE_IDS if c not in order]
    s.draw, s.discard, s.hands = list(reversed(order)), [], [[], []]
    events: list = []
    _deal(s, events)
    mulligans = [e for e in events if e.kind == "mulligan"]
    assert [e.data["seat"] for e in mulligans] == [0, 0]
    assert mulligans[0].data["cards"] == other[:5] and mulligans[1].data["cards"] == other[5:10]
    assert all(e.for_seat(1)["data"]["cards"] for e in mulligans)       # public: everyone sees them
    assert "shows" in mulligans[0].text
    assert s.discard == other[:10]
    assert s.hands == [money[5:10], money[:5]]
    # Whatever the seed, every dealt hand ends up holding money.
    for seed in range(60):
        g = bid.new_game(5, seed)
        for seat in range(5):
            hand = g.hands[seat]
            assert any(KIND[c] == MONEY for c in hand[:5])


def test_ruling_02_everyone_draws_one_host_first():
    g = bid.new_game(3, 7, first_player=1)
    draws = [e for e in g.events if e.kind == "draw"]
    assert [e.data["seat"] for e in draws] == [1, 2, 0]
    assert all(len(h) == 6 for h in g.hands)
    # Next round: nobody holds money, so the auction ends at once and seat 2 hosts.
    s = setup(3, host=1, hands={0: [ST], 1: [], 2: []}, draw=[M1, M2, M3, M4])
    s = do(s, "Start the auction")
    draws = [e for e in s.events if e.kind == "draw"]
    assert s.host == 2 and [e.data["seat"] for e in draws] == [2, 0, 1]
    assert s.hands == [[ST, M3], [M2], [M4]]
    assert draws[0].private == {2: "You draw 4M"}
    assert "4M" not in draws[0].text and "private" not in draws[0].for_seat(0)


def test_ruling_03_wild_colour_lock_no_all_wild_set_and_steal_of_wild():
    s = setup(3, hands={0: [W0, W1, W2, M1], 1: [ST, M2]}, sets={1: [("red", [KY])]},
              props=[BW])
    s = pass_window(do(s, "Play Wild! as Dark Blue"))
    assert s.sets[0] == [[7, W0]]
    # A second dark blue Wild! would complete the set with Wild!s only: it starts a new set.
    s = pass_window(do(s, "Play Wild! as Dark Blue"))
    assert s.sets[0] == [[7, W0], [7, W1]]
    assert bid.view(s, 1)["players"][0]["complete_sets"] == 0
    s = pass_window(do(s, "Play Wild! as Red"))
    assert s.sets[0][-1] == [4, W2]
    # A real card completes one of the Wild! sets.
    s = do(s, "Start the auction")
    s = place_bid(s, 0, 1)
    s = place_bid(s, 1)
    # It could join either dark blue Wild! set (or start a new one): seat 0 chooses.
    assert s.to_act == (0,) and labels(s, 0) == ["Put Boardwalk into Dark Blue set 1",
                                                   "Put Boardwalk into Dark Blue set 2",
                                                   "Put Boardwalk into a new Dark Blue set"]
    s = do(s, "Put Boardwalk into Dark Blue set 1", 0)
    assert s.sets[0][0] == [7, W0, BW] and bid.view(s, 0)["players"][0]["complete_sets"] == 1
    # Seat 1 steals the red Wild!: it stays red in the thief's collection, next to Kentucky.
    s = pass_window(do(s, f"Steal Wild! #{W2} from {{p0}}", 1))
    assert [4, KY, W2] in s.sets[1] and all(W2 not in st for st in s.sets[0])
    red = next(x for x in bid.view(s, 0)["players"][1]["sets"] if x["color"] == "red")
    assert [c.get("as_color") for c in red["cards"]] == [None, "red"]


def test_ruling_04_steal_never_from_complete_set():
    s = setup(3, hands={0: [ST]}, sets={1: [("brown", [MED, BAL]), ("red", [KY])],
                                          2: [("dark_blue", [PP, W0])]})
    steals = [a for a in bid.legal_actions(s, 0) if type(a).__name__ == "PlaySteal"]
    assert [(a.target, a.victim) for a in steals] == [(KY, 1)]
    from game.bid.actions import PlaySteal
    from lab.invariants import check_illegal_rejected
    check_illegal_rejected(bid, s, PlaySteal(0, ST, MED, 1))
    check_illegal_rejected(bid, s, PlaySteal(0, ST, W0, 2))


def _window_for(kind: str):
    hands = {0: [W0, ST, D2, NP[0]], 1: [NP[1], NP[2]], 2: [NP[3], M1]}
    s = setup(3, hands=hands, sets={1: [("red", [KY])]}, draw=[M2, M3])
    label = {"wild": "Play Wild! as Brown", "steal": "Steal Kentucky Avenue from {p1}",
             "draw2": "Play Draw 2!"}[kind]
    return do(s, label)


def _took_effect(s, kind: str) -> bool:
    if kind == "wild":
        return s.sets[0] == [[0, W0]]
    if kind == "steal":
        return s.sets[0] == [[4, KY]]
    return M2 in s.hands[0] and M3 in s.hands[0]


@pytest.mark.parametrize("kind", ["wild", "steal", "draw2"])
@pytest.mark.parametrize("nopers", [[1], [2, 0], [1, 2, 1], [2, 1, 0]])
def test_ruling_05_nope_chains(kind, nopers):
    s = _window_for(kind)
    # Everyone else is asked, Nope! in hand or not: to_act reveals nothing.
    assert s.phase == "window" and s.to_act == (1, 2)
    for depth, seat in enumerate(nopers, 1):
        assert seat in s.to_act and "Let it pass" in labels(s, seat)
        s = do(s, "Play Nope!", seat)
        view = bid.view(s, None)["pending"]
        if s.phase == "window":
            assert view["depth"] == depth and view["nopers"] == nopers[:depth]
            assert seat not in s.to_act
    s = pass_window(s)
    assert s.phase == "host"
    assert _took_effect(s, kind) == (len(nopers) % 2 == 0)
    nopes = [e.data["cards"] for e in s.events if e.kind == "discard"][0]
    assert len(nopes) == len(nopers) and all(c in s.discard for c in nopes)


def test_ruling_05_window_skips_empty_hands_and_host_without_cards():
    s = setup(2, hands={0: [D2], 1: []}, draw=[M2, M3])
    s = do(s, "Play Draw 2!")
    assert s.phase == "host" and sorted(s.hands[0]) == sorted([M2, M3])


def test_ruling_06_sealed_bids_never_leak():
    s = setup(3, hands={0: [M5, M1], 1: [M3], 2: [M2]}, props=[BW])
    s = do(s, "Start the auction")
    assert s.to_act == (0, 1, 2)
    s = do(s, "Add 5M to your bid", 0)
    s = do(s, "Confirm bid of 5M", 0)
    confirm = next(e for e in s.events if e.kind == "sealed")
    assert confirm.text == "{p0} is ready" and confirm.private == {0: "You bid 5M"}
    s = do(s, "Add 3M to your bid", 1)
    assert bid.view(s, 0)["bid"] == [bid.cards.card_object(M5)]
    assert bid.view(s, 1)["bid"] == [bid.cards.card_object(M3)]
    assert bid.view(s, 2)["bid"] == [] and bid.view(s, None)["bid"] is None
    for viewer in (1, 2, None):
        v = bid.view(s, viewer)
        text = json.dumps(v)
        assert M5 not in card_ids_in_view(v) and "5M" not in text
        assert v["players"][0]["has_bid"] is True and v["players"][0]["hand_count"] == 2
        if viewer != 1:
            assert M3 not in card_ids_in_view(v) and "3M" not in text
            assert v["players"][1]["has_bid"] is False
    assert M5 in bid.hidden_card_ids(s, 1) and M5 in bid.hidden_card_ids(s, None)
    # After the reveal every bid is public.
    s = do(s, "Confirm bid of 3M", 1)
    s = place_bid(s, 2, 2)
    reveal = bid.view(s, None)["last_auction"]["bids"]
    assert [(b["seat"], b["total"]) for b in reveal] == [(0, 5), (1, 3), (2, 2)]


def test_ruling_07_winner_pays_losers_keep():
    M2B = cid("2M", 1)
    s = setup(3, hands={0: [M5, M3, M1], 1: [M4, M2], 2: [M2B]}, props=[BW])
    s = do(s, "Start the auction")
    s = place_bid(s, 0, 5, 3)
    s = place_bid(s, 1, 4, 2)
    s = place_bid(s, 2, 2)
    assert s.sets[0] == [[7, BW]]
    assert s.hands[0][:1] == [M1] and s.discard[-2:] == [M5, M3]
    assert sorted(s.hands[1][:2]) == sorted([M4, M2]) and M2B in s.hands[2]
    reveal = next(e for e in s.events if e.kind == "reveal")
    assert [b["total"] for b in reveal.data["bids"]] == [8, 6, 2]
    assert bid.view(s, 2)["last_auction"]["winner"] == 0


def test_ruling_08_no_bids():
    s = setup(3, hands={0: [M5], 1: [M4], 2: []}, props=[PP, BW])
    s = do(s, "Start the auction")
    assert s.to_act == (0, 1)          # seat 2 holds no money: cannot bid
    s = place_bid(s, 0)
    s = place_bid(s, 1)
    assert s.props[0] == BW and s.host == 1 and s.phase == "host"
    assert s.hands[0][0] == M5 and s.hands[1][0] == M4
    assert bid.view(s, 0)["last_auction"]["result"] == "no bids"
    # Nobody with money at all: no bidding step, the card goes under at once.
    s = setup(2, hands={0: [], 1: [ST]}, props=[BW])
    s = do(s, "Start the auction")
    assert s.props[0] == BW and s.host == 1


def test_ruling_09_tie_then_raise_wins_and_third_bidder_keeps():
    s = setup(3, hands={0: [M5, M2], 1: [M5B, M1], 2: [M3]}, props=[BW])
    s = do(s, "Start the auction")
    s = place_bid(s, 0, 5)
    s = place_bid(s, 1, 5)
    s = place_bid(s, 2, 3)
    assert s.phase == "raise" and s.to_act == (0, 1)
    assert [p["revealed_bid"] for p in bid.view(s, 2)["players"]][:2] == [
        {"seat": 0, "total": 5, "values": [5]}, {"seat": 1, "total": 5, "values": [5]}]
    assert "Take 5M out of your bid" not in labels(s, 0)      # the first bid is locked
    s = place_bid(s, 0, 2)
    s = place_bid(s, 1, 1)
    assert s.sets[0] == [[7, BW]] and len(s.hands[0]) == 1 and s.discard[-2:] == [M5, M2]
    assert sorted(s.hands[1][:2]) == sorted([M5B, M1]) and M3 in s.hands[2]


def test_ruling_09_tie_remains_after_raise():
    s = setup(3, hands={0: [M5], 1: [M5B], 2: [M3]}, props=[PP, BW])
    s = do(s, "Start the auction")
    for seat, v in ((0, 5), (1, 5), (2, 3)):
        s = place_bid(s, seat, v)
    s = place_bid(s, 0)
    s = place_bid(s, 1)
    assert s.props[0] == BW and all(not st for st in s.sets) and s.host == 1
    assert s.hands[0][0] == M5 and s.hands[1][0] == M5B
    assert bid.view(s, 0)["last_auction"]["result"] == "tie"


def test_ruling_09_tie_reauction_variant():
    opts = Options(tie_reauction=True)
    s = setup(2, hands={0: [M5, M3], 1: [M5B, M3B]}, props=[PP, BW], options=opts)
    s.props = [PP, BW]                      # exactly two properties in the pile
    s = do(s, "Start the auction")
    assert s.auction_card == BW and s.reauctions_left == 1
    s = place_bid(s, 0, 5)
    s = place_bid(s, 1, 5)
    # Money back, Boardwalk under the pile, Park Place auctioned at once.
    assert s.phase == "bid" and s.auction_card == PP and s.props == [BW] and s.host == 0
    assert s.bids == [[], []]
    s = place_bid(s, 0, 3)
    s = place_bid(s, 1, 3)
    # The re-auction limit (one: the cards in the pile) is used up: the turn ends.
    assert s.props == [PP, BW] and s.host == 1 and s.phase == "host"
    assert all(not st for st in s.sets)


def test_ruling_10_trades_and_gifts():
    s = setup(3, hands={0: [M1], 1: [M2]},
              sets={0: [("red", [KY]), ("brown", [MED, BAL])], 1: [("red", [IN]), ("orange", [W0])]})
    s = do(s, "Propose a trade to {p1}", 0)
    assert "Offer Mediterranean Avenue" not in labels(s, 0)   # complete set: never traded
    assert "Offer Kentucky Avenue" in labels(s, 0) and f"Ask for Wild! #{W0}" in labels(s, 0)
    s = do(s, "Offer Kentucky Avenue", 0)
    s = do(s, f"Ask for Wild! #{W0}", 0)
    assert bid.view(s, 1)["players"][0]["drafting"] and bid.view(s, 1)["draft"] is None
    s = do(s, "Send the offer", 0)
    assert 1 in s.to_act and labels(s, 1) == ["Accept the trade", "Decline the trade",
                                              "Propose a trade to {p0}", "Propose a trade to {p2}"]
    assert bid.view(s, 2)["offer"]["give"][0]["id"] == KY
    s = do(s, "Accept the trade", 1)
    assert [4, IN, KY] in s.sets[1] and [3, W0] in s.sets[0]       # the Wild! stays orange
    # A gift: Illinois for nothing; then declining; and at most two offers per round.
    s = do(s, "Propose a trade to {p2}", 0)
    assert "Offer Kentucky Avenue" not in labels(s, 0)     # traded away: no longer seat 0's
    s = do(s, "Cancel the offer", 0)
    assert not any(label.startswith("Propose") for label in labels(s, 0))
    s = do(s, "Start the auction")         # seats 0 and 1 bid: both may trade meanwhile
    s = do(s, "Propose a trade to {p0}", 1)
    s = do(s, "Offer Indiana Avenue", 1)
    s = do(s, "Send the offer", 1)
    s = do(s, "Decline the trade", 0)
    assert [4, IN, KY] in s.sets[1] and s.offer is None
    s = do(s, "Propose a trade to {p2}", 1)
    s = do(s, "Offer Kentucky Avenue", 1)
    s = do(s, "Send the offer", 1)
    s = do(s, "Accept the trade", 2)
    assert s.sets[2] == [[4, KY]]


def test_ruling_10_no_trading_variant_and_one_open_offer():
    s = setup(2, sets={0: [("red", [KY])], 1: [("red", [IN])]}, options=Options(no_trading=True))
    assert not any("trade" in label for label in labels(s, 0))
    s = setup(3, hands={1: [M1], 2: [M1 + 1]}, sets={0: [("red", [KY])], 1: [("red", [IN])]},
              props=[BW])
    s = do(s, "Start the auction")
    s = do(s, "Propose a trade to {p0}", 1)
    s = do(s, "Propose a trade to {p0}", 2)
    s = do(s, "Ask for Kentucky Avenue", 1)
    s = do(s, "Ask for Kentucky Avenue", 2)
    s = do(s, "Send the offer", 1)
    assert "Send the offer" not in labels(s, 2)     # one open offer at a time


def test_ruling_10_win_by_trade():
    s = setup(3, host=1, sets={0: [("dark_blue", [BW]), ("red", [KY])],
                                          1: [("brown", [MED, BAL]), ("utility", [EC, WW]),
                                              ("dark_blue", [PP])]})
    s = do(s, "Propose a trade to {p0}", 1)
    s = do(s, "Ask for Boardwalk", 1)
    s = do(s, "Send the offer", 1)
    s = do(s, "Accept the trade", 0)
    assert s.outcome.winners == (1,) and s.outcome.reason == "three sets"
    assert s.to_act == ()


def _two_sets(extra: dict | None = None) -> dict:
    return {0: [("brown", [MED, BAL]), ("utility", [EC, WW]), *(extra or [])]}


@pytest.mark.parametrize("path", ["wild", "steal", "auction", "trade"])
def test_ruling_11_immediate_win_on_each_path(path):
    if path == "wild":
        s = setup(3, hands={0: [W0]}, sets=_two_sets([("dark_blue", [BW])]))
        s = pass_window(do(s, "Play Wild! as Dark Blue"))
    elif path == "steal":
        s = setup(3, hands={0: [ST]}, sets={**_two_sets([("dark_blue", [BW])]),
                                            1: [("dark_blue", [PP])]})
        s = pass_window(do(s, "Steal Park Place from {p1}"))
    elif path == "auction":
        s = setup(3, host=1, hands={0: [M1]}, sets=_two_sets([("dark_blue", [BW])]), props=[PP])
        s = do(s, "Start the auction")
        s = place_bid(s, 0, 1)
    else:
        s = setup(3, host=1, sets={**_two_sets([("dark_blue", [BW])]), 1: [("dark_blue", [PP])]})
        s = do(s, "Propose a trade to {p0}", 1)
        s = do(s, "Offer Park Place", 1)
        s = do(s, "Send the offer", 1)
        s = do(s, "Accept the trade", 0)
    assert s.outcome is not None and s.outcome.winners == (0,) and s.outcome.reason == "three sets"
    assert s.to_act == () and any(e.kind == "game_over" for e in s.events)


def test_ruling_12_reshuffle():
    s = setup(2, hands={0: [D2]}, draw=[M1])
    before = list(s.discard)
    s = do(s, "Play Draw 2!")
    assert s.hands[0][0] == M1 and any(e.kind == "reshuffle" for e in s.events)
    assert s.discard == [D2] and sorted(s.draw + s.hands[0][1:]) == sorted(before)
    # Both piles empty when the round's draws are due: nothing is drawn.
    everything = list(DRAW_PILE_IDS)
    s = setup(2, hands={1: everything}, draw=[])
    s = do(s, "Start the auction")
    s = place_bid(s, 1)
    draws = [e for e in s.events if e.kind == "draw"]
    assert [e.data["count"] for e in draws] == [0, 0] and len(s.hands[1]) == 82


def test_ruling_13_two_sets_of_one_colour():
    s = setup(3, hands={0: [W0, W1, M1]}, sets={0: [("dark_blue", [PP]), ("brown", [MED, BAL])]},
              props=[BW])
    s = pass_window(do(s, "Play Wild! as Dark Blue"))
    assert s.sets[0][0] == [7, PP, W0]
    s = pass_window(do(s, "Play Wild! as Dark Blue"))
    assert s.sets[0][-1] == [7, W1]            # a second dark blue set, not yet complete
    s = do(s, "Start the auction")
    s = place_bid(s, 0, 1)
    assert [7, W1, BW] in s.sets[0]
    assert s.outcome is not None and s.outcome.winners == (0,)   # 2 dark blue + brown
