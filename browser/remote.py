"""Host and guests in one Chromium: a browser with a fake camera (fed a file the test writes), the
pages of each device, joining through the copy-paste path or the camera path, and the messages each
guest received (recorded by an init script on the guest's data channel). For the internet path: the
signalling network's real server and a TURN server on this machine (``local_signal``), and the pages
pointed at them."""
import base64
import contextlib
import json
import random
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import TypeVar

from playwright.sync_api import Browser, BrowserType, Locator, Page, ViewportSize

from browser.harness import (
    BOOT_TIMEOUT_MS,
    E2E_CHROMIUM_ARGS,
    TAPPABLE,
    NetworkLog,
    chromium_path,
    guard_page,
    in_front,
    pick,
    wait_ready,
)


# The fake camera plays the file the test writes (read when a page opens the camera); the fake permission
# prompt says yes. That flag also makes Chromium offer raw local addresses instead of its random mDNS
# names (``<uuid>.local``, as on a phone): without it, two contexts of one Chromium on this machine
# cannot resolve each other's names (no multicast here) and the same-Wi-Fi path fails. So these tests
# do not exercise mDNS; the internet path's tests (e2e/test_remote_link.py) run without this flag.
def remote_browser_args(camera_file: Path) -> list[str]:
    return [*E2E_CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
            f"--use-file-for-fake-video-capture={camera_file}"]


DEVICE_VIEWPORT: ViewportSize = {"width": 1000, "height": 800}

# Every message a guest's page receives on its data channel, and the channel itself (to send from).
RECORD_CHANNEL = """
(() => {
  window.dealbidReceived = [];
  const add = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, listener, options) {
    if (type === 'message') {
      window.dealbidChannel = this;
      add.call(this, 'message', (event) => window.dealbidReceived.push(event.data));
    }
    return add.call(this, type, listener, options);
  };
})();
"""


def good_news_look(notice: Locator) -> bool:
    """Whether a guest's status line ``notice`` has good news' look: light and green (a warning's is
    dark orange)."""
    red, green, blue = notice.evaluate("e => getComputedStyle(e).backgroundColor.match(/\\d+/g).map(Number)")[:3]
    return bool(min(red, green, blue) > 200 and green > red)


def launch(browser_type: BrowserType, camera_file: Path) -> Browser:
    return browser_type.launch(executable_path=chromium_path(), args=remote_browser_args(camera_file))


# A host that chose "Only on this Wi-Fi, no outside servers" before (remembered on the device): the
# codes path, and nothing goes to the internet path's servers.
SAME_WIFI_HOST = "try { localStorage.setItem('dealbid-link-path', 'wifi'); } catch {}"


def device(browser: Browser, network_log: NetworkLog, *, guest: bool, script: str = "") -> Page:
    """A new page in its own context (one device), guarded like every e2e page; ``script`` runs
    first in each of its documents (the benchmark's probes). A host is on the same-Wi-Fi path."""
    context = browser.new_context(viewport=DEVICE_VIEWPORT)
    context.add_init_script("window.dealbidWarmStart = false;")
    context.add_init_script(RECORD_CHANNEL if guest else SAME_WIFI_HOST)
    if script:
        context.add_init_script(script)
    context.on("page", lambda page: guard_page(page, network_log))
    page = context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    return page


def host_game(browser: Browser, network_log: NetworkLog, url: str, script: str = "") -> Page:
    page = device(browser, network_log, guest=False, script=script)
    page.goto(url)
    wait_ready(page)
    return page


def invitation(host: Page, name: str) -> str:
    return host.get_by_label(f"Invitation link for {name}").input_value(timeout=20_000)


def open_invitation(browser: Browser, network_log: NetworkLog, link: str, script: str = "") -> Page:
    guest = device(browser, network_log, guest=True, script=script)
    guest.goto(link)
    return guest


def answer_code(guest: Page) -> str:
    return guest.locator("#join-code").input_value(timeout=20_000)


def join_by_paste(host: Page, guest: Page, name: str) -> None:
    code = answer_code(guest)
    in_front(host).get_by_label(f"Answer code from {name}").fill(code)
    host.locator(".remote-seat", has_text=name).get_by_role("button", name="Connect").click()
    guest.locator("#table:not([hidden])").wait_for(timeout=20_000)


PRIMARY = "#table:not(.busy) #prompt .btn.primary[data-action]:not([disabled])"


