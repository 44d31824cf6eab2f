"""Monopoly Deal heuristic: scores every legal action from the seat's view.

Scores are in "points" of a position value where a complete set is worth about 10, partial sets
grow with the square of their completion, and bank money protects with diminishing returns.
Everything is read from the view plus the static card table (which is public knowledge).
"""
import math
from collections import Counter
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import assert_never

from game.ai.policy import Plan, all_of, best_index
from game.ai.sets_model import SetsModel
from game.ai.subsets import count_by, least_at_least, toggle_score
from game.core.actions import Action
from game.core.view_types import own_seat
from game.deal import actions as A
from game.deal.cards import ACTION, CARD_COLORS, IS_MULTI, KEY, KIND, SET_SIZE, VALUE
from game.deal.view_types import DealPending, DealView, PendingAction

WIN_WORTH = 100.0                             # three distinct complete colours
# Strength (in complete-set units) of holding a card in hand, by action or kind.
_HAND_WORTH = {"jsn": 0.25, "deal_breaker": 0.1, "sly_deal": 0.1, "forced_deal": 0.06,
               "double_rent": 0.04, "rent": 0.03, "debt_collector": 0.05, "birthday": 0.03,
               "pass_go": 0.03, "house": 0.03, "hotel": 0.03, "property": 0.08, "wild": 0.06,
               "money": 0.02}
TACTICAL_PHASES = frozenset({"pay", "discard", "place", "give"})


@dataclass(frozen=True)
class DealWeights:
    """The heuristic's hand-set numbers, in points. The defaults are Normal's judgement (and the
    policy Hard searches with); ``lab/tune.py`` searches other sets by self-play."""

    complete_one: float = 10.0        # one complete colour
    complete_two: float = 22.0        # two complete colours (three is a win: 100)
    partial_scale: float = 5.5        # an incomplete set: this times its completion squared
    partial_boost: float = 0.35       # partial sets count this much more per complete set held
    bank_max: float = 8.0             # bank money's protection approaches this many points
    bank_decay: float = 8.0           # ... and reaches 63 % of it at this many M
    leader_weight: float = 0.45       # hurting the leading rival, per point it loses
    rival_weight: float = 0.25        # hurting another rival
    play_property: float = 0.3
    bank_money: float = 0.2
    pass_go: float = 1.5
    pass_go_per_play: float = 2.5     # per play left after Pass Go
    debt_cost: float = 1.0            # what playing each action card costs (it leaves the hand)
    birthday_cost: float = 0.8
    sly_cost: float = 1.5
    forced_cost: float = 1.5
    breaker_cost: float = 1.0
    double_cost: float = 1.2
    move_cost: float = 0.05
    house: float = 2.5
    hotel: float = 3.0
    jsn_spare: float = 0.5            # per Just Say No held, when deciding to spend one
    table_harm: float = 2.0           # per M a rival pays from its table instead of its bank
    table_gain: float = 0.3           # per M we receive as property
    rent_keep: float = 0.5            # share of a rent card's keep value its play costs
    rent_waiting: float = 1.5         # rent now while a property of that colour waits in hand
    breaker_threat: float = 3.0       # losing a set to a Deal Breaker, beyond the set's value
    steal_threat: float = 0.3         # share of what a stolen card gains the thief
    pay_building: float = 0.5         # cost per M of paying with a house or hotel
    pay_property_value: float = 0.2   # cost per M of paying with a property (besides the set loss)
    pay_loss_value: float = 0.3       # the same, when valuing a payment we might refuse
    keep_property: float = 6.0        # what keeping each card in hand is worth
    keep_multi: float = 4.0
    keep_money: float = 0.4           # per M
    keep_rent_owned: float = 2.0
    keep_rent_other: float = 0.6
    keep_jsn: float = 7.0
    keep_breaker_live: float = 7.0    # a Deal Breaker while a rival holds a complete set
    keep_breaker: float = 4.5
    keep_sly: float = 3.5
    keep_forced: float = 2.5
    keep_debt: float = 2.5
    keep_birthday: float = 1.8
    keep_double: float = 1.5
    keep_pass_go: float = 1.2
    keep_house: float = 1.5
    keep_hotel: float = 1.5
    keep_other: float = 1.0


NORMAL_WEIGHTS = DealWeights()


def bank_utility(total: float, w: DealWeights = NORMAL_WEIGHTS) -> float:
    """Points for bank money: protection against rent, with diminishing returns."""
    return w.bank_max * (1.0 - math.exp(-total / w.bank_decay))


