// The pictures on the card faces, drawn here (our own shapes, nothing copied): one SVG sprite of
// symbols put in the page once, and a small <svg><use> per card. A card's ``art`` (the engine's action
// name) picks its pictogram; money draws a banknote, a multi-colour wild a colour wheel. Vectors only:
// crisp at any size and pixel ratio.

const NS = "http://www.w3.org/2000/svg";
const SPRITE_ID = "card-art";

/** Each symbol's inner markup, on a 48×48 grid, in ``currentColor`` (white on the card's disc). */
const SYMBOLS = {
  // Pass Go: an arrow running round a start square, "+2" inside.
  pass_go: '<path d="M24 6a18 18 0 1 1-17 12" fill="none" stroke="currentColor" stroke-width="4.5" stroke-linecap="round"/>'
    + '<path d="M1 19l7-9 5 10z" fill="currentColor"/><text x="24" y="31" font-size="16" font-weight="900" text-anchor="middle" fill="currentColor">+2</text>',
  // Sly Deal: a bandit's eye mask.
  sly_deal: '<path d="M4 20c6-6 14-4 20 0 6-4 14-6 20 0 0 9-5 14-11 14-5 0-7-4-9-4s-4 4-9 4C9 34 4 29 4 20z" fill="currentColor"/>'
    + '<ellipse cx="15" cy="24" rx="5" ry="3.4" class="art-hole"/><ellipse cx="33" cy="24" rx="5" ry="3.4" class="art-hole"/>',
  // Forced Deal: two arrows changing places.
  forced_deal: '<path d="M8 16h28M30 9l8 7-8 7M40 32H12M18 25l-8 7 8 7" fill="none" stroke="currentColor" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>',
  // Deal Breaker: a hammer over a cracked block.
  deal_breaker: '<path d="M6 40h36v4H6z" fill="currentColor"/><path d="M9 40l4-10h22l4 10" fill="currentColor"/>'
    + '<path d="M22 30l3 5-2 5" fill="none" class="art-hole-line" stroke-width="2"/>'
    + '<path d="M27 4l12 12-4 4-12-12z" fill="currentColor"/><path d="M28 14L10 32" stroke="currentColor" stroke-width="5" stroke-linecap="round"/>',
  // Just Say No: a stop sign.
  jsn: '<path d="M16 4h16l12 12v16L32 44H16L4 32V16z" fill="currentColor"/>'
    + '<text x="24" y="30.5" font-size="15" font-weight="900" text-anchor="middle" class="art-hole">NO</text>',
  // Debt Collector: a money bag.
  debt_collector: '<path d="M18 6h12l-4 8h-4z" fill="currentColor"/><path d="M20 15h8c10 5 14 13 14 19 0 7-6 10-18 10S6 41 6 34c0-6 4-14 14-19z" fill="currentColor"/>'
    + '<text x="24" y="37" font-size="15" font-weight="900" text-anchor="middle" class="art-hole">M</text>',
  // Birthday: a cake with a candle.
  birthday: '<path d="M23 6c3 3 3 6 1 7-3 0-3-4-1-7z" fill="currentColor"/><rect x="22.5" y="14" width="3" height="8" fill="currentColor"/>'
    + '<rect x="8" y="22" width="32" height="9" rx="3" fill="currentColor"/><rect x="5" y="32" width="38" height="10" rx="3" fill="currentColor"/>'
    + '<path d="M8 27c4 3 6-2 10 0s6 3 10 0 6-2 10 0" fill="none" class="art-hole-line" stroke-width="2"/>',
  // Double the Rent: ×2.
  double_rent: '<circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" stroke-width="4"/>'
    + '<text x="24" y="32" font-size="22" font-weight="900" text-anchor="middle" fill="currentColor">×2</text>',
  // House.
  house: '<path d="M24 6L4 23h6v19h28V23h6z" fill="currentColor"/><rect x="20" y="29" width="8" height="13" class="art-hole"/>',
  // Hotel: a tall block with windows.
  hotel: '<path d="M10 10h28v34H10z" fill="currentColor"/><path d="M7 10h34l-3-6H10z" fill="currentColor"/>'
    + '<path d="M15 15h5v5h-5zM28 15h5v5h-5zM15 24h5v5h-5zM28 24h5v5h-5z" class="art-hole"/><rect x="21" y="34" width="6" height="10" class="art-hole"/>',
  // Rent: a house with a coin before it.
  rent: '<path d="M20 5L3 19h5v17h24V19h5z" fill="currentColor"/><circle cx="33" cy="33" r="12" fill="currentColor" class="art-hole-line" stroke-width="3"/>'
    + '<text x="33" y="38.5" font-size="14" font-weight="900" text-anchor="middle" class="art-hole">M</text>',
  // Bid's Nope!: a ring with a bar through it.
  nope: '<circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" stroke-width="6"/><path d="M11 37L37 11" stroke="currentColor" stroke-width="6"/>',
  // Bid's Steal!: a magnet pulling.
  steal: '<path d="M8 6h10v18a6 6 0 0 0 12 0V6h10v18a16 16 0 0 1-32 0z" fill="currentColor"/>'
    + '<path d="M8 6h10v6H8zM30 6h10v6H30z" class="art-hole" opacity=".55"/>',
  // Bid's Wild!: a star.
  wild: '<path d="M24 3l6 14 15 1-11 10 4 15-14-8-14 8 4-15L3 18l15-1z" fill="currentColor"/>',
  // Bid's Draw 2!: two cards fanned, "+2".
  draw2: '<rect x="6" y="8" width="20" height="28" rx="3" fill="currentColor" opacity=".6" transform="rotate(-12 16 22)"/>'
    + '<rect x="18" y="10" width="22" height="30" rx="3" fill="currentColor"/>'
    + '<text x="29" y="31" font-size="13" font-weight="900" text-anchor="middle" class="art-hole">+2</text>',
  // A property: a row of buildings (drawn faint, in the colour of its group).
  deed: '<path d="M2 46V22h10v-8h8v8h4V8l8-5 8 5v38zM40 46V28h6v18z" fill="currentColor"/>'
    + '<path d="M27 12h4v4h-4zM33 12h4v4h-4zM27 20h4v4h-4zM33 20h4v4h-4zM27 28h4v4h-4zM33 28h4v4h-4zM6 27h3v3H6zM14 27h3v3h-3zM6 35h3v3H6zM14 35h3v3h-3z" class="art-hole"/>',
  // A banknote: frame, corner rosettes, a centre oval for the value (written over it in HTML).
  money: '<rect x="1" y="1" width="62" height="34" rx="3" class="note-paper" stroke-width="1.5"/>'
    + '<rect x="4.5" y="4.5" width="55" height="27" rx="2" class="note-line" stroke-width=".8" stroke-dasharray="2 1.2"/>'
    + '<ellipse cx="32" cy="18" rx="15" ry="11" class="note-oval" stroke-width="1"/>'
    + '<circle cx="9" cy="9" r="2.5" class="note-ink"/><circle cx="55" cy="27" r="2.5" class="note-ink"/>',
  // A multi-colour wild: a wheel of every colour.
  wheel: ["brown", "light_blue", "pink", "orange", "red", "yellow", "green", "dark_blue"].map((key, i) => {
    const a = (i / 8) * 2 * Math.PI, b = ((i + 1) / 8) * 2 * Math.PI;
    const [x1, y1, x2, y2] = [24 + 20 * Math.sin(a), 24 - 20 * Math.cos(a), 24 + 20 * Math.sin(b), 24 - 20 * Math.cos(b)];
    return `<path d="M24 24L${x1.toFixed(2)} ${y1.toFixed(2)}A20 20 0 0 1 ${x2.toFixed(2)} ${y2.toFixed(2)}z" class="wheel-${key}"/>`;
  }).join("") + '<circle cx="24" cy="24" r="8" fill="#fff"/>',
};

