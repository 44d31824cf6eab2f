// The game worker: boots Pyodide off the main thread the moment the page opens, unpacks our Python
// (one archive), and relays the page's messages to app.worker_api. The page and this worker talk by
// postMessage only (no SharedArrayBuffer, no cross-origin isolation, no storage needed).
//
// To the page: {type: "progress", stage, loaded, total}  while booting (bytes are real, counted here);
//              {type: "ready"}                            once Python accepts messages;
//              whatever app.worker_api.WorkerApi.handle answers ({type: "table" | "saved" | "error"});
//              {type: "error", message, report}           when the boot or a handler fails.
const RUNTIME = new URL("../vendor/pyodide/__PYODIDE_VERSION__/", import.meta.url).href;
const ARCHIVE = new URL("../py/app.zip", import.meta.url).href;
const SIZES = __BOOT_SIZES__; // raw bytes of each file the boot downloads (written by tools/build.py)
const APP_DIR = "/app";

const expected = Object.values(SIZES).reduce((a, b) => a + b, 0);
let loaded = 0;
let stage = "Downloading the game engine";

function progress(nextStage) {
  if (nextStage) stage = nextStage;
  self.postMessage({ type: "progress", stage, loaded: Math.min(loaded, expected), total: expected });
}

// Count the bytes of every download (Pyodide fetches its wasm, stdlib and lock file with fetch):
// the response is handed on as a stream, so nothing waits for the count.
const nativeFetch = self.fetch.bind(self);
let lastReport = 0;
self.fetch = async (input, init) => {
  const response = await nativeFetch(input, init);
  if (!response.body) return response;
  const counter = new TransformStream({
    transform(chunk, controller) {
      loaded += chunk.byteLength;
      const now = Date.now();
      if (now - lastReport > 50) { lastReport = now; progress(); }
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), {
    status: response.status, statusText: response.statusText, headers: response.headers,
  });
};

/** The whole failure, for the "Copy report" button of the page's crash panel. */
function report(error) {
  const text = error && (error.stack || error.message) ? (error.stack || error.message) : String(error);
  return `${text}\n\nruntime: pyodide __PYODIDE_VERSION__, app __APP_HASH__\n`
    + `agent: ${self.navigator.userAgent}`;
}

function fail(error, message = "Something went wrong in the game engine.") {
  self.postMessage({ type: "error", message, report: report(error) });
}

async function boot() {
  progress();
  const { loadPyodide } = await import(RUNTIME + "pyodide.mjs");
  const archive = fetch(ARCHIVE).then((r) => {
    if (!r.ok) throw new Error(`${ARCHIVE} answered ${r.status}`);
    return r.arrayBuffer();
  });
  const pyodide = await loadPyodide({ indexURL: RUNTIME, packages: [], checkAPIVersion: true });
  progress("Starting Python");
  pyodide.unpackArchive(await archive, "zip", { extractDir: APP_DIR });
  progress("Loading the game");
  // One JSON string each way: the reply crosses postMessage as plain data, no proxies to free.
  pyodide.runPython(`
import json, sys
sys.path.insert(0, ${JSON.stringify(APP_DIR)})
from app.worker_api import WorkerApi
_api = WorkerApi()
def handle_json(text):
    return json.dumps(_api.handle(json.loads(text)))
`);
  const handleJson = pyodide.globals.get("handle_json");
  return (message) => JSON.parse(handleJson(JSON.stringify(message)));
}

const pending = [];
let handle = null;

function dispatch(message) {
  let replies;
  try {
    replies = handle(message);
  } catch (error) {
    return fail(error);
  }
  for (const reply of replies) self.postMessage(reply);
}

self.addEventListener("message", (event) => {
  if (handle) dispatch(event.data);
  else pending.push(event.data);
});

boot().then((handler) => {
  handle = handler;
  self.postMessage({ type: "ready" });
  while (pending.length) dispatch(pending.shift());
}, (error) => fail(error, "The game engine could not start."));
