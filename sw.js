// Service worker: keeps the whole site in one versioned cache so the game plays offline after one visit.
// The build (tools/precache.py) replaces the placeholders below with a hash of the built files, the
// list of every file of the site and each file's SHA-256; a new deploy therefore ships a new sw.js, which
// the browser finds on the next visit and installs next to the old one (ui/pwa.js then offers "Reload").
// Each time this worker starts (activate, or its first fetch) every cached file is checked against its
// hash: a missing or altered one is fetched again (an altered one is never served meanwhile).
const VERSION = "__PRECACHE_VERSION__";
const PRECACHE = __PRECACHE_LIST__;
const HASHES = __PRECACHE_HASHES__;   // HASHES[i]: the SHA-256 (hex) of PRECACHE[i] as built
const PREFIX = "dealbid-";
const CACHE = PREFIX + VERSION;
const VENDOR = "/vendor/"; // versioned paths, immutable: reuse them from an older cache instead of refetching
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const scopeUrl = (/** @type {string} */ path) => new URL(path, sw.registration.scope).href;

/**
 * @param {Cache} cache
 * @param {string} url
 */
async function precacheOne(cache, url) {
  const vendor = new URL(url).pathname.includes(VENDOR);
  if (vendor) {
    const previous = await caches.match(url);
    if (previous) return cache.put(url, previous);
  }
  // The page has just loaded the runtime: the HTTP cache answers for vendor/ (immutable), so the first
  // visit downloads it once. Our own files are revalidated so the cache matches this version.
  const response = await fetch(url, { cache: vendor ? "default" : "no-cache" });
  if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
  return cache.put(url, response);
}

/** @param {Response} response */
async function sha256(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** @type {Map<string, string>} url -> the hash its cached copy must have */
const expected = new Map(PRECACHE.map((path, i) => [scopeUrl(path), HASHES[i]]));
/** @type {Map<string, Promise<void>>} url -> its check in this run of the worker */
const checks = new Map();

/**
 * Check the cached copy of ``url`` (a precached file) against its hash; a missing or altered copy is
 * dropped and fetched again (kept only if the network's copy has the hash). Once per run; a check
 * that could not finish (offline) is tried again on the next request.
 * @param {string} url
 * @param {string} hash
 */
function check(url, hash) {
  let done = checks.get(url);
  if (!done) {
    done = (async () => {
      const cache = await caches.open(CACHE);
      const cached = await cache.match(url);
      if (cached && await sha256(cached) === hash) return;
      if (cached) await cache.delete(url);
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok || await sha256(response) !== hash) throw new Error(`precache: ${url} is not this version's`);
      await cache.put(url, response);
    })().catch(() => { checks.delete(url); });
    checks.set(url, done);
  }
  return done;
}

/** Check every precached file (see ``check``). */
function checkAll() {
  return Promise.all([...expected].map(([url, hash]) => check(url, hash)));
}

let started = false;   // the first fetch of this run starts checking every file

sw.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(PRECACHE.map((path) => precacheOne(cache, scopeUrl(path))));
    // The very first install takes over at once; an update waits for the player's "Reload".
    if (!sw.registration.active) await sw.skipWaiting();
  })());
});

sw.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE)
      .map((name) => caches.delete(name)));
    started = true;
    await checkAll();
    await sw.clients.claim();
  })());
});

sw.addEventListener("message", (event) => {
  if (event.data && event.data.type === "dealbid:skip-waiting") sw.skipWaiting();
});

// Pages are looked up without their query (deep links such as ?game=deal&seats=... share one file).
/** @param {Request} request */
function cacheKey(request) {
  const url = new URL(request.url);
  if (request.mode !== "navigate") return request;
  if (url.href.startsWith(sw.registration.scope) && url.pathname.endsWith("/")) {
    return scopeUrl("index.html");
  }
  return url.origin + url.pathname;
}

// Everything of this version is served from the cache (one consistent version of page, Python and
// runtime); anything else goes to the network, falling back to the cache when offline.
/** @param {Request} request */
async function respond(request) {
  const key = cacheKey(request);
  const url = typeof key === "string" ? key : key.url;
  const hash = expected.get(url);
  if (hash !== undefined) await check(url, hash);     // never serve an altered copy
  const cache = await caches.open(CACHE);
  const cached = await cache.match(key, { ignoreSearch: request.mode === "navigate" });
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (error) {
    const fallback = await caches.match(request, { ignoreSearch: true });
    if (fallback) return fallback;
    throw error;
  }
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(sw.registration.scope)) return;
  if (!started) {
    started = true;
    event.waitUntil(checkAll());
  }
  event.respondWith(respond(request));
});
