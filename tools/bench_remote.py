"""Remote seats benchmark: a host page and guest pages (separate browser contexts in one Chromium),
beside a hot-seat table on one page. The same-Wi-Fi path (WebRTC over the loopback/LAN address, no
server): medians of RUNS games. The internet path (the link), with its real parts on this machine as
in e2e/test_remote_link.py (Debian's mosquitto as the MQTT broker, coturn as STUN): LINK_RUNS fresh
host pages. Writes bench/remote.json and prints the figures (milliseconds).

    python tools/bench_remote.py [--runs 8] [--link-runs 20]

  guest_answer   a guest's page, navigation start -> its answer code is shown (no Python loaded)
  guest_table    a guest's page, its data channel open -> its table painted (target <= 1000)
  move_host      a guest taps End turn -> the host's table shows the move (target <= 150)
  move_guest     the same tap -> the other guest's table shows it (target <= 150)
  move_hot_seat  on a hot-seat table, a tap on End turn -> the same page shows it
  link_join      a guest's page opens the link -> its table painted, with no tap (target <= 5000,
                 <= 2 taps: the taps made are counted, and must be 0)
  flood_host     one guest sends 19 refused moves a second; the other's real move (End turn) ->
  flood_guest    the host's / the flooding guest's table shows it (target <= 2000)
  reinvite       a guest who dropped opens the same link again and is back at the table: of LINK_RUNS
                 fresh host pages, how many (target: all)
  link_retry     a guest whose first WebRTC connections (those made in its first 3 s) cannot connect
                 opens the link -> its table shown (the page opens afresh by itself; once, after
                 the link runs)
"""
import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import NetworkLog, chromium_path, guard_page, wait_ready  # noqa: E402
from browser.remote import (  # noqa: E402
    DEVICE_VIEWPORT,
    RECORD_ROOM_MESSAGES,
    LocalSignal,
    device,
    host_game,
    invitation,
    join_by_paste,
    local_signal,
    loopback_sockets_handler,
    open_invitation,
    remote_browser_args,
)
from tools.serve import SiteHandler, serve_in_thread  # noqa: E402

HOST = "?game=deal&seats=remote,remote&names=Bea,Cy&seed={seed}&speed=instant"
HOT_SEAT = "?game=deal&seats=human,human&names=Ann,Bob&seed={seed}&speed=instant"
# The internet path: at the game's normal pace (the flood's figure is the delay a player sees).
LINK_HOST = "?game=deal&seats=remote,remote,ai-easy&names=Bea,Cy,Bot&seed={seed}&link=internet&servers={servers}"
FLOOD = """([perSecond, ms]) => { const message = JSON.stringify({v: 2, type: "act", key: "EndTurn"});
  const timer = setInterval(() => window.dealbidChannel.send(message), 1000 / perSecond);
  setTimeout(() => clearInterval(timer), ms); }"""
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


def link_guest(browser: Browser, log: NetworkLog, link: str) -> tuple[Page, float]:
    """A guest's page (its own context) opens ``link``: the page and the milliseconds until its table
    showed, with no tap made on it."""
    context = browser.new_context(viewport=DEVICE_VIEWPORT)
    for script in (WATCH, RECORD_ROOM_MESSAGES):   # the taps, and the channel to the host (the flood's)
        context.add_init_script(script)
    context.on("page", lambda page: guard_page(page, log))
    guest = context.new_page()
    start = time.monotonic()
    guest.goto(link)
    guest.locator("#hand [data-card]").first.wait_for(timeout=20_000)
    seconds = time.monotonic() - start
    assert guest.evaluate("() => window.dealbidTaps.length") == 0
    return guest, seconds * 1000


# The guest's first document: every RTCPeerConnection made in its first 3 s has no way to connect
# (relay only, no TURN server), as when a first exchange fails under load; its later documents are left alone.
FAIL_FIRST = """(() => {
  if (sessionStorage.getItem('bench-failed')) return;
  const Real = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Real {
    constructor(config) {
      const doomed = performance.now() < 3000;
      if (doomed) sessionStorage.setItem('bench-failed', '1');
      super(doomed ? { ...(config || {}), iceTransportPolicy: 'relay', iceServers: [] } : config);
    }
  };
})();"""


