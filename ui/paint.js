// The painter: draws one table model (see docs/table-model.md) into the page and turns taps into the
// model's own action keys. It knows no game and no rule: every word, number and choice on the table
// comes from the model; the painter only decides where things go on the screen.
import { cardBack, cardFace, h } from "./cards.js";
import { closeDialog, focusQuietly, isOpen, openDialog } from "./dialogs.js";
import { enableDrag } from "./drag.js";
import { fitTable, refit } from "./fit.js";
import { animate, snapshotRects } from "./motion.js";
import { Steady } from "./steady.js";
import { Picker, tapTip, tipDone } from "./taps.js";
import { $ } from "./dom.js";
import { openZoneLarge } from "./zoneview.js";
/** @import { Beat, Card, Choice, LogLine, SendToWorker, SeatModel, Table, Zone } from "../types/model" */
/** @import { Rects } from "./motion.js" */

/**
 * A table's choices by where they are drawn: on a card (by card id, twins included), on a player's
 * box (by seat), or as buttons in the prompt (``loose``).
 * @typedef {{ byCard: Map<number, Choice[]>, bySeat: Map<number, Choice[]>, loose: Choice[] }} Placement
 */
/**
 * How a hand card's choices are aimed at the table: ``by`` card or seat, the ``choices`` that aim,
 * and the ``key`` of what each aims at (a card id or a seat).
 * @typedef {{ by: "card" | "seat", choices: Choice[], key: (choice: Choice) => number | null }} Aim
 */
/**
 * The hand card whose target is being picked on the table now: its id, how its choices aim, the
 * heading of their menu, and the choices by what they aim at.
 * @typedef {Pick<Aim, "by" | "choices"> & { card: number, heading: string, targets: Map<number | null, Choice[]> }} Aiming
 */
/**
 * What a ``data-menu`` button opens (its ``data-menu-kind``): a card's choices, a player's, or those
 * of a target picked while aiming.
 * @typedef {"card" | "seat" | "seats" | "aim"} MenuKind
 */

// The parts of the table that wait while the stage shows the other players' moves.
const HELD = ["opponents", "centre", "mine", "dock"];

/**
 * Where each choice is drawn: on its card, on its seat, or as a button in the prompt. The answer to
 * the prompt's question (a Just Say No, a Nope!) is both on its card and a prompt button: the player
 * never has to find that card in a long hand.
 * @param {Choice[]} choices
 * @returns {Placement}
 */
function placeChoices(choices) {
  const byCard = new Map();
  const bySeat = new Map();
  const loose = [];
  for (const choice of choices) {
    if (choice.card !== null && choice.card !== undefined) {
      // Identical hand cards ("twins") offer the same choice: any of them may be tapped.
      for (const id of [choice.card, ...(choice.twins || [])]) byCard.set(id, [...(byCard.get(id) || []), choice]);
      if (choice.answer) loose.push(choice);
    } else if (choice.seat !== null && choice.seat !== undefined) {
      bySeat.set(choice.seat, [...(bySeat.get(choice.seat) || []), choice]);
    } else {
      loose.push(choice);
    }
  }
  return { byCard, bySeat, loose };
}

const aimed = (/** @type {Choice} */ choice) => choice.target_card !== null && choice.target_card !== undefined;
const hasSeat = (/** @type {Choice} */ choice) => choice.seat !== null && choice.seat !== undefined;

/** How a hand card's ``choices`` are aimed when they take from several cards (``by: "card"``) or
 * several players (``by: "seat"``) on the table: those are picked there, not from a long list.
 * @param {Choice[]} choices
 * @returns {Aim | null}
 */
function aimOf(choices) {
  const atCards = choices.filter(aimed);
  if (new Set(atCards.map((choice) => choice.target_card)).size >= 2) {
    return { by: "card", choices: atCards, key: (choice) => choice.target_card };
  }
  const atSeats = choices.filter(hasSeat);
  if (new Set(atSeats.map((choice) => choice.seat)).size >= 2) {
    return { by: "seat", choices: atSeats, key: (choice) => choice.seat };
  }
  return null;
}

/** @type {Record<string, string>} */
const HINTS = { completes: "completes a set", grows: "adds to a set" };

/** A choice as a button; a colour choice (a wildcard's colour) is drawn in its colour, with what it
 * does to the player's sets when it completes or grows one.
 * @param {Choice} choice
 * @param {string} [extraClass]
 */
