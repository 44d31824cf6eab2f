"""Game settings (which game, seats, seed, variants, speed) and the deep-link / setup-form parser.

A deep link is ``?game=deal|bid&seats=human,remote,ai-easy,ai-normal,ai-hard&seed=N`` with optional
``names=Ann,Bob``, ``variants=a,b``, ``first=N`` (seat index of the first player / host) and
``speed=instant`` and ``ask=aimed|always|never`` (when a player holding Just Say No / Nope! is asked
to answer: see ``ASKS``). The setup form submits the same keys, except that it repeats ``seats`` and
``names`` once per seat (an empty seat value means "no player here") and sends its variant
checkboxes as ``deal.variants`` / ``bid.variants`` so that each game only reads its own.
A repeated ``names`` is one name per value, so a name may hold a comma (``names=Lee%2C+Jr.&names=Bob``,
which is also how ``to_query`` writes names with commas); a single ``names`` is a comma list.
"""
from dataclasses import dataclass
from typing import TypedDict
from urllib.parse import parse_qs, urlencode

from app.registry import engine

# ``remote``: a person playing this seat on their own device (ui/link/), not on the host's screen.
KINDS = {"human": ("human", None), "remote": ("remote", None), "ai-easy": ("ai", "easy"), "ai-normal": ("ai", "normal"),
         "ai-hard": ("ai", "hard"), "ai-random": ("ai", "random")}
LEVEL_LABELS = {"easy": "Easy", "normal": "Normal", "hard": "Hard", "random": "Random"}
SPEEDS = ("relaxed", "normal", "quick", "instant")
# When a lone human holding a Just Say No / Nope! is asked to answer: when the action is aimed at them
# or their cards (or answers their own move), every time the rules allow, or never (it passes).
ASKS = ("aimed", "always", "never")
MAX_NAME = 20
MAX_SEED = 2**53 - 1  # a JavaScript-safe integer, so links and saves survive any JSON reader
# Characters of a deep link or setup form's query: six seats with 20-letter names, every letter
# percent-encoded UTF-8, fit in under 2,000; ui/page.js refuses a longer address before it reaches here.
MAX_QUERY = 4_000


class SettingsError(ValueError):
    """A deep link, form or save asks for something we cannot start; the message says what."""


class SeatJson(TypedDict):
    """A seat as plain data (``Seat.to_json``)."""

    name: str
    kind: str
    level: str | None


@dataclass(frozen=True)
class Seat:
    """One player: display name, ``"human"``, ``"remote"`` (a person on another device) or ``"ai"``,
    and the AI level (None for people)."""

    name: str
    kind: str = "human"
    level: str | None = None

    @property
    def code(self) -> str:
        """The deep-link token: ``human``, ``remote`` or ``ai-<level>``."""
        return self.kind if self.kind != "ai" else f"ai-{self.level}"

    @property
    def is_human(self) -> bool:
        """A person plays this seat (here or on another device), not a bot."""
        return self.kind in ("human", "remote")

    @property
    def is_remote(self) -> bool:
        """A person plays this seat on another device: its table is never shown on this one."""
        return self.kind == "remote"

    def to_json(self) -> SeatJson:
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass(frozen=True)
class Settings:
    """Everything needed to start (or replay) a game."""

    game: str
    seats: tuple[Seat, ...]
    seed: int
    variants: tuple[str, ...] = ()
    first: int = 0
    speed: str = "normal"
    ask: str = "aimed"

    @property
    def humans(self) -> list[int]:
        """Seat indexes of the human players (here or on other devices)."""
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def locals(self) -> list[int]:
        """Seat indexes of the human players at this device (the hot-seat curtain passes between them)."""
        return [i for i, s in enumerate(self.seats) if s.is_human and not s.is_remote]

    @property
    def remotes(self) -> list[int]:
        """Seat indexes of the players on other devices."""
        return [i for i, s in enumerate(self.seats) if s.is_remote]

    def to_query(self, *, seed: bool = True) -> str:
        """The deep link (without ``?``) that starts this game again with the same seed (``seed``
        False: with a new one)."""
        names = [s.name for s in self.seats]
        params = [("game", self.game), ("seats", ",".join(s.code for s in self.seats))]
        if any("," in name for name in names):
            params += [("names", name) for name in names]
        else:
            params.append(("names", ",".join(names)))
        if seed:
            params.append(("seed", str(self.seed)))
        if self.variants:
            params.append(("variants", ",".join(self.variants)))
        if self.first:
            params.append(("first", str(self.first)))
        if self.speed != "normal":
            params.append(("speed", self.speed))
        if self.ask != "aimed":
            params.append(("ask", self.ask))
        return urlencode(params)


def default_name(index: int, kind: str, level: str | None) -> str:
    """``Player 2`` for humans, ``Bot 3 (Hard)`` for AI seats (1-based numbers)."""
    if kind in ("human", "remote"):
        return f"Player {index + 1}"
    return f"Bot {index + 1} ({LEVEL_LABELS.get(level or '', level)})"


