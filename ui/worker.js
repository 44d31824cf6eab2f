// The game worker: boots Pyodide off the main thread the moment the page opens, puts our Python (one
// archive of bytecode, imported from the archive itself) on its path, and relays the page's messages to
// app.worker_api. The page and this worker talk by postMessage only (no SharedArrayBuffer, no
// cross-origin isolation, no storage needed).
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
const WASM = RUNTIME + "pyodide.asm.wasm";
const SIZES = __BOOT_SIZES__; // raw bytes of each file the boot downloads (written by tools/build.py)
// The runtime's lock file (JSON text), cut to its ``info`` (the game loads no package): one request and
// 119 KB fewer.
const LOCK = __PYODIDE_LOCK__;
// Our archive in Pyodide's file system, on sys.path as it is: Python's zipimport reads the bytecode from
// it (writing the file takes a few ms; unpacking its ~100 files took 18-328 ms under load, README).
const APP_ZIP = "/app.zip";
// ?mode=snapshot: this worker only makes the warm start's snapshot (below); nobody waits for it.
// ?mode=light: the lighter start after a failed boot (ui/page.js): a fresh Python, the snapshot left
// unread (restoring one holds its bytes beside a memory as large as the snapshot).
const MODE = new URL(self.location.href).searchParams.get("mode");
const SNAPSHOT_MODE = MODE === "snapshot";
const LIGHT_MODE = MODE === "light";
// Not the service worker's "dealbid-" prefix: its clean-up on a new deploy must leave this cache alone.
const SNAPSHOT_CACHE = "deal-and-bid-snapshots";
// The key names what a snapshot expects of the boot: the runtime, our code, where our code lives and
// how the snapshot is stored (the "zip-pages" part: our archive on sys.path, the heap's pages that are
// not all zeros; a snapshot of an earlier boot, stored whole with our code unpacked, is never restored).
const SNAPSHOT_KEY = new URL("../py/snapshot-__PYODIDE_VERSION__-__APP_HASH__-zip-pages", import.meta.url).href;
const PAGE = 65536;   // a wasm memory page: the unit a stored snapshot keeps or leaves out
const STORAGE_TIMEOUT_MS = 1500;         // the game's own boot never waits longer for storage
const HELPER_STORAGE_TIMEOUT_MS = 20000; // the snapshot helper has no one waiting for it

/** @typedef {typeof import("pyodide")} Runtime the runtime's module: the npm package pyodide, vendored */
/**
 * What handles one message from the page: the replies to post back, in order (plain JSON data).
 * @typedef {(message: unknown) => unknown[]} Handler
 */

const expected = Object.values(SIZES).reduce((a, b) => a + b, 0);
let loaded = 0;
// The boot's steps, in order: "download" until every byte is in, "compile" until the wasm is compiled
// and instantiated (it compiles while it downloads), "start" (a fresh Python) or "restore" (from the
// snapshot) until loadPyodide returns, "load" while our code is put on its path and imported. The page
// times each step and moves its bar every few hundred ms (ui/boot.js): this worker is busy for seconds
// at a time inside Python's start and could not.
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

let lastReport = 0;   // when the page was last told of the bytes

/**
 * ``response`` itself (a wasm keeps its URL, so Chromium's code cache may serve its compiled code), its
 * bytes counted from a copy of its body as they arrive: nothing waits for the count.
 * @param {Response} response
 */
function counted(response) {
  if (!response.body) return response;
  const reader = /** @type {ReadableStream<Uint8Array>} */ (response.clone().body).getReader();
  (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      loaded += chunk.value.byteLength;
      const now = Date.now();
      if (now - lastReport > 50 || loaded >= expected) { lastReport = now; progress(); }
    }
  })().catch(() => {});   // a failed download fails where its reader (Pyodide) sees it
  return response;
}

const nativeFetch = self.fetch.bind(self);
// The runtime's two big files are asked for first thing, before its scripts are even imported (they are
// most of the download), and the wasm compiles as its bytes arrive (also while, on a warm start, the
// snapshot is read): loadPyodide's own request for it gets an empty answer and its
// instantiateStreaming this compiled module. The stdlib's early response is handed to loadPyodide's
// fetch of it. This replaces the page's <link rel="preload">: a worker's fetches never use a page's
// preloads, so those were fetched twice at worst and always warned "preloaded but not used".
const compiledWasm = SNAPSHOT_MODE ? null : WebAssembly.compileStreaming(nativeFetch(WASM).then(counted));
compiledWasm?.catch(() => {});   // a failure is reported where loadPyodide instantiates the wasm
/** @type {Map<string, Promise<Response>>} */
const early = new Map(SNAPSHOT_MODE ? [] : [[STDLIB, nativeFetch(STDLIB)]]);

