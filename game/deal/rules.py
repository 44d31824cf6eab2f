"""``play``: validate an action against the legal list, apply it to a clone, record events."""
from typing import assert_never

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.deal import actions as A
from game.deal import resolve
from game.deal.cards import COLOR_NAMES, KIND, NAME, VALUE
from game.deal.legal import legal_actions
from game.deal.numbers import rules
from game.deal.sets import HOTEL, HOUSE, add_card, arrangement_key, best_rent, find_set, has_won, moved
from game.deal.state import Effect, State
from game.deal.turn import check_seat, discard_card, draw_cards, end_turn, p, win


def play(state: State, action: Action) -> State:
    """The state after ``action``; raises ``IllegalAction`` (``state`` untouched) if not legal."""
    if not isinstance(action, Action):
        raise IllegalAction(f"{action!r} is not a Monopoly Deal action")
    check_seat(state, action.seat)
    legal = legal_actions(state, action.seat)
    if action not in legal:
        if not legal:
            why = "the game is over" if state.outcome else f"it is not {p(action.seat)}'s move"
        else:
            why = f"it is not one of {p(action.seat)}'s choices in the {state.phase} phase"
        raise IllegalAction(f"{action} ({type(action).__name__}): illegal because {why}")
    s = state.clone()
    ev: list[Event] = []
    _apply(s, A.deal_action(action), ev)
    if s.outcome is None and has_won(s.tables[s.turn]):
        win(s, s.turn, ev)
    s.events = tuple(ev)
    return s


def _use(s: State, seat: int, card: int) -> None:
    """An action card leaves the hand for the discard pile and uses a play."""
    s.hands[seat].remove(card)
    s.discard.append(card)
    s.plays_left -= 1


def _public(seat: int, card: int, text: str, kind: str = "action") -> Event:
    return Event(kind, text, {"cards": [card], "from": f"hand:{seat}", "to": "discard"})


def _bank(s: State, a: A.Bank, ev: list[Event]) -> None:
    s.hands[a.seat].remove(a.card)
    s.banks[a.seat].append(a.card)
    s.plays_left -= 1
    what = NAME[a.card] if KIND[a.card] == "money" else f"{NAME[a.card]} ({VALUE[a.card]}M)"
    ev.append(Event("bank", f"{p(a.seat)} banks {what}.",
                    {"cards": [a.card], "from": f"hand:{a.seat}", "to": f"bank:{a.seat}"}))


def _property(s: State, a: A.PlayProperty, ev: list[Event]) -> None:
    s.hands[a.seat].remove(a.card)
    add_card(s.tables[a.seat], a.card, a.color)
    s.plays_left -= 1
    ev.append(Event("property", f"{p(a.seat)} plays {NAME[a.card]} as {COLOR_NAMES[a.color]}.",
                    {"cards": [a.card], "from": f"hand:{a.seat}", "to": f"table:{a.seat}",
                     "color": a.color}))


def _move(s: State, a: A.MoveCard, ev: list[Event]) -> None:
    before = arrangement_key(s.tables[a.seat])
    if before not in s.seen:
        s.seen.append(before)
    s.tables[a.seat] = table = moved(s.tables[a.seat], a.card, a.color, a.dest, s.banks[a.seat])
    s.seen.append(arrangement_key(table))
    ev.append(Event("move", f"{p(a.seat)} moves {NAME[a.card]} to {COLOR_NAMES[a.color]}.",
                    {"cards": [a.card], "from": f"table:{a.seat}", "to": f"table:{a.seat}",
                     "color": a.color}))


def _pass_go(s: State, a: A.PassGo, ev: list[Event]) -> None:
    # The card is discarded only after its draw: a reshuffle during the draw must not include it.
    s.hands[a.seat].remove(a.card)
    s.plays_left -= 1
    ev.append(_public(a.seat, a.card, f"{p(a.seat)} plays Pass Go."))
    draw_cards(s, a.seat, rules(s.options)["pass_go_draw"], ev)
    s.discard.append(a.card)


