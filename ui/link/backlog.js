// What a guest's device puts on its stage of the tables the host sends. A table's beats already shown
// are not played again (a table sent again, after a refused move, repaints at once), and tables never
// queue up: while the stage plays one, only the newest waits behind it, carrying the captions of those
// it replaced (their card movements are dropped: the newest table's paint shows where the cards went).
// So a burst of tables leaves the device one table behind at most, never a growing queue.
/** @import { Beat, Table } from "../../types/model" */
/** @import { Stage } from "../stage.js" */

/** The newest log line ``table`` holds (0 for none). */
const newestLine = (/** @type {Table} */ table) => (table.log.length ? table.log[table.log.length - 1].n : 0);

export class Backlog {
  /**
   * Tables go to ``stage``; ``shown(table)`` must be called once the stage has shown each (its
   * ``onShown``); ``newGame()`` runs when a table of a new game comes (its log starts again).
   * @param {Stage} stage
   * @param {{ newGame: () => void }} actions
   */
  constructor(stage, { newGame }) {
    this.stage = stage;
    this.newGame = newGame;
    /** @type {Table | null} */
    this.waiting = null;   // the newest table not yet handed to the stage
    this.busy = false;     // the stage is showing a table we gave it
    this.played = 0;       // the newest beat (log line number) handed to the stage
  }

  /**
   * A table from the host.
   * @param {Table} table
   */
  push(table) {
    if (newestLine(table) < this.played) {   // a new game: its log starts again
      this.played = 0;
      this.waiting = null;
      this.newGame();
    }
    const fresh = (table.stage || []).filter((beat) => beat.n > this.played);
    /** @type {Beat[]} */
    const before = this.waiting ? this.waiting.stage.map((beat) => ({ ...beat, anims: [] })) : [];
    this.waiting = { ...table, stage: [...before, ...fresh.filter((beat) => !before.some((old) => old.n === beat.n))] };
    if (!this.busy) this.next();
  }

  /** The stage showed a table: hand it the one waiting, if any. */
  shown() {
    this.busy = false;
    if (this.waiting) this.next();
  }

  next() {
    const table = /** @type {Table} */ (this.waiting);   // called only with one waiting
    this.waiting = null;
    this.busy = true;
    for (const beat of table.stage) this.played = Math.max(this.played, beat.n);
    this.stage.push(table);
  }

  reset() {
    this.waiting = null;
    this.busy = false;
    this.played = 0;
  }
}