function choiceButton(choice, extraClass = "") {
  const colour = choice.colour || null;
  const hint = HINTS[choice.hint] || "";
  return h("button", { type: "button", class: `btn ${choice.intent || "secondary"} ${extraClass}`.trim()
    + (colour ? " colour-choice" : "") + (hint ? ` hint-${choice.hint}` : ""), "data-action": choice.action,
    "data-key": choice.key },
  colour ? h("span", { class: `swatch col-${colour.key}`, "aria-hidden": "true" }) : null,
  // A label ending in its colour's name ("Play Property Wild as Red"): the colour's name apart, for a
  // panel of many colours to show as a chip (the words before it stay in the button's name).
  h("span", { class: "choice-label" }, colour && choice.label.endsWith(colour.name)
    ? [h("span", { class: "choice-lead" }, choice.label.slice(0, -colour.name.length)), colour.name] : choice.label),
  hint ? h("span", { class: "choice-hint" }, hint) : null);
}

/**
 * Every face-up card of ``table`` by id (the card panel shows the tapped one large).
 * @param {Table} table
 * @returns {Map<number, Card>}
 */
function cardsOf(table) {
  const zones = [...table.centre, ...table.seats.flatMap((seat) => seat.zones)];
  const all = [...zones.flatMap((zone) => [...zone.cards, ...(zone.buildings || [])]),
    ...(table.prompt ? table.prompt.cards || [] : [])];
  return new Map(all.filter((card) => card.id !== null && card.id !== undefined)
    .map((card) => [/** @type {number} */ (card.id), card]));
}

export class Painter {
  /**
   * ``send(message)`` posts a message to the game worker.
   * @param {SendToWorker} send
   */
  constructor(send) {
    this.send = send;
    /** @type {Table | null} */
    this.table = null;          // the table painted last (the paint steps run only once there is one)
    /** @type {Set<number>} */
    this.expanded = new Set();  // opponents shown in full
    this.logged = -1;           // highest log line number painted
    this.placed = placeChoices([]);   // the painted table's choices (none before the first table)
    this.instant = false;
    /** @type {Aiming | null} */
    this.aim = null;            // a hand card whose target is being picked on the table
    /** @type {Map<number, Card>} */
    this.cards = new Map();     // the table's face-up cards by id
    this.moreOpen = false;      // the prompt's details, opened or closed by the player
    this.picker = new Picker(); // the single-use hand card picked by a first tap
    this.steady = new Steady(); // the places kept while a payment, bid or offer is built
    this.bind();
  }

  bind() {
    $("table").addEventListener("click", (event) => this.onClick(event));
    $("table").addEventListener("click", (event) => openZoneLarge(event, this.table));
    $("card-menu").addEventListener("click", (event) => this.onClick(event));
    // A closed card panel keeps nothing: the next player (hot-seat, after the curtain) must not find
    // the last one's card in the page.
    $("card-menu").addEventListener("dialogclose", () => {
      $("card-menu-card").replaceChildren();
      $("card-menu-choices").replaceChildren();
    });
    enableDrag($("table"), {
      choicesFor: (id) => (this.placed ? this.placed.byCard.get(id) : null),
      play: (choice) => {
        tipDone();   // a card played by a drag: the gestures are known
        this.act(choice.key);
      },
      offer: (id, choices) => this.showMenu(choices[0].group || "Play this card", choices, { card: this.cards.get(id) }),
    });
    document.addEventListener("keydown", (event) => {
      // (an Escape that closed a dialog, a set opened large while aiming, say, does nothing more)
      if (event.key !== "Escape" || event.defaultPrevented || document.querySelector(".overlay:not([hidden])")) return;
      if (this.aim) this.stopAiming();
      else this.picker.clear();
    });
    $("curtain-go").addEventListener("click", () => {
      closeDialog($("curtain"), { restore: false });
      this.send({ type: "lift_curtain" });
    });
  }

