"""The README's pictures of the stage, taken in headless Chromium: a bot's move in Deal (1366x800) and
the sealed bids revealed in Bid (390x844), at the relaxed pace so the moment is easy to catch.

    python tools/stage_screenshots.py [OUTDIR]      (default docs/screenshots)
"""
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import CHROMIUM_ARGS, chromium_path, wait_ready  # noqa: E402
from browser.reader import READY  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

# (file, game, viewport, the moment to catch)
SHOTS = [
    ("stage-deal-move.png", "deal", (1366, 800),
     "() => document.querySelector('#stage .caption.live') && document.querySelector('#stage .beat-cards .card')"
     " && document.querySelector('#opponents .mini.touched')"),
    ("stage-bid-reveal.png", "bid", (390, 844),
     "() => !document.querySelector('#stage-reveal').hidden"
     " && document.querySelectorAll('#stage-reveal .coin:not(.none)').length >= 4"),
]
STEPS = 200


def next_step(page: Page, added: list[int]) -> None:
    """The human's move: one money card into each sealed bid, then the expected next step."""
    money = page.locator("#hand .can[data-action^='Add']")
    if money.count() and len(added) < 40 and page.locator("#prompt .confirm").count():
        added.append(1)
        money.first.click()
        return
    for choice in ("#prompt [data-action='End turn']", "#prompt .confirm:not([disabled])",
                   "#prompt .btn.primary[data-action]:not([disabled])", "#table [data-action]:not([disabled])",
                   "#table [data-pick]"):
        if page.locator(choice).count():
            page.locator(choice).first.click()
            return


def shoot(page: Page, url: str, moment: str, out: Path) -> bool:
    page.goto(url)
    wait_ready(page)
    added: list[int] = []
    for _ in range(STEPS):
        page.wait_for_function(f"() => ({READY})() || ({moment})()", timeout=120_000, polling=50)
        if page.evaluate(moment):
            time.sleep(0.4)     # the card has landed
            page.screenshot(path=str(out))
            return True
        next_step(page, added)
        if page.locator("#card-menu").is_visible():
            page.locator("#card-menu [data-action]").first.click()
    return False


def main(outdir: Path) -> int:
    server = serve_in_thread(ROOT / "dist")
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    missed = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        for name, game, (width, height), moment in SHOTS:
            page = browser.new_page(viewport={"width": width, "height": height})
            page.add_init_script("window.dealbidWarmStart = false;")
            url = f"{base}?game={game}&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=21&speed=relaxed"
            if shoot(page, url, moment, outdir / name):
                print("wrote", outdir / name)
            else:
                missed += 1
                print("missed", name)
            page.close()
        browser.close()
    server.shutdown()
    return missed


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots"))
