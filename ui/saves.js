// Games kept in this browser: each game's latest autosaved record, the menu's Continue offer and
// saved-games list (open, replay, export, delete), and lifetime statistics. Storage is optional: where
// it is blocked or full the game still plays, and the page says what is kept. What a stored record *is*,
// and which of two records of one game wins, the worker decides (`list`, `clash`); this file keeps texts.
//
// No game is lost without a question: a write goes over the stored record of its game only when the
// worker continues that very record (another tab's newer record is kept, and this tab is told); finished
// games make room before unfinished ones, which are never removed unasked; a record the worker could not
// read is set aside (kept, labelled) and not read again on every visit; Delete and Reset ask first.
import { h } from "./cards.js";
import { closeDialog, openDialog } from "./dialogs.js";
import { fingerprint, GameStore, parsed, PREFIX } from "./gamestore.js";
import { isSealed, seal, unseal } from "./seal.js";
/** @import { AutosaveReply, BehindReply, SaveRecord, SavesItem, SendToWorker, StatsReply } from "../types/model" */

/**
 * A stored record set aside (the worker could not read it, or reading it stopped the worker): listed
 * with why, never opened by itself.
 * @typedef {Pick<SavesItem, "key" | "message" | "title" | "saved_at"> & { status: "aside" }} AsideItem
 */
/** @typedef {SavesItem | AsideItem} KeptItem */

const KEEP = 10;           // finished games kept (unfinished ones all stay)
const NOTE_MS = 8000;      // how long a passing note stays before it fades
const WATCH = "watch the replay";   // the worker's words offering the replay of a game that can't go on (app.saves.WATCH)
const SEALED_ELSEWHERE = "Set aside: this hot-seat game was sealed by another browser (or this browser's "
  + "key was cleared), so it can't be opened here.";
const SEALED_EXPORT = "This hot-seat game can't be saved to a file while the players' hands are hidden: the "
  + "file would let anyone work out every hand. Export it once the game is over.";
const NOT_SEALED = "This hot-seat game is not kept in this browser: while the players' hands are hidden it is "
  + "kept only sealed, and this browser can't seal it here. It plays on; it can't be continued later.";
const STUCK = "Set aside: reading this saved game stopped the game engine, so it is kept here but not "
  + "opened again by itself.";

