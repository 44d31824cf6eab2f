// Fits the table to the screen by construction: the player's own table and hand never scroll. The own
// sets are fanned stacks whose cards show their top strip (colour band and name); the fitter picks the
// largest card size at which every set and the bank fit the room the own table gets, and fans the hand
// so that every card shows at least a finger's width (a second fanned row when one row would not do).
// It only sets the card box's size and place (custom properties and margins); what is drawn inside a
// card is ui/cards.js's.
import { $ } from "./dom.js";

// Card boxes of the own table, largest first: width, height (px).
const SIZES = [[100, 138], [92, 128], [84, 118], [78, 108], [76, 100]];
// The compact own table's strip widths (px), widest first.
const STRIPS = [100, 92, 84, 76, 68, 64, 60];

/** The least width of a hand card's uncovered strip: a fingertip on a touch screen, a pointer else. */
function least() {
  return matchMedia("(pointer: coarse)").matches ? 48 : 36;
}

/** Each own set's fan shows every card's whole top strip: the fan's step is the tallest strip in it (a
 * long name takes more lines). @param {HTMLElement} mine */
function stripStacks(mine) {
  const stacks = /** @type {HTMLElement[]} */ ([...mine.querySelectorAll(".cards.stack")]);
  const tallest = stacks.map((stack) => Math.max(0, ...[...stack.children].slice(0, -1)
    .map((card) => card.querySelector(".band")?.getBoundingClientRect().height || 0)));
  stacks.forEach((stack, i) => stack.style.setProperty("--strip", `${Math.ceil(tallest[i]) + 2}px`));   // all read, then all written
}

/**
 * Card faces taller than their box (a long name takes a taller strip): first the colour's name gives
 * way (the strip's colour and pattern still tell it), then the ladder and the picture (the card's panel
 * shows them whole). Reads and writes go in passes (all classes off, every face measured once, the
 * step added to those that overflow, measured again), so the page lays out once a pass, not once a card.
 * @param {ParentNode} root
 */
export function fitFaces(root) {
  let cards = /** @type {HTMLElement[]} */ ([...root.querySelectorAll(".card:has(> .face-body)")]);
  for (const card of cards) card.classList.remove("tight", "bare");
  for (const step of ["tight", "bare"]) {
    cards = cards.filter((card) => card.scrollHeight > card.clientHeight + 1);
    for (const card of cards) card.classList.add(step);
  }
}

/** Does the own table's content fit its box? @param {HTMLElement} mine */
function ownFits(mine) {
  return mine.scrollHeight <= mine.clientHeight + 1 && mine.scrollWidth <= mine.clientWidth + 1;
}

/** Does the own table fit its room and leave the dock (prompt and hand) on screen, with the rows above
 * it whole (a grid row may shrink under its content and let it run over the next)? @param {HTMLElement} mine */
function mineFits(mine) {
  const whole = (/** @type {HTMLElement} */ row) => row.scrollHeight <= row.clientHeight + 1;
  const opponents = $("opponents");   // folded, they open over the table: their row is the button's
  return ownFits(mine) && (opponents.hasAttribute("data-fold") || whole(opponents)) && whole($("centre"))
    && $("dock").getBoundingClientRect().bottom <= $("table").getBoundingClientRect().bottom + 1;
}

/** The own table: the largest card size at which it needs no scrolling, in the full form or the compact
 * one (every card of a set as its top strip: colour, pattern, name; the bank as banknote strips in rows).
 * False when even the smallest does not fit. @param {boolean} compact */
function fitMine(compact) {
  const mine = $("mine");
  if (!mine.childElementCount) return true;
  mine.toggleAttribute("data-compact", compact);
  for (const [w, h] of compact ? STRIPS.map((width) => [width, 100]) : SIZES) {
    mine.style.setProperty("--cw", `${w}px`);
    mine.style.setProperty("--zh", `${h}px`);
    mine.toggleAttribute("data-small", h <= 100);
    mine.toggleAttribute("data-narrow", compact && w < 64);   // the narrowest strips: names in smaller type
    if (!compact) stripStacks(mine);
    if (mineFits(mine)) return true;
  }
  return false;
}

const LEVELS = ["0", "1", "2", "3"];
// The forms tried with the own table's cards as strips: the middle tight?, the players' buttons
// gathered?, and the opponents' levels (the last one names no set).
/** @type {[boolean, boolean, string[]][]} */
const FORMS = [[false, false, LEVELS.slice(0, -1)], [true, false, LEVELS.slice(0, -1)], [true, true, LEVELS]];

/** The opponents as fully as the own table allows: the first compact form (``data-fit``) at which
 * the own table fits with whole cards; where whole cards overflow the own table itself (a phone late in
 * a game, not only a long dock), with its cards as strips, then the middle tight (the piles as their
 * titles, an auction card or an offer as strips) and the players' buttons (a trade to each, say)
 * gathered into one in the prompt before the opponents' sets lose their names, then the opponents
 * folded; then the hand's cards lower (while cards are picked on other players' tables, the hand out
 * of the way); and last the own sets named instead of drawn (those with a card to tap stay). */
