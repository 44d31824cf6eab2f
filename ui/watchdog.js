// The game worker's watchdog. The worker answers every request with a `done` message once it has handled
// it (ui/worker.js), and no request keeps it busy for long: Hard thinks for about a second, loading the
// longest game takes a fraction of that. So while requests are pending, a worker that has said nothing
// for `limitMs` is stuck and `onStuck()` is called (the page then replaces it). Its silence is timed only
// after its `ready`: a cold boot may take many seconds and reports its own progress.
export class Watchdog {
  /** @param {{ limitMs: number, onStuck: () => void }} options */
  constructor({ limitMs, onStuck }) {
    this.limitMs = limitMs;
    this.onStuck = onStuck;
    this.pending = 0;     // requests posted and not yet `done`
    this.live = false;    // the worker has said `ready`
    /** @type {number | null} */
    this.timer = null;
  }

  /** The worker has booted: from now on its silence counts. */
  ready() {
    this.live = true;
    this.arm();
  }

  /** A request was posted (a timer already running keeps its start: new requests are no answer). */
  sent() {
    this.pending += 1;
    if (!this.timer) this.arm();
  }

  /**
   * The worker said something; ``done``: it has finished one request.
   * @param {boolean} done
   */
  heard(done) {
    if (done && this.pending > 0) this.pending -= 1;
    clearTimeout(this.timer);
    this.timer = null;
    this.arm();
  }

  /** Forget the worker (it is being replaced): nothing pending, nothing timed until the next `ready`. */
  reset() {
    clearTimeout(this.timer);
    this.timer = null;
    this.pending = 0;
    this.live = false;
  }

  arm() {
    if (this.timer || !this.live || this.pending === 0) return;
    this.timer = setTimeout(() => {
      this.reset();
      this.onStuck();
    }, this.limitMs);
  }
}
