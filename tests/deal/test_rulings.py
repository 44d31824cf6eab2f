"""One focused test per numbered ruling in docs/rulings/deal.md ("Rulings to test")."""
import random

import pytest

from game import deal
from game.deal import sets as deal_sets
from game.deal.cards import DECK_SIZE, NAME
from game.deal.options import Options
from game.deal.sets import set_rent
from tests.deal.helpers import cid, do, labels, run, setup

BW, PP = cid("Boardwalk"), cid("Park Place")
MED, BAL = cid("Mediterranean Avenue"), cid("Baltic Avenue")
KY, IN, IL = cid("Kentucky Avenue"), cid("Indiana Avenue"), cid("Illinois Avenue")
ATL, VEN, MAR = cid("Atlantic Avenue"), cid("Ventnor Avenue"), cid("Marvin Gardens")
EC, WW = cid("Electric Company"), cid("Water Works")
RY = cid("Red/Yellow Wild")
MULTI = cid("Multi-colour Wild")
M1, M2, M3, M5 = cid("1M"), cid("2M"), cid("3M"), cid("5M")


def test_ruling_01_draw_five_on_empty_hand_else_two():
    s = setup(2, hands={0: [M1], 1: []})
    s = do(s, "End turn")
    assert len(s.hands[1]) == 5
    assert any(e.kind == "draw" and e.data["count"] == 5 for e in s.events)
    s = do(s, "End turn")
    assert len(s.hands[0]) == 1 + 2
    draw = next(e for e in s.events if e.kind == "draw")
    assert "You draw" in draw.private[0] and 1 not in draw.private


def test_ruling_02_three_plays_and_free_rearranging():
    s = setup(2, hands={0: [M1, M2, M3, M5]},
              tables={0: [["red", -1, -1, KY, RY], ["yellow", -1, -1, ATL]]})
    s = do(s, f"Move Red/Yellow Wild #{RY} to Yellow")
    assert s.plays_left == 3
    # moving it back would bring back an arrangement the table already had this turn
    assert f"Move Red/Yellow Wild #{RY} to Red" not in labels(s, 0)
    s = run(s, "Bank 1M", "Bank 2M", "Bank 3M")
    assert s.plays_left == 0
    assert labels(s, 0) == ["End turn"]
    s = do(s, "End turn")
    s = do(s, "End turn")
    # a new turn: the old arrangement may come back
    assert f"Move Red/Yellow Wild #{RY} to Red" in labels(s, 0)


def test_ruling_02_rearranging_is_not_capped_at_a_count():
    m1, m2 = [c for c in range(DECK_SIZE) if NAME[c] == "Multi-colour Wild"]
    colors = {"red": KY, "yellow": ATL, "pink": cid("St. Charles Place"),
              "orange": cid("St. James Place"), "green": cid("Pacific Avenue")}
    s = setup(2, tables={0: [["red", -1, -1, KY, m1, m2]] +
                         [[c, -1, -1, card] for c, card in colors.items() if c != "red"]})
    seen = {deal_sets.arrangement_key(s.tables[0])}
    moves = 0
    while True:
        options = [x for x in labels(s, 0) if x.startswith("Move")]
        if not options:
            break
        s = do(s, options[-1])
        key = deal_sets.arrangement_key(s.tables[0])
        assert key not in seen
        seen.add(key)
        moves += 1
    # two multi-colour wilds over five colours make 25 arrangements: far more moves than the old
    # cap of 10, none of them a play, and the walk still ends
    assert moves > 20 and s.plays_left == 3 and s.phase == "play"


def test_ruling_02_the_no_repeat_check_sees_each_move_as_the_move_itself_would_leave_the_table():
    """legal_actions finds a move's arrangement from the two sets it touches; it must be exactly the
    arrangement playing that move leaves (buildings sent to the bank included)."""
    checked = built = 0
    for seed in range(30):
        rng, s = random.Random(seed), deal.new_game(3, seed)
        while s.to_act and checked < 4000:
            seat = s.to_act[0]
            table = s.tables[seat]
            keys = [deal_sets.set_key(st) for st in table]
            where = {c: i for i, st in enumerate(table) for c in st[3:]}
            for a in deal.legal_actions(s, seat):
                if type(a).__name__ == "MoveCard":
                    after = deal_sets.moved(table, a.card, a.color, a.dest, [])
                    assert deal_sets.key_after_move(table, keys, where, a.card, a.color, a.dest) == \
                        deal_sets.arrangement_key(after)
                    checked += 1
                    built += any(st[1] >= 0 and a.card in st[3:] for st in table)
            s = deal.play(s, rng.choice(deal.legal_actions(s, seat)))
    assert checked >= 1000 and built > 0     # moves off a set with a house are among them


