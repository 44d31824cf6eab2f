"""The worker protocol in Python: every message the page posts to the game worker
(``PageMessage``, handled by ``app.worker_api.WorkerApi.handle``) and every reply the worker posts
back (``WorkerReply``), under the names ``types/model.d.ts`` gives them on the page's side.

A field typed with a dataclass of ``app.model`` carries that dataclass's ``to_json()``.
``tests/app/test_protocol.py`` holds the two sides together: these TypedDicts and the
declarations field for field, every message type handled, and the replies of real games checked
against their TypedDict key by key. The page's input is untrusted: the handlers read it with checks,
these types say what a well-formed message holds.
"""
from typing import Literal, NotRequired, TypedDict

# The story's parts are protocol types too (types/model.d.ts declares them): re-exported for the checks.
from app.model import Story, Table
from app.model import StoryChart as StoryChart
from app.model import StorySeries as StorySeries
from app.tutorial.coach import LessonTarget

# --- what the replies carry -----------------------------------------------------------------------


class SaveOptions(TypedDict):
    """A record's settings besides seats and seed."""

    variants: list[str]
    first: int
    speed: str
    ask: str


class SaveSummary(TypedDict):
    """What the saved-games list shows of a record without replaying it."""

    title: str
    round: int
    over: bool
    result: str
    winners: list[str]


class SaveRecord(TypedDict):
    """A game's record as the worker writes it (``app.saves.make_record``)."""

    format: str
    schema: int
    id: str
    game: str
    options: SaveOptions
    seed: int
    seats: list[str]
    names: list[str]
    actions: list[object]
    saved_at: int
    digest: str | None
    summary: SaveSummary
    release: NotRequired[str]      # the build that wrote it (``app.release``); none before schema 3


class StoredText(TypedDict):
    """A stored record's text under its key (the game's id)."""

    key: str
    text: str


class SavesItem(TypedDict):
    """One stored game described for the saved-games list (``app.saves.list_item``)."""

    key: str
    id: str
    status: Literal["ok", "old", "damaged"]
    message: str
    title: str
    game: str
    players: str
    saved_at: int
    round: int | None
    over: bool
    result: str
    query: str


class StatsRow(TypedDict):
    """One row of the statistics table (``app.stats.rows``)."""

    name: str
    game: str
    level: str
    games: int
    wins: int


class LessonStep(TypedDict):
    """One step of a lesson in the lesson panel's list."""

    title: str
    done: bool


# --- the replies ----------------------------------------------------------------------------------


class ProgressReply(TypedDict):
    """``step``: the boot's step under way (ui/worker.js); ``loaded`` of ``total`` bytes downloaded."""

    type: Literal["progress"]
    step: Literal["download", "compile", "start", "restore", "load"]
    loaded: int
    total: int


class ReadyReply(TypedDict):
    type: Literal["ready"]
    boot: Literal["fresh", "snapshot"]


class TableReply(TypedDict):
    """``remote``: seat (as a string key) -> that seat's own model, for its guest."""

    type: Literal["table"]
    model: Table
    remote: dict[str, Table]


class RemoteRefusedReply(TypedDict):
    type: Literal["remote_refused"]
    seat: int | None
    message: str


class SavedReply(TypedDict):
    type: Literal["saved"]
    text: str
    filename: str


class AutosaveReply(TypedDict):
    type: Literal["autosave"]
    record: SaveRecord
    base: str | None
    origin: Literal["play", "import"]
    seal: bool      # keep the seed sealed (a hot-seat game with hidden hands, app.secrecy)


class BehindReply(TypedDict):
    type: Literal["behind"]
    id: str
    text: str
    message: str


class NoteReply(TypedDict):
    type: Literal["note"]
    text: str


class SavesReply(TypedDict):
    type: Literal["saves"]
    items: list[SavesItem]


class StatsReply(TypedDict):
    """``text`` None: store nothing (statistics of a newer version are kept as they are)."""

    type: Literal["stats"]
    text: str | None
    rows: list[StatsRow]
    message: str


class StoryReply(TypedDict):
    type: Literal["story"]
    story: Story
    link: str


class ReplayReply(TypedDict):
    type: Literal["replay"]
    step: int
    steps: int
    line: str
    title: str
    finished: bool
    link: str
    model: Table


class LessonReply(TypedDict):
    type: Literal["lesson"]
    game: str
    title: str
    at: int
    steps: list[LessonStep]
    current: int
    finished: bool
    text: str
    after: str
    target: LessonTarget | None
    note: str


class ErrorReply(TypedDict):
    """With a ``report`` (an object, or the page's own text) it is a crash; without, a user error."""

    type: Literal["error"]
    message: str
    report: dict[str, object] | str | None


class DoneReply(TypedDict):
    """Posted by ui/worker.js after the replies to each message."""

    type: Literal["done"]


WorkerReply = (ProgressReply | ReadyReply | TableReply | RemoteRefusedReply | SavedReply | AutosaveReply
               | BehindReply | NoteReply | SavesReply | StatsReply | StoryReply | ReplayReply | LessonReply
               | ErrorReply | DoneReply)

# --- the page's messages --------------------------------------------------------------------------


class StartMessage(TypedDict):
    type: Literal["start"]
    query: str


class ActMessage(TypedDict):
    type: Literal["act"]
    key: str


class RemoteActMessage(TypedDict):
    type: Literal["remote_act"]
    seat: int
    key: str


class RemoteToBotMessage(TypedDict):
    type: Literal["remote_to_bot"]
    seat: int


class LiftCurtainMessage(TypedDict):
    type: Literal["lift_curtain"]


class AiStepMessage(TypedDict):
    type: Literal["ai_step"]


class PaceMessage(TypedDict):
    type: Literal["pace"]
    speed: str


class AskMessage(TypedDict):
    type: Literal["ask"]
    ask: str


class SaveMessage(TypedDict):
    type: Literal["save"]


class LoadMessage(TypedDict):
    type: Literal["load"]
    text: str
    origin: Literal["kept", "import"]


class ClashMessage(TypedDict):
    type: Literal["clash"]
    text: str
    origin: Literal["tab", "import", "watch"]


class ForkMessage(TypedDict):
    type: Literal["fork"]


class ListMessage(TypedDict):
    type: Literal["list"]
    records: list[StoredText]


class ReplayTextMessage(TypedDict):
    type: Literal["replay"]
    text: str


class ReplayLinkMessage(TypedDict):
    type: Literal["replay"]
    link: str


class ReplayStepMessage(TypedDict):
    type: Literal["replay_step"]
    step: int


class StatsMessage(TypedDict):
    type: Literal["stats"]
    text: str | None
    record: NotRequired[SaveRecord]


class LearnMessage(TypedDict):
    type: Literal["learn"]
    lesson: str
    at: int
    speed: str


PageMessage = (StartMessage | ActMessage | RemoteActMessage | RemoteToBotMessage | LiftCurtainMessage | AiStepMessage
               | PaceMessage | AskMessage | SaveMessage | LoadMessage | ClashMessage | ForkMessage | ListMessage
               | ReplayTextMessage | ReplayLinkMessage | ReplayStepMessage | StatsMessage | LearnMessage)
