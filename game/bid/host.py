"""The host's action phase: Wild!, Steal!, Draw 2!, each opening a Nope! window that every other
seat answers (Nope! or Let it pass), with Nope! chains by anyone."""
from typing import assert_never

from game.bid.actions import EndTurn, LetPass, PlayDraw2, PlayNope, PlaySteal, PlayWild, StartAuction
from game.bid.cards import COLOR_INDEX, COLOR_NAMES, COLORS, DRAW2, KIND, NAME, NOPE, STEAL, WILD, label
from game.bid.collection import find, loose_cards, place, remove
from game.bid.numbers import rules
from game.bid.receive import receive, settle
from game.bid.state import State, Window
from game.bid.turn import window_waiting
from game.core.actions import Action
from game.core.events import Event
from game.core.piles import draw_from_pile


def _lowest(hand: list[int], kind: int) -> int:
    """Lowest id of that kind in the hand, or -1 (identical cards need only one action)."""
    best = -1
    for c in hand:
        if KIND[c] == kind and (best < 0 or c < best):
            best = c
    return best


def host_actions(st: State) -> list[Action]:
    """Legal actions of the host in the action phase."""
    host = st.host
    acts: list[Action] = []
    if st.actions_left > 0:
        hand = st.hands[host]
        wild = _lowest(hand, WILD)
        if wild >= 0:
            acts.extend([PlayWild(host, wild, color) for color in COLORS])
        steal = _lowest(hand, STEAL)
        if steal >= 0:
            for victim in range(st.num_players):
                if victim != host:
                    acts.extend([PlaySteal(host, steal, c, victim)
                                 for c in loose_cards(st.sets[victim])])
        draw2 = _lowest(hand, DRAW2)
        if draw2 >= 0:
            acts.append(PlayDraw2(host, draw2))
    acts.append(StartAuction(host) if st.props else EndTurn(host))
    return acts


def window_actions(st: State, seat: int) -> list[Action]:
    """A seat answering the Nope! window: every waiting seat may let it pass, so being asked
    reveals nothing about the hand."""
    nope = _lowest(st.hands[seat], NOPE)
    return [PlayNope(seat, nope), LetPass(seat)] if nope >= 0 else [LetPass(seat)]


def aimed_at(st: State, seat: int) -> bool:
    """Is the Nope! window ``seat`` may answer about an action aimed at it or its cards (a Steal! on
    its property) or about its own move (its action card or a Nope! it played, now Noped)?"""
    w = st.window
    if w is None:
        return False
    return w["victim"] == seat or (bool(w["nopes"]) and (seat == st.host or seat in w["nopers"]))


def _describe(st: State, w: Window) -> str:
    kind = w["kind"]
    if kind == "wild":
        return f"Wild! as {COLOR_NAMES[COLORS[w['color']]]}"
    if kind == "steal":
        victim = w["victim"]
        target = w["target"]
        # The target may have been traded away while the window was open.
        held = find(st.sets[victim], target)
        return f"Steal! on {label(target, held[0] if held else -1)} of {{p{victim}}}"
    return "Draw 2!"


def play_host_card(st: State, action: PlayWild | PlaySteal | PlayDraw2, events: list[Event]) -> None:
    """Take the action card from the hand and open its Nope! window."""
    host = action.seat
    st.hands[host].remove(action.card)
    st.actions_left -= 1
    w: Window = {"kind": "draw2", "card": action.card, "color": -1, "target": -1, "victim": -1,
                 "nopes": [], "nopers": [], "passed": []}
    match action:
        case PlayWild():
            w["kind"] = "wild"
            w["color"] = COLOR_INDEX[action.color]
        case PlaySteal():
            w["kind"] = "steal"
            w["target"] = action.target
            w["victim"] = action.victim
        case PlayDraw2():
            pass
        case _:
            assert_never(action)
    st.window = w
    st.phase = "window"
    events.append(Event("action", f"{{p{host}}} plays {_describe(st, w)}",
                        {"seat": host, "cards": [action.card], "from": f"hand:{host}",
                         "to": "window", "action": w["kind"]}))
    if not window_waiting(st):
        _resolve(st, events)


def play_nope(st: State, action: PlayNope, events: list[Event]) -> None:
    seat = action.seat
    w = st.window
    assert w is not None
    st.hands[seat].remove(action.card)
    w["nopes"].append(action.card)
    w["nopers"].append(seat)
    w["passed"] = []
    depth = len(w["nopes"])
    events.append(Event("nope", f"{{p{seat}}} plays Nope! ({depth} in the chain)",
                        {"seat": seat, "cards": [action.card], "from": f"hand:{seat}",
                         "to": "window", "depth": depth}))
    if not window_waiting(st):
        _resolve(st, events)


def play_pass(st: State, action: LetPass, events: list[Event]) -> None:
    assert st.window is not None
    st.window["passed"].append(action.seat)
    events.append(Event("pass", f"{{p{action.seat}}} lets it pass", {"seat": action.seat}))
    if not window_waiting(st):
        _resolve(st, events)


def _resolve(st: State, events: list[Event]) -> None:
    """Everyone has answered: an odd number of Nope! cancels the action, else it takes effect."""
    w = st.window
    assert w is not None
    host = st.host
    st.window = None
    st.phase = "host"
    card = w["card"]
    st.discard.extend(w["nopes"])
    if w["nopes"]:
        events.append(Event("discard", "The Nope! cards go to the discard pile",
                            {"cards": list(w["nopes"]), "from": "window", "to": "discard"}))
    if len(w["nopes"]) % 2:
        st.discard.append(card)
        events.append(Event("cancelled", f"{{p{host}}}'s {_describe(st, w)} is cancelled",
                            {"cards": [card], "from": "window", "to": "discard"}))
        return
    kind = w["kind"]
    if kind == "wild":
        place(st.sets[host], card, w["color"])
        st.changed = True
        events.append(Event("wild", f"{{p{host}}} places Wild! as "
                            f"{COLOR_NAMES[COLORS[w['color']]]} (fixed for the rest of the game)",
                            {"cards": [card], "from": "window", "to": f"sets:{host}",
                             "color": COLORS[w["color"]]}))
    elif kind == "steal":
        _steal(st, w, events)
    else:
        got = draw_from_pile(st, rules(st.options)["draw2_draw"], events)
        st.hands[host].extend(got)
        st.discard.append(card)
        events.append(Event("draw", f"{{p{host}}} draws {len(got)} card(s)",
                            {"seat": host, "count": len(got), "to": f"hand:{host}",
                             "cards_used": [card]},
                            {host: "You draw " + (", ".join(NAME[c] for c in got) or "nothing")}))
        return
    settle(st, events, "host")


def _steal(st: State, w: Window, events: list[Event]) -> None:
    host, victim, target, card = st.host, w["victim"], w["target"], w["card"]
    st.discard.append(card)
    if target not in loose_cards(st.sets[victim]):
        events.append(Event("fizzle", f"{{p{host}}}'s Steal! finds nothing: the card is no "
                            "longer there to take", {"cards": [card], "to": "discard"}))
        return
    color = remove(st.sets[victim], target)
    receive(st, host, target, color)
    st.changed = True
    events.append(Event("steal", f"{{p{host}}} steals {label(target, color)} from {{p{victim}}}",
                        {"cards": [target], "from": f"sets:{victim}", "to": f"sets:{host}",
                         "used": [card]}))
