// The boot's progress bar (#engine): one bar from the page's start to the first table. Its steps are the
// real ones the worker reports (ui/worker.js: download, compile, start or restore Python, load the
// game), then the page's own wait for the first table. The download moves with its bytes; every other
// step with its elapsed time against what it took last time in this browser (kept in localStorage), or
// a built-in estimate where storage is blocked (a frame on another site) or nothing was measured yet.
// The label counts the seconds, so something visibly moves at least once a second while work goes on:
// the worker cannot say so itself, it is busy inside Python's start for seconds at a time. The line is a
// status region kept aria-busy while it counts (index.html), so a screen reader hears the outcome, not
// every second.
import { $ } from "./dom.js";
/** @import { BootStep, ProgressReply } from "../types/model" */

/** @typedef {BootStep | "table"} Step */

/** @type {Record<Step, string>} */
const LABELS = {
  download: "Downloading the game engine",
  compile: "Compiling the game engine",
  start: "Starting Python",
  restore: "Restoring Python",
  load: "Loading the game",
  table: "Dealing the first table",
};
// What each step takes on a first visit on a mid-range laptop: the guess before this browser measured.
/** @type {Record<Step, number>} */
const ESTIMATE_MS = { download: 2000, compile: 3000, start: 8000, restore: 1500, load: 2000, table: 1000 };
const TIMES_KEY = "dealbid:boot-times";
const TICK_MS = 200;
const SLOW_MS = 60_000;   // one step longer than this: the device is too slow or too busy, and we say so

/** What each step took last time in this browser, else the estimate. */
function expectedTimes() {
  /** @type {Record<Step, number>} */
  const times = { ...ESTIMATE_MS };
  try {
    const stored = JSON.parse(localStorage.getItem(TIMES_KEY) || "{}");
    /** @type {Set<Step>} */
    const measured = new Set();
    for (const step of /** @type {Step[]} */ (Object.keys(times))) {
      if (Number.isFinite(stored[step]) && stored[step] > 0) {
        times[step] = stored[step];
        measured.add(step);
      }
    }
    return { times, measured };
  } catch {
    return { times, measured: new Set() };   // storage blocked: the estimate
  }
}

/**
 * The share of a step done after ``elapsed`` of an ``expected`` duration: 0.9 when it took as long as
 * expected, then on towards 1 without reaching it (a step longer than expected still moves).
 * @param {number} elapsed
 * @param {number} expected
 */
function eased(elapsed, expected) {
  const x = elapsed / expected;
  return x < 1 ? 0.9 * x : 1 - 0.1 / x;
}

/**
 * The boot's own stage marks on the page's timeline (DevTools' Performance panel, tools/bench_browser.py):
 * ``dealbid:boot:worker`` the worker's first word, then ``dealbid:boot:<step>`` as each step begins.
 * @param {string} name
 * @param {number} at
 */
function mark(name, at) {
  performance.mark(`dealbid:boot:${name}`, { startTime: at });
}

export class BootBar {
  constructor() {
    const { times, measured } = expectedTimes();
    this.expected = times;
    this.measured = measured;
    /** @type {Step} */
    this.step = "download";
    this.since = 0;            // the step's start (performance.now() time; 0: the page's navigation)
    this.loaded = 0;
    this.total = 0;
    // The first bar goes on from where early.js's ticker left it (a restarted engine starts again at 0).
    const root = document.documentElement;
    this.value = root.dataset.bootBar ? 0 : Number(/** @type {HTMLProgressElement} */ ($("engine-bar")).value) || 0;
    root.dataset.bootBar = "1";   // early.js's ticker stops
    /** @type {Partial<Record<Step, number>>} */
    this.took = {};
    this.heard = false;        // a first word from the worker (its script runs)
    $("engine").setAttribute("aria-busy", "true");
    this.timer = setInterval(() => this.paint(), TICK_MS);
    this.paint();
  }

  /**
   * A progress message from the worker, received at ``at`` (the event's time).
   * @param {ProgressReply} progress
   * @param {number} at
   */
  progress({ step, loaded, total }, at) {
    if (!this.timer) return;
    if (!this.heard) {
      this.heard = true;
      mark("worker", at);
    }
    this.loaded = loaded;
    this.total = total;
    if (step !== this.step) this.enter(step, at);
    this.paint();
  }

