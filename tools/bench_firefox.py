"""Firefox benchmark: the real page in Firefox (Debian's firefox-esr, headless, over WebDriver BiDi:
browser/firefox.py) side by side with the bare ``loadPyodide`` page of tools/bench_browser.py, in the
same run, alternating: cold (a fresh profile) and warm (a reload once the page has stored its
snapshot; the bare page: its HTTP cache). Medians of RUNS runs; prints the figures and the ratios, and
writes bench/firefox.json.

    python tools/bench_firefox.py [--runs 3]

first_move: as tools/bench_webkit.py (the page's own ``dealbid:first-move`` mark, or for the bare page
the moment loadPyodide has resolved and run Python), in milliseconds from navigation start.
"""
import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.firefox import firefox  # noqa: E402
from tools.bench_browser import DEEP_LINK, site_copy  # noqa: E402
from tools.bench_webkit import cold_then_warm, report  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402


def run(url: str, ours: bool) -> tuple[dict[str, float], str]:
    """One fresh Firefox profile, cold then warm."""
    with firefox() as page:
        return cold_then_warm(page, url, ours), page.version


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    results: dict[str, list[dict[str, float]]] = {"ours": [], "bare": []}
    version = ""
    with tempfile.TemporaryDirectory() as tmp:
        server = serve_in_thread(site_copy(Path(tmp)))
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        for _ in range(args.runs):
            for name, url in (("ours", base + DEEP_LINK), ("bare", base + "bare.html")):
                figures, version = run(url, ours=name == "ours")
                results[name].append(figures)
        server.shutdown()
    report(version, results, ROOT / "bench" / "firefox.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
