// The game worker: boots Pyodide off the main thread the moment the page opens, unpacks our Python
// (one archive), and relays the page's messages to app.worker_api. The page and this worker talk by
// postMessage only (no SharedArrayBuffer, no cross-origin isolation, no storage needed).
//
// Warm starts: once a fresh boot has given the player a table, the page starts a second instance of this
// worker with ?mode=snapshot, which boots, imports all our Python and stores a memory snapshot of the
// interpreter in Cache Storage under a key made of the runtime version and our code's hash, then ends;
// the next boot restores it instead of starting Python again. So the first visit waits for none of it.
// Pyodide 314.0.7's snapshot API is private (_makeSnapshot, makeMemorySnapshot, _loadSnapshot): the
// version is pinned, and any doubt (no Cache Storage, no entry, a rejected or broken snapshot) means a
// normal boot.
//
// To the page: {type: "progress", step, loaded, total}   while booting: the step under way (below) and
//                                                         the bytes downloaded so far (real, counted here);
//              {type: "ready", boot: "fresh" | "snapshot"} once Python accepts messages;
//              whatever app.worker_api.WorkerApi.handle answers ({type: "table" | "saved" | "error"});
//              {type: "error", message, report}           when the boot or a handler fails;
//              {type: "done"}                             after the replies to each message (the page's
//                                                         watchdog, ui/watchdog.js, times the silence).
const RUNTIME = new URL("../vendor/pyodide/__PYODIDE_VERSION__/", import.meta.url).href;
const ARCHIVE = new URL("../py/app.zip", import.meta.url).href;
// The standard library, trimmed to what the game imports; named after its content (tools/stdlib.py).
const STDLIB = RUNTIME + "__STDLIB__";
const SIZES = __BOOT_SIZES__; // raw bytes of each file the boot downloads (written by tools/build.py)
// The runtime's lock file (JSON text), cut to its ``info`` (the game loads no package): one request and
// 119 KB fewer.
const LOCK = __PYODIDE_LOCK__;
const APP_DIR = "/app";
// ?mode=snapshot: this worker only makes the warm start's snapshot (below); nobody waits for it.
// ?mode=light: the lighter start after a failed boot (ui/page.js): a fresh Python, the snapshot left
// unread (restoring one holds its bytes beside a memory as large as the snapshot).
const MODE = new URL(self.location.href).searchParams.get("mode");
const SNAPSHOT_MODE = MODE === "snapshot";
const LIGHT_MODE = MODE === "light";
// Not the service worker's "dealbid-" prefix: its clean-up on a new deploy must leave this cache alone.
const SNAPSHOT_CACHE = "deal-and-bid-snapshots";
const SNAPSHOT_KEY = new URL("../py/snapshot-__PYODIDE_VERSION__-__APP_HASH__", import.meta.url).href;
const STORAGE_TIMEOUT_MS = 1500;         // the game's own boot never waits longer for storage
const HELPER_STORAGE_TIMEOUT_MS = 20000; // the snapshot helper has no one waiting for it
const UNPACK_LATER_MS = 1500;            // a warm boot's file unpacking, after the first table

/** @typedef {typeof import("pyodide")} Runtime the runtime's module: the npm package pyodide, vendored */
/**
 * What handles one message from the page: the replies to post back, in order (plain JSON data).
 * @typedef {(message: unknown) => unknown[]} Handler
 */

const expected = Object.values(SIZES).reduce((a, b) => a + b, 0);
let loaded = 0;
// The boot's steps, in order: "download" until every byte is in, "compile" until the wasm is compiled
// and instantiated (it compiles while it downloads), "start" (a fresh Python) or "restore" (from the
// snapshot) until loadPyodide returns, "load" while our code is unpacked and imported. The page times
// each step and moves its bar every few hundred ms (ui/boot.js): this worker is busy for seconds at a
// time inside Python's start and could not.
/** @type {import("../types/model").BootStep} */
let step = "download";
let compiled = false;
/** @type {"start" | "restore"} */
let starting = "start";

/** @param {import("../types/model").BootStep} [nextStep] */
function progress(nextStep) {
  if (nextStep) step = nextStep;
  else if (step === "download" && loaded >= expected) step = compiled ? starting : "compile";
  self.postMessage({ type: "progress", step, loaded: Math.min(loaded, expected), total: expected });
}

// The end of the compile step: Pyodide compiles its wasm with WebAssembly.instantiateStreaming.
const nativeInstantiateStreaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
WebAssembly.instantiateStreaming = async (
  /** @type {Response | PromiseLike<Response>} */ source, /** @type {WebAssembly.Imports | undefined} */ imports) => {
  const result = await nativeInstantiateStreaming(source, imports);
  compiled = true;
  // Python starts as soon as the wasm is compiled, even while a last download (the stdlib, the script
  // whose bytes count once imported) is still arriving.
  if (step === "compile" || step === "download") progress(starting);
  return result;
};

