// Card faces from the table model's Card objects: a top strip with the colour field, letter chip and
// name; under it the colour's name, a picture (ui/art.js) or the rent ladder, the effect line; the
// value in the corner. Every word comes from the model; face-down cards carry no id and no face.
import { art, hasArt } from "./art.js";
/** @import { Card, Colour, RentLadder } from "../types/model" */

/**
 * An attribute's value for ``h``: written as text, ``true`` as a bare attribute; ``null``,
 * ``undefined`` and ``false`` leave it out. ``class`` and ``text`` (the element's text) take a string.
 * @typedef {string | number | boolean | null | undefined} AttrValue
 */
/**
 * A child for ``h``: an element or text (numbers written out); ``null``, ``undefined``, ``false`` and
 * ``""`` add nothing. Lists of children, and lists of lists, are spread in place.
 * @typedef {Node | string | number | boolean | null | undefined} Child
 */

/**
 * ``h("span", {class: "x"}, "text", child)``: an element with attributes and text/element children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, AttrValue>} [attrs]
 * @param {...(Child | Child[] | Child[][])} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") el.className = /** @type {string} */ (value);
    else if (name === "text") el.textContent = /** @type {string} */ (value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === "") continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

const VOWEL = /[aeiouyAEIOUY]/;
const LETTER = /\p{L}/u;

/**
 * ``text`` with a line break allowed after each slash ("Green/" + "Railroad Wild") where no word-break
 * character may go: the text read out and copied stays the same.
 * @param {string} text
 * @returns {(string | HTMLElement)[]}
 */
export function slashBreaks(text) {
  const parts = text.split("/");
  return parts.flatMap((part, i) => (i < parts.length - 1 ? [`${part}/`, h("wbr")] : [part]));
}

/**
 * Soft hyphens in long words, so a narrow card breaks "Medi-terranean" with a hyphen at a syllable-like
 * point instead of cutting it anywhere (plain typography: V-CV, VC-CV and VCC-CV as in "Board-walk",
 * never leaving < 3 letters).
 * @param {string} text
 * @returns {string}
 */
export function hyphenate(text) {
  // A slash may end a line too ("Green/" + "Railroad Wild").
  return text.replaceAll("/", "/\u200b").replace(/\p{L}{8,}/gu, (word) => {
    let out = "";
    let last = 0;
    for (let i = 1; i < word.length - 1; i += 1) {
      const [a, b, c, d] = [word[i - 1], word[i], word[i + 1], word[i + 2] || ""];
      let cut = -1;
      const e = word[i + 3] || "";
      const consonant = (/** @type {string} */ x) => LETTER.test(x) && !VOWEL.test(x);
      if (VOWEL.test(a) && consonant(b) && VOWEL.test(c)) cut = i;
      else if (VOWEL.test(a) && consonant(b) && consonant(c) && VOWEL.test(d)) cut = i + 1;
      else if (VOWEL.test(a) && consonant(b) && consonant(c) && consonant(d) && VOWEL.test(e)) cut = i + 2;
      if (cut - last >= 3 && word.length - cut >= 3) {
        out += word.slice(last, cut) + "\u00ad";
        last = cut;
      }
    }
    return out + word.slice(last);
  });
}

/**
 * The top strip: the colour field (two halves for a two-colour card, a rainbow for any colour), a
 * letter chip per colour (colour is never the only cue; the letter comes from looks.css) and the
 * card's whole name. A fanned set shows only this strip of each card, so it says it all.
 * @param {Card} card
 * @param {Colour[]} colours
 */
function band(card, colours) {
  const shown = colours.slice(0, 2);
  const keys = shown.map((colour) => colour.key);
  const long = Math.max(...card.title.split(/[\s/]+/).map((word) => word.length)) > 9 || card.title.length > 16;
  return h("span", { class: `band stripes-${Math.min(colours.length, 2) || 0}${keys.length === 1 ? ` band-${keys[0]}` : ""}${colours.length ? "" : " plain"}` },
    shown.map((colour) => h("span", { class: `stripe col-${colour.key}`, "aria-hidden": "true" })),
    shown.filter((colour) => colour.key !== "any").map((colour) => h("span", { class: `group col-${colour.key}`, "aria-hidden": "true" })),
    h("span", { class: `title${long ? " long" : ""}` }, hyphenate(card.title)));
}

