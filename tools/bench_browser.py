"""Browser benchmark: the real page in real Chromium, side by side in one run with a bare page that only
calls ``loadPyodide`` on the main thread from the same vendored runtime (the site's trimmed standard
library, the same lock file contents), and the same call in a worker (``bare-worker``), served by
tools/serve.py (gzip, the production headers), with no CPU throttle and with Chromium's 4x CPU throttle
(CDP ``Emulation.setCPUThrottlingRate``: the page's main thread only, Chromium refuses it for workers).
Medians of RUNS runs per scenario; writes bench/results.json and
prints the table and the ratios against the targets.

    python tools/bench_browser.py [--runs 3] [--rates 1,4] [--before OTHER_DIST] [--only starts]

``--before`` adds another build of the site (e.g. the previous commit's dist/, built with
``tools/build.py --out``) as ``before``: its cold and warm start side by side in the same run.
``--only starts`` measures the cold and warm starts alone (quicker, to repeat on a loaded machine).

Figures (milliseconds from navigation start, bytes as sent on the wire):
  first_paint, menu (setup form answers clicks), first_move (the first table: a legal move can be
  clicked; for the bare page: loadPyodide resolved and ran Python), worker_up / wasm_in / python_up /
  engine_ready (the boot's stages as the page marks them, ui/boot.js: the worker's first word, its wasm
  instantiated, Python started or restored, the engine ready; ours only), still (the longest time the boot's
  progress bar showed nothing new while the page could paint: browser/boot_bar.py's sampler), long_max
  (the longest main-thread task after first paint), bytes / bytes_ours (every response of the page and
  its workers; ours = all but vendor/), raw (the same files' size before compression).
Scenarios: cold (new profile, a deep link), warm (a reload: HTTP cache, service worker, memory
snapshot), early-start (new profile, the start page, Start pressed at once), embed-play (new profile, a
blog on localhost framing the poster on 127.0.0.1, Play clicked), offline (warm, network off; no
throttle only).
"""
import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Frame, Page, Playwright, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.boot_bar import SAMPLER, read_bar  # noqa: E402
from browser.harness import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tools.serve import SiteHandler, serve_in_thread  # noqa: E402
from tools.stdlib import LOCK_FILE, lock_contents, shipped_stdlib  # noqa: E402

DEEP_LINK = "?game=deal&seats=human,ai-easy&seed=7&speed=instant"
TIMEOUT_MS = 240_000
BARE_HTML = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare loadPyodide</title>
<script type="module" src="./%s.js"></script></head><body><p>bare loadPyodide page</p></body></html>"""
# On the main thread (the bare page), and the same in a module worker (ours boots in one).
LOAD = """import { loadPyodide } from "./vendor/pyodide/%(version)s/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "./vendor/pyodide/%(version)s/", lockFileContents: %(lock)s,
                                   stdLibURL: "./vendor/pyodide/%(version)s/%(stdlib)s" });
pyodide.runPython("1 + 1");
"""
BARE_JS = {"bare": LOAD + 'performance.mark("dealbid:first-move");\n',
           "bare-worker": 'new Worker("./bare-worker-load.js", { type: "module" }).onmessage = () => '
                          'performance.mark("dealbid:first-move");\n'}
BARE_WORKER = LOAD + "postMessage(1);\n"
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
  const boot = (...steps) => steps.map((step) => mark("dealbid:boot:" + step)).find((t) => t !== null) ?? null;
  return { first_paint: fp, menu: mark("dealbid:menu-ready"), first_move: mark("dealbid:first-move"),
           long_max: Math.max(0, ...after), worker_up: boot("worker"), wasm_in: boot("restore", "start"),
           python_up: boot("load"), engine_ready: boot("table") };
}"""
# The boot's stages as the page marks them (ui/boot.js), in order, with what each mark means.
STAGES = (("worker_up", "worker up"), ("wasm_in", "wasm in"), ("python_up", "Python up"),
          ("engine_ready", "engine ready"), ("first_move", "first table"))
