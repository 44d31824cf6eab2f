"""Monopoly Deal presenter: one seat's view and legal actions -> the game part of the table model.

Reads only the view (see ``game/deal/view.py`` for its keys) and the legal actions; the static
card table is never consulted for anything the view does not already show.
"""
from typing import Any

from app.model import Card, Choice, Prompt, SeatModel, Selection, Zone
from app.present_common import (
    Context,
    Scene,
    add_twins,
    cap,
    card_face,
    cards_zone,
    choice,
    choices_for,
    colour,
    colour_hint,
    listing,
    money,
    pile,
    plural,
    seat_words,
)
from game.deal import actions as A

SETS_TO_WIN = 3
HAND_LIMIT = 7


def placed(obj: dict[str, Any], color: str) -> dict[str, Any]:
    """A set's card as it lies there: a wildcard placed as the set's colour."""
    return {**obj, "as_color": color} if obj.get("kind") == "wild" else obj


class DealPresenter:
    """Builds the Deal scene for one context (one call of ``present``)."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.view = ctx.view
        self.pending: dict[str, Any] = self.view.get("pending") or {}
        self.effect: dict[str, Any] = self.pending.get("action") or {}
        selected = self.pending.get("selected") or []
        self.picked = {c["id"] for c in selected} if self.pending.get("payer") == ctx.you else set()
        self.cards: dict[int, dict[str, Any]] = {}     # every card object the view shows, by id
        self.set_of: dict[int, str] = {}               # table card id -> its set zone id
        self.sets: dict[str, dict[str, Any]] = {}      # set zone id -> the view's set object
        for player in self.view["players"]:
            for obj in player["bank"]:
                self.cards[obj["id"]] = obj
            for index, st in enumerate(player["sets"]):
                zone_id = f"set:{player['seat']}:{index}"
                self.sets[zone_id] = st
                for obj in [*st["cards"], st.get("house"), st.get("hotel")]:
                    if obj:
                        self.cards[obj["id"]] = obj
                        self.set_of[obj["id"]] = zone_id
        for obj in self.view["hand"]:
            self.cards[obj["id"]] = obj
        for obj in [self.effect.get("take"), self.effect.get("give"), self.effect.get("card"),
                    self.pending.get("card")]:
            if obj:
                self.cards.setdefault(obj["id"], obj)

    # --- faces ----------------------------------------------------------------------------
    def face(self, obj: dict[str, Any]) -> Card:
        return card_face(obj, selected=obj["id"] in self.picked)

    def name(self, card_id: int) -> str:
        obj = self.cards.get(card_id)
        return str(obj["name"]) if obj else "a card"

    def worth(self, card_id: int) -> str:
        """"5M" for money, "Boardwalk (4M)" for anything else."""
        obj = self.cards.get(card_id) or {}
        if obj.get("kind") == "money":
            return str(obj["name"])
        return f"{obj.get('name', 'a card')} ({money(obj.get('value', 0))})"

    def set_cards(self, zone_id: str) -> list[str]:
        st = self.sets[zone_id]
        return [c["name"] for c in st["cards"]] + [b["name"] for b in (st.get("house"), st.get("hotel")) if b]

    # --- seats ----------------------------------------------------------------------------
    def seat(self, player: dict[str, Any]) -> SeatModel:
        ctx, seat = self.ctx, player["seat"]
        zones: list[Zone] = []
        if seat == ctx.you:
            zones.append(cards_zone(f"hand:{seat}", "hand", f"hand:{seat}", "Your hand",
                                    [self.face(c) for c in self.view["hand"]]))
        bank = [self.face(c) for c in player["bank"]]
        zones.append(cards_zone(f"bank:{seat}", "bank", f"bank:{seat}",
                                f"Bank {money(player['bank_total'])}", bank, player["bank_total"]))
        for index, st in enumerate(player["sets"]):
            zone = Zone(f"set:{seat}:{index}", "set", f"sets:{seat}", "",
                        [self.face(placed(c, st["color"])) for c in st["cards"]], len(st["cards"]),
                        colour=colour(st["color"]), size=st["size"], complete=st["complete"],
                        badge="Complete" if st["complete"] else "", rent=st["rent"],
                        buildings=[self.face(b) for b in (st.get("house"), st.get("hotel")) if b])
            have = f"{len(st['cards'])} of {st['size']}"
            zone.title = f"{st['color_name']}: {'complete' if st['complete'] else have}"
            zone.note = f"rent {money(st['rent'])}"
            zones.append(zone)
        badges = []
        if seat == self.view["turn"] and self.view.get("outcome") is None:
            badges.append("Their turn" if seat != ctx.you else "Your turn")
        model = SeatModel(seat, ctx.names[seat], ctx.kinds[seat], seat == ctx.you,
                          seat == self.view["turn"], seat in self.view["to_act"],
                          player["hand_count"], player["bank_total"], player["complete_sets"],
                          SETS_TO_WIN, badges, zones)
        return seat_words(model)

    def centre(self) -> list[Zone]:
        top = self.view.get("discard_top")
        return [pile("draw", "Draw pile", self.view["draw_count"]),
                pile("discard", "Discard pile", self.view["discard_count"],
                     card_face(top) if top else None)]

    # --- words ----------------------------------------------------------------------------
    def status(self) -> str:
        v, ctx = self.view, self.ctx
        if v.get("outcome") is not None:
            return f"Round {v['round']} · Game over"
        parts = [f"Round {v['round']}", f"{cap(ctx.whose(v['turn']))} turn"]
        if v["phase"] in ("play", "double"):
            parts.append(f"{plural(v['plays_left'], 'play')} left")
        return " · ".join(parts)

    def stake(self) -> str:
        """What the action being resolved does to its current target, in numbers and names."""
        e, ctx = self.effect, self.ctx
        target, actor = e.get("target"), e.get("actor")
        kind = e.get("kind")
        if kind in ("rent", "debt", "birthday"):
            why = {"rent": f" rent for {colour(e['color']).name}" if e.get("color") else " rent",
                   "debt": "", "birthday": " for the birthday"}[kind]
            return f"{ctx.who(target)} pay{'' if target == ctx.you else 's'} {ctx.who(actor)} {money(e['amount'])}{why}"
        if kind == "sly":
            return f"{ctx.who(actor)} take{'' if actor == ctx.you else 's'} {e['take']['name']} from {ctx.who(target)}"
        if kind == "forced":
            s = "" if actor == ctx.you else "s"
            give = f" and give{s} {e['give']['name']} in exchange" if e.get("give") else ""
            return f"{ctx.who(actor)} take{s} {e['take']['name']} from {ctx.who(target)}{give}"
        if kind == "breaker":
            zone = self.set_of.get(e["take"]["id"]) if e.get("take") else None
            cards = listing(self.set_cards(zone)) if zone else ""
            name = colour(e["color"]).name
            return (f"{ctx.who(actor)} take{'' if actor == ctx.you else 's'} {ctx.whose(target)} "
                    f"complete {name} set ({cards})")
        return f"{ctx.who(actor)} play{'' if actor == ctx.you else 's'} {e.get('card', {}).get('name', 'a card')}"

    def stake_cards(self) -> list[Card]:
        e = self.effect
        out = [card_face(e["card"])] if e.get("card") else []
        if e.get("kind") == "breaker" and e.get("take"):
            zone = self.set_of.get(e["take"]["id"])
            st = self.sets.get(zone or "")
            if st:
                out += [card_face(c) for c in st["cards"]]
        else:
            out += [card_face(e[k]) for k in ("take", "give") if e.get(k)]
        return out

    # --- choices --------------------------------------------------------------------------
    def label(self, a: Any) -> Choice | None:
        ctx, me, t = self.ctx, self.ctx.you, type(a)
        name = self.name(a.card) if isinstance(getattr(a, "card", None), int) else ""
        if t is A.Bank:
            value = self.cards[a.card]["value"]
            text = f"Bank {name}" if self.cards[a.card]["kind"] == "money" else f"Bank {name} as {money(value)}"
            return choice(text, a, card=a.card, zone=f"bank:{me}", group=name)
        if t is A.PlayProperty:
            many = len(self.cards[a.card]["colors"]) != 1
            text = f"Play {name} as {colour(a.color).name}" if many else f"Play {name}"
            return choice(text, a, card=a.card, zone=self.own_set(a.color) or f"sets:{me}", group=name,
                          **(self.colour_of(a.color) if many else {}))
        if t is A.MoveCard:
            where = (f"a new {colour(a.color).name} set" if a.dest < 0 else
                     colour(a.color).name + (f" set {a.dest + 1}" if a.dest else ""))
            return choice(f"Move {name} to {where}", a, card=a.card,
                          zone=self.own_set(a.color, a.dest) or f"sets:{me}", group=name)
        if t is A.PassGo:
            return choice("Pass Go: draw 2 cards", a, card=a.card, group=name)
        if t is A.DealBreaker:
            zone = self.set_of.get(a.take)
            cards = listing(self.set_cards(zone)) if zone else ""
            return choice(f"Deal Breaker: take {ctx.whose(a.target)} {colour(a.color).name} set ({cards})",
                          a, card=a.card, seat=a.target, target_card=a.take, zone=zone, group=name)
        if t in (A.SlyDeal, A.ForcedDeal):
            return choice(f"{name}: take {self.name(a.take)} from {ctx.who(a.target)}", a, card=a.card,
                          seat=a.target, target_card=a.take, zone=self.set_of.get(a.take), group=name)
        if t is A.ForcedGive:
            take = self.effect.get("take") or {}
            return choice(f"Give {name} for {take.get('name', 'their property')}", a, card=a.card,
                          group="Give in exchange")
        if t is A.DebtCollector:
            return choice(f"Debt Collector: {ctx.who(a.target)} pays you 5M", a, card=a.card,
                          seat=a.target, group=name)
        if t is A.Birthday:
            others = len(self.view["players"]) - 1
            return choice(f"It's My Birthday: everyone pays you 2M ({money(2 * others)} in all)", a,
                          card=a.card, group=name)
        if t is A.Rent:
            amount = self.rent_of(a.color)
            who = "everyone" if a.target < 0 else ctx.who(a.target)
            return choice(f"Rent for {colour(a.color).name}: {money(amount)} from {who}", a,
                          card=a.card, seat=a.target if a.target >= 0 else None,
                          zone=self.own_set(a.color), group=name)
        if t is A.DoubleRent:
            return choice(f"Double the Rent to {money(2 * self.effect.get('amount', 0))}", a,
                          card=a.card, group=name)
        if t is A.Charge:
            return choice(f"Charge {money(self.effect.get('amount', 0))}", a, "primary")
        if t is A.Build:
            zone = self.set_of.get(a.on)
            rent = (self.sets[zone]["rent"] if zone else 0) + (3 if name == "House" else 4)
            return choice(f"Build {name} on {colour(a.color).name} (rent {money(rent)})", a,
                          card=a.card, zone=zone, group=name)
        if t is A.JustSayNo:
            return choice("Just Say No!", a, "primary", card=a.card, group=name)
        if t is A.Accept:
            return choice(self.accept_label(), a)
        if t is A.PaySelect:
            return choice(f"Pay with {self.worth(a.card)}", a, card=a.card, group=name)
        if t is A.PayUnselect:
            return choice(f"Take back {self.worth(a.card)}", a, card=a.card, group=name)
        if t is A.ConfirmPayment:
            return choice(f"Pay {money(self.pending.get('selected_total', 0))}", a, "primary")
        if t is A.PlaceWild:
            return choice(f"Place {name} as {colour(a.color).name}", a, card=a.card,
                          zone=self.own_set(a.color) or f"sets:{me}", group=name, **self.colour_of(a.color))
        if t is A.EndTurn:
            return choice("End turn", a, "primary")
        if t is A.Discard:
            return choice(f"Discard {name}", a, "danger", card=a.card, group=name)
        return None

    def accept_label(self) -> str:
        e, depth = self.effect, self.pending.get("jsn_depth", 0)
        if depth % 2:
            return f"Accept: the {e['card']['name']} is cancelled"
        kind = e.get("kind")
        if kind in ("rent", "debt", "birthday"):
            return f"Accept: pay {money(e['amount'])}"
        if kind == "sly":
            return f"Accept: give up {e['take']['name']}"
        if kind == "forced":
            return f"Accept: swap {e['take']['name']} for {e['give']['name']}"
        if kind == "breaker":
            return f"Accept: give up the {colour(e['color']).name} set"
        return "Accept"

    def colour_of(self, color: str) -> dict[str, Any]:
        """A colour choice's ``colour`` and ``hint`` (does it complete or grow a set of the viewer's?)."""
        return {"colour": colour(color), "hint": colour_hint(self.view["players"][self.ctx.you]["sets"], color)}

    def own_set(self, color: str, dest: int = 0) -> str | None:
        """The zone id of the viewer's ``dest``-th set of ``color`` (None: no such set)."""
        found = [z for z, st in self.sets.items()
                 if z.startswith(f"set:{self.ctx.you}:") and st["color"] == color]
        return found[dest] if 0 <= dest < len(found) else None

    def rent_of(self, color: str) -> int:
        """What the viewer's best set of ``color`` charges now."""
        mine = self.view["players"][self.ctx.you]["sets"]
        return max((st["rent"] for st in mine if st["color"] == color), default=0)

    # --- the question ---------------------------------------------------------------------
    def prompt(self, choices: list[Choice]) -> Prompt | None:
        v, ctx, p = self.view, self.ctx, self.pending
        if v.get("outcome") is not None:
            return None
        phase, decider = v["phase"], (p.get("seat") if p else v["turn"])
        mine = decider == ctx.you and bool(choices)
        waiting = [ctx.names[decider]] if decider is not None and decider != ctx.you else []
        if phase == "play":
            if mine:
                left = v["plays_left"]
                text = (f"You have {plural(left, 'play')} left: play a card from your hand, "
                        f"or end your turn." if left else "No plays left: rearrange your properties or end your turn.")
                return Prompt("Your turn", text, choices)
            player = ctx.names[v["turn"]]
            return Prompt(f"{player}'s turn", f"{player} is playing.", [], [], waiting)
        e = self.effect
        if phase == "double":
            text = (f"{cap(ctx.who(e['actor']))} charge{'' if e['actor'] == ctx.you else 's'} "
                    f"{self.rent_targets()} {money(e['amount'])} rent for {colour(e['color']).name}.")
            if mine:
                text += f" Add Double the Rent to make it {money(2 * e['amount'])}, or charge it as it is."
            return Prompt("Double the Rent?" if mine else "Rent", text, choices, self.stake_cards(), waiting)
        if phase == "give":
            text = f"Forced Deal: {self.stake()}."
            if mine:
                text += " Tap one of your properties to give in exchange."
            return Prompt("Forced Deal", text, choices, self.stake_cards(), waiting)
        if phase == "respond":
            return self.respond_prompt(choices, mine, waiting)
        if phase == "pay":
            s = "" if p["payer"] == ctx.you else "s"
            owed = f"{cap(ctx.who(p['payer']))} owe{s} {ctx.who(p['receiver'])} {money(p['amount'])}"
            if mine:
                text = (f"{owed}. Tap cards from your bank and properties to pay; "
                        f"no change is given.")
                return Prompt(f"Pay {ctx.names[p['receiver']]} {money(p['amount'])}", text, choices)
            return Prompt("Payment", f"{owed}.", [], [], waiting)
        if phase == "place":
            card = p["card"]
            names = listing([colour(c).name for c in p.get("colors", [])])
            who = cap(ctx.who(p["seat"]))
            text = f"{who} received {card['name']}: choose its colour ({names})."
            return Prompt("Choose a colour", text, choices, [card_face(card)], waiting)
        if phase == "discard":
            count = p.get("count", 1)
            text = (f"{cap(ctx.who(p['seat']))} must discard {plural(count, 'card')} "
                    f"(at most {HAND_LIMIT} in hand at the end of a turn).")
            if mine:
                text = (f"You have {len(v['hand'])} cards: discard {plural(count, 'card')} "
                        f"to end your turn with {HAND_LIMIT}.")
            return Prompt("Discard", text, choices, [], waiting)
        return Prompt("", "", choices, [], waiting)

    def rent_targets(self) -> str:
        targets = self.effect.get("targets") or []
        return "everyone" if len(targets) > 1 else self.ctx.who(targets[0] if targets else None)

    def respond_prompt(self, choices: list[Choice], mine: bool, waiting: list[str]) -> Prompt:
        e, ctx, depth = self.effect, self.ctx, self.pending.get("jsn_depth", 0)
        actor, target = e["actor"], e["target"]
        played = f"{cap(ctx.who(actor))} played {e['card']['name']} on {ctx.who(target)}: {self.stake()}."
        if depth % 2:
            said = f" {cap(ctx.who(target))} answered with Just Say No, so it is cancelled for now."
            ask = (" Play your own Just Say No to make it stand, or accept." if any(
                c.label == "Just Say No!" for c in choices) else " Accept that it is cancelled.")
        else:
            said = " A Just Say No was answered with another, so it stands again." if depth else ""
            has_jsn = any(c.label == "Just Say No!" for c in choices)
            ask = " Answer with Just Say No, or accept." if has_jsn else " Accept."
        title = "Just Say No?" if mine and any(c.label == "Just Say No!" for c in choices) else e["card"]["name"]
        return Prompt(title, played + said + (ask if mine else ""), choices, self.stake_cards(), waiting)

    def selection(self, choices: list[Choice]) -> Selection | None:
        p = self.pending
        if self.view["phase"] != "pay" or p.get("payer") != self.ctx.you:
            return None
        confirm = next((c for c in choices if c.label.startswith("Pay ") and c.intent == "primary"), None)
        total = p["selected_total"]
        return Selection("payment", f"Payment to {self.ctx.names[p['receiver']]}", total, p["amount"],
                         sorted(self.picked), f"Pay {money(total)}",
                         confirm.action if confirm else None,
                         f"{money(total)} of {money(p['amount'])} chosen; you have "
                         f"{money(p['payable_total'])} you can pay with. No change is given.",
                         confirm.key if confirm else None, money(total), f"of {money(p['amount'])}")

    def scene(self) -> Scene:
        choices = choices_for(self.ctx, self.label)
        add_twins(choices, self.view["hand"])
        prompt = self.prompt(choices)
        return Scene(self.status(), [self.seat(p) for p in self.view["players"]], self.centre(),
                     prompt, self.selection(choices))


def present(ctx: Context) -> Scene:
    """The Deal scene for ``ctx``."""
    return DealPresenter(ctx).scene()


def passive(legal: list[Any]) -> tuple[Any, str] | None:
    """The pass a seat may play without being asked, and its kind: Accept when it holds no Just
    Say No ("response"), Accept when it holds one ("answer": asked or not by the player's setting),
    Charge when it holds no Double the Rent (an "add-on" of its own move)."""
    if len(legal) == 1 and isinstance(legal[0], A.Charge):
        return legal[0], "add-on"
    accepts = [a for a in legal if isinstance(a, A.Accept)]
    if accepts and all(isinstance(a, (A.Accept, A.JustSayNo)) for a in legal):
        return accepts[0], "response" if len(legal) == 1 else "answer"
    return None
