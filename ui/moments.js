// Moments: a short flourish, with its sound (ui/sound.js), when something big happens at the table —
// a set completed, a card that breaks a deal or says no played (its face shown large), an auction won,
// the game won (confetti). Each is over in under two seconds, lets every tap through (a tap ends it) and
// is left out under prefers-reduced-motion (the sound stays). Every word shown is the model's.
import { cardFace, h } from "./cards.js";
import { play } from "./sound.js";
/** @import { Anim, Beat, Card, Table } from "../types/model" */

// The pictures whose card gets its moment when played (ui/art.js names them).
const BIG_CARDS = new Set(["deal_breaker", "jsn", "nope"]);
const SAYS_NO = new Set(["jsn", "nope"]);
const MOMENT_MS = 1600;

const calm = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The complete sets on a table, by zone id. @param {Table} table */
function completeSets(table) {
  return new Map(table.seats.flatMap((seat) => seat.zones).filter((zone) => zone.complete).map((zone) => [zone.id, zone.title]));
}

/** Did cards go from one player's sets to another's? @param {Anim[]} anims */
function setsChangedHands(anims) {
  return anims.filter((anim) => anim.source.startsWith("sets:") && anim.dest.startsWith("sets:") && anim.source !== anim.dest).length;
}

/**
 * Show a moment over the table: ``words`` large, a card's face, confetti.
 * @param {string} kind a CSS hook (moment-set, moment-card, moment-auction, moment-win)
 * @param {{ words?: string, card?: Card | null, confetti?: boolean }} what
 */
function show(kind, { words = "", card = null, confetti = false }) {
  const table = document.getElementById("table");
  if (!table || calm()) return;
  endMoments();
  const pieces = confetti ? Array.from({ length: 48 }, (_, i) => {
    const bit = h("i", { class: `bit bit-${i % 6}` });
    bit.style.setProperty("--x", `${Math.round(Math.random() * 100)}vw`);
    bit.style.setProperty("--delay", `${Math.round(Math.random() * 500)}ms`);
    bit.style.setProperty("--spin", `${Math.round(Math.random() * 720 - 360)}deg`);
    return bit;
  }) : [];
  const el = h("div", { class: `moment moment-${kind}`, "aria-hidden": "true" },
    pieces, card ? cardFace(card, "div", { picture: true }) : null, words ? h("p", { class: "moment-words" }, words) : null);
  table.append(el);
  const end = () => { el.remove(); window.removeEventListener("pointerdown", end, true); };
  window.addEventListener("pointerdown", end, true);
  setTimeout(end, confetti ? MOMENT_MS * 2 : MOMENT_MS);
}

/** A won auction's moment waiting for its bids to be read (a timer), or 0. */
let pending = 0;
const cancelPending = () => { clearTimeout(pending); pending = 0; };

/** End the moment on the screen, if any. */
function endMoments() {
  for (const old of document.querySelectorAll("#table .moment")) old.remove();
}

/** What the last table held, to see what is new on the next. */
// What the last table showed: its game (a table of another game, say a saved one opened, has no
// fresh sets to celebrate), its complete sets, whether it was over.
const seen = { query: "", sets: /** @type {Map<string, string> | null} */ (null), over: false };

/** A beat or a table after the game was over: a new game's (its deal), and the last game's moment (its
 * words and confetti) is over. */
function newGame() {
  seen.over = false;
  endMoments();
}

/**
 * A beat is on the stage (another player's move): its sound, and its moment if it has one.
 * @param {Beat} beat
 */
export function onBeat(beat) {
  cancelPending();
  if (seen.over) newGame();
  const big = beat.cards.find((card) => BIG_CARDS.has(card.art));
  const winner = beat.reveal ? beat.reveal.bids.find((bid) => bid.wins) : null;
  if (big) {
    play(SAYS_NO.has(big.art) ? "no" : "steal");
    show("card", { card: big });
  } else if (winner && beat.reveal) {
    // The bids stand readable first: the flourish (over the middle of the table, where the bids are)
    // comes halfway through the reveal; a tap (a skip) calls it off.
    const words = beat.reveal.verdict;
    pending = window.setTimeout(() => { pending = 0; play("coin"); show("auction", { words }); }, beat.hold_ms / 2);
    window.addEventListener("pointerdown", cancelPending, { capture: true, once: true });
  } else if (setsChangedHands(beat.anims)) {
    play("steal");
  } else if (beat.anims.some((anim) => anim.dest.startsWith("bank:"))) {
    play("coin");
  } else if (beat.anims.length) {
    play("card");
  }
}

/**
 * A table is painted and its beats are over: the sound of the viewer's own move, a newly completed
 * set, the end of the game.
 * @param {Table} table
 */
export function onTable(table) {
  if (table.query !== seen.query) seen.sets = null;
  seen.query = table.query;
  const sets = completeSets(table);
  const fresh = seen.sets ? [...sets].filter(([id]) => !(/** @type {Map<string, string>} */ (seen.sets)).has(id)) : [];
  const first = seen.sets === null;
  seen.sets = sets;
  if (table.outcome) {
    if (!seen.over && !first) {
      play("win");
      show("win", { words: table.outcome.title, confetti: true });
    }
    seen.over = true;
    return;
  }
  if (seen.over) newGame();
  if (fresh.length) {
    play("set");
    show("set", { words: fresh[0][1] });
  } else if (!table.stage.length && table.events.length) {
    play(table.events.some((anim) => anim.dest.startsWith("bank:")) ? "coin" : "card");
  }
}