WAIT = "() => performance.getEntriesByName('dealbid:first-move').length > 0"
BLOG = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blog</title><link rel="icon" href="data:,">
</head><body><h1>A blog</h1><iframe src="{src}" style="width:960px;height:700px;border:0"></iframe></body></html>"""
# Targets of issue 40 (ratios in one run).
COLD_RATIO, WARM_RATIO, WARM_MS, STILL_S = 1.05, 0.35, 500, 1.0


def site_copy(tmp: Path) -> Path:
    """The built site plus the bare page (kept out of dist/, which is what gets published)."""
    dist = ROOT / "dist"
    if not (dist / "index.html").exists():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build.py")], check=True)
    site = tmp / "site"
    shutil.copytree(dist, site)
    version = next((site / "vendor" / "pyodide").iterdir()).name
    values = {"version": version, "lock": json.dumps(lock_contents(ROOT / "node_modules" / "pyodide" / LOCK_FILE)),
              "stdlib": shipped_stdlib(site / "vendor" / "pyodide" / version)}
    for name, script in BARE_JS.items():
        (site / f"{name}.html").write_text(BARE_HTML % name)
        (site / f"{name}.js").write_text(script % values)
    (site / "bare-worker-load.js").write_text(BARE_WORKER % values)
    return site


# A run's figures (ms, bytes; None where the page measured nothing), read from the page as JSON.
Figures = dict[str, Any]


def throttle(context: BrowserContext, page: Page, rate: float) -> None:
    """Chromium's CPU throttle at ``rate`` on ``page``'s main thread. Chromium refuses it for workers
    ("Operation is only supported for pages, not workers"), so Python's start in a worker runs at full
    speed: the bare page in a worker (``bare-worker``) is the fair comparison at 4x."""
    context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})


class Run:
    """One browser profile at one CPU throttle: opens a URL (or reloads) and reads the figures once a
    move is clickable."""

    def __init__(self, playwright: Playwright, profile: Path, sent: list[tuple[str, int, int]], rate: float) -> None:
        self.context = playwright.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), args=CHROMIUM_ARGS, service_workers="allow")
        self.context.add_init_script(OBSERVE)
        self.context.add_init_script(SAMPLER)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        if rate != 1:
            throttle(self.context, self.page, rate)
        self.sent = sent   # (path, body bytes, raw bytes) of every response the game's server sends

    def measure(self, open_page: Callable[[Page], Page | Frame]) -> Figures:
        self.sent.clear()
        target = open_page(self.page)
        target.wait_for_function(WAIT, timeout=TIMEOUT_MS)
        self.page.wait_for_timeout(300)
        figures: Figures = target.evaluate(READ)
        bar = target.evaluate("window.dealbidBarSamples && window.dealbidBarSamples.some((s) => s.done)")
        if bar:
            target.wait_for_selector("html[data-booted]", state="attached", timeout=TIMEOUT_MS)
        figures["still"] = read_bar(target).longest_still_s if bar else None
        # What the page and its workers fetched up to the first move (the service worker's precache and
        # the warm-start helper come later and are not counted).
        figures["bytes"] = sum(n for _, n, _ in self.sent)
        figures["bytes_ours"] = sum(n for path, n, _ in self.sent if not path.startswith("/vendor/"))
        figures["raw"] = sum(raw for _, _, raw in self.sent)
        return figures

    def wait_for_warm_start(self) -> None:
        """Until the service worker controls the page and the memory snapshot is stored."""
        self.page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller",
                                    timeout=TIMEOUT_MS)
        self.page.wait_for_selector("html[data-py-snapshot]", state="attached", timeout=TIMEOUT_MS)

    def close(self) -> None:
        self.context.close()


class CountingHandler(SiteHandler):
    """The site's handler, recording (path, Content-Length, size of the file) of every response it
    sends in ``sent``."""
    sent: list[tuple[str, int, int]] = []

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            path = self.path.split("?", 1)[0]
            file = Path(self.directory) / path.lstrip("/")
            raw = file.stat().st_size if file.is_file() and int(value) else int(value)
            self.sent.append((path, int(value), raw))
        super().send_header(keyword, value)


def median(runs: list[Figures]) -> Figures:
    keys = runs[0].keys()
    return {k: (statistics.median(r[k] for r in runs) if all(r[k] is not None for r in runs) else None)
            for k in keys}


def goto(url: str) -> Callable[[Page], Page]:
    def open_page(page: Page) -> Page:
        page.goto(url)
        return page
    return open_page


def reload(page: Page) -> Page:
    page.reload()
    return page


def start_early(url: str) -> Callable[[Page], Page]:
    """The start page, and Start pressed as soon as it answers (long before Python is up)."""
    def open_page(page: Page) -> Page:
        page.goto(url)
        page.get_by_role("button", name="Start game").click()
        return page
    return open_page


def play_in_blog(url: str) -> Callable[[Page], Frame]:
    """The blog, then Play on the framed poster; the game's frame."""
    def open_page(page: Page) -> Frame:
        page.goto(url)
        page.frame_locator("iframe").get_by_role("link", name="Play").click()
        deadline = time.monotonic() + TIMEOUT_MS / 1000
        while not any("play=1" in f.url for f in page.frames):
            if time.monotonic() > deadline:
                raise TimeoutError("the game frame never opened")
            page.wait_for_timeout(50)
        return next(f for f in page.frames if "play=1" in f.url)
    return open_page


