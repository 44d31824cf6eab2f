// Nothing moves under the finger while a payment, a bid or an offer is built: from the first table of
// a selection to its end, the hand keeps each card's place (a card moved into the bid leaves a hole
// where it was and goes back there), the own table's zones stay spread out when they were, and the
// hand keeps its height. After the selection the table is laid out as usual again.
import { h } from "./cards.js";
/** @import { Selection } from "../types/model" */

export class Steady {
  constructor() {
    this.selection = "";          // which selection is being built ("" for none)
    /** @type {string[]} */
    this.order = [];              // the hand's card ids when it began, in order
    /** @type {Map<string, boolean>} */
    this.spread = new Map();      // per own zone id: was it spread out when it began?
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
    this.spread.clear();
    this.idle = null;
  }

  /**
   * Is the zone ``id``, ``open`` by itself now (a card of it can be tapped), drawn spread out? While
   * a selection is built, also when it was at its start.
   * @param {string} id
   * @param {boolean} open
   */
  spreads(id, open) {
    if (!this.selection) return open;
    if (!this.spread.has(id)) this.spread.set(id, open);
    return open || /** @type {boolean} */ (this.spread.get(id));
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