/** @param {number} ms */
function when(ms) {
  if (!ms) return "";
  const date = new Date(ms);
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * "Monopoly Deal · Ann, Bot 2 (Hard) · Round 3 · 12 Jun 2024, 10:02"
 * @param {Pick<SavesItem, "title" | "saved_at"> & Partial<Pick<SavesItem, "players" | "round">>} item
 */
export function describe(item) {
  return [item.title, item.players, item.round ? `Round ${item.round}` : "", when(item.saved_at)]
    .filter(Boolean).join(" · ");
}

/**
 * The saved-games part of the menu. ``actions`` has ``send(message)``, ``open(text)`` (play a kept
 * game) and ``download(text, filename)``.
 */
export class Keeper {
  /**
   * @param {{ send: SendToWorker, open: (text: string) => void,
   *   download: (text: string, filename: string) => void }} actions
   */
  constructor(actions) {
    this.actions = actions;
    this.store = new GameStore();
    /** @type {KeptItem[] | null} */
    this.items = null;        // the worker's description of each live record, newest first
    /** @type {(() => void)[]} */
    this.waiting = [];        // callbacks for when the list is known
    /** @type {string | null} */
    this.current = null;      // id of the game this page plays (its autosaves)
    /** @type {string | null} */
    this.held = null;         // id whose writes wait for the player's answer (another tab moved it on)
    /** @type {string | null} */
    this.opening = null;      // id of the kept game being opened
    /** @type {string[] | null} */
    this.listing = null;      // ids sent to the worker to describe, not answered yet
    this.engineUp = false;
    this.warned = false;
    /** @type {number | null} */
    this.beating = null;      // renews the reading mark while the worker reads
    /** @type {Promise<void>} */
    this.saving = Promise.resolve();   // autosaves are kept one after the other, in order (sealing waits)
    // Records an earlier visit left unread (the worker stopped on them) are set aside, not read again.
    const stuck = this.store.leftChecking();
    for (const id of stuck) this.store.setAside(id, STUCK);
    if (stuck.length) this.store.checking([]);
    this.bind();
  }

  /**
   * The page's element with ``id`` (the menu's saved-games part and its dialogs, in index.html).
   * @param {string} id
   */
  $(id) { return /** @type {HTMLElement} */ (document.getElementById(id)); }

  bind() {
    this.$("kept-list").addEventListener("click", (event) => {
      const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("button[data-do]"));
      // Each item's buttons name what they do; the item names its record.
      if (button) this.onItem(/** @type {string} */ (button.dataset.do),
        /** @type {string} */ (/** @type {HTMLElement} */ (button.closest("[data-key]")).dataset.key));
    });
    this.$("continue").addEventListener("click", () => this.open(this.latest(false)));
    this.$("stats-reset").addEventListener("click", () => this.confirm({
      title: "Reset statistics?", text: "Every player's games and wins are forgotten in this browser.",
      yes: "Reset statistics",
    }, () => {
      this.store.clearStats();
      this.actions.send({ type: "stats", text: null });
    }));
    this.$("behind-load").addEventListener("click", async () => {
      closeDialog(this.$("behind"), { restore: false });
      const text = this.held && this.store.text(this.held);
      this.held = null;
      const open = text && await unseal(text);
      if (open) this.actions.open(open);
    });
    this.$("behind-fork").addEventListener("click", () => {
      closeDialog(this.$("behind"));
      this.held = null;
      this.actions.send({ type: "fork" });
    });
    window.addEventListener("pagehide", () => {
      if (this.listing && this.engineUp) this.store.leave();
    });
    window.addEventListener("storage", async (event) => {
      // Another tab wrote the game played here: the worker tells whether this tab is now behind.
      if (this.current && event.key === PREFIX + this.current && event.newValue !== null && !this.held) {
        this.actions.send({ type: "clash", text: await unseal(event.newValue) ?? event.newValue, origin: "watch" });
      } else if (!this.current && event.key && event.key.startsWith(PREFIX)) {
        this.refresh();   // the menu shows what the other tab kept or deleted
      }
    });
  }

  /**
   * Ask before ``action`` in the page's own dialog: ``{title, text, yes}``.
   * @param {{ title: string, text: string, yes: string }} question
   * @param {() => void} action
   */
  confirm({ title, text, yes }, action) {
    this.$("confirm-title").textContent = title;
    this.$("confirm-text").textContent = text;
    const button = this.$("confirm-yes");
    button.textContent = yes;
    button.onclick = () => {
      closeDialog(this.$("confirm"));
      action();
    };
    openDialog(this.$("confirm"), { focus: "#confirm-no" });
  }

  /**
   * A line over the top of the page; ``stay`` keeps it (what is kept changed), else it fades.
   * @param {string} text
   * @param {{ stay?: boolean }} [options]
   */
  note(text, { stay = false } = {}) {
    const note = this.$("keep-note");
    note.textContent = text;
    note.hidden = false;
    note.classList.remove("quiet");
    clearTimeout(this.noteTimer);
    if (!stay) this.noteTimer = setTimeout(() => note.classList.add("quiet"), NOTE_MS);
  }

  /** Ask the worker what the stored games are (their list arrives as a `saves` message). A sealed
   * record goes to the worker unsealed; one that can't be unsealed here is set aside. */
  async refresh() {
    this.current = null;
    const stored = this.store.records();
    const texts = stored.some((r) => isSealed(r.text)) ? await Promise.all(stored.map((r) => unseal(r.text)))
      : stored.map((r) => r.text);
    const records = stored.flatMap((r, i) => {
      const text = texts[i];
      if (text === null) this.store.setAside(r.key, SEALED_ELSEWHERE);
      return text === null ? [] : [{ key: r.key, text }];
    });
    if (!records.length) {
      this.onSaves([]);
      return;
    }
    this.listing = records.map((r) => r.key);
    if (this.engineUp) this.markReading();
    this.actions.send({ type: "list", records });
  }

  /** Python is up: from now on a list that never comes back means a record stopped the worker. */
  onEngineReady() {
    this.engineUp = true;
    if (this.listing) this.markReading();
  }

  /** The ids being listed are being read (called while they are: ``listing`` is set). */
  markReading() {
    this.store.checking(/** @type {string[]} */ (this.listing));
    clearInterval(this.beating);
    this.beating = setInterval(() => this.store.beat(), 1000);
  }

  refreshStats() {
    this.actions.send({ type: "stats", text: this.store.statsText() });
  }

  /**
   * ``callback()`` once the stored games are known (at once if they are).
   * @param {() => void} callback
   */
  whenKnown(callback) {
    if (this.items) callback();
    else this.waiting.push(callback);
  }

  /** The newest game (``finished`` false: only an unfinished one) that can be opened, or null. */
  latest(finished = true) {
    const items = (this.items || []).filter((item) => item.status === "ok" && (finished || !item.over));
    return items[0] || null;
  }

  /** The newest stored game, if it is still being played (what New game / a deep link ask about). */
  inProgress() {
    const newest = (this.items || [])[0];
    return newest && newest.status === "ok" && !newest.over ? newest : null;
  }

  /**
   * The kept game a deep link names (a reload), or null.
   * @param {string} query
   */
  forLink(query) {
    const wanted = new URLSearchParams(query);
    wanted.delete("embed");
    const text = wanted.toString();
    return (this.items || []).find((item) => item.status === "ok" && item.query === text) || null;
  }

  /**
   * Play the kept game ``item`` (nothing when there is none, or its record has gone).
   * @param {KeptItem | null} item
   */
  async open(item) {
    const stored = item && this.store.text(item.key);
    if (!stored) return;
    const key = /** @type {KeptItem} */ (item).key;   // there is text: there is an item
    const text = await unseal(stored);
    if (text === null) {
      this.store.setAside(key, SEALED_ELSEWHERE);
      this.refresh();
      return;
    }
    this.opening = key;
    this.actions.open(text);
  }

  /**
   * An imported file (``text``) that is a game kept here (the same game, players, options and moves)
   * opens that game instead of adding a copy, and the player is told; false when it is not kept here.
   * @param {string} text
   */
  openKeptCopy(text) {
    const same = (/** @type {any} */ a, /** @type {any} */ b) => Boolean(a && b) && typeof a === "object"
      && typeof b === "object" && typeof a.digest === "string"
      && a.digest === b.digest && JSON.stringify([a.game, a.seats, a.names, a.options, a.actions])
        === JSON.stringify([b.game, b.seats, b.names, b.options, b.actions]);
    const file = parsed(text, null);
    const copy = (this.items || []).find((item) => item.status === "ok"
      && same(file, parsed(this.store.text(item.key), null)));
    if (!copy) return false;
    this.open(copy);
    this.note(`This file is a game already kept here, so no copy was added; it opened from there: ${describe(copy)}.`);
    return true;
  }

  /** The game being opened is on the table. */
  onOpened() {
    this.opening = null;
  }

  /**
   * Opening a kept game failed (``message`` says why): it is set aside, not offered again.
   * @param {string} message
   */
  onOpenFailed(message) {
    if (this.opening === null) return;
    this.store.setAside(this.opening, message);
    this.opening = null;
    this.refresh();
  }

  /**
   * A button of the saved-games list: ``what`` to do with the record ``key``.
   * @param {string} what
   * @param {string} key
   */
  async onItem(what, key) {
    const item = (this.items || []).find((one) => one.key === key);
    const text = this.store.text(key);
    if (!item || text === null) return;
    if (what === "open") this.open(item);
    else if (what === "replay") {
      const open = await unseal(text);
      if (open !== null) this.actions.send({ type: "replay", text: open });
    } else if (what === "export") {
      if (isSealed(text)) this.note(SEALED_EXPORT);
      else this.actions.download(text, `deal-and-bid-${key}.json`);
    } else if (what === "retry") {
      this.store.restore(key);
      this.refresh();
    } else if (what === "delete") {
      this.confirm({
        title: "Delete this saved game?",
        text: `${describe(item) || item.message} — it can't be continued or replayed afterwards.`,
        yes: "Delete",
      }, () => {
        this.store.remove(key);
        this.refresh();
      });
    }
  }

  /** @param {SavesItem[]} items */
  onSaves(items) {
    clearInterval(this.beating);
    if (this.listing && this.engineUp) this.store.checking([]);
    this.listing = null;
    // A record the worker can't use is kept but set aside: it is not read again on the next visit.
    for (const item of items.filter((one) => one.status !== "ok")) {
      this.store.setAside(item.key, item.status === "old" ? "Can't be opened (made by an older version)." : item.message);
    }
    const aside = this.store.aside().map(({ key, why }) => /** @satisfies {AsideItem} */ ({
      key, status: "aside", message: why, title: "", saved_at: 0 }));
    this.items = [...items.filter((item) => item.status === "ok"), ...aside];
    this.paint();
    const waiting = this.waiting;
    this.waiting = [];
    for (const callback of waiting) callback();
  }

  /** Ids that may make room, the first to go first: finished games, oldest first (never the one played). */
  evictable() {
    return (this.items || []).filter((item) => item.status === "ok" && item.over && item.key !== this.current)
      .sort((a, b) => a.saved_at - b.saved_at).map((item) => item.key);
  }

  /**
   * An `autosave` from the worker: keep its record (``seal``: with its seed sealed, or not at all)
   * over the one it continues, or ask the worker. Autosaves are kept in the order they came.
   * @param {AutosaveReply} autosave
   */
  onAutosave(autosave) {
    this.current = autosave.record.id;
    this.saving = this.saving.then(() => this.keepRecord(autosave));
  }

  /** @param {AutosaveReply} autosave */
  async keepRecord({ record, base, origin, seal: sealed }) {
    if (this.held === record.id) return;
    const kept = sealed ? await seal(record) : record;
    if (!kept) {
      this.note(NOT_SEALED, { stay: true });
      return;
    }
    const gone = (this.items || []).filter((item) => item.status === "ok");
    const result = this.store.keep(kept, base === undefined ? null : base, () => this.evictable(), KEEP);
    if (result.clash !== undefined) {
      const text = await unseal(result.clash) ?? result.clash;
      this.actions.send({ type: "clash", text, origin: origin === "import" ? "import" : "tab" });
      return;
    }
    if (result.evicted.length && this.items) this.items = this.items.filter((item) => !result.evicted.includes(item.key));
    if (result.kept) {
      if (result.evicted.length) this.tellEvicted(result.evicted, gone);
      if (record.summary && record.summary.over) {
        this.actions.send({ type: "stats", text: this.store.statsText(), record });
      }
    } else if (result.full) {
      this.tellFull(record);
    } else if (!this.warned) {
      this.warned = true;
      this.note("This browser can't keep games here, so this game can't be continued later.");
    }
  }

  /**
   * Say which finished games ``ids`` (described in ``items``) made room, and how many games are kept.
   * @param {string[]} ids
   * @param {KeptItem[]} items
   */
  tellEvicted(ids, items) {
    const names = /** @type {KeptItem[]} */ (ids.map((id) => items.find((item) => item.key === id)).filter(Boolean))
      .map(describe);
    if (!names.length) return;
    this.note(`To make room, the oldest finished games were removed: ${names.join("; ")}. `
      + `Kept: this game and ${this.others(this.current)}.`, { stay: true });
  }

  /**
   * "every other saved game (3)", or "no other saved game": what is kept besides the game ``id``.
   * @param {string | null} id
   */
  others(id) {
    const count = this.store.ids().filter((key) => key !== id).length;
    return count ? `every other saved game (${count})` : "no other saved game";
  }

  /** @param {SaveRecord} record */
  tellFull(record) {
    const { moves } = fingerprint(this.store.text(record.id));
    const kept = typeof moves === "number" ? `this game is kept only up to move ${moves} (of ${record.actions.length})`
      : "this game is not kept";
    this.note(`Browser storage is full: ${kept} (it would not fit even without the finished games, so none `
      + `was removed). Kept: ${this.others(record.id)}. Delete a game in the menu to make room.`, { stay: true });
  }

  /**
   * The worker says another tab moved this game on: hold our writes and ask the player.
   * @param {BehindReply} message
   */
  onBehind(message) {
    this.held = message.id;
    this.$("behind-text").textContent = message.message;
    openDialog(this.$("behind"), { focus: "#behind-load", onEscape: null });
  }

  /** @param {StatsReply} message */
  onStats(message) {
    if (message.text) this.store.keepStats(message.text);
    const rows = message.rows || [];
    const body = rows.map((row) => h("tr", {}, h("th", { scope: "row" }, row.name), h("td", {}, row.game),
      h("td", {}, row.level), h("td", {}, String(row.games)), h("td", {}, String(row.wins))));
    this.$("stats-body").replaceChildren(...body);
    this.$("stats").hidden = !rows.length && !message.message;
    this.$("stats-note").textContent = message.message || "";
  }

  paint() {
    /** @type {KeptItem[]} */
    const items = this.items || [];
    const resume = this.latest(false);
    this.$("continue-box").hidden = !resume;
    if (resume) this.$("continue-text").textContent = describe(resume);
    this.$("kept-list").replaceChildren(...items.map((item) => this.row(item)));
    this.$("kept").hidden = !items.length;
  }

  /** @param {KeptItem} item */
  row(item) {
    /**
     * @param {string} what
     * @param {string} label
     * @param {string} [extra]
     */
    const button = (what, label, extra = "") => h("button", { type: "button", class: `btn small ${extra}`.trim(),
      "data-do": what, "aria-label": `${label}: ${item.title || "saved game"} ${when(item.saved_at)}`.trim() }, label);
    if (item.status !== "ok") {
      // A game that can't be continued can still be watched up to its last move that plays.
      const watch = item.message.includes(WATCH) ? [button("replay", "Replay")] : [];
      return h("li", { class: "kept-item damaged aside", "data-key": item.key },
        h("span", { class: "kept-what" }, item.message),
        h("span", { class: "kept-do" }, ...watch, button("export", "Export"), button("retry", "Try again"),
          button("delete", "Delete")));
    }
    return h("li", { class: `kept-item${item.over ? " over" : ""}`, "data-key": item.key },
      h("span", { class: "kept-what" }, h("strong", {}, item.title), " · ", item.players,
        h("span", { class: "kept-facts" }, [item.round ? `Round ${item.round}` : "", when(item.saved_at),
          item.over ? item.result : "In progress"].filter(Boolean).join(" · "))),
      h("span", { class: "kept-do" }, button("open", item.over ? "Open" : "Continue", item.over ? "" : "primary"),
        button("replay", "Replay"), button("export", "Export"), button("delete", "Delete")));
  }
}
