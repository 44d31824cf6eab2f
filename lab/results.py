"""Print the README's AI strength table from ``docs/ai-results.json`` (one row per arena run).

    python -m lab.results [docs/ai-results.json]          # print the table
    python -m lab.results --add row.json [more.json ...]  # add or update rows (arena --out)
    python -m lab.results --add row.json --note "spot check, unseen seed"   # with a label
    python -m lab.results --add row.json --pool "Bid, Hard + 3 Normal"      # pooled with others

A row is ``{"game", "seats": [levels], "games", "wins": {level: n}, "draws", "seed", "budget",
"commit"}`` (``"partial": true`` with ``"planned"`` for a run stopped early; an optional ``"note"``
labels the run in the table; rows with the same ``"pool"`` name are runs of one match-up over
different deals, and the table adds a line that pools them). The table shows the first seat's
level against the rest, with its 95 % Wilson interval and the issue's target.
"""
import argparse
import json
import sys
from pathlib import Path
from typing import Any

from lab.stats import wilson

DEFAULT = Path(__file__).resolve().parents[1] / "docs" / "ai-results.json"
# (game, first seat, other seats) -> the win-rate target of issue 15, as a fraction
TARGETS = {("normal", ("random",)): 0.95, ("hard", ("normal",)): 0.75,
           ("hard", ("normal", "normal", "normal")): 0.40}


# Hard's non-default search settings (the arena's ``search`` field), as the table names them
SETTING_NAMES = {"learned": {False: "hand-made evaluation"},
                 "opponent_model": {False: "random sealed-bid guess"}}
SETTING_FORMATS = {"confidence": "switch at {} standard errors", "candidates": "{} candidates",
                   "horizon": "rollouts of {} plays", "sharpness": "softmax sharpness {}"}


def _setting(key: str, value: object) -> str:
    named = SETTING_NAMES.get(key, {})
    if value in named:
        return named[value]
    return SETTING_FORMATS.get(key, key + " {}").format(value)


def _matchup(seats: list[str], search: dict[str, Any] | None = None, note: str | None = None) -> str:
    first, rest = seats[0], seats[1:]
    name = first.capitalize()
    notes = [_setting(k, v) for k, v in sorted((search or {}).items())]
    notes += [note] if note else []
    if notes:
        name += f" ({', '.join(notes)})"
    if len(set(rest)) == 1 and len(rest) > 1:
        return f"{name} + {len(rest)} {rest[0].capitalize()}"
    return f"{name} vs " + ", ".join(s.capitalize() for s in rest)


def _verdict(row: dict[str, Any], target: float) -> str:
    """Met / not met by the 95 % interval; a run cut short is open while its interval spans
    the target."""
    wins, games = row["wins"][row["seats"][0]], row["games"]
    low, high = wilson(wins, games)
    if low >= target:
        return "met"
    if high < target:
        return "**not met**"
    if row.get("partial"):
        return "open (too few games yet)"
    return "met on the point estimate" if wins >= target * games else "**not met**"


def pooled(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per ``"pool"`` name that two or more rows share: their games and wins summed."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        if row.get("pool"):
            groups.setdefault(row["pool"], []).append(row)
    out = []
    for name, group in groups.items():
        if len(group) < 2:
            continue
        first = group[0]
        levels = {level for row in group for level in row["wins"]}
        out.append({
            "game": first["game"], "seats": first["seats"], "note": f"{name}: {len(group)} runs pooled",
            "games": sum(r["games"] for r in group), "draws": sum(r["draws"] for r in group),
            "wins": {lv: sum(r["wins"].get(lv, 0) for r in group) for lv in sorted(levels)},
            "seed": ", ".join(str(r["seed"]) for r in group),
            "budget": ", ".join(dict[str, Any].fromkeys(r["budget"] for r in group)),
            "commit": ", ".join(dict[str, Any].fromkeys(r["commit"] for r in group))})
    return out


def table(rows: list[dict[str, Any]]) -> str:
    """The markdown table, one line per row, then one per pool of runs."""
    out = ["| game | match-up | games | Hard budget | seed | result (95 % CI) | target | commit |",
           "|---|---|---|---|---|---|---|---|"]
    for row in rows + pooled(rows):
        first = row["seats"][0]
        wins, games = row["wins"][first], row["games"]
        low, high = wilson(wins, games)
        rate = 100 * wins / games
        target = TARGETS.get((first, tuple(row["seats"][1:])))
        verdict = "–" if target is None else f"≥ {100 * target:.0f} % — {_verdict(row, target)}"
        games_text = f"{games}" + (f" of {row['planned']} (cut short)" if row.get("partial") else "")
        matchup = _matchup(row["seats"], row.get("search"), row.get("note"))
        out.append(f"| {row['game'].capitalize()} | {matchup} | {games_text} | "
                   f"{row['budget']} | {row['seed']} | {first.capitalize()} {rate:.1f} % "
                   f"[{100 * low:.1f}, {100 * high:.1f}] | {verdict} | {row['commit']} |")
    return "\n".join(out)


def _run_key(row: dict[str, Any]) -> tuple[Any, ...]:
    return (row["game"], tuple(row["seats"]), row["seed"], row["budget"],
            json.dumps(row.get("search", {}), sort_keys=True))


def add_rows(path: Path, new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Add ``new`` rows to the JSON list at ``path``; a row of the same run (game, seats, seed,
    budget, search settings) is replaced, so a partial run's row grows as it goes on."""
    rows = json.loads(path.read_text()) if path.exists() else []
    for row in new:
        rows = [r for r in rows if _run_key(r) != _run_key(row)] + [row]
    path.write_text(json.dumps(rows, indent=1) + "\n")
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.results", description=__doc__.split("\n")[0])
    parser.add_argument("rows", nargs="*", type=Path,
                        help=f"the rows file to print (default {DEFAULT.name}); with --add, arena rows to record")
    parser.add_argument("--add", action="store_true",
                        help=f"add or update the given arena rows (--out files) in {DEFAULT.name}")
    parser.add_argument("--note", help="with --add: a label for the added runs in the table")
    parser.add_argument("--pool", help="with --add: a name shared by runs of one match-up over "
                                       "different deals; the table adds their pooled line")
    args = parser.parse_args(argv)
    for flag in ("note", "pool"):
        if getattr(args, flag) and not args.add:
            parser.error(f"--{flag} labels rows being added: use it with --add")
    if args.add:
        if not args.rows:
            parser.error("--add needs at least one row file")
        labels = {k: getattr(args, k) for k in ("note", "pool") if getattr(args, k)}
        add_rows(DEFAULT, [{**json.loads(p.read_text()), **labels} for p in args.rows])
        return 0
    if len(args.rows) > 1:
        parser.error("print one rows file at a time")
    path = args.rows[0] if args.rows else DEFAULT
    print(table(json.loads(path.read_text())))
    return 0

if __name__ == "__main__":
    sys.exit(main())
