// The page's entry point. It starts the game worker first thing (Python boots there, never here), keeps
// the setup form working while it boots, and passes messages both ways: the worker sends table models,
// the painter draws them; taps go back as the model's own action keys.
import { drawStory } from "./charts.js";
import { closeDialog, focusQuietly, isOpen, openDialog } from "./dialogs.js";
import { Lessons } from "./learn.js";
import { RemoteTable } from "./link/remote.js";
import { Painter } from "./paint.js";
import { copyLink, ReplayViewer } from "./replay.js";
import { describe, Keeper } from "./saves.js";
import { BootBar } from "./boot.js";
import { initSound } from "./sound.js";
import { Stage } from "./stage.js";
import { canUseServiceWorker } from "./storage.js";
import { Watchdog } from "./watchdog.js";
import { $ } from "./dom.js";
/** @import { ErrorReply, LessonReply, ReplayReply, SendToWorker, StoryReply, Table, TableReply, WorkerReply } from "../types/model" */

const root = document.documentElement;
// ui/support.js found that the game engine can't run in this browser and has said so: nothing starts.
if (root.dataset.unsupported) throw new Error(`This browser lacks ${root.dataset.unsupported}.`);
// Started by ui/early.js in the page's head (so Python boots while these modules load), else here.
const early = window.dealbidWorker || null;
// After a failed boot the player may ask for a lighter start (root.dataset.light, set by ui/early.js): a
// fresh Python without the warm-start snapshot, and no second Python making one (prepareWarmStart).
const startWorker = () => new Worker(new URL(root.dataset.light ? "./worker.js?mode=light" : "./worker.js",
  import.meta.url), { type: "module" });
let worker = early ? early.worker : startWorker();
const params = new URLSearchParams(location.search);
const embedded = root.dataset.embed === "1" || params.get("embed") === "1" || window.self !== window.top;

const WARM_START_DELAY_MS = 3000;
const MAX_QUERY = 4000;       // characters of a game link's query (app.settings.MAX_QUERY)
const WATCHDOG_MS = 8000;   // a booted worker that leaves a request unanswered this long is replaced
let engineReady = false;
let awaiting = 0;     // replies still due before the page accepts input (a deep link's first table)
let showing = false;  // paint the tables the worker sends (false on the setup screen)
let replayLink = "";  // the finished game's replay link (URL fragment)
// Replies that answer no request the page waits on before it accepts input.
const BACKGROUND = new Set(["ready", "autosave", "saves", "stats", "story", "behind", "note", "lesson"]);

const watchdog = new Watchdog({ limitMs: WATCHDOG_MS, onStuck: restartWorker });

/** @type {SendToWorker} */
function send(message) {
  worker.postMessage(message);
  watchdog.sent();
}

const painter = new Painter(send);
painter.instant = params.get("speed") === "instant";
const stage = new Stage(painter, { onShown });
initSound();
const keeper = new Keeper({ send, open: openGame, download });
const replay = new ReplayViewer({ send, painter, leave: () => showSetup() });
// Seats played on other devices: their tables go to the guests, their moves come back from them.
const remote = new RemoteTable({ send, resume: () => lastTable && dueBot(lastTable) });
const lessons = new Lessons({ start: startLesson, leave: () => showSetup(), askFirst: (go) => askFirst(go) });
/** @type {Table | null} */
let lastTable = null;   // the newest table from the worker (the stage may still be showing an older one)

function markReady() {
  if (engineReady && awaiting === 0) root.dataset.pyReady = "1";
}

// The engine line: a truthful bar from the page's start to the first table (ui/boot.js).
let boot = new BootBar();

// --- screens -------------------------------------------------------------------------------------
/** A clean table: nothing painted, no story of an earlier game. */
function resetTable() {
  stage.reset();
  painter.reset();
  remote.reset();
  lessons.reset();
  replayLink = "";
  $("outcome-story").replaceChildren();
  $("watch-replay").hidden = true;
  $("share-replay").hidden = true;
}

/** @param {{ error?: string | null }} [options] */
function showSetup({ error = null } = {}) {
  showing = false;
  if (engineReady) boot.finish();   // no table is due any more
  root.classList.remove("starting");
  resetTable();
  keeper.refresh();
  lessons.refresh();
  root.classList.remove("playing");
  $("table").hidden = true;
  $("setup").hidden = false;
  const box = $("setup-error");
  box.textContent = error || "";
  box.hidden = !error;
  history.replaceState(null, "", location.pathname + (embedded ? "?embed=1" : ""));
}

