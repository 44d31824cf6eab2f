"""Fuzz both engines at scale: seeded games over every player count and rule variant, with random
and AI seats, checking every engine invariant (``lab.invariants``).

    python -m lab.fuzz all --games 100000 --variants all --jobs 2
    python -m lab.fuzz deal --games 500 --players 6 --variants none --check-every 1
    python -m lab.fuzz replay fuzz-failures/deal-1234.json

Game ``i`` of a run uses seed ``--seed + i`` and the ``i``-th configuration of a fixed cycle (player
count x variant set x seat mix), so any single game can be rerun on its own. A failing game is
written to ``fuzz-failures/`` (configuration, seed, every action played, the error) and the command
that replays it, checking after every play, is printed.
"""
import argparse
import json
import random
import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import engine, names, spec
from game.core.actions import Action
from lab.invariants import Chooser, check_state, playout
from lab.pool import workers

SEAT_MIXES = ("random", "random+normal", "easy+normal+random")
FAILURES = Path("fuzz-failures")


@dataclass(frozen=True)
class Case:
    """One fuzz game: everything needed to play it again."""

    game: str
    players: int
    variants: tuple[str, ...]
    seats: tuple[str, ...]          # per seat: "random", "easy" or "normal"
    seed: int

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "variants": list(self.variants),
                "seats": list(self.seats), "seed": self.seed}


def variant_sets(game: str, which: str) -> list[tuple[str, ...]]:
    """"none": only the default rules; "all": the default rules, each variant alone and all of them
    together; else a comma-separated list of variant names, switched on together."""
    known = tuple(v.key for v in spec(game).variants)
    if which == "none":
        return [()]
    if which == "all":
        return [(), *((v,) for v in known), known] if len(known) > 1 else [(), known]
    chosen = tuple(v for v in which.split(",") if v)
    unknown = [v for v in chosen if v not in known]
    if unknown:
        raise SystemExit(f"unknown {game} variant {unknown[0]!r}; known: {', '.join(known)}")
    return [chosen]


def seat_kinds(mix: str, players: int) -> tuple[str, ...]:
    """The seats of a mix, cycled over the table ("random+normal" -> random, normal, random, ...)."""
    kinds = mix.split("+")
    return tuple(kinds[i % len(kinds)] for i in range(players))


