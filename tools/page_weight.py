"""The page's weight without the Python runtime: index.html, the manifest, every ui/ file but the game
worker (it loads the runtime) and the icons' SVG, each compressed with gzip -9, as a server sends them.

    python tools/page_weight.py [SITE]      (default dist/, after tools/build.py)
"""
import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHELL = (".html", ".css", ".js", ".svg", ".webmanifest")


def shell_files(site: Path) -> list[Path]:
    """The shell's files in ``site``."""
    candidates = [site / "index.html", site / "manifest.webmanifest", *sorted((site / "ui").rglob("*")),
                  *sorted((site / "icons").rglob("*.svg"))]
    return [p for p in candidates if p.is_file() and p.suffix in SHELL and p.name != "worker.js"]


def weight(site: Path) -> tuple[int, int, int]:
    """(files, bytes, gzip -9 bytes) of the shell in ``site``."""
    files = shell_files(site)
    raw = [p.read_bytes() for p in files]
    return len(files), sum(map(len, raw)), sum(len(gzip.compress(b, 9)) for b in raw)


if __name__ == "__main__":
    count, size, packed = weight(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist")
    print(f"shell: {count} files, {size / 1000:.1f} KB, {packed / 1000:.1f} KB gzip -9")