// Count the bytes of every download (Pyodide fetches its wasm, stdlib and lock file with fetch):
// the response is handed on as a stream, so nothing waits for the count.
const nativeFetch = self.fetch.bind(self);
// The runtime's two big files are asked for first thing, before its scripts are even imported (they are
// most of the download), and loadPyodide, which fetches the same URLs, is handed these responses. This
// replaces the page's <link rel="preload">: a worker's fetches never use a page's preloads, so those
// were fetched twice at worst and always warned "preloaded but not used".
/** @type {Map<string, Promise<Response>>} */
const early = new Map(SNAPSHOT_MODE ? [] : [RUNTIME + "pyodide.asm.wasm", STDLIB]
  .map((url) => [url, nativeFetch(url)]));
let lastReport = 0;
self.fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const started = early.get(url);
  early.delete(url);
  const response = await (started || nativeFetch(input, init));
  if (!response.body) return response;
  const counter = new TransformStream({
    transform(chunk, controller) {
      loaded += chunk.byteLength;
      const now = Date.now();
      if (now - lastReport > 50 || loaded >= expected) { lastReport = now; progress(); }
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), {
    status: response.status, statusText: response.statusText, headers: response.headers,
  });
};

/**
 * The whole failure, for the "Copy report" button of the page's crash panel.
 * @param {Error} error what was thrown (a PythonError, a failed download, ...)
 */
function report(error) {
  const text = error && (error.stack || error.message) ? (error.stack || error.message) : String(error);
  return `${text}\n\nruntime: pyodide __PYODIDE_VERSION__, app __APP_HASH__\n`
    + `agent: ${self.navigator.userAgent}`;
}

/**
 * @param {Error} error
 * @param {string} [message]
 */
function fail(error, message = "Something went wrong in the game engine.") {
  self.postMessage({ type: "error", message, report: report(error) });
}

/**
 * What the player is told when the boot fails: plainly, with what to try.
 * @param {Error} error
 */
function bootFailure(error) {
  const text = String(error && (error.message || error));
  if (/could not allocate|out of memory|allocation failed/i.test(text)) {
    return "This device refused the memory the game engine needs (about 100 MB). Close other tabs or apps "
      + "and reload, or play on a device with more memory.";
  }
  return "The game engine could not start.";
}

/**
 * ``promise``, or a rejection after ``ms``.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
function withTimeout(promise, ms) {
  return Promise.race([promise, /** @type {Promise<never>} */ (
    new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), ms)))]);
}

/**
 * The snapshot cache, or null where Cache Storage is missing, blocked or too slow to answer.
 * @returns {Promise<Cache | null>}
 */
async function snapshotCache(timeout = STORAGE_TIMEOUT_MS) {
  try {
    return await withTimeout(caches.open(SNAPSHOT_CACHE), timeout);
  } catch {
    return null;
  }
}

/**
 * The stored snapshot's response (its bytes are read while Pyodide loads), or null.
 * @param {Cache | null} cache
 */
async function cachedSnapshot(cache) {
  try {
    return (cache && await withTimeout(cache.match(SNAPSHOT_KEY), STORAGE_TIMEOUT_MS)) || null;
  } catch {
    return null;
  }
}

// Everything the game may import, imported before the snapshot so a warm start has it all in memory.
const IMPORT_ALL = `
import importlib, pkgutil, sys
sys.path.insert(0, ${JSON.stringify(APP_DIR)})
import app, game
for package in (app, game):
    for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        try:
            importlib.import_module(module.name)
        except ImportError:
            pass  # a module the page never imports (it needs a dev tool left out of the archive)
`;
// One JSON string each way: the reply crosses postMessage as plain data, no proxies to free.
const START_API = `
import json
from app import release
from app.worker_api import WorkerApi
release.RUNNING = "__APP_HASH__"
_api = WorkerApi()
def handle_json(text):
    return json.dumps(_api.handle(json.loads(text)))
`;

/**
 * Start Python (from the snapshot when there is a good one) with our code: ``warm`` says which, and
 * ``handle`` answers the page's messages.
 * @returns {Promise<{ warm: boolean, handle: Handler }>}
 */
