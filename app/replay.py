"""Replays: a kept game shown step by step, and the shareable replay link of a finished game.

A replay shows the table after each move from a spectator's seat; once the game is over nothing is
secret any more, so a finished game's replay also shows every hand and sealed bid. The link is the
record's seed, settings and moves, compressed (zlib) and written in base64url after ``#replay=``.
A kept game whose moves no longer all play (``app.saves.CannotContinue``) is shown up to the last
move that still plays, and says so.
"""
import base64
import binascii
import json
import zlib

from app import table as table_model
from app.model import Table
from app.narrate import names_in, sentence
from app.present_common import Context
from app.protocol import SaveRecord
from app.saves import FORMAT, SCHEMA, CannotContinue, SaveError, check, settings_of
from app.session import Session
from game.core.actions import Action
from game.core.errors import CorruptSave
from game.core.loading import parse
from game.core.replay import UnplayableMove, play_moves

LINK_KEY = "replay="
MAX_LINK = 200_000          # characters of a link's payload: real games need a few thousand
MAX_LINK_TEXT = 1_000_000   # characters it may unpack to: a real game's record is a few tens of KB
CUT_SHORT = "This replay link is cut short or damaged: part of it is missing. Copy the whole link again."


class ReplaySession(Session):
    """A session that only shows: a spectator's view, no moves, no bots, no curtain, no end screen
    (each step's line tells what happened, the last one the result)."""

    def curtain(self) -> str | None:
        return None

    def shown_seat(self) -> int | None:
        return None

    def legal(self) -> list[Action]:
        return []

    def ai_to_act(self) -> int | None:
        return None

    def can_undo(self) -> bool:
        return False

    def outcome(self) -> None:
        return None


class Replay:
    """Every table of a kept game, from the deal (step 0) to its last move that plays (``broken``:
    why the game stops short of its record, or None)."""

    def __init__(self, record: SaveRecord) -> None:
        self.record = record
        session = ReplaySession(settings_of(record), replaying=True)
        self.session = session
        self.states = [session.state]
        self.marks = [len(session.log)]        # log length after each step
        self.actions: list[Action] = []
        self.broken: CannotContinue | None = None

        def step(action: Action) -> None:
            session.apply(action)
            self.actions.append(action)
            self.states.append(session.state)
            self.marks.append(len(session.log))
        try:
            play_moves(session.engine, record["actions"], step)
        except UnplayableMove as exc:
            self.broken = CannotContinue(f"move {exc.step} no longer plays", exc.step - 1)
        self.log = list(session.log)
        self.finished = session.state.outcome is not None

    @property
    def steps(self) -> int:
        return len(self.actions)

    def line(self, step: int) -> str:
        """What step ``step`` did, in words (public lines; a secret choice says only who chose)."""
        if step == 0:
            return "The cards are dealt."
        texts = [text for text, seat in self.log[self.marks[step - 1]:self.marks[step]] if seat is None]
        if texts:
            return " ".join(texts)
        action = self.actions[step - 1]
        name = self.session.names[action.seat]
        if self.finished:
            return f"{name}: {sentence(names_in(str(action), self.session.names))}"
        return f"{name} makes a choice in secret."

    def table(self, step: int) -> Table:
        """The table after ``step`` moves (0: the deal)."""
        s = self.session
        s.state = self.states[step]
        s.log = self.log[:self.marks[step]]
        s.last_events = list(s.state.events) if step else []
        s.steps = []            # a replay step is shown as it stands (no stage)
        s.last_log = self.log[self.marks[step - 1]:self.marks[step]] if step else []
        table = table_model.build(s)
        if self.finished:
            self.reveal(table)
        return table

    def reveal(self, table: Table) -> None:
        """Add every seat's hand and bid, as that seat saw them, to a finished game's table."""
        s = self.session
        kinds = table_model.seat_kinds(s)
        for seat, model in enumerate(table.seats):
            own = s.entry.present(Context(s.engine.view(s.state, seat), [], s.names, kinds))
            for zone in own.seats[seat].zones:
                if zone.kind in ("hand", "bid"):
                    zone.title = zone.title.replace("Your ", f"{s.names[seat]}'s ", 1)
                    model.zones.append(zone)

    def reply(self, step: object) -> dict[str, object]:
        """The ``replay`` message for ``step`` (clamped to the game)."""
        step = max(0, min(self.steps, step if type(step) is int else 0))
        record = self.record
        title = f"{self.session.engine.TITLE} · {', '.join(record['names'])}"
        line = self.line(step)
        if self.broken is not None:
            title += " · can't be continued"
            if step == self.steps:
                line = f"{line} {self.broken}"
        return {"type": "replay", "step": step, "steps": self.steps, "line": line,
                "finished": self.finished, "title": title,
                "link": link(record) if self.finished else "", "model": self.table(step).to_json()}


def link(record: SaveRecord) -> str:
    """The URL fragment (without ``#``) that opens this game's replay anywhere."""
    compact = {"g": record["game"], "s": record["seed"], "o": record["options"], "p": record["seats"],
               "n": record["names"], "a": record["actions"]}
    packed = zlib.compress(json.dumps(compact, separators=(",", ":")).encode(), 9)
    return LINK_KEY + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def from_link(fragment: object) -> SaveRecord:
    """The record a replay link carries; ``SaveError`` for an empty, cut-short, damaged or oversized
    link (the text is unpacked to at most ``MAX_LINK_TEXT`` characters and checked before anything
    else is built)."""
    text = fragment.lstrip("#") if isinstance(fragment, str) else ""
    if not text.startswith(LINK_KEY):
        raise SaveError("This is not a replay link.")
    payload = text[len(LINK_KEY):]
    if not payload:
        raise SaveError("This replay link is empty: nothing follows “replay=”. Copy the whole link again.")
    if len(payload) > MAX_LINK:
        raise SaveError("This replay link is too long to be ours.")
    try:
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, MAX_LINK_TEXT + 1)
    except (binascii.Error, zlib.error, ValueError):
        raise SaveError(CUT_SHORT) from None
    if len(raw) > MAX_LINK_TEXT:
        raise SaveError("This replay link unpacks to more than a game can hold.")
    if not unpacker.eof:
        raise SaveError(CUT_SHORT)
    try:
        compact = parse(raw.decode(), "replay link")
    except (UnicodeDecodeError, CorruptSave) as exc:
        raise SaveError(f"This replay link is damaged ({exc}).") from None
    if not isinstance(compact, dict):
        raise SaveError("This replay link is damaged: it holds no game.")
    record = {"format": FORMAT, "schema": SCHEMA, "id": "replay", "game": compact.get("g"),
              "options": compact.get("o"), "seed": compact.get("s"), "seats": compact.get("p"),
              "names": compact.get("n"), "actions": compact.get("a"), "saved_at": 0, "digest": None,
              "summary": None}
    try:
        return check(record)
    except CorruptSave as exc:
        raise SaveError(f"This replay link is damaged: {exc}.") from None
