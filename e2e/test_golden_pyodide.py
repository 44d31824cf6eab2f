"""The golden replays of tests/golden/ inside Pyodide, in real Chromium: the self-hosted runtime (its
standard library trimmed and compiled as the site ships it, tools/stdlib.py) replays every recorded game
to the same final-state digest as CPython (tests/core/test_golden.py), so a seed plus an action list is
the same game in both Pythons."""
import json

from browser.harness import ROOT
from tools.stdlib import LOCK_FILE, lock_contents, shipped_stdlib

PAGE = "__golden__.html"
ENGINE_DIRS = ("game", "game/core", "game/deal", "game/bid")
REPLAY_ALL = """
import json
from game import engine
from game.core.replay import digest, replay

out = {}
for name, text in GOLDEN.items():
    data = json.loads(text)
    eng = engine(data["game"])
    final = replay(eng, data["players"], data["seed"], data["variants"], data["actions"])
    out[name] = digest(eng, final)
json.dumps(out)
"""


def _pyodide_url(site_url: str) -> str:
    version = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"]
    return f"{site_url}vendor/pyodide/{version}/"


def test_golden_replays_match_under_pyodide(page, site_url, site_dir):
    # A bare page of the site's origin with no Python of its own, so only Pyodide runs here.
    page.route(site_url + PAGE, lambda route: route.fulfill(
        status=200, content_type="text/html", body="<!doctype html><title>golden replays</title>"))
    page.goto(site_url + PAGE)
    sources = {str(path.relative_to(ROOT)): path.read_text()
               for folder in ENGINE_DIRS for path in sorted((ROOT / folder).glob("*.py"))}
    goldens = {p.name: p.read_text() for p in sorted((ROOT / "tests" / "golden").glob("*.json"))}
    digests = json.loads(page.evaluate(
        """async ([indexURL, stdlib, lockFileContents, sources, goldens, code]) => {
            const { loadPyodide } = await import(indexURL + "pyodide.mjs");
            const py = await loadPyodide({ indexURL, stdLibURL: indexURL + stdlib, lockFileContents });
            for (const [path, text] of Object.entries(sources)) {
                py.FS.mkdirTree(path.split("/").slice(0, -1).join("/"));
                py.FS.writeFile(path, text);
            }
            py.globals.set("GOLDEN", py.toPy(goldens));
            return py.runPython(code);
        }""", [_pyodide_url(site_url), shipped_stdlib(next((site_dir / "vendor" / "pyodide").iterdir())),
               lock_contents(ROOT / "node_modules" / "pyodide" / LOCK_FILE), sources, goldens, REPLAY_ALL]))
    expected = {name: json.loads(text)["digest"] for name, text in goldens.items()}
    assert len(expected) >= 6 and digests == expected
