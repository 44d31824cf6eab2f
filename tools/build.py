"""Build the static site into ``dist/``: the page, our Python, and the pinned runtime from node_modules
(checked first against the hashes recorded from the npm package's integrity: tools/runtime_integrity.py).

    python tools/build.py [--out dist]

The runtime goes into a versioned folder (``vendor/pyodide/<version>/``) so it can be cached forever.
The Python the game worker runs (``app/`` and ``game/`` without the dev tools) ships as one archive,
``py/app.zip``, which ``ui/worker.js`` unpacks with ``pyodide.unpackArchive``. Both it and the runtime's
standard library are then trimmed and compiled to bytecode by tools/stdlib.py (which proves, under the
pinned Pyodide in Node, that the game imports nothing left out); the page itself is
HTML, CSS and plain JavaScript (``ui/``). Placeholders such as ``__PYODIDE_VERSION__`` in the pages
and in ``ui/*.js`` are filled in here.
Extra build steps (e.g. the service worker's precache list) register in ``POST_BUILD``.
"""
import argparse
import json
import posixpath
import re
import shutil
import sys
import zipfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the repository: tools/ and the specs
from app.release import source_hash, sources
from tools.icons import write_icons
from tools.precache import write_service_worker
from tools.runtime_integrity import PYODIDE_FILES, IntegrityError
from tools.runtime_integrity import check as check_runtime
from tools.setup_form import values as spec_values
from tools.signal_vendor import bundle as bundle_signalling
from tools.signal_vendor import values as signal_values
from tools.stdlib import LOCK_FILE, StdlibError, lock_contents, trim

ROOT = Path(__file__).resolve().parent.parent
PAGE_FILES = ("index.html", "manifest.webmanifest")
# embed.html, the one page other sites may frame: the poster of embed.html, and on Play (embed.html?play=1)
# the game of index.html in the frame; the poster loads nothing of the game (see embed_page).
EMBED = "embed.html"
# A guest's page (a player on their own device, ui/guest.js): index.html without Python, its worker
# or the service worker (which would precache the runtime).
GUEST_PAGE = "join.html"
GUEST_DROPPED = re.compile(r"^.*(?:<!-- first:|ui/support\.js|ui/early\.js|ui/pwa\.js|__UI_PRELOADS__).*\n", re.M)
# Small npm libraries the page loads on demand, copied to vendor/<package>/<version>/.
NPM_FILES = {"qrcode-generator": ("dist/qrcode.mjs", "LICENSE"), "jsqr": ("dist/jsQR.js", "LICENSE")}
UI_ASSETS = ("*.css", "*.js", "*.svg", "*.png")
# The worker's archive: the app layer and the engines, whole (developer tools live in lab/, never shipped).
ARCHIVE = "py/app.zip"
# Files of the runtime the worker downloads while it boots (their raw sizes feed the progress bar), with
# the trimmed standard library (its name is its content's: tools/stdlib.py) and our archive. The lock
# file is not among them: the worker hands loadPyodide its ``info`` (tools/stdlib.py: lock_contents).
BOOT_FILES = ("pyodide.asm.mjs", "pyodide.asm.wasm")


def package_version(name: str) -> str:
    """The installed version of an npm package (from node_modules, which package-lock.json pins)."""
    meta = ROOT / "node_modules" / name / "package.json"
    if not meta.exists():
        sys.exit(f"build: {meta} is missing; run 'npm ci' first (make build does)")
    version: str = json.loads(meta.read_text())["version"]
    return version


def versions() -> dict[str, str]:
    """Placeholder -> value for the page and config templates."""
    values = {"__PYODIDE_VERSION__": package_version("pyodide"), "__UI_PRELOADS__": ui_preloads("page.js"),
              **spec_values(), **signal_values()}
    for name in NPM_FILES:
        values[f"__{name.upper().replace('-', '_')}_VERSION__"] = package_version(name)
    return values


IMPORT = re.compile(r'^import [^;]*? from "(\.\.?/[\w/-]+\.js)";', re.M)


def module_graph(entry: str) -> list[str]:
    """Every ui/ module that ``entry`` imports, directly or not (static imports only), as paths
    relative to ui/."""
    found: list[str] = []
    todo = [entry]
    while todo:
        current = todo.pop()
        for spec in IMPORT.findall((ROOT / "ui" / current).read_text()):
            name = posixpath.normpath(posixpath.join(posixpath.dirname(current), spec))
            if name not in found:
                found.append(name)
                todo.append(name)
    return found


def ui_preloads(entry: str) -> str:
    """modulepreload links for a page's whole module graph: fetched at once while the HTML is parsed
    instead of one import level after the other."""
    return "\n  ".join(f'<link rel="modulepreload" href="./ui/{name}">' for name in module_graph(entry))