/** The view box of a symbol (the banknote is wide). @param {string} name */
const viewBox = (name) => (name === "money" ? "0 0 64 36" : "0 0 48 48");

/** Put the sprite in the document once (the first card drawn does it). */
function ensureSprite() {
  if (document.getElementById(SPRITE_ID)) return;
  const sprite = document.createElementNS(NS, "svg");
  sprite.id = SPRITE_ID;
  sprite.setAttribute("aria-hidden", "true");
  sprite.setAttribute("class", "art-sprite");
  // Our own constant drawings (no player's text), parsed as SVG and moved into the sprite.
  const symbols = Object.entries(SYMBOLS)
    .map(([name, body]) => `<symbol id="art-${name}" viewBox="${viewBox(name)}">${body}</symbol>`).join("");
  const parsed = new DOMParser().parseFromString(`<svg xmlns="${NS}">${symbols}</svg>`, "image/svg+xml");
  sprite.append(...parsed.documentElement.childNodes);
  document.body.append(sprite);
}

/** Is there a picture called ``name``? @param {string} name */
export function hasArt(name) {
  return Object.hasOwn(SYMBOLS, name);
}

/**
 * A decorative picture (hidden from assistive technology: the card's words say it all).
 * @param {string} name a symbol of SYMBOLS
 * @param {string} className
 * @returns {SVGSVGElement}
 */
export function art(name, className) {
  ensureSprite();
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("class", className);
  svg.setAttribute("viewBox", viewBox(name));
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.dataset.art = name;
  const use = document.createElementNS(NS, "use");
  use.setAttribute("href", `#art-${name}`);
  svg.append(use);
  return svg;
}
