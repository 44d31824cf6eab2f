// What the game needs of the browser, checked before anything starts (a classic script, the first in
// <head>). Without WebAssembly or module workers the game engine cannot run at all: the page says so at
// once, in the engine's line and as the setup screen's error, and starts nothing (ui/early.js and
// ui/page.js read html[data-unsupported]) instead of a bar that never ends. Without CompressionStream
// (invitation codes, replay links) or Cache Storage (the warm start) the game plays, and a quiet line
// says what will not work here.
(() => {
  const root = document.documentElement;

  /** Whether ``new Worker(url, {type: "module"})`` is understood: the browser reads the option's
   * ``type`` before it parses the URL, which here fails at once (no worker, no request). */
  function moduleWorkers() {
    let read = false;
    try {
      new Worker("http://[", { get type() { read = true; return /** @type {WorkerType} */ ("module"); } });
    } catch {
      // the URL is refused, as intended
    }
    return read;
  }

  /** @type {string[]} */
  const missing = [];
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") missing.push("WebAssembly");
  if (typeof Worker !== "function" || !moduleWorkers()) missing.push("module workers");
  /** @type {string[]} */
  const limits = [];
  if (typeof CompressionStream !== "function" || typeof DecompressionStream !== "function") {
    limits.push("invitation codes and replay links don't work");
  }
  if (!("caches" in window)) limits.push("the game engine starts afresh on every visit (no Cache Storage)");

  const blocked = missing.length
    ? `This browser can't run the game: it lacks ${missing.join(" and ")}. Please use a current `
      + "Safari (iOS 15 or newer), Chrome, Edge or Firefox."
    : "";
  if (blocked) root.dataset.unsupported = missing.join(",");

  function show() {
    const note = document.getElementById("support-note");
    if (note && limits.length) {
      note.textContent = `In this browser, ${limits.join("; ")}.`;
      note.hidden = false;
    }
    if (!blocked) return;
    const engine = document.getElementById("engine-text");
    const error = document.getElementById("setup-error");
    if (engine) engine.textContent = "The game engine can't run in this browser.";
    document.getElementById("engine")?.setAttribute("aria-busy", "false");
    if (error) {
      error.textContent = blocked;
      error.hidden = false;
    }
    root.classList.remove("starting");   // a deep link's table frame would wait for nothing
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
  else show();
})();
