// The hand does not move under the finger while a payment, a bid or an offer is built: from the first
// table of a selection to its end, the hand keeps each card's place (a card moved into the bid leaves a
// hole where it was and goes back there) and its height. After the selection it is laid out as usual
// again. (On the own table a zone whose cards can be tapped stays spread out anyway: ui/paint.js.)
import { h } from "./cards.js";
/** @import { Selection } from "../types/model" */

export class Steady {
  constructor() {
    this.selection = "";          // which selection is being built ("" for none)
    /** @type {string[]} */
    this.order = [];              // the hand's card ids when it began, in order
    /** @type {boolean | null} */
    this.idle = null;             // did the hand only peek when it began?
  }

  /**
   * Follow the table's ``selection``: a new one (or none) forgets the places kept.
   * @param {Selection | null} selection
   */
  follow(selection) {
    const now = selection ? `${selection.kind}\n${selection.title}` : "";
    if (now === this.selection) return;
    this.selection = now;
    this.order = [];
    this.idle = null;
  }

  /**
   * Does the hand only peek, ``idle`` by itself now? While a selection is built, only when it did at
   * its start too.
   * @param {boolean} idle
   */
  peeks(idle) {
    if (!this.selection) return idle;
    if (this.idle === null) this.idle = idle;
    return idle && this.idle;
  }

  /**
   * The hand's ``cards`` in the places they had when the selection began, a hidden hole for each card
   * gone from the hand since (new cards at the end).
   * @param {HTMLElement[]} cards
   * @returns {HTMLElement[]}
   */
  places(cards) {
    if (!this.selection) return cards;
    const byId = new Map(cards.map((el) => [el.dataset.card || "", el]));
    for (const id of byId.keys()) if (!this.order.includes(id)) this.order.push(id);
    return this.order.map((id) => byId.get(id) || h("span", { class: "card hole", "aria-hidden": "true" }));
  }
}
