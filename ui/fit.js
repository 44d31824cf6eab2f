// Fits the table to the screen by construction: the player's own table and hand never scroll. The own
// sets are fanned stacks whose cards show their top strip (colour band and name); the fitter picks the
// largest card size at which every set and the bank fit the room the own table gets, and fans the hand
// so that every card shows at least a finger's width (a second fanned row when one row would not do).
// It only sets the card box's size and place (custom properties and margins); what is drawn inside a
// card is ui/cards.js's.
import { $ } from "./dom.js";

// Card boxes of the own table, largest first: width, height (px).
const SIZES = [[100, 138], [92, 128], [84, 118], [78, 108], [72, 96], [72, 80]];

/** The least width of a hand card's uncovered strip: a fingertip on a touch screen, a pointer else. */
function least() {
  return matchMedia("(pointer: coarse)").matches ? 48 : 36;
}

/** The own table: the largest card size at which it needs no scrolling; false when even the smallest
 * does not fit. */
function fitMine() {
  const mine = $("mine");
  if (!mine.childElementCount) return true;
  for (const [w, h] of SIZES) {
    mine.style.setProperty("--cw", `${w}px`);
    mine.style.setProperty("--zh", `${h}px`);
    if (mine.scrollHeight <= mine.clientHeight + 1 && mine.scrollWidth <= mine.clientWidth + 1) return true;
  }
  return false;
}

/** The opponents as fully as the own table allows: the first compact form (``data-fit``) at which
 * the own table fits. */
function fitOpponents() {
  const opponents = $("opponents");
  for (const level of ["0", "1", "2"]) {
    opponents.dataset.fit = level;
    if (fitMine()) return;
  }
}

/** The hand as a fan: cards overlap so that all fit the hand's width, each showing at least
 * ``least()`` px; when one row would not do, the fan takes two rows, the second over the lower part
 * of the first. */
function fitHand() {
  const hand = $("hand");
  for (const old of hand.querySelectorAll(".fan-break")) old.remove();
  const cards = /** @type {HTMLElement[]} */ ([...hand.children]);
  for (const card of cards) card.style.margin = "";
  hand.classList.remove("fan-rows");
  if (cards.length < 2) return;
  const room = hand.clientWidth - 8;
  const width = cards[0].offsetWidth;
  const fits = (/** @type {number} */ count) => (room - width) / Math.max(1, count - 1);
  let perRow = cards.length;
  if (fits(perRow) < least()) perRow = Math.ceil(cards.length / 2);
  const step = Math.min(width + 6, fits(perRow));
  if (perRow < cards.length) hand.classList.add("fan-rows");
  cards.forEach((card, i) => {
    card.style.marginLeft = i % perRow === 0 ? "0" : `${Math.floor(step - width)}px`;
    // The second row starts on a line of its own and covers the first row's lower part.
    if (i >= perRow) card.style.marginTop = "calc(var(--row-strip) - var(--zh))";
  });
  if (perRow < cards.length) cards[perRow].before(Object.assign(document.createElement("span"), { className: "fan-break" }));
}

// Laptop and tablet widths; a phone keeps its scrolling strips (style.css) for now.
const WIDE = matchMedia("(min-width: 701px)");

/** Fit the own table and the hand to the room they have now (after a paint, on a resize). */
export function fitTable() {
  if ($("table").hidden) return;
  if (!WIDE.matches) {
    for (const old of $("hand").querySelectorAll(".fan-break")) old.remove();
    for (const card of /** @type {NodeListOf<HTMLElement>} */ ($("hand").querySelectorAll(".card"))) card.style.margin = "";
    $("mine").style.removeProperty("--cw");
    $("mine").style.removeProperty("--zh");
    delete $("opponents").dataset.fit;
    return;
  }
  fitHand();
  fitOpponents();
}

let queued = false;

/** Fit again on the next frame (a resize, a font that loaded). */
export function refit() {
  if (queued) return;
  queued = true;
  requestAnimationFrame(() => {
    queued = false;
    fitTable();
  });
}

addEventListener("resize", refit);
