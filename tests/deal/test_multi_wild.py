"""The multi-colour wildcard ruling (docs/rulings/deal.md, "Property area and sets"): multi-colour
wilds alone are no property of their colour — never complete, no rent, no Deal Breaker target,
two of them never make a set — in every place the engine counts a set's cards."""
from game import deal
from game.deal.cards import DECK_SIZE, NAME
from game.deal.sets import complete_colors, has_won, is_complete, set_rent
from tests.deal.helpers import cid, do, labels, run, setup

M1, M2 = [c for c in range(DECK_SIZE) if NAME[c] == "Multi-colour Wild"]
MED, BAL = cid("Mediterranean Avenue"), cid("Baltic Avenue")
BW, PP = cid("Boardwalk"), cid("Park Place")
PAC, NC, PEN = cid("Pacific Avenue"), cid("North Carolina Avenue"), cid("Pennsylvania Avenue")
KY = cid("Kentucky Avenue")
FOUR = cid("4M")


def test_played_sequence_two_multicolour_wilds_never_win():
    """Seat 0 pays a debt with Mediterranean, leaving its multi-colour wild alone in brown, then
    Sly Deals the other multi-colour wild: the two wilds make no brown set and nobody wins."""
    s = setup(2, hands={0: [cid("Sly Deal")], 1: [cid("Debt Collector")]}, banks={0: [FOUR]},
              tables={0: [["brown", -1, -1, MED, M1], ["dark_blue", -1, -1, BW, PP],
                          ["green", -1, -1, PAC, NC, PEN]],
                      1: [["red", -1, -1, KY, M2]]}, turn=1)
    assert complete_colors(s.tables[0]) == {"brown", "dark_blue", "green"}
    s = run(s, "Debt Collector: {p0} pays 5M", "Accept", "Pay with Mediterranean Avenue",
            f"Pay with 4M #{FOUR}", "Confirm payment")
    assert s.tables[0][0] == ["brown", -1, -1, M1]          # the wild stays where it is
    assert not is_complete(s.tables[0][0]) and set_rent(s.tables[0][0]) == 0
    s = do(s, "End turn")
    assert s.turn == 0 and s.outcome is None
    sly = next(x for x in labels(s, 0) if x.startswith("Sly Deal") and "Multi" in x)
    s = run(s, sly, "Accept")
    # with no set holding another card to join, the receiver may pick any colour ...
    assert s.phase == "place" and f"Place Multi-colour Wild #{M2} as Brown" in labels(s, 0)
    s = do(s, f"Place Multi-colour Wild #{M2} as Brown")
    # ... but it goes into a set of its own, never next to the lone multi-colour wild
    browns = [st for st in s.tables[0] if st[0] == "brown"]
    assert browns == [["brown", -1, -1, M1], ["brown", -1, -1, M2]]
    assert s.outcome is None and not has_won(s.tables[0])
    assert deal.view(s, 0)["players"][0]["complete_sets"] == 2
    s = do(s, "End turn")
    s = do(s, "End turn")
    assert s.outcome is None            # still no win at the start of the next turn


def _dark_blue_multis():
    return setup(2, hands={0: [cid("Deal Breaker"), cid("House")], 1: [cid("Deal Breaker", 1)]},
                 tables={0: [["dark_blue", -1, -1, M1, M2], ["red", -1, -1, KY]]}, turn=1)


def test_two_multicolour_wilds_are_no_complete_set_and_charge_no_rent():
    s = _dark_blue_multis()
    dark = s.tables[0][0]
    assert not is_complete(dark) and set_rent(dark) == 0
    view = deal.view(s, 0)["players"][0]["sets"][0]
    assert view["complete"] is False and view["rent"] == 0
    # no Deal Breaker can take them as a set
    assert not any(x.startswith("Deal Breaker") for x in labels(s, 1))


def test_no_rent_and_no_house_for_a_set_of_multicolour_wilds():
    s = _dark_blue_multis()
    s = do(s, "End turn")
    names = labels(s, 0)
    assert not any(x.startswith("Build House") for x in names)
    s = setup(2, hands={0: [cid("Green/Dark Blue Rent"), cid("Wild Rent")]},
              tables={0: [["dark_blue", -1, -1, M1]]})
    assert not any("Dark Blue" in x and "rent" in x.lower() for x in labels(s, 0) if
                   not x.startswith("Bank"))


def test_a_real_card_joins_a_lone_multicolour_wild_and_completes_the_set():
    s = setup(2, hands={0: [MED]}, tables={0: [["brown", -1, -1, M1]]})
    s = do(s, "Play Mediterranean Avenue as Brown")
    assert s.tables[0] == [["brown", -1, -1, M1, MED]] and is_complete(s.tables[0][0])
    assert set_rent(s.tables[0][0]) == 2


def test_multicolour_wild_cannot_be_played_or_moved_next_to_multicolour_wilds_only():
    s = setup(2, hands={0: [M2]}, tables={0: [["brown", -1, -1, M1], ["red", -1, -1, KY]]})
    names = labels(s, 0)
    plays = [x for x in names if x.startswith("Play Multi-colour Wild")]
    assert len(plays) == 1 and "Red" in plays[0]
    moves = [x for x in names if x.startswith("Move")]
    assert moves == [f"Move Multi-colour Wild #{M1} to Red"]


def test_sly_deal_may_take_from_a_set_of_multicolour_wilds():
    s = setup(2, hands={1: [cid("Sly Deal")]}, tables={0: [["dark_blue", -1, -1, M1, M2]]}, turn=1)
    assert any(x.startswith("Sly Deal") and "Multi" in x for x in labels(s, 1))


def test_buildings_leave_a_set_whose_last_real_card_is_paid_away():
    s = setup(2, hands={1: [cid("Debt Collector")]},
              tables={0: [["brown", cid("House"), -1, MED, M1]]}, turn=1)
    s = run(s, "Debt Collector: {p0} pays 5M", "Accept")
    # Mediterranean (1M) and the house (3M) are all there is: paid at once, the wild stays
    assert s.tables[0] == [["brown", -1, -1, M1]]
    assert set_rent(s.tables[0][0]) == 0