function showTable() {
  if (!$("table").hidden) return;
  $("setup").hidden = true;
  $("setup-error").hidden = true;
  $("table").hidden = false;
  root.classList.add("playing");
}

/** @param {string} query */
function startGame(query) {
  awaiting += 1;
  showing = true;
  showTable();
  $("status").textContent = engineReady ? "Dealing…" : "Starting as soon as the game engine is ready…";
  resetTable();
  send({ type: "start", query });
}

/**
 * Start (or resume at move ``at``) the Learn to play lesson of ``game``: a guided game on the table.
 * @param {string} game
 * @param {number} at
 */
function startLesson(game, at) {
  if (isOpen($("learn"))) closeDialog($("learn"), { restore: false });
  awaiting += 1;
  showing = true;
  showTable();
  $("status").textContent = engineReady ? "Dealing…" : "Starting as soon as the game engine is ready…";
  resetTable();
  lessons.begin(game);
  send({ type: "learn", lesson: game, at, speed: params.get("speed") || "normal" });
}

/** Play a kept or (``origin`` "import") imported game on (its text goes to the worker, which replays
 * and checks it).
 * @param {string} text
 * @param {"kept" | "import"} [origin]
 */
function openGame(text, origin = "kept") {
  if (replay.open) replay.close();
  closeDialog($("ask"), { restore: false });
  awaiting += 1;
  showing = true;
  resetTable();
  send({ type: "load", text, origin });
}

/**
 * Run ``start`` — unless the last game played is unfinished: then ask first (Continue / start).
 * @param {() => void} start
 */
function askFirst(start) {
  const current = keeper.inProgress();
  if (!current) return start();
  if (engineReady) boot.finish();   // the player is asked: no table is being dealt meanwhile
  $("ask-text").textContent = `Your last game is not finished: ${describe(current)}.`;
  $("ask-continue").onclick = () => keeper.open(current);
  $("ask-new").onclick = () => { closeDialog($("ask"), { restore: false }); start(); };
  openDialog($("ask"), { focus: "#ask-continue" });
  return undefined;
}

/**
 * A deep link: the address of a kept game (a reload, the update banner) continues it.
 * @param {string} query
 */
function openLink(query) {
  const kept = keeper.forLink(query);
  if (kept) keeper.open(kept);
  else askFirst(() => startGame(query));
}

/** @param {ReplayReply} message */
function showReplay(message) {
  showing = false;
  stage.reset();
  closeDialog($("outcome"), { restore: false });
  showTable();
  replay.show(message);
}

/** @param {StoryReply} reply */
function onStory({ story, link }) {
  replayLink = link;
  $("outcome-story").replaceChildren(drawStory(story));
  $("watch-replay").hidden = false;
  $("share-replay").hidden = !link;
}

// --- messages from the worker -----------------------------------------------------------------------
/** The lesson coach's words wait for the table they follow: shown once the stage has shown it. */
/** @type {WeakMap<Table, LessonReply>} */
const lessonAfter = new WeakMap();
/** @type {WeakSet<Table>} */
const shownTables = new WeakSet();

/**
 * The stage has shown ``table`` (its beats are over): the coach may speak about it.
 * @param {Table} table
 */
function onShown(table) {
  shownTables.add(table);
  markFirstMove(table);
  const lesson = lessonAfter.get(table);
  if (lesson) {
    lessonAfter.delete(table);
    lessons.show(lesson);
  }
}

/**
 * For make bench: the first moment a legal move can be clicked.
 * @param {Table} table
 */
function markFirstMove(table) {
  if (table.prompt && table.prompt.choices.length && !performance.getEntriesByName("dealbid:first-move").length) {
    performance.mark("dealbid:first-move");
  }
}

/**
 * @param {Table} table
 * @param {TableReply["remote"]} remoteTables
 */
function onTable(table, remoteTables) {
  if (!showing) return;
  boot.finish();
  lastTable = table;
  showTable();
  painter.instant = table.speed === "instant";
  /** @type {HTMLSelectElement} */ ($("pace")).value = table.speed;
  $("ask-choice").hidden = !table.ask;
  if (table.ask) /** @type {HTMLSelectElement} */ ($("ask-setting")).value = table.ask;
  const query = table.query + (embedded ? "&embed=1" : "") + (params.has("play") ? "&play=1" : "");
  if (table.query && location.search !== `?${query}`) history.replaceState(null, "", `?${query}`);
  remote.update(table, remoteTables);
  dueBot(table);
  stage.push(table);
}

