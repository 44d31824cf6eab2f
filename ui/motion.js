// Card movement from the table model's events: a card travels from where it was (or from the area it
// left) to where it is now, flips, or fades in. With prefers-reduced-motion every movement is a fade.
/** @import { Anim } from "../types/model" */
const DURATION = 320;

/**
 * Where things were on the screen: each drawn card's rectangle by its ``data-card``, each area's by
 * its ``data-area``.
 * @typedef {{ cards: Map<string, DOMRect>, areas: Map<string, DOMRect> }} Rects
 */

/**
 * Screen rectangles of every drawn card and area, taken before a repaint.
 * @returns {Rects}
 */
export function snapshotRects() {
  const rects = { cards: new Map(), areas: new Map() };
  // Each element found by its attribute has it.
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("#table [data-card]"))) {
    rects.cards.set(/** @type {string} */ (el.dataset.card), el.getBoundingClientRect());
  }
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("#table [data-area]"))) {
    rects.areas.set(/** @type {string} */ (el.dataset.area), el.getBoundingClientRect());
  }
  return rects;
}

/** @param {string} area */
function areaRect(area) {
  const el = document.querySelector(`#table [data-area="${CSS.escape(area)}"]`);
  return el ? el.getBoundingClientRect() : null;
}

function reduced() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A card back flying from one rectangle to another (a card no one here may see).
 * @param {DOMRect} from
 * @param {DOMRect} to
 */
function ghost(from, to) {
  const el = document.createElement("span");
  el.className = "card back ghost";
  el.style.left = `${from.left}px`;
  el.style.top = `${from.top}px`;
  document.body.append(el);
  const dx = to.left + to.width / 2 - (from.left + el.offsetWidth / 2);
  const dy = to.top + to.height / 2 - (from.top + el.offsetHeight / 2);
  el.animate([{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(.7)`, opacity: 0.2 }],
    { duration: DURATION, easing: "ease-in-out" }).finished.finally(() => el.remove());
}

/**
 * Play the model's ``events`` against the ``before`` rectangles.
 * @param {Anim[]} events
 * @param {Rects} before
 */
export function animate(events, before) {
  const fadeOnly = reduced();
  for (const event of events.slice(0, 12)) {
    const el = event.card === null || event.card === undefined ? null
      : document.querySelector(`#table [data-card="${event.card}"]`);
    if (fadeOnly || event.kind === "fade") {
      if (el) el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: DURATION });
      continue;
    }
    const from = (el && before.cards.get(String(event.card))) || before.areas.get(event.source);
    if (!el) {
      const to = areaRect(event.dest);
      if (from && to) ghost(from, to);
      continue;
    }
    const to = el.getBoundingClientRect();
    const frames = [];
    if (from) {
      frames.push({ transform: `translate(${from.left - to.left}px, ${from.top - to.top}px)` }, { transform: "none" });
    }
    if (event.kind === "flip") {
      el.animate([{ transform: "rotateY(90deg)" }, { transform: "none" }], { duration: DURATION, delay: DURATION / 2 });
    }
    if (frames.length) el.animate(frames, { duration: DURATION, easing: "cubic-bezier(.2,.7,.3,1)" });
  }
}
