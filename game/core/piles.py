"""The draw pile, shared by both games: draw with a seeded reshuffle of the discard pile."""
from typing import Protocol

from game.core.events import Event
from game.core.rng import shuffled


class Piles(Protocol):
    """The part of a game state this module reads and changes."""

    draw: list[int]
    discard: list[int]
    seed: int
    rng_counter: int


def draw_from_pile(state: Piles, count: int, events: list[Event]) -> list[int]:
    """Take up to ``count`` cards from ``state.draw`` (top = end of the list). When it runs out the
    discard pile is shuffled into a new draw pile (seeded by ``state.seed``/``state.rng_counter``);
    with both empty, fewer cards come back. Mutates ``state`` (callers work on a clone)."""
    out: list[int] = []
    for _ in range(count):
        if not state.draw:
            if not state.discard:
                break
            state.draw = shuffled(state.discard, state.seed, state.rng_counter)
            state.rng_counter += 1
            state.discard = []
            events.append(Event("reshuffle", "The discard pile is shuffled into a new draw pile.",
                                {"count": len(state.draw)}))
        out.append(state.draw.pop())
    return out
