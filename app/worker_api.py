"""The worker side of the page <-> worker protocol, in pure Python (no browser imports).

``WorkerApi().handle(message)`` takes one message dict from the page and returns the reply dicts
to post back, in order. The protocol is described in ``docs/table-model.md``. A user error (bad
link, corrupt save, stale action) is an ``error`` reply without report and changes nothing; any
other exception is a crash: an ``error`` reply whose ``report`` lets a player send us the game.
"""
import random
import time
import traceback
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlencode

from app import saves, stats
from app.model import UNDO
from app.protocol import SaveRecord
from app.replay import Replay, from_link, link
from app.secrecy import HIDDEN_HANDS, crash_report, guarded, shares_device
from app.session import Session
from app.settings import ASKS, MAX_SEED, SPEEDS, SettingsError, parse_query
from app.stage import quiet
from app.story import story
from app.table import build as build_table
from app.tutorial import lesson as lesson_of
from app.tutorial import lessons
from app.tutorial.coach import Coach
from game.core.api import GameState
from game.core.errors import CorruptSave

Message = dict[str, Any]     # JSON from the page: each handler checks the values it reads
Reply = dict[str, object]    # plain data for the page (see docs/table-model.md)
QUIET_MOVES = 60             # bot moves one step may add while they tell nobody anything (a bound)


class UserError(Exception):
    """Something the player asked for cannot be done; the message says why."""


def new_seed() -> int:
    """A fresh seed for a game started without one, from the whole JavaScript-safe range: a player who
    sees their own hand can't find the seed (and so every other hand) by trying every seed in turn."""
    return random.SystemRandom().randrange(1, MAX_SEED + 1)


def new_game_id(game: str, clock_ms: int) -> str:
    """A fresh id for the saved-games list (no seed in it: ids appear in the address of hot-seat games)."""
    return f"{game}-{clock_ms}-{random.SystemRandom().randrange(16**6):06x}"


def now_ms() -> int:
    """Milliseconds since 1970 (when a game was saved)."""
    return int(time.time() * 1000)


def form_query(fields: Message) -> str:
    """The setup form's fields (values or lists of values) as a query string."""
    pairs: list[tuple[str, str]] = []
    for key, value in fields.items():
        for item in value if isinstance(value, list) else [value]:
            pairs.append((str(key), "" if item is None else str(item)))
    return urlencode(pairs)


