"""Browser benchmark: the real page in real Chromium, side by side with a bare page that only calls
``loadPyodide`` on the main thread from the same vendored files, served by tools/serve.py (gzip, the
production headers). Medians of RUNS runs per scenario; writes bench/results.json and prints ratios.

    python tools/bench_browser.py [--runs 5]

Figures (milliseconds from navigation start, bytes compressed on the wire):
  first_paint, menu (setup form answers clicks), first_move (a legal move can be clicked; for the bare
  page: loadPyodide resolved and ran Python), long_total / long_max (main-thread long tasks after first
  paint), bytes (every response of the page and its worker, ours = all but vendor/).
Scenarios: cold (new profile), warm (reload: HTTP cache, service worker, memory snapshot), offline
(warm, network off), embed (a blog on localhost framing the game on 127.0.0.1: another site).
"""
import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Frame, Page, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tools.serve import SiteHandler, serve_in_thread  # noqa: E402

DEEP_LINK = "?game=deal&seats=human,ai-easy&seed=7&speed=instant"
TIMEOUT_MS = 120_000
BARE_HTML = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare loadPyodide</title>
<script type="module" src="./bare.js"></script></head><body><p>bare loadPyodide page</p></body></html>"""
BARE_JS = """import { loadPyodide } from "./vendor/pyodide/%s/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "./vendor/pyodide/%s/" });
pyodide.runPython("1 + 1");
performance.mark("dealbid:first-move");
"""
# Records main-thread long tasks from the very start of every document (frames included).
OBSERVE = """window.__longtasks = [];
try { new PerformanceObserver((list) => {
  for (const e of list.getEntries()) __longtasks.push([e.startTime, e.duration]); })
  .observe({ type: "longtask", buffered: true }); } catch (e) {}"""
READ = """() => {
  const mark = (name) => { const m = performance.getEntriesByName(name)[0]; return m ? m.startTime : null; };
  const paint = performance.getEntriesByName("first-paint")[0]
    || performance.getEntriesByName("first-contentful-paint")[0];
  const fp = paint ? paint.startTime : 0;
  const after = window.__longtasks.filter(([start]) => start >= fp).map(([, d]) => d);
  return { first_paint: fp, menu: mark("dealbid:menu-ready"), first_move: mark("dealbid:first-move"),
           long_total: after.reduce((a, b) => a + b, 0), long_max: Math.max(0, ...after) };
}"""
WAIT = "() => performance.getEntriesByName('dealbid:first-move').length > 0"
BLOG = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blog</title><link rel="icon" href="data:,">
</head><body><h1>A blog</h1><iframe src="{src}" style="width:960px;height:700px;border:0"></iframe></body></html>"""


def site_copy(tmp: Path) -> Path:
    """The built site plus the bare page (kept out of dist/, which is what gets published)."""
    dist = ROOT / "dist"
    if not (dist / "index.html").exists():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build.py")], check=True)
    site = tmp / "site"
    shutil.copytree(dist, site)
    version = next((site / "vendor" / "pyodide").iterdir()).name
    (site / "bare.html").write_text(BARE_HTML)
    (site / "bare.js").write_text(BARE_JS % (version, version))
    return site


# A run's figures (ms, bytes; None where the page measured nothing), read from the page as JSON.
Figures = dict[str, Any]


class Run:
    """One browser profile: opens a URL (or reloads) and reads the figures once a move is clickable."""

    def __init__(self, playwright: Playwright, profile: Path, sent: list[tuple[str, int]]) -> None:
        self.context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, service_workers="allow")
        self.context.add_init_script(OBSERVE)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        self.sent = sent   # (path, body bytes) of every response the game's server sends

    def measure(self, url: str | None, frame_part: str | None = None) -> Figures:
        self.sent.clear()
        if url is None:
            self.page.reload()
        else:
            self.page.goto(url)
        target: Page | Frame = self.page
        if frame_part:
            self.page.wait_for_function("() => [...document.querySelectorAll('iframe')].length > 0")
            deadline = time.monotonic() + TIMEOUT_MS / 1000
            while not any(frame_part in f.url for f in self.page.frames):
                if time.monotonic() > deadline:
                    raise TimeoutError("game frame never appeared")
                self.page.wait_for_timeout(50)
            target = next(f for f in self.page.frames if frame_part in f.url)
        target.wait_for_function(WAIT, timeout=TIMEOUT_MS)
        self.page.wait_for_timeout(300)
        figures: Figures = target.evaluate(READ)
        # What the page and its worker fetched up to the first move (the service worker's precache and
        # the warm-start helper come later and are not counted).
        figures["bytes"] = sum(n for _, n in self.sent)
        figures["bytes_ours"] = sum(n for path, n in self.sent if not path.startswith("/vendor/"))
        return figures

    def wait_for_warm_start(self) -> None:
        """Until the service worker controls the page and the memory snapshot is stored."""
        self.page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller",
                                    timeout=TIMEOUT_MS)
        self.page.wait_for_selector("html[data-py-snapshot]", state="attached", timeout=TIMEOUT_MS)

    def close(self) -> None:
        self.context.close()


