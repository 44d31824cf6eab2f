"""Monopoly Deal's AI (``AI``, named by ``game.deal.SPEC.ai``): its heuristic policy, the features of
the learned evaluation and the search shapes of the levels.

``features`` describes how close the viewing seat (``view["you"]``) is to winning: its sets, money,
the useful cards in its own hand and whether it moves next. Only the view is read, so a bot using
them never sees hidden cards.
"""
from game.ai.deal_heuristic import POLICY, Tableau, bank_utility
from game.ai.eval_weights import WEIGHTS
from game.ai.hooks import GameAI
from game.core.view_types import own_seat
from game.deal.cards import CARD_COLORS, IS_MULTI, SET_SIZE
from game.deal.state import State
from game.deal.view_types import DealView

FEATURE_NAMES = (
    "complete1", "complete2", "partial_sq", "one_away", "two_away", "bank", "bank_utility",
    "table_value", "max_rent", "buildings", "hand_count", "jsn", "deal_breaker",
    "deal_breaker_target", "sly", "forced", "rent_usable", "rent_other", "double_rent", "debt",
    "birthday", "pass_go", "house_hotel", "prop_fits", "prop_other", "multi_wild",
    "money_in_hand", "my_turn", "plays_left",
)


def features(view: DealView) -> list[float]:
    """Features of the viewing seat in a Monopoly Deal view (see ``FEATURE_NAMES``)."""
    me = own_seat(view)
    players = view["players"]
    player = players[me]
    tab = Tableau.of(player["sets"])
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
        float(sum(1 for st in player["sets"] for b in (st["house"], st["hotel"]) if b)),
        player["hand_count"] / 7.0, float(counts["jsn"]), float(counts["deal_breaker"]),
        float(counts["deal_breaker"] and opp_complete), float(counts["sly_deal"]),
        float(counts["forced_deal"]), float(rent_usable), float(rent_other),
        float(counts["double_rent"]), float(counts["debt_collector"]), float(counts["birthday"]),
        float(counts["pass_go"]), float(counts["house"] + counts["hotel"]), float(prop_fits),
        float(prop_other), float(multi), min(money, 20) / 10.0, float(my_turn),
        view["plays_left"] / 3.0 if my_turn else 0.0,
    ]


# Easy: noise in the heuristic's score units, blunder rate. Hard: rollouts grow by 10 plays per
# seat beyond two (about one turn each), so a four-player rollout still reaches Hard's next turn.
AI: GameAI[State, DealView] = GameAI(
    policy=POLICY, features=features, feature_names=FEATURE_NAMES, weights=WEIGHTS.get("deal"),
    easy=(3.0, 0.3), hard={"candidates": 6, "horizon": 20, "seat_horizon": 10})
