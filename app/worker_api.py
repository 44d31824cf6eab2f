"""The worker side of the page <-> worker protocol, in pure Python (no browser imports).

``WorkerApi().handle(message)`` takes one message dict from the page and returns the reply dicts
to post back, in order. The protocol is described in ``docs/table-model.md``. A user error (bad
link, corrupt save, stale action) is an ``error`` reply without report and changes nothing; any
other exception is a crash: an ``error`` reply whose ``report`` lets a player send us the game.
"""
import random
import traceback
from typing import Any, Callable
from urllib.parse import parse_qs, urlencode

from app.session import Session
from app.settings import SettingsError, parse_query
from game.core.errors import CorruptSave

Reply = dict[str, Any]


class UserError(Exception):
    """Something the player asked for cannot be done; the message says why."""


def new_seed() -> int:
    """A fresh seed for a game started without one."""
    return random.SystemRandom().randrange(1, 2**31)


def form_query(fields: dict[str, Any]) -> str:
    """The setup form's fields (values or lists of values) as a query string."""
    pairs: list[tuple[str, str]] = []
    for key, value in fields.items():
        for item in value if isinstance(value, list) else [value]:
            pairs.append((str(key), "" if item is None else str(item)))
    return urlencode(pairs)


class WorkerApi:
    """One worker, at most one running game."""

    def __init__(self, seed_source: Callable[[], int] = new_seed) -> None:
        self.session: Session | None = None
        self.seed_source = seed_source
        self.debug: set[str] = set()

    def handle(self, message: dict[str, Any]) -> list[Reply]:
        """The replies to ``message``."""
        handlers = {"start": self.start, "act": self.act, "lift_curtain": self.lift_curtain,
                    "ai_step": self.ai_step, "save": self.save, "load": self.load}
        kind = message.get("type") if isinstance(message, dict) else None
        try:
            if kind not in handlers:
                raise UserError(f"Unknown message {kind!r}.")
            return handlers[kind](message)
        except UserError as exc:
            return [error(str(exc))] + self.table_reply()
        except Exception as exc:    # a bug: report it with everything needed to replay the game
            return [error(f"Something went wrong: {type(exc).__name__}: {exc}", self.report())]

    # --- messages ---------------------------------------------------------------------------
    def start(self, message: dict[str, Any]) -> list[Reply]:
        if "settings" in message:
            query = form_query(message["settings"])
        else:
            query = str(message.get("query", ""))
        try:
            settings = parse_query(query, self.seed_source())
        except SettingsError as exc:
            raise UserError(str(exc)) from None
        if settings is None:
            raise UserError("The link names no game; add game=deal or game=bid.")
        self.debug = set(",".join(parse_qs(query.lstrip("?")).get("debug", [])).split(",")) - {""}
        self.session = Session(settings)
        return self.table_reply()

    def act(self, message: dict[str, Any]) -> list[Reply]:
        session = self.running()
        if "crash" in self.debug:
            raise RuntimeError("debug=crash: a crash forced on the first move")
        code = str(message.get("action", ""))
        action = next((a for a in session.legal() if str(a) == code), None)
        if action is None:
            raise UserError(f"That move ({code}) is not possible now.")
        session.play(action)
        return self.table_reply()

    def lift_curtain(self, message: dict[str, Any]) -> list[Reply]:
        self.running().lift_curtain()
        return self.table_reply()

    def ai_step(self, message: dict[str, Any]) -> list[Reply]:
        """Play the due bot's move, thought to the end of its time budget (a stale step does
        nothing but repaint)."""
        session = self.running()
        seat = session.ai_to_act()
        if seat is not None and not session.over:
            session.play_bot_now(seat)
        return self.table_reply()

    def save(self, message: dict[str, Any]) -> list[Reply]:
        session = self.running()
        s = session.settings
        return [{"type": "saved", "text": session.to_save(),
                 "filename": f"deal-and-bid-{s.game}-{s.seed}-move{len(session.history)}.json"}]

    def load(self, message: dict[str, Any]) -> list[Reply]:
        try:
            session = Session.from_save(str(message.get("text", "")))
        except CorruptSave as exc:
            raise UserError(str(exc)) from None
        self.session = session
        self.debug = set()
        return self.table_reply()

    # --- helpers ----------------------------------------------------------------------------
    def running(self) -> Session:
        if self.session is None:
            raise UserError("No game is running; start one first.")
        return self.session

    def table_reply(self) -> list[Reply]:
        if self.session is None:
            return []
        return [{"type": "table", "model": self.session.table().to_json()}]

    def report(self) -> dict[str, Any]:
        """What a crash report holds: the game, how to replay it, and the traceback."""
        s = self.session
        return {"game": s.settings.game if s else None, "seed": s.settings.seed if s else None,
                "query": s.settings.to_query() if s else None,
                "actions": [a.to_json() for a in s.history] if s else [],
                "traceback": traceback.format_exc()}


def error(message: str, report: dict[str, Any] | None = None) -> Reply:
    return {"type": "error", "message": message, "report": report}
