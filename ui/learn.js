// Learn to play: the lesson panel over the real table. The worker's coach (app/tutorial) says what the
// step is and which move it waits for; this module shows that, lights the card or button to tap on the
// table, and keeps how far each lesson got (localStorage when the browser allows it, else memory).
import { h } from "./cards.js";
import { $ } from "./dom.js";
import { canUseLocalStorage } from "./storage.js";
/** @import { LessonReply, LessonTarget } from "../types/model" */

/**
 * How far a lesson got, as kept in storage: the move count to resume at, the steps done of how many.
 * @typedef {{ at: number, done: number, steps: number, finished: boolean }} LessonProgress
 */

const KEY = (/** @type {string} */ game) => `dealbid:learn:${game}`;
const MAX_AT = 10_000;       // more moves than any lesson has
const MAX_STEPS = 100;       // more steps than any lesson has

/**
 * ``n`` if it is a whole number from ``low`` to ``high``, else null.
 * @param {unknown} n
 * @param {number} low
 * @param {number} high
 */
function whole(n, low, high) {
  return typeof n === "number" && Number.isInteger(n) && n >= low && n <= high ? n : null;
}

/**
 * The lesson progress in ``saved`` (parsed stored JSON) when every field is in range, else the start:
 * a record someone edited or damaged starts the lesson again instead of showing nonsense.
 * @param {any} saved
 * @returns {LessonProgress}
 */
export function readProgress(saved) {
  const start = { at: 0, done: 0, steps: 0, finished: false };
  if (!saved || typeof saved !== "object" || typeof saved.finished !== "boolean") return start;
  const steps = whole(saved.steps, 1, MAX_STEPS);
  const at = whole(saved.at, 0, MAX_AT);
  const done = steps === null ? null : whole(saved.done, 0, steps);
  if (steps === null || at === null || done === null) return start;
  return { at, done, steps, finished: saved.finished };
}
const OFFERED = "dealbid:learn:offered";   // read before the first paint by ui/early.js
/** @type {Map<string, string>} */
const memory = new Map();
const stored = canUseLocalStorage();

/** @param {string} key */
function load(key) {
  if (stored) return localStorage.getItem(key);
  return memory.has(key) ? memory.get(key) : null;
}

/**
 * @param {string} key
 * @param {string} value
 */
function keep(key, value) {
  if (stored) localStorage.setItem(key, value);
  else memory.set(key, value);
}

/**
 * What the learner should tap for ``target`` (a move the model offers), in words.
 * @param {LessonTarget} target
 */
function howTo(target) {
  const label = `“${target.label}”`;
  if (target.in_hand && target.aimed) return `Tap ${target.group} in your hand, then the highlighted card on the table (${label}).`;
  if (target.in_hand) return `Tap ${target.group} in your hand, then choose ${label}.`;
  if (target.card !== null && target.card !== undefined) return `Tap the highlighted card: ${label}.`;
  return `Tap ${label}.`;
}

