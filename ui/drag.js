// Drag and drop (mouse and touch) as well as tapping: a card whose choices name a `zone` can be dragged
// there. Dropping it on an element of that zone (its id in data-zone, or its area in data-area, on the
// element or an ancestor) plays the matching choice; several matches open the card's menu. A press that
// does not move stays a plain tap (on a card with one use, a first tap only picks it: ui/taps.js). On
// touch, sideways moves keep scrolling the hand (touch-action: pan-x); dragging a card up onto the
// table is the drag.
/** @import { Choice } from "../types/model" */
const THRESHOLD = 8; // px before a press becomes a drag

/**
 * Make cards inside ``root`` draggable. ``choicesFor(cardId)`` gives the card's choices (or null);
 * ``play(choice)`` plays one; ``offer(cardId, choices)`` shows a menu of several.
 * @param {HTMLElement} root
 * @param {{ choicesFor: (id: number) => Choice[] | null | undefined, play: (choice: Choice) => void,
 *   offer: (id: number, choices: Choice[]) => void }} handlers
 */
export function enableDrag(root, { choicesFor, play, offer }) {
  /**
   * The press under way: the card, its choices with a zone, where it started, the ghost once it drags.
   * @type {{ card: HTMLElement, choices: Choice[], x: number, y: number, ghost: HTMLElement | null, id: number } | null}
   */
  let press = null;

  /**
   * The zones ``choices`` may be dropped on (the ones that name one).
   * @param {Choice[]} choices
   */
  const targetsOf = (choices) => /** @type {Set<string>} */ (new Set(choices.map((choice) => choice.zone).filter(Boolean)));

  /**
   * @param {Set<string>} keys
   * @param {boolean} on
   */
  function highlight(keys, on) {
    for (const key of keys) {
      for (const el of document.querySelectorAll(`[data-zone="${CSS.escape(key)}"], [data-area="${CSS.escape(key)}"]`)) {
        el.classList.toggle("drop-target", on);
      }
    }
  }

  /**
   * The ``choices`` whose zone is the element at ``x``, ``y`` or one around it.
   * @param {number} x
   * @param {number} y
   * @param {Choice[]} choices
   */
  function dropChoices(x, y, choices) {
    for (let el = /** @type {HTMLElement | null} */ (document.elementFromPoint(x, y)); el; el = el.parentElement) {
      const keys = /** @type {(string | null | undefined)[]} */ ([el.dataset.zone, el.dataset.area].filter(Boolean));
      const found = choices.filter((choice) => keys.includes(choice.zone));
      if (found.length) return found;
    }
    return [];
  }

  root.addEventListener("pointerdown", (event) => {
    const card = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("button[data-card]"));
    if (!card || event.button !== 0) return;
    const choices = (choicesFor(Number(card.dataset.card)) || []).filter((choice) => choice.zone);
    if (!choices.length) return;
    press = { card, choices, x: event.clientX, y: event.clientY, ghost: null, id: event.pointerId };
  });

  root.addEventListener("pointermove", (event) => {
    if (!press || event.pointerId !== press.id) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.ghost) {
      if (Math.hypot(dx, dy) < THRESHOLD) return;
      const rect = press.card.getBoundingClientRect();
      press.ghost = /** @type {HTMLElement} */ (press.card.cloneNode(true));
      press.ghost.removeAttribute("data-card");
      press.ghost.removeAttribute("data-action");
      press.ghost.removeAttribute("data-key");
      press.ghost.removeAttribute("data-menu");
      press.ghost.removeAttribute("data-pick");
      press.ghost.classList.add("dragging");
      press.ghost.setAttribute("aria-hidden", "true");
      press.ghost.style.left = `${rect.left}px`;
      press.ghost.style.top = `${rect.top}px`;
      document.body.append(press.ghost);
      press.card.setPointerCapture(event.pointerId);
      highlight(targetsOf(press.choices), true);
    }
    press.ghost.style.transform = `translate(${dx}px, ${dy}px)`;
  });

  /**
   * @param {PointerEvent} event
   * @param {boolean} drop
   */
  function finish(event, drop) {
    if (!press || event.pointerId !== press.id) return;
    const { ghost, choices, card } = press;
    press = null;
    if (!ghost) return;               // no drag: the click that follows is a plain tap
    ghost.remove();
    highlight(targetsOf(choices), false);
    // The click after a drag is not a tap on the card.
    card.addEventListener("click", (click) => { click.stopPropagation(); click.preventDefault(); },
      { capture: true, once: true });
    if (!drop) return;
    const found = dropChoices(event.clientX, event.clientY, choices);
    if (found.length === 1) play(found[0]);
    else if (found.length > 1) offer(Number(card.dataset.card), found);
  }

  root.addEventListener("pointerup", (event) => finish(event, true));
  root.addEventListener("pointercancel", (event) => finish(event, false));
}
