// Progressive web app: registers the service worker once the game has booted (so the first visit does
// not download the runtime twice), offers "Install app" where the browser allows it, and tells the
// player when a new version has been installed in the background ("New version available — Reload").
const root = document.documentElement;
const embedded = root.dataset.embed === "1" || window.self !== window.top;

/** @param {() => void} callback */
function whenReady(callback) {
  if (root.hasAttribute("data-py-ready")) return callback();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute("data-py-ready")) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-py-ready"] });
}

let reloadRequested = false;

/** @param {ServiceWorker} worker the new version, waiting */
function showUpdateBanner(worker) {
  if (document.getElementById("update-banner")) return;
  const banner = document.createElement("div");
  banner.id = "update-banner";
  banner.className = "update-banner";
  banner.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = "New version available";
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Reload";
  button.addEventListener("click", () => {
    reloadRequested = true;
    button.disabled = true;
    worker.postMessage({ type: "dealbid:skip-waiting" });
  });
  banner.append(text, " — ", button);
  document.body.append(banner);
}

/** @param {ServiceWorkerRegistration} registration */
function watchForUpdates(registration) {
  // A waiting worker next to an active one is a new deploy (the first install activates at once).
  const offer = (/** @type {ServiceWorker} */ worker) => { if (registration.active) showUpdateBanner(worker); };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloadRequested) location.reload();
  });
}

function offerInstall() {
  const button = document.getElementById("install-app");
  if (!button) return;
  /** @type {BeforeInstallPromptEvent | null} */
  let prompt = null;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    prompt = event;
    button.hidden = false;
  });
  button.addEventListener("click", async () => {
    if (!prompt) return;
    button.hidden = true;
    prompt.prompt();
    await prompt.userChoice;
    prompt = null;
  });
  window.addEventListener("appinstalled", () => { button.hidden = true; });
}

// A blog's iframe gets neither the service worker (it would fill the reader's storage for that blog)
// nor the install offer.
if (!embedded) {
  offerInstall();
  if ("serviceWorker" in navigator) {
    whenReady(async () => {
      try {
        watchForUpdates(await navigator.serviceWorker.register("./sw.js"));
      } catch (error) {
        // e.g. storage disabled in a private window: the game still plays online.
        console.warn("Offline play is not available here:", error);
      }
    });
  }
}