/** The bot's next move is asked for at once: it thinks while the stage shows the moves before it
 * (not while a guest on another device is missing: the game waits for them).
 * @param {Table} table
 */
function dueBot(table) {
  if (table.bot && !table.curtain && !table.outcome && !remote.waiting()) send({ type: "ai_step" });
}

/** After a fresh boot, once the player has a table (or a few seconds on the menu), a second worker
 * stores a memory snapshot of Python for the next visit; nothing waits for it. Automation that opens
 * hundreds of fresh pages sets `window.dealbidWarmStart = false` before the page runs to skip it (the
 * helper boots a second Python: half the CPU of a fresh visit). */
function prepareWarmStart() {
  if (window.dealbidWarmStart === false || root.dataset.light) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const helper = new Worker(new URL("./worker.js?mode=snapshot", import.meta.url), { type: "module" });
    helper.addEventListener("message", (event) => {
      if (event.data.type !== "snapshot") return;
      root.dataset.pySnapshot = String(event.data.bytes);  // 0: no snapshot could be stored here
      if (event.data.error) console.warn("No warm start next time:", event.data.error);
      helper.terminate();
    });
  };
  const idle = window.requestIdleCallback || ((callback) => setTimeout(callback, 200));
  setTimeout(() => idle(start), WARM_START_DELAY_MS);
}

/**
 * @param {string} text
 * @param {string} filename
 */
function download(text, filename) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** @param {Pick<ErrorReply, "message" | "report">} message */
function showCrash(message) {
  stage.reset();
  $("crash-text").textContent = message.message || "Something went wrong in the game engine.";
  const report = typeof message.report === "string" ? message.report : JSON.stringify(message.report, null, 1);
  /** @type {HTMLTextAreaElement} */ ($("crash-report")).value = `${message.message}\n\n${report || ""}\n\n${navigator.userAgent}`;
  // A boot that failed may go better without the snapshot and its second Python (ui/worker.js ?mode=light).
  const lighter = !engineReady && !root.dataset.light;
  $("crash-lighter").hidden = !lighter;
  $("crash-menu").classList.toggle("primary", !lighter);   // one primary action: the one focused
  openDialog($("crash"), { focus: lighter ? "#crash-lighter" : "#crash-menu", onEscape: leaveCrash });
}

/** Boot again, lighter: the page reloads (its game continues from where it is kept) with the lighter
 * start asked for in this tab, or in the link where the tab's storage is blocked. */
function lighterStart() {
  try {
    sessionStorage.setItem("dealbid:light", "1");
    location.reload();
  } catch {
    const query = new URLSearchParams(location.search);
    query.set("light", "1");
    location.search = query.toString();
  }
}

function leaveCrash() {
  closeDialog($("crash"), { restore: false });
  showSetup();
  focusQuietly($("setup-form").querySelector("input, select"));
}

/** The worker stopped answering: a new one boots, and the player is told on the setup screen. */
function restartWorker() {
  worker.terminate();
  worker = startWorker();
  listen(worker);
  engineReady = false;
  awaiting = 0;
  delete root.dataset.pyReady;
  delete root.dataset.booted;
  boot.stop();
  boot = new BootBar();
  $("engine").classList.remove("ready");
  if (replay.open) replay.close();
  showSetup({ error: `The game engine stopped answering for ${WATCHDOG_MS / 1000} seconds, so it has been `
    + "restarted. Start a game, or pick a kept one below." });
  keeper.refreshStats();
}

/** @param {Worker} target */
function listen(target) {
  target.addEventListener("message", onWorkerMessage);
  target.addEventListener("error", onWorkerError);
}

