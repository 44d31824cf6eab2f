"""The README's pictures of Learn to play, taken in headless Chromium: a step of the Monopoly Bid
lesson on a desktop (1366x800) and one of the Monopoly Deal lesson on a phone (390x844).

    python tools/learn_screenshots.py [OUTDIR]      (default docs/screenshots; needs dist/: make build)
"""
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import CHROMIUM_ARGS, chromium_path, wait_ready  # noqa: E402
from browser.lessons import LESSON_READY, follow  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

# (file, lesson, viewport, the step to show)
SHOTS = [("learn-bid-desktop.png", "bid", (1366, 800), 4),
         ("learn-deal-phone.png", "deal", (390, 844), 9)]


def main(outdir: Path) -> None:
    server = serve_in_thread(ROOT / "dist")
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        for name, lesson, (width, height), step in SHOTS:
            page = browser.new_page(viewport={"width": width, "height": height})
            page.add_init_script("window.dealbidWarmStart = false;")
            page.goto(f"{base}?learn={lesson}&speed=instant")
            wait_ready(page)
            follow(page, lambda target: target.click(), stop_at_step=step)
            page.wait_for_function(LESSON_READY)
            page.wait_for_timeout(300)
            page.screenshot(path=str(outdir / name))
            print("wrote", outdir / name)
            page.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
