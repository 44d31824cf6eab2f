// The replay viewer: the table of a kept game after any number of moves, painted by the ordinary
// painter from the worker's `replay` replies, with a bar to step back and forward (buttons, slider,
// arrow keys), the log line of the step, and for a finished game the shareable link.
import { $ } from "./dom.js";
/** @import { ReplayReply, SendToWorker } from "../types/model" */
/** @import { Painter } from "./paint.js" */

export class ReplayViewer {
  /**
   * ``send(message)`` posts to the worker; ``painter`` paints models; ``leave()`` closes the viewer.
   * @param {{ send: SendToWorker, painter: Painter, leave: () => void }} parts
   */
  constructor({ send, painter, leave }) {
    this.send = send;
    this.painter = painter;
    this.leave = leave;
    /** @type {ReplayReply | null} */
    this.current = null;
    // The bar's buttons and keys work only while it shows, that is while a replay is open (``current``).
    $("replay-back").addEventListener("click", () => this.go(/** @type {ReplayReply} */ (this.current).step - 1));
    $("replay-forward").addEventListener("click", () => this.go(/** @type {ReplayReply} */ (this.current).step + 1));
    $("replay-start").addEventListener("click", () => this.go(0));
    $("replay-end").addEventListener("click", () => this.go(/** @type {ReplayReply} */ (this.current).steps));
    $("replay-slider").addEventListener("change", (event) => this.go(Number(/** @type {HTMLInputElement} */ (event.target).value)));
    $("replay-close").addEventListener("click", () => this.close());
    $("replay-copy").addEventListener("click", () => copyLink(/** @type {ReplayReply} */ (this.current).link, $("replay-copy")));
    $("replay-bar").addEventListener("keydown", (event) => {
      if (/** @type {Element} */ (event.target).id === "replay-slider") return;
      if (event.key === "ArrowLeft") this.go(/** @type {ReplayReply} */ (this.current).step - 1);
      else if (event.key === "ArrowRight") this.go(/** @type {ReplayReply} */ (this.current).step + 1);
    });
  }

  get open() {
    return this.current !== null;
  }

  /**
   * Ask for the open replay after ``step`` moves (nothing outside the game, nothing for the step shown).
   * @param {number} step
   */
  go(step) {
    if (!this.current || step < 0 || step > this.current.steps || step === this.current.step) return;
    this.send({ type: "replay_step", step });
  }

  /**
   * Paint a `replay` reply.
   * @param {ReplayReply} reply
   */
  show(reply) {
    const first = !this.current;
    this.current = reply;
    document.documentElement.classList.add("replaying");
    $("replay-bar").hidden = false;
    if (first) {
      this.painter.reset();
      for (const seat of reply.model.seats) this.painter.expanded.add(seat.seat);
    }
    this.painter.paint(reply.model);
    $("replay-title").textContent = `Replay: ${reply.title}`;
    $("replay-step").textContent = `Move ${reply.step} of ${reply.steps}`;
    $("replay-line").textContent = reply.line;
    const slider = /** @type {HTMLInputElement} */ ($("replay-slider"));
    slider.max = String(reply.steps);
    slider.value = String(reply.step);
    slider.setAttribute("aria-valuetext", `Move ${reply.step} of ${reply.steps}`);
    /** @type {HTMLButtonElement} */ ($("replay-back")).disabled = reply.step === 0;
    /** @type {HTMLButtonElement} */ ($("replay-start")).disabled = reply.step === 0;
    /** @type {HTMLButtonElement} */ ($("replay-forward")).disabled = reply.step === reply.steps;
    /** @type {HTMLButtonElement} */ ($("replay-end")).disabled = reply.step === reply.steps;
    $("replay-copy").hidden = !reply.link;
  }

  close() {
    this.current = null;
    document.documentElement.classList.remove("replaying");
    $("replay-bar").hidden = true;
    this.leave();
  }
}

/**
 * The page's address with ``fragment`` (``replay=...``) after the ``#``.
 * @param {string} fragment
 */
export function replayUrl(fragment) {
  return `${location.origin}${location.pathname}#${fragment}`;
}

/** Copy the replay link of ``fragment``; where the clipboard is refused, the link goes into the
 * address bar instead. The button says which.
 * @param {string} fragment
 * @param {HTMLElement} button
 */
export async function copyLink(fragment, button) {
  const url = replayUrl(fragment);
  try {
    await navigator.clipboard.writeText(url);
    button.textContent = "Link copied";
  } catch {
    history.replaceState(null, "", url);
    button.textContent = "The link is in the address bar";
  }
}
