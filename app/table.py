"""``build(session)``: the whole table model for whoever may look now.

The presenter of the game builds seats, piles and the prompt from the shown seat's view and legal
actions; this module adds what every game shares: the curtain, the log, the toast, animations, the
bot's turn and the outcome. Hidden information cannot enter: the presenter sees one view only, and
animated card ids are kept only when the model already shows that card.
"""
from collections.abc import Iterable
from typing import TYPE_CHECKING

from app.animate import anims
from app.frames import Frames
from app.model import UNDO, BotDue, Card, Choice, Curtain, LogLine, Outcome, SeatModel, Standing, Table, Zone
from app.present_common import Context
from app.secrecy import address
from app.stage import beats
from game.core.view_types import ViewBase

if TYPE_CHECKING:
    from app.session import Session

LOG_LIMIT = 5000        # log lines sent with each model (the newest): a whole game


def seat_kinds(session: "Session") -> list[str]:
    """"Human" or "AI · Hard" per seat."""
    return [("Human · own device" if seat.is_remote else "Human") if seat.is_human
            else f"AI · {(seat.level or '').capitalize()}" for seat in session.seats]


def faces(table: Table) -> dict[int, Card]:
    """Every face-up card anywhere in the model, by id."""
    found: dict[int, Card] = {}

    def cards(items: Iterable[Card]) -> None:
        found.update((c.id, c) for c in items if c.id is not None)

    def zones(items: Iterable[Zone]) -> None:
        for zone in items:
            cards(zone.cards)
            cards(zone.buildings)
    for seat in table.seats:
        zones(seat.zones)
    zones(table.centre)
    if table.prompt is not None:
        cards(table.prompt.cards)
    return found


def curtain_for(session: "Session") -> Curtain | None:
    name = session.curtain()
    if name is None:
        return None
    seat = session.human_to_act()
    assert seat is not None   # a curtain names the human to act
    return Curtain(seat, name, f"Pass the device to {name}",
                   f"{name}, take the device and continue when nobody else can see the screen.",
                   f"Continue as {name}")


def outcome_for(session: "Session", seats: list[SeatModel]) -> Outcome | None:
    result, ended = session.outcome(), session.state.outcome
    if result is None or ended is None:
        return None
    names, sentence = result
    winners = list(ended.winners)
    return Outcome(winners, names, "Game over", sentence, standings(seats, winners))


def standings(seats: list[SeatModel], winners: list[int]) -> list[Standing]:
    """The end screen's ranking: the winners, then the others by complete sets (ties in seat
    order). A name that already says its level ("Bot 2 (Normal)") is not told it twice."""
    ranked = sorted(seats, key=lambda seat: (seat.seat not in winners, -seat.complete_sets, seat.seat))
    return [Standing(seat.seat, f"{seat.name}{_kind(seat)}: {seat.standing}", seat.seat in winners)
            for seat in ranked]


def _kind(seat: SeatModel) -> str:
    level = seat.kind_label.rsplit(" · ", 1)[-1]
    return "" if f"({level})" in seat.name else f" ({seat.kind_label})"


def bot_due(session: "Session") -> BotDue | None:
    """The bot that moves next. The page asks for its move at once (``delay_ms`` 0): it thinks
    while the page still shows the moves before it, which set the pace."""
    seat = session.ai_to_act()
    if seat is None or session.over:
        return None
    name = session.names[seat]
    return BotDue(seat, name, 0, f"{name} is thinking…")


def build(session: "Session", remote: int | None = None) -> Table:
    """The model for ``session`` now: for whoever may look at this device, or for seat ``remote``
    played on another device (its own view and moves; no curtain, no undo there)."""
    shown = session.shown_seat() if remote is None else remote
    legal = session.legal() if remote is None else session.remote_legal(remote)
    view: ViewBase = session.engine.view(session.state, shown)
    kinds = seat_kinds(session)
    ctx = Context(view, legal, session.names, kinds)
    scene = session.entry.present(ctx)
    if remote is None and scene.prompt is not None and session.can_undo():
        scene.prompt.choices.append(Choice("Undo", UNDO, "secondary", key=UNDO))
    curtain = curtain_for(session) if remote is None else None
    bot = bot_due(session)
    status = scene.status + (f" · {bot.text}" if bot is not None else "")
    numbered = [LogLine(n, text) for n, (text, seat) in enumerate(session.log)
                if seat is None or seat == shown][-LOG_LIMIT:]
    toast = " ".join(text for text, seat in session.last_log if seat is None or seat == shown)
    table = Table(game=session.settings.game, title=session.engine.TITLE, viewer=shown,
                  status=status, seats=scene.seats, centre=scene.centre, prompt=scene.prompt,
                  selection=scene.selection, curtain=curtain, log=numbered,
                  toast="" if curtain is not None else toast, bot=bot,
                  outcome=outcome_for(session, scene.seats),
                  # never to another device: the seed would tell the whole deck
                  query=address(session.settings, session.game_id) if remote is None else "",
                  speed=session.settings.speed, ask=session.settings.ask if session.ask_adjustable() else "")
    shown_faces = faces(table)
    if curtain is None:
        table.events = anims(session.last_events, set(shown_faces))
    frames = Frames(session, shown, kinds)
    table.stage = beats(session.last_events, session.causes, shown,
                        len(session.log) - len(session.last_log), session.names, shown_faces,
                        session.settings.speed, session.entry.public_face, frames.of,
                        headline=bot is not None and curtain is None,
                        asked=bot is None and curtain is None and table.outcome is None
                        and scene.prompt is not None and bool(scene.prompt.choices))
    table.frames = frames.built
    return table
