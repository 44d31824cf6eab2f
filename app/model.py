"""The typed table model: everything the page paints, for whoever may look now, as plain data.

A presenter (``app.present_deal``, ``app.present_bid``) builds a ``Table`` from one seat's view and
legal actions; ``Table.to_json()`` gives plain dicts/lists/str/int/bool/None that cross a
``postMessage`` as they are. The painter knows no game and no rule: every word it shows comes
from here. The format is described for the painter in ``docs/table-model.md``; changes to it are
additive only (new optional keys), and ``MODEL_VERSION`` counts them. ``types/model.d.ts`` mirrors
these classes for the page's type check: a field added here is added there.
"""
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Literal, TypeAlias, TypedDict

MODEL_VERSION = 7
UNDO = "undo"     # the ``action`` and ``key`` of the "Undo" choice (no engine action is written so)

# Plain JSON data as it crosses ``postMessage`` (read-only views: a list or dict of narrower values fits).
Json: TypeAlias = "None | bool | int | float | str | Sequence[Json] | Mapping[str, Json]"
JsonObject: TypeAlias = dict[str, Json]

Intent = Literal["primary", "secondary", "danger"]
AnimKind = Literal["travel", "flip", "fade"]
ZoneKind = Literal["hand", "bank", "set", "pile", "auction", "bid", "offer"]


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _plain(value: object) -> Json:
    """Dataclasses (recursively) as dicts, tuples as lists; JSON scalars as they are."""
    if value is None or isinstance(value, (str, int, float)):     # a bool is an int
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    kind = type(value)
    names = _FIELD_NAMES.get(kind)
    if names is None:
        if not is_dataclass(value):
            raise TypeError(f"{kind.__name__} is no part of the table model")
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(value))
    return {name: _plain(getattr(value, name)) for name in names}


class Plain:
    """Mixin: ``to_json()`` turns the dataclass into JSON-ready plain data."""

    def to_json(self) -> JsonObject:
        plain = _plain(self)
        assert isinstance(plain, dict)       # a dataclass becomes a dict
        return plain


@dataclass
class Colour(Plain):
    """A property colour: CSS key (``"light_blue"``, ``"any"``) and its written name."""

    key: str
    name: str


@dataclass
class RentLadder(Plain):
    """Rent for 1, 2, ... cards of ``colour`` (``steps[0]`` is the rent of one card)."""

    colour: Colour
    steps: list[int]
    text: str = ""                 # the ladder in words: "1·2·3·4M"
    label: str = ""                # what the ladder is, where one colour needs no dot: "Rent"


@dataclass
class Card(Plain):
    """One card face, drawable without knowing the game.

    A face-down card has ``face_down`` True, ``id`` None and nothing else filled in: its identity
    never leaves the worker.
    """

    id: int | None
    title: str = ""
    kind: str = ""                 # CSS hook: property | wild | money | action | rent | building
    kind_label: str = ""           # written kind: "Property", "Wildcard", "Money", "Action", ...
    value: int | None = None       # money value, drawn in the corner as "<value>M"; None: none
    value_label: str = ""          # "3M", or "" when the card has no value to show
    colours: list[Colour] = field(default_factory=list)
    placed_as: Colour | None = None   # the colour a wildcard stands for where it lies
    rent: list[RentLadder] = field(default_factory=list)
    effect: str = ""               # one short line of what the card does
    art: str = ""                  # the picture drawn on it: the engine's action name ("pass_go", "nope"), or ""
    face_down: bool = False
    selected: bool = False         # part of the payment / bid / offer being built
    description: str = ""          # the whole face in words, for an accessible name / tooltip


def face_down() -> Card:
    """A card seen from the back: no id, no face."""
    return Card(id=None, face_down=True, description="Face-down card")


@dataclass
class Zone(Plain):
    """A place cards lie: a hand, a bank, one property set, a pile, the auction, a bid, an offer.

    ``id`` is unique in the model; ``area`` is where animations aim (``"hand:1"``, ``"bank:1"``,
    ``"sets:1"``, ``"draw"``, ``"discard"``, ...). ``count`` is the number of cards even when they
    are not listed (a face-down pile lists none).
    """

    id: str
    kind: ZoneKind
    area: str
    title: str
    cards: list[Card] = field(default_factory=list)
    count: int = 0
    total: int | None = None       # money total shown with the zone (bank, bid), if any
    colour: Colour | None = None   # a property set's colour
    size: int | None = None        # cards a property set needs to be complete
    complete: bool = False
    rent: int | None = None        # what a property set charges now
    buildings: list[Card] = field(default_factory=list)   # House / Hotel on a set
    note: str = ""                 # one short line under the zone ("top card", "1 card under")
    badge: str = ""                # a word beside the title ("Complete")


