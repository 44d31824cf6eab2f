"""The README's pictures of the table, taken in headless Chromium from seeded situations (see
lab.samples): a payment (Deal) and a sealed bid (Bid) on a phone (390x844, touch) and a turn (Deal)
and a sealed bid (Bid) on a laptop (1366x800).

    python tools/table_screenshots.py [OUTDIR]      (default docs/screenshots)
"""
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import CHROMIUM_ARGS, chromium_path, wait_ready  # noqa: E402
from browser.situations import save_at  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

PHONE, LAPTOP = (390, 844), (1366, 800)
# (file, situation, viewport)
SHOTS = [
    ("bid-phone.png", "bid-sealed-bid", PHONE),
    ("deal-phone.png", "deal-payment", PHONE),
    ("deal-desktop.png", "deal-aim", LAPTOP),
    ("bid-desktop.png", "bid-sealed-bid", LAPTOP),
]
READY = "#table:not(.busy) [data-action], #table:not(.busy) [data-menu]"


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    server = serve_in_thread(ROOT / "dist")
    host, port = "127.0.0.1", server.server_port
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            for name, situation, (width, height) in SHOTS:
                phone = width < 700
                context = browser.new_context(viewport={"width": width, "height": height}, has_touch=phone,
                                              is_mobile=phone, device_scale_factor=1)
                context.route(lambda url: not url.startswith(f"http://{host}:{port}/"), lambda route: route.abort())
                page = context.new_page()
                page.goto(f"http://{host}:{port}/")
                wait_ready(page)
                save = Path(tmp) / f"{situation}.json"
                save.write_text(save_at(situation))
                page.set_input_files("#load-file", str(save))
                page.locator(READY).first.wait_for()
                page.wait_for_timeout(600)   # opening animations settle
                page.screenshot(path=str(out / name))
                print(out / name)
                context.close()
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
