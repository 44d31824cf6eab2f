// Runs before the first paint (a classic script in <head>, not a module), so nothing jumps once the
// modules run: inside a frame (or with ?embed=1) the compact embed layout is on from the start, and a
// deep link hides the setup form and shows the table's frame at once (ui/page.js paints the table).
// It also starts the game worker now rather than once the page's modules have loaded (a few hundred
// ms later): booting Python is the long pole. Until ui/page.js takes the worker over, its messages
// wait here in order.
(() => {
  const params = new URLSearchParams(location.search);
  const root = document.documentElement;
  if (window.self !== window.top || params.get("embed") === "1") root.dataset.embed = "1";
  // embed.html without play=1 is the poster: nothing of the game starts (ui/embed.js shows the poster).
  if (root.dataset.page === "embed" && !params.has("play")) {
    root.dataset.poster = "1";
    return;
  }
  if (root.dataset.unsupported) return;   // ui/support.js: the engine can't run here, and the page says so
  if (params.has("game") || params.has("learn")) root.classList.add("starting");
  // Until ui/boot.js takes the bar over (the page's modules can take a second to load on a busy
  // device), the bar moves a little and counts the seconds, so it never stands still.
  const since = performance.now();
  const ticker = setInterval(() => {
    const bar = /** @type {HTMLProgressElement | null} */ (document.getElementById("engine-bar"));
    const text = document.getElementById("engine-text");
    if (root.dataset.bootBar) clearInterval(ticker);
    else if (bar && text) {
      const seconds = (performance.now() - since) / 1000;
      bar.value = 2 * (1 - 1 / (1 + seconds));      // towards 2 %: the first moment of the download
      text.textContent = `Loading the game engine… ${Math.floor(seconds)} s`;
    }
  }, 200);
  // Learn to play is offered on the start page until it is taken or put away (ui/learn.js).
  try {
    if (localStorage.getItem("dealbid:learn:offered") === "1") root.dataset.learnOffered = "1";
  } catch {
    // storage blocked (a third-party frame): the offer shows, and "No thanks" hides it for this visit
  }
  // The lighter start a failed boot offered (ui/page.js): asked for in this tab, or by the link where
  // the tab's storage is blocked.
  try {
    if (sessionStorage.getItem("dealbid:light") === "1") root.dataset.light = "1";
  } catch {
    // storage blocked: the link says it (below)
  }
  if (params.get("light") === "1") root.dataset.light = "1";
  try {
    const worker = new Worker(root.dataset.light ? "./ui/worker.js?mode=light" : "./ui/worker.js", { type: "module" });
    /** @type {Event[]} */
    const queued = [];
    const keep = (/** @type {Event} */ event) => queued.push(event);
    worker.addEventListener("message", keep);
    worker.addEventListener("error", keep);
    window.dealbidWorker = { worker, queued, keep };
  } catch {
    // no worker here yet: ui/page.js starts it (and reports it if it can't)
  }
})();