class Tableau(SetsModel):
    """One seat's property area as (colour, card ids) sets, for what-if valuations."""

    __slots__ = ()

    def add(self, card: int, color: str) -> None:
        """Add to the fullest incomplete set of ``color`` (or start one), as the engine does."""
        best = -1
        for i, (col, cards) in enumerate(self.sets):
            if (col == color and len(cards) < SET_SIZE[color]
                    and (best < 0 or len(cards) > len(self.sets[best][1]))):
                best = i
        if best < 0:
            self.sets.append((color, [card]))
        else:
            self.sets[best][1].append(card)

    def counts(self) -> tuple[set[str], dict[str, int]]:
        """Distinct complete colours, and the size of the fullest incomplete set per other colour."""
        complete: set[str] = set()
        partial: dict[str, int] = {}
        for color, cards in self.sets:
            for c in cards:
                if not IS_MULTI[c]:
                    break
            else:
                continue            # multi-colour wildcards alone are no set of their colour
            n = len(cards)
            if n >= SET_SIZE[color]:
                complete.add(color)
            elif n > partial.get(color, 0):
                partial[color] = n
        for color in complete:
            partial.pop(color, None)
        return complete, partial

    def value(self, w: DealWeights = NORMAL_WEIGHTS) -> float:
        complete, partial = self.counts()
        done = min(len(complete), 3)
        boost = 1.0 + w.partial_boost * min(done, 2)
        worth = (0.0, w.complete_one, w.complete_two, WIN_WORTH)[done]
        scale = w.partial_scale
        return worth + boost * sum(scale * (n / SET_SIZE[color]) ** 2 for color, n in partial.items())

    def strength(self) -> float:
        """Complete colours plus fractional progress (the search's evaluation scale)."""
        complete, partial = self.counts()
        parts = sorted(((n / SET_SIZE[c]) ** 2 for c, n in partial.items()), reverse=True)
        return len(complete) + 0.5 * sum(parts[:3])


class DealPolicy:
    """The Monopoly Deal heuristic (see ``game.ai.policy.Policy``) with the given weights."""

    def __init__(self, weights: DealWeights = NORMAL_WEIGHTS) -> None:
        self.weights = weights
        w = weights
        self.keep_actions = {
            "jsn": w.keep_jsn, "sly_deal": w.keep_sly, "forced_deal": w.keep_forced,
            "debt_collector": w.keep_debt, "birthday": w.keep_birthday, "double_rent": w.keep_double,
            "pass_go": w.keep_pass_go, "house": w.keep_house, "hotel": w.keep_hotel}

    def is_tactical(self, view: DealView, legal: list[Action]) -> bool:
        return view["phase"] in TACTICAL_PHASES

    def decision_key(self, view: DealView) -> Hashable:
        pending = view["pending"]
        action = pending["action"] if pending else None
        return (view["turn_count"], view["phase"], action["card"]["id"] if action else None,
                pending.get("amount") if pending else None)

    def macros(self, view: DealView, legal: list[Action]) -> list[Plan]:
        return []       # payments, discards and colour choices follow the heuristic directly

    def plan(self, view: DealView, legal: list[Action]) -> Plan | None:
        """A payment's cards (by kind, ``KEY``); None for the other decisions."""
        if view["phase"] != "pay":
            return None
        return tuple(sorted(KEY[c] for c in _Context(view, self)._pay_plan(_pending(view)["amount"])))

    def follow(self, view: DealView, legal: list[Action], plan: Plan) -> tuple[Action, bool]:
        action = legal[best_index(pay_toggles(view, legal, plan))]
        return action, isinstance(action, A.ConfirmPayment)

    def strength(self, view: DealView) -> float:
        me = own_seat(view)
        player = view["players"][me]
        opp_complete = any(st["complete"] for p in view["players"] if p["seat"] != me
                           for st in p["sets"])
        in_hand = sum(_HAND_WORTH.get(c.get("action", c["kind"]), 0.0) for c in view["hand"])
        if opp_complete:
            in_hand += 0.2 * sum(1 for c in view["hand"] if c.get("action") == "deal_breaker")
        bank: int = player["bank_total"]
        return Tableau.of(player["sets"]).strength() + 0.02 * min(bank, 20) + in_hand

    def scores(self, view: DealView, legal: list[Action]) -> list[float]:
        ctx = _Context(view, self)
        phase = view["phase"]
        if phase == "pay":
            return ctx.pay_scores(legal)
        if phase == "discard":
            return [-ctx.keep_value(a.card) for a in all_of(A.Discard, legal)]
        return [ctx.score(a) for a in legal]