// The end of the compile step: Pyodide instantiates its wasm with WebAssembly.instantiateStreaming.
const nativeInstantiateStreaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
WebAssembly.instantiateStreaming = async (
  /** @type {Response | PromiseLike<Response>} */ source, /** @type {WebAssembly.Imports | undefined} */ imports) => {
  const module = compiledWasm && await compiledWasm;
  const result = module ? { module, instance: await WebAssembly.instantiate(module, imports) }
    : await nativeInstantiateStreaming(source, imports);
  compiled = true;
  // Python starts as soon as the wasm is compiled, even while a last download (the stdlib, the script
  // whose bytes count once imported) is still arriving.
  if (step === "compile" || step === "download") progress(starting);
  return result;
};

// Count the bytes of every download (Pyodide fetches its stdlib with fetch; our archive too).
self.fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url === WASM && compiledWasm) return new Response(null);   // compiled already (above)
  const started = early.get(url);
  early.delete(url);
  return counted(await (started || nativeFetch(input, init)));
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
sys.path.insert(0, ${JSON.stringify(APP_ZIP)})
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
 * The snapshot as stored: its length and the indices of its pages that hold anything (two 32-bit words
 * each), then those pages. About half of the 31.5 MB heap is pages of zeros, never written.
 * @param {Uint8Array} heap what makeMemorySnapshot gave
 * @returns {Uint8Array<ArrayBuffer>}
 */
function packSnapshot(heap) {
  /** @type {number[]} */
  const kept = [];
  for (let start = 0; start < heap.length; start += PAGE) {
    const end = Math.min(start + PAGE, heap.length);
    for (let i = start; i < end; i++) {
      if (heap[i]) { kept.push(start / PAGE); break; }
    }
  }
  const header = new Uint32Array([heap.length, kept.length, ...kept]);
  const pages = kept.map((page) => heap.subarray(page * PAGE, Math.min((page + 1) * PAGE, heap.length)));
  const packed = new Uint8Array(header.byteLength + pages.reduce((sum, page) => sum + page.length, 0));
  packed.set(new Uint8Array(header.buffer));
  let at = header.byteLength;
  for (const page of pages) {
    packed.set(page, at);
    at += page.length;
  }
  return packed;
}

/**
 * The heap ``packSnapshot`` stored, whole again (its left-out pages zeros); throws on anything else.
 * @param {ArrayBuffer} stored
 */
function unpackSnapshot(stored) {
  const [length, count] = stored.byteLength >= 8 ? new Uint32Array(stored, 0, 2) : [0, 0];
  let at = 4 * (2 + count);
  if (!length || at > stored.byteLength) throw new Error("not a stored snapshot");
  const heap = new Uint8Array(length);
  for (const page of new Uint32Array(stored, 8, count)) {
    const size = Math.min(PAGE, length - page * PAGE);
    if (size <= 0 || at + size > stored.byteLength) throw new Error("not a stored snapshot");
    heap.set(new Uint8Array(stored, at, size), page * PAGE);
    at += size;
  }
  if (at !== stored.byteLength) throw new Error("not a stored snapshot");
  return heap;
}

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
  const bytes = stored.then(async (hit) => hit && unpackSnapshot(await hit.arrayBuffer()));
  bytes.catch(() => {});   // a bad snapshot: loadPyodide, which awaits it, fails, and the boot starts afresh
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
      pyodide = await loadPyodide({ ...options, _loadSnapshot: /** @type {Promise<Uint8Array>} */ (bytes) });
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
  // Files are not part of a snapshot: the archive is written on every boot. A restored interpreter has
  // every module imported already and the archive on its path, so it does not wait for it (a module
  // imported later, or a traceback, reads it there once it is in).
  const write = async () => pyodide.FS.writeFile(APP_ZIP, new Uint8Array(await archive));
  if (warm) write().catch((error) => console.warn("app archive not written:", error));
  else {
    await write();
    pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(APP_ZIP)})`);
  }
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
  pyodide.FS.writeFile(APP_ZIP, new Uint8Array(archive));
  pyodide.runPython(IMPORT_ALL);
  const bytes = packSnapshot(pyodide.makeMemorySnapshot());
  // One snapshot is kept: those of earlier versions (31.5 MB each) go.
  for (const request of await cache.keys()) if (request.url !== SNAPSHOT_KEY) await cache.delete(request);
  // Its buffer is an ArrayBuffer: without cross-origin isolation there is no shared memory.
  await cache.put(SNAPSHOT_KEY, new Response(bytes,
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
