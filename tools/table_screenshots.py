"""The gallery of crowded late-game tables (browser/gallery.py) at every screen size, written as
``OUTDIR/<situation>-<size>.png``, with what the gallery test would find wrong on each (a table of
counts: unreadable cards, small or covered actions, cut texts, sideways scroll, rows that run over
the next). The README's pictures of the table are from this gallery.

    python tools/table_screenshots.py [OUTDIR]      (default docs/screenshots/gallery; needs dist/: make build)
"""
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.gallery import problems, walk_gallery  # noqa: E402
from browser.harness import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402


def main(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    server = serve_in_thread(ROOT / "dist")
    site = f"http://127.0.0.1:{server.server_port}/"
    bad = 0
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
            browser = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
            print("situation  size  cards  actions  texts  sideways  rows")
            for name, size, page in walk_gallery(browser, site, Path(tmp)):
                page.screenshot(path=str(out / f"{name}-{size.name}.png"))
                found = problems(page, size)
                lists = {kind: lines for kind, lines in found.items() if isinstance(lines, list)}
                counts = [len(lists["cards"]), len(lists["actions"]), len(lists["texts"]), int(bool(found["sideways"])),
                          len(lists["rows"])]
                bad += sum(counts)
                print(name, size.name, *counts, flush=True)
                for kind in ("cards", "actions", "texts", "rows"):
                    for line in lists[kind][:6]:
                        print(f"    {kind}: {line}")
            browser.close()
    finally:
        server.shutdown()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots" / "gallery"))
