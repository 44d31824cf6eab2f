"""Resolving targeted actions: Just Say No windows, payments, card transfers, wildcard colours.

The action being resolved is ``state.eff``, a dict:
``kind`` ("rent" | "debt" | "birthday" | "sly" | "forced" | "breaker"), ``card`` (the action card),
``actor``, ``targets`` (seats still to resolve, current first), ``amount`` (to pay), ``color``
(rent colour or Deal Breaker set colour, else ""), ``take`` / ``give`` (card ids or -1),
``doubles`` (Double the Rent played), ``depth`` (Just Say No cards played against the current
target so far: even = the action stands, odd = it is cancelled).

Several targets (Birthday, rent to everyone) are handled **one after another**, in turn order
from the actor's left: each target gets a response window (Just Say No or Accept, offered whether
or not they hold a Just Say No so ``to_act`` reveals nothing), then pays, then the next target.
So exactly one seat acts at any moment.

A payment is ``state.pay``: ``payer``, ``receiver``, ``amount``, ``selected`` (card ids chosen so
far from the payer's bank and table) and ``toggles`` (selection changes so far). A payer whose
payable cards are worth no more than the amount owed pays all of them at once, with no choice.
"""

from game.core.events import Event
from game.deal.cards import CARD_COLORS, COLOR_NAMES, COLORS, IS_MULTI, KIND, NAME, VALUE
from game.deal.sets import CARDS, COLOR, HOTEL, HOUSE, add_card, find_set, held, multi_colors, remove_card, settle
from game.deal.state import Effect, State
from game.deal.turn import p

MAX_TOGGLES = 20    # after this many selection changes a payer may only add cards and confirm


def payable(s: State, seat: int) -> list[int]:
    """Cards ``seat`` may pay with: bank, table properties with a value, buildings."""
    out = list(s.banks[seat])
    for st in s.tables[seat]:
        out.extend(c for c in st[CARDS:] if VALUE[c] > 0)
        out.extend(b for b in (st[HOUSE], st[HOTEL]) if b >= 0)
    return out


def start(s: State, eff: Effect) -> None:
    """Open the first response window of a targeted action."""
    eff["depth"] = 0
    s.eff = eff
    s.phase = "respond"


def resume(s: State) -> None:
    """Set the phase for what comes next: a colour choice, the next target, or the turn."""
    if s.outcome is not None:
        s.phase = "over"
    elif s.place:
        s.phase = "place"
    elif s.pay is not None:
        s.phase = "pay"
    elif s.eff is not None and s.eff["targets"]:
        s.eff["depth"] = 0
        s.phase = "respond"
    else:
        s.eff = None
        s.phase = "play"


def _done_with_target(s: State) -> None:
    assert s.eff is not None
    s.eff["targets"].pop(0)
    resume(s)


def just_say_no(s: State, seat: int, card: int, ev: list[Event]) -> None:
    """``seat`` plays Just Say No against the current action (or the last Just Say No)."""
    eff = s.eff
    assert eff is not None
    s.hands[seat].remove(card)
    s.discard.append(card)
    eff["depth"] += 1
    if seat == s.turn and s.options.jsn_counts_as_play:
        s.plays_left -= 1
    what = "the action" if eff["depth"] == 1 else "the Just Say No"
    ev.append(Event("jsn", f"{p(seat)} plays Just Say No against {what}.",
                    {"cards": [card], "from": f"hand:{seat}", "to": "discard",
                     "depth": eff["depth"]}))


def accept(s: State, seat: int, ev: list[Event]) -> None:
    """The seat in the response window lets things stand."""
    eff = s.eff
    assert eff is not None
    target = eff["targets"][0]
    if eff["depth"] % 2:
        ev.append(Event("cancelled", f"The action against {p(target)} is cancelled.",
                        {"seat": target}))
        _done_with_target(s)
        return
    ev.append(Event("accept", f"{p(seat)} accepts.", {"seat": seat}))
    kind = eff["kind"]
    actor = eff["actor"]
    if kind in ("rent", "debt", "birthday"):
        _begin_payment(s, target, actor, eff["amount"], ev)
        return
    if kind == "breaker":
        table = s.tables[target]
        st = table.pop(find_set(table, eff["take"]))
        s.tables[actor].append(st)
        ev.append(Event("take_set", f"{p(actor)} takes {p(target)}'s {COLOR_NAMES[st[COLOR]]} set.",
                        {"cards": held(st), "from": f"table:{target}",
                         "to": f"table:{actor}"}))
    else:
        _move_property(s, eff["take"], target, actor, ev)
        if kind == "forced":
            _move_property(s, eff["give"], actor, target, ev)
    _done_with_target(s)