class CountingHandler(SiteHandler):
    """The site's handler, recording (path, Content-Length) of every response it sends in ``sent``."""
    sent: list[tuple[str, int]] = []

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            self.sent.append((self.path.split("?", 1)[0], int(value)))
        super().send_header(keyword, value)


def median(runs: list[Figures]) -> Figures:
    keys = runs[0].keys()
    return {k: (statistics.median(r[k] for r in runs) if all(r[k] is not None for r in runs) else None)
            for k in keys}


def bench(runs: int) -> dict[str, dict[str, Any]]:
    results: dict[str, list[Figures]] = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        site = site_copy(Path(tmp))
        server = serve_in_thread(site, handler_class=CountingHandler)
        sent = CountingHandler.sent
        blog_dir = Path(tmp) / "blog"
        blog_dir.mkdir()
        blog = serve_in_thread(blog_dir)
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        (blog_dir / "blog.html").write_text(BLOG.format(src=base + "embed.html" + DEEP_LINK + "&embed=1&play=1"))
        blog_url = f"http://localhost:{blog.server_address[1]}/blog.html"
        try:
            for i in range(runs):
                print(f"run {i + 1}/{runs}", flush=True)
                for name, url in (("ours", base + DEEP_LINK), ("bare", base + "bare.html")):
                    run = Run(playwright, Path(tmp) / f"{name}-{i}", sent)
                    results.setdefault(f"{name}/cold", []).append(run.measure(url))
                    if name == "ours":
                        run.wait_for_warm_start()
                    results.setdefault(f"{name}/warm", []).append(run.measure(None))
                    if name == "ours":
                        run.context.set_offline(True)
                        results.setdefault("ours/offline", []).append(run.measure(None))
                    run.close()
                run = Run(playwright, Path(tmp) / f"embed-{i}", sent)
                results.setdefault("ours/embed-cold", []).append(run.measure(blog_url, frame_part="embed.html"))
                results.setdefault("ours/embed-warm", []).append(run.measure(None, frame_part="embed.html"))
                run.close()
        finally:
            server.shutdown()
            blog.shutdown()
    return {name: {"median": median(values), "runs": values} for name, values in results.items()}


def report(results: dict[str, dict[str, Any]]) -> None:
    med = {name: r["median"] for name, r in results.items()}
    print(f"{'scenario':<18}{'paint':>8}{'menu':>8}{'move':>9}{'long sum':>10}{'long max':>10}{'KB':>9}{'ours KB':>9}")
    for name, m in med.items():
        menu = f"{m['menu']:.0f}" if m["menu"] is not None else "-"
        print(f"{name:<18}{m['first_paint']:>8.0f}{menu:>8}{m['first_move']:>9.0f}{m['long_total']:>10.0f}"
              f"{m['long_max']:>10.0f}{m['bytes'] / 1024:>9.0f}{m['bytes_ours'] / 1024:>9.0f}")
    for kind in ("cold", "warm"):
        ratio = med[f"ours/{kind}"]["first_move"] / med[f"bare/{kind}"]["first_move"]
        print(f"first move, {kind}: ours / bare = {ratio:.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    results = bench(args.runs)
    out = ROOT / "bench" / "results.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"runs": args.runs, "scenarios": results}, indent=1) + "\n")
    report(results)
    print(f"written to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
