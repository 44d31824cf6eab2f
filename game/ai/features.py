"""Per-seat position features read from one seat's view, for the learned evaluation.

Each function returns a fixed-length list of floats describing how close the viewing seat
(``view["you"]``) is to winning: its sets, money, the useful cards in its own hand and whether it
moves next. ``game.ai.learned`` weighs them; ``game.ai.fit_eval`` fits the weights from self-play.
Only the view is read, so a bot using them never sees hidden cards.
"""
from typing import Any

from game.ai.bid_heuristic import Collection, _pile_left
from game.ai.deal_heuristic import Tableau, bank_utility
from game.bid.cards import SET_SIZE as BID_SET_SIZE
from game.deal.cards import CARD_COLORS, IS_MULTI, SET_SIZE

DEAL_NAMES = (
    "complete1", "complete2", "partial_sq", "one_away", "two_away", "bank", "bank_utility",
    "table_value", "max_rent", "buildings", "hand_count", "jsn", "deal_breaker",
    "deal_breaker_target", "sly", "forced", "rent_usable", "rent_other", "double_rent", "debt",
    "birthday", "pass_go", "house_hotel", "prop_fits", "prop_other", "multi_wild",
    "money_in_hand", "my_turn", "plays_left",
)

BID_NAMES = (
    "complete1", "complete2", "partial_sq", "one_away", "two_away", "unreachable", "money",
    "money_sq", "money_cards", "nope", "steal", "wild", "draw2", "hand_count", "is_host",
    "props_held",
)


def deal_features(view: dict[str, Any]) -> list[float]:
    """Features of the viewing seat in a Monopoly Deal view (see ``DEAL_NAMES``)."""
    me = view["you"]
    players = view["players"]
    player = players[me]
    tab = Tableau.of(player)
    complete, partial = tab.counts()
    done = min(len(complete), 3)
    missing = [SET_SIZE[c] - n for c, n in partial.items()]
    partial_sq = sum(sorted(((n / SET_SIZE[c]) ** 2 for c, n in partial.items()), reverse=True)[:3])
    owned = {c for c, _ in tab.sets}
    opp_complete = any(st["complete"] for p in players if p["seat"] != me for st in p["sets"])
    bank = player["bank_total"]
    counts = {"jsn": 0, "deal_breaker": 0, "sly_deal": 0, "forced_deal": 0, "double_rent": 0,
              "debt_collector": 0, "birthday": 0, "pass_go": 0, "house": 0, "hotel": 0}
    rent_usable = rent_other = prop_fits = prop_other = multi = money = 0
    for card in view["hand"]:
        kind = card["kind"]
        if kind == "money":
            money += card["value"]
        elif kind == "rent":
            if len(card["colors"]) != 2 or any(c in owned for c in card["colors"]):
                rent_usable += 1
            else:
                rent_other += 1
        elif kind == "action":
            counts[card["action"]] = counts.get(card["action"], 0) + 1
        elif IS_MULTI[card["id"]]:
            multi += 1
        elif any(c in partial for c in CARD_COLORS[card["id"]]):
            prop_fits += 1
        else:
            prop_other += 1
    my_turn = view["turn"] == me
    return [
        float(done >= 1), float(done >= 2), partial_sq,
        float(sum(1 for m in missing if m == 1)), float(sum(1 for m in missing if m == 2)),
        min(bank, 25) / 10.0, bank_utility(bank) / 8.0, min(player["table_value"], 40) / 10.0,
        max((st["rent"] for st in player["sets"]), default=0) / 5.0,
        float(sum(1 for st in player["sets"] for b in ("house", "hotel") if st[b])),
        player["hand_count"] / 7.0, float(counts["jsn"]), float(counts["deal_breaker"]),
        float(counts["deal_breaker"] and opp_complete), float(counts["sly_deal"]),
        float(counts["forced_deal"]), float(rent_usable), float(rent_other),
        float(counts["double_rent"]), float(counts["debt_collector"]), float(counts["birthday"]),
        float(counts["pass_go"]), float(counts["house"] + counts["hotel"]), float(prop_fits),
        float(prop_other), float(multi), min(money, 20) / 10.0, float(my_turn),
        view["plays_left"] / 3.0 if my_turn else 0.0,
    ]


def bid_features(view: dict[str, Any]) -> list[float]:
    """Features of the viewing seat in a Monopoly Bid view (see ``BID_NAMES``)."""
    me = view["you"]
    player = view["players"][me]
    coll = Collection.of(player)
    left = _pile_left(view)
    done = min(coll.complete(), 3)
    partial_sq = one = two = unreachable = 0.0
    parts = []
    for color, cards in coll.sets:
        size = BID_SET_SIZE[color]
        n = len(cards)
        if n >= size:
            continue
        parts.append((n / size) ** 2)
        if n + left.get(color, 0) < size:
            unreachable += 1
        elif size - n == 1:
            one += 1
        elif size - n == 2:
            two += 1
    partial_sq = sum(sorted(parts, reverse=True)[:3])
    money = [c["value"] for c in view["hand"] if c["kind"] == "money"]
    actions = {"nope": 0, "steal": 0, "wild": 0, "draw2": 0}
    for c in view["hand"]:
        if c["kind"] in ("action", "wild") and c.get("action") in actions:
            actions[c["action"]] += 1
    total = sum(money)
    return [
        float(done >= 1), float(done >= 2), partial_sq, one, two, unreachable,
        min(total, 40) / 10.0, (min(total, 40) / 10.0) ** 2, len(money) / 5.0,
        float(actions["nope"]), float(actions["steal"]), float(actions["wild"]),
        float(actions["draw2"]), player["hand_count"] / 7.0, float(view["host"] == me),
        sum(len(cards) for _, cards in coll.sets) / 5.0,
    ]


FEATURES = {"deal": deal_features, "bid": bid_features}
NAMES = {"deal": DEAL_NAMES, "bid": BID_NAMES}
