"""Monopoly Bid heuristic: values properties by set progress and blocking, bids from a budget model.

Position values are in "points" (a complete set is worth about 10, a third complete set wins).
Opponents' money is estimated from what the view shows: hand sizes, the money still unseen (the
whole money deck minus our hand and the face-up discards) and the bids revealed at the last auction.
Bids, raises and trade offers are built card by card from one plan recomputed at every step.
"""
from collections import Counter
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import assert_never

from game.ai.policy import NEVER, Plan, all_of, best_index
from game.ai.sets_model import SetsModel
from game.ai.subsets import count_by, least_at_least, most_at_most, toggle_score
from game.bid import actions as A
from game.bid.cards import DRAW_PILE_IDS, KIND, MONEY, NUM_PROPERTIES, PROPERTY, SET_SIZE, VALUE, WILD
from game.bid.view_types import AuctionStep, BidView, Draft, NopeWindow, Offer
from game.core.actions import Action
from game.core.view_types import own_seat

WIN_WORTH = 100.0             # three complete sets
TOTAL_MONEY = sum(VALUE[c] for c in DRAW_PILE_IDS)
MONEY_PER_SET = 20.0          # money in hand worth one complete set, for the search's evaluation
_HAND_WORTH = {"nope": 0.12, "steal": 0.15, "wild": 0.1, "draw2": 0.08}

# The score of a trade offer outside the bot's own round: never the heuristic's choice (every other
# move scores above it), but not a never-move (``NEVER``), so Hard's search may try it.
OFF_TURN = NEVER + 1.0


@dataclass(frozen=True)
class BidWeights:
    """The heuristic's hand-set numbers, in points unless marked M (money). The defaults are
    Normal's judgement (and the policy Hard searches with); ``lab/tune.py`` searches
    other sets by self-play."""

    complete_one: float = 10.0        # one complete set
    complete_two: float = 22.0        # two complete sets (three is a win: 100)
    partial_scale: float = 5.5        # an incomplete set: this times its completion squared
    partial_boost: float = 0.35       # partial sets count this much more per complete set held
    unreachable: float = 0.5          # share counted of a partial set the pile can no longer finish
    leader_weight: float = 0.5        # hurting the leading rival, per point it loses
    rival_weight: float = 0.3         # hurting another rival
    block_all_in: float = 0.9         # share of its money a seat bids to stop a rival's win
    min_per_point: float = 1.2        # M a seat pays per point of gain, at least ...
    money_per_point: float = 12.0     # ... or its money divided by this
    bid_base: float = 1.0             # M on top of the gain-based worth
    block_share: float = 0.4          # share of a rival's gain that blocking it is worth
    outbid: float = 1.0               # M over the likeliest rival bid
    overbid: float = 1.15             # the most a bid may exceed our worth by (times, plus 1 M)
    draw2: float = 3.0
    keep_nope: float = 2.5            # what keeping each card in hand is worth
    keep_steal: float = 1.0
    keep_wild: float = 1.0
    trade_cost: float = 0.5           # proposing a trade rather than auctioning
    trade_min_gain: float = 1.5       # the least our side of a swap must gain
    trade_their_min: float = 0.3      # the least their side must gain (or they decline)
    trade_their_weight: float = 2.0   # how much their gain counts against a swap, times rival weight
    trade_min_score: float = 0.5
    offer_min: float = 0.3            # the least net gain for accepting an offer
    bystander_nope: float = 1.5       # points a host must gain before a bystander plays Nope!


NORMAL_WEIGHTS = BidWeights()