def test_ruling_03_banked_action_card_is_money_for_good():
    go = cid("Pass Go")
    s = setup(2, hands={0: [go], 1: [cid("Debt Collector")]}, draw=list(range(90, 100)))
    s = do(s, "Bank Pass Go (1M)")
    assert s.banks[0] == [go] and s.hands[0] == []
    s = do(s, "End turn")
    s = run(s, "Debt Collector: {p0} pays 5M", "Accept")
    # the banked Pass Go pays as 1M of money and lands in the receiver's bank, not on a table
    assert s.banks[1] == [go] and s.banks[0] == [] and s.tables[1] == []


def test_ruling_04_payment_no_change_property_short_and_nothing():
    debt = cid("Debt Collector")
    s = setup(2, hands={0: [debt]}, banks={1: [M5, M1]})
    s = run(s, "Debt Collector: {p1} pays 5M", "Accept")
    assert s.phase == "pay" and s.pay["amount"] == 5
    s = do(s, f"Pay with 1M #{M1}")
    assert "Confirm payment" not in labels(s, 1)
    s = run(s, f"Pay with 5M #{M5}", "Confirm payment")
    assert sorted(s.banks[0]) == sorted([M1, M5]) and s.banks[1] == []  # no change given back
    # paying with a property: it goes onto the receiver's table
    s = setup(2, hands={0: [debt]}, banks={1: [M1]}, tables={1: [["dark_blue", -1, -1, BW, PP]]})
    s = run(s, "Debt Collector: {p1} pays 5M", "Accept", "Pay with Boardwalk", f"Pay with 1M #{M1}",
            "Confirm payment")
    assert s.tables[0] == [["dark_blue", -1, -1, BW]] and s.tables[1] == [["dark_blue", -1, -1, PP]]
    # short: everything payable goes at once, no choice
    s = setup(2, hands={0: [debt]}, banks={1: [M1, M2]}, tables={1: [["brown", -1, -1, MED]]})
    s = run(s, "Debt Collector: {p1} pays 5M", "Accept")
    assert s.phase == "play" and s.banks[1] == [] and s.tables[1] == []
    assert sorted(s.banks[0]) == [M1, M2] and s.tables[0] == [["brown", -1, -1, MED]]
    # nothing payable (a multi-colour wild is worth nothing): nothing happens
    s = setup(2, hands={0: [debt]}, tables={1: [["red", -1, -1, MULTI]]})
    s = run(s, "Debt Collector: {p1} pays 5M", "Accept")
    assert s.phase == "play" and s.tables[1] == [["red", -1, -1, MULTI]] and s.tables[0] == []
    assert "nothing to pay" in s.events[-1].text



def test_ruling_05_receiver_chooses_received_wildcard_colour():
    s = setup(2, hands={0: [cid("Debt Collector")]},
              tables={0: [["yellow", -1, -1, ATL]], 1: [["red", -1, -1, KY, RY]]}, banks={1: [M5]})
    s = run(s, "Debt Collector: {p1} pays 5M", "Accept", f"Pay with Red/Yellow Wild #{RY}",
            "Pay with Kentucky Avenue")
    assert s.phase == "pay"
    s = do(s, "Confirm payment")
    assert s.phase == "place" and s.to_act == (0,)
    assert labels(s, 0) == [f"Place Red/Yellow Wild #{RY} as Red",
                            f"Place Red/Yellow Wild #{RY} as Yellow"]
    s = do(s, f"Place Red/Yellow Wild #{RY} as Yellow")
    assert ["yellow", -1, -1, ATL, RY] in s.tables[0] and ["red", -1, -1, KY] in s.tables[0]