def _pending(view: DealView) -> DealPending:
    """The decision being waited for (asked only in a phase that has one)."""
    pending = view["pending"]
    if pending is None:
        raise ValueError(f"no pending decision in phase {view['phase']!r}")
    return pending


class _Context:
    """Per-decision derived facts: tableaus, leader, hand contents."""

    def __init__(self, view: DealView, policy: DealPolicy) -> None:
        self.view = view
        self.w = w = policy.weights
        self.keep_actions = policy.keep_actions
        self.me = own_seat(view)
        players = view["players"]
        self.tabs = [Tableau.of(p["sets"]) for p in players]
        self.values = [t.value(w) for t in self.tabs]
        self.banks: list[int] = [p["bank_total"] for p in players]
        self.payables: list[int] = [p["bank_total"] + sum(c["value"] for st in p["sets"] for c in st["cards"])
                         + sum(b["value"] for st in p["sets"] for b in (st["house"], st["hotel"]) if b)
                         for p in players]
        self.hand = [c["id"] for c in view["hand"]]
        opps = [i for i in range(len(players)) if i != self.me]
        self.leader = max(opps, key=lambda i: (self.values[i] + 0.1 * self.banks[i], -i))
        self.plays_left: int = view.get("plays_left", 0)
        self.opp_complete = any(self.tabs[i].counts()[0] for i in opps)

    # --- valuations ---
    def weight(self, seat: int) -> float:
        """How much hurting ``seat`` is worth to us (more for the leader)."""
        return self.w.leader_weight if seat == self.leader else self.w.rival_weight

    def gain_add(self, seat: int, card: int, color: str | None = None) -> float:
        """Value change for ``seat`` receiving property ``card`` (best colour if unspecified)."""
        tab = self.tabs[seat]
        colors = [color] if color else self._colors_for(tab, card)
        best = -1e9
        for col in colors:
            t = tab.copy()
            t.add(card, col)
            best = max(best, t.value(self.w) - self.values[seat])
        return best if best > -1e9 else 0.0

    def loss_remove(self, seat: int, card: int) -> float:
        t = self.tabs[seat].copy()
        t.remove(card)
        return self.values[seat] - t.value(self.w)

    @staticmethod
    def _colors_for(tab: Tableau, card: int) -> list[str]:
        if IS_MULTI[card]:
            # As the engine allows: an incomplete set holding a card that is not a multi-colour
            # wildcard (such wildcards alone are no set of their colour).
            owned = [c for c, cards in tab.sets if len(cards) < SET_SIZE[c]
                     and any(not IS_MULTI[x] for x in cards)]
            return owned or ["brown"]
        return list(CARD_COLORS[card])

    def collect_value(self, target: int, amount: int) -> float:
        """Points for making ``target`` pay ``amount``: our bank grows, theirs (or table) shrinks."""
        got = min(amount, self.payables[target])
        if got <= 0:
            return 0.0
        w = self.w
        mine = bank_utility(self.banks[self.me] + got, w) - bank_utility(self.banks[self.me], w)
        from_bank = min(got, self.banks[target])
        harm = bank_utility(self.banks[target], w) - bank_utility(self.banks[target] - from_bank, w)
        harm += w.table_harm * (got - from_bank)          # the rest comes off their table
        return mine + w.table_gain * (got - from_bank) + self.weight(target) * harm

    def keep_value(self, card: int) -> float:
        """What keeping ``card`` in hand is worth (the cost of banking or discarding it)."""
        w = self.w
        kind = KIND[card]
        if kind in ("property", "wild"):
            return w.keep_property if not IS_MULTI[card] else w.keep_multi
        if kind == "money":
            return w.keep_money * VALUE[card]
        act = ACTION[card]
        if act == "rent":
            colors = CARD_COLORS[card]
            owned = any(c in colors for c, _ in self.tabs[self.me].sets) or len(colors) > 2
            return w.keep_rent_owned if owned else w.keep_rent_other
        if act == "deal_breaker":
            return w.keep_breaker_live if self.opp_complete else w.keep_breaker
        return self.keep_actions.get(act, w.keep_other)

    # --- the play phase and the other single-step decisions ---
    def score(self, action: Action) -> float:
        me, w, a = self.me, self.w, A.deal_action(action)
        match a:
            case A.EndTurn():
                return 0.0
            case A.PlayProperty():
                return w.play_property + self.gain_add(me, a.card, a.color)
            case A.Bank():
                money = bank_utility(self.banks[me] + VALUE[a.card], w) - bank_utility(self.banks[me], w)
                if KIND[a.card] == "money":
                    return w.bank_money + money
                return money - self.keep_value(a.card)
            case A.PassGo():
                return w.pass_go + w.pass_go_per_play * (self.plays_left - 1)
            case A.Rent():
                return self._rent_score(a)
            case A.DebtCollector():
                return self.collect_value(a.target, self.view["rules"]["debt_collector"]) - w.debt_cost
            case A.Birthday():
                each = self.view["rules"]["birthday"]
                return sum(self.collect_value(o, each) for o in self._others()) - w.birthday_cost
            case A.SlyDeal():
                return (self.gain_add(me, a.take) + self.weight(a.target) * self.loss_remove(a.target, a.take)
                        - w.sly_cost)
            case A.ForcedDeal():
                give = min((self.loss_remove(me, c) for _, cards in self.tabs[me].sets for c in cards),
                           default=0.0)
                return (self.gain_add(me, a.take) + self.weight(a.target) * self.loss_remove(a.target, a.take)
                        - give - w.forced_cost)
            case A.DealBreaker():
                return self._breaker_gain(a.target, a.take, a.color) - w.breaker_cost
            case A.Build():
                return w.house if ACTION[a.card] == "house" else w.hotel
            case A.MoveCard():
                return self._move_gain(a) - w.move_cost
            case A.DoubleRent():
                return self._double_gain() - w.double_cost
            case A.Charge():
                return 0.0
            case A.JustSayNo():
                return self._threat() - self.keep_value(a.card) + w.jsn_spare * sum(
                    1 for c in self.hand if ACTION[c] == "jsn" and KIND[c] == "action")
            case A.Accept():
                return 0.0
            case A.PlaceWild():
                return self.gain_add(me, a.card, a.color)
            case A.ForcedGive():
                other = self._target()
                return -self.loss_remove(me, a.card) - self.weight(other) * self.gain_add(other, a.card)
            case A.PaySelect() | A.PayUnselect() | A.ConfirmPayment() | A.Discard():
                return 0.0      # payments and discards are scored by their own phases
            case _:
                assert_never(a)

    def _effect(self) -> PendingAction:
        """The action being resolved (asked only while one is)."""
        action = _pending(self.view)["action"]
        if action is None:
            raise ValueError(f"no action is being resolved in phase {self.view['phase']!r}")
        return action

    def _target(self) -> int:
        """The seat the action being resolved is aimed at now."""
        target = self._effect()["target"]
        if target is None:
            raise ValueError("the action being resolved has no target left")
        return target

    def _others(self) -> list[int]:
        return [i for i in range(len(self.tabs)) if i != self.me]

    def _breaker_gain(self, target: int, take: int, color: str) -> float:
        tab_t = self.tabs[target]
        cards = next((cards for col, cards in tab_t.sets if take in cards), [take])
        mine = self.tabs[self.me].copy()
        theirs = tab_t.copy()
        for c in cards:
            theirs.remove(c)
        mine.sets.append((color, list(cards)))
        return (mine.value(self.w) - self.values[self.me]
                + self.weight(target) * (self.values[target] - theirs.value(self.w)))

    def _rent_score(self, a: A.Rent) -> float:
        me = self.me
        rent = max((st["rent"] for st in self.view["players"][me]["sets"] if st["color"] == a.color),
                   default=0)
        doubles = sum(1 for c in self.hand if ACTION[c] == "double_rent")
        most = self.view["rules"]["max_doubles"]
        mult = 2 ** min(doubles, most, max(self.plays_left - 1, 0))
        targets = self._others() if a.target < 0 else [a.target]
        value = sum(self.collect_value(o, rent * mult) for o in targets)
        waiting = any(KIND[c] in ("property", "wild") and a.color in CARD_COLORS[c]
                      and not IS_MULTI[c] for c in self.hand)
        w = self.w
        return (value - self.keep_value(a.card) * w.rent_keep
                - (w.rent_waiting if waiting and self.plays_left > 1 else 0.0))

    def _double_gain(self) -> float:
        eff = self._effect()
        amount = eff["amount"]
        targets = eff["targets"]
        return sum(self.collect_value(o, 2 * amount) - self.collect_value(o, amount) for o in targets)

    def _move_gain(self, a: A.MoveCard) -> float:
        me = self.me
        t = self.tabs[me].copy()
        src = next(i for i, (_, cards) in enumerate(t.sets) if a.card in cards)
        t.sets[src][1].remove(a.card)
        same = [i for i, (col, _) in enumerate(t.sets) if col == a.color]
        if a.dest < 0 or a.dest >= len(same):
            t.sets.append((a.color, [a.card]))
        else:
            t.sets[same[a.dest]][1].append(a.card)
        t.sets = [s for s in t.sets if s[1]]
        return t.value(self.w) - self.values[me]

    def _threat(self) -> float:
        """What the pending action is worth to its actor, seen from our side of the Just Say No."""
        eff = self._effect()
        me, actor = self.me, eff["actor"]
        kind = eff["kind"]
        take = eff["take"]["id"] if eff["take"] else -1
        if me == actor:                           # they said no to us: how much do we lose?
            target = self._target()
            if kind in ("rent", "debt", "birthday"):
                return self.collect_value(target, eff["amount"])
            if kind == "breaker":
                return self._breaker_gain(target, take, eff["color"])
            return self.gain_add(me, take) + self.weight(target) * self.loss_remove(target, take)
        if kind in ("rent", "debt", "birthday"):
            return self._pay_loss(eff["amount"])
        if kind == "breaker":
            cards = next((cards for col, cards in self.tabs[me].sets if take in cards), [take])
            t = self.tabs[me].copy()
            for c in cards:
                t.remove(c)
            return self.values[me] - t.value(self.w) + self.w.breaker_threat
        loss = self.loss_remove(me, take) + self.w.steal_threat * self.gain_add(actor, take)
        if kind == "forced" and eff["give"]:
            loss -= self.gain_add(me, eff["give"]["id"])
        return loss

    # --- payments ---
    def _pay_plan(self, amount: int) -> list[int]:
        """The cards to pay ``amount`` with: money first (least overpayment), then the properties
        whose loss hurts least."""
        me = self.me
        player = self.view["players"][me]
        bank = [c["id"] for c in player["bank"]]
        bank_total = sum(VALUE[c] for c in bank)
        if bank_total >= amount:
            return least_at_least(bank, VALUE, amount) or bank
        plan = list(bank)
        need = amount - bank_total
        extras = []
        for st in player["sets"]:
            for b in (st["house"], st["hotel"]):
                if b:
                    extras.append((self.w.pay_building * VALUE[b["id"]], b["id"]))
            for c in st["cards"]:
                if VALUE[c["id"]] > 0:
                    extras.append((self.loss_remove(me, c["id"]) + self.w.pay_property_value * VALUE[c["id"]],
                                   c["id"]))
        extras.sort(key=lambda e: (e[0] / max(VALUE[e[1]], 1), -VALUE[e[1]], e[1]))
        chosen = []
        for _, card in extras:
            if need <= 0:
                break
            chosen.append(card)
            need -= VALUE[card]
        # Drop chosen cards that turned out unnecessary (largest first keeps the total enough).
        for card in sorted(chosen, key=lambda c: -VALUE[c]):
            if sum(VALUE[c] for c in plan + chosen) - VALUE[card] >= amount:
                chosen.remove(card)
        return plan + chosen

    def _pay_loss(self, amount: int) -> float:
        plan = self._pay_plan(amount)
        me = self.me
        bank = {c["id"] for c in self.view["players"][me]["bank"]}
        money = sum(VALUE[c] for c in plan if c in bank)
        w = self.w
        loss = bank_utility(self.banks[me], w) - bank_utility(self.banks[me] - money, w)
        return loss + sum(self.loss_remove(me, c) + w.pay_loss_value * VALUE[c] for c in plan if c not in bank)

    def pay_scores(self, legal: list[Action]) -> list[float]:
        plan = self._pay_plan(_pending(self.view)["amount"])
        return pay_toggles(self.view, legal, [KEY[c] for c in plan])


def pay_toggles(view: DealView, legal: list[Action], plan_keys: Iterable[int]) -> list[float]:
    """Steps toward selecting exactly the cards of ``plan_keys`` (by ``KEY``), then confirm."""
    want = Counter(plan_keys)
    have = count_by(KEY, [c["id"] for c in _pending(view)["selected"]])
    out = []
    for a in legal:
        if isinstance(a, (A.PaySelect, A.PayUnselect)):
            out.append(toggle_score(isinstance(a, A.PaySelect), KEY[a.card], have, want))
        else:
            out.append(0.5)
    return out


POLICY = DealPolicy()

