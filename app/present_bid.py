"""Monopoly Bid presenter: one seat's view and legal actions -> the game part of the table model.

Reads only the view (a ``BidView``: ``game.bid.view_types``) and the legal actions.
"""
from typing import assert_never

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
from game.bid import actions as A
from game.bid import card_object
from game.bid.view_types import AuctionStep, BidCard, BidPending, BidPlayer, BidView, NopeWindow
from game.core.actions import Action

EFFECTS = {
    "wild": "Becomes a property of the colour you choose, for good.",
    "steal": "Take a property from someone's unfinished set.",
    "draw2": "Draw two cards.",
    "nope": "Cancel an action card (or a Nope!).",
}
KIND_LABELS = {"wild": "Action", "property": "Property"}
ACTION_NAMES = {"wild": "Wild!", "steal": "Steal!", "draw2": "Draw 2!"}


def face(obj: BidCard, selected: bool = False) -> Card:
    """A Bid card face (action cards get their effect line here: the view carries none)."""
    card = card_face(obj, placed_as=obj.get("as_color"), effect=EFFECTS.get(obj.get("action", ""), ""),
                     art=obj.get("action", ""), kind_labels=KIND_LABELS, selected=selected)
    if obj["kind"] == "property" and obj.get("set_size"):
        card.effect = f"Set of {obj['set_size']}."
        card.description += f", set of {obj['set_size']}"
    return card


def public_face(card_id: int) -> Card:
    """The face of any Bid card by id (for a public card, such as the one a reveal is about)."""
    return face(card_object(card_id))


