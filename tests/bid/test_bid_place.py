"""Where a received card goes (docs/rulings/bid.md, "Sets and winning"): with one set of its colour
that can take it, it joins at once; with several (or none) the player chooses or a new set starts."""
from game import bid
from game.ai import make_bot
from game.bid.actions import PlaceCard
from lab.invariants import check_illegal_rejected, check_state
from tests.bid.helpers import cid, do, labels, pass_window, place_bid, setup

BW, PP = cid("Boardwalk"), cid("Park Place")
KY, IN, IL = cid("Kentucky Avenue"), cid("Indiana Avenue"), cid("Illinois Avenue")
W0, W1, W2, W3 = (cid("Wild!", k) for k in range(4))
ST = cid("Steal!")
M1, M2 = cid("1M"), cid("2M")


def _two_red_wild_sets(**kw):
    """Seat 0 holds two incomplete red sets: [Wild!, Wild!] and [Wild!]."""
    return setup(3, sets={0: [("red", [W0, W1]), ("red", [W2])], **kw.pop("sets", {})}, **kw)


def test_one_set_that_can_take_it_joins_at_once():
    s = setup(2, hands={0: [M1], 1: [M2]}, sets={0: [("red", [KY])]}, props=[IN])
    s = do(s, "Start the auction")
    s = place_bid(s, 0, 1)
    s = place_bid(s, 1)
    assert s.sets[0] == [[4, KY, IN]] and s.phase == "host" and s.host == 1


def test_a_stolen_card_with_two_red_sets_waits_for_the_thief_to_choose():
    s = _two_red_wild_sets(hands={0: [ST]}, sets={1: [("red", [KY])]})
    s = pass_window(do(s, "Steal Kentucky Avenue from {p1}"))
    assert s.phase == "place" and s.to_act == (0,)
    assert labels(s, 0) == ["Put Kentucky Avenue into Red set 1", "Put Kentucky Avenue into Red set 2",
                            "Put Kentucky Avenue into a new Red set"]
    view = bid.view(s, 2)
    assert view["pending"] == {"type": "place", "seat": 0, "card": view["placing"][0]["card"],
                               "color": "red"}
    # nobody else may act meanwhile, not even to trade
    assert bid.legal_actions(s, 1) == [] and bid.legal_actions(s, 2) == []
    check_illegal_rejected(bid, s, PlaceCard(0, KY, "red", 3))
    s = do(s, "Put Kentucky Avenue into Red set 2")
    assert s.sets[0] == [[4, W0, W1], [4, W2, KY]] and s.phase == "host"
    assert any(e.kind == "place" for e in s.events)


def test_choosing_the_fuller_set_completes_it_and_can_win():
    s = _two_red_wild_sets(hands={0: [ST]},
                           sets={0: [("brown", [cid("Mediterranean Avenue"), cid("Baltic Avenue")]),
                                     ("dark_blue", [BW, PP]), ("red", [W0, W1]), ("red", [W2])],
                                 1: [("red", [KY])]})
    s = pass_window(do(s, "Steal Kentucky Avenue from {p1}"))
    won = do(s, "Put Kentucky Avenue into Red set 1")
    assert won.outcome is not None and won.outcome.winners == (0,)
    other = do(s, "Put Kentucky Avenue into a new Red set")
    assert other.outcome is None and [4, KY] in other.sets[0]


def test_a_trade_queues_each_card_that_has_a_choice():
    s = _two_red_wild_sets(hands={0: [M1], 1: [M2]}, sets={1: [("red", [KY]), ("red", [W3])]})
    s = do(s, "Propose a trade to {p1}", 0)
    s = do(s, "Ask for Kentucky Avenue", 0)
    s = do(s, f"Ask for Wild! #{W3}", 0)
    s = do(s, "Send the offer", 0)
    s = do(s, "Accept the trade", 1)
    # Kentucky has a choice (two red sets of seat 0's); the Wild! waits behind it in the queue
    assert [q[1] for q in s.placing] == [KY, W3]
    assert s.phase == "place" and s.to_act == (0,)
    s = do(s, "Put Kentucky Avenue into Red set 1", 0)
    # now the Wild! can join only [W2] (it may not fill a set with Wild!s alone): no question
    assert s.phase == "host" and s.sets[0] == [[4, W0, W1, KY], [4, W2, W3]]
    check_state(bid, s, 110)


def test_bots_choose_a_place_and_complete_the_set():
    s = setup(3, hands={0: [ST]}, sets={0: [("red", [W2]), ("red", [W0, W1])], 1: [("red", [KY])]})
    s = pass_window(do(s, "Steal Kentucky Avenue from {p1}"))
    for level in ("easy", "normal", "hard"):
        bot = make_bot("bid", level)
        choice = None
        for step in bot.think(bid.view(s, 0), bid.legal_actions(s, 0), __import__("random").Random(1)):
            choice = step if step is not None else choice
        assert isinstance(choice, PlaceCard)
        if level != "easy":
            assert choice.number == 2, level        # the set it completes


def test_determinize_keeps_the_queued_card():
    s = _two_red_wild_sets(hands={0: [ST]}, sets={1: [("red", [KY])]})
    s = pass_window(do(s, "Steal Kentucky Avenue from {p1}"))
    for seat in (0, 1, 2):
        sampled = bid.determinize(bid.view(s, seat), seat, 5)
        assert sampled.placing == s.placing and sampled.phase == "place"
        assert sorted(bid.all_card_ids(sampled)) == list(range(110))
        assert [str(a) for a in bid.legal_actions(sampled, 0)] == labels(s, 0)