  /**
   * A tap on the table or in the card panel. Whatever answers a tap is a button (a choice, a card
   * that can be tapped, a player's name or menu, an aim button); one that plays carries its ``data-key``.
   * A hand card with one use is picked by a first tap and played by a second one (ui/taps.js); any
   * other tap puts a picked card back.
   * @param {MouseEvent} event
   */
  onClick(event) {
    const target = /** @type {HTMLButtonElement | null} */ (
      /** @type {Element} */ (event.target).closest("[data-action], [data-menu], [data-expand], [data-aim], [data-pick]"));
    const picked = Boolean(target && target.hasAttribute("data-pick") && target.classList.contains("picked"));
    if (!picked) this.picker.clear();
    if (!target || target.disabled) return;
    if (target.hasAttribute("data-pick") && !picked) {
      this.picker.pick(target);
      return;
    }
    if (picked) tipDone();   // played by a pick and a second tap: the gestures are known
    if (target.hasAttribute("data-aim")) {
      if (isOpen($("card-menu"))) closeDialog($("card-menu"), { restore: false });
      if (target.dataset.aim === "stop") this.stopAiming();
      else if (target.dataset.aim === "list") {
        const aim = /** @type {Aiming} */ (this.aim);   // the list button is drawn only while aiming
        this.showMenu(aim.heading, aim.choices);
      } else this.startAiming(Number(target.dataset.aim));
    } else if (target.hasAttribute("data-expand")) {
      const seat = Number(target.dataset.expand);
      if (this.expanded.has(seat)) this.expanded.delete(seat);
      else this.expanded.add(seat);
      this.paintOpponents();
      fitTable();
      focusQuietly(document.querySelector(`[data-expand="${seat}"]`));
    } else if (target.hasAttribute("data-menu")) {
      // ``data-menu-kind`` is set with every ``data-menu``.
      this.openMenu(/** @type {string} */ (target.dataset.menu), /** @type {MenuKind} */ (target.dataset.menuKind));
    } else {
      if (isOpen($("card-menu"))) closeDialog($("card-menu"), { restore: false });
      this.act(/** @type {string} */ (target.dataset.key));
    }
  }