def bench(runs: int, rates: list[float], before: Path | None = None,
          starts_only: bool = False) -> dict[str, dict[str, Any]]:
    results: dict[str, list[Figures]] = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        site = site_copy(Path(tmp))
        server = serve_in_thread(site, handler_class=CountingHandler)
        pages = [("ours", f"http://127.0.0.1:{server.server_address[1]}/" + DEEP_LINK)]
        if before:
            other = serve_in_thread(before, handler_class=CountingHandler)
            pages.append(("before", f"http://127.0.0.1:{other.server_address[1]}/" + DEEP_LINK))
        sent = CountingHandler.sent
        blog_dir = Path(tmp) / "blog"
        blog_dir.mkdir()
        blog = serve_in_thread(blog_dir)
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        (blog_dir / "blog.html").write_text(BLOG.format(src=base + "embed.html" + DEEP_LINK))
        blog_url = f"http://localhost:{blog.server_address[1]}/blog.html"
        profiles = iter(range(1_000_000))

        def record(name: str, rate: float, figures: Figures) -> None:
            results.setdefault(f"{name} @{rate:g}x", []).append(figures)
            print(f"  {name} @{rate:g}x: first table {figures['first_move']:.0f} ms, still "
                  f"{figures['still'] if figures['still'] is not None else '-'} s", flush=True)

        try:
            for i in range(runs):
                for rate in rates:
                    print(f"run {i + 1}/{runs}, CPU {rate:g}x", flush=True)
                    # Each run starts with another page, so none always meets the machine's load first.
                    order = [*pages, ("bare", base + "bare.html"), ("bare-worker", base + "bare-worker.html")]
                    for name, url in order[i % len(order):] + order[:i % len(order)]:
                        run = Run(playwright, Path(tmp) / f"p{next(profiles)}", sent, rate)
                        record(f"{name}/cold", rate, run.measure(goto(url)))
                        if name in ("ours", "before"):
                            run.wait_for_warm_start()
                        record(f"{name}/warm", rate, run.measure(reload))
                        if name == "ours" and rate == 1 and not starts_only:
                            run.context.set_offline(True)
                            record("ours/offline", rate, run.measure(reload))
                        run.close()
                    for name, opener in () if starts_only else (("ours/early-start", start_early(base)),
                                                                ("ours/embed-play", play_in_blog(blog_url))):
                        run = Run(playwright, Path(tmp) / f"p{next(profiles)}", sent, rate)
                        record(name, rate, run.measure(opener))
                        run.close()
        finally:
            server.shutdown()
            blog.shutdown()
            if before:
                other.shutdown()
    return {name: {"median": median(values), "runs": values} for name, values in results.items()}