class Collection(SetsModel):
    """One seat's sets as (colour, card ids) for what-if valuations."""

    __slots__ = ()

    def add(self, card: int, color: str) -> None:
        """Join the fullest set of ``color`` that can take the card, as the engine places it."""
        size = SET_SIZE[color]
        wild = KIND[card] == WILD
        best = -1
        for i, (col, cards) in enumerate(self.sets):
            n = len(cards)
            if col != color or n >= size:
                continue
            if wild and n == size - 1 and all(KIND[c] == WILD for c in cards):
                continue
            if best < 0 or n > len(self.sets[best][1]):
                best = i
        if best < 0:
            self.sets.append((color, [card]))
        else:
            self.sets[best][1].append(card)

    def complete(self) -> int:
        return sum(1 for color, cards in self.sets
                   if len(cards) >= SET_SIZE[color] and any(KIND[c] == PROPERTY for c in cards))

    def value(self, left: dict[str, int], w: BidWeights = NORMAL_WEIGHTS) -> float:
        """Points: complete sets (escalating to a win at three) plus weighted partial sets;
        a partial set that the property pile can no longer finish counts less."""
        done = 0
        partial = 0.0
        scale, unreachable = w.partial_scale, w.unreachable
        for color, cards in self.sets:
            size = SET_SIZE[color]
            n = len(cards)
            if n >= size and any(KIND[c] == PROPERTY for c in cards):
                done += 1
                continue
            reach = 1.0 if n + left.get(color, 0) >= size else unreachable
            partial += scale * (n / size) ** 2 * reach
        done = min(done, 3)
        worth = (0.0, w.complete_one, w.complete_two, WIN_WORTH)[done]
        return worth + (1.0 + w.partial_boost * min(done, 2)) * partial

    def strength(self) -> float:
        parts = sorted(((len(cards) / SET_SIZE[color]) ** 2 for color, cards in self.sets
                        if len(cards) < SET_SIZE[color]), reverse=True)
        return min(self.complete(), 3) + 0.5 * sum(parts[:3])


def _pile_left(view: BidView) -> dict[str, int]:
    """Real property cards per colour still in the property pile (or being auctioned)."""
    left = dict(SET_SIZE)
    for p in view["players"]:
        for st in p["sets"]:
            for c in st["cards"]:
                if c["kind"] == "property":
                    left[c["colors"][0]] -= 1
    return left


class BidPolicy:
    """The Monopoly Bid heuristic (see ``game.ai.policy.Policy``) with the given weights."""

    def __init__(self, weights: BidWeights = NORMAL_WEIGHTS) -> None:
        self.weights = weights

    def is_tactical(self, view: BidView, legal: list[Action]) -> bool:
        offer = view.get("offer")
        if offer is not None and offer["to"] == view["you"]:
            return False
        return view.get("draft") is not None or view["phase"] in ("bid", "raise")

    def strength(self, view: BidView) -> float:
        me = own_seat(view)
        money: int = sum(c["value"] for c in view["hand"] if c["kind"] == "money")
        in_hand = sum(_HAND_WORTH.get(c.get("action", ""), 0.0) for c in view["hand"])
        return Collection.of(view["players"][me]["sets"]).strength() + money / MONEY_PER_SET + in_hand

    def scores(self, view: BidView, legal: list[Action]) -> list[float]:
        return _Context(view, self.weights).scores(legal)

    def decision_key(self, view: BidView) -> Hashable:
        pending = view["pending"]
        card = pending["card"]["id"] if pending and pending["type"] != "host_actions" else None
        revealed = len(pending["revealed"]) if pending and pending["type"] in ("bid", "raise") else 0
        return view["round"], view["phase"], card, revealed

    def macros(self, view: BidView, legal: list[Action]) -> list[Plan]:
        """Bid plans (money values to hold) around the heuristic's own, for the search to compare."""
        if not _bidding(view):
            return []
        return _Context(view, self.weights).bid_alternatives()

    def plan(self, view: BidView, legal: list[Action]) -> Plan | None:
        """The heuristic's own bid plan (what ``scores`` steps toward), or None outside a bid."""
        if not _bidding(view):
            return None
        return tuple(sorted(VALUE[c] for c in _Context(view, self.weights)._bid_plan()))

    def sealed_bid(self, view: BidView) -> list[int]:
        """The money cards (ids) the heuristic seals as its bid in this bid or raise step."""
        return _Context(view, self.weights)._bid_plan()

    def follow(self, view: BidView, legal: list[Action], plan: Plan) -> tuple[Action, bool]:
        action = legal[best_index(bid_scores(view, legal, plan))]
        return action, isinstance(action, A.ConfirmBid)


def _window(view: BidView) -> NopeWindow:
    """The open Nope! window (asked only while one is)."""
    pending = view["pending"]
    if pending is None or pending["type"] != "nope_window":
        raise ValueError(f"no Nope! window is open in phase {view['phase']!r}")
    return pending


