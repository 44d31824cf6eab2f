"""The card table, and one test per kind of card in play."""
from collections import Counter

from game import deal
from game.deal.cards import ACTION, CARD_COLORS, COLORS, DECK_SIZE, KIND, NAME, SET_SIZE, VALUE, card_json
from tests.deal.helpers import cid, do, labels, run, setup

BW, PP = cid("Boardwalk"), cid("Park Place")
KY, IN = cid("Kentucky Avenue"), cid("Indiana Avenue")
RY = cid("Red/Yellow Wild")
M1, M2, M5 = cid("1M"), cid("2M"), cid("5M")


def test_deck_composition():
    ids = range(DECK_SIZE)
    kinds = Counter(KIND[i] for i in ids)
    assert kinds == {"property": 28, "wild": 11, "money": 20, "action": 34, "rent": 13}
    assert sum(VALUE[i] for i in ids if KIND[i] == "money") == 57
    for color in COLORS:
        props = [i for i in ids if KIND[i] == "property" and CARD_COLORS[i] == (color,)]
        assert len(props) == SET_SIZE[color]
    assert len({NAME[i] for i in ids if KIND[i] == "property"}) == 28
    actions = Counter(ACTION[i] for i in ids if KIND[i] == "action")
    assert actions == {"pass_go": 10, "deal_breaker": 2, "jsn": 3, "sly_deal": 3, "forced_deal": 3,
                       "debt_collector": 3, "birthday": 3, "double_rent": 2, "house": 3, "hotel": 2}
    assert card_json(cid("Multi-colour Wild"))["colors"] == ["any"]
    assert card_json(BW)["rent"] == [3, 8] and card_json(RY)["rents"]["red"] == [2, 3, 6]
    assert NAME[BW + DECK_SIZE] == "Boardwalk"


def test_money_is_banked():
    s = setup(2, hands={0: [M5]})
    s = do(s, "Bank 5M")
    assert s.banks[0] == [M5] and s.plays_left == 2
    assert s.events[0].data == {"cards": [M5], "from": "hand:0", "to": "bank:0"}


def test_property_and_two_colour_wild_played_to_table():
    s = setup(2, hands={0: [BW, RY]})
    assert labels(s, 0) == ["Play Boardwalk as Dark Blue", "Play Red/Yellow Wild as Red",
                            "Play Red/Yellow Wild as Yellow", "End turn"]
    s = run(s, "Play Boardwalk as Dark Blue", "Play Red/Yellow Wild as Yellow")
    assert s.tables[0] == [["dark_blue", -1, -1, BW], ["yellow", -1, -1, RY]]


def test_identical_hand_cards_give_one_action():
    s = setup(2, hands={0: [M1, cid("1M", 1), cid("1M", 2)]})
    assert labels(s, 0) == ["Bank 1M", "End turn"]


def test_pass_go_draws_two():
    s = setup(2, hands={0: [cid("Pass Go")]})
    s = do(s, "Play Pass Go: draw 2")
    assert len(s.hands[0]) == 2 and s.discard[-1] == cid("Pass Go") and s.plays_left == 2


def test_just_say_no_can_be_banked_and_is_never_played_alone():
    s = setup(2, hands={0: [cid("Just Say No")]})
    assert labels(s, 0) == ["Bank Just Say No (4M)", "End turn"]


def test_sly_deal_takes_a_wild_and_receiver_picks_colour():
    s = setup(2, hands={0: [cid("Sly Deal")]}, tables={1: [["red", -1, -1, KY, RY]]})
    s = run(s, f"Sly Deal: take Red/Yellow Wild #{RY} from {{p1}}", "Accept")
    assert s.phase == "place" and s.to_act == (0,)
    s = do(s, f"Place Red/Yellow Wild #{RY} as Yellow")
    assert s.tables == [[["yellow", -1, -1, RY]], [["red", -1, -1, KY]]]


def test_forced_deal_chooses_take_then_give():
    s = setup(2, hands={0: [cid("Forced Deal")]},
              tables={0: [["dark_blue", -1, -1, BW, PP]], 1: [["red", -1, -1, KY]]})
    s = do(s, "Forced Deal: take Kentucky Avenue from {p1}")
    assert s.phase == "give" and labels(s, 0) == ["Give Boardwalk", "Give Park Place"]
    s = run(s, "Give Park Place", "Accept")
    assert s.tables == [[["dark_blue", -1, -1, BW], ["red", -1, -1, KY]],
                        [["dark_blue", -1, -1, PP]]]


def test_forced_deal_needs_a_property_to_give():
    s = setup(2, hands={0: [cid("Forced Deal")]}, tables={1: [["red", -1, -1, KY]]})
    assert not any(x.startswith("Forced Deal") for x in labels(s, 0))


def test_debt_collector_five_million():
    s = setup(3, hands={0: [cid("Debt Collector")]}, banks={2: [M5, M1]})
    assert "Debt Collector: {p1} pays 5M" in labels(s, 0)
    s = run(s, "Debt Collector: {p2} pays 5M", "Accept", f"Pay with 5M #{M5}", "Confirm payment")
    assert s.banks[0] == [M5] and s.banks[2] == [M1] and s.phase == "play"