def _move_property(s: State, card: int, owner: int, receiver: int, ev: list[Event]) -> None:
    remove_card(s.tables[owner], card)
    settle(s.tables[owner], s.banks[owner])
    _receive_property(s, card, receiver)
    ev.append(Event("take", f"{p(receiver)} gets {NAME[card]} from {p(owner)}.",
                    {"cards": [card], "from": f"table:{owner}", "to": f"table:{receiver}"}))


def _receive_property(s: State, card: int, receiver: int) -> None:
    if KIND[card] == "wild":
        s.place.append([receiver, card])
    else:
        add_card(s.tables[receiver], card, CARD_COLORS[card][0])


def place_colors(s: State, seat: int, card: int) -> list[str]:
    """Colours a received wildcard may take (a multi-colour wild with nothing to join: any)."""
    if IS_MULTI[card]:
        return multi_colors(s.tables[seat]) or list(COLORS)
    return list(CARD_COLORS[card])


def place_wild(s: State, seat: int, card: int, color: str, ev: list[Event]) -> None:
    """A received wildcard goes onto ``seat``'s table in ``color``."""
    s.place.pop(0)
    add_card(s.tables[seat], card, color)
    ev.append(Event("place", f"{p(seat)} places {NAME[card]} as {COLOR_NAMES[color]}.",
                    {"cards": [card], "color": color, "to": f"table:{seat}"}))
    resume(s)


def _begin_payment(s: State, payer: int, receiver: int, amount: int, ev: list[Event]) -> None:
    cards = payable(s, payer)
    if sum(VALUE[c] for c in cards) <= amount:
        _transfer(s, payer, receiver, amount, cards, ev)
        _done_with_target(s)
        return
    s.pay = {"payer": payer, "receiver": receiver, "amount": amount, "selected": [],
             "toggles": 0}
    s.phase = "pay"


def select(s: State, card: int, on: bool, ev: list[Event]) -> None:
    """Add a card to (or take it out of) the payment being chosen."""
    pay = s.pay
    assert pay is not None
    if on:
        pay["selected"].append(card)
    else:
        pay["selected"].remove(card)
    pay["toggles"] += 1
    total = sum(VALUE[c] for c in pay["selected"])
    verb = "picks" if on else "takes back"
    ev.append(Event("select", f"{p(pay['payer'])} {verb} {NAME[card]}: {total}M of "
                    f"{pay['amount']}M chosen.", {"cards": [card], "selected": on, "total": total}))


def confirm(s: State, ev: list[Event]) -> None:
    """Hand over the selected cards and go on with the next target."""
    pay = s.pay
    assert pay is not None
    s.pay = None
    _transfer(s, pay["payer"], pay["receiver"], pay["amount"], pay["selected"], ev)
    _done_with_target(s)


def _transfer(s: State, payer: int, receiver: int, amount: int, cards: list[int],
              ev: list[Event]) -> None:
    bank = s.banks[payer]
    table = s.tables[payer]
    for card in cards:
        if card in bank:
            bank.remove(card)
            s.banks[receiver].append(card)
        else:
            remove_card(table, card)
            if KIND[card] in ("property", "wild"):
                _receive_property(s, card, receiver)
            else:
                s.banks[receiver].append(card)
    settle(table, bank)
    total = sum(VALUE[c] for c in cards)
    if cards:
        # what was owed and what was paid, once: "pays Ann 2M.", "pays Ann 1M of the 2M owed.",
        # "pays Ann 5M for 1M owed." and the cards by name when not all of them are money
        owed = "" if total == amount else f" of the {amount}M owed" if total < amount else f" for {amount}M owed"
        named = "" if all(KIND[c] == "money" for c in cards) else ": " + ", ".join(NAME[c] for c in cards)
        text = f"{p(payer)} pays {p(receiver)} {total}M{owed}{named}."
    else:
        text = f"{p(payer)} has nothing to pay {p(receiver)}."
    ev.append(Event("pay", text, {"cards": list(cards), "payer": payer, "receiver": receiver,
                                  "total": total, "amount": amount}))
