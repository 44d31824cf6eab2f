// Card faces from the table model's Card objects: colour band with the colour written on it, value in
// the corner, title, rent ladder and one line of effect. Every word comes from the model; face-down
// cards carry no id and no face.
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

/** @param {Colour[]} colours */
function band(colours) {
  const names = colours.map((colour) => colour.name).join(" / ");
  return h("span", { class: `band stripes-${Math.min(colours.length, 2)}` },
    colours.slice(0, 2).map((colour) => h("span", { class: `stripe col-${colour.key}`, "aria-hidden": "true" })),
    h("span", { class: "band-name" }, names));
}

/** One compact line per colour ("Rent 1·2·3·4M": the model's words), so the whole ladder fits the
 * smallest card; with two colours a dot of each colour stands for the label.
 * @param {RentLadder[]} rent
 */
function ladder(rent) {
  if (!rent.length || rent.length > 2) return null;
  return h("span", { class: "ladders" }, rent.map((one) => h("span", { class: "ladder" },
    rent.length > 1 ? h("span", { class: `dot col-${one.colour.key}`, "aria-hidden": "true" })
      : h("span", { class: "ladder-label" }, one.label),
    h("span", { class: "steps" }, one.text))));
}

/**
 * The face of ``card`` as a ``tag`` element (``button`` for a card that can be tapped). A face-up card
 * carries ``data-card``; its accessible name is its visible text. A ``picture`` (a card shown on the
 * stage, not on the table) is drawn from its face alone, with or without an id.
 * @param {Card} card
 * @param {"div" | "button"} [tag]
 * @param {{ picture?: boolean }} [options]
 * @returns {HTMLElement}
 */
export function cardFace(card, tag = "div", { picture = false } = {}) {
  if (card.face_down || (!picture && (card.id === null || card.id === undefined))) {
    return h(tag === "button" ? "span" : tag, { class: "card back" },
      h("span", { class: "sr-only" }, card.description || "Face-down card"));
  }
  const colours = card.placed_as ? [card.placed_as] : card.colours || [];
  const el = h(tag, { class: `card kind-${card.kind || "plain"}`, "data-card": card.id, title: card.description || null },
    colours.length ? band(colours) : h("span", { class: "band plain" },
      h("span", { class: "band-name" }, card.kind_label || "")),
    card.value_label ? h("span", { class: "value" }, card.value_label) : null,
    h("span", { class: "title" }, hyphenate(card.title)),
    ladder(card.rent || []),
    // No effect line on a placed card (moot) or beside two rent ladders (they say it, and it would
    // be cut off); the card's description keeps it.
    card.effect && !card.placed_as && (card.rent || []).length < 2 ? h("span", { class: "effect" }, card.effect) : null);
  if (tag === "button") /** @type {HTMLButtonElement} */ (el).type = "button";
  if (card.selected) el.classList.add("selected");
  return el;
}

/**
 * A pile seen from the back with its count (draw pile, an opponent's hand).
 * @param {string} label
 */
export function cardBack(label) {
  return h("span", { class: "card back" }, h("span", { class: "sr-only" }, label));
}