async function boot() {
  progress();
  // Three things at once: the snapshot's bytes, the runtime's big script (loadPyodide imports the same
  // module later and finds it loaded) and its small loader.
  const stored = LIGHT_MODE ? Promise.resolve(null) : snapshotCache().then(cachedSnapshot);
  const bytes = stored.then((hit) => hit && hit.arrayBuffer());
  // Its bytes are counted once it is in (an import is no fetch); a failure shows where loadPyodide imports it.
  import(RUNTIME + "pyodide.asm.mjs").then(() => { loaded += SIZES["pyodide.asm.mjs"]; progress(); }, () => {});
  const { loadPyodide } = /** @type {Runtime} */ (await import(RUNTIME + "pyodide.mjs"));
  const archive = fetch(ARCHIVE).then((r) => {
    if (!r.ok) throw new Error(`${ARCHIVE} answered ${r.status}`);
    return r.arrayBuffer();
  });
  const snapshot = await stored;  // known at once; the bytes may still be arriving
  if (snapshot) starting = "restore";
  const options = {
    indexURL: RUNTIME, stdLibURL: STDLIB, packages: [], checkAPIVersion: true, lockFileContents: LOCK,
  };
  let pyodide = null;
  if (snapshot) {
    try {
      // There is a snapshot, so ``bytes`` are its bytes; awaited inside, when needed.
      pyodide = await loadPyodide({ ...options, _loadSnapshot: /** @type {Promise<ArrayBuffer>} */ (bytes) });
      pyodide.runPython("import app.worker_api");  // proves the restored interpreter is whole
    } catch {
      pyodide = null;
      starting = "start";
      if (step === "restore") progress("start");
      snapshotCache().then((cache) => cache && cache.delete(SNAPSHOT_KEY)).catch(() => {});
    }
  }
  const warm = pyodide !== null;
  if (pyodide === null) pyodide = await loadPyodide(options);
  progress("load");
  // Files are not part of a snapshot: the archive is unpacked on every boot. A restored interpreter
  // already has every module imported, so there it waits until the first table is out (the files
  // then only serve tracebacks' source lines); it takes ~0.1 s, which would delay the first table.
  const unpack = async () => pyodide.unpackArchive(await archive, "zip", { extractDir: APP_DIR });
  if (warm) setTimeout(() => unpack().catch((error) => console.warn("app files not unpacked:", error)), UNPACK_LATER_MS);
  else await unpack();
  if (!warm) pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(APP_DIR)})`);
  pyodide.runPython(START_API);
  const handleJson = pyodide.globals.get("handle_json");
  return { warm, handle: (message) => JSON.parse(handleJson(JSON.stringify(message))) };
}

/** ?mode=snapshot: boot with snapshots on, import everything, store the snapshot, report its size. */
async function makeSnapshot() {
  const cache = await snapshotCache(HELPER_STORAGE_TIMEOUT_MS);
  if (!cache || await cachedSnapshot(cache)) return 0;
  const { loadPyodide } = /** @type {Runtime} */ (await import(RUNTIME + "pyodide.mjs"));
  const archive = await (await fetch(ARCHIVE)).arrayBuffer();
  const pyodide = await loadPyodide({ indexURL: RUNTIME, stdLibURL: STDLIB, packages: [], lockFileContents: LOCK,
    _makeSnapshot: true });
  pyodide.unpackArchive(archive, "zip", { extractDir: APP_DIR });
  pyodide.runPython(IMPORT_ALL);
  const bytes = pyodide.makeMemorySnapshot();
  // Its buffer is an ArrayBuffer: without cross-origin isolation there is no shared memory.
  await cache.put(SNAPSHOT_KEY, new Response(/** @type {Uint8Array<ArrayBuffer>} */ (bytes),
    { headers: { "Content-Type": "application/octet-stream" } }));
  return bytes.byteLength;
}

/** @type {unknown[]} */
const pending = [];    // the page's messages that came before Python was up
/** @type {Handler | null} */
let handle = null;

/**
 * Answer one message (once booted: ``handle`` is set).
 * @param {unknown} message
 */
function dispatch(message) {
  /** @type {unknown[]} */
  let replies = [];
  try {
    replies = /** @type {Handler} */ (handle)(message);
  } catch (error) {
    fail(/** @type {Error} */ (error));
  }
  for (const reply of replies) self.postMessage(reply);
  self.postMessage({ type: "done" });
}

if (SNAPSHOT_MODE) {
  // Any failure just means no warm start next time.
  makeSnapshot().then((bytes) => self.postMessage({ type: "snapshot", bytes }),
    (error) => self.postMessage({ type: "snapshot", bytes: 0, error: String(error && error.message) }));
} else {
  self.addEventListener("message", (/** @type {MessageEvent} */ event) => {
    if (handle) dispatch(event.data);
    else pending.push(event.data);
  });
  boot().then(({ warm, handle: handler }) => {
    handle = handler;
    self.postMessage({ type: "ready", boot: warm ? "snapshot" : "fresh" });
    while (pending.length) dispatch(pending.shift());
  }, (error) => fail(error, bootFailure(error)));
}
