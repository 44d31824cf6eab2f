"""How often Monopoly Bid bots raise when a sealed bid ties (the rules' raise: only the tied players may
add money, again in secret; a tie that remains sends the card to the bottom of the pile).

    python -m lab.ties --seats normal,normal,hard --games 30 --seed 1 [--hard-iterations 100]

Plays the arena's rotated, seeded schedule (``lab.arena.play_rotated``) and, for every tie, notes
whether each tied bot added money in the raise. The last line printed is one JSON object:
``{"seats", "games", "seed", "hard_iterations", "ties": {level: {"tied": n, "raised": n}}, "kept": n}``
(``kept``: raises that broke the tie).
"""
import argparse
import json
from typing import Any

from game.ai.levels import bot_for_level
from game.core.api import GameState
from lab.arena import play_rotated


class Ties:
    """Ties and raises per bot level, fed every state of the games (``see``)."""

    def __init__(self, labels: list[str]) -> None:
        self.labels = labels
        self.ties = {label: {"tied": 0, "raised": 0} for label in labels}
        self.kept = 0                       # raises that broke the tie
        self.order: list[int] = []          # seat -> label index in the game being played
        self.tied: dict[int, int] = {}      # the tied seats' totals, until their raise is revealed

    def see(self, state: GameState) -> None:
        for event in state.events:
            if event.kind != "reveal":
                continue
            totals = {b["seat"]: b["total"] for b in event.data.get("bids", [])}
            if event.data.get("raise") and self.tied:
                for seat, before in self.tied.items():
                    level = self.labels[self.order[seat]]
                    self.ties[level]["tied"] += 1
                    self.ties[level]["raised"] += totals.get(seat, before) > before
                top = max(totals.values(), default=0)
                self.kept += sum(1 for t in totals.values() if t == top) == 1
                self.tied = {}
            else:
                top = max(totals.values(), default=0)
                tied = {s: t for s, t in totals.items() if t == top}
                self.tied = tied if len(tied) >= 2 else {}


def count(labels: list[str], games: int, seed: int, hard_iterations: int) -> dict[str, Any]:
    """Ties and raises per bot level over ``games`` games of the rotated schedule."""
    n = len(labels)
    ties = Ties(labels)

    def make_bot(i: int) -> Any:        # a bot of either game's view
        if labels[i] == "hard":
            return bot_for_level("bid", "hard", iterations=hard_iterations)
        return bot_for_level("bid", labels[i])

    for g in range(games):
        ties.order = [(s + g % n) % n for s in range(n)]          # as the arena rotates the seats
        ties.tied = {}
        play_rotated("bid", n, seed, g, make_bot, ties.see)
    return {"seats": labels, "games": games, "seed": seed, "hard_iterations": hard_iterations,
            "ties": ties.ties, "kept": ties.kept}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.ties", description=__doc__.splitlines()[0])
    parser.add_argument("--seats", required=True, help="comma-separated levels, e.g. normal,normal,hard")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard-iterations", type=int, default=100)
    args = parser.parse_args(argv)
    print(json.dumps(count(args.seats.split(","), args.games, args.seed, args.hard_iterations)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
