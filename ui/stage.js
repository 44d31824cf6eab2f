// The event stage: the tables the worker sends are shown in order, and each one's beats (the moves other
// players made, see docs/table-model.md) one at a time: the caption stands for the beat's hold time, the
// cards it moved travel and are shown, the set it touched lights up; a reveal shows every bid side by
// side. A tap, click or key skips to the end of the current bot turn ("Tap to skip" says so beside the
// caption). Each beat stands over the table as of its event (the model's frames), never a later one.
// The strip under the caption keeps the last few lines (newest first) and opens the whole log.
import { cardFace, h, slashBreaks } from "./cards.js";
import { animate } from "./motion.js";
import { onBeat, onTable } from "./moments.js";
import { $ } from "./dom.js";
/** @import { Beat, Card, LogLine, Reveal, Table } from "../types/model" */
/** @import { Rects } from "./motion.js" */
/** @import { Painter } from "./paint.js" */

const STRIP_LINES = 3;   // the newest line (the caption) and older ones under it (CSS shows fewer on a phone)

/**
 * A card drawn as a picture on the stage: its face, without the id that marks cards on the table.
 * @param {Card} card
 */
function picture(card) {
  const el = cardFace(card, "div", { picture: true });
  el.removeAttribute("data-card");
  el.classList.add("picture");
  return el;
}

/**
 * Every sealed bid face up, side by side under its bidder's name, with the total and the verdict.
 * @param {Reveal} reveal
 */
function revealPanel(reveal) {
  const bids = reveal.bids.map((bid) => h("li", { class: `bid-col${bid.wins ? " wins" : ""}` },
    h("span", { class: "bid-name" }, bid.name),
    h("span", { class: "bid-money" }, bid.values.length
      ? bid.value_texts.map((value) => h("span", { class: "coin" }, value))
      : h("span", { class: "coin none" }, "–")),
    h("span", { class: "bid-total" }, bid.total_text),
    bid.note ? h("span", { class: `badge bid-note note-${bid.note.toLowerCase().replace(/\W+/g, "-")}` },
      bid.note) : null));
  return h("div", { class: "reveal", role: "group", "aria-label": reveal.title },
    h("p", { class: "reveal-title" }, reveal.title),
    h("div", { class: "reveal-body" },
      reveal.card ? h("div", { class: "reveal-card" }, picture(reveal.card)) : null,
      h("ol", { class: "bids" }, bids)),
    reveal.verdict ? h("p", { class: "reveal-verdict" }, reveal.verdict) : null);
}

/**
 * The table as of ``beat``: its status, seats, piles and prompt as they stood then (``Table.frames``),
 * without choices, result or bot; the table itself for frame -1.
 * @param {Table} table
 * @param {number} frame
 * @returns {Table}
 */
function asOf(table, frame) {
  const then = frame >= 0 && table.frames ? table.frames[frame] : undefined;
  if (!then) return table;
  return { ...table, status: then.status, seats: then.seats, centre: then.centre, prompt: then.prompt,
    selection: null, bot: null, outcome: null, events: [], curtain: null };
}

export class Stage {
  /**
   * ``painter`` paints tables; ``onShown(table)`` runs once a table's beats are over (or skipped).
   * @param {Painter} painter
   * @param {{ onShown?: (table: Table) => void }} [options]
   */
  constructor(painter, { onShown = () => {} } = {}) {
    this.painter = painter;
    this.onShown = onShown;
    /** @type {Table[]} */
    this.queue = [];
    this.running = false;
    this.skipping = false;
    /** @type {(() => void) | null} */
    this.wake = null;         // resolves the current hold early (a skip)
    /** @type {LogLine[]} */
    this.log = [];            // the log of the table being shown
    this.upTo = Infinity;     // the newest log line number shown yet (the beat on the stage)
    this.from = -1;           // the newest line told before the beat on the stage (its caption tells the rest)
    /** @type {Beat | null} */
    this.current = null;      // the beat on the stage now
    $("stage").addEventListener("click", () => { if (!this.running) this.painter.openLog(); });
    // A tap, click or key while the stage plays skips to the end of the bot's turn (the key still works).
    for (const kind of /** @type {const} */ (["pointerdown", "keydown"])) {
      document.addEventListener(kind, (event) => {
        if (!this.running || /** @type {Element} */ (event.target).closest(".overlay:not([hidden])")) return;
        if (kind === "keydown"
          && ["Shift", "Control", "Alt", "Meta", "Tab"].includes(/** @type {KeyboardEvent} */ (event).key)) return;
        this.skip();
      }, true);
    }
  }

