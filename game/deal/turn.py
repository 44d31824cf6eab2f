"""Drawing (with reshuffles), starting and ending turns, winning (set-up is in ``setup``)."""
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.outcome import Outcome, Reason
from game.core.piles import draw_from_pile
from game.deal.cards import NAME, VALUE
from game.deal.numbers import rules
from game.deal.sets import has_won, held, is_complete
from game.deal.state import State


def p(seat: int) -> str:
    """The ``{pN}`` token the UI replaces with a seat's name."""
    return f"{{p{seat}}}"


def names(cards: list[int]) -> str:
    """Card names joined for event text."""
    return ", ".join(NAME[c] for c in cards)


def draw_cards(s: State, seat: int, count: int, ev: list[Event]) -> None:
    """``seat`` draws ``count`` cards, reshuffling the discards into a new pile when needed."""
    got = draw_from_pile(s, count, ev)
    s.hands[seat].extend(got)
    ev.append(Event("draw", f"{p(seat)} draws {len(got)} card{'s' if len(got) != 1 else ''}.",
                    {"seat": seat, "count": len(got)},
                    {seat: f"You draw: {names(got)}." if got else "The piles are empty."}))


def start_turn(s: State, seat: int, ev: list[Event]) -> None:
    """Begin ``seat``'s turn: stalemate check, win check, then draw (more on an empty hand)."""
    numbers = rules(s.options)
    s.turn = seat
    s.phase = "play"
    s.plays_left = numbers["plays_per_turn"]
    s.seen = []
    if s.turn_count >= s.options.max_rounds * s.num_players:
        stalemate(s, ev)
        return
    ev.append(Event("turn", f"{p(seat)}'s turn.", {"seat": seat}))
    if has_won(s.tables[seat]):
        win(s, seat, ev)
        return
    draw_cards(s, seat, numbers["draw_per_turn"] if s.hands[seat] else numbers["start_hand"], ev)


def end_turn(s: State, ev: list[Event]) -> None:
    """Pass the turn to the left."""
    ev.append(Event("end", f"{p(s.turn)} ends the turn.", {"seat": s.turn}))
    s.turn_count += 1
    start_turn(s, (s.turn + 1) % s.num_players, ev)


def discard_card(s: State, card: int, ev: list[Event]) -> None:
    """The active seat discards ``card`` for the hand limit; the turn passes once it is kept."""
    seat = s.turn
    s.hands[seat].remove(card)
    if s.options.hand_limit_to_draw_bottom:
        s.draw.insert(0, card)
        where, to = "under the draw pile", "draw"
    else:
        s.discard.append(card)
        where, to = "", "discard"
    ev.append(Event("discard", f"{p(seat)} discards {NAME[card]}{' ' + where if where else ''}.",
                    {"cards": [card], "from": f"hand:{seat}", "to": to}))
    if len(s.hands[seat]) <= rules(s.options)["hand_limit"]:
        end_turn(s, ev)


def win(s: State, seat: int, ev: list[Event]) -> None:
    """``seat`` wins with complete sets of different colours (``numbers.SETS_TO_WIN``)."""
    s.outcome = Outcome((seat,), Reason.SETS)
    s.phase = "over"
    ev.append(Event("win", f"{p(seat)} wins with three complete sets!", {"winners": [seat]}))


def table_value(s: State, seat: int) -> int:
    """Money value of everything a seat has on the table (bank, properties, buildings)."""
    total = sum(VALUE[c] for c in s.banks[seat])
    for st in s.tables[seat]:
        total += sum(VALUE[c] for c in held(st))
    return total


def stalemate(s: State, ev: list[Event]) -> None:
    """The round limit is reached: most complete sets wins, then most value, else shared."""
    def score(seat: int) -> tuple[int, int]:
        return (sum(1 for st in s.tables[seat] if is_complete(st)), table_value(s, seat))

    best = max(score(seat) for seat in range(s.num_players))
    winners = tuple(seat for seat in range(s.num_players) if score(seat) == best)
    s.outcome = Outcome(winners, Reason.STALEMATE)
    s.phase = "over"
    who = " and ".join(p(w) for w in winners)
    ev.append(Event("stalemate", f"The round limit is reached: {who} "
                    f"{'wins' if len(winners) == 1 else 'share the win'}.", {"winners": list(winners)}))


def check_seat(s: State, seat: int) -> None:
    """Raise ``IllegalAction`` unless ``seat`` is a seat of this game."""
    if not isinstance(seat, int) or not 0 <= seat < s.num_players:
        raise IllegalAction(f"seat {seat!r} is not in this {s.num_players}-player game")