function fitOpponents() {
  const opponents = $("opponents");
  opponents.removeAttribute("data-gather");
  $("centre").removeAttribute("data-tight");
  $("hand").removeAttribute("data-away");
  $("mine").removeAttribute("data-away");
  nameSets(false);
  fold(false);
  for (const level of LEVELS) {
    opponents.dataset.fit = level;
    if (fitMine(false)) return;
  }
  const strips = !ownFits($("mine"));
  if (strips) {
    // What costs a player least goes first: the middle tight, then the players' buttons gathered
    // into one in the prompt; only then do the opponents' sets lose their names (level 3) or fold.
    for (const [tight, gather, levels] of FORMS) {
      $("centre").toggleAttribute("data-tight", tight);
      opponents.toggleAttribute("data-gather", gather);
      for (const level of levels) {
        opponents.dataset.fit = level;
        if (fitMine(true)) return;
      }
    }
    if (fold(true) && fitMine(true)) return;
  }
  for (const height of [112, 100, 88]) {
    $("hand").style.setProperty("--hh", `${height}px`);
    fitHand();
    if (fitMine(strips)) return;
  }
  // A hand with no card to use now (a trade offer to answer), or while cards are picked on other
  // players' tables (a trade offer drafted during a sealed bid): the hand, not what the player works
  // on then, steps aside until the answer is given or the offer sent or cancelled.
  if ($("table").classList.contains("picking") || !$("hand").querySelector("[data-action], [data-menu]")) {
    $("hand").toggleAttribute("data-away", true);
    if (fitMine(strips)) return;
  }
  nameSets(true);
  if (fitMine(true)) return;
  // Aiming at other players' cards with nothing of the own table to aim at: the own sets step aside
  // (the player's name and facts stay) until the card is played or the aim cancelled.
  const mine = $("mine");
  if ($("table").classList.contains("aiming") && !mine.querySelector(".aim-target")) {
    mine.toggleAttribute("data-away", true);
    fitMine(true);
  }
}

/** The own table's last form (``on``): each set named (colour, count, buildings; a tap opens it large)
 * instead of drawn; only the cards to tap now (to aim at, while aiming) stay, as strips after the names.
 * @param {boolean} on */
function nameSets(on) {
  const mine = $("mine");
  const tap = $("table").classList.contains("aiming") ? ".aim-target" : ".can";
  mine.toggleAttribute("data-pips", on);
  for (const set of /** @type {HTMLElement[]} */ ([...mine.querySelectorAll(".zone-set")])) {
    set.hidden = on && !set.querySelector(tap);
  }
}

/** The hand as a fan: cards overlap so that all fit the hand's width, each showing at least
 * ``least()`` px; when one row would not do, the fan takes more rows, each over the lower part of the
 * row before. */
function fitHand() {
  const hand = $("hand");
  for (const old of hand.querySelectorAll(".fan-break")) old.remove();
  const cards = /** @type {HTMLElement[]} */ ([...hand.children]);
  for (const card of cards) card.style.margin = "";
  if (cards.length < 2) return;
  const room = hand.clientWidth - 12;
  const width = cards[0].offsetWidth;
  const perRow = Math.max(1, Math.min(cards.length, Math.floor((room - width) / least()) + 1));
  const rows = Math.ceil(cards.length / perRow);
  const inRow = Math.ceil(cards.length / rows);   // the rows as even as they can be
  const step = Math.min(width + 6, (room - width) / Math.max(1, inRow - 1));
  cards.forEach((card, i) => {
    card.style.marginLeft = i % inRow === 0 ? "0" : `${Math.floor(step - width)}px`;
    if (i >= inRow) card.style.marginTop = "calc(var(--row-strip) - var(--zh))";
    if (i > 0 && i % inRow === 0) card.before(Object.assign(document.createElement("span"), { className: "fan-break" }));
  });
}

/** Fold the opponents behind their one button (``on``), or unfold them; never while the prompt asks the
 * player to act on something of theirs (a target, a card to take) that is not gathered in the prompt.
 * False when they may not fold. @param {boolean} on */
function fold(on) {
  const opponents = $("opponents");
  const asks = opponents.hasAttribute("data-gather") ? ".can, .aim-target" : ".can, .target";
  const may = on && !opponents.querySelector(asks);
  opponents.toggleAttribute("data-fold", may);
  return may;
}

/** Open the folded opponents over the table, or fold them again. @param {boolean} open */
function setOpen(open) {
  const opponents = $("opponents");
  opponents.toggleAttribute("data-open", open);
  opponents.querySelector(".opp-fold")?.setAttribute("aria-expanded", String(open));
}

// The folded opponents' button opens them over the table; a tap outside them or Escape folds them again.
document.addEventListener("click", (event) => {
  const opponents = $("opponents");
  const el = /** @type {Element} */ (event.target);
  const path = event.composedPath();   // as dispatched: a tap inside them may have painted them anew since
  if (el.closest(".opp-fold")) setOpen(!opponents.hasAttribute("data-open"));
  else if (opponents.hasAttribute("data-open") && !path.includes(opponents) && !el.closest(".overlay")) setOpen(false);
});
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && !event.defaultPrevented && $("opponents").hasAttribute("data-open")
    && !document.querySelector(".overlay:not([hidden])")) setOpen(false);
});

/** Fit the own table and the hand to the room they have now (after a paint, on a resize). */
export function fitTable() {
  if ($("table").hidden) return;
  $("hand").style.removeProperty("--hh");
  fitHand();
  fitOpponents();
  if (!$("opponents").hasAttribute("data-fold")) setOpen(false);   // opened, they stay open across a paint while folded
  fitFaces($("table"));
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

// The table's own size changes with the window and with a note taking a line above it; the stage's
// with its caption (a long one takes more lines, after the paint that fitted the table).
const watcher = new ResizeObserver(refit);
watcher.observe($("table"));
watcher.observe($("stage"));