def test_ruling_06_multicolour_wild_cannot_pay_bank_or_start_a_set():
    s = setup(2, hands={0: [MULTI]})
    assert labels(s, 0) == ["End turn"]  # no bank, no lone set
    s = setup(2, hands={0: [MULTI]}, tables={0: [["red", -1, -1, KY]]})
    assert labels(s, 0) == ["Play Multi-colour Wild as Red", "End turn"]
    s = setup(2, hands={0: [cid("Debt Collector")]}, tables={1: [["red", -1, -1, KY, MULTI]]},
              banks={1: [M5]})
    s = run(s, "Debt Collector: {p1} pays 5M", "Accept")
    assert not any(str(MULTI) in x for x in labels(s, 1))
    assert deal.actions.PaySelect(1, MULTI) not in deal.legal_actions(s, 1)


def test_ruling_07_sly_forced_not_from_complete_set_breaker_takes_buildings():
    house, hotel = cid("House"), cid("Hotel")
    s = setup(2, hands={0: [cid("Sly Deal"), cid("Forced Deal"), cid("Deal Breaker")]},
              tables={0: [["brown", -1, -1, MED]],
                      1: [["dark_blue", house, hotel, BW, PP], ["red", -1, -1, KY]]})
    names = labels(s, 0)
    assert "Sly Deal: take Kentucky Avenue from {p1}" in names
    assert "Forced Deal: take Kentucky Avenue from {p1}" in names
    assert not any("Boardwalk from" in x for x in names)
    s = run(s, "Deal Breaker: take {p1}'s Dark Blue set (Boardwalk)", "Accept")
    assert s.tables[0][-1] == ["dark_blue", house, hotel, BW, PP]
    assert s.tables[1] == [["red", -1, -1, KY]]


def test_ruling_08_buildings_order_colour_limits_and_break_to_bank():
    house, hotel = cid("House"), cid("Hotel")
    s = setup(2, hands={0: [house, hotel]},
              tables={0: [["dark_blue", -1, -1, BW, PP], ["utility", -1, -1, EC, WW],
                          ["red", -1, -1, KY]]})
    names = labels(s, 0)
    assert "Build House on Dark Blue (Boardwalk)" in names
    assert not any(x.startswith("Build Hotel") for x in names)  # hotel needs a house
    assert not any("Utility" in x and x.startswith("Build") for x in names)
    assert not any("Red" in x and x.startswith("Build") for x in names)
    s = run(s, "Build House on Dark Blue (Boardwalk)", "Build Hotel on Dark Blue (Boardwalk)")
    assert s.tables[0][0] == ["dark_blue", house, hotel, BW, PP]
    # paying with a card of the set breaks it: the buildings go to the owner's bank
    s = setup(2, hands={1: [cid("Debt Collector")]}, turn=1,
              tables={0: [["dark_blue", house, hotel, BW, PP]]}, banks={0: [M1]})
    s = run(s, "Debt Collector: {p0} pays 5M", "Accept", "Pay with Boardwalk", f"Pay with 1M #{M1}",
            "Confirm payment")
    assert s.tables[0] == [["dark_blue", -1, -1, PP]] and sorted(s.banks[0]) == [house, hotel]
    # moving a wildcard out of a built set also breaks it
    s = setup(2, tables={0: [["red", house, -1, KY, IN, RY]]})
    s = do(s, f"Move Red/Yellow Wild #{RY} to a new Yellow set")
    assert s.banks[0] == [house] and s.tables[0] == [["red", -1, -1, KY, IN], ["yellow", -1, -1, RY]]


LADDERS = {"brown": (1, 2), "light_blue": (1, 2, 3), "pink": (1, 2, 4), "orange": (1, 3, 5),
           "red": (2, 3, 6), "yellow": (2, 4, 6), "green": (2, 4, 7), "dark_blue": (3, 8),
           "railroad": (1, 2, 3, 4), "utility": (1, 2)}


@pytest.mark.parametrize("color", sorted(LADDERS))
def test_ruling_09_rent_ladder_for_every_colour(color):
    ladder = LADDERS[color]
    for n, rent in enumerate(ladder, start=1):
        assert set_rent([color, -1, -1, *range(n)]) == rent
    full = [color, 200, -1, *range(len(ladder))]
    if color in ("railroad", "utility"):
        return
    assert set_rent(full) == ladder[-1] + 3
    assert set_rent([color, 200, 201, *range(len(ladder))]) == ladder[-1] + 7