def test_birthday_everyone_pays_two_in_turn_order():
    s = setup(3, hands={0: [cid("It's My Birthday")]}, banks={1: [M2, M5], 2: [M1]})
    s = do(s, "It's My Birthday: everyone pays 2M")
    assert s.to_act == (1,)
    s = run(s, "Accept", f"Pay with 2M #{M2}", "Confirm payment")
    assert s.to_act == (2,)
    s = do(s, "Accept")  # seat 2 has only 1M: paid at once
    assert sorted(s.banks[0]) == sorted([M2, M1]) and s.phase == "play"


def test_two_colour_rent_charges_everyone_for_an_owned_colour():
    rent = cid("Red/Yellow Rent")
    s = setup(3, hands={0: [rent]}, tables={0: [["red", -1, -1, KY, IN]]}, banks={1: [M5], 2: [M1]})
    assert "Charge rent: Red, to everyone" in labels(s, 0)
    assert "Charge rent: Yellow, to everyone" not in labels(s, 0)
    s = run(s, "Charge rent: Red, to everyone", "Charge rent", "Accept")
    assert s.pay == {"payer": 1, "receiver": 0, "amount": 3, "selected": [], "toggles": 0}


def test_wild_rent_charges_one_player_any_owned_colour():
    rent = cid("Wild Rent")
    s = setup(3, hands={0: [rent]}, tables={0: [["dark_blue", -1, -1, BW, PP]]}, banks={2: [M5, M5 + 1]})
    names = labels(s, 0)
    assert "Charge rent: Dark Blue, to {p1}" in names and "Charge rent: Dark Blue, to {p2}" in names
    s = run(s, "Charge rent: Dark Blue, to {p2}", "Charge rent", "Accept", f"Pay with 5M #{M5}")
    assert "Confirm payment" not in labels(s, 2)
    s = run(s, f"Pay with 5M #{M5 + 1}", "Confirm payment")
    assert s.phase == "play" and sorted(s.banks[0]) == [M5, M5 + 1]  # 8M owed, 10M paid, no change


def test_double_rent_card_only_with_a_rent():
    s = setup(2, hands={0: [cid("Double the Rent")]})
    assert labels(s, 0) == ["Bank Double the Rent (1M)", "End turn"]


def test_house_and_hotel_add_rent():
    house, hotel = cid("House"), cid("Hotel")
    s = setup(2, hands={0: [house, hotel]}, tables={0: [["dark_blue", -1, -1, BW, PP]]})
    s = run(s, "Build House on Dark Blue (Boardwalk)", "Build Hotel on Dark Blue (Boardwalk)")
    v = deal.view(s, 0)["players"][0]["sets"][0]
    assert v["rent"] == 8 + 3 + 4 and v["house"]["id"] == house and v["hotel"]["id"] == hotel


def test_deal_breaker_needs_a_complete_set():
    s = setup(2, hands={0: [cid("Deal Breaker")]}, tables={1: [["red", -1, -1, KY, IN]]})
    assert labels(s, 0) == ["Bank Deal Breaker (5M)", "End turn"]


def test_double_window_is_offered_without_a_double_card():
    # so that nobody learns from to_act whether the renter holds Double the Rent
    s = setup(2, hands={0: [cid("Red/Yellow Rent")]}, tables={0: [["red", -1, -1, KY]]})
    s = do(s, "Charge rent: Red, to everyone")
    assert s.phase == "double" and labels(s, 0) == ["Charge rent"]


def test_deal_breaker_cancelled_by_just_say_no():
    s = setup(2, hands={0: [cid("Deal Breaker")], 1: [cid("Just Say No")]},
              tables={1: [["dark_blue", -1, -1, BW, PP]]})
    s = run(s, "Deal Breaker: take {p1}'s Dark Blue set (Boardwalk)", "Just Say No!")
    assert s.to_act == (0,) and labels(s, 0) == ["Accept"]
    s = do(s, "Accept")
    assert s.tables[1] == [["dark_blue", -1, -1, BW, PP]] and s.tables[0] == []
    assert s.discard[-2:] == [cid("Deal Breaker"), cid("Just Say No")] and s.plays_left == 2


def test_rearranging_keeps_one_incomplete_set_per_colour():
    s = setup(2, tables={0: [["red", -1, -1, KY, IN, cid("Illinois Avenue")], ["red", -1, -1, RY],
                             ["yellow", -1, -1, cid("Atlantic Avenue")]]})
    names = labels(s, 0)
    # into the other red set, or the open yellow set; never a third (split) red set
    assert "Move Kentucky Avenue to Red set 2" in names
    assert f"Move Red/Yellow Wild #{RY} to Yellow" in names
    assert not any("new Red set" in x for x in names)
    s = do(s, "Move Kentucky Avenue to Red set 2")
    assert s.tables[0][:2] == [["red", -1, -1, IN, cid("Illinois Avenue")], ["red", -1, -1, RY, KY]]
    assert s.plays_left == 3 and len(s.seen) == 2


def test_multicolour_wild_moves_only_next_to_another_card():
    multi = cid("Multi-colour Wild")
    s = setup(2, tables={0: [["red", -1, -1, KY, multi], ["dark_blue", -1, -1, BW]]})
    moves = [x for x in labels(s, 0) if x.startswith("Move")]
    assert moves == [f"Move Multi-colour Wild #{multi} to Dark Blue"]
