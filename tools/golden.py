"""Write the golden replays in tests/golden/: seeded games of both engines played by a mix of
random and Normal seats, stored as options, seed, actions and the digest of the final position.

    python tools/golden.py

Regenerate only when a rule change is meant to change how games play; the tests replay them under
CPython (tests/core/test_golden.py) and inside Pyodide (e2e/test_golden_pyodide.py).
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import engine  # noqa: E402
from game.core.actions import Action  # noqa: E402
from game.core.replay import digest, replay  # noqa: E402
from lab.fuzz import Case, chooser  # noqa: E402
from lab.invariants import playout  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
GAMES = (
    Case("deal", 2, (), ("normal", "random"), 11),
    Case("deal", 4, ("single_double_rent", "jsn_counts_as_play"), ("random", "normal", "easy", "normal"), 12),
    Case("deal", 6, ("hand_limit_to_draw_bottom",), ("normal",) * 6, 13),
    Case("bid", 2, (), ("normal", "normal"), 21),
    Case("bid", 3, ("tie_reauction",), ("random", "normal", "easy"), 22),
    Case("bid", 5, ("no_trading",), ("normal",) * 5, 23),
)


def main() -> None:
    for case in GAMES:
        eng = engine(case.game)
        record: list[Action] = []
        options = eng.Options.from_names(case.variants)
        playout(eng, case.players, case.seed, options, chooser(case), check_every=50, record=record)
        actions = [a.to_json() for a in record]
        final = replay(eng, case.players, case.seed, list(case.variants), actions)
        path = GOLDEN / f"{case.game}-{case.players}p-seed{case.seed}.json"
        path.write_text(json.dumps({**case.to_json(), "actions": actions,
                                    "outcome": final.outcome.to_json(),
                                    "digest": digest(eng, final)}, separators=(",", ":")))
        print(f"{path.name}: {len(actions)} actions, {final.outcome}")


if __name__ == "__main__":
    main()
