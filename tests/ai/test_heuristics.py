"""Focused checks of the heuristics' key judgements, on real views edited into a scenario."""
import random

from game import bid, deal
from game.ai.bid_heuristic import POLICY as BID
from game.ai.bid_heuristic import _Context as BidContext
from game.ai.deal_heuristic import POLICY as DEAL
from game.ai.levels import bot_for_level
from game.bid.cards import card_object
from game.deal import actions as DA
from game.deal.cards import NAME, card_json


def _deal_card(name: str, skip: int = 0) -> int:
    return [i for i in range(106) if NAME[i] == name][skip]


def test_deal_pays_with_least_money_and_keeps_sets() -> None:
    s = deal.new_game(2, 3)
    s.hands[0] = [_deal_card("Debt Collector")]
    s.banks[1] = [_deal_card("1M"), _deal_card("2M"), _deal_card("5M")]
    s.tables[1] = [["dark_blue", -1, -1, _deal_card("Park Place"), _deal_card("Boardwalk")]]
    s.cache = None
    s = deal.play(s, DA.DebtCollector(0, s.hands[0][0], 1))
    s = deal.play(s, DA.Accept(1))
    bot, rng = bot_for_level("deal", "normal"), random.Random(0)
    while s.phase == "pay":
        s = deal.play(s, bot.choose(deal.view(s, 1), deal.legal_actions(s, 1), rng))
    assert s.banks[0] == [_deal_card("5M")]          # exact change, no property given
    assert s.tables[1][0][3:] == [_deal_card("Park Place"), _deal_card("Boardwalk")]


def test_deal_just_says_no_to_a_deal_breaker() -> None:
    view = deal.view(deal.new_game(2, 3), 1)
    jsn = _deal_card("Just Say No")
    set_cards = [card_json(_deal_card("Park Place")), card_json(_deal_card("Boardwalk"))]
    view["hand"] = [card_json(jsn)]
    view["players"][1]["sets"] = [{"color": "dark_blue", "cards": set_cards, "complete": True,
                                   "house": None, "hotel": None, "rent": 8}]
    view["phase"] = "respond"
    view["pending"] = {"type": "respond", "seat": 1, "jsn_depth": 0, "action": {
        "kind": "breaker", "actor": 0, "target": 1, "targets": [1], "amount": 0,
        "color": "dark_blue", "take": set_cards[0], "give": None, "doubles": 0, "jsn_depth": 0}}
    legal = [DA.JustSayNo(1, jsn), DA.Accept(1)]
    scores = DEAL.scores(view, legal)
    assert scores[0] > scores[1]


def test_bid_goes_all_in_for_the_winning_property() -> None:
    s = bid.new_game(2, 4)
    while s.phase != "bid":
        seat = s.to_act[0]
        legal = bid.legal_actions(s, seat)
        start = [a for a in legal if type(a).__name__ == "StartAuction"]
        s = bid.play(s, start[0] if start else legal[-1])
    me = s.to_act[0]
    view = bid.view(s, me)
    card = view["pending"]["card"]
    color = card["colors"][0]
    others = [i for i in range(28) if card_object(i)["colors"][0] == color and i != card["id"]]
    full = [[0, 1], [2, 3, 4]]                   # brown and light blue: two complete sets
    if color in ("brown", "light_blue"):
        full = [[20, 21], [24, 25, 26, 27]]      # dark blue and railroad instead
    view["players"][me]["sets"] = [
        {"color": card_object(ids[0])["colors"][0], "cards": [card_object(i) for i in ids],
         "complete": True} for ids in full] + [
        {"color": color, "cards": [card_object(i) for i in others], "complete": False}]
    money = [c for c in view["hand"] if c["kind"] == "money"]
    assert money, "the seeded hand should hold money"
    legal = bid.legal_actions(s, me)
    scores = BID.scores(view, legal)
    assert type(legal[scores.index(max(scores))]).__name__ == "AddToBid"
    # The plan is every money card in hand: the card wins the game.
    assert sorted(BidContext(view)._bid_plan()) == sorted(c["id"] for c in money)
