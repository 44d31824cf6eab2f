// Fewer taps without surprises: a hand card the model offers exactly one choice for plays in two taps
// on the card itself. The first tap picks it (it rises and shows its use over its face: "Bank 3M"),
// the second tap on it plays; a tap anywhere else or Escape puts it back. Enter does the same as a
// tap. A card with several choices keeps its panel; a drag onto the table stays one gesture. The
// gestures are explained once per browser by a tip in the prompt, until it is dismissed or a card has
// been played this way.
import { h } from "./cards.js";
import { canReadLocalStorage } from "./storage.js";
/** @import { Choice } from "../types/model" */

const TIP_KEY = "dealbid:tap-tip";
let tipGone = false;   // seen in this page (where the browser keeps nothing, the tip shows once per visit)

/** The pick of a single-use hand card, which survives a repaint of the same table. */
export class Picker {
  constructor() {
    /** @type {number | null} */
    this.picked = null;           // the id of the picked card
    /** @type {Map<number, Choice>} */
    this.uses = new Map();        // the single-use hand cards painted now, with their one choice
  }

  /** A new table: nothing is picked, no card is marked. */
  reset() {
    this.picked = null;
    this.uses.clear();
  }

  /**
   * Mark hand card ``el`` (card ``id``) as played by a pick and a confirming tap of its one
   * ``choice``; it is shown picked again when it was before a repaint.
   * @param {HTMLElement} el
   * @param {number} id
   * @param {Choice} choice
   */
  mark(el, id, choice) {
    this.uses.set(id, choice);
    el.dataset.pick = String(id);
    el.dataset.play = choice.action;   // its one use, by name
    el.dataset.key = choice.key;
    el.setAttribute("aria-pressed", "false");
    if (this.picked === id) this.show(el, choice);
  }

  /**
   * Pick the card ``el`` (a marked one): the one picked before goes back.
   * @param {HTMLElement} el
   */
  pick(el) {
    this.clear();
    const id = Number(el.dataset.pick);
    this.picked = id;
    this.show(el, /** @type {Choice} */ (this.uses.get(id)));   // marked cards only carry data-pick
  }

  /** Put the picked card back (nothing is played). */
  clear() {
    if (this.picked === null) return;
    const el = /** @type {HTMLElement | null} */ (document.querySelector(`#hand [data-pick="${this.picked}"]`));
    this.picked = null;
    if (!el) return;
    el.classList.remove("picked");
    el.removeAttribute("data-action");
    el.setAttribute("aria-pressed", "false");
    for (const use of el.querySelectorAll(".card-use")) use.remove();
  }

  /**
   * Draw ``el`` picked: raised, its use written over its face; a tap on it now plays ``choice``.
   * @param {HTMLElement} el
   * @param {Choice} choice
   */
  show(el, choice) {
    el.classList.add("picked");
    el.dataset.action = choice.action;
    el.setAttribute("aria-pressed", "true");
    el.append(h("span", { class: `card-use intent-${choice.intent || "secondary"}` }, choice.label,
      h("span", { class: "card-use-again" }, "Tap again to play")));
  }
}

/** Has this browser seen the tip (dismissed it, or played a card by a pick or a drag)? */
function tipSeen() {
  return tipGone || canReadLocalStorage() && localStorage.getItem(TIP_KEY) === "seen";
}

/** The tip is not needed any more: never shown again in this browser. */
export function tipDone() {
  if (tipSeen()) return;
  tipGone = true;
  try {
    localStorage.setItem(TIP_KEY, "seen");
  } catch {
    // No storage here, or a full one: the tip stays away for this visit only.
  }
  for (const tip of document.querySelectorAll(".tap-tip")) tip.remove();
}

/**
 * The tip that explains the gestures, for the prompt, while ``cards`` single-use hand cards are on the
 * table and this browser has not seen it; ``gone()`` runs after "Got it" removed it.
 * @param {number} cards
 * @param {() => void} gone
 * @returns {HTMLElement | null}
 */
export function tapTip(cards, gone) {
  if (!cards || tipSeen()) return null;
  const button = h("button", { type: "button", class: "btn secondary tip-close" }, "Got it");
  button.addEventListener("click", () => {
    tipDone();
    gone();
  });
  return h("p", { class: "tap-tip", role: "note" },
    h("span", {}, h("strong", {}, "Tip: "), "tap a card to see what it does, tap it again to play it. ",
      "Or drag it onto the table."),
    button);
}