def _split(values: list[str]) -> list[str]:
    """Repeated parameters and comma lists both become one list (empty entries kept)."""
    out: list[str] = []
    for value in values:
        out.extend(part.strip() for part in value.split(","))
    return out


def _names(values: list[str]) -> list[str]:
    """One ``names`` value is a comma list (``names=Ann,Bob``); repeated values are one name each,
    commas and all (the setup form sends one per seat)."""
    return _split(values) if len(values) == 1 else [value.strip() for value in values]


def _int(text: str, what: str, low: int, high: int) -> int:
    try:
        number = int(text.strip())
    except ValueError:
        raise SettingsError(f"{what} must be a whole number, not {text!r}.") from None
    if not low <= number <= high:
        raise SettingsError(f"{what} must be between {low} and {high}, not {number}.")
    return number


def make_seats(game: str, codes: list[str], names: list[str]) -> tuple[Seat, ...]:
    """Seats from deep-link codes and names; empty codes (unused form rows) are skipped."""
    eng = engine(game)
    seats: list[Seat] = []
    for index, code in enumerate(codes):
        if not code:
            continue
        if code not in KINDS:
            raise SettingsError(f"Unknown seat type {code!r}; use one of: {', '.join(KINDS)}.")
        kind, level = KINDS[code]
        name = " ".join(names[index].split()) if index < len(names) else ""
        if len(name) > MAX_NAME:
            raise SettingsError(f"The name {name[:MAX_NAME]!r}… is too long (at most {MAX_NAME} letters).")
        seats.append(Seat(name or default_name(len(seats), kind, level), kind, level))
    if not eng.MIN_PLAYERS <= len(seats) <= eng.MAX_PLAYERS:
        raise SettingsError(f"{eng.TITLE} needs {eng.MIN_PLAYERS} to {eng.MAX_PLAYERS} players, "
                            f"not {len(seats)}.")
    taken = [s.name.casefold() for s in seats]
    if len(set(taken)) != len(taken):
        raise SettingsError("Two players have the same name; give each player a different name.")
    return tuple(seats)


def check_variants(game: str, names: list[str]) -> tuple[str, ...]:
    """The named variants (blanks and repeats dropped); ``SettingsError`` for one the game lacks."""
    eng = engine(game)
    variants = tuple(dict.fromkeys(v for v in names if v))
    unknown = [v for v in variants if v not in eng.VARIANTS]
    if unknown:
        known = ", ".join(eng.VARIANTS) or "none"
        raise SettingsError(f"Unknown rule variant {unknown[0]!r} for {eng.TITLE}; known: {known}.")
    return variants


def parse_query(query: str, new_seed: int) -> Settings | None:
    """Settings from a deep link or submitted setup form; None when the query names no game.

    ``new_seed`` is used when the query gives none. Raises ``SettingsError`` with a message fit for
    the setup screen on any bad value; a query longer than ``MAX_QUERY`` is refused before it is read.
    """
    if len(query) > MAX_QUERY:
        raise SettingsError(f"This link is too long to be a game link (at most {MAX_QUERY:,} characters); "
                            "nothing was started.")
    params = parse_qs(query.lstrip("?"), keep_blank_values=True)
    if "game" not in params:
        return None
    game = params["game"][-1].strip().lower()
    try:
        engine(game)
    except KeyError:
        raise SettingsError(f"Unknown game {game!r}; choose 'deal' (Monopoly Deal) or 'bid' (Monopoly Bid).") from None
    codes = [c.lower() for c in _split(params.get("seats", []))]
    if not codes:
        raise SettingsError("The link lists no seats; add e.g. seats=human,ai-normal.")
    seats = make_seats(game, codes, _names(params.get("names", [])))
    seed_text = params.get("seed", [""])[-1]
    seed = _int(seed_text, "The seed", 0, MAX_SEED) if seed_text.strip() else new_seed
    variants = check_variants(game, _split(params.get("variants", []) + params.get(f"{game}.variants", [])))
    first_text = params.get("first", [""])[-1]
    first = 0
    if first_text.strip():
        # ``first`` counts the listed seats, empty setup-form rows included.
        rows = [i for i, code in enumerate(codes) if code]
        row = _int(first_text, "The first player", 0, len(codes) - 1)
        if row not in rows:
            raise SettingsError(f"The first player sits in seat {row + 1}, which is empty.")
        first = rows.index(row)
    speed = (params.get("speed", ["normal"])[-1].strip().lower() or "normal")
    if speed not in SPEEDS:
        raise SettingsError(f"Unknown speed {speed!r}; use relaxed, quick or instant, or leave it out.")
    ask = (params.get("ask", ["aimed"])[-1].strip().lower() or "aimed")
    if ask not in ASKS:
        raise SettingsError(f"Unknown ask {ask!r}; use aimed, always or never, or leave it out.")
    return Settings(game, seats, seed, variants, first, speed, ask)