def play_guests_to_the_end(guests: list[Page], host: Page, seed: int, limit: int = 3000) -> None:
    """Each of ``guests`` (any page with a seat: the host's too) taps whenever it has a choice: mostly
    the prompt's main button (confirm a bid, end the turn: a short game), else any offered choice at
    random, until the host's game is over."""
    rng = random.Random(seed)
    for guest in guests:
        guest.set_default_timeout(2000)    # a tap on a choice the other guest's move just took away
    for _ in range(limit):
        ready = [g for g in guests if g.locator(TAPPABLE).count()]
        if not ready:
            if host.locator("[data-outcome]").count():
                for guest in guests:
                    guest.set_default_timeout(BOOT_TIMEOUT_MS)
                return
            guests[0].wait_for_timeout(30)
            continue
        guest = rng.choice(ready)
        main = guest.locator(PRIMARY)
        options = main if rng.random() < 0.6 and main.count() else guest.locator(TAPPABLE)
        try:
            pick(in_front(guest), options.nth(rng.randrange(options.count())), rng)
        except Exception:   # the table changed under the tap (another guest moved first): look again
            continue
    raise AssertionError("the game did not end")


def qr_modules(guest: Page) -> list[str]:
    """The guest's answer QR code as rows of '1' (dark) and '0', read from its canvas pixels."""
    guest.locator("#join .qr").wait_for(timeout=20_000)
    rows: list[str] = guest.locator("#join .qr").evaluate("""c => {
        const n = Number(c.dataset.modules), quiet = 4, scale = c.width / (n + 2 * quiet);
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const rows = [];
        for (let r = 0; r < n; r++) {
          let row = '';
          for (let col = 0; col < n; col++) {
            const x = Math.floor((col + quiet + 0.5) * scale), y = Math.floor((r + quiet + 0.5) * scale);
            row += data[(y * c.width + x) * 4] < 128 ? '1' : '0';
          }
          rows.push(row);
        }
        return rows;
    }""")
    return rows