def _auction(view: BidView) -> AuctionStep:
    """The bid or raise step in progress (asked only during one)."""
    pending = view["pending"]
    if pending is None or pending["type"] not in ("bid", "raise"):
        raise ValueError(f"no auction step in phase {view['phase']!r}")
    return pending


def _bidding(view: BidView) -> bool:
    """A sealed bid or raise step of the viewer (not a trade draft or an offer to answer)."""
    offer = view.get("offer")
    return view["phase"] in ("bid", "raise") and view.get("draft") is None and (
        offer is None or offer["to"] != view["you"])


def bid_scores(view: BidView, legal: list[Action], plan_values: Iterable[int]) -> list[float]:
    """Steps toward holding exactly ``plan_values`` (money values) in the sealed bid, then
    confirm."""
    want = Counter(plan_values)
    have = count_by(VALUE, [c["id"] for c in (view.get("bid") or [])])
    out = []
    for action in legal:
        a = A.bid_action(action)
        match a:
            case A.AddToBid() | A.RemoveFromBid():
                out.append(toggle_score(isinstance(a, A.AddToBid), VALUE[a.card], have, want))
            case A.ConfirmBid():
                out.append(0.5)
            case (A.PlayWild() | A.PlaySteal() | A.PlayDraw2() | A.PlayNope() | A.LetPass() | A.StartAuction()
                  | A.EndTurn() | A.ProposeTrade() | A.OfferCard() | A.AskCard() | A.DropCard() | A.SendOffer()
                  | A.CancelOffer() | A.AcceptOffer() | A.DeclineOffer() | A.PlaceCard()):
                out.append(-5.0)
            case _:
                assert_never(a)
    return out


def _answer_score(action: Action, good: bool) -> float:
    """Answering a trade offer: accept a good one, decline a bad one, anything else last."""
    a = A.bid_action(action)
    match a:
        case A.AcceptOffer():
            return 1.0 if good else -1.0
        case A.DeclineOffer():
            return 0.0
        case (A.PlayWild() | A.PlaySteal() | A.PlayDraw2() | A.PlayNope() | A.LetPass() | A.StartAuction()
              | A.EndTurn() | A.AddToBid() | A.RemoveFromBid() | A.ConfirmBid() | A.ProposeTrade() | A.OfferCard()
              | A.AskCard() | A.DropCard() | A.SendOffer() | A.CancelOffer() | A.PlaceCard()):
            return -5.0
        case _:
            assert_never(a)


