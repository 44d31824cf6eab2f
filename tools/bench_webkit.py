"""WebKit benchmark: the real page in WebKit (Debian's WebKitGTK through Selenium, browser/webkit.py) side by
side with the bare ``loadPyodide`` page of tools/bench_browser.py, in the same run, alternating: cold (a
fresh profile) and warm (a reload once the page has stored its snapshot; the bare page: its HTTP cache).
Medians of RUNS runs; prints the figures and the ratios, and writes bench/webkit.json.

    python tools/bench_webkit.py [--runs 3]

first_move: milliseconds from navigation start until a legal move can be clicked (ours: the page's own
``dealbid:first-move`` mark) or, for the bare page, until loadPyodide has resolved and run Python.
"""
import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.firefox import FirefoxPage  # noqa: E402
from browser.webkit import WebKitPage, display, webkit  # noqa: E402
from tools.bench_browser import DEEP_LINK, site_copy  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

MARK = "() => { const m = performance.getEntriesByName('dealbid:first-move')[0]; return m ? m.startTime : 0; }"
TIMEOUT_S = 240.0


def first_move(page: WebKitPage | FirefoxPage) -> float:
    return float(page.wait_for_function(MARK, timeout=TIMEOUT_S))


def cold_then_warm(page: WebKitPage | FirefoxPage, url: str, ours: bool) -> dict[str, float]:
    """In a fresh profile's ``page``: the cold load, then (after the page stored its snapshot) a reload."""
    page.goto(url)
    cold = first_move(page)
    if ours:
        page.wait_for_function("() => document.documentElement.dataset.pySnapshot", timeout=TIMEOUT_S)
    else:
        time.sleep(1)
    page.reload()
    warm = first_move(page)
    assert not page.problems(), page.problems()
    return {"cold": cold, "warm": warm}


def run(env: dict[str, str], url: str, ours: bool) -> dict[str, float]:
    """One fresh WebKit profile, cold then warm."""
    with webkit(env=env) as page:
        return cold_then_warm(page, url, ours)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    results: dict[str, list[dict[str, float]]] = {"ours": [], "bare": []}
    with tempfile.TemporaryDirectory() as tmp, display() as env:
        server = serve_in_thread(site_copy(Path(tmp)))
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        version = ""
        for _ in range(args.runs):
            for name, url in (("ours", base + DEEP_LINK), ("bare", base + "bare.html")):
                results[name].append(run(env, url, ours=name == "ours"))
        with webkit(env=env) as page:
            version = page.version
        server.shutdown()
    report(f"WebKitGTK {version}", results, ROOT / "bench" / "webkit.json")
    return 0


def report(engine: str, results: dict[str, list[dict[str, float]]], out: Path) -> None:
    """Print the medians of ``results`` (cold and warm, ours and the bare page, in ms) with the ratios,
    and write them with every run to ``out``."""
    medians = {f"{name}/{kind}": statistics.median(r[kind] for r in runs)
               for name, runs in results.items() for kind in ("cold", "warm")}
    print(f"{engine}, {len(results['ours'])} runs each, medians (ms from navigation to a clickable move):")
    for key, value in medians.items():
        print(f"  {key:10} {value:8.0f}   runs: {[round(r[key.split('/')[1]]) for r in results[key.split('/')[0]]]}")
    for kind in ("cold", "warm"):
        print(f"first move, {kind}: ours / bare = {medians[f'ours/{kind}'] / medians[f'bare/{kind}']:.2f}x")
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"engine": engine, "runs": results, "medians": medians}, indent=1))


if __name__ == "__main__":
    sys.exit(main())