def fill(text: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        text = text.replace(key, value)
    return text


def copy_runtime(out: Path, values: dict[str, str]) -> None:
    """The runtime files, once they match the hashes recorded from the locked npm package."""
    try:
        check_runtime(PYODIDE_FILES, ROOT)
    except IntegrityError as exc:
        sys.exit(f"build: {exc}")
    pyodide_dir = out / "vendor" / "pyodide" / values["__PYODIDE_VERSION__"]
    pyodide_dir.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name != LOCK_FILE:
            shutil.copy2(ROOT / "node_modules" / "pyodide" / name, pyodide_dir / name)


def copy_npm_files(out: Path) -> None:
    """The small libraries of NPM_FILES, as npm ci installed them (package-lock.json's integrity)."""
    for package, files in NPM_FILES.items():
        target = out / "vendor" / package / package_version(package)
        target.mkdir(parents=True)
        for name in files:
            source = ROOT / "node_modules" / package / name
            if source.exists():
                shutil.copy2(source, target / Path(name).name)


def guest_page(page: str) -> str:
    """join.html from index.html's template: the same markup, the guest's module instead of the
    game's, nothing that loads Python."""
    page = GUEST_DROPPED.sub("", page)
    page = page.replace('src="./ui/page.js"></script>', 'src="./ui/guest.js"></script>\n  ' + ui_preloads("guest.js"))
    return page.replace('<html lang="en">', '<html lang="en" class="guest">')


def write_archive(target: Path) -> str:
    """Zip the worker's Python into ``target``; returns its release hash (``app.release``)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    files = sources(ROOT)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for rel in files:
            # A fixed timestamp keeps the archive byte-identical from one build to the next.
            archive.writestr(zipfile.ZipInfo(rel.as_posix(), (2020, 1, 1, 0, 0, 0)), (ROOT / rel).read_bytes(),
                             zipfile.ZIP_DEFLATED)
    return source_hash(ROOT, files)


def add_archive(out: Path, values: dict[str, str]) -> None:
    """Write the archive into the site, then trim the standard library and compile both to bytecode
    (tools/stdlib.py, which proves the game imports nothing it left out); the archive's hash, the boot
    download sizes, the library's file name and the lock file's contents go into ``values``."""
    values["__APP_HASH__"] = write_archive(out / ARCHIVE)
    try:
        figures = trim(out)
    except StdlibError as exc:
        sys.exit(f"build: {exc}")
    print(f"build: standard library {len(figures.kept)} modules, {figures.stdlib_bytes[0]:,} -> "
          f"{figures.stdlib_bytes[1]:,} bytes; py/app.zip with bytecode {figures.archive_bytes[1]:,} bytes")
    values["__PYODIDE_LOCK__"] = json.dumps(lock_contents(ROOT / "node_modules" / "pyodide" / LOCK_FILE))
    runtime = out / "vendor" / "pyodide" / values["__PYODIDE_VERSION__"]
    values["__STDLIB__"] = figures.stdlib_name
    sizes = {name: (runtime / name).stat().st_size for name in (*BOOT_FILES, figures.stdlib_name)}
    sizes["app.zip"] = (out / ARCHIVE).stat().st_size
    values["__BOOT_SIZES__"] = json.dumps(sizes, sort_keys=True)


def body(html: str) -> str:
    return html.split("<body>", 1)[1].rsplit("</body>", 1)[0].strip("\n")


def embed_page(game: str, poster: str) -> str:
    """embed.html: the game page ``game`` (index.html) with the poster's title, description and body
    in front of the game's. ui/early.js keeps the game asleep (no worker) and ui/embed.js shows the
    poster unless the address has ``play=1``; then embed.js imports ui/page.js. No preload: the poster
    fetches nothing of the runtime (Play's hover prefetches it)."""
    head = poster.split("</head>", 1)[0]
    lines = [line for line in game.splitlines()
             if 'rel="preload"' not in line and 'rel="modulepreload"' not in line and "ui/pwa.js" not in line]
    page = "\n".join(lines) + "\n"
    for tag in ("title", 'meta name="description"'):
        poster_line = re.search(rf"<{tag}[^\n]*", head)
        game_line = re.search(rf"<{tag}[^\n]*", page)
        assert poster_line and game_line, f"a page has no {tag}"
        page = page.replace(game_line.group(), poster_line.group(), 1)
    page = page.replace('<html lang="en">', '<html lang="en" data-page="embed">', 1)
    page = page.replace('<script type="module" src="./ui/page.js"></script>',
                        '<link rel="stylesheet" href="./ui/embed.css">\n'
                        '  <script type="module" src="./ui/embed.js"></script>', 1)
    return page.replace("<body>\n", "<body>\n" + body(poster) + "\n", 1)


def copy_app(out: Path, values: dict[str, str]) -> None:
    for name in PAGE_FILES:
        (out / name).write_text(fill((ROOT / name).read_text(), values))
    (out / GUEST_PAGE).write_text(fill(guest_page((ROOT / "index.html").read_text()), values))
    (out / EMBED).write_text(embed_page((out / "index.html").read_text(), fill((ROOT / EMBED).read_text(), values)))
    for pattern in UI_ASSETS:
        for path in sorted((ROOT / "ui").rglob(pattern)):
            target = out / path.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            if path.suffix == ".js":
                target.write_text(fill(path.read_text(), values))
            else:
                shutil.copy2(path, target)


# Steps run on the finished site, in order; the service worker comes last as it lists every file.
POST_BUILD: list[Callable[[Path, dict[str, str]], object]] = [write_icons, write_service_worker]


def build(out: Path) -> None:
    """Write the whole site into ``out`` (replacing it)."""
    values = versions()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    copy_runtime(out, values)
    copy_npm_files(out)
    bundle_signalling(out)
    add_archive(out, values)
    copy_app(out, values)
    for step in POST_BUILD:
        step(out, values)


def main() -> None:
    parser = argparse.ArgumentParser(description="Build the static site.")
    parser.add_argument("--out", default=str(ROOT / "dist"))
    args = parser.parse_args()
    out = Path(args.out)
    build(out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"build: site written to {out} ({size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