export class Lessons {
  /** ``start(game, at)`` opens a lesson at move ``at``; ``leave()`` goes back to the menu;
   * ``askFirst(go)`` runs ``go`` once the player has said what becomes of an unfinished game.
   * @param {{ start: (game: string, at: number) => void, leave: () => void,
   *   askFirst: (go: () => void) => void }} actions
   */
  constructor({ start, leave, askFirst }) {
    this.start = start;
    /** @type {string | null} */
    this.game = null;       // the lesson on the table, or null
    /** @type {LessonTarget | null} */
    this.target = null;
    this.finished = false;
    const observer = new MutationObserver(() => this.light());
    observer.observe(document.body, { childList: true, subtree: true });
    $("coach-leave").addEventListener("click", leave);
    for (const button of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-lesson]"))) {
      button.addEventListener("click", () => askFirst(() => this.open(/** @type {string} */ (button.dataset.lesson))));
    }
    $("learn-skip").addEventListener("click", () => this.dismissOffer());
    this.refresh();
  }

  /**
   * Where lesson ``game`` got to (at 0 when never started).
   * @param {string} game
   * @returns {LessonProgress}
   */
  progress(game) {
    /** @type {any} stored text: anything may have written it, every field is checked */
    let saved = null;
    try { saved = JSON.parse(load(KEY(game)) || "null"); } catch { /* damaged: start again */ }
    return readProgress(saved);
  }

  /**
   * Start or resume ``game``'s lesson (a finished one starts again).
   * @param {string} game
   */
  open(game) {
    const saved = this.progress(game);
    this.dismissOffer();
    this.start(game, saved.finished ? 0 : saved.at);
  }

  /** The menu's lesson buttons say how far each lesson got; the first visit offers them. */
  refresh() {
    for (const note of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-lesson-progress]"))) {
      const saved = this.progress(/** @type {string} */ (note.dataset.lessonProgress));
      note.textContent = saved.finished ? "Done ✓ (start again)"
        : saved.at > 0 ? `Step ${Math.min(saved.done + 1, saved.steps)} of ${saved.steps}: continue` : "About 5 minutes";
    }
  }

  dismissOffer() {
    keep(OFFERED, "1");
    document.documentElement.dataset.learnOffered = "1";
  }

  /**
   * A lesson is on the table from now on (its panel shows once the worker answers).
   * @param {string} game
   */
  begin(game) {
    this.game = game;
    this.target = null;
  }

  /** No lesson on the table any more. */
  reset() {
    this.game = null;
    this.target = null;
    $("coach").hidden = true;
    $("table").classList.remove("learning");
    for (const el of document.querySelectorAll(".coach-target")) el.classList.remove("coach-target");
  }

  get active() {
    return this.game !== null;
  }

  /**
   * The coach's message: the panel, the light on the table, the progress kept.
   * @param {LessonReply} lesson
   */
  show(lesson) {
    if (this.game !== lesson.game) return;
    this.target = lesson.target;
    this.finished = lesson.finished;
    const done = lesson.steps.filter((step) => step.done).length;
    keep(KEY(lesson.game), JSON.stringify({ at: lesson.at, done, steps: lesson.steps.length, finished: lesson.finished }));
    $("coach").hidden = false;
    $("table").classList.add("learning");
    $("coach-title").textContent = lesson.title;
    $("coach-count").textContent = lesson.finished ? "Lesson complete"
      : `Step ${lesson.current + 1} of ${lesson.steps.length}: ${lesson.steps[lesson.current].title}`;
    $("coach-after").textContent = lesson.after ? `✓ ${lesson.after}` : "";
    $("coach-after").hidden = !lesson.after;
    $("coach-text").textContent = lesson.text;
    $("coach-do").textContent = lesson.target ? howTo(lesson.target) : lesson.finished ? "" : "Watch Sam's move…";
    $("coach-note").textContent = lesson.note;
    $("coach-note").hidden = !lesson.note;
    $("coach-steps").replaceChildren(...lesson.steps.map((step, index) => h("li",
      { class: step.done ? "done" : index === lesson.current ? "current" : "",
        "aria-current": index === lesson.current ? "step" : null },
      h("span", { "aria-hidden": "true" }, step.done ? "✓ " : ""),
      step.title, step.done ? h("span", { class: "sr-only" }, " (done)") : null)));
    const coach = $("coach");
    coach.dataset.targetAction = lesson.target ? lesson.target.action : "";
    coach.dataset.finished = lesson.finished ? "1" : "0";
    this.light();
  }

  /** Light what to tap for the target: the move's own button or card; else, while a card's menu is
   * open, its "pick on the table" button; else the hand card it is played from. */
  light() {
    const lit = [];
    const target = this.active ? this.target : null;
    if (target) {
      const action = CSS.escape(target.action);
      // Anywhere on the page (a card's menu or panel may sit outside the table), if shown.
      /** @param {string} selector */
      const shown = (selector) => [...document.querySelectorAll(selector)].filter((el) => el.getClientRects().length);
      lit.push(...shown(`[data-action="${action}"]`));
      if (!lit.length) lit.push(...shown("[data-aim]:not([data-aim='stop']):not([data-aim='list'])"));
      if (!lit.length && target.card !== null && target.card !== undefined) {
        lit.push(...shown(`#table .can[data-card="${target.card}"]`));
      }
    }
    for (const el of document.querySelectorAll(".coach-target")) if (!lit.includes(el)) el.classList.remove("coach-target");
    for (const el of lit) if (!el.classList.contains("coach-target")) el.classList.add("coach-target");
  }
}