def write_camera_file(path: Path, rows: list[str], module_px: int = 6) -> None:
    """A Y4M video (Chromium's fake camera format) of the QR code ``rows`` on white, two frames."""
    quiet = 6
    side = (len(rows) + 2 * quiet) * module_px
    side += side % 2
    luma = bytearray([235]) * (side * side)
    for r, row in enumerate(rows):
        for c, bit in enumerate(row):
            if bit == "1":
                for y in range((r + quiet) * module_px, (r + quiet + 1) * module_px):
                    start = y * side + (c + quiet) * module_px
                    luma[start:start + module_px] = bytes([16]) * module_px
    chroma = bytes([128]) * ((side // 2) * (side // 2) * 2)
    frame = b"FRAME\n" + bytes(luma) + chroma
    path.write_bytes(f"YUV4MPEG2 W{side} H{side} F10:1 Ip A1:1 C420jpeg\n".encode() + frame * 2)


def join_by_camera(host: Page, guest: Page, name: str, camera_file: Path) -> None:
    write_camera_file(camera_file, qr_modules(guest))
    in_front(host).locator(".remote-seat", has_text=name).get_by_role("button", name="Scan the answer").click()
    guest.locator("#table:not([hidden])").wait_for(timeout=30_000)


# --- the internet path on this machine: the signalling network's real server and a TURN server ------
TURN_USER = "dealbid"
TURN_PASSWORD = "loopback-only"
TURN_REALM = "dealbid.test"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for_port(port: int, process: subprocess.Popen[bytes], what: str) -> None:
    """Wait until something listens on ``port`` (TCP), or fail saying ``what`` did not start."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{what} exited with {process.returncode}")
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise RuntimeError(f"{what} did not listen on 127.0.0.1:{port}")


@dataclass
class LocalSignal:
    """Debian's mosquitto (an MQTT broker with a websockets listener: the internet path's signalling
    network) and Debian's coturn (STUN and TURN), both on 127.0.0.1 only."""
    broker_port: int
    turn_port: int

    @property
    def broker(self) -> str:
        return f"ws://127.0.0.1:{self.broker_port}"

    def setting(self, *, relay_only: bool = False, broker: str = "") -> str:
        """The pages' ``?servers=`` value (ui/link/servers.js): this broker (or ``broker``), coturn as
        STUN, or only as TURN with ``relay_only`` (then no other path is tried)."""
        turn = {"urls": [f"turn:127.0.0.1:{self.turn_port}?transport=udp"], "username": TURN_USER,
                "credential": TURN_PASSWORD}
        ice = [turn] if relay_only else [{"urls": [f"stun:127.0.0.1:{self.turn_port}"]}]
        data = {"brokers": [broker or self.broker], "iceServers": ice, "relayOnly": relay_only}
        return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


@contextlib.contextmanager
def local_signal(folder: Path) -> Iterator[LocalSignal]:
    """Start mosquitto and coturn on free loopback ports (config and logs in ``folder``); stop both after."""
    for program in ("mosquitto", "turnserver"):
        if not shutil.which(program) and not Path(f"/usr/sbin/{program}").exists():
            raise RuntimeError(f"{program} is missing: make test installs Debian's mosquitto and coturn")
    signal = LocalSignal(free_port(), free_port())
    config = folder / "mosquitto.conf"
    # Debian's mosquitto 2.0.11 will not start with a websockets listener alone (it counts only plain
    # listeners), hence the plain one on loopback too; its libwebsockets binds the websockets listener to
    # every interface whatever address is named (a random port, for the test's lifetime).
    config.write_text(f"listener {free_port()} 127.0.0.1\nlistener {signal.broker_port} 127.0.0.1\n"
                      "protocol websockets\nallow_anonymous true\npersistence false\nlog_dest none\n")
    mosquitto = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
    relay_low = 50000 + signal.turn_port % 10000
    turn_args = ["turnserver", "-n", "--listening-ip=127.0.0.1", "--relay-ip=127.0.0.1",
                 f"--listening-port={signal.turn_port}", f"--min-port={relay_low}", f"--max-port={relay_low + 200}",
                 "--lt-cred-mech", f"--user={TURN_USER}:{TURN_PASSWORD}", f"--realm={TURN_REALM}",
                 "--allow-loopback-peers", "--no-tls", "--no-dtls", "--no-cli", "--fingerprint",
                 f"--log-file={folder / 'turn.log'}", f"--pidfile={folder / 'turn.pid'}", "--no-stdout-log"]
    with open(folder / "servers.log", "wb") as log:
        broker = subprocess.Popen([mosquitto, "-c", str(config)], stdout=log, stderr=log)
        turn = subprocess.Popen(turn_args, stdout=log, stderr=log)
        try:
            wait_for_port(signal.broker_port, broker, "mosquitto")
            wait_for_port(signal.turn_port, turn, "coturn")
            yield signal
        finally:
            for process in (broker, turn):
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()


Handler = TypeVar("Handler", bound=SimpleHTTPRequestHandler)


def loopback_sockets_handler(base: type[Handler]) -> type[Handler]:
    """``base`` whose pages' Content-Security-Policy also lets them reach websockets on this machine (the
    local broker, or a port where none listens; the production policy names the public brokers only,
    tools/signal_vendor.py)."""
    def send_header(self: Handler, keyword: str, value: str) -> None:
        if keyword.lower() == "content-security-policy":
            value = value.replace("connect-src 'self'", "connect-src 'self' ws://127.0.0.1:*")
        base.send_header(self, keyword, value)
    return type("SignalSiteHandler", (base,), {"send_header": send_header})


# Every RTCPeerConnection a page makes (the internet path's are trystero's, out of the page's reach),
# as a subclass, so that the page's own subclass of it (ui/link/gate.js) is still one.
RECORD_PEERS = """
(() => {
  window.dealbidPeers = [];
  window.RTCPeerConnection = class extends RTCPeerConnection {
    constructor(...args) {
      super(...args);
      window.dealbidPeers.push(this);
    }
  };
})();
"""

# Every message a guest's page receives over the internet path (ui/link/room.js's PeerChannel), as
# RECORD_CHANNEL does for the same-Wi-Fi path's data channel.
RECORD_ROOM_MESSAGES = """
(() => {
  window.dealbidReceived = [];
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (type === 'message' && this.constructor && this.constructor.name === 'PeerChannel') {
      window.dealbidChannel = this;
      add.call(this, 'message', (event) => window.dealbidReceived.push(event.data));
    }
    return add.call(this, type, listener, options);
  };
})();
"""


def selected_path(page: Page) -> list[str]:
    """The candidate types (host, srflx, relay) of the page's connected candidate pairs, local side."""
    types: list[str] = page.evaluate("""async () => {
        const out = [];
        for (const pc of window.dealbidPeers || []) {
          if (pc.connectionState !== 'connected') continue;
          const stats = await pc.getStats();
          for (const s of stats.values()) {
            if (s.type === 'candidate-pair' && s.state === 'succeeded' && s.nominated) {
              out.push(stats.get(s.localCandidateId).candidateType);
            }
          }
        }
        return out;
    }""")
    return types