/** The unit the model writes after a ladder's last step ("1·2·4M" -> "M"). @param {string} text */
const unitOf = (text) => text.replace(/^[\d\s·.,]+/u, "");

/**
 * The rent ladder. One colour: a row per step, as many little cards as the step needs and what it
 * charges, the last row a full set (so the rows also tell the set's size). Two colours: one compact
 * line each, led by that colour's letter chip.
 * @param {RentLadder[]} rent
 */
function ladder(rent) {
  if (!rent.length || rent.length > 2) return null;
  if (rent.length === 1) {
    const [one] = rent;
    const unit = unitOf(one.text);
    return h("span", { class: "ladders tall" },
      h("span", { class: "ladder-label sr-only" }, one.label),
      one.steps.map((step, i) => h("span", { class: `ladder${i === one.steps.length - 1 ? " full" : ""}` },
        h("span", { class: "pips", "aria-hidden": "true" }, one.steps.slice(0, i + 1).map(() => h("i", {}))),
        h("span", { class: "steps" }, `${step}${unit}`))));
  }
  return h("span", { class: "ladders" }, rent.map((one) => h("span", { class: "ladder" },
    h("span", { class: `group col-${one.colour.key}`, "aria-hidden": "true" }),
    h("span", { class: "steps" }, one.text))));
}

/**
 * The picture under the strip: a banknote with the value for money, the card's pictogram for an
 * action, rent or building, a colour wheel for a card of every colour.
 * @param {Card} card
 * @param {Colour[]} colours
 */
function picture(card, colours) {
  if (card.kind === "money") {
    return h("span", { class: `note-art value-${card.value || 0}` }, art("money", "art"), h("span", { class: "note-value", "aria-hidden": "true" }, card.value_label));
  }
  if (card.art && hasArt(card.art)) return h("span", { class: "disc", "aria-hidden": "true" }, art(card.art, "art"));
  if (card.kind === "property") return h("span", { class: "deed", "aria-hidden": "true" }, art("deed", "art"));
  if (colours.some((colour) => colour.key === "any") && !(card.rent || []).length) {
    return h("span", { class: "disc wheel", "aria-hidden": "true" }, art("wheel", "art"));
  }
  return null;
}

/**
 * The face of ``card`` as a ``tag`` element (``button`` for a card that can be tapped). A face-up card
 * carries ``data-card``; its accessible name is its visible text. A ``picture`` (a card shown on the
 * stage, not on the table) is drawn from its face alone, with or without an id. The face scales with
 * the card's box (looks.css sizes everything in the card's width).
 * @param {Card} card
 * @param {"div" | "button"} [tag]
 * @param {{ picture?: boolean }} [options]
 * @returns {HTMLElement}
 */
export function cardFace(card, tag = "div", { picture: shownAlone = false } = {}) {
  if (card.face_down || (!shownAlone && (card.id === null || card.id === undefined))) {
    return cardBack(card.description || "Face-down card", tag === "button" ? "span" : tag);
  }
  const colours = card.placed_as ? [card.placed_as] : card.colours || [];
  const names = colours.map((colour) => colour.name).join(" / ");
  const rent = card.rent || [];
  const tint = colours.length && colours[0].key !== "any" ? ` group-${colours[0].key}` : "";
  const el = h(tag, { class: `card kind-${card.kind || "plain"}${card.art ? ` art-${card.art}` : ""}${tint}`, "data-card": card.id,
    title: card.description || null },
  band(card, colours),
  h("span", { class: "face-body" },
    h("span", { class: "band-name" }, names || card.kind_label || ""),
    picture(card, colours),
    ladder(rent),
    // No effect line on a placed card (moot) or beside two rent ladders; the description keeps it.
    card.effect && !card.placed_as && rent.length < 2 ? h("span", { class: "effect" }, card.effect) : null),
  card.value_label ? h("span", { class: "value" }, card.value_label) : null);
  if (tag === "button") /** @type {HTMLButtonElement} */ (el).type = "button";
  if (card.selected) el.classList.add("selected");
  return el;
}

/**
 * A card seen from the back (draw pile, an opponent's hand, a face-down card): our own back, a
 * lattice with the monogram.
 * @param {string} label
 * @param {string} [tag]
 */
export function cardBack(label, tag = "span") {
  return h(tag === "div" ? "div" : "span", { class: "card back" },
    h("span", { class: "back-mark", "aria-hidden": "true" }, "D&B"), h("span", { class: "sr-only" }, label));
}
