"""Lifetime statistics per player name, kept by the page in browser storage as JSON text::

    {"schema": 1, "players": {"Ann": {"deal": {"hard": {"games": 4, "wins": 1}}}}, "counted": [ids]}

Only human players are counted; a game counts under the level of the strongest AI at the table
(``"hot-seat"`` when every player is human), once per game id.
"""
import json
from typing import TypedDict, cast

from app.protocol import SaveRecord, StatsRow
from game import names, spec
from game.core.errors import CorruptSave
from game.core.loading import parse

SCHEMA = 1
LEVELS = ("random", "easy", "normal", "hard")          # weakest first
LEVEL_LABELS = {"random": "vs AI · Random", "easy": "vs AI · Easy", "normal": "vs AI · Normal",
                "hard": "vs AI · Hard", "hot-seat": "hot-seat (no AI)"}
KEEP_COUNTED = 200


class Tally(TypedDict):
    """One player's games and wins in one game at one level."""

    games: int
    wins: int


class Stats(TypedDict):
    """The statistics (see the module's docstring): player name -> game -> level -> tally."""

    schema: int
    players: dict[str, dict[str, dict[str, Tally]]]
    counted: list[object]       # the ids of the games counted (not checked: only compared)


class NewerStats(CorruptSave):
    """Statistics written by a newer version of the game: kept as they are, never rewritten here."""


def empty() -> Stats:
    return {"schema": SCHEMA, "players": {}, "counted": []}


def load(text: object) -> Stats:
    """The statistics from stored text (``None``: none yet); ``CorruptSave`` if they are damaged,
    ``NewerStats`` if a newer version wrote them."""
    if text is None:
        return empty()
    data = parse(text, "statistics", max_text=500_000)
    if isinstance(data, dict) and type(data.get("schema")) is int and data["schema"] > SCHEMA:
        raise NewerStats("statistics: written by a newer version")
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise CorruptSave("statistics: not ours")
    players, counted = data.get("players"), data.get("counted")
    if not isinstance(players, dict) or not isinstance(counted, list):
        raise CorruptSave("statistics: damaged")
    for games in players.values():
        for levels in (games.values() if isinstance(games, dict) else [None]):
            for tally in (levels.values() if isinstance(levels, dict) else [None]):
                if not (isinstance(tally, dict) and all(type(tally.get(k)) is int for k in ("games", "wins"))):
                    raise CorruptSave("statistics: damaged")
    return cast(Stats, data)        # every field of Stats was checked above


def table_level(seats: list[str]) -> str:
    """The strongest AI level among seat codes (``ai-hard``...), or ``hot-seat``."""
    levels = [code[3:] for code in seats if code.startswith("ai-") and code[3:] in LEVELS]
    return max(levels, key=LEVELS.index) if levels else "hot-seat"


def tally(stats: Stats, record: SaveRecord) -> bool:
    """Count a finished game's record into ``stats`` once; True if it was counted now."""
    summary = record["summary"] if isinstance(record["summary"], dict) else {}
    if not summary.get("over") or record["id"] in stats["counted"]:
        return False
    level = table_level(record["seats"])
    for code, name in zip(record["seats"], record["names"], strict=False):
        if code != "human":
            continue
        cell = stats["players"].setdefault(name, {}).setdefault(record["game"], {}).setdefault(
            level, {"games": 0, "wins": 0})
        cell["games"] += 1
        cell["wins"] += name in summary.get("winners", [])
    stats["counted"] = (stats["counted"] + [record["id"]])[-KEEP_COUNTED:]
    return True


def rows(stats: Stats) -> list[StatsRow]:
    """One row per player, game and level, for the menu's table (names in alphabetical order)."""
    out: list[StatsRow] = []
    for name in sorted(stats["players"], key=str.casefold):
        for game, levels in sorted(stats["players"][name].items()):
            title = spec(game).title if game in names() else game
            for level in sorted(levels, key=lambda lv: (LEVELS + ("hot-seat",)).index(lv)
                                if lv in LEVELS + ("hot-seat",) else 99):
                cell = levels[level]
                out.append({"name": name, "game": title, "level": LEVEL_LABELS.get(level, level),
                            "games": cell["games"], "wins": cell["wins"]})
    return out


def encode(stats: Stats) -> str:
    return json.dumps(stats, separators=(",", ":"), ensure_ascii=False)
