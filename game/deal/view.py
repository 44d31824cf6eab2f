"""What one seat may see of a Monopoly Deal game, as a JSON-ready dict.

``view(state, seat)`` (``seat=None``: a spectator) returns a ``DealView``: its keys, and those of the
card objects, players, sets and the pending decision in it, are the TypedDicts of
``game.deal.view_types``. The phases: "play" | "double" | "give" | "respond" | "pay" | "place" |
"discard" | "over"; ``pending`` is null in the plain "play" phase and once over.

Look cards of the discard pile up by id (``discard_ids``, all face up) in events or with
``game.deal.cards.card_json``. ``events``: the last play's events for this seat (``{"kind", "text",
"data"[, "private"]}``, text with ``{pN}`` seat tokens). Kinds: deal, turn, draw (data: seat, count;
private: the cards), reshuffle, bank, property, move, build, action (an action card played), give,
charge, jsn, accept, cancelled, select (a payment pick), pay (data: cards, payer, receiver, total,
amount), take, take_set, place, end, hand_limit, discard, win, stalemate. Card-moving events carry
``data["cards"]`` (ids) and ``"from"``/``"to"`` zones like "hand:0", "bank:1", "table:2", "discard".
"""

from game.core.events import redact_events
from game.deal.cards import COLOR_NAMES, SET_SIZE, VALUE, card_json
from game.deal.numbers import rules
from game.deal.resolve import payable, place_colors
from game.deal.sets import CARDS, COLOR, HOTEL, HOUSE, complete_colors, is_complete, set_rent
from game.deal.state import PropSet, State
from game.deal.turn import table_value
from game.deal.view_types import DealCard, DealPending, DealPlayer, DealSet, DealView, PendingAction


def _card(card: int) -> DealCard | None:
    return None if card < 0 else card_json(card)


def _set(st: PropSet) -> DealSet:
    color = st[COLOR]
    return {"color": color, "color_name": COLOR_NAMES[color], "size": SET_SIZE[color],
            "cards": [card_json(c) for c in st[CARDS:]], "complete": is_complete(st),
            "house": _card(st[HOUSE]), "hotel": _card(st[HOTEL]), "rent": set_rent(st)}


def _player(s: State, seat: int) -> DealPlayer:
    return {"seat": seat, "hand_count": len(s.hands[seat]),
            "bank": [card_json(c) for c in s.banks[seat]],
            "bank_total": sum(VALUE[c] for c in s.banks[seat]),
            "sets": [_set(st) for st in s.tables[seat]],
            "complete_sets": len(complete_colors(s.tables[seat])),
            "table_value": table_value(s, seat)}


def _action(s: State) -> PendingAction | None:
    eff = s.eff
    if eff is None:
        return None
    targets = eff["targets"]
    return {"kind": eff["kind"], "card": card_json(eff["card"]), "actor": eff["actor"],
            "target": targets[0] if targets else None, "targets": list(targets),
            "amount": eff["amount"], "color": eff["color"], "take": _card(eff["take"]),
            "give": _card(eff["give"]), "doubles": eff["doubles"], "jsn_depth": eff["depth"]}


def _pending(s: State) -> DealPending | None:
    phase = s.phase
    if phase in ("play", "over"):
        return None
    seat = s.to_act[0]
    out: DealPending = {"type": phase, "seat": seat, "action": _action(s)}
    if phase == "respond":
        assert s.eff is not None
        out["jsn_depth"] = s.eff["depth"]
    elif phase == "pay":
        pay = s.pay
        assert pay is not None
        out.update({"payer": pay["payer"], "receiver": pay["receiver"], "amount": pay["amount"],
                    "selected": [card_json(c) for c in pay["selected"]],
                    "selected_total": sum(VALUE[c] for c in pay["selected"]),
                    "payable_total": sum(VALUE[c] for c in payable(s, seat))})
    elif phase == "place":
        card = s.place[0][1]
        out.update({"card": card_json(card), "colors": place_colors(s, seat, card)})
    elif phase == "discard":
        out["count"] = len(s.hands[seat]) - rules(s.options)["hand_limit"]
    return out


def view(state: State, seat: int | None) -> DealView:
    """Everything ``seat`` may know (see ``game.deal.view_types.DealView``)."""
    s = state
    n = s.num_players
    return {
        "game": "deal", "you": seat, "num_players": n,
        "hand": [] if seat is None else [card_json(c) for c in s.hands[seat]],
        "players": [_player(s, i) for i in range(n)],
        "turn": s.turn, "first_player": s.first_player, "turn_count": s.turn_count,
        "round": s.turn_count // n + 1, "max_rounds": s.options.max_rounds,
        "phase": s.phase, "plays_left": s.plays_left,
        "to_act": list(s.to_act), "pending": _pending(s),
        "discard_ids": list(s.discard),
        "discard_top": card_json(s.discard[-1]) if s.discard else None,
        "discard_count": len(s.discard), "draw_count": len(s.draw),
        "events": redact_events(s.events, seat),
        "outcome": s.outcome.to_json() if s.outcome else None,
        "options": s.options.to_json(), "rules": rules(s.options),
        "raw": {"eff": None if s.eff is None else {**s.eff, "targets": list(s.eff["targets"])},
                "pay": None if s.pay is None else {**s.pay, "selected": list(s.pay["selected"])},
                "place": [list(q) for q in s.place], "seen": list(s.seen)},
    }
