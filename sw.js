// Service worker: keeps the whole site in one versioned cache so the game plays offline after one visit.
// The build (tools/precache.py) replaces the two placeholders below with a hash of the built files and
// the list of every file of the site; a new deploy therefore ships a new sw.js, which the browser finds
// on the next visit and installs next to the old one (ui/pwa.js then offers "Reload").
const VERSION = "__PRECACHE_VERSION__";
const PRECACHE = __PRECACHE_LIST__;
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
  const cache = await caches.open(CACHE);
  const cached = await cache.match(cacheKey(request), { ignoreSearch: request.mode === "navigate" });
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
  event.respondWith(respond(request));
});