class WorkerApi:
    """One worker, at most one running game."""

    def __init__(self, seed_source: Callable[[], int] = new_seed, clock: Callable[[], int] = now_ms) -> None:
        self.session: Session | None = None
        self.seed_source = seed_source
        self.clock = clock
        self.debug: set[str] = set()
        self.kept: GameState | None = None      # the state last sent for autosave
        # The digest of the record of this game the page is expected to hold now (None: nothing yet,
        # or unknown for an imported file): the page writes an autosave only over that record.
        self.base: str | None = None
        self.origin = "play"       # "import" for the first autosave of an imported game
        self.told: Session | None = None    # the finished game whose story was sent
        self.replay: Replay | None = None
        self.coach: Coach | None = None     # a Learn to play lesson in progress (its game is ``session``)

    def handle(self, message: Message) -> list[Reply]:
        """The replies to ``message``."""
        handlers = {"start": self.start, "act": self.act, "remote_act": self.remote_act,
                    "remote_to_bot": self.remote_to_bot,
                    "lift_curtain": self.lift_curtain,
                    "ai_step": self.ai_step, "pace": self.pace, "ask": self.ask, "save": self.save, "load": self.load,
                    "list": self.list_saves, "replay": self.open_replay, "replay_step": self.replay_step,
                    "stats": self.stats, "clash": self.clash, "fork": self.fork,
                    "learn": self.learn}
        kind = message.get("type") if isinstance(message, dict) else None
        try:
            if kind not in handlers:
                raise UserError(f"Unknown message {kind!r}.")
            return handlers[kind](message) + self.autosave()
        except UserError as exc:
            return [error(str(exc))] + self.table_reply()
        except Exception as exc:    # a bug: report it with everything needed to replay the game
            return self.crash(exc)

    # --- messages ---------------------------------------------------------------------------
    def start(self, message: Message) -> list[Reply]:
        query = form_query(message["settings"]) if "settings" in message else str(message.get("query", ""))
        try:
            settings = parse_query(query, self.seed_source())
        except SettingsError as exc:
            raise UserError(str(exc)) from None
        if settings is None:
            raise UserError("The link names no game; add game=deal or game=bid.")
        self.debug = set(",".join(parse_qs(query.lstrip("?")).get("debug", [])).split(",")) - {""}
        self.coach = None
        self.session = Session(settings)
        self.session.game_id = new_game_id(settings.game, self.clock())
        self.base, self.origin = None, "play"
        return self.table_reply()

    def act(self, message: Message) -> list[Reply]:
        session = self.running()
        if "crash" in self.debug:
            raise RuntimeError("debug=crash: a crash forced on the first move")
        key = str(message.get("key", ""))
        if key == UNDO:
            if not session.can_undo():
                raise UserError("There is no move of yours to take back now.")
            session.undo()
            return self.table_reply()
        action = session.action_for(key)
        if action is None:
            raise UserError(f"That move ({key}) is not possible now.")
        if self.coach is not None:
            self.coach.offer(action)
        else:
            session.play(action)
        return self.table_reply()

    def remote_act(self, message: Message) -> list[Reply]:
        """A move sent by the guest playing ``seat`` on another device. A move that seat may not
        make now (not its seat's turn, not legal, malformed) changes nothing: the only reply says
        why, for that seat's guest alone (no table for anyone: a guest tapping wrong moves cannot
        keep the other devices busy)."""
        session = self.running()
        seat, key = message.get("seat"), message.get("key")
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(key, str):
            seat, action = None, None
        else:
            action = session.remote_action_for(seat, key)
        if action is None:
            return [{"type": "remote_refused", "seat": seat, "message": "That move is not possible now."}]
        session.play(action)
        return self.table_reply()

    def remote_to_bot(self, message: Message) -> list[Reply]:
        """The guest playing ``seat`` on another device is gone: a bot (Normal) plays that seat
        from now on (the host chose it over waiting); any other seat is refused."""
        session = self.running()
        seat = message.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in session.settings.remotes:
            raise UserError("That seat is not played on another device.")
        session.hand_to_bot(seat)
        return self.table_reply()

    def lift_curtain(self, message: Message) -> list[Reply]:
        self.running().lift_curtain()
        return self.table_reply()

    def ai_step(self, message: Message) -> list[Reply]:
        """Play the due bot's move, thought to the end of its time budget (a stale step does
        nothing but repaint)."""
        session = self.running()
        seat = session.ai_to_act()
        if self.coach is not None:
            self.coach.reply()
        elif seat is not None and not session.over:
            session.play_bot_now(seat)
            # Moves that tell nobody anything yet (a sealed bid card by card, a pass while others
            # still answer) are played in the same step: the page gets fewer tables to wait for.
            viewers = [session.shown_seat(), *session.settings.remotes]
            for _ in range(QUIET_MOVES):
                seat = session.ai_to_act()
                if seat is None or session.over or not quiet(session.last_events, session.causes, viewers):
                    break
                session.play_bot_now(seat, more=True)
        return self.table_reply()

    def pace(self, message: Message) -> list[Reply]:
        """Change the pace of the stage (``speed``: relaxed, normal, quick or instant) from the next
        table on. Nothing is answered: a table now would ask for one more bot move."""
        speed = message.get("speed")
        if speed not in SPEEDS:
            raise UserError(f"Unknown speed {speed!r}; choose one of {', '.join(SPEEDS)}.")
        self.running().set_speed(str(speed))
        return []

    def ask(self, message: Message) -> list[Reply]:
        """Change when the lone human is asked about a Just Say No / Nope! (``ask``: aimed, always or
        never) from the next question on. Nothing is answered (as for ``pace``): the next table carries
        it, in its ``ask`` and in the game's address."""
        ask = message.get("ask")
        if ask not in ASKS:
            raise UserError(f"Unknown ask {ask!r}; choose one of {', '.join(ASKS)}.")
        session = self.running()
        if not session.ask_adjustable():
            raise UserError("This game keeps its own setting for Just Say No and Nope!.")
        session.set_ask(str(ask))
        return []

    def save(self, message: Message) -> list[Reply]:
        """The game as a file to download; refused while hot-seat hands are hidden (``app.secrecy``)."""
        session = self.running()
        if guarded(session):
            return [{"type": "note", "text": HIDDEN_HANDS}]
        s = session.settings
        record = self.record()
        name = s.game if shares_device(s) else f"{s.game}-{s.seed}"
        return [{"type": "saved", "text": saves.encode(record),
                 "filename": f"deal-and-bid-{name}-move{len(record['actions'])}.json"}]

    def load(self, message: Message) -> list[Reply]:
        """Open a stored game or (``origin`` "import") an imported file (any schema we read),
        verified against its digest."""
        try:
            record = saves.read(message.get("text"))
            session = saves.replay(record)
        except CorruptSave as exc:
            raise UserError(str(exc)) from None
        self.session = session
        self.coach = None
        self.debug = set()
        self.kept = None
        if message.get("origin") == "import":
            self.base, self.origin = None, "import"
        else:
            self.base, self.origin = record["digest"], "play"
        return self.table_reply()

    def clash(self, message: Message) -> list[Reply]:
        """The page found another record of this game in storage (``text``) than the one it was
        to write over: written by another tab (``origin`` "tab", or "watch" when the page only
        saw it change), or the game was imported. Ours goes on over it only when it continues it;
        an import of an older or different copy becomes a separate game; a tab that is behind is
        told and asked (``behind``)."""
        session = self.running()
        text = message.get("text")
        try:
            stored = saves.read(text)
        except CorruptSave:
            stored = None
        mine = self.record()
        relation = saves.relation(stored, mine) if stored is not None else "diverged"
        origin = message.get("origin")
        if stored is not None and relation in ("same", "ahead"):
            if origin == "watch":
                return []
            self.base = stored["digest"]
            self.kept = None
            return []           # the autosave that follows goes over the record it continues
        if origin == "import":
            return self.fork({}) + [{"type": "note", "text": "This file holds an older or different "
                                     "copy of a game kept here, so it was kept as a separate game."}]
        ours, theirs = len(mine["actions"]), len(stored["actions"]) if stored else 0
        what = (f"{theirs} moves there, {ours} here" if stored else "its record there can't be read here")
        return [{"type": "behind", "id": session.game_id, "text": text,
                 "message": f"This game was moved on in another tab or window ({what})."}]

    def learn(self, message: Message) -> list[Reply]:
        """Start the Learn to play lesson of ``lesson`` (a game name), or resume it after its first
        ``at`` moves (the page keeps that number). A lesson's game is never autosaved."""
        name, at, speed = message.get("lesson"), message.get("at", 0), message.get("speed", "normal")
        lesson = lesson_of(name) if isinstance(name, str) else None
        if lesson is None:
            raise UserError(f"There is no lesson {name!r}; choose one of {', '.join(lessons())}.")
        at = at if isinstance(at, int) and not isinstance(at, bool) else 0
        self.coach = Coach(lesson, at, speed if speed in SPEEDS else "normal")
        self.session = self.coach.session
        self.debug, self.kept, self.replay = set(), None, None
        return self.table_reply()

    def fork(self, message: Message) -> list[Reply]:
        """Keep the game being played as a separate game (a new id) from now on."""
        session = self.running()
        session.game_id = new_game_id(session.settings.game, self.clock())
        self.base, self.kept = None, None
        return self.table_reply()

    def list_saves(self, message: Message) -> list[Reply]:
        """What each stored game is, for the saved-games list (nothing is replayed)."""
        records = message.get("records")
        items = [saves.list_item(str(r.get("key", "")), r.get("text"))
                 for r in (records if isinstance(records, list) else []) if isinstance(r, dict)]
        items.sort(key=lambda item: -item["saved_at"])      # newest first, whatever the index said
        return [{"type": "saves", "items": items}]

    def open_replay(self, message: Message) -> list[Reply]:
        """Open a kept game (``text``) or a replay link (``link``) in the replay viewer; the game
        being played, if any, is left as it is."""
        try:
            record = from_link(message["link"]) if "link" in message else saves.read(message.get("text"))
            self.replay = Replay(record)
        except CorruptSave as exc:
            raise UserError(str(exc)) from None
        return [self.replay.reply(message.get("step", 0))]

    def replay_step(self, message: Message) -> list[Reply]:
        if self.replay is None:
            raise UserError("No replay is open.")
        return [self.replay.reply(message.get("step"))]

    def stats(self, message: Message) -> list[Reply]:
        """Lifetime statistics: the stored ``text`` (or null), with a finished game's ``record``
        counted in once; answers the text to store and the rows to show."""
        note = ""
        try:
            kept = stats.load(message.get("text"))
        except stats.NewerStats:
            return [{"type": "stats", "text": None, "rows": [], "message": (
                "Your statistics were kept by a newer version of Deal & Bid. They stay as they are; "
                "reload the page to update and see them.")}]
        except CorruptSave:
            kept, note = stats.empty(), "Your statistics were damaged, so they start again."
        record = message.get("record")
        if record is not None:
            try:
                stats.tally(kept, saves.read(saves.encode(record)))
            except (CorruptSave, TypeError, ValueError) as exc:
                raise UserError(f"That game cannot be counted: {exc}") from None
        return [{"type": "stats", "text": stats.encode(kept), "rows": stats.rows(kept), "message": note}]

    # --- helpers ----------------------------------------------------------------------------
    def record(self) -> SaveRecord:
        return saves.make_record(self.running(), self.running().game_id, self.clock())

    def autosave(self) -> list[Reply]:
        """The game's record for the page to keep, whenever the table changed."""
        if self.session is None or self.session.state is self.kept or self.coach is not None:
            return []
        self.kept = self.session.state
        record = self.record()
        replies: list[Reply] = [{"type": "autosave", "record": record, "base": self.base, "origin": self.origin,
                                 "seal": guarded(self.session)}]
        self.base, self.origin = record["digest"], "play"
        if self.session.over and self.told is not self.session:
            self.told = self.session
            replay = Replay(record)
            replies.append({"type": "story", "story": story(record["game"], replay.states, record["names"]),
                            "link": link(record)})
        return replies

    def running(self) -> Session:
        if self.session is None:
            raise UserError("No game is running; start one first.")
        return self.session

    def table_reply(self) -> list[Reply]:
        if self.session is None:
            return []
        session = self.session
        remote = {str(seat): build_table(session, remote=seat).to_json() for seat in session.settings.remotes}
        table = build_table(session)
        model = table.to_json()
        if self.coach is None:
            return [{"type": "table", "model": model, "remote": remote}]
        speed = session.settings.speed
        # A reload resumes the lesson (at the same pace).
        model["query"] = f"learn={self.coach.lesson.game}" + (f"&speed={speed}" if speed != "normal" else "")
        return [{"type": "table", "model": model, "remote": remote}, self.coach.to_json(table)]

    def crash(self, exc: Exception) -> list[Reply]:
        """The crash panel's message and report: how to replay the game and the traceback; in a
        hot-seat game in progress neither moves, seed nor error text (they may name hidden cards)."""
        if self.session is not None and guarded(self.session):
            trace = "".join(traceback.format_tb(exc.__traceback__)) + type(exc).__name__
            return [error(f"Something went wrong: {type(exc).__name__}.", crash_report(self.session, trace))]
        return [error(f"Something went wrong: {type(exc).__name__}: {exc}",
                      crash_report(self.session, traceback.format_exc()))]


def error(message: str, report: Reply | None = None) -> Reply:
    return {"type": "error", "message": message, "report": report}
