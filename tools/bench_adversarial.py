"""Benchmark the save/replay/import reader (``game.core.loading.parse``) on hostile texts: each family of
tools/adversarial.py at a quarter of and at the largest size the page accepts, best of 3 runs, under
CPython here and under Pyodide (the browser's Python, run by Node from node_modules), plus the audit's
20 / 40 / 80 KB link texts. The target: every text answered in under 1 s.

    python tools/bench_adversarial.py [--no-pyodide]
"""
import argparse
import contextlib
import json
import shutil
import subprocess
import sys
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.errors import CorruptSave  # noqa: E402
from game.core.loading import MAX_TEXT, parse  # noqa: E402
from tools.adversarial import FAMILIES, best_time  # noqa: E402

LARGEST = MAX_TEXT - 16
SOURCES = ("game/__init__.py", "game/core/__init__.py", "game/core/errors.py", "game/core/loading.py",
           "tools/__init__.py", "tools/adversarial.py")
EMPTY_INIT = {"game/__init__.py", "game/core/__init__.py", "tools/__init__.py"}


def texts() -> dict[str, str]:
    """Name -> hostile text: every family at n/4 and n, and the audit's link texts."""
    out = {}
    for name, make in FAMILIES.items():
        out[f"{name} @ {LARGEST // 4:,}"] = make(LARGEST // 4)
        out[f"{name} @ {LARGEST:,}"] = make(LARGEST)
    for kb in (20, 40, 80):
        out[f"audit link text {kb} KB"] = '"' + '\\"' * (kb * 512)
    return out


def measure() -> dict[str, float]:
    """Seconds per text (best of 3), in this Python."""
    def answer(text: str) -> None:
        with contextlib.suppress(CorruptSave):
            parse(text, "bench")
    return {name: best_time(partial(answer, text)) for name, text in texts().items()}


NODE = """
import { loadPyodide } from "%(runtime)s/pyodide.mjs";
const py = await loadPyodide({ indexURL: "%(runtime)s/" });
const files = %(files)s;
for (const [path, text] of Object.entries(files)) {
  py.FS.mkdirTree("/bench/" + path.split("/").slice(0, -1).join("/"));
  py.FS.writeFile("/bench/" + path, text);
}
console.log(py.runPython(`
import json, sys
sys.path.insert(0, "/bench")
sys.argv = ["bench"]
from tools.bench_adversarial import measure
json.dumps(measure())
`));
"""


def measure_in_pyodide() -> dict[str, float] | None:
    """``measure()`` run inside Pyodide under Node, or None without Node."""
    node = shutil.which("node")
    if not node:
        return None
    files = {path: "" if path in EMPTY_INIT else (ROOT / path).read_text() for path in SOURCES}
    files["tools/bench_adversarial.py"] = Path(__file__).read_text()
    script = NODE % {"runtime": (ROOT / "node_modules" / "pyodide").as_posix(), "files": json.dumps(files)}
    out = subprocess.run([node, "--input-type=module", "-e", script], capture_output=True, text=True,
                         check=True, timeout=600)
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-pyodide", action="store_true")
    args = parser.parse_args()
    native = measure()
    pyodide = None if args.no_pyodide else measure_in_pyodide()
    print(f"{'hostile text @ characters':<52}{'CPython s':>11}{'Pyodide s':>11}")
    for name, seconds in native.items():
        other = f"{pyodide[name]:.3f}" if pyodide else "-"
        print(f"{name:<52}{seconds:>11.3f}{other:>11}")
    worst = max([*native.values(), *(pyodide or {}).values()])
    print(f"slowest: {worst:.3f} s (target: under 1 s)")
    return 0 if worst < 1 else 1


if __name__ == "__main__":
    sys.exit(main())
