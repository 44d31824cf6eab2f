"""Draw every card face of both games with the built site (dist/) and write them out: the reference
images of the face snapshot test (e2e/snapshots/<size>/<face>.png, one per face and size) and the
README's card sheets (docs/cards-deal.jpg, docs/cards-bid.jpg, at 1x). `make snapshots` runs it
after a build; run it when a face changes on purpose, look at the sheets, commit both."""
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from browser.card_sheet import DRAW, SIZES, SNAPSHOTS, draw, open_sheet, sheet  # noqa: E402
from browser.harness import CHROMIUM_ARGS, chromium_path  # noqa: E402
from game import names  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

DOCS = ROOT / "docs"


def main() -> None:
    server = serve_in_thread(ROOT / "dist")
    site = f"http://127.0.0.1:{server.server_port}/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            open_sheet(page, site)
            for size in SIZES:
                folder = SNAPSHOTS / size
                folder.mkdir(parents=True, exist_ok=True)
                for old in folder.glob("*.png"):
                    old.unlink()
                # Element screenshots: Chromium's PNGs are a third the size of the test's cut-outs.
                for name in draw(page, size):
                    face = page.locator(f'[data-sheet="{name}"]')
                    face.screenshot(path=str(folder / f"{name}.png"), animations="disabled")
            width, height = SIZES["large"]
            for game in names():
                cards = [(name, card) for name, card in sheet() if name.startswith(f"{game}-") or name == "back"]
                page.evaluate(DRAW, {"cards": cards, "width": width, "height": height, "columns": 10})
                page.locator("#sheet").screenshot(path=str(DOCS / f"cards-{game}.jpg"), type="jpeg", quality=82)
            browser.close()
    finally:
        server.shutdown()
    print(f"card faces written to {SNAPSHOTS.relative_to(ROOT)}/ and docs/cards-*.jpg")


if __name__ == "__main__":
    main()