def verdicts(med: dict[str, Figures], rates: list[float]) -> list[str]:
    """Each target of issue 40 with the figure it got, met or not."""
    lines = []
    for rate in rates:
        at = f" @{rate:g}x"
        cold = med[f"ours/cold{at}"]["first_move"] / med[f"bare/cold{at}"]["first_move"]
        cold_worker = med[f"ours/cold{at}"]["first_move"] / med[f"bare-worker/cold{at}"]["first_move"]
        warm = med[f"ours/warm{at}"]["first_move"]
        warm_ratio = warm / med[f"bare/warm{at}"]["first_move"]
        still = max(m["still"] for name, m in med.items() if name.endswith(at) and m["still"] is not None)
        lines += [f"CPU {rate:g}x: cold first table {cold:.2f}x bare (target <= {COLD_RATIO}): "
                  f"{'met' if cold <= COLD_RATIO else 'NOT met'}; {cold_worker:.2f}x the bare page in a worker",
                  f"CPU {rate:g}x: warm first table {warm:.0f} ms, {warm_ratio:.2f}x bare (targets <= {WARM_MS} ms, "
                  f"<= {WARM_RATIO}x): {'met' if warm <= WARM_MS and warm_ratio <= WARM_RATIO else 'NOT met'}",
                  f"CPU {rate:g}x: longest stand-still of the bar, any start path {still:.2f} s (target <= "
                  f"{STILL_S} s): {'met' if still <= STILL_S else 'NOT met'}"]
        if f"before/cold{at}" in med:
            lines.append(f"CPU {rate:g}x: against 'before': cold first table "
                         f"{med[f'ours/cold{at}']['first_move'] / med[f'before/cold{at}']['first_move']:.2f}x, warm "
                         f"{med[f'ours/warm{at}']['first_move'] / med[f'before/warm{at}']['first_move']:.2f}x")
    return lines


def report(results: dict[str, dict[str, Any]], rates: list[float]) -> None:
    med = {name: r["median"] for name, r in results.items()}
    print(f"{'scenario':<24}{'paint':>7}{'menu':>7}{'table':>8}{'still s':>9}{'long max':>9}{'KB':>8}"
          f"{'ours KB':>9}{'raw KB':>9}")
    for name, m in med.items():
        ms = {key: f"{m[key]:.0f}" if m[key] is not None else "-" for key in ("first_paint", "menu", "first_move",
                                                                               "long_max")}
        still = f"{m['still']:.2f}" if m["still"] is not None else "-"
        print(f"{name:<24}{ms['first_paint']:>7}{ms['menu']:>7}{ms['first_move']:>8}{still:>9}{ms['long_max']:>9}"
              f"{m['bytes'] / 1024:>8.0f}{m['bytes_ours'] / 1024:>9.0f}{m['raw'] / 1024:>9.0f}")
    print("where the time goes (ms from navigation, the page's own boot marks, ui/boot.js):")
    print(f"{'scenario':<24}" + "".join(f"{label:>14}" for _, label in STAGES))
    for name, m in med.items():
        if m.get("worker_up") is not None:
            print(f"{name:<24}" + "".join(f"{m[key]:>14.0f}" if m[key] is not None else f"{'-':>14}"
                                          for key, _ in STAGES))
    for line in verdicts(med, rates):
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rates", default="1,4", help="CPU throttle rates, comma-separated (1: none)")
    parser.add_argument("--before", type=Path, help="another built site, measured side by side as 'before'")
    parser.add_argument("--only", choices=("starts",), help="starts: cold and warm only (no early Start, "
                        "embed Play or offline)")
    args = parser.parse_args()
    rates = [float(r) for r in args.rates.split(",")]
    results = bench(args.runs, rates, args.before, starts_only=args.only == "starts")
    out = ROOT / "bench" / "results.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"runs": args.runs, "rates": rates, "scenarios": results}, indent=1) + "\n")
    report(results, rates)
    print(f"written to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
