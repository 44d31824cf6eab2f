"""The post-game story: per-round series for the end screen's charts, and the game's key moments.

``story(states, names)`` reads a finished game from its states (the deal, then the state after each
move) and returns plain JSON::

    {"charts": [{"title": "Complete sets", "unit": "sets", "rounds": [1, 2, ...],
                 "series": [{"seat": 0, "name": "Ann", "values": [0, 1, ...]}, ...]}, ...],
     "moments": ["Biggest payment: Bo paid Ann 8M (round 4).", ...]}

Each game's own charts and moments are ``charts`` in ``app/story_<game>.py`` (found through the
registry); the helpers they share are here. Deal charts complete sets and table value per round;
Bid charts properties won and money spent.
"""
from collections.abc import Callable, Sequence
from typing import TypeVar

from app.model import Story, StoryChart
from app.registry import entry
from game.core.api import GameState

S = TypeVar("S")      # one game's state


def chart(title: str, unit: str, rounds: list[int], names: Sequence[str], values: list[list[int]]) -> StoryChart:
    return {"title": title, "unit": unit, "rounds": rounds,
            "series": [{"seat": seat, "name": name, "values": [row[seat] for row in values]}
                       for seat, name in enumerate(names)]}


def per_round(states: Sequence[S], round_of: Callable[[S], int],
               sample: Callable[[S], list[int]]) -> tuple[list[int], list[list[int]]]:
    """``sample`` of the last state of each round (round numbers as the game counts them)."""
    last: dict[int, S] = {}
    for state in states:
        last[round_of(state)] = state
    rounds = sorted(last)
    return rounds, [sample(last[r]) for r in rounds]


def common_moments(steals: list[int], names: Sequence[str], card: str,
                    battle: "tuple[int, int] | None") -> list[str]:
    """Steals per player, and the longest chain of ``card`` answering ``card`` (depth, round)."""
    parts = [f"{names[seat]} {count}" for seat, count in enumerate(steals) if count]
    out = [f"Steals: {', '.join(parts)}." if parts else "Steals: none."]
    if battle:
        out.append(f"Longest {card} battle: {battle[0]} in a row (round {battle[1]}).")
    return out


def story(game: str, states: Sequence[GameState], names: Sequence[str]) -> Story:
    """Charts and key moments of a game from its states (the deal first, then after each move)."""
    charts, moments = entry(game).story(states, names)
    return {"charts": charts, "moments": moments}
