"""The Python the game ships, trimmed and compiled at build time by the pinned Pyodide itself (under Node):

- ``python_stdlib.zip``: only the standard-library modules the game can import, as bytecode. The kept
  set is every module Pyodide's own start, the worker's boot and the game's flows (``FLOWS``: whole
  bot games of every game, a save, its reload, the saved-games list, statistics, the start of every
  lesson, a replay, a forced crash's report) put in ``sys.modules``, plus every module a kept module names in an
  ``import`` at module level (what importing it runs), and every module our own code names in an
  ``import`` anywhere (inside functions too): a static closure, so a path of ours the flows did not take
  still finds what it may import. The 3.14 source is parsed by Pyodide's Python, not the build's. It is
  compiled as ``python -OO`` would (no docstrings, no asserts) and without column positions.
- ``py/app.zip``: our code (``app/``, ``game/``) as bytecode only, docstrings and asserts kept, so a cold
  start compiles nothing (a traceback names file, line and function; its source line is left out: the
  release hash in the crash report finds it).

Bytecode is PEP 552's unchecked hash-based ``.pyc`` (never compared with a source or its time), made by
Pyodide's ``compile`` and ``importlib``'s writer: the interpreter that runs it, so its magic number is
right. The proof that nothing else is imported: the flows run twice under Node, on the full standard
library and on the trimmed one (with our bytecode), recording every module imported and every import
that no finder could satisfy; the two records must be equal, else the build stops (``StdlibError``), as
it does when our code imports a module Pyodide does not have.

    python tools/stdlib.py [--site dist]    # what tools/build.py does (in add_archive): trim, compile, prove
"""
import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RUNTIME = ROOT / "node_modules" / "pyodide"
STDLIB = "python_stdlib.zip"
LOCK_FILE = "pyodide-lock.json"
ARCHIVE = "py/app.zip"
# Where the worker puts our archive in Pyodide's file system and on sys.path (ui/worker.js: APP_ZIP).
APP_ZIP = "/app.zip"

# Node: load the vendored runtime (``stdlib`` may name a trimmed copy), mount ``work`` at /work, write
# ``archive`` to /app.zip as the worker does (our code is imported from it by zipimport), run the
# Python file ``script`` and print what it returns (a JSON text).
NODE = """
import { loadPyodide } from "%(runtime)s/pyodide.mjs";
import { readFileSync } from "node:fs";
const [stdlib, archive, work, script, lock] = %(args)s;
// Without column positions in the bytecode (5 %% smaller; a traceback still names its lines).
const env = { PYTHONNODEBUGRANGES: "1" };
const py = await loadPyodide({ indexURL: "%(runtime)s/", packages: [], lockFileContents: lock, env,
                               ...(stdlib ? { stdLibURL: stdlib } : {}) });
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: work }, "/work");
py.FS.writeFile("%(app_zip)s", new Uint8Array(readFileSync(archive)));
console.log(py.runPython(readFileSync(script, "utf8")));
"""

# Python under Pyodide: record every import from here on (a miss: a name no finder found), then the
# worker's own boot (ui/worker.js: every module of ours, the page's API) and the game's flows.
FLOWS = """
import importlib, json, pkgutil, sys

misses = set()


class Recorder:
    \"\"\"Last on sys.meta_path: sees only the imports every other finder refused.\"\"\"
    @staticmethod
    def find_spec(name, path=None, target=None):
        misses.add(name)


sys.meta_path.append(Recorder)
sys.path.insert(0, "__APP_ZIP__")
import app, game
for package in (app, game):
    for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        try:
            importlib.import_module(module.name)
        except ImportError:
            pass
from app.worker_api import WorkerApi

failed = []


def send(api, message):
    replies = api.handle(message)
    failed.extend(r for r in replies if r.get("type") in ("error", "crash"))
    return replies


for name in game.names():
    api = WorkerApi(seed_source=lambda: 4, clock=lambda: 0)
    send(api, {"type": "start", "query": f"?game={name}&seats=ai-easy,ai-easy,ai-normal&seed=4&speed=instant"})
    for _ in range(3000):
        if api.session.over:
            break
        send(api, {"type": "ai_step"})
    saved = [r for r in send(api, {"type": "save"}) if r.get("type") == "saved"][0]["text"]
    send(api, {"type": "load", "text": saved, "origin": "import"})
    send(api, {"type": "list", "records": [{"key": "k", "text": saved}]})
    send(api, {"type": "stats", "text": None})
    send(api, {"type": "replay", "text": saved})
    send(api, {"type": "learn", "lesson": name})
crashing = WorkerApi()
send(crashing, {"type": "start", "query": "?game=deal&seats=human,ai-easy&seed=7&debug=crash"})
crash = crashing.handle({"type": "act", "key": "any"})   # a bug's path: the crash report's traceback
failed += [] if crash[0].get("report") else ["the forced crash gave no report"]
json.dumps({"modules": sorted(sys.modules), "misses": sorted(misses), "failed": [str(f)[:300] for f in failed]})
"""