def test_ruling_09_rent_with_two_sets_of_one_colour_charges_the_best():
    house = cid("House")
    rent = cid("Red/Yellow Rent")
    s = setup(2, hands={0: [rent]}, banks={1: [cid("10M")]},
              tables={0: [["red", -1, -1, IN], ["red", house, -1, KY, IL, RY]]})
    s = run(s, "Charge rent: Red, to everyone", "Charge rent")
    assert s.eff["amount"] == 9


def test_ruling_10_double_the_rent_x2_x4_and_single_variant():
    rent, d1, d2 = cid("Red/Yellow Rent"), cid("Double the Rent"), cid("Double the Rent", 1)
    table = {0: [["red", -1, -1, KY]]}
    s = setup(2, hands={0: [rent, d1, d2]}, tables=table)
    s = run(s, "Charge rent: Red, to everyone", "Double the Rent")
    assert s.eff["amount"] == 4 and s.plays_left == 1
    s = do(s, "Double the Rent")
    assert s.eff["amount"] == 8 and s.plays_left == 0 and s.phase == "respond"
    s = setup(2, hands={0: [rent, d1, d2]}, tables=table,
              options=Options.from_names(["single_double_rent"]))
    s = run(s, "Charge rent: Red, to everyone", "Double the Rent")
    assert s.eff["amount"] == 4 and s.phase == "respond"
    # with no play left there is no doubling step
    s = setup(2, hands={0: [rent, d1]}, tables=table, plays_left=1)
    s = do(s, "Charge rent: Red, to everyone")
    assert s.phase == "respond"


def _birthday_state(jsn_for: dict, n: int = 3):
    jsns = [cid("Just Say No", i) for i in range(3)]
    hands = {}
    for seat, count in jsn_for.items():
        hands[seat], jsns = jsns[:count], jsns[count:]
    hands[0] = hands.get(0, []) + [cid("It's My Birthday")]
    return setup(n, hands=hands, banks={1: [M2], 2: [cid("2M", 1)]})


@pytest.mark.parametrize("length", [1, 2, 3])
def test_ruling_11_just_say_no_chains(length):
    s = _birthday_state({1: 2, 0: 1}, n=2)
    s = do(s, "It's My Birthday: everyone pays 2M")
    for _ in range(length):
        s = do(s, "Just Say No!")
    assert s.eff["depth"] == length
    s = do(s, "Accept")
    paid = s.banks[0] == [M2]
    assert paid == (length % 2 == 0)
    assert s.plays_left == 2  # Just Say No as an answer is not a play (default)


def test_ruling_11_just_say_no_counts_as_play_variant():
    jsn = cid("Just Say No")
    s = setup(2, hands={0: [cid("It's My Birthday"), jsn], 1: [cid("Just Say No", 1)]},
              banks={1: [M2]}, options=Options.from_names(["jsn_counts_as_play"]))
    s = run(s, "It's My Birthday: everyone pays 2M", "Just Say No!", "Just Say No!")
    assert s.plays_left == 1


def test_ruling_11_each_target_decides_separately():
    s = _birthday_state({1: 1})
    s = do(s, "It's My Birthday: everyone pays 2M")
    assert s.to_act == (1,)
    s = run(s, "Just Say No!", "Accept")   # seat 1 says no, seat 0 lets it stand
    assert s.to_act == (2,) and s.phase == "respond"
    assert labels(s, 2) == ["Accept"]       # offered even without a Just Say No
    s = do(s, "Accept")
    assert s.banks[0] == [cid("2M", 1)] and s.banks[1] == [M2]
    # rent to everyone: the same, target by target
    rent = cid("Red/Yellow Rent")
    s = setup(3, hands={0: [rent], 2: [cid("Just Say No")]}, tables={0: [["red", -1, -1, KY]]},
              banks={1: [M2], 2: [cid("2M", 1)]})
    s = run(s, "Charge rent: Red, to everyone", "Charge rent", "Accept", "Just Say No!", "Accept")
    assert s.banks[0] == [M2] and s.phase == "play"