def retry_run(browser: Browser, base: str, signal: LocalSignal, figures: dict[str, list[float]]) -> None:
    """A guest whose first exchange with the host fails: milliseconds until its table shows."""
    log: NetworkLog = {"requests": [], "problems": []}
    host = host_game(browser, log, base + LINK_HOST.format(seed=4, servers=signal.setting()))
    context = browser.new_context(viewport=DEVICE_VIEWPORT)
    context.add_init_script(FAIL_FIRST)
    guest = context.new_page()
    start = time.monotonic()
    guest.goto(invitation(host, "Bea"))
    guest.locator("#hand [data-card]").first.wait_for(timeout=60_000)
    figures["link_retry"].append((time.monotonic() - start) * 1000)
    for page in (host, guest):
        page.context.close()


def link_run(browser: Browser, base: str, signal: LocalSignal, seed: int, figures: dict[str, list[float]]) -> None:
    """A fresh host page on the internet path: both guests join by link; one floods refused moves while
    the other ends a turn; that one drops and opens the link again."""
    log: NetworkLog = {"requests": [], "problems": []}
    host = host_game(browser, log, base + LINK_HOST.format(seed=seed, servers=signal.setting()), script=WATCH)
    guests = []
    for name in ("Bea", "Cy"):
        guest, ms = link_guest(browser, log, invitation(host, name))
        guests.append(guest)
        figures["link_join"].append(ms)
    host.locator("#remote").wait_for(state="hidden")
    host.wait_for_function(f"() => document.querySelectorAll({END_TURN!r}).length === 0")
    while not any(guest.locator(END_TURN).count() for guest in guests):
        host.wait_for_timeout(50)
    mover, flooder = guests if guests[0].locator(END_TURN).count() else guests[::-1]
    flooder.evaluate(FLOOD, [19, 4000])
    host.wait_for_timeout(2000)   # the flood well under way
    before = host.locator("#status").inner_text()
    mover.locator(END_TURN).click()
    tap = mover.evaluate("() => window.dealbidTaps.at(-1)")
    figures["flood_host"].append(shown_after(host, tap, before))
    figures["flood_guest"].append(shown_after(flooder, tap, before))
    flooder.wait_for_function("() => window.dealbidReceived.filter((m) => m.includes('not possible now')).length >= 20")
    link = mover.url
    mover.context.close()
    host.locator(".remote-seat.away").wait_for(timeout=20_000)
    back, _ = link_guest(browser, log, link)
    host.locator("#remote").wait_for(state="hidden", timeout=20_000)
    figures["reinvite"].append(1)
    for page in (host, back, flooder):
        page.context.close()
    problems = [p for p in log["problems"] if "User-Initiated Abort" not in p]   # the drop made on purpose
    assert not problems, problems


def bench(runs: int, link_runs: int) -> dict[str, dict[str, float]]:
    figures: dict[str, list[float]] = {key: [] for key in (
        "guest_answer", "guest_table", "move_host", "move_guest", "move_hot_seat",
        "link_join", "flood_host", "flood_guest", "reinvite", "link_retry")}
    site = ROOT / "dist"
    server = serve_in_thread(site, handler_class=loopback_sockets_handler(SiteHandler))
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright, local_signal(Path(tmp)) as signal:
        browser = playwright.chromium.launch(executable_path=chromium_path(),
                                             args=remote_browser_args(Path(tmp) / "none.y4m"))
        try:
            for run in range(runs):
                print(f"run {run + 1}/{runs}", flush=True)
                remote_run(browser, base, 100 + run, figures)
                hot_seat_run(browser, base, 100 + run, figures)
            for run in range(link_runs):
                print(f"link run {run + 1}/{link_runs}", flush=True)
                try:
                    link_run(browser, base, signal, 5 + run, figures)
                except Exception as problem:   # a failed re-invite (or join) counts as one, and is said
                    print(f"  failed: {problem}", flush=True)
                    figures["reinvite"].append(0)
            if link_runs:
                retry_run(browser, base, signal, figures)
        finally:
            browser.close()
            server.shutdown()
    return {key: {"median": statistics.median(values), "max": max(values), "n": len(values), "sum": sum(values)}
            for key, values in figures.items() if values}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=8)
    parser.add_argument("--link-runs", type=int, default=20)
    args = parser.parse_args()
    results = bench(args.runs, args.link_runs)
    out = ROOT / "bench" / "remote.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"runs": args.runs, "link_runs": args.link_runs, "figures": results}, indent=1) + "\n")
    for key, value in results.items():
        if key == "reinvite":
            print(f"{key:<15} {value['sum']:.0f}/{value['n']} fresh host pages")
            continue
        print(f"{key:<15} median {value['median']:7.1f} ms   max {value['max']:7.1f} ms   (n={value['n']})")
    if args.runs:
        print(f"a guest's move vs a hot-seat move (host / hot-seat): "
              f"{results['move_host']['median'] / results['move_hot_seat']['median']:.2f}x")
    print(f"written to {out.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
