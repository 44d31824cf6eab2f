"""Write ``sw.js`` into the built site with its precache list and version generated from the files.

    python tools/precache.py [--site dist]

The list is every file of the site (page, config, our Python, CSS/JS, icons, the whole PyScript and
Pyodide runtime) except the service worker itself; the version is a hash of their paths and contents,
so any change to any file gives a new cache name and a new sw.js. tools/build.py runs it last.
"""
import argparse
import hashlib
import json
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "sw.js"
SW_NAME = "sw.js"
SKIPPED_SUFFIXES = (".map",)


def site_files(site: Path) -> list[str]:
    """Every file under ``site`` the service worker precaches, as sorted site-relative POSIX paths."""
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*")
                  if p.is_file() and p.name != SW_NAME and p.suffix not in SKIPPED_SUFFIXES)


def version(site: Path, files: list[str]) -> str:
    """A short content hash over the listed files (path and bytes)."""
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + hashlib.sha256((site / rel).read_bytes()).digest())
    return digest.hexdigest()[:16]


def write_service_worker(site: Path, values: dict[str, str] | None = None) -> str:
    """Fill the sw.js template for ``site`` and write it at the site root: the version, the list of
    files and, in the same order, each file's SHA-256 (the worker checks its cache against them);
    returns the version."""
    files = site_files(site)
    tag = version(site, files)
    urls = json.dumps(["./" + quote(rel) for rel in files], indent=0)
    hashes = json.dumps([hashlib.sha256((site / rel).read_bytes()).hexdigest() for rel in files], indent=0)
    text = (TEMPLATE.read_text().replace("__PRECACHE_VERSION__", tag).replace("__PRECACHE_LIST__", urls)
            .replace("__PRECACHE_HASHES__", hashes))
    (site / SW_NAME).write_text(text)
    return tag


def main() -> None:
    parser = argparse.ArgumentParser(description="Generate the service worker's precache list.")
    parser.add_argument("--site", default=str(ROOT / "dist"))
    site = Path(parser.parse_args().site)
    tag = write_service_worker(site)
    print(f"precache: {len(site_files(site))} files, version {tag}")


if __name__ == "__main__":
    main()
