"""Monopoly Deal presenter: one seat's view and legal actions -> the game part of the table model.

Reads only the view (a ``DealView``: ``game.deal.view_types``) and the legal actions; the static
card table is never consulted for anything the view does not already show.
"""
from typing import assert_never

from app.model import Card, Choice, Prompt, RentLadder, SeatModel, Selection, Zone
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
    ladder,
    listing,
    money,
    pile,
    plural,
    seat_words,
)
from game.core.actions import Action
from game.deal import actions as A
from game.deal.view_types import DealCard, DealPending, DealPlayer, DealSet, DealView, PendingAction


def face(obj: DealCard, color: str | None = None, selected: bool = False) -> Card:
    """A Deal card face; ``color``: the colour of the set it lies in (a wildcard lies as that
    colour and charges rent as that colour only)."""
    placed = color if obj["kind"] == "wild" else None
    return card_face(obj, placed_as=placed, rent=rent_ladders(obj, placed), effect=obj.get("text", ""),
                     art=obj.get("action", ""), selected=selected)


def rent_ladders(obj: DealCard, placed: str | None) -> list[RentLadder]:
    """The rent ladders a card shows: a placed wildcard's colour, a property's, or both colours of
    a two-colour wildcard (none for the multi-colour wild in hand)."""
    rents = obj.get("rents") or {}
    if placed and rents.get(placed):
        return [ladder(colour(placed), rents[placed])]
    if obj.get("rent") and len(obj["colors"]) == 1:
        return [ladder(colour(obj["colors"][0]), obj["rent"])]
    if rents and len(rents) <= 2:
        return [ladder(colour(c), steps) for c, steps in rents.items()]
    return []


