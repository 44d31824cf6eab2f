"""The card table and each card type's behaviour."""
from collections import Counter

from game import bid
from game.bid import actions as A
from game.bid.cards import COLOR_NAMES, COLORS, DECK_SIZE, KIND, NAME, PROPERTY, SET_SIZE, card_object
from lab.invariants import check_illegal_rejected
from tests.bid.helpers import cid, do, labels, pass_window, setup

KY, IN, BW = cid("Kentucky Avenue"), cid("Indiana Avenue"), cid("Boardwalk")
M1, M2, M3 = cid("1M"), cid("2M"), cid("3M")
W0, ST, D2, NP0 = cid("Wild!"), cid("Steal!"), cid("Draw 2!"), cid("Nope!")


def test_deck_composition():
    assert DECK_SIZE == 110
    names = Counter(NAME)
    assert [names[f"{v}M"] for v in range(1, 6)] == [10] * 5
    assert [names[a] for a in ("Wild!", "Steal!", "Draw 2!", "Nope!")] == [8] * 4
    props = [i for i in range(DECK_SIZE) if KIND[i] == PROPERTY]
    assert props == list(range(28)) and len({NAME[i] for i in props}) == 28
    per_color = Counter(card_object(i)["colors"][0] for i in props)
    assert per_color == Counter(SET_SIZE) and set(COLOR_NAMES) == set(COLORS)
    assert NAME[BW] == "Boardwalk" and NAME[cid("Short Line")] == "Short Line"


def test_card_objects():
    assert card_object(BW) == {"id": BW, "kind": "property", "name": "Boardwalk", "value": 0,
                               "colors": ["dark_blue"], "set_size": 2}
    assert card_object(M3)["kind"] == "money" and card_object(M3)["value"] == 3
    assert card_object(W0)["kind"] == "wild" and card_object(W0)["colors"] == ["any"]
    assert card_object(NP0)["kind"] == "action" and card_object(NP0)["action"] == "nope"
    card_object(BW)["colors"].append("x")
    assert card_object(BW)["colors"] == ["dark_blue"]          # fresh copies


def test_money_only_bids():
    s = setup(3, hands={0: [M1, M2, W0]}, props=[BW])
    assert not any("1M" in label for label in labels(s, 0))
    s = do(s, "Start the auction")
    assert labels(s, 0) == ["Add 1M to your bid", "Add 2M to your bid", "Confirm: no bid"]


def test_wild_choices_and_host_only():
    s = setup(3, hands={0: [W0], 1: [cid("Wild!", 1)]})
    wilds = [a for a in bid.legal_actions(s, 0) if isinstance(a, A.PlayWild)]
    assert [a.color for a in wilds] == list(COLORS)
    assert bid.legal_actions(s, 1) == []
    check_illegal_rejected(bid, s, A.PlayWild(1, cid("Wild!", 1), "red"))


def test_steal_fizzles_if_target_traded_away_during_window():
    s = setup(3, hands={0: [ST], 1: [M1], 2: [M2]}, sets={1: [("red", [KY])], 2: [("red", [IN])]})
    s = do(s, "Steal Kentucky Avenue from {p1}")
    s = do(s, "Propose a trade to {p2}", 1)
    s = do(s, "Offer Kentucky Avenue", 1)
    s = do(s, "Send the offer", 1)
    s = do(s, "Accept the trade", 2)
    s = pass_window(s)
    assert [4, IN, KY] in s.sets[2] and s.sets[0] == [] and ST in s.discard
    assert any(e.kind == "fizzle" for e in s.events)


def test_draw2_draws_two():
    s = setup(2, hands={0: [D2], 1: [M3]}, draw=[M1, M2])
    s = pass_window(do(s, "Play Draw 2!"))
    assert sorted(s.hands[0]) == sorted([M1, M2]) and D2 in s.discard
    event = next(e for e in s.events if e.kind == "draw")
    assert event.private == {0: "You draw 2M, 1M"} and "M" not in event.text.replace("{p0}", "")


def test_nope_only_in_a_window():
    s = setup(3, hands={0: [NP0, D2], 1: [cid("Nope!", 1)]})
    assert "Play Nope!" not in labels(s, 0)
    s = do(s, "Play Draw 2!")
    assert labels(s, 1) == ["Play Nope!", "Let it pass"] and labels(s, 0) == []
    s = do(s, "Play Nope!", 1)
    assert s.to_act == (0,) and labels(s, 0)[:2] == ["Play Nope!", "Let it pass"]


def test_property_cards_never_in_a_hand():
    s = bid.new_game(4, 3)
    for _ in range(400):
        if not s.to_act:
            break
        assert all(KIND[c] != PROPERTY for h in s.hands for c in h)
        s = bid.play(s, bid.legal_actions(s, s.to_act[0])[0])


def test_host_action_limit():
    s = setup(2, hands={0: [D2, cid("Draw 2!", 1), cid("Draw 2!", 2)]})
    s.actions_left = 2                 # as if 30 of the 32 allowed this turn were played
    s = do(s, "Play Draw 2!")
    s = do(s, "Play Draw 2!")
    assert s.actions_left == 0 and "Play Draw 2!" not in labels(s, 0)
    assert "Start the auction" in labels(s, 0)
