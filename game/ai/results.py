"""Print the README's AI strength table from ``docs/ai-results.json`` (one row per arena run).

    python -m game.ai.results [docs/ai-results.json]

A row is ``{"game", "seats": [levels], "games", "wins": {level: n}, "draws", "seed", "budget",
"commit"}`` (``"partial": true`` with ``"planned"`` for a run stopped early). The table shows the
first seat's level against the rest, with its 95 % Wilson interval and the issue's target.
"""
import json
import sys
from pathlib import Path

from game.ai.arena import wilson

DEFAULT = Path(__file__).resolve().parents[2] / "docs" / "ai-results.json"
# (game, first seat, other seats) -> the win-rate target of issue 15, as a fraction
TARGETS = {("normal", ("random",)): 0.95, ("hard", ("normal",)): 0.75,
           ("hard", ("normal", "normal", "normal")): 0.40}


def _matchup(seats: list[str]) -> str:
    first, rest = seats[0], seats[1:]
    if len(set(rest)) == 1 and len(rest) > 1:
        return f"{first.capitalize()} + {len(rest)} {rest[0].capitalize()}"
    return f"{first.capitalize()} vs " + ", ".join(s.capitalize() for s in rest)


def table(rows: list[dict]) -> str:
    """The markdown table, one line per row."""
    out = ["| game | match-up | games | Hard budget | seed | result (95 % CI) | target | commit |",
           "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        first = row["seats"][0]
        wins, games = row["wins"][first], row["games"]
        low, high = wilson(wins, games)
        rate = 100 * wins / games
        target = TARGETS.get((first, tuple(row["seats"][1:])))
        if target is None:
            verdict = "–"
        else:
            met = "met" if low >= target else ("met on the point estimate" if rate >= 100 * target
                                               else "**not met**")
            verdict = f"≥ {100 * target:.0f} % — {met}"
        games_text = f"{games}" + (f" of {row['planned']} (stopped)" if row.get("partial") else "")
        out.append(f"| {row['game'].capitalize()} | {_matchup(row['seats'])} | {games_text} | "
                   f"{row['budget']} | {row['seed']} | {first.capitalize()} {rate:.1f} % "
                   f"[{100 * low:.1f}, {100 * high:.1f}] | {verdict} | {row['commit']} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    path = Path((argv or sys.argv[1:] or [str(DEFAULT)])[0])
    print(table(json.loads(path.read_text())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
