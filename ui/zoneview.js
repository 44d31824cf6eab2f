// A set, a bank or a pile shown large: a tap on one, or on an opponent's set in compact form (anywhere
// but on a card or button that answers a tap), opens its face-up cards side by side in the card panel,
// read only. A fanned stack shows only each card's top strip and a compact table only the strips; here
// every card is whole.
import { cardFace, h } from "./cards.js";
import { openDialog } from "./dialogs.js";
import { $ } from "./dom.js";
/** @import { Table, Zone } from "../types/model" */

/**
 * The zone with ``id`` on ``table`` (the centre's piles and every seat's zones), if any.
 * @param {Table} table
 * @param {string} id
 * @returns {Zone | null}
 */
function zoneOf(table, id) {
  return [...table.centre, ...table.seats.flatMap((seat) => seat.zones)].find((zone) => String(zone.id) === id) || null;
}

/**
 * Open the zone tapped in ``event`` large, when the tap is on a zone with face-up cards and on nothing
 * that answers a tap itself; ``table`` is the table painted now (null before the first one).
 * @param {MouseEvent} event
 * @param {Table | null} table
 */
export function openZoneLarge(event, table) {
  const el = /** @type {Element} */ (event.target);
  if (!table || $("table").classList.contains("busy")
    || el.closest("button, a, input, select, summary, [data-action], [data-menu]")) return;
  const box = /** @type {HTMLElement | null} */ (el.closest("#table :is(.zone, .mini-set)[data-zone]"));
  const zone = box ? zoneOf(table, /** @type {string} */ (box.dataset.zone)) : null;
  const cards = zone ? [...zone.cards, ...(zone.buildings || [])].filter((card) => card.id !== null && card.id !== undefined) : [];
  if (!zone || !cards.length) return;
  $("card-menu-title").textContent = zone.title;
  $("card-menu-card").replaceChildren(h("div", { class: "zone-large" }, cards.map((card) => cardFace(card, "div", { picture: true }))));
  $("card-menu-card").hidden = false;
  $("card-menu-choices").replaceChildren();
  openDialog($("card-menu"));
}