# Python under Pyodide (full standard library), after tools/import_closure.py's text: the kept set (the
# modules the flows imported, in /work/roots.json, and the closure of those and of every module our code
# names), written as a zip of bytecode to /work/python_stdlib.zip (docstrings and asserts left out, as
# ``python -OO``); our code's bytecode (all of it kept) in /work/app.zip.
TRIM = """
import importlib.util, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc
from pathlib import Path

source_zip = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"
STAMP = (2020, 1, 1, 0, 0, 0)


def pyc(source, filename, optimize):
    code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), False))


stdlib = zipfile.ZipFile(source_zip)
files = {module_of(n): n for n in stdlib.namelist() if n.endswith(".py")}
with zipfile.ZipFile("__APP_ZIP__") as archive:
    ours = {rel: archive.read(rel) for rel in sorted(archive.namelist()) if rel.endswith(".py")}
named = set().union(*(imported(rel, source, everywhere=True) for rel, source in ours.items()))
unresolved = sorted({n.split(".")[0] for n in named} - set(files) - set(sys.builtin_module_names) - {"app", "game"})
kept = closure([*json.loads(Path("/work/roots.json").read_text()), *named], files, stdlib.read)
with zipfile.ZipFile("/work/python_stdlib.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for name in sorted(kept):
        path = files[name]
        out.writestr(zipfile.ZipInfo(path + "c", STAMP), pyc(stdlib.read(path), f"{source_zip}/{path}", 2),
                     zipfile.ZIP_DEFLATED)
with zipfile.ZipFile("/work/app.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for rel, source in ours.items():
        out.writestr(zipfile.ZipInfo(rel + "c", STAMP), pyc(source, f"/app.zip/{rel}", 0), zipfile.ZIP_DEFLATED)
json.dumps({"kept": sorted(kept), "unresolved": unresolved})
"""


class StdlibError(Exception):
    """The trimmed standard library or the compiled code would change what the game imports."""


def shipped_stdlib(runtime: Path) -> str:
    """The file name of the trimmed standard library in a built site's runtime folder ``runtime``."""
    names = [path.name for path in runtime.glob("python_stdlib-*.zip")]
    if len(names) != 1:
        raise StdlibError(f"{runtime} holds {len(names)} trimmed standard libraries, not one")
    return names[0]


def lock_contents(lock_file: Path) -> str:
    """The lock file the worker hands loadPyodide: the runtime's own ``info`` and no packages (the game
    loads none), instead of fetching the 119 KB list of every package Pyodide offers."""
    return json.dumps({"info": json.loads(lock_file.read_text())["info"], "packages": {}})


def run_python(script: str, archive: Path, work: Path, stdlib: Path | None = None) -> dict[str, Any]:
    """Run ``script`` (Python; ``__APP_ZIP__`` in it names the archive's path) in the vendored Pyodide
    under Node, ``archive`` written where the worker writes it; its JSON answer."""
    node = shutil.which("node")
    if node is None:
        raise StdlibError("node is needed to trim the standard library (make deps installs the npm side)")
    (work / "script.py").write_text(script.replace("__APP_ZIP__", APP_ZIP))
    args = [str(stdlib) if stdlib else "", str(archive), str(work), str(work / "script.py"),
            lock_contents(RUNTIME / LOCK_FILE)]
    js = NODE % {"runtime": RUNTIME.as_posix(), "args": json.dumps(args), "app_zip": APP_ZIP}
    done = subprocess.run([node, "--input-type=module", "-e", js], capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise StdlibError(f"Pyodide under Node failed:\n{done.stderr[-3000:]}")
    answer: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return answer


@dataclass(frozen=True)
class Trimmed:
    """What the trim kept, the trimmed library's file name in the runtime's folder, and the bytes
    (before, after) of the standard library and of our archive."""
    kept: list[str]
    stdlib_name: str
    stdlib_bytes: tuple[int, int]
    archive_bytes: tuple[int, int]


def trim(site: Path) -> Trimmed:
    """Replace ``site``'s standard library and archive with the trimmed, compiled ones, once proved to
    import the same. The library is named after its content (``python_stdlib-<hash>.zip``): vendor/ is
    cached as immutable for a year, so a file there must never change under the same name (a browser
    without the service worker would keep an older trim that may lack a module the new code imports)."""
    runtime = next((site / "vendor" / "pyodide").iterdir())
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        full = run_python(FLOWS, site / ARCHIVE, work)
        if full["failed"]:
            raise StdlibError(f"the game's flows failed under Pyodide: {full['failed']}")
        (work / "roots.json").write_text(json.dumps(full["modules"]))
        closure_code = (ROOT / "tools" / "import_closure.py").read_text()
        result = run_python(closure_code + TRIM, site / ARCHIVE, work)
        if result["unresolved"]:
            raise StdlibError(f"our code imports modules Pyodide does not have: {result['unresolved']}")
        trimmed = run_python(FLOWS, work / "app.zip", work, stdlib=work / STDLIB)
        for key in ("modules", "misses", "failed"):
            if trimmed[key] != full[key]:
                differ = sorted(set(trimmed[key]) ^ set(full[key]))
                raise StdlibError(f"the trimmed standard library changes the game's {key}: {differ}")
        before = (runtime / STDLIB).stat().st_size, (site / ARCHIVE).stat().st_size
        data = (work / STDLIB).read_bytes()
        name = f"python_stdlib-{hashlib.sha256(data).hexdigest()[:12]}.zip"
        (runtime / STDLIB).unlink()
        (runtime / name).write_bytes(data)
        shutil.copyfile(work / "app.zip", site / ARCHIVE)
    return Trimmed(kept=result["kept"], stdlib_name=name, stdlib_bytes=(before[0], len(data)),
                   archive_bytes=(before[1], (site / ARCHIVE).stat().st_size))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default=str(ROOT / "dist"))
    figures = trim(Path(parser.parse_args().site))
    print(f"stdlib: {len(figures.kept)} modules kept; {figures.stdlib_name} {figures.stdlib_bytes}, "
          f"app.zip {figures.archive_bytes} bytes (before, after)")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