/** @param {MessageEvent} event */
function onWorkerMessage(event) {
  /** @type {WorkerReply} */
  const message = event.data;
  watchdog.heard(message.type === "done");
  switch (message.type) {
    case "progress":
      // A warm start is ready before its last downloads end (the archive is unpacked later): their
      // counts must not write over the table's status line.
      if (!engineReady) boot.progress(message, event.timeStamp);
      return;
    case "ready":
      engineReady = true;
      watchdog.ready();
      root.dataset.pyBoot = message.boot;
      if (message.boot === "fresh") prepareWarmStart();
      // A table is due when one shows or is on its way (a deep link, Start pressed before this).
      boot.ready(event.timeStamp, showing || root.classList.contains("starting"));
      keeper.onEngineReady();
      break;
    case "table":
      keeper.onOpened();
      onTable(message.model, message.remote);
      break;
    case "remote_refused":
      remote.refused(message.seat, message.message);
      return;
    case "saved":
      download(message.text, message.filename || "deal-and-bid-save.json");
      break;
    case "autosave":
      keeper.onAutosave(message);
      break;
    case "behind":
      keeper.onBehind(message);
      break;
    case "note":
      keeper.note(message.text);
      break;
    case "saves":
      keeper.onSaves(message.items);
      break;
    case "stats":
      keeper.onStats(message);
      break;
    case "story":
      onStory(message);
      break;
    case "lesson":
      if (lastTable && !shownTables.has(lastTable)) lessonAfter.set(lastTable, message);
      else lessons.show(message);
      break;
    case "replay":
      showReplay(message);
      break;
    case "error":
      // With a report it is a crash (crash panel); without, a problem with what was asked: a bad link
      // or a damaged save (setup screen), or a stale move (the table that follows repaints it).
      if (!engineReady) boot.fail(message.message);
      if (message.report) showCrash(message);
      else if (!painter.table) {
        keeper.onOpenFailed(message.message);
        showSetup({ error: message.message });
      }
      else $("status").textContent = message.message;
      break;
    default:
      return;
  }
  if (!BACKGROUND.has(message.type) && awaiting > 0) awaiting -= 1;
  markReady();
}

/**
 * The worker failed to start or threw: an ``error`` event, with a ``message`` where the browser gives one.
 * @param {Event & { message?: string }} event
 */
function onWorkerError(event) {
  event.preventDefault();
  boot.fail("The game engine could not start.");
  showCrash({ message: "The game engine could not start.", report: String(event.message || event) });
}

// --- the page's own controls ---------------------------------------------------------------------------
/** Show only the seats, first players and house rules of the game picked (``data-games``). */
function showPickedGame() {
  const form = /** @type {HTMLFormElement} */ ($("setup-form"));
  // The game radios (one input when there is one game: tools/setup_form.py).
  const game = /** @type {RadioNodeList | HTMLInputElement} */ (form.elements.namedItem("game")).value;
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (form.querySelectorAll("[data-games]"))) {
    el.hidden = !/** @type {string} */ (el.dataset.games).split(" ").includes(game);
  }
}
$("setup-form").addEventListener("change", showPickedGame);
showPickedGame();

$("setup-form").addEventListener("submit", (event) => {
  event.preventDefault();
  // URLSearchParams reads a FormData (its entries), which the DOM library's types do not say.
  const query = new URLSearchParams(/** @type {any} */ (new FormData(/** @type {HTMLFormElement} */ ($("setup-form")))));
  askFirst(() => startGame(query.toString()));
});

$("load-file").addEventListener("change", async (event) => {
  const input = /** @type {HTMLInputElement} */ (event.target);
  const file = input.files && input.files[0];
  input.value = "";
  if (!file) return;
  // The reader takes at most 2,000,000 characters (game/core/loading.py), 8 MB in UTF-8: a bigger file
  // is refused before it is read into memory.
  if (file.size > 8_000_000) showSetup({ error: "This file is too big to be a saved game (at most 8 MB)." });
  else {
    const text = await file.text();
    if (!keeper.openKeptCopy(text)) openGame(text, "import");   // the same file twice is one game
  }
});