  /**
   * The engine is ready at ``at``. With ``tableDue`` (a deep link, Start pressed early) the bar goes on
   * until the first table is shown (``finish``); else it is done.
   * @param {number} at
   * @param {boolean} tableDue
   */
  ready(at, tableDue) {
    if (!this.timer) return;
    this.enter("table", at);
    if (tableDue) this.paint();
    else this.finish(at);
  }

  /** The first table is shown (or the page gave up waiting for one) at ``at``: the boot is over. */
  finish(at = performance.now()) {
    if (!this.timer) return;
    this.stop();
    if (this.step === "table" && this.took.load !== undefined) this.took.table = at - this.since;
    this.store();
    $("engine").classList.add("ready");
    $("engine-text").textContent = "Game engine ready.";
    /** @type {HTMLProgressElement} */ ($("engine-bar")).value = 100;
    document.documentElement.dataset.booted = "1";
  }

  /**
   * The boot failed: the bar stops and says so.
   * @param {string} text
   */
  fail(text) {
    this.stop();
    $("engine-text").textContent = text;
  }

  /** Stop without a word (the worker is being replaced). */
  stop() {
    clearInterval(this.timer);
    this.timer = 0;
    $("engine").setAttribute("aria-busy", "false");
  }

  /**
   * @param {Step} step
   * @param {number} at
   */
  enter(step, at) {
    mark(step, at);
    this.took[this.step] = Math.max(0, at - this.since);
    this.step = step;
    this.since = at;
  }

  /** This boot's measured steps, for the next one's bar (nothing when storage is blocked). */
  store() {
    try {
      const stored = JSON.parse(localStorage.getItem(TIMES_KEY) || "{}");
      localStorage.setItem(TIMES_KEY, JSON.stringify({ ...stored, ...this.took }));
    } catch {
      // storage blocked: the next boot guesses again
    }
  }

  /** The steps this boot goes through, in order (a snapshot's restore replaces Python's start). */
  steps() {
    const starting = this.step === "restore" || this.took.restore !== undefined ? "restore" : "start";
    return /** @type {Step[]} */ (["download", "compile", starting, "load", "table"]);
  }

  /** Draw the bar and its label as of now. */
  paint() {
    const elapsed = Math.max(0, performance.now() - this.since);
    const steps = this.steps();
    const whole = steps.reduce((sum, step) => sum + this.expected[step], 0);
    let before = 0;
    for (const step of steps.slice(0, steps.indexOf(this.step))) before += this.expected[step];
    const timed = eased(elapsed, this.expected[this.step]);
    // The download moves with its bytes, and a little with time (the first bytes take a moment to come).
    const share = this.step === "download" ? 0.8 * (this.total ? this.loaded / this.total : 0) + 0.2 * timed : timed;
    this.value = Math.max(this.value, (100 * (before + share * this.expected[this.step])) / whole);
    /** @type {HTMLProgressElement} */ ($("engine-bar")).value = this.value;
    const label = this.label(elapsed);
    if ($("engine-text").textContent !== label) $("engine-text").textContent = label;
  }

  /** @param {number} elapsed */
  label(elapsed) {
    const seconds = Math.floor(elapsed / 1000);
    const mb = (/** @type {number} */ bytes) => (bytes / 1e6).toFixed(1);
    if (elapsed > SLOW_MS) {
      return `${LABELS[this.step]}: still going after ${seconds} s. This device is very slow or busy: close `
        + "other tabs and apps, or try a faster device or another browser.";
    }
    if (this.step === "download") {
      const bytes = this.total ? `: ${mb(this.loaded)} of ${mb(this.total)} MB` : "";
      return `${LABELS.download}${bytes} · ${seconds} s`;
    }
    const expected = Math.max(1, Math.round(this.expected[this.step] / 1000));
    return `${LABELS[this.step]}… ${seconds} s (${this.measured.has(this.step) ? "last time" : "usually"} ~${expected} s)`;
  }
}
