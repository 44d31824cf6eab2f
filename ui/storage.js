// Browser storage is optional: third-party frames, private windows and full quotas block it, and any of
// these APIs may be missing or throw on first touch. Each probe answers false instead of throwing.
/** @param {() => unknown} test */
function probe(test) {
  try {
    return Boolean(test());
  } catch {
    return false;
  }
}

/** Can this page register a service worker (offline play, update banner)? */
export function canUseServiceWorker() {
  return probe(() => "serviceWorker" in navigator && navigator.serviceWorker
    && typeof navigator.serviceWorker.register === "function");
}

/** Is Cache Storage usable here (the offline copy and the warm-start snapshot live there)? */
export function canUseCaches() {
  return probe(() => typeof caches !== "undefined" && typeof caches.open === "function");
}

/** Does localStorage accept a write? */
export function canUseLocalStorage() {
  return probe(() => {
    localStorage.setItem("dealbid:probe", "1");
    localStorage.removeItem("dealbid:probe");
    return true;
  });
}

/** Can this page read localStorage? (A full one can: its games are listed, and a write says it is full.) */
export function canReadLocalStorage() {
  return probe(() => {
    localStorage.getItem("dealbid:probe");
    return true;
  });
}