@pytest.mark.parametrize("variant", [False, True])
def test_ruling_12_hand_limit_seven(variant):
    opts = Options(hand_limit_to_draw_bottom=variant)
    hand = [cid(n) for n in ("1M", "2M", "3M", "4M", "5M", "10M", "Pass Go", "Sly Deal", "House")]
    s = setup(2, hands={0: hand}, options=opts)
    s = do(s, "End turn")
    assert s.phase == "discard" and s.to_act == (0,)
    s = do(s, "Discard 10M")
    assert s.phase == "discard"
    bottom = s.draw[0]
    s = do(s, "Discard 1M")
    assert s.turn == 1 and len(s.hands[0]) == 7
    ten = cid("10M")
    if variant:
        assert ten not in s.discard and bottom == ten and s.draw[1] == ten
    else:
        assert s.discard[-2:] == [ten, M1]


def test_ruling_13_win_on_turn_needs_three_different_colours():
    s = setup(2, hands={0: [PP]},
              tables={0: [["brown", -1, -1, MED, BAL], ["red", -1, -1, KY, IN, IL],
                          ["red", -1, -1, RY, cid("Red/Yellow Wild", 1), MULTI],
                          ["dark_blue", -1, -1, BW]]})
    assert s.outcome is None  # brown + red + red: only two colours
    s = do(s, "Play Park Place as Dark Blue")
    assert s.outcome.winners == (0,) and s.outcome.reason == "three sets" and s.to_act == ()


def test_ruling_13_win_off_turn_counts_at_start_of_own_turn():
    s = setup(2, hands={0: [cid("Forced Deal")]},
              tables={0: [["dark_blue", -1, -1, BW]],
                      1: [["brown", -1, -1, MED, BAL], ["red", -1, -1, KY, IN, IL],
                          ["dark_blue", -1, -1, PP], ["utility", -1, -1, EC]]})
    s = run(s, "Forced Deal: take Electric Company from {p1}", "Give Boardwalk", "Accept")
    assert ["dark_blue", -1, -1, PP, BW] in s.tables[1] and s.outcome is None
    assert s.turn == 0  # seat 1 has three sets but it is not their turn
    s = do(s, "End turn")
    assert s.outcome.winners == (1,)


def test_ruling_14_reshuffle_discard_pile():
    s = setup(2, hands={0: [M1]}, draw=[M2])
    assert len(s.discard) > 0
    before = sorted(s.discard)
    s = do(s, "End turn")  # seat 1 has an empty hand: draws 5, pile has 1
    assert any(e.kind == "reshuffle" for e in s.events)
    assert len(s.hands[1]) == 5 and sorted(s.draw + s.hands[1]) == sorted(before + [M2])
    # both piles empty: draw what there is (nothing)
    s = setup(2, hands={0: [M1]}, banks={1: [c for c in range(106) if c != M1]}, draw=[])
    assert s.discard == []
    s = do(s, "End turn")
    assert s.hands[1] == [] and s.turn == 1 and s.phase == "play"


def test_pass_go_is_discarded_after_its_draw_so_a_reshuffle_leaves_it_out():
    go = cid("Pass Go")
    s = setup(2, hands={0: [go]}, banks={1: [M5]}, draw=[M2])
    assert len(s.discard) > 2
    s = do(s, "Play Pass Go: draw 2")
    assert any(e.kind == "reshuffle" for e in s.events)
    # the player drew the last card and one from the reshuffled pile, never the Pass Go itself
    assert M2 in s.hands[0] and len(s.hands[0]) == 2 and go not in s.hands[0]
    assert s.discard == [go] and go not in s.draw
    assert s.plays_left == 2


def test_ruling_15_two_decks_for_six_players():
    s = deal.new_game(6, 3)
    ids = sorted(deal.all_card_ids(s))
    assert ids == list(range(212))
    assert all(len(h) == 5 for h in s.hands[1:]) and len(s.hands[0]) == 7
    assert deal.view(s, 0)["draw_count"] == 212 - 32
    for n in range(2, 6):
        assert sorted(deal.all_card_ids(deal.new_game(n, 3))) == list(range(106))


def test_ruling_11_variant_no_answer_without_a_play_left():
    s = setup(2, hands={0: [cid("It's My Birthday"), cid("Just Say No")], 1: [cid("Just Say No", 1)]},
              banks={1: [M2]}, plays_left=1, options=Options.from_names(["jsn_counts_as_play"]))
    s = run(s, "It's My Birthday: everyone pays 2M", "Just Say No!")
    assert s.to_act == (0,) and labels(s, 0) == ["Accept"]  # the window still opens