@dataclass
class SeatModel(Plain):
    """One player at the table, as the viewer may see them."""

    seat: int
    name: str
    kind_label: str                # "Human", "AI · Hard"
    is_you: bool
    is_active: bool                # whose turn it is / who hosts
    is_acting: bool                # must decide something right now
    hand_count: int
    bank_total: int | None         # None in a game without banks
    complete_sets: int
    sets_to_win: int
    badges: list[str] = field(default_factory=list)    # short public facts: "Host", "Bid sealed"
    zones: list[Zone] = field(default_factory=list)    # hand (own only), bank, sets, bid, ...
    summary: str = ""              # the compact line for an opponent strip, in words
    facts: list[str] = field(default_factory=list)   # the same, one short fact each: "bank 7M", "1/3 sets"
    standing: str = ""             # how far they are, for the end screen: "1 of 3 sets"
    progress: str = ""             # the same, short, for their own table: "1/3 sets"


@dataclass
class Choice(Plain):
    """One thing the viewer may do: a button, a tappable card, a tappable opponent or a drop target.

    ``action`` is the exact ``str()`` of a legal action, its readable label (the page writes it to
    ``data-action``, which tools read); ``key`` is its wire id (``game.core.actions.action_key``: the
    page writes it to ``data-key`` and sends it back in ``act``). ``card`` is the card id this
    choice belongs to (tap that card; also the card a drag starts from), ``twins`` identical cards
    of the same hand that do the same (the engines offer one action per kind of card),
    ``target_card`` a card on the table it aims at (tap it once ``card`` is picked), ``seat`` the
    other player it aims at, ``zone`` the zone id (or area) it aims at: a dragged ``card`` may be
    dropped there. ``colour`` and ``hint`` mark a colour choice and whether it completes or grows
    one of the viewer's sets. ``answer`` marks the answer to the prompt's question (a Just Say No,
    a Nope!): it is a button in the prompt too, wherever its card sits in the hand.
    """

    label: str
    action: str
    intent: Intent = "secondary"
    card: int | None = None
    twins: list[int] = field(default_factory=list)
    target_card: int | None = None
    seat: int | None = None
    zone: str | None = None
    group: str = ""                # heading of the menu this choice sits in ("Boardwalk")
    colour: Colour | None = None   # the colour a card is played or placed as (draw the button in it)
    hint: str = ""                 # "completes" / "grows": what that colour does to the viewer's sets
    key: str = ""                  # the action's wire id (sent back in ``act``)
    answer: bool = False           # the answer to the prompt's question: a prompt button too


@dataclass
class Prompt(Plain):
    """The question being asked of the viewer (or what the table waits for), with the facts."""

    title: str
    text: str
    choices: list[Choice] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)    # what is at stake, shown with the prompt
    waiting_for: list[str] = field(default_factory=list)   # names of the seats the table waits on


@dataclass
class Selection(Plain):
    """A payment, bid or offer being built card by card (tap cards, then confirm)."""

    kind: Literal["payment", "bid", "offer"]
    title: str
    total: int                     # running total in M
    target: int | None             # amount owed, or None when there is no target
    card_ids: list[int]            # the cards picked so far (also flagged ``selected``)
    confirm_label: str             # "Pay 4M", "Bid 6M", "Send the offer"
    confirm_action: str | None     # str() of the confirm action; None when it is not legal yet
    note: str = ""                 # "No change is given." and the like
    confirm_key: str | None = None   # the ``key`` of the confirm action; None when it is not legal yet
    total_text: str = ""           # the running total in words: "4M", "2 cards"
    target_text: str = ""          # what it must reach, in words ("of 5M"); "" when nothing is owed


@dataclass
class Curtain(Plain):
    """Pass the device: the table is hidden until ``name`` takes it."""

    seat: int
    name: str
    title: str
    text: str
    button: str


@dataclass
class LogLine(Plain):
    """One sentence of the log; ``n`` numbers every line of the game, so new lines are ``n`` > last."""

    n: int
    text: str