Targeted = A.DealBreaker | A.SlyDeal | A.ForcedDeal | A.DebtCollector | A.Birthday | A.Rent


def _effect(s: State, a: Targeted, kind: str, targets: list[int], text: str, ev: list[Event],
            amount: int = 0, color: str = "", take: int = -1) -> Effect:
    """Use the action card, log it, and describe the targeted action to resolve."""
    _use(s, a.seat, a.card)
    ev.append(_public(a.seat, a.card, text))
    return {"kind": kind, "card": a.card, "actor": a.seat, "targets": targets, "amount": amount,
            "color": color, "take": take, "give": -1, "doubles": 0, "depth": 0}


def _others(s: State, seat: int) -> list[int]:
    return [(seat + i) % s.num_players for i in range(1, s.num_players)]


def _deal_breaker(s: State, a: A.DealBreaker, ev: list[Event]) -> None:
    resolve.start(s, _effect(s, a, "breaker", [a.target],
                             f"{p(a.seat)} plays Deal Breaker on {p(a.target)}'s "
                             f"{COLOR_NAMES[a.color]} set.", ev, color=a.color, take=a.take))


def _sly(s: State, a: A.SlyDeal, ev: list[Event]) -> None:
    resolve.start(s, _effect(s, a, "sly", [a.target],
                             f"{p(a.seat)} plays Sly Deal on {p(a.target)}: wants {NAME[a.take]}.",
                             ev, take=a.take))


def _forced(s: State, a: A.ForcedDeal, ev: list[Event]) -> None:
    s.eff = _effect(s, a, "forced", [a.target],
                    f"{p(a.seat)} plays Forced Deal on {p(a.target)}: wants {NAME[a.take]}.", ev,
                    take=a.take)
    s.phase = "give"


def _give(s: State, a: A.ForcedGive, ev: list[Event]) -> None:
    eff = s.eff
    assert eff is not None
    eff["give"] = a.card
    ev.append(Event("give", f"{p(a.seat)} offers {NAME[a.card]} in exchange.",
                    {"cards": [a.card]}))
    resolve.start(s, eff)


def _debt(s: State, a: A.DebtCollector, ev: list[Event]) -> None:
    owed = rules(s.options)["debt_collector"]
    resolve.start(s, _effect(s, a, "debt", [a.target],
                             f"{p(a.seat)} plays Debt Collector: {p(a.target)} owes {owed}M.", ev,
                             amount=owed))


def _birthday(s: State, a: A.Birthday, ev: list[Event]) -> None:
    owed = rules(s.options)["birthday"]
    resolve.start(s, _effect(s, a, "birthday", _others(s, a.seat),
                             f"{p(a.seat)} plays It's My Birthday: everyone owes {owed}M.", ev,
                             amount=owed))


def _rent(s: State, a: A.Rent, ev: list[Event]) -> None:
    amount = best_rent(s.tables[a.seat], a.color)
    who = "everyone" if a.target < 0 else p(a.target)
    targets = _others(s, a.seat) if a.target < 0 else [a.target]
    s.eff = _effect(s, a, "rent", targets,
                    f"{p(a.seat)} charges {who} {amount}M rent for {COLOR_NAMES[a.color]}.", ev,
                    amount=amount, color=a.color)
    _after_rent(s)


def _after_rent(s: State) -> None:
    """Offer Double the Rent while a play is left (whether or not the hand holds one)."""
    most = rules(s.options)["max_doubles"]
    eff = s.eff
    assert eff is not None
    if s.plays_left > 0 and eff["doubles"] < most:
        s.phase = "double"
    else:
        resolve.start(s, eff)


def _double(s: State, a: A.DoubleRent, ev: list[Event]) -> None:
    _use(s, a.seat, a.card)
    eff = s.eff
    assert eff is not None
    eff["amount"] *= 2
    eff["doubles"] += 1
    ev.append(_public(a.seat, a.card,
                      f"{p(a.seat)} plays Double the Rent: rent is now {eff['amount']}M."))
    _after_rent(s)


