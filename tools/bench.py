"""Run every benchmark script (tools/bench_*.py) in turn, one process each, and print their figures.

    python tools/bench.py [NAME ...]     e.g. python tools/bench.py deal bid
"""
import subprocess
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent


def main(names: list[str]) -> int:
    scripts = sorted(TOOLS.glob("bench_*.py"))
    if names:
        scripts = [s for s in scripts if s.stem.removeprefix("bench_") in names]
    if not scripts:
        print("bench: no benchmark scripts found")
        return 1
    failed = 0
    for script in scripts:
        print(f"=== {script.stem} ===", flush=True)
        failed |= subprocess.run([sys.executable, str(script)], cwd=TOOLS.parent).returncode
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
