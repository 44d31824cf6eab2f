"""Saved games: the versioned record that keeps a game, its migration from older schemas, and the
strict reading of records from browser storage or an imported file.

A record is plain JSON::

    {"format": "deal-and-bid-save", "schema": 3, "id": "deal-7-1718000000000", "game": "deal",
     "options": {"variants": [], "first": 0, "speed": "normal", "ask": "aimed"}, "seed": 7,
     "seats": ["human", "ai-hard"], "names": ["Ann", "Bot 2 (Hard)"],
     "actions": [{"type": "deal.Bank", "seat": 0, "card": 12}, ...],
     "saved_at": 1718000123456, "digest": "<sha256 of the final position>",
     "summary": {"title": "Monopoly Deal", "round": 3, "over": false, "result": "", "winners": []},
     "release": "3f9c0a1b2d4e5f60"}

Seed + actions replay the game exactly; ``digest`` proves the replay reached the same table.
``release`` names the build of the code that wrote the record (``app.release``; records of the
release before have none).
``summary`` is what the saved-games list shows without replaying. ``schema`` says which version of
the record wrote it, and so what its digest covers:

- 3 (this version): ``game.core.replay.digest``, the digest of the position (no event sentence, no
  option or field at its default).
- 2 (the release before): ``game.core.replay.legacy_digest``, the SHA-256 of the engine's whole JSON
  text, event sentences and every option included, so a reworded sentence or a new house rule
  changes it. Such a record is read as it is and opens when that digest still matches, or else
  when every move still plays and the table reached agrees with the record's summary (round,
  finished or not, winners); the next autosave writes it again as schema 3.
- 1 (the downloaded save of the first release: ``{"format": ..., "version": 1, "seats": [{"name",
  "kind", "level"}], ...}``): migrated on reading, without a digest (every move must still play).

Anything older or unknown is reported as made by an older version. A game whose moves no longer
all play, or lead to another table, cannot be continued (``CannotContinue``); it is kept and
offered as a replay up to the last move that still plays (``app.replay.Replay``).
"""
import json
import time
from typing import Any, TypedDict, cast

from app.protocol import SaveRecord, SavesItem
from app.registry import entry
from app.release import release
from app.secrecy import address, kept_moves
from app.session import Session
from app.settings import ASKS, MAX_SEED, SPEEDS, Settings, SettingsError, check_variants, make_seats
from game import names as game_names
from game.core.api import GameState
from game.core.errors import CorruptSave
from game.core.loading import Fields, check_int, check_list, parse
from game.core.replay import UnplayableMove, digest, legacy_digest, play_moves
from game.core.view_types import ViewBase

FORMAT = "deal-and-bid-save"
SCHEMA = 3
LEGACY_SCHEMA = 2          # its digest covers the event sentences and every option (see above)
MAX_ACTIONS = 20_000
MAX_ID = 80
MAX_RELEASE = 40
OPTIONS = ("variants", "first", "speed")   # and "ask", optional
KEYS = ("format", "schema", "id", "game", "options", "seed", "seats", "names", "actions",
        "saved_at", "digest", "summary")

RawRecord = dict[str, Any]      # JSON from storage, a file or a link, before ``check`` has read it


class SaveError(CorruptSave):
    """A saved game that cannot be opened; the message says why, in words for the player."""


class OldSave(SaveError):
    """A save made by an older version of the game that cannot be brought up to date: keep it,
    list it as "can't be opened (made by an older version)", never drop it silently."""


WATCH = "watch the replay"  # the words that offer the replay (ui/saves.js shows a Replay button for them)


class CannotContinue(SaveError):
    """A save whose moves no longer all play, or lead to another table than the one saved: it can't
    be played on, but its replay can be watched up to move ``playable`` (the last that still plays).
    The message tells the player so, in words that end with ``WATCH``."""

    def __init__(self, why: str, playable: int) -> None:
        super().__init__(f"This game can't be continued: {why} — {WATCH} up to move {playable}."
                         if playable else f"This game can't be continued: {why} — {WATCH} of the deal.")
        self.playable = playable


def make_record(session: Session, game_id: str, saved_at: int) -> SaveRecord:
    """The record of ``session`` now (``saved_at`` in milliseconds since 1970); in hot-seat it
    holds no move another player has not seen yet (``app.secrecy.kept_moves``)."""
    s = session.settings
    result = session.outcome()
    actions, state = kept_moves(session)
    return {"format": FORMAT, "schema": SCHEMA, "id": game_id, "game": s.game,
            "options": {"variants": list(s.variants), "first": s.first, "speed": s.speed, "ask": s.ask},
            "seed": s.seed, "seats": [seat.code for seat in s.seats], "names": session.names,
            "actions": [a.to_json() for a in actions], "saved_at": saved_at,
            "digest": digest(session.engine, state),
            "summary": {"title": session.engine.TITLE, **facts(session, state),
                        "result": result[1] if result else ""},
            "release": release()}