class BidPresenter:
    """Builds the Bid scene for one context."""

    def __init__(self, ctx: Context[BidView]) -> None:
        self.ctx = ctx
        self.view = ctx.view
        self.pending: BidPending | None = self.view["pending"]
        draft = self.view["draft"]
        self.bid_ids = {c["id"] for c in self.view["bid"] or []}
        self.draft_ids: set[int] = {c["id"] for c in draft["give"] + draft["take"]} if draft else set()
        self.cards: dict[int, BidCard] = {}
        self.owner: dict[int, int] = {}
        self.set_of: dict[int, str] = {}
        for player in self.view["players"]:
            for index, st in enumerate(player["sets"]):
                for obj in st["cards"]:
                    self.cards[obj["id"]] = obj
                    self.owner[obj["id"]] = player["seat"]
                    self.set_of[obj["id"]] = f"set:{player['seat']}:{index}"
        for obj in self.view["hand"] + (self.view["bid"] or []):
            self.cards[obj["id"]] = obj
        p = self.pending
        if p is not None and p["type"] == "place":
            self.cards.setdefault(p["card"]["id"], p["card"])

    def face(self, obj: BidCard) -> Card:
        return face(obj, obj["id"] in self.bid_ids or obj["id"] in self.draft_ids)

    def name(self, card_id: int) -> str:
        obj = self.cards.get(card_id)
        if obj is None:
            return "a card"
        if obj.get("as_color"):
            return f"{obj['name']} ({colour(obj['as_color']).name})"
        return obj["name"]

    # --- seats ----------------------------------------------------------------------------
    def seat(self, player: BidPlayer) -> SeatModel:
        ctx, seat = self.ctx, player["seat"]
        zones: list[Zone] = []
        if seat == ctx.you:
            in_bid = self.bid_ids
            zones.append(cards_zone(f"hand:{seat}", "hand", f"hand:{seat}", "Your hand",
                                    [self.face(c) for c in self.view["hand"] if c["id"] not in in_bid]))
            bid = self.view["bid"]
            if bid is not None:
                cards = [face(c, True) for c in bid]
                total = sum(c.value or 0 for c in cards)
                zones.append(cards_zone(f"bid:{seat}", "bid", f"bid:{seat}",
                                        f"Your sealed bid: {money(total)}", cards, total))
        for index, st in enumerate(player["sets"]):
            have = f"{len(st['cards'])} of {st['size']}"
            zones.append(Zone(f"set:{seat}:{index}", "set", f"sets:{seat}",
                              f"{st['color_name']}: {'complete' if st['complete'] else have}",
                              [self.face(c) for c in st["cards"]], len(st["cards"]),
                              colour=colour(st["color"]), size=st["size"], complete=st["complete"],
                              badge="Complete" if st["complete"] else ""))
        badges = []
        if player.get("is_host"):
            badges.append("Host")
        if player.get("has_bid"):
            badges.append("Bid sealed")
        elif player.get("bidding"):
            badges.append("Bidding")
        revealed = player["revealed_bid"]
        if revealed:
            badges.append(f"First bid {money(revealed['total'])}")
        if player.get("drafting"):
            badges.append("Preparing a trade offer")
        model = SeatModel(seat, ctx.names[seat], ctx.kinds[seat], seat == ctx.you,
                          bool(player.get("is_host")), seat in self.view["to_act"],
                          player["hand_count"], None, player["complete_sets"], self.view["rules"]["sets_to_win"],
                          badges, zones)
        return seat_words(model)

    def centre(self) -> list[Zone]:
        v = self.view
        top = v.get("discard_top")
        zones = [pile("props", "Property pile", v["property_count"]),
                 pile("draw", "Draw pile", v["draw_count"]),
                 pile("discard", "Discard pile", v["discard_count"], face(top) if top else None)]
        auction = v["auction_card"]
        if auction:
            zones.append(cards_zone("auction", "auction", "auction", "Up for auction", [face(auction)]))
        p = self.pending
        if p is not None and p["type"] == "nope_window":
            cards = [face(p["card"])] + [face(c) for c in p.get("nopes", [])]
            zones.append(cards_zone("window", "pile", "window", "In play", cards))
        offer = v.get("offer")
        if offer:
            cards = [face(c) for c in offer["give"] + offer["take"]]
            zones.append(cards_zone("offer", "offer", "offer",
                                    f"Trade offer from {self.ctx.names[offer['from']]} to "
                                    f"{self.ctx.names[offer['to']]}", cards))
        return zones

    # --- words ----------------------------------------------------------------------------
    def status(self) -> str:
        v, ctx = self.view, self.ctx
        if v.get("outcome") is not None:
            return f"Round {v['round']} · Game over"
        host = "You host" if v["host"] == ctx.you else f"{ctx.names[v['host']]} hosts"
        parts = [f"Round {v['round']}", host]
        phase = {"window": "Nope! window", "bid": "sealed bids", "raise": "tie: raising",
                 "place": "placing a card"}.get(v["phase"])
        if phase:
            parts.append(phase)
        parts.append(f"{plural(v['property_count'], 'property', 'properties')} left")
        return " · ".join(parts)

    def window_text(self, p: NopeWindow) -> str:
        ctx = self.ctx
        what = ACTION_NAMES.get(p["action"], p["card"]["name"])
        if p["action"] == "wild" and p["color"]:
            what += f" as {colour(p['color']).name}"
        if p["action"] == "steal" and p["target"]:
            what += f" to take {self.name(p['target']['id'])} from {ctx.who(p.get('victim'))}"
        text = f"{cap(ctx.who(p['by']))} played {what}" + ("" if what.endswith("!") else ".")
        depth = p.get("depth", 0)
        if depth:
            text += (f" {plural(depth, 'Nope!', 'Nope!s')} so far: it is "
                     f"{'cancelled' if depth % 2 else 'back on'} for now.")
        return text

    # --- choices --------------------------------------------------------------------------
    def label(self, action: Action) -> Choice:
        ctx, me, a = self.ctx, self.ctx.you, A.bid_action(action)
        match a:
            case A.PlayWild():
                return choice(f"Play Wild! as {colour(a.color).name}", a, card=a.card,
                              zone=self.own_set(a.color) or f"sets:{me}", group="Wild!", colour=colour(a.color),
                              hint=colour_hint(self.view["players"][ctx.me]["sets"], a.color))
            case A.PlaySteal():
                return choice(f"Steal {self.name(a.target)} from {ctx.who(a.victim)}", a, card=a.card,
                              target_card=a.target, seat=a.victim, zone=self.set_of.get(a.target),
                              group="Steal!")
            case A.PlayDraw2():
                return choice(f"Play Draw 2!: draw {self.view['rules']['draw2_draw']} cards", a, card=a.card,
                              group="Draw 2!")
            case A.PlayNope():
                return choice("Nope!", a, "primary", card=a.card, group="Nope!", answer=True)
            case A.LetPass():
                return choice("Let it pass", a)
            case A.StartAuction():
                return choice("Start the auction", a, "primary")
            case A.EndTurn():
                return choice("End turn (no property left to auction)", a, "primary")
            case A.AddToBid():
                return choice(f"Add {self.name(a.card)} to your bid", a, card=a.card, zone=f"bid:{me}",
                              group=self.name(a.card))
            case A.RemoveFromBid():
                return choice(f"Take {self.name(a.card)} back", a, card=a.card, zone=f"hand:{me}",
                              group=self.name(a.card))
            case A.ConfirmBid():
                return choice(f"Bid {money(a.total)}" if a.total else "Bid nothing", a, "primary")
            case A.PlaceCard():
                name = colour(a.color).name
                where = f"a new {name} set" if a.number == 0 else f"{name} set {a.number}"
                zone = self.own_set(a.color, a.number - 1) if a.number else None
                return choice(f"Put {self.name(a.card)} into {where}", a, card=a.card,
                              zone=zone or f"sets:{me}", group=self.name(a.card))
            case A.ProposeTrade():
                return choice(f"Propose a trade to {ctx.who(a.to)}", a, seat=a.to, group="Propose a trade")
            case A.OfferCard():
                return choice(f"Offer {self.name(a.card)}", a, card=a.card, group=self.name(a.card))
            case A.AskCard():
                return choice(f"Ask for {self.name(a.card)}", a, card=a.card,
                              seat=self.owner.get(a.card), group=self.name(a.card))
            case A.DropCard():
                return choice(f"Remove {self.name(a.card)} from the offer", a, card=a.card,
                              group=self.name(a.card))
            case A.SendOffer():
                return choice("Send the offer", a, "primary")
            case A.CancelOffer():
                return choice("Cancel the offer", a)
            case A.AcceptOffer():
                return choice("Accept the trade", a, "primary")
            case A.DeclineOffer():
                return choice("Decline the trade", a)
            case _:
                assert_never(a)

    def own_set(self, color: str, nth: int = 0) -> str | None:
        """The zone id of the viewer's ``nth`` set of ``color`` (None: no such set)."""
        mine = self.view["players"][self.ctx.me]["sets"]
        found = [i for i, st in enumerate(mine) if st["color"] == color]
        return f"set:{self.ctx.you}:{found[nth]}" if 0 <= nth < len(found) else None

    # --- the question ---------------------------------------------------------------------
    def prompt(self, choices: list[Choice]) -> Prompt | None:
        v, ctx = self.view, self.ctx
        if v.get("outcome") is not None:
            return None
        waiting = [ctx.names[s] for s in v["to_act"] if s != ctx.you]
        trade = self.trade_text()
        offer = v["offer"]
        offered = (offer is not None and offer["to"] == ctx.you
                   and any(c.label == "Accept the trade" for c in choices))
        flow, asks_me = self.flow_prompt(choices, waiting)
        if asks_me:
            flow.waiting_for = []       # the decision is the viewer's: nobody else is waited on
        if offer is not None and offered and not asks_me:
            return Prompt("Trade offer", _join(trade, "Accept it or decline it."), choices,
                          [face(c) for c in offer["give"] + offer["take"]], waiting)
        # The round's own question comes first; a trade under way is one separate sentence after it.
        if trade:
            when = " Accept or decline it when you like." if offered else ""
            flow.text = _join(flow.text, f"Trade: {trade}{when}")
        return flow

    def flow_prompt(self, choices: list[Choice], waiting: list[str]) -> tuple[Prompt, bool]:
        """The prompt of the round in progress (hosting, Nope!, bids, placing) and whether it asks
        the viewer something."""
        v, ctx, p = self.view, self.ctx, self.pending
        if p is None:
            return Prompt("", "", choices, [], waiting), False
        if p["type"] == "host_actions":
            host = p["seat"]
            if host == ctx.you:
                text = (f"You host round {v['round']}. You may play Wild!, Steal! or Draw 2!, "
                        f"one at a time, then start the auction.")
                return Prompt("You host", text, choices, [], waiting), True
            return Prompt(f"{ctx.names[host]} hosts", f"{ctx.names[host]} may play action cards, then starts "
                          f"the auction.", choices, [], waiting), False
        if p["type"] == "nope_window":
            text = self.window_text(p)
            mine = any(c.label in ("Nope!", "Let it pass") for c in choices)
            if mine:
                has = any(c.label == "Nope!" for c in choices)
                text += " Answer with Nope!, or let it pass." if has else " Let it pass."
            return Prompt("Nope?" if mine else "Nope! window", text, choices, [face(p["card"])], waiting), mine
        if p["type"] in ("bid", "raise"):
            title, text, bidding = self.auction_words(p, choices)
            return Prompt(title, text, choices, [face(p["card"])], waiting), bidding
        if p["type"] == "place":
            name = colour(p["color"]).name
            who = p["seat"]
            text = (f"{cap(ctx.who(who))} received {p['card']['name']}: it could join more than one "
                    f"of {ctx.whose(who)} {name} sets.")
            if who == ctx.you:
                text += f" Choose the set it joins, or start a new {name} set."
            return Prompt("Choose a set" if who == ctx.you else "Placing a card", text,
                          choices, [face(p["card"])], waiting), who == ctx.you
        return Prompt("", "", choices, [], waiting), False

    def auction_words(self, p: AuctionStep, choices: list[Choice]) -> tuple[str, str, bool]:
        """Title and text of a sealed bid or a raise, and whether the viewer is bidding."""
        v, ctx = self.view, self.ctx
        card = p["card"]
        what = f"{card['name']} ({colour(card['colors'][0]).name}, set of {card.get('set_size', '?')})"
        bidding = v.get("bid") is not None and any(c.label.startswith("Bid ") for c in choices)
        if p["type"] == "raise":
            tied = listing([ctx.who(r["seat"]) for r in p.get("revealed", [])])
            first = next((r for r in p.get("revealed", []) if r["seat"] == ctx.you), None)
            head = f"Tie for {what} between {tied}."
            if bidding and first:
                head += (f" Your first bid of {money(first['total'])} stands; add more money "
                         f"secretly, then confirm.")
            title = "Raise your bid" if bidding else "Tie: raising"
        else:
            head = f"Sealed bids for {what}."
            if bidding:
                head += " Tap money cards in your hand to add them to your bid, then confirm."
            title = "Your sealed bid" if bidding else "Sealed bids"
        done = [ctx.who(s) for s in p.get("done", [])]
        head += f" Sealed so far: {listing(done) if done else 'nobody'}."
        return title, head, bidding

    def trade_text(self) -> str:
        v, ctx = self.view, self.ctx
        out = []
        offer = v.get("offer")
        if offer:
            gives = listing([c["name"] for c in offer["give"]])
            asks = listing([c["name"] for c in offer["take"]])
            out.append(f"{cap(ctx.who(offer['from']))} offer{'' if offer['from'] == ctx.you else 's'} "
                       f"{ctx.who(offer['to'])} a trade: {gives} for {asks}.")
        draft = v.get("draft")
        if draft:
            out.append(f"Your offer to {ctx.who(draft['to'])}: you give "
                       f"{listing([c['name'] for c in draft['give']])}, you ask for "
                       f"{listing([c['name'] for c in draft['take']])}. Tap properties to add or remove them.")
        return " ".join(out)

    def selection(self, choices: list[Choice]) -> Selection | None:
        v = self.view
        bid = v["bid"]
        if bid is not None:
            confirm = next((c for c in choices if c.intent == "primary" and c.label.startswith("Bid ")), None)
            total = sum(c["value"] for c in bid)
            return Selection("bid", "Your sealed bid", total, None, [c["id"] for c in bid],
                             f"Bid {money(total)}" if total else "Bid nothing",
                             confirm.action if confirm else None,
                             "Only you see your bid until everyone has sealed theirs.",
                             confirm.key if confirm else None, money(total))
        draft = v.get("draft")
        if draft:
            send = next((c for c in choices if c.label == "Send the offer"), None)
            ids = [c["id"] for c in draft["give"] + draft["take"]]
            return Selection("offer", f"Trade offer to {self.ctx.names[draft['to']]}", len(ids), None,
                             ids, "Send the offer", send.action if send else None,
                             _changes_left(draft.get("steps_left", 0)), send.key if send else None,
                             plural(len(ids), "card"))
        return None

    def scene(self) -> Scene:
        choices = choices_for(self.ctx, self.label)
        add_twins(choices, [c for c in self.view["hand"] if c["id"] not in self.bid_ids])
        return Scene(self.status(), [self.seat(p) for p in self.view["players"]], self.centre(),
                     self.prompt(choices), self.selection(choices))


def _join(*texts: str) -> str:
    return " ".join(t for t in texts if t)


def present(ctx: Context[BidView]) -> Scene:
    """The Bid scene for ``ctx``."""
    return BidPresenter(ctx).scene()


# Actions that leave a Nope! window unanswered: starting a trade can wait for the next step.
_ASIDE = (A.LetPass, A.ProposeTrade)


def passive(legal: list[Action]) -> tuple[Action, str] | None:
    """Let it pass, when the seat has no trade offer to answer or build: a "response" when it
    holds no Nope!, an "answer" (asked or not by the player's setting) when it holds one."""
    passes = [a for a in legal if isinstance(a, A.LetPass)]
    if not passes or not all(isinstance(a, (*_ASIDE, A.PlayNope)) for a in legal):
        return None
    return passes[0], "answer" if any(isinstance(a, A.PlayNope) for a in legal) else "response"


def _changes_left(steps: int) -> str:
    """A warning once few changes to an offer are left (the engine caps them)."""
    return f"Only {plural(steps, 'change')} left." if steps <= 5 else ""