def cases(game: str, games: int, seed: int, players: list[int], variants: str,
          mixes: tuple[str, ...]) -> Iterator[Case]:
    """The run's games in order: configuration ``i`` cycles players fastest, then variants, then
    seat mixes."""
    sets = variant_sets(game, variants)
    for i in range(games):
        count = players[i % len(players)]
        rest = i // len(players)
        chosen = sets[rest % len(sets)]
        mix = mixes[(rest // len(sets)) % len(mixes)]
        yield Case(game, count, chosen, seat_kinds(mix, count), seed + i)


def chooser(case: Case) -> Chooser:
    """The function picking each seat's action: uniform random, or that seat's bot."""
    from game.ai import make_bot
    eng = engine(case.game)
    bots = {seat: make_bot(case.game, kind) for seat, kind in enumerate(case.seats)
            if kind != "random"}

    def choose(state: Any, seat: int, legal: list[Action], rng: random.Random) -> Action:
        bot = bots.get(seat)
        if bot is None:
            return rng.choice(legal)
        choice = None
        for step in bot.think(eng.view(state, seat), legal, random.Random(rng.random())):
            choice = step if step is not None else choice
        assert choice is not None       # think ends with the chosen action
        return choice
    return choose


def run_case(args: tuple[Case, int]) -> dict[str, Any]:
    """Play one case; on failure return everything needed to replay it."""
    case, check_every = args
    eng = engine(case.game)
    options = eng.Options.from_names(case.variants)
    record: list[Action] = []
    try:
        state, plays = playout(eng, case.players, case.seed, options, chooser(case),
                               check_every=check_every, record=record)
    except Exception as exc:  # any crash of the engine is a finding, not only InvariantViolation
        return {"ok": False, "case": case.to_json(), "plays": len(record),
                "error": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc(),
                "actions": [a.to_json() for a in record]}
    return {"ok": True, "plays": plays, "reason": state.outcome.reason}


def save_failure(result: dict[str, Any]) -> Path:
    """Write a failing game to ``fuzz-failures/`` and return the file."""
    FAILURES.mkdir(exist_ok=True)
    case = result["case"]
    path = FAILURES / f"{case['game']}-{case['seed']}.json"
    path.write_text(json.dumps(result, indent=1))
    return path


def replay(path: Path) -> int:
    """Replay a saved failure with the full invariant check after every play."""
    data = json.loads(path.read_text())
    case = data["case"]
    eng = engine(case["game"])
    state = eng.new_game(case["players"], case["seed"],
                         eng.Options.from_names(case["variants"]))
    deck = len(eng.all_card_ids(state))
    print(f"replaying {case}: {len(data['actions'])} actions; recorded error: {data['error']}")
    for number, item in enumerate(data["actions"], 1):
        action = eng.action_from_json(item)
        try:
            state = eng.play(state, action)
            check_state(eng, state, deck)
        except Exception as exc:
            print(f"fails at action {number} ({action}): {type(exc).__name__}: {exc}")
            return 1
    print("replays without a violation (fixed?)")
    return 0


def player_range(game: str, spec: str | None) -> list[int]:
    eng = engine(game)
    if not spec:
        return list(range(eng.MIN_PLAYERS, eng.MAX_PLAYERS + 1))
    parts = [int(p) for p in spec.split("-")]
    return list(range(parts[0], parts[-1] + 1))


def fuzz(game: str, args: argparse.Namespace) -> bool:
    """Run one game's fuzz; print the summary; True when nothing failed."""
    todo = [(case, args.check_every) for case in
            cases(game, args.games, args.seed, player_range(game, args.players), args.variants,
                  tuple(args.seats.split(",")))]
    started = time.perf_counter()
    plays = failures = done = 0
    endings: dict[str, int] = {}
    with workers(args.jobs) as pool:
        for result in pool.imap_unordered(run_case, todo, chunksize=4):
            done += 1
            if result["ok"]:
                plays += result["plays"]
                endings[result["reason"]] = endings.get(result["reason"], 0) + 1
            else:
                failures += 1
                path = save_failure(result)
                print(f"FAILURE {result['case']}: {result['error']}\n"
                      f"  replay: python -m lab.fuzz replay {path}", flush=True)
            if done % args.progress == 0:
                print(f"  {game}: {done}/{len(todo)} games ...", flush=True)
    elapsed = time.perf_counter() - started
    print(f"{game}: {done} games, {plays} plays, {failures} failures, endings {endings}, "
          f"{elapsed:.0f} s ({args.jobs} jobs, variants {args.variants}, seats {args.seats}, "
          f"seeds {args.seed}..{args.seed + args.games - 1}, check every {args.check_every})",
          flush=True)
    return failures == 0




def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m lab.fuzz", description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=[*names(), "all", "replay"])
    parser.add_argument("file", nargs="?", help="with replay: a file from fuzz-failures/")
    parser.add_argument("--games", type=int, default=1000, help="games per engine")
    parser.add_argument("--seed", type=int, default=0, help="first seed; game i uses seed + i")
    parser.add_argument("--players", default=None, help="a count or range like 2-5 (default: all)")
    parser.add_argument("--variants", default="all",
                        help="all (default rules, each variant, all together), none, or NAME,NAME")
    parser.add_argument("--seats", default=",".join(SEAT_MIXES),
                        help=f"seat mixes to cycle through (default {','.join(SEAT_MIXES)})")
    parser.add_argument("--check-every", type=int, default=5,
                        help="full invariant check every N plays (and always at the end)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--progress", type=int, default=1000, help="print progress every N games")
    args = parser.parse_args(argv)
    if args.game == "replay":
        if not args.file:
            parser.error("replay needs a file")
        return replay(Path(args.file))
    results = [fuzz(game, args) for game in (names() if args.game == "all" else (args.game,))]
    ok = all(results)       # every game is fuzzed, even after one fails
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