class Facts(TypedDict):
    """The facts of a position that a record's summary states."""

    round: int
    over: bool
    winners: list[str]


def facts(session: Session, state: GameState) -> Facts:
    """The summary's facts of ``state`` in ``session``'s game: its round, whether it is over, who won."""
    view: ViewBase = session.engine.view(state, None)
    won = state.outcome.winners if state.outcome is not None else ()
    return {"round": view.get("round", 1), "over": state.outcome is not None,
            "winners": [session.names[seat] for seat in won]}


def encode(record: SaveRecord) -> str:
    """The record as compact JSON text (what storage keeps and an export holds)."""
    return json.dumps(record, separators=(",", ":"), ensure_ascii=False)


def read(text: object) -> SaveRecord:
    """A checked, up-to-date record from stored or imported text; ``SaveError`` (or ``OldSave``)
    with a message for the player when it cannot be used. Nothing is replayed here."""
    try:
        data = parse(text, "saved game")
    except CorruptSave as exc:
        if isinstance(text, str) and not text.strip():
            raise SaveError("This saved game is empty.") from None
        if "not valid JSON" in str(exc) and isinstance(text, str) and text.lstrip().startswith("{"):
            raise SaveError("This saved game is cut short or damaged: it is not complete JSON.") from None
        raise SaveError(f"This is not a saved game we can read ({exc}).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("This is not a Deal & Bid saved game.")
    schema = data.get("schema", data.get("version"))
    if schema == 1 and "schema" not in data:
        data = migrate_v1(data)
    elif type(schema) is not int or schema < LEGACY_SCHEMA:
        raise OldSave("This game can't be opened: it was made by an older version of Deal & Bid.")
    elif schema > SCHEMA:
        raise SaveError("This game was saved by a newer version of Deal & Bid; reload the page to update.")
    try:
        return check(data)
    except CorruptSave as exc:
        raise SaveError(f"This saved game is damaged: {exc}.") from None


def migrate_v1(data: RawRecord) -> RawRecord:
    """A schema-1 save (the first release's download) as a current record without a digest."""
    try:
        seats = check_list(data.get("seats"), "seats")
        codes, names = [], []
        for i, seat in enumerate(seats):
            seat = Fields(seat, f"seats[{i}]")
            kind = seat.choice("kind", ("human", "ai"))
            codes.append("human" if kind == "human" else f"ai-{seat.text('level')}")
            names.append(seat.text("name"))
    except CorruptSave as exc:
        raise SaveError(f"This saved game is damaged: {exc}.") from None
    return {"format": FORMAT, "schema": SCHEMA, "id": f"{data.get('game')}-{data.get('seed')}-v1",
            "game": data.get("game"),
            "options": {"variants": data.get("variants", []), "first": data.get("first", 0),
                        "speed": data.get("speed", "normal")},
            "seed": data.get("seed"), "seats": codes, "names": names, "actions": data.get("actions"),
            "saved_at": 0, "digest": None, "summary": None}


def check(data: RawRecord) -> SaveRecord:
    """Every field of a record (schema 2 or 3), type and range; ``CorruptSave`` names the first bad one."""
    record = Fields(data, "save", KEYS + (("release",) if "release" in data else ()))
    game = record.text("game")
    try:
        entry(game)
    except KeyError:
        raise CorruptSave(f"game {game!r} is not a game we know ({', '.join(game_names())})") from None
    game_id = record.text("id")
    if not 0 < len(game_id) <= MAX_ID:
        raise CorruptSave(f"save.id: expected 1 to {MAX_ID} characters")
    # ``ask`` came later: a save without it was made with the default.
    raw = record.raw("options")
    options = record.obj("options", OPTIONS + (("ask",) if isinstance(raw, dict) and "ask" in raw else ()))
    for i, name in enumerate(options.seq("variants")):
        if not isinstance(name, str):
            raise CorruptSave(f"save.options.variants[{i}]: expected text")
    options.choice("speed", SPEEDS)
    if "ask" in options.data:
        options.choice("ask", ASKS)
    record.num("seed", 0, MAX_SEED)
    seats = record.seq("seats")
    names = record.seq("names", len(seats))
    for where, items in (("seats", seats), ("names", names)):
        for i, item in enumerate(items):
            if not isinstance(item, str):
                raise CorruptSave(f"save.{where}[{i}]: expected text")
    options.num("first", 0, max(len(seats) - 1, 0))
    actions = record.seq("actions")
    if len(actions) > MAX_ACTIONS:
        raise CorruptSave(f"save.actions: {len(actions)} moves is more than a game can have")
    for i, action in enumerate(actions):
        Fields(action, f"save.actions[{i}]").text("type")
    check_int(record.raw("saved_at"), "save.saved_at", 0, 2**53 - 1)
    stamp = record.raw("digest")
    if stamp is not None and (not isinstance(stamp, str) or len(stamp) != 64):
        raise CorruptSave("save.digest: expected 64 hexadecimal digits or null")
    if "release" in data and not (isinstance(data["release"], str) and len(data["release"]) <= MAX_RELEASE):
        raise CorruptSave(f"save.release: expected up to {MAX_RELEASE} characters of text")
    return cast(SaveRecord, data)       # every field of a SaveRecord was checked above


def settings_of(record: SaveRecord) -> Settings:
    """The game settings of a checked record (``SaveError`` for seats or variants we refuse)."""
    options = record["options"]
    try:
        seats = make_seats(record["game"], record["seats"], record["names"])
        variants = check_variants(record["game"], options["variants"])
    except SettingsError as exc:
        raise SaveError(f"This saved game is damaged: {exc}") from None
    return Settings(record["game"], seats, record["seed"], variants, options["first"], options["speed"],
                    options.get("ask", "aimed"))


def replay(record: SaveRecord) -> Session:
    """The session a checked record describes, move by move; ``CannotContinue`` names the first move
    that no longer plays, or says that the moves now lead to another table than the saved one."""
    session = Session(settings_of(record), replaying=True)
    try:        # the record lists the passes played for the seats too
        play_moves(session.engine, record["actions"], session.apply)
    except UnplayableMove as exc:
        raise CannotContinue(f"move {exc.step} no longer plays", exc.step - 1) from None
    if not same_table(record, session):
        raise CannotContinue("it was made by an older version of Deal & Bid and its moves now lead to "
                             "a different table", len(record["actions"]))
    session.last_events, session.last_log, session.steps = [], [], []     # nothing to animate or announce on resume
    session.auto_pass()
    session.game_id = record["id"]
    return session


def same_table(record: SaveRecord, session: Session) -> bool:
    """Does ``session``, replayed from ``record``, stand where the record was saved? Without a
    digest (a migrated first-release save), yes; schema 3 when the position digests match; schema 2
    when its legacy digest matches, or else when the summary's facts do (that digest covered event
    sentences and options an update may reword or add: every move playing is the proof left)."""
    stamp = record["digest"]
    if stamp is None:
        return True
    if record["schema"] != LEGACY_SCHEMA:
        return bool(digest(session.engine, session.state) == stamp)
    if legacy_digest(session.engine, session.state) == stamp:
        return True
    summary = record["summary"] if isinstance(record["summary"], dict) else {}
    return all(summary.get(key) == value for key, value in facts(session, session.state).items())


def to_text(session: Session) -> str:
    """The game as a saved-game record's text: enough to replay it exactly."""
    game_id = session.game_id or f"{session.settings.game}-{session.settings.seed}"
    return encode(make_record(session, game_id, int(time.time() * 1000)))


def open_text(text: object) -> Session:
    """``replay(read(text))``: a stored or imported game, ready to play on."""
    return replay(read(text))


def relation(stored: SaveRecord, mine: SaveRecord) -> str:
    """How our record of a game stands to the ``stored`` one of the same id: ``"same"`` moves,
    ``"ahead"`` (ours continues it), ``"behind"`` (it continues ours) or ``"diverged"`` (another
    game, or the two went different ways)."""
    setup = ("game", "seed", "seats", "names", "options")
    if any(stored.get(key) != mine.get(key) for key in setup):
        return "diverged"
    theirs, ours = stored["actions"], mine["actions"]
    common = min(len(theirs), len(ours))
    if theirs[:common] != ours[:common]:
        return "diverged"
    if len(theirs) == len(ours):
        return "same"
    return "ahead" if len(ours) > len(theirs) else "behind"


def list_item(key: str, text: object) -> SavesItem:
    """One line of the saved-games list for the stored ``text`` under ``key``: what it is, or why
    it cannot be opened (``status`` "ok", "old" or "damaged"); ``query`` is its deep link (a reload opens it)."""
    item: SavesItem = {"key": key, "id": "", "status": "ok", "message": "", "title": "", "game": "",
                            "players": "", "saved_at": 0, "round": None, "over": False, "result": "",
                            "query": ""}
    try:
        record = read(text)
        query = address(settings_of(record), record["id"])
    except OldSave as exc:
        return {**item, "status": "old", "message": str(exc)}
    except SaveError as exc:
        return {**item, "status": "damaged", "message": str(exc)}
    summary = record["summary"] if isinstance(record["summary"], dict) else {}
    eng = entry(record["game"]).engine
    item.update({"title": eng.TITLE, "game": record["game"], "players": ", ".join(record["names"]),
                 "saved_at": record["saved_at"], "id": record["id"], "query": query})
    round_, result = summary.get("round"), summary.get("result")
    item["round"] = round_ if type(round_) is int else None
    item["over"] = summary.get("over") is True
    item["result"] = result if isinstance(result, str) else ""
    return item