def _charge(s: State, a: A.Charge, ev: list[Event]) -> None:
    eff = s.eff
    assert eff is not None
    ev.append(Event("charge", f"{p(a.seat)} charges {eff['amount']}M rent.",
                    {"amount": eff["amount"]}))
    resolve.start(s, eff)


def _build(s: State, a: A.Build, ev: list[Event]) -> None:
    s.hands[a.seat].remove(a.card)
    s.plays_left -= 1
    table = s.tables[a.seat]
    st = table[find_set(table, a.on)]
    st[HOUSE if NAME[a.card] == "House" else HOTEL] = a.card
    ev.append(Event("build", f"{p(a.seat)} builds a {NAME[a.card]} on {COLOR_NAMES[a.color]}.",
                    {"cards": [a.card], "from": f"hand:{a.seat}", "to": f"table:{a.seat}",
                     "color": a.color}))


def _jsn(s: State, a: A.JustSayNo, ev: list[Event]) -> None:
    resolve.just_say_no(s, a.seat, a.card, ev)


def _accept(s: State, a: A.Accept, ev: list[Event]) -> None:
    resolve.accept(s, a.seat, ev)


def _select(s: State, a: A.PaySelect, ev: list[Event]) -> None:
    resolve.select(s, a.card, True, ev)


def _unselect(s: State, a: A.PayUnselect, ev: list[Event]) -> None:
    resolve.select(s, a.card, False, ev)


def _confirm(s: State, a: A.ConfirmPayment, ev: list[Event]) -> None:
    resolve.confirm(s, ev)


def _place(s: State, a: A.PlaceWild, ev: list[Event]) -> None:
    resolve.place_wild(s, a.seat, a.card, a.color, ev)


def _end(s: State, a: A.EndTurn, ev: list[Event]) -> None:
    limit = rules(s.options)["hand_limit"]
    if len(s.hands[a.seat]) > limit:
        s.phase = "discard"
        ev.append(Event("hand_limit", f"{p(a.seat)} must discard down to {limit} cards.",
                        {"seat": a.seat}))
    else:
        end_turn(s, ev)


def _discard(s: State, a: A.Discard, ev: list[Event]) -> None:
    discard_card(s, a.card, ev)


def _apply(s: State, a: A.DealAction, ev: list[Event]) -> None:
    """Carry out one legal action."""
    match a:
        case A.Bank():
            _bank(s, a, ev)
        case A.PlayProperty():
            _property(s, a, ev)
        case A.MoveCard():
            _move(s, a, ev)
        case A.PassGo():
            _pass_go(s, a, ev)
        case A.DealBreaker():
            _deal_breaker(s, a, ev)
        case A.SlyDeal():
            _sly(s, a, ev)
        case A.ForcedDeal():
            _forced(s, a, ev)
        case A.ForcedGive():
            _give(s, a, ev)
        case A.DebtCollector():
            _debt(s, a, ev)
        case A.Birthday():
            _birthday(s, a, ev)
        case A.Rent():
            _rent(s, a, ev)
        case A.DoubleRent():
            _double(s, a, ev)
        case A.Charge():
            _charge(s, a, ev)
        case A.Build():
            _build(s, a, ev)
        case A.JustSayNo():
            _jsn(s, a, ev)
        case A.Accept():
            _accept(s, a, ev)
        case A.PaySelect():
            _select(s, a, ev)
        case A.PayUnselect():
            _unselect(s, a, ev)
        case A.ConfirmPayment():
            _confirm(s, a, ev)
        case A.PlaceWild():
            _place(s, a, ev)
        case A.EndTurn():
            _end(s, a, ev)
        case A.Discard():
            _discard(s, a, ev)
        case _:
            assert_never(a)