  reset() {
    this.generation = (this.generation || 0) + 1;   // a run in progress stops at its next step
    this.queue = [];
    this.skipping = false;
    this.log = [];
    this.current = null;
    if (this.wake) this.wake();
    this.paintBeat(null);
  }

  /**
   * Show ``table`` after the tables before it (at once at instant speed).
   * @param {Table} table
   */
  push(table) {
    this.queue.push(table);
    if (!this.running) this.run();
  }

  skip() {
    this.skipping = true;
    if (this.wake) this.wake();
  }

  async run() {
    this.running = true;
    const generation = this.generation;
    while (this.queue.length && generation === this.generation) {
      const table = /** @type {Table} */ (this.queue.shift());   // the loop runs while there is one
      const beats = table.stage || [];
      const paced = table.speed !== "instant" && beats.some((beat) => beat.hold_ms > 0);
      // Each beat stands over the table as of its event (its frame), never a later one.
      let frame = paced && beats.length ? beats[0].frame : -1;
      let before = this.painter.paint(asOf(table, frame), { hold: paced });
      let told = this.log.length ? this.log[this.log.length - 1].n : -1;
      this.log = table.log;
      for (const beat of paced ? beats : []) {
        if (beat.opens_turn) this.skipping = false;
        if (this.skipping) continue;
        if (beat.frame !== frame) {
          frame = beat.frame;
          before = this.painter.paint(asOf(table, frame), { hold: true });
        }
        this.from = told;
        this.upTo = told = beat.n;
        this.current = beat;
        this.paintBeat(table);
        $("live").textContent = beat.caption;   // read out one at a time, as shown
        this.painter.spotlight(beat);
        onBeat(beat);   // its sound, and its moment (ui/moments.js)
        // Beats play only after a held paint, which gives the rectangles from before.
        if (beat.anims.length) animate(beat.anims, /** @type {Rects} */ (before));
        await this.hold(beat.hold_ms);
        if (generation !== this.generation) break;
      }
      if (generation !== this.generation) break;
      if (frame !== -1) this.painter.paint(table, { hold: true });
      this.upTo = Infinity;
      this.current = null;
      this.paintBeat(table);
      this.painter.spotlight(null);
      onTable(table);   // the viewer's own move's sound, a completed set, the win (ui/moments.js)
      // Anything still to show, or the player's move: the skip ends where the player is asked.
      if (!table.bot) this.skipping = false;
      if (!this.queue.length || this.painter.needsPlayer(table)) this.painter.release();
      this.onShown(table);
    }
    this.running = false;
  }

  /**
   * Wait ``ms`` (or less, when a skip wakes it).
   * @param {number} ms
   * @returns {Promise<void>}
   */
  hold(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() { clearTimeout(timer); resolve(); }
      this.wake = () => { this.wake = null; done(); };
    });
  }

  /**
   * The newest lines up to line ``upTo``, newest first.
   * @param {number} upTo
   * @param {number} count
   */
  recent(upTo, count) {
    const out = [];
    for (let i = this.log.length - 1; i >= 0 && out.length < count; i -= 1) {
      if (this.log[i].n <= upTo) out.push(this.log[i]);
    }
    return out;
  }

  /**
   * The caption (whole, never cut), the beat's cards or a reveal, and the older lines of the strip;
   * under them, while ``table``'s bot is due, what it is doing.
   * @param {Table | null} table
   */
  paintBeat(table) {
    const beat = this.current;
    const thinking = table && table.bot && !table.curtain ? table.bot.text : "";
    // A beat's caption may tell several lines (data-from: the newest line before them); the strip
    // under it holds the lines told before.
    const lines = beat ? [{ n: beat.n, text: beat.caption }, ...this.recent(this.from, STRIP_LINES - 1)]
      : this.recent(this.upTo, STRIP_LINES);
    const cards = beat && beat.cards.length ? h("div", { class: "beat-cards" }, beat.cards.map(picture)) : null;
    $("beat").replaceChildren(.../** @type {HTMLElement[]} */ ([
      lines.length ? h("p", { class: `caption${beat ? " live" : ""}`, "data-n": lines[0].n,
        "data-from": beat ? this.from : null }, slashBreaks(lines[0].text)) : null,
      cards,
      thinking ? h("p", { class: "thinking" }, thinking) : null,
      beat && this.running ? h("p", { class: "skip-hint" }, "Tap to skip") : null].filter(Boolean)));
    const reveal = beat && beat.reveal ? revealPanel(beat.reveal) : null;
    $("stage-reveal").replaceChildren(...(reveal ? [reveal] : []));
    $("stage-reveal").hidden = !reveal;
    $("strip-lines").replaceChildren(...lines.slice(1).map((line) => h("li", { "data-n": line.n }, slashBreaks(line.text))));
  }
}
