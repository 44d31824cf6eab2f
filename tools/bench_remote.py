"""Remote seats benchmark: a host page and guest pages (separate browser contexts in one Chromium,
WebRTC over the loopback/LAN address, no server), beside a hot-seat table on one page. Medians of
RUNS games; writes bench/remote.json and prints the figures (milliseconds).

    python tools/bench_remote.py [--runs 8]

  guest_answer   a guest's page, navigation start -> its answer code is shown (no Python loaded)
  guest_table    a guest's page, its data channel open -> its table painted (target <= 1000)
  move_host      a guest taps End turn -> the host's table shows the move (target <= 150)
  move_guest     the same tap -> the other guest's table shows it (target <= 150)
  move_hot_seat  on a hot-seat table, a tap on End turn -> the same page shows it
"""
import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import NetworkLog, chromium_path, wait_ready  # noqa: E402
from browser.remote import device, host_game, invitation, join_by_paste, open_invitation, remote_browser_args  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

HOST = "?game=deal&seats=remote,remote&names=Bea,Cy&seed={seed}&speed=instant"
HOT_SEAT = "?game=deal&seats=human,human&names=Ann,Bob&seed={seed}&speed=instant"
MOVES = 2   # each player ends a turn once (a second turn would first ask for discards)
# Each page notes when its status line changes, and when a tap lands (epoch ms, one clock).
WATCH = """
window.dealbidTaps = []; window.dealbidChanges = [];
const stamp = () => performance.timeOrigin + performance.now();
document.addEventListener('click', () => window.dealbidTaps.push(stamp()), true);
document.addEventListener('DOMContentLoaded', () => {
  const status = document.getElementById('status');
  new MutationObserver(() => window.dealbidChanges.push([stamp(), status.textContent]))
    .observe(status, { childList: true, characterData: true, subtree: true });
});
"""
END_TURN = "#table:not(.busy) [data-action='End turn']:not([disabled])"


def shown_after(page: Page, tap: float, before: str) -> float:
    """Milliseconds from ``tap`` until ``page``'s status line first changed from ``before``."""
    page.wait_for_function("([tap, before]) => window.dealbidChanges.some(([t, s]) => t >= tap && s !== before)",
                           arg=[tap, before])
    shown: float = page.evaluate("([tap, before]) => window.dealbidChanges.find(([t, s]) => t >= tap"
                                 " && s !== before)[0] - tap", [tap, before])
    return shown


def mark(page: Page, name: str) -> float:
    start: float = page.evaluate("n => performance.getEntriesByName(n)[0].startTime", name)
    return start


def remote_run(browser: Browser, base: str, seed: int, figures: dict[str, list[float]]) -> None:
    log: NetworkLog = {"requests": [], "problems": []}
    host = host_game(browser, log, base + HOST.format(seed=seed), script=WATCH)
    guests = [open_invitation(browser, log, invitation(host, name), script=WATCH) for name in ("Bea", "Cy")]
    for guest, name in zip(guests, ("Bea", "Cy"), strict=True):
        join_by_paste(host, guest, name)
        figures["guest_answer"].append(mark(guest, "dealbid:guest-answer"))
        figures["guest_table"].append(mark(guest, "dealbid:guest-table") - mark(guest, "dealbid:guest-connected"))
    for move in range(MOVES):
        mover, other = guests[move % 2], guests[(move + 1) % 2]
        mover.locator(END_TURN).wait_for()
        before = host.locator("#status").inner_text()
        mover.locator(END_TURN).click()
        tap = mover.evaluate("() => window.dealbidTaps.at(-1)")
        figures["move_host"].append(shown_after(host, tap, before))
        figures["move_guest"].append(shown_after(other, tap, before))
    for page in [host, *guests]:
        page.context.close()
    assert not log["problems"], log["problems"]


def hot_seat_run(browser: Browser, base: str, seed: int, figures: dict[str, list[float]]) -> None:
    log: NetworkLog = {"requests": [], "problems": []}
    page = device(browser, log, guest=False, script=WATCH)
    page.goto(base + HOT_SEAT.format(seed=seed))
    wait_ready(page)
    for _ in range(MOVES):
        if page.locator("#curtain").is_visible():
            page.click("#curtain-go")
        page.locator(END_TURN).wait_for()
        before = page.locator("#status").inner_text()
        page.locator(END_TURN).click()
        figures["move_hot_seat"].append(shown_after(page, page.evaluate("() => window.dealbidTaps.at(-1)"), before))
        page.locator("#curtain:not([hidden])").wait_for()
    page.context.close()


def bench(runs: int) -> dict[str, dict[str, float]]:
    figures: dict[str, list[float]] = {key: [] for key in
                                       ("guest_answer", "guest_table", "move_host", "move_guest", "move_hot_seat")}
    site = ROOT / "dist"
    server = serve_in_thread(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(),
                                             args=remote_browser_args(Path(tmp) / "none.y4m"))
        try:
            for run in range(runs):
                print(f"run {run + 1}/{runs}", flush=True)
                remote_run(browser, base, 100 + run, figures)
                hot_seat_run(browser, base, 100 + run, figures)
        finally:
            browser.close()
            server.shutdown()
    return {key: {"median": statistics.median(values), "max": max(values), "n": len(values)}
            for key, values in figures.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=8)
    args = parser.parse_args()
    results = bench(args.runs)
    out = ROOT / "bench" / "remote.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"runs": args.runs, "figures": results}, indent=1) + "\n")
    for key, value in results.items():
        print(f"{key:<15} median {value['median']:7.1f} ms   max {value['max']:7.1f} ms   (n={value['n']})")
    print(f"a guest's move vs a hot-seat move (host / hot-seat): "
          f"{results['move_host']['median'] / results['move_hot_seat']['median']:.2f}x")
    print(f"written to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
