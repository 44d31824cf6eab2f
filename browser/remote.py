"""Host and guests in one Chromium: a browser with a fake camera (fed a file the test writes), the
pages of each device, joining through the copy-paste path or the camera path, and the messages each
guest received (recorded by an init script on the guest's data channel)."""
from pathlib import Path

from playwright.sync_api import Browser, BrowserType, Page, ViewportSize

from browser.harness import (
    BOOT_TIMEOUT_MS,
    E2E_CHROMIUM_ARGS,
    NetworkLog,
    chromium_path,
    guard_page,
    in_front,
    wait_ready,
)


# Chromium's defaults otherwise: it offers its local addresses as random mDNS names (``<uuid>.local``)
# as on a phone, and between contexts of one browser those resolve without any mDNS traffic, so
# --disable-features=WebRtcHideLocalIpsWithMdns is not needed. The fake camera plays the file the test
# writes (read when a page opens the camera); the fake permission prompt says yes.
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


def launch(browser_type: BrowserType, camera_file: Path) -> Browser:
    return browser_type.launch(executable_path=chromium_path(), args=remote_browser_args(camera_file))


def device(browser: Browser, network_log: NetworkLog, *, guest: bool, script: str = "") -> Page:
    """A new page in its own context (one device), guarded like every e2e page; ``script`` runs
    first in each of its documents (the benchmark's probes)."""
    context = browser.new_context(viewport=DEVICE_VIEWPORT)
    context.add_init_script("window.dealbidWarmStart = false;")
    if guest:
        context.add_init_script(RECORD_CHANNEL)
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