class _Context:
    def __init__(self, view: BidView, weights: BidWeights = NORMAL_WEIGHTS) -> None:
        self.view = view
        self.w = weights
        self.me = own_seat(view)
        players = view["players"]
        self.n = len(players)
        self.colls = [Collection.of(p["sets"]) for p in players]
        self.left = _pile_left(view)
        self.values = [c.value(self.left, weights) for c in self.colls]
        self.hand = [c["id"] for c in view["hand"]]
        self.money = [c for c in self.hand if KIND[c] == MONEY]
        self.my_money = sum(VALUE[c] for c in self.money)
        opps = [i for i in range(self.n) if i != self.me]
        self.opps = opps
        self.leader = max(opps, key=lambda i: (self.values[i], -i))
        self.est = self._estimate_money()
        self._trades: dict[int, tuple[float, list[int], list[int]] | None] = {}

    # --- opponents' money ---
    def _estimate_money(self) -> list[float]:
        """Expected money in each hand (ours exact): unseen money spread over unseen cards, but at
        least what a seat showed in the last reveal and took back."""
        view = self.view
        discard = view.get("discard_ids", [])
        placed_wilds = sum(1 for p in view["players"] for st in p["sets"] for c in st["cards"]
                           if c["kind"] == "wild")
        unseen_cards = len(DRAW_PILE_IDS) - len(self.hand) - len(discard) - placed_wilds
        unseen_money = TOTAL_MONEY - self.my_money - sum(VALUE[c] for c in discard if c >= NUM_PROPERTIES)
        per_card = unseen_money / max(unseen_cards, 1)
        est = []
        shown = {}
        last = view.get("last_auction")
        if last:
            for b in last["bids"]:
                if b["seat"] != last.get("winner"):
                    shown[b["seat"]] = b["values"]
        for p in view["players"]:
            seat = p["seat"]
            if seat == self.me:
                est.append(float(self.my_money))
                continue
            count = p["hand_count"]
            known = shown.get(seat, [])
            revealed = p.get("revealed_bid")
            if revealed and len(revealed["values"]) > len(known):
                known = revealed["values"]
            est.append(sum(known) + max(count - len(known), 0) * per_card)
        return est

    # --- valuations ---
    def gain(self, seat: int, card: int, color: str) -> float:
        c = self.colls[seat].copy()
        c.add(card, color)
        return c.value(self.left, self.w) - self.values[seat]

    def loss(self, seat: int, card: int) -> float:
        c = self.colls[seat].copy()
        c.remove(card)
        return self.values[seat] - c.value(self.left, self.w)

    def weight(self, seat: int) -> float:
        return self.w.leader_weight if seat == self.leader else self.w.rival_weight

    def worth_money(self, seat: int, card: int, color: str) -> float:
        """What winning the auctioned card is worth to ``seat`` in money (all-in if it wins)."""
        w = self.w
        money = self.est[seat]
        own = self.gain(seat, card, color)
        block = max((self.gain(o, card, color) for o in range(self.n) if o != seat), default=0.0)
        if own >= 50:
            return money
        if block >= 50:
            return money * w.block_all_in
        per_point = max(w.min_per_point, money / w.money_per_point)
        return min(money, w.bid_base + per_point * (own + w.block_share * block))

    # --- decisions ---
    def scores(self, legal: list[Action]) -> list[float]:
        view = self.view
        if view["phase"] == "place":
            return [self._place_value(a) for a in all_of(A.PlaceCard, legal)]
        offer = view.get("offer")
        if offer is not None and offer["to"] == self.me:
            good = self._offer_gain(offer) > self.w.offer_min
            return [_answer_score(a, good) for a in legal]
        draft = view.get("draft")
        if draft is not None:
            return self._draft_scores(draft, legal)
        phase = view["phase"]
        if phase in ("bid", "raise"):
            return bid_scores(view, legal, [VALUE[c] for c in self._bid_plan()])
        return [self._score(a) for a in legal]

    def _score(self, action: Action) -> float:
        me, w, a = self.me, self.w, A.bid_action(action)
        match a:
            case A.PlayDraw2():
                return w.draw2
            case A.PlayWild():
                return self.gain(me, a.card, a.color) - w.keep_wild
            case A.PlaySteal():
                color = self.colls[a.victim].color_of(a.target)
                assert color is not None        # a Steal! targets a card in a set
                return (self.gain(me, a.target, color) + self.weight(a.victim) * self.loss(a.victim, a.target)
                        - w.keep_steal)
            case A.PlayNope():
                return self._nope_stakes() - w.keep_nope
            case A.ProposeTrade():
                # Once a round: an offer declined is not made again (nor another one) that round.
                view = self.view
                if view["players"][me]["offers_left"] < view["rules"]["offers_per_round"]:
                    return NEVER
                best = self._best_trade(a.to)
                if best is None:
                    return NEVER        # it would be dropped at once: no idea is announced
                # The heuristic trades only while hosting; Hard's search may still try an offer
                # while another card waits on answers.
                return best[0] - w.trade_cost if view["phase"] == "host" else OFF_TURN
            case (A.StartAuction() | A.EndTurn() | A.LetPass() | A.AddToBid() | A.RemoveFromBid() | A.ConfirmBid()
                  | A.OfferCard() | A.AskCard() | A.DropCard() | A.SendOffer() | A.CancelOffer() | A.AcceptOffer()
                  | A.DeclineOffer() | A.PlaceCard()):
                return 0.0      # bids, drafts, offers and placing are scored by their own steps
            case _:
                assert_never(a)

    def _place_value(self, a: A.PlaceCard) -> float:
        """What putting the received card into the chosen set is worth to our collection."""
        mine = self.colls[self.me].copy()
        if a.number == 0:
            mine.sets.append((a.color, [a.card]))
        else:
            [cards for color, cards in mine.sets if color == a.color][a.number - 1].append(a.card)
        return mine.value(self.left, self.w) - self.values[self.me]

    def _nope_stakes(self) -> float:
        """How much flipping the open Nope! window is worth to us (negative: leave it)."""
        w = _window(self.view)
        host = w["by"]
        standing = w["depth"] % 2 == 0
        kind = w["action"]
        if kind == "draw2":
            host_gain, victim, victim_loss = 1.0, None, 0.0
        elif kind == "wild":
            assert w["color"] is not None       # a Wild! in play names its colour
            host_gain, victim, victim_loss = self.gain(host, w["card"]["id"], w["color"]), None, 0.0
        else:
            assert w["target"] is not None and w["victim"] is not None      # a Steal! names both
            target = w["target"]["id"]
            victim = w["victim"]
            color = self.colls[victim].color_of(target)
            if color is None:
                return -1.0
            host_gain = self.gain(host, target, color)
            victim_loss = self.loss(victim, target)
        if host == self.me:
            want = host_gain + (self.weight(victim) * victim_loss if victim is not None else 0.0)
            return want if not standing else -1.0
        if victim == self.me:
            return victim_loss + self.weight(host) * host_gain if standing else -1.0
        # A bystander only stops a host who gains a lot (it is the leader's race too).
        return self.weight(host) * host_gain - self.w.bystander_nope if standing else -1.0

    # --- bidding ---
    def _bid_plan(self) -> list[int]:
        """The money cards our sealed bid should hold now."""
        view = self.view
        pending = _auction(view)
        card = pending["card"]["id"]
        color = pending["card"]["colors"][0]
        own_bid = [c["id"] for c in (view.get("bid") or [])]
        locked = own_bid[:view.get("bid_locked", 0)]
        free = [c for c in self.money if c not in locked]
        worth = self.worth_money(self.me, card, color)
        if view["phase"] == "raise":
            top = max(r["total"] for r in pending["revealed"])
            if worth <= top:
                return locked
            rivals = [r["seat"] for r in pending["revealed"] if r["seat"] != self.me]
            rival_room = max((self.worth_money(s, card, color) - top for s in rivals), default=0.0)
            target = min(worth, top + 1 + max(0.0, min(rival_room, worth - top - 1))) - top
            extra = least_at_least(free, VALUE, max(1, round(target)))
            return locked + (extra if extra is not None else [])
        rival = max((min(self.est[o], self.worth_money(o, card, color)) for o in self.opps),
                    default=0.0)
        if worth < 1:
            return []
        target = min(worth, rival + self.w.outbid)
        chosen = least_at_least(free, VALUE, max(1, round(target)))
        if chosen is None or sum(VALUE[c] for c in chosen) > worth * self.w.overbid + 1:
            chosen = most_at_most(free, VALUE, int(worth))
        return chosen

    def bid_alternatives(self) -> list[Plan]:
        """The heuristic's bid plan first, then other totals near it (and no bid), as money
        values; at most six distinct totals."""
        view = self.view
        own_bid = [c["id"] for c in (view.get("bid") or [])]
        locked = own_bid[:view.get("bid_locked", 0)]
        free = [c for c in self.money if c not in locked]
        base = self._bid_plan()
        total = sum(VALUE[c] for c in base)
        plans = [base]
        for target in (total + 1, total + 2, total - 1, 0, total + 4, total - 3):
            extra = least_at_least(free, VALUE, target - sum(VALUE[c] for c in locked))
            plans.append(locked + (extra if extra is not None else free))
        out: list[Plan] = []
        seen = set()
        for plan in plans:
            key = sum(VALUE[c] for c in plan)
            if key not in seen:
                seen.add(key)
                out.append(tuple(sorted(VALUE[c] for c in plan)))
        return out[:6]

    # --- trading ---
    def _trade_gains(self, other: int, give: list[int], take: list[int]) -> tuple[float, float, int]:
        """(our gain, their gain, their complete sets after) for a swap."""
        return (self._side_gain(self.me, other, give, take),
                *self._their_side(other, give, take))

    def _side_gain(self, me: int, other: int, give: list[int], take: list[int]) -> float:
        """Our gain from giving ``give`` and receiving ``take`` (from ``other``)."""
        mine = self.colls[me].copy()
        colors_take = [self.colls[other].color_of(c) for c in take]
        for c in give:
            mine.remove(c)
        for c, col in zip(take, colors_take, strict=True):
            assert col is not None          # only cards in sets are traded
            mine.add(c, col)
        return mine.value(self.left, self.w) - self.values[me]

    def _their_side(self, other: int, give: list[int], take: list[int]) -> tuple[float, int]:
        """(their gain, their complete sets after) for the same swap."""
        theirs = self.colls[other].copy()
        colors_give = [self.colls[self.me].color_of(c) for c in give]
        for c in take:
            theirs.remove(c)
        for c, col in zip(give, colors_give, strict=True):
            assert col is not None          # only cards in sets are traded
            theirs.add(c, col)
        return theirs.value(self.left, self.w) - self.values[other], theirs.complete()

    def _best_trade(self, other: int) -> tuple[float, list[int], list[int]] | None:
        """The best one-for-one swap with ``other`` that both sides gain from (so it is accepted)
        and that does not hand them a third complete set (memoized per context)."""
        if other in self._trades:
            return self._trades[other]
        mine = [c for color, cards in self.colls[self.me].sets if len(cards) < SET_SIZE[color]
                for c in cards]
        theirs = [c for color, cards in self.colls[other].sets if len(cards) < SET_SIZE[color]
                  for c in cards]
        # Giving a card never raises our value, so a card whose receipt alone gains less than
        # the minimum cannot make a good swap: skip it without trying every card we could give.
        w = self.w
        theirs = [t for t in theirs if self._side_gain(self.me, other, [], [t]) >= w.trade_min_gain]
        best = None
        for g in mine:
            for t in theirs:
                ours = self._side_gain(self.me, other, [g], [t])
                if ours < w.trade_min_gain:
                    continue
                their_gain, their_sets = self._their_side(other, [g], [t])
                if their_sets >= self.view["rules"]["sets_to_win"] or their_gain <= w.trade_their_min:
                    continue
                score = ours - self.weight(other) * w.trade_their_weight * their_gain
                if score > w.trade_min_score and (best is None or score > best[0]):
                    best = (score, [g], [t])
        self._trades[other] = best
        return best

    def _offer_gain(self, offer: Offer) -> float:
        """Our net gain from accepting an offer (their gain weighs against it)."""
        other = offer["from"]
        give = [c["id"] for c in offer["take"]]      # they ask for these of ours
        take = [c["id"] for c in offer["give"]]
        ours, their_gain, their_sets = self._trade_gains(other, give, take)
        if their_sets >= self.view["rules"]["sets_to_win"]:
            return -100.0
        return ours - self.weight(other) * self.w.trade_their_weight * max(their_gain, 0.0)

    def _draft_scores(self, draft: Draft, legal: list[Action]) -> list[float]:
        best = self._best_trade(draft["to"])
        give = {c["id"] for c in draft["give"]}
        take = {c["id"] for c in draft["take"]}
        if best is None:
            return [1.0 if isinstance(a, A.CancelOffer) else -1.0 for a in legal]
        want_give, want_take = set(best[1]), set(best[2])
        out = []
        for action in legal:
            a = A.bid_action(action)
            match a:
                case A.OfferCard():
                    out.append(2.0 if a.card in want_give else -1.0)
                case A.AskCard():
                    out.append(2.0 if a.card in want_take else -1.0)
                case A.DropCard():
                    out.append(3.0 if a.card not in want_give | want_take else -1.0)
                case A.SendOffer():
                    out.append(1.0 if (give, take) == (want_give, want_take) else -1.0)
                case A.CancelOffer():
                    out.append(0.0)
                case (A.PlayWild() | A.PlaySteal() | A.PlayDraw2() | A.PlayNope() | A.LetPass() | A.StartAuction()
                      | A.EndTurn() | A.AddToBid() | A.RemoveFromBid() | A.ConfirmBid() | A.ProposeTrade()
                      | A.AcceptOffer() | A.DeclineOffer() | A.PlaceCard()):
                    out.append(-5.0)
                case _:
                    assert_never(a)
        return out


POLICY = BidPolicy()