class DealPresenter:
    """Builds the Deal scene for one context (one call of ``present``)."""

    def __init__(self, ctx: Context[DealView]) -> None:
        self.ctx = ctx
        self.view = ctx.view
        self.rules = self.view["rules"]
        self.pending: DealPending | None = self.view["pending"]
        self.effect: PendingAction | None = self.pending["action"] if self.pending else None
        p, e = self.pending, self.effect
        self.picked: set[int] = ({c["id"] for c in p.get("selected", [])}
                                 if p is not None and p.get("payer") == ctx.you else set())
        self.cards: dict[int, DealCard] = {}           # every card object the view shows, by id
        self.set_of: dict[int, str] = {}               # table card id -> its set zone id
        self.sets: dict[str, DealSet] = {}             # set zone id -> the view's set object
        for player in self.view["players"]:
            for obj in player["bank"]:
                self.cards[obj["id"]] = obj
            for index, st in enumerate(player["sets"]):
                zone_id = f"set:{player['seat']}:{index}"
                self.sets[zone_id] = st
                for card in [*st["cards"], st["house"], st["hotel"]]:
                    if card:
                        self.cards[card["id"]] = card
                        self.set_of[card["id"]] = zone_id
        for obj in self.view["hand"]:
            self.cards[obj["id"]] = obj
        effect_cards = [e["take"], e["give"], e["card"]] if e else []
        for card in [*effect_cards, p.get("card") if p else None]:
            if card:
                self.cards.setdefault(card["id"], card)

    def resolving(self) -> PendingAction:
        """The action being resolved (asked only while one is)."""
        if self.effect is None:
            raise ValueError(f"no action is being resolved in phase {self.view['phase']!r}")
        return self.effect

    def owed(self) -> int:
        """The amount of the action being resolved (0 without one)."""
        return self.effect["amount"] if self.effect else 0

    def jsn_depth(self) -> int:
        """Just Say No cards played in the chain being answered (odd: the action is cancelled)."""
        return self.pending.get("jsn_depth", 0) if self.pending else 0

    # --- faces ----------------------------------------------------------------------------
    def face(self, obj: DealCard, color: str | None = None) -> Card:
        return face(obj, color, obj["id"] in self.picked)

    def name(self, card_id: int) -> str:
        obj = self.cards.get(card_id)
        return obj["name"] if obj else "a card"

    def worth(self, card_id: int) -> str:
        """"5M" for money, "Boardwalk (4M)" for anything else."""
        obj = self.cards.get(card_id)
        if obj is None:
            return f"a card ({money(0)})"
        if obj["kind"] == "money":
            return obj["name"]
        return f"{obj['name']} ({money(obj['value'])})"

    def set_cards(self, zone_id: str) -> list[str]:
        st = self.sets[zone_id]
        return [c["name"] for c in st["cards"]] + [b["name"] for b in (st["house"], st["hotel"]) if b]

    # --- seats ----------------------------------------------------------------------------
    def seat(self, player: DealPlayer) -> SeatModel:
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
                        [self.face(c, st["color"]) for c in st["cards"]], len(st["cards"]),
                        colour=colour(st["color"]), size=st["size"], complete=st["complete"],
                        badge="Complete" if st["complete"] else "", rent=st["rent"],
                        buildings=[self.face(b) for b in (st["house"], st["hotel"]) if b])
            have = f"{len(st['cards'])} of {st['size']}"
            zone.title = f"{st['color_name']}: {'complete' if st['complete'] else have}"
            zone.note = f"rent {money(st['rent'])}"
            zones.append(zone)
        badges = []
        if seat == self.view["turn"] and self.view["outcome"] is None:
            badges.append("Their turn" if seat != ctx.you else "Your turn")
        model = SeatModel(seat, ctx.names[seat], ctx.kinds[seat], seat == ctx.you,
                          seat == self.view["turn"], seat in self.view["to_act"],
                          player["hand_count"], player["bank_total"], player["complete_sets"],
                          self.rules["sets_to_win"], badges, zones)
        return seat_words(model)

    def centre(self) -> list[Zone]:
        top = self.view["discard_top"]
        return [pile("draw", "Draw pile", self.view["draw_count"]),
                pile("discard", "Discard pile", self.view["discard_count"],
                     face(top) if top else None)]

    # --- words ----------------------------------------------------------------------------
    def status(self) -> str:
        v, ctx = self.view, self.ctx
        if v["outcome"] is not None:
            return f"Round {v['round']} · Game over"
        parts = [f"Round {v['round']}", f"{cap(ctx.whose(v['turn']))} turn"]
        if v["phase"] in ("play", "double"):
            parts.append(f"{plural(v['plays_left'], 'play')} left")
        return " · ".join(parts)

    def stake(self) -> str:
        """What the action being resolved does to its current target, in numbers and names."""
        e, ctx = self.resolving(), self.ctx
        target, actor = e["target"], e["actor"]
        kind = e["kind"]
        if kind in ("rent", "debt", "birthday"):
            why = {"rent": f" rent for {colour(e['color']).name}" if e["color"] else " rent",
                   "debt": "", "birthday": " for the birthday"}[kind]
            return f"{ctx.who(target)} pay{'' if target == ctx.you else 's'} {ctx.who(actor)} {money(e['amount'])}{why}"
        if kind == "sly":
            return f"{ctx.who(actor)} take{'' if actor == ctx.you else 's'} {name_of(e['take'])} from {ctx.who(target)}"
        if kind == "forced":
            s = "" if actor == ctx.you else "s"
            give = f" and give{s} {e['give']['name']} in exchange" if e["give"] else ""
            return f"{ctx.who(actor)} take{s} {name_of(e['take'])} from {ctx.who(target)}{give}"
        if kind == "breaker":
            zone = self.set_of.get(e["take"]["id"]) if e["take"] else None
            cards = listing(self.set_cards(zone)) if zone else ""
            name = colour(e["color"]).name
            return (f"{ctx.who(actor)} take{'' if actor == ctx.you else 's'} {ctx.whose(target)} "
                    f"complete {name} set ({cards})")
        return f"{ctx.who(actor)} play{'' if actor == ctx.you else 's'} {e['card']['name']}"

    def stake_cards(self) -> list[Card]:
        e = self.effect
        if e is None:
            return []
        out = [face(e["card"])]
        if e["kind"] == "breaker" and e["take"]:
            zone = self.set_of.get(e["take"]["id"])
            st = self.sets.get(zone or "")
            if st:
                out += [face(c) for c in st["cards"]]
        else:
            out += [face(c) for c in (e["take"], e["give"]) if c]
        return out

    # --- choices --------------------------------------------------------------------------
    def label(self, action: Action) -> Choice:
        ctx, me, a = self.ctx, self.ctx.you, A.deal_action(action)
        card = getattr(a, "card", None)            # the card the action plays, for the actions with one
        name = self.name(card) if isinstance(card, int) else ""
        match a:
            case A.Bank():
                value = self.cards[a.card]["value"]
                text = f"Bank {name}" if self.cards[a.card]["kind"] == "money" else f"Bank {name} as {money(value)}"
                return choice(text, a, card=a.card, zone=f"bank:{me}", group=name)
            case A.PlayProperty():
                many = len(self.cards[a.card]["colors"]) != 1
                text = f"Play {name} as {colour(a.color).name}" if many else f"Play {name}"
                into = self.own_set(a.color) or f"sets:{me}"
                if not many:
                    return choice(text, a, card=a.card, zone=into, group=name)
                return choice(text, a, card=a.card, zone=into, group=name, colour=colour(a.color),
                              hint=self.hint(a.color))
            case A.MoveCard():
                where = (f"a new {colour(a.color).name} set" if a.dest < 0 else
                         colour(a.color).name + (f" set {a.dest + 1}" if a.dest else ""))
                return choice(f"Move {name} to {where}", a, card=a.card,
                              zone=self.own_set(a.color, a.dest) or f"sets:{me}", group=name)
            case A.PassGo():
                return choice(f"Pass Go: draw {self.rules['pass_go_draw']} cards", a, card=a.card, group=name)
            case A.DealBreaker():
                zone = self.set_of.get(a.take)
                cards = listing(self.set_cards(zone)) if zone else ""
                return choice(f"Deal Breaker: take {ctx.whose(a.target)} {colour(a.color).name} set ({cards})",
                              a, card=a.card, seat=a.target, target_card=a.take, zone=zone, group=name)
            case A.SlyDeal() | A.ForcedDeal():
                return choice(f"{name}: take {self.name(a.take)} from {ctx.who(a.target)}", a, card=a.card,
                              seat=a.target, target_card=a.take, zone=self.set_of.get(a.take), group=name)
            case A.ForcedGive():
                take = self.effect["take"] if self.effect else None
                return choice(f"Give {name} for {take['name'] if take else 'their property'}", a, card=a.card,
                              group="Give in exchange")
            case A.DebtCollector():
                return choice(f"Debt Collector: {ctx.who(a.target)} pays you {money(self.rules['debt_collector'])}",
                              a, card=a.card, seat=a.target, group=name)
            case A.Birthday():
                others, each = len(self.view["players"]) - 1, self.rules["birthday"]
                return choice(f"It's My Birthday: everyone pays you {money(each)} ({money(each * others)} in all)",
                              a, card=a.card, group=name)
            case A.Rent():
                amount = self.rent_of(a.color)
                who = "everyone" if a.target < 0 else ctx.who(a.target)
                return choice(f"Rent for {colour(a.color).name}: {money(amount)} from {who}", a,
                              card=a.card, seat=a.target if a.target >= 0 else None,
                              zone=self.own_set(a.color), group=name)
            case A.DoubleRent():
                return choice(f"Double the Rent to {money(2 * self.owed())}", a, card=a.card, group=name)
            case A.Charge():
                return choice(f"Charge {money(self.owed())}", a, "primary")
            case A.Build():
                zone = self.set_of.get(a.on)
                adds = self.rules["house_rent"] if name == "House" else self.rules["hotel_rent"]
                rent = (self.sets[zone]["rent"] if zone else 0) + adds
                return choice(f"Build {name} on {colour(a.color).name} (rent {money(rent)})", a,
                              card=a.card, zone=zone, group=name)
            case A.JustSayNo():
                return choice("Just Say No!", a, "primary", card=a.card, group=name, answer=True)
            case A.Accept():
                return choice(self.accept_label(), a)
            case A.PaySelect():
                return choice(f"Pay with {self.worth(a.card)}", a, card=a.card, group=name)
            case A.PayUnselect():
                return choice(f"Take back {self.worth(a.card)}", a, card=a.card, group=name)
            case A.ConfirmPayment():
                total = self.pending.get("selected_total", 0) if self.pending else 0
                return choice(f"Pay {money(total)}", a, "primary")
            case A.PlaceWild():
                return choice(f"Place {name} as {colour(a.color).name}", a, card=a.card,
                              zone=self.own_set(a.color) or f"sets:{me}", group=name, colour=colour(a.color),
                              hint=self.hint(a.color))
            case A.EndTurn():
                return choice("End turn", a, "primary")
            case A.Discard():
                return choice(f"Discard {name}", a, "danger", card=a.card, group=name)
            case _:
                assert_never(a)

    def accept_label(self) -> str:
        e, depth = self.resolving(), self.jsn_depth()
        if depth % 2:
            return f"Accept: the {e['card']['name']} is cancelled"
        kind = e["kind"]
        if kind in ("rent", "debt", "birthday"):
            return f"Accept: pay {money(e['amount'])}"
        if kind == "sly":
            return f"Accept: give up {name_of(e['take'])}"
        if kind == "forced":
            return f"Accept: swap {name_of(e['take'])} for {name_of(e['give'])}"
        if kind == "breaker":
            return f"Accept: give up the {colour(e['color']).name} set"
        return "Accept"

    def hint(self, color: str) -> str:
        """A colour choice's ``hint``: does it complete or grow a set of the viewer's?"""
        return colour_hint(self.view["players"][self.ctx.me]["sets"], color)

    def own_set(self, color: str, dest: int = 0) -> str | None:
        """The zone id of the viewer's ``dest``-th set of ``color`` (None: no such set)."""
        found = [z for z, st in self.sets.items()
                 if z.startswith(f"set:{self.ctx.you}:") and st["color"] == color]
        return found[dest] if 0 <= dest < len(found) else None

    def rent_of(self, color: str) -> int:
        """What the viewer's best set of ``color`` charges now."""
        mine = self.view["players"][self.ctx.me]["sets"]
        return max((st["rent"] for st in mine if st["color"] == color), default=0)

    # --- the question ---------------------------------------------------------------------
    def prompt(self, choices: list[Choice]) -> Prompt | None:
        v, ctx, p = self.view, self.ctx, self.pending
        if v["outcome"] is not None:
            return None
        phase, decider = v["phase"], (p["seat"] if p else v["turn"])
        mine = decider == ctx.you and bool(choices)
        waiting = [ctx.names[decider]] if decider != ctx.you else []
        if phase == "play":
            if mine:
                left = v["plays_left"]
                text = (f"You have {plural(left, 'play')} left: play a card from your hand, "
                        f"or end your turn." if left else "No plays left: rearrange your properties or end your turn.")
                return Prompt("Your turn", text, choices)
            player = ctx.names[v["turn"]]
            return Prompt(f"{player}'s turn", f"{player} is playing.", [], [], waiting)
        if phase == "double":
            e = self.resolving()
            text = (f"{cap(ctx.who(e['actor']))} charge{'' if e['actor'] == ctx.you else 's'} "
                    f"{self.rent_targets()} {money(e['amount'])} rent for {colour(e['color']).name}.")
            if mine:
                text += f" Add Double the Rent to make it {money(2 * e['amount'])}, or charge it as it is."
            return Prompt("Double the Rent?" if mine else "Rent", text, choices, self.stake_cards(), waiting)
        if phase == "give":
            if mine:
                target = ctx.who(self.resolving()["target"])
                return Prompt(f"Forced Deal: pick one of your properties to give {target}",
                              f"{cap(self.stake())}. Tap one of your properties to give in exchange.",
                              choices, self.stake_cards(), waiting)
            return Prompt("Forced Deal", f"{cap(self.stake())}.", choices, self.stake_cards(), waiting)
        if phase == "respond":
            return self.respond_prompt(choices, mine, waiting)
        if p is None:       # every other phase waits for a decision
            return Prompt("", "", choices, [], waiting)
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
            return Prompt("Choose a colour", text, choices, [face(card)], waiting)
        if phase == "discard":
            count = p.get("count", 1)
            text = (f"{cap(ctx.who(p['seat']))} must discard {plural(count, 'card')} "
                    f"(at most {self.rules['hand_limit']} in hand at the end of a turn).")
            if mine:
                text = (f"You have {len(v['hand'])} cards: discard {plural(count, 'card')} "
                        f"to end your turn with {self.rules['hand_limit']}.")
            return Prompt("Discard", text, choices, [], waiting)
        return Prompt("", "", choices, [], waiting)

    def rent_targets(self) -> str:
        targets = self.effect["targets"] if self.effect else []
        return "everyone" if len(targets) > 1 else self.ctx.who(targets[0] if targets else None)

    def respond_prompt(self, choices: list[Choice], mine: bool, waiting: list[str]) -> Prompt:
        e, ctx, depth = self.resolving(), self.ctx, self.jsn_depth()
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
        if p is None or self.view["phase"] != "pay" or p.get("payer") != self.ctx.you:
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


def name_of(card: DealCard | None) -> str:
    """A card's name ("a card" for none)."""
    return card["name"] if card else "a card"


def present(ctx: Context[DealView]) -> Scene:
    """The Deal scene for ``ctx``."""
    return DealPresenter(ctx).scene()


def passive(legal: list[Action]) -> tuple[Action, str] | None:
    """The pass a seat may play without being asked, and its kind: Accept when it holds no Just
    Say No ("response"), Accept when it holds one ("answer": asked or not by the player's setting),
    Charge when it holds no Double the Rent (an "add-on" of its own move)."""
    if len(legal) == 1 and isinstance(legal[0], A.Charge):
        return legal[0], "add-on"
    accepts = [a for a in legal if isinstance(a, A.Accept)]
    if accepts and all(isinstance(a, (A.Accept, A.JustSayNo)) for a in legal):
        return accepts[0], "response" if len(legal) == 1 else "answer"
    return None