$("again").addEventListener("click", () => {
  if (lessons.active) {
    closeDialog($("outcome"), { restore: false });
    startLesson(/** @type {string} */ (lessons.game), 0);   // active: a lesson is on the table
    return;
  }
  const query = new URLSearchParams(painter.table ? painter.table.query : "");
  query.delete("seed");   // a new deal with the same seats
  query.delete("resume");
  closeDialog($("outcome"), { restore: false });
  startGame(query.toString());
});
$("to-setup").addEventListener("click", () => {
  closeDialog($("outcome"), { restore: false });
  remote.askToKeep(() => showSetup());   // guests on other devices: kept for the next game, if the host says so
});
$("save-final").addEventListener("click", () => send({ type: "save" }));
$("watch-replay").addEventListener("click", () => send({ type: "replay", link: replayLink }));
$("share-replay").addEventListener("click", () => copyLink(replayLink, $("share-replay")));
$("save").addEventListener("click", () => { closeDialog($("game-menu")); send({ type: "save" }); });
$("new-game").addEventListener("click", () => {
  closeDialog($("game-menu"), { restore: false });
  remote.askToKeep(() => showSetup());
});
$("crash-menu").addEventListener("click", leaveCrash);
$("crash-lighter").addEventListener("click", lighterStart);
$("crash-copy").addEventListener("click", async () => {
  const area = /** @type {HTMLTextAreaElement} */ ($("crash-report"));
  area.select();
  try {
    await navigator.clipboard.writeText(area.value);
    $("crash-copy").textContent = "Copied";
  } catch {
    $("crash-copy").textContent = "Selected: press Ctrl+C";
  }
});

/** The Rules, opened on the game being played (on the setup screen: the game picked there). */
function openRules() {
  const picked = /** @type {HTMLInputElement | null} */ (document.querySelector("#setup-form input[name=game]:checked"));
  const game = $("setup").hidden ? $("table").dataset.theme : picked && picked.value;
  openDialog($("rules"));
  const box = /** @type {HTMLElement} */ ($("rules").querySelector(".dialog"));   // the page's markup
  const article = /** @type {HTMLElement | null} */ (box.querySelector(`article[data-game="${game}"]`));
  const head = /** @type {HTMLElement} */ (box.querySelector(".dialog-head"));
  // Its heading just under the dialog's head, which stays at the top (the first game's: no scroll).
  box.scrollTop = article && article.previousElementSibling !== head
    ? article.getBoundingClientRect().top - box.getBoundingClientRect().top - head.offsetHeight : 0;
}

$("rules-open").addEventListener("click", openRules);
$("menu-open").addEventListener("click", () => openDialog($("game-menu")));
$("log-open").addEventListener("click", () => painter.openLog());
document.addEventListener("click", (event) => {
  const opener = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-open]"));
  if (opener && opener.dataset.open === "rules") openRules();
  else if (opener) openDialog($(/** @type {string} */ (opener.dataset.open)));
  if (/** @type {Element} */ (event.target).closest("#show-result")) openDialog($("outcome"), { focus: "#again" });
});
$("pace").addEventListener("change", () => send({ type: "pace", speed: /** @type {HTMLSelectElement} */ ($("pace")).value }));
$("ask-setting").addEventListener("change",
  () => send({ type: "ask", ask: /** @type {HTMLSelectElement} */ ($("ask-setting")).value }));

if (!canUseServiceWorker()) {
  const note = $("save-note");
  note.textContent = "Browser storage is blocked here, so this game won't stay available offline.";
  note.hidden = false;
}

// What the worker said before this module ran (it was started in the head), in order, then the rest.
if (early) {
  worker.removeEventListener("message", early.keep);
  worker.removeEventListener("error", early.keep);
  // Each event goes to the handler of its type: a message event to onWorkerMessage.
  for (const event of early.queued.splice(0)) {
    /** @type {(event: Event) => void} */ (event.type === "error" ? onWorkerError : onWorkerMessage)(event);
  }
}
listen(worker);

// Kept games and statistics are described by the worker (queued until Python is up). A replay link
// opens the replay; a deep link starts its game, or continues it when it is a kept game's address.
keeper.refresh();
keeper.refreshStats();
if (location.search.length > MAX_QUERY + 1) {
  // Refused here, before the worker reads it (app.settings.MAX_QUERY bounds it there too).
  showSetup({ error: `This link is too long to be a game link (at most ${MAX_QUERY.toLocaleString("en")} `
    + "characters); nothing was started." });
} else if (location.hash.startsWith("#replay=")) {
  awaiting += 1;
  send({ type: "replay", link: location.hash.slice(1) });
} else if (params.has("learn")) {
  lessons.open(/** @type {string} */ (params.get("learn")));
} else if (params.has("game")) {
  awaiting += 1;
  keeper.whenKnown(() => {
    awaiting -= 1;
    openLink(params.toString());
    markReady();
  });
}
performance.mark("dealbid:menu-ready"); // the setup form and the menu now answer clicks