  /**
   * Send the tapped choice's wire key (``Choice.key``) to the worker.
   * @param {string} key
   */
  act(key) {
    // Nothing more can be tapped until the worker answers with the next table.
    $("table").classList.add("busy");
    for (const el of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll("#table [data-action]"))) {
      el.disabled = true;
    }
    this.send({ type: "act", key });
  }

  /**
   * The menu of a card's, a player's or (while aiming) a target's choices; ``key`` is the card id or
   * the seat.
   * @param {string} key
   * @param {MenuKind} kind
   */
  openMenu(key, kind) {
    if (kind === "aim") {
      // An aim menu button is drawn only while aiming, on a target that several choices share.
      const aim = /** @type {Aiming} */ (this.aim);
      this.showMenu(aim.heading, /** @type {Choice[]} */ (aim.targets.get(Number(key))));
      return;
    }
    const choices = kind === "seats" ? [...this.placed.bySeat.values()].flat()
      : kind === "seat" ? this.placed.bySeat.get(Number(key)) : this.placed.byCard.get(Number(key));
    if (!choices) return;
    const heading = choices[0].group || (kind === "card" ? "Play this card" : "Choose");
    const aim = kind === "card" ? aimOf(choices) : null;
    const card = kind === "card" ? this.cards.get(Number(key)) : null;
    if (!aim) {
      this.showMenu(heading, choices, { card });
      return;
    }
    const button = h("button", { type: "button", class: "btn primary", "data-aim": key },
      `${heading}: ${aim.by === "card" ? "pick a card on the table" : "pick a player"}`);
    this.showMenu(heading, choices.filter((choice) => !aim.choices.includes(choice)), { card, extra: [button] });
  }

  /** A modal panel of ``choices`` under ``heading`` (a card's or a player's choices); with ``card``
   * the card is shown large with what it does, so it is read before anything is played; ``extra``
   * buttons come first.
   * @param {string} heading
   * @param {Choice[]} choices
   * @param {{ card?: Card | null, extra?: HTMLElement[] }} [options]
   */
  showMenu(heading, choices, { card = null, extra = [] } = {}) {
    $("card-menu-title").textContent = heading;
    $("card-menu-card").replaceChildren(...(card ? [cardFace(card, "div", { picture: true }),
      h("p", { class: "card-words" }, card.description || card.effect || "")] : []));
    $("card-menu-card").hidden = !card;
    $("card-menu-choices").replaceChildren(...extra, ...choices.map((choice) => choiceButton(choice)));
    openDialog($("card-menu"));
  }

  /**
   * Pick the target of hand card ``id`` on the table: its targets light up and are tapped there.
   * @param {number} id
   */
  startAiming(id) {
    // The aim button is drawn only on a card whose choices aim at the table.
    const { by, choices, key } = /** @type {Aim} */ (aimOf(/** @type {Choice[]} */ (this.placed.byCard.get(id))));
    this.aim = { card: id, by, choices, heading: choices[0].group || "Choose", targets: new Map() };
    for (const choice of choices) this.aim.targets.set(key(choice), [...(this.aim.targets.get(key(choice)) || []), choice]);
    this.repaint();
    focusQuietly(document.querySelector("#table .aim-target"));
  }

  stopAiming() {
    const id = /** @type {Aiming} */ (this.aim).card;   // called only while aiming
    this.aim = null;
    this.repaint();
    focusQuietly(document.querySelector(`#hand [data-card="${id}"]`));
  }

  /** Paint the same table again (after a change of the painter's own state: aiming, expanding). */
  repaint() {
    $("table").classList.toggle("aiming", Boolean(this.aim));
    this.paintOpponents();
    this.paintCentre();
    this.paintMine();
    this.paintPrompt();
    this.attachStrays();
    fitTable();
  }

  /** Paint ``table`` (a table model) over whatever was there. With ``hold`` the stage is about to show
   * the moves that led here: nothing can be tapped and no dialog opens until ``release``; the screen
   * rectangles from before are returned for the stage's card movements. Else the model's events
   * animate at once and the table is live.
   * @param {Table} table
   * @param {{ hold?: boolean }} [options]
   * @returns {Rects | null}
   */
  paint(table, { hold = false } = {}) {
    const before = this.table && !this.instant ? snapshotRects() : null;
    this.table = table;
    this.aim = null;
    $("table").classList.remove("aiming");
    this.placed = placeChoices(table.prompt ? table.prompt.choices : []);
    this.cards = cardsOf(table);
    this.picker.reset();
    this.steady.follow(table.selection);
    $("table").classList.toggle("busy", hold);   // held: nothing can be tapped (tests wait on this too)
    $("table").dataset.theme = table.game;
    $("status").textContent = table.status;
    this.paintOpponents();
    this.paintCentre();
    this.paintMine();
    this.paintPrompt();
    this.paintLog();
    this.attachStrays();
    fitTable();
    this.held = hold;
    $("table").classList.toggle("staging", hold);
    for (const id of HELD) $(id).inert = hold;
    if (hold) return before || snapshotRects();
    if (before && table.events && table.events.length) animate(table.events, before);
    this.paintOverlays();
    return before;
  }

  /** The stage is done: the table answers taps, and the curtain or the result may open. */
  release() {
    if (!this.held) return;
    this.held = false;
    $("table").classList.remove("staging", "busy");
    for (const id of HELD) $(id).inert = false;
    this.paintOverlays();
  }

  /**
   * Must the player do something with ``table`` (a move, a curtain, the result)?
   * @param {Table} table
   */
  needsPlayer(table) {
    return Boolean(table.curtain || table.outcome || (table.prompt && table.prompt.choices.length));
  }

  /** Light up where ``beat`` happens: the cards it moved (and their sets) and the player it is about;
   * an opponent's box scrolls to the set. ``null`` puts the lights out.
   * @param {Beat | null} beat
   */
  spotlight(beat) {
    for (const el of document.querySelectorAll("#table .touched")) el.classList.remove("touched");
    if (!beat) return;
    if (beat.seat !== null && beat.seat !== undefined) {
      const box = document.querySelector(`#opponents [data-seat="${beat.seat}"]`);
      if (box) box.classList.add("touched");
    }
    for (const anim of beat.anims) {
      if (anim.card === null || anim.card === undefined) continue;
      const el = document.querySelector(`#table [data-card="${anim.card}"]`);
      if (!el) continue;
      el.classList.add("touched");
      const group = /** @type {HTMLElement | null} */ (el.closest(".zone, .mini-set"));
      if (group) group.classList.add("touched");
      const box = /** @type {HTMLElement | null} */ (el.closest(".opp"));
      if (box && group) box.scrollTop = Math.max(0, group.offsetTop - box.offsetTop - 4);
    }
  }

  /** The whole log, scrolled to its newest line. */
  openLog() {
    openDialog($("log-panel"));
    const box = /** @type {Element} */ ($("log").closest(".dialog"));   // the log panel's dialog
    box.scrollTop = box.scrollHeight;
  }

  /**
   * The viewer's own seat (null for a spectator or behind a curtain) and the others.
   * @param {Table} table
   * @returns {{ mine: SeatModel | null, others: SeatModel[] }}
   */
  seatsOf(table) {
    const mine = table.seats.find((seat) => seat.is_you) || null;
    return { mine, others: table.seats.filter((seat) => seat !== mine) };
  }

  /** A card as drawn on the table: a button when the viewer may do something with it. A hand card
   * with ``panel`` opens its card panel when tapped; with one use a first tap picks it and shows that
   * use on it, a second tap plays it (ui/taps.js).
   * @param {Card} card
   * @param {{ panel?: boolean }} [options]
   */
  card(card, { panel = false } = {}) {
    const aimedAt = this.aim && this.aim.by === "card" ? this.aim.targets.get(card.id) : null;
    if (aimedAt) return this.target(card, aimedAt);
    const choices = card.id !== null && card.id !== undefined ? this.placed.byCard.get(card.id) : null;
    if (!choices) return cardFace(card);
    const el = cardFace(card, "button");
    if (this.aim && this.aim.card === card.id) el.classList.add("aiming");
    el.classList.add("can");
    if (panel && choices.length === 1) {
      this.picker.mark(el, /** @type {number} */ (card.id), choices[0]);   // a first tap picks, a second plays
    } else if (panel) {
      el.dataset.menu = String(card.id);
      el.dataset.menuKind = "card";
      el.setAttribute("aria-haspopup", "dialog");
    } else if (choices.length === 1) {
      el.dataset.action = choices[0].action;
      el.dataset.key = choices[0].key;
      el.classList.add(`intent-${choices[0].intent}`);
    } else {
      el.dataset.menu = String(card.id);
      el.dataset.menuKind = "card";
      el.setAttribute("aria-haspopup", "dialog");
    }
    if (card.selected) el.setAttribute("aria-pressed", "true");
    return el;
  }

  /**
   * A card on the table that the aimed hand card can take: tap it to play that choice.
   * @param {Card} card
   * @param {Choice[]} choices
   */
  target(card, choices) {
    const el = cardFace(card, "button");
    el.classList.add("can", "aim-target");
    if (choices.length === 1) {
      el.dataset.action = choices[0].action;
      el.dataset.key = choices[0].key;
      el.title = `${choices[0].label}. ${el.title}`;
    } else {
      el.dataset.menu = String(card.id);
      el.dataset.menuKind = "aim";
      el.setAttribute("aria-haspopup", "dialog");
    }
    return el;
  }

  /** @param {Zone} zone */
  zone(zone) {
    const cards = zone.cards.map((card) => this.card(card));
    if (!cards.length && zone.count > 0) cards.push(cardBack(`${zone.count} face-down cards`));
    // The model's titles say what a zone holds; a pile also shows how many cards it has.
    // A bank is a pile too: its title has the total, the count follows.
    const facts = (zone.kind === "pile" && !/\d/.test(zone.title)) || (zone.kind === "bank" && zone.count > 1)
      ? [`${zone.count}`] : [];
    const head = h("h4", { class: "zone-title" }, zone.title,
      facts.length ? h("span", { class: "zone-facts" }, facts.join(" · ")) : null,
      zone.badge ? h("span", { class: "badge complete" }, zone.badge) : null);
    const buildings = (zone.buildings || []).map((card) => this.card(card));
    const tappable = [...zone.cards, ...(zone.buildings || [])].some((card) => this.tappable(card.id));
    return h("div", { class: `zone zone-${zone.kind}${zone.complete ? " complete" : ""}`,
      "data-area": zone.area, "data-zone": zone.id },
    head,
    // A set is a fanned stack, spread out while any of its cards can be tapped (a whole card to tap).
    h("div", { class: `cards${zone.kind === "set" && !tappable ? " stack" : ""}${zone.kind === "bank" && !tappable ? " pile" : ""}` },
      cards, buildings),
    zone.note ? h("p", { class: "zone-note" }, zone.note) : null);
  }

  /**
   * Can the card ``id`` be tapped now (a face-down card's null never can)?
   * @param {number | null} id
   */
  tappable(id) {
    return this.placed.byCard.has(/** @type {number} */ (id))
      || Boolean(this.aim && this.aim.by === "card" && this.aim.targets.has(id));
  }

  /** An opponent's sets in compact form: per set its colour and count, then each property and building
   * by name (face-up cards: they carry their id, so moves and lights find them); the sets ``drawn``
   * in full are left out; without ``ticks`` (the own sets' names, whose cards are drawn on the own
   * table too) the cards are not listed.
   * @param {SeatModel} seat
   * @param {Zone[]} drawn
   * @param {boolean} [ticks]
   */
  miniSets(seat, drawn, ticks = true) {
    return seat.zones.filter((zone) => zone.kind === "set" && !drawn.includes(zone)).map((zone) => {
      const key = zone.colour ? zone.colour.key : "any";
      // Each card a tick in its colour (its name for screen readers and as a tooltip): the compact form
      // names the set and its buildings; a tap on the player's name opens the whole table.
      const row = (/** @type {Card} */ card) => h("li", { class: `mini col-edge-${card.placed_as ? card.placed_as.key : key}`,
        "data-card": card.id, title: card.description || card.title }, h("span", { class: "sr-only" }, card.title));
      const built = (zone.buildings || []).map((card) => card.title);
      return h("div", { class: `mini-set pip col-${key}${zone.complete ? " complete" : ""}`, "data-zone": zone.id },
        h("span", { class: "mini-head" },
          `${zone.colour ? zone.colour.name : zone.title} ${zone.count}/${zone.size || "?"}`,
          built.length ? h("span", { class: "mini-built" }, ` + ${built.join(" + ")}`) : null),
        ticks ? h("ul", { class: "mini-cards" }, zone.cards.map(row), (zone.buildings || []).map(row)) : null);
    });
  }

  /**
   * An opponent's zones to draw: all when opened by the player, else those that can be tapped.
   * @param {SeatModel} seat
   * @param {boolean} open
   */
  shownZones(seat, open) {
    if (open) return seat.zones;
    return seat.zones.filter((zone) => zone.cards.some((card) => this.tappable(card.id)));
  }

  paintOpponents() {
    const table = /** @type {Table} */ (this.table);
    const { others } = this.seatsOf(table);
    const boxes = others.map((seat) => {
      const aimedAt = this.aim && this.aim.by === "seat" ? this.aim.targets.get(seat.seat) : null;
      const targets = aimedAt || this.placed.bySeat.get(seat.seat) || [];
      const extra = aimedAt ? "target aim-target" : "target";
      const open = this.expanded.has(seat.seat);
      const facts = [
        seat.facts.map((fact) => h("span", { class: "fact" }, fact)),
        seat.badges.map((badge) => h("span", { class: "badge" }, badge)),
      ];
      let target = null;
      if (targets.length === 1) target = choiceButton(targets[0], extra);
      else if (targets.length > 1) {
        target = h("button", { type: "button", class: `btn primary ${extra}`, "data-menu": seat.seat,
          "data-menu-kind": aimedAt ? "aim" : "seat", "aria-haspopup": "dialog" }, `Choose ${seat.name}`);
      }
      const hasCardChoice = seat.zones.some((zone) => zone.cards.some((card) => this.tappable(card.id)));
      const show = open || hasCardChoice;
      const drawn = show ? this.shownZones(seat, open) : [];
      return h("article", { class: `opp${seat.is_active ? " active" : ""}${seat.is_acting ? " acting" : ""}`,
        "data-seat": seat.seat, "data-area": `seat:${seat.seat}` },
      h("div", { class: "opp-head" },
        h("button", { type: "button", class: "opp-name", "data-expand": seat.seat, "aria-expanded": String(show) },
          h("span", { class: "name" }, seat.name), h("span", { class: "kind" }, seat.kind_label)),
        target),
      h("div", { class: "opp-facts", "data-area": `hand:${seat.seat}` }, facts),
      // A row of sets that may scroll sideways: reachable by keyboard too.
      h("div", { class: "pips", tabindex: "0", role: "group", "aria-label": `${seat.name}'s table` },
        this.miniSets(seat, show ? drawn : [])),
      show ? h("div", { class: "opp-zones" }, drawn.map((z) => this.zone(z))) : null);
    });
    // On a short screen the opponents may fold behind this one button (ui/fit.js), which says what it holds.
    const sets = others.reduce((n, seat) => n + seat.zones.filter((zone) => zone.kind === "set").length, 0);
    const fold = h("button", { type: "button", class: "btn secondary opp-fold", "aria-controls": "opponents",
      "aria-expanded": String($("opponents").hasAttribute("data-open")) },
    `Other players: ${others.length} · ${sets} ${sets === 1 ? "set" : "sets"}`);
    $("opponents").replaceChildren(fold, ...boxes);
    $("opponents").dataset.count = String(others.length);
    // Cards to pick on another player's table (a trade offer's asks) get the room that aiming gets.
    $("table").classList.toggle("picking", !this.aim
      && others.some((seat) => seat.zones.some((zone) => zone.cards.some((card) => this.tappable(card.id)))));
  }

  paintCentre() {
    $("centre").replaceChildren(.../** @type {Table} */ (this.table).centre.map((zone) => this.zone(zone)));
  }

  paintMine() {
    const table = /** @type {Table} */ (this.table);
    const { mine } = this.seatsOf(table);
    if (!mine) {
      delete $("mine").dataset.area;
      $("mine").replaceChildren();
      $("hand").replaceChildren();
      return;
    }
    const zones = mine.zones.filter((zone) => zone.kind !== "hand");
    $("mine").replaceChildren(
      h("div", { class: "mine-head" }, h("h3", { class: "me" }, mine.name),
        h("span", { class: "kind" }, mine.kind_label),
        h("span", { class: "fact" }, mine.progress),
        mine.badges.map((badge) => h("span", { class: "badge" }, badge))),
      // The own sets named in one line each, shown instead of their cards in the own table's last form
      // (ui/fit.js: aiming at another player's cards on a short screen).
      h("div", { class: "pips mine-pips", role: "group", "aria-label": `${mine.name}'s table` }, this.miniSets(mine, [], false)),
      h("div", { class: "mine-zones" }, zones.map((zone) => this.zone(zone))));
    $("mine").dataset.area = `sets:${mine.seat}`;  // a card dropped anywhere here starts a new set
    const hand = mine.zones.find((zone) => zone.kind === "hand");
    // While a payment, bid or offer is built, a tap on a hand card only picks it (undone by a tap).
    const panel = !table.selection;
    const cards = hand ? hand.cards.map((card) => this.card(card, { panel })) : [];
    $("hand").replaceChildren(...this.steady.places(cards));
    // A payment made from the table leaves the hand out of it: the hand peeks, the table gets the room.
    $("hand").classList.toggle("idle", this.steady.peeks(Boolean(table.selection)
      && !cards.some((el) => el.matches("[data-action], [data-menu]"))));
    $("hand").dataset.area = hand ? hand.area : `hand:${mine.seat}`;
    $("hand").dataset.count = String(cards.length);
  }

  /** The question (scrolls when long) above a bar with the running total and the buttons, which
   * always stays in view. */
  paintPrompt() {
    const table = /** @type {Table} */ (this.table);
    const { prompt, selection } = table;
    const info = [];
    if (this.aim) {
      const count = this.aim.targets.size;
      const how = this.aim.by === "card" ? `Tap one of the ${count} highlighted cards on the table.`
        : `Tap the player it is for: the highlighted button on their box (${count} to choose from).`;
      info.push(h("p", { class: "prompt-text" }, h("strong", { class: "prompt-title" }, this.aim.heading), " ",
        h("span", {}, how)));
      const buttons = [
        h("button", { type: "button", class: "btn secondary", "data-aim": "list" }, "Show them as a list"),
        h("button", { type: "button", class: "btn secondary", "data-aim": "stop" }, "Cancel"),
      ];
      $("prompt").replaceChildren(h("div", { class: "prompt-info" }, info),
        h("div", { class: "prompt-bar" }, h("div", { class: "buttons" }, buttons)));
      return;
    }
    if (prompt) {
      // One line says what to do (the question and its first fact); the rest is there on demand. A
      // name's abbreviation ("St. James Place", "B. & O. Railroad") ends no sentence.
      const [, first, rest] = /^(.*?(?<!\b(?:St|[A-Z]))[.!?:])(?:\s+(.*))?$/s.exec(prompt.text || "")
        || [null, prompt.text || "", ""];
      const waiting = prompt.waiting_for && prompt.waiting_for.length
        ? h("span", { class: "waiting" }, ` Waiting for ${prompt.waiting_for.join(", ")}.`) : null;
      info.push(h("p", { class: "prompt-text" }, h("strong", { class: "prompt-title" }, prompt.title), " ",
        first ? h("span", {}, first) : null, waiting));
      info.push(tapTip(this.picker.uses.size, refit));   // how a card is played, once per browser
      const stakeCards = (prompt.cards || []).map((card) => this.card(card));
      let stake = stakeCards.length ? h("div", { class: "stake cards" }, stakeCards) : null;
      // A card the step asks you to tap (a wildcard received, to colour) stays in view, not behind More.
      if (stakeCards.some((el) => el.matches("[data-action], [data-menu]"))) {
        info.push(stake);
        stake = null;
      }
      const note = selection && selection.note ? selection.note : "";
      if (rest || stake || note) {
        const more = h("details", { class: "prompt-more" }, h("summary", {}, "More"),
          rest ? h("p", { class: "more-text" }, rest) : null, note ? h("p", { class: "more-text" }, note) : null, stake);
        more.open = this.moreOpen;   // as the player left it (closed at first)
        more.addEventListener("toggle", () => { this.moreOpen = more.open; });
        info.push(more);
      }
    }
    const bar = [];
    if (selection) {
      bar.push(h("div", { class: "selection" },
        h("span", { class: "sel-title" }, selection.title),
        h("span", { class: "total" }, selection.total_text),
        selection.target_text ? h("span", { class: "of" }, selection.target_text) : null));
    }
    const buttons = [];
    const confirm = selection ? selection.confirm_key : null;
    for (const choice of this.placed.loose) {
      if (choice.key === confirm) continue;
      buttons.push(choiceButton(choice));
    }
    if (selection) {
      buttons.push(h("button", { type: "button", class: "btn primary confirm", "data-action": selection.confirm_action, "data-key": confirm,
        disabled: confirm ? null : true }, selection.confirm_label));
    }
    if (table.outcome) {
      buttons.push(h("button", { type: "button", class: "btn primary", id: "show-result" }, "Show the result"));
    }
    // The players' buttons gathered in one (shown instead of theirs where the opponents are tersest).
    if (this.placed.bySeat.size >= 2) {
      const first = /** @type {Choice[]} */ ([...this.placed.bySeat.values()][0])[0];
      buttons.push(h("button", { type: "button", class: "btn secondary seat-menu", "data-menu": "all", "data-menu-kind": "seats",
        "aria-haspopup": "dialog" }, `${first.group || "Choose"}…`));
    }
    bar.push(h("div", { class: "buttons" }, buttons));
    $("prompt").replaceChildren(h("div", { class: "prompt-info" }, info), h("div", { class: "prompt-bar" }, bar));
  }

  /** Choices whose card is not drawn anywhere (e.g. in a collapsed zone) become prompt buttons. */
  attachStrays() {
    const row = /** @type {Element} */ ($("prompt").querySelector(".buttons"));   // drawn by paintPrompt
    /** @type {Set<Choice>} */
    const strays = new Set();
    for (const [card, choices] of this.placed.byCard) {
      if (document.querySelector(`#table [data-card="${card}"]`)) continue;
      for (const choice of choices) if (!choice.answer) strays.add(choice);   // an answer is in the prompt already
    }
    for (const [card, choices] of this.placed.byCard) {
      if (document.querySelector(`#table [data-card="${card}"]`)) for (const choice of choices) strays.delete(choice);
    }
    for (const choice of strays) row.prepend(choiceButton(choice));
  }

  /** The whole log (private lines may vanish behind a curtain: then it is painted again whole); lines
   * newer than the last one painted are added and read out by the live region. */
  paintLog() {
    const table = /** @type {Table} */ (this.table);
    const lines = table.log;
    const fresh = lines.filter((line) => line.n > this.logged);
    const list = $("log");
    const kept = list.childElementCount === lines.length - fresh.length
      && (!lines.length || Number(/** @type {HTMLElement | null} */ (list.firstElementChild)?.dataset.n ?? lines[0].n) === lines[0].n);
    const item = (/** @type {LogLine} */ line) => h("li", { "data-n": line.n }, line.text);
    if (kept) list.append(...fresh.map(item));
    else list.replaceChildren(...lines.map(item));
    if (lines.length) this.logged = lines[lines.length - 1].n;
    const live = $("live");
    if (table.curtain) live.textContent = table.curtain.title;
    else if (fresh.length) live.textContent = fresh.slice(-4).map((line) => line.text).join(" ");
    else if (table.toast) live.textContent = table.toast;   // e.g. "Ann takes back a move."
  }

  paintOverlays() {
    const table = /** @type {Table} */ (this.table);
    const { curtain, outcome } = table;
    if (curtain) {
      $("curtain-title").textContent = curtain.title;
      $("curtain-text").textContent = curtain.text;
      $("curtain-go").textContent = curtain.button;
      $("table").classList.add("veiled");
      openDialog($("curtain"), { focus: "#curtain-go", onEscape: null });
      return;
    }
    $("table").classList.remove("veiled");
    if (isOpen($("curtain"))) closeDialog($("curtain"), { restore: false });
    const verdict = $("outcome-text");
    if (outcome) {
      $("outcome-title").textContent = outcome.title;
      verdict.textContent = outcome.sentence;
      verdict.setAttribute("data-outcome", outcome.names.join(", "));
      $("outcome-seats").replaceChildren(...outcome.standings.map((line) =>
        h("li", { class: line.winner ? "winner" : "" }, line.text)));
      if (!this.outcomeShown) {
        this.outcomeShown = true;
        openDialog($("outcome"), { focus: "#again" });
      }
      return;
    }
    this.outcomeShown = false;
    verdict.removeAttribute("data-outcome");
    if (isOpen($("outcome"))) closeDialog($("outcome"), { restore: false });
    this.placeFocus();
  }

  /** After a move, focus the prompt's main button, else the first playable card, never scrolling. */
  placeFocus() {
    const active = /** @type {HTMLButtonElement | null} */ (document.activeElement);
    if (active && active !== document.body && active.isConnected && !active.disabled) return;
    focusQuietly(document.querySelector("#prompt .btn.primary:not([disabled])")
      || document.querySelector("#hand .can") || document.querySelector("#table [data-action]:not([disabled])"));
  }

  reset() {
    this.table = null;
    this.expanded.clear();
    this.logged = -1;
    this.outcomeShown = false;
    $("log").replaceChildren();
    $("outcome-text").removeAttribute("data-outcome");
    for (const id of ["curtain", "outcome", "card-menu"]) if (isOpen($(id))) closeDialog($(id), { restore: false });
  }
}
