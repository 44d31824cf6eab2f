"""Hard's thinking in the browser: the same measurement as tools/bench_ai.py (decision time p50/p95 at
the default 1 s budget, search iterations per second, longest slice between yields), run by Pyodide in
a Web Worker of real Chromium, as the game runs it. Writes bench/hard-browser.json.

    python tools/bench_hard_browser.py [--decisions 10] [--players 3]
"""
import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import CHROMIUM_ARGS, chromium_path  # noqa: E402
from game import names  # noqa: E402
from tools.bench_browser import site_copy  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hard in a worker</title></head>
<body><script>
const worker = new Worker("./hard.js?" + location.search.slice(1), { type: "module" });
worker.onmessage = (event) => { window.result = event.data; };
</script></body></html>"""
WORKER = """import { loadPyodide } from "./vendor/pyodide/%(version)s/pyodide.mjs";
const args = new URLSearchParams(location.search);
try {
  const pyodide = await loadPyodide({ indexURL: "./vendor/pyodide/%(version)s/", packages: [] });
  pyodide.unpackArchive(await (await fetch("./py/app.zip")).arrayBuffer(), "zip", { extractDir: "/app" });
  pyodide.FS.mkdir("/app/lab");
  for (const file of %(files)s) {
    pyodide.FS.writeFile(`/app/${file}`, await (await fetch(`./${file}`)).text());
  }
  pyodide.runPython("import sys; sys.path.insert(0, '/app')");
  const out = {};
  const decisions = Number(args.get("decisions")), players = Number(args.get("players"));
  for (const game of %(games)s) {
    const call = `import bench_ai, json; json.dumps(bench_ai.bench("${game}", ${decisions}, None, ${players}))`;
    out[game] = JSON.parse(pyodide.runPython(call));
  }
  self.postMessage(out);
} catch (error) {
  self.postMessage({ error: String(error && (error.stack || error)) });
}
"""


def measure(decisions: int, players: int) -> dict[str, Any]:
    """Hard's figures per game, measured in a Pyodide worker in Chromium."""
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        site = site_copy(Path(tmp))
        version = next((site / "vendor" / "pyodide").iterdir()).name
        (site / "hard.html").write_text(PAGE)
        # bench_ai and the lab module it reads its positions from (the lab is not in the archive)
        files = {"bench_ai.py": ROOT / "tools" / "bench_ai.py", "lab/__init__.py": ROOT / "lab" / "__init__.py",
                 "lab/positions.py": ROOT / "lab" / "positions.py"}
        worker = WORKER % {"version": version, "files": json.dumps(list(files)), "games": json.dumps(names())}
        (site / "hard.js").write_text(worker)
        (site / "lab").mkdir()
        for name, source in files.items():
            (site / name).write_text(source.read_text())
        server = serve_in_thread(site)
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/hard.html?decisions={decisions}&players={players}")
            page.wait_for_function("() => window.result", timeout=(60 + 4 * decisions) * 1000)
            result: dict[str, Any] = page.evaluate("window.result")
        finally:
            browser.close()
            server.shutdown()
    if "error" in result:
        raise RuntimeError(result["error"])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=10)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    result = measure(args.decisions, args.players)
    out = ROOT / "bench" / "hard-browser.json"
    out.write_text(json.dumps({"decisions": args.decisions, "players": args.players, "games": result}, indent=1) + "\n")
    print(f"Pyodide in a Chromium worker, {args.players} players, {args.decisions} decisions each, 1 s budget")
    for game, r in result.items():
        print(f"{game:<5} p50 {r['p50'] * 1000:6.0f} ms  p95 {r['p95'] * 1000:6.0f} ms  {r['ips']:6.0f} iterations/s  "
              f"longest slice {r['slice_max'] * 1000:4.0f} ms")
    print(f"written to {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