@dataclass
class Anim(Plain):
    """A card movement to animate: ``card`` (None for a face-down card) from one area to another."""

    card: int | None
    source: str
    dest: str
    kind: AnimKind = "travel"


@dataclass
class RevealedBid(Plain):
    """One player's sealed bid, face up: the money cards' values and the total."""

    seat: int
    name: str
    total: int
    values: list[int]
    note: str = ""                 # "Wins", "Tie", "No bid"
    total_text: str = ""           # "7M"
    wins: bool = False             # the one top bid
    value_texts: list[str] = field(default_factory=list)   # each money card: "5M", "2M"


@dataclass
class Reveal(Plain):
    """Sealed bids turned face up at once: the card up for auction, every bid, what follows."""

    title: str                     # "Bids for Boardwalk", "Raises for Boardwalk"
    card: Card | None
    bids: list[RevealedBid]
    verdict: str                   # "Bob wins Boardwalk for 5M." / "... goes to the bottom ..."


@dataclass
class Beat(Plain):
    """One event another player caused, to hold on the stage for ``hold_ms``: a one-line caption,
    the cards it moved (face up where the viewer may see them) and, for a reveal, every bid."""

    n: int                         # the log line this beat shows (``LogLine.n``)
    seat: int | None               # the player it is about (else the one whose move caused it)
    caption: str
    hold_ms: int
    anims: list[Anim] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    reveal: Reveal | None = None
    opens_turn: bool = False       # the first beat of a player's turn (a skip stops before it)
    frame: int = -1                # the table as of this beat: ``Table.frames[frame]``, -1 the table itself


@dataclass
class Frame(Plain):
    """The table as it stood at one beat of the stage (nothing later): what the painter shows in
    place of the table's own status, seats, piles and prompt while that beat stands."""

    status: str
    seats: list[SeatModel]
    centre: list[Zone]
    prompt: Prompt | None = None


@dataclass
class BotDue(Plain):
    """A bot moves next: the page waits ``delay_ms`` (0 at instant speed), then sends ``ai_step``."""

    seat: int
    name: str
    delay_ms: int
    text: str                      # "Bot 2 (Hard) is thinking…"


@dataclass
class Standing(Plain):
    """One line of the end screen's ranking: "Ann (Human): 1 of 3 sets"."""

    seat: int
    text: str
    winner: bool


@dataclass
class Outcome(Plain):
    """The end of the game: winner seats and names, one sentence, and every seat's standing."""

    winners: list[int]
    names: list[str]
    title: str
    sentence: str
    standings: list[Standing] = field(default_factory=list)   # winners first, then by sets


@dataclass
class Table(Plain):
    """The whole screen for whoever may look now."""

    game: str                      # opaque name ("deal" / "bid") for file names and CSS themes
    title: str                     # "Monopoly Deal"
    viewer: int | None             # whose private view this is; None behind a curtain / spectator
    status: str
    seats: list[SeatModel]
    centre: list[Zone]             # draw pile, discard pile, property pile, auction card
    prompt: Prompt | None = None
    selection: Selection | None = None
    curtain: Curtain | None = None
    log: list[LogLine] = field(default_factory=list)
    toast: str = ""                # what just happened, in one or two sentences ("" for nothing)
    events: list[Anim] = field(default_factory=list)
    stage: list[Beat] = field(default_factory=list)   # other players' moves, one at a time
    frames: list[Frame] = field(default_factory=list)  # the tables as of the beats (``Beat.frame``)
    speed: str = "normal"          # relaxed | normal | quick | instant (the pace of the stage)
    ask: str = "aimed"             # aimed | always | never: when a lone human is asked to answer;
                                   # "" where the game keeps its own (a lesson)
    bot: BotDue | None = None
    outcome: Outcome | None = None
    query: str = ""                # the deep link (without "?") that starts this game again
    version: int = MODEL_VERSION


class StorySeries(TypedDict):
    """One player's values in a story chart, a value per round."""

    seat: int
    name: str
    values: list[int]


class StoryChart(TypedDict):
    """One chart of the end screen's story (``app.story``)."""

    title: str
    unit: str
    rounds: list[int]
    series: list[StorySeries]


class Story(TypedDict):
    """The end screen's story: charts per round and key moments."""

    charts: list[StoryChart]
    moments: list[str]
