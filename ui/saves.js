// Games kept in this browser: each game's latest autosaved record (the last 10 games), the menu's
// Continue offer and saved-games list (open, replay, export, delete), and lifetime statistics.
// Storage is optional: where it is blocked or full the game still plays, and the page says once,
// quietly, that games can't be kept here. What a stored record *is* comes from the worker (`list`):
// this file never reads a record's fields beyond handing the text over.
import { h } from "./cards.js";
import { canUseLocalStorage } from "./storage.js";

const PREFIX = "dealbid:game:";
const INDEX = "dealbid:games";   // ids, newest first
const STATS = "dealbid:stats";
const KEEP = 10;
const NOTE_MS = 8000;   // how long the "can't keep games" line stays before it fades

/** The stored records and statistics (every call answers, never throws). */
export class GameStore {
  constructor() {
    this.usable = canUseLocalStorage();
  }

  get(key) {
    try { return this.usable ? localStorage.getItem(key) : null; } catch { return null; }
  }

  ids() {
    if (!this.usable) return [];
    try {
      const ids = JSON.parse(localStorage.getItem(INDEX) || "[]");
      if (Array.isArray(ids) && ids.every((id) => typeof id === "string")) {
        return ids.filter((id) => localStorage.getItem(PREFIX + id) !== null);
      }
    } catch { /* a damaged index is rebuilt from the keys below */ }
    try {
      return Object.keys(localStorage).filter((key) => key.startsWith(PREFIX)).map((key) => key.slice(PREFIX.length));
    } catch {
      return [];
    }
  }

  /** ``[{key, text}]``, newest first. */
  records() {
    return this.ids().map((id) => ({ key: id, text: this.get(PREFIX + id) })).filter((r) => r.text !== null);
  }

  text(id) {
    return this.get(PREFIX + id);
  }

  /** Keep ``record`` as its game's latest save, and only the last ``KEEP`` games; false if refused. */
  keep(record) {
    if (!this.usable) return false;
    try {
      const ids = [record.id, ...this.ids().filter((id) => id !== record.id)];
      localStorage.setItem(PREFIX + record.id, JSON.stringify(record));
      for (const old of ids.slice(KEEP)) localStorage.removeItem(PREFIX + old);
      localStorage.setItem(INDEX, JSON.stringify(ids.slice(0, KEEP)));
      return true;
    } catch {
      return false;   // quota full, or storage taken away since the page opened
    }
  }

  remove(id) {
    try {
      localStorage.removeItem(PREFIX + id);
      localStorage.setItem(INDEX, JSON.stringify(this.ids().filter((other) => other !== id)));
    } catch { /* nothing kept, nothing to remove */ }
  }

  statsText() {
    return this.get(STATS);
  }

  keepStats(text) {
    try { if (this.usable) localStorage.setItem(STATS, text); } catch { /* shown, not kept */ }
  }

  clearStats() {
    try { if (this.usable) localStorage.removeItem(STATS); } catch { /* nothing kept */ }
  }
}

function when(ms) {
  if (!ms) return "";
  const date = new Date(ms);
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** "Monopoly Deal · Ann, Bot 2 (Hard) · Round 3 · 12 Jun 2024, 10:02" */
export function describe(item) {
  return [item.title, item.players, item.round ? `Round ${item.round}` : "", when(item.saved_at)]
    .filter(Boolean).join(" · ");
}

/**
 * The saved-games part of the menu. ``actions`` has ``send(message)``, ``open(text)`` (play a kept
 * game), ``startLink(query)`` and ``download(text, filename)``.
 */
export class Keeper {
  constructor(actions) {
    this.actions = actions;
    this.store = new GameStore();
    this.items = null;        // the worker's description of each stored record, newest first
    this.waiting = [];        // callbacks for when the list is known
    this.warned = false;
    this.bind();
  }

  $(id) { return document.getElementById(id); }

  bind() {
    this.$("kept-list").addEventListener("click", (event) => {
      const button = event.target.closest("button[data-do]");
      if (button) this.onItem(button.dataset.do, button.closest("[data-key]").dataset.key);
    });
    this.$("continue").addEventListener("click", () => this.open(this.latest(false)));
    this.$("stats-reset").addEventListener("click", () => {
      this.store.clearStats();
      this.actions.send({ type: "stats", text: null });
    });
  }

  /** Ask the worker what the stored games are (their list arrives as a `saves` message). */
  refresh() {
    const records = this.store.records();
    if (records.length) this.actions.send({ type: "list", records });
    else this.onSaves([]);
  }

  refreshStats() {
    this.actions.send({ type: "stats", text: this.store.statsText() });
  }

  /** ``callback()`` once the stored games are known (at once if they are). */
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

  /** The kept game a deep link names (a reload), or null. */
  forLink(query) {
    const wanted = new URLSearchParams(query);
    wanted.delete("embed");
    const text = wanted.toString();
    return (this.items || []).find((item) => item.status === "ok" && item.query === text) || null;
  }

  open(item) {
    const text = item && this.store.text(item.key);
    if (text) this.actions.open(text);
  }

  onItem(what, key) {
    const item = (this.items || []).find((one) => one.key === key);
    const text = this.store.text(key);
    if (!item || text === null) return;
    if (what === "open") this.actions.open(text);
    else if (what === "replay") this.actions.send({ type: "replay", text });
    else if (what === "export") this.actions.download(text, `deal-and-bid-${key}.json`);
    else if (what === "delete") {
      this.store.remove(key);
      this.refresh();
    }
  }

  onSaves(items) {
    this.items = items;
    this.paint();
    const waiting = this.waiting;
    this.waiting = [];
    for (const callback of waiting) callback();
  }

  /** A record from the worker's `autosave`: keep it (or say once that it can't be kept). */
  onAutosave(record) {
    if (this.store.keep(record)) {
      if (record.summary && record.summary.over) {
        this.actions.send({ type: "stats", text: this.store.statsText(), record });
      }
    } else if (!this.warned) {
      this.warned = true;
      const note = this.$("keep-note");
      note.textContent = "This browser can't keep games here, so this game can't be continued later.";
      note.hidden = false;
      setTimeout(() => note.classList.add("quiet"), NOTE_MS);
    }
  }

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
    const items = this.items || [];
    const resume = this.latest(false);
    this.$("continue-box").hidden = !resume;
    if (resume) this.$("continue-text").textContent = describe(resume);
    this.$("kept-list").replaceChildren(...items.map((item) => this.row(item)));
    this.$("kept").hidden = !items.length;
  }

  row(item) {
    const button = (what, label, extra = "") => h("button", { type: "button", class: `btn small ${extra}`.trim(),
      "data-do": what, "aria-label": `${label}: ${item.title || "saved game"} ${when(item.saved_at)}`.trim() }, label);
    if (item.status !== "ok") {
      const reason = item.status === "old" ? "Can't be opened (made by an older version)." : item.message;
      return h("li", { class: `kept-item ${item.status}`, "data-key": item.key },
        h("span", { class: "kept-what" }, reason),
        h("span", { class: "kept-do" }, button("export", "Export"), button("delete", "Delete")));
    }
    return h("li", { class: `kept-item${item.over ? " over" : ""}`, "data-key": item.key },
      h("span", { class: "kept-what" }, h("strong", {}, item.title), " · ", item.players,
        h("span", { class: "kept-facts" }, [item.round ? `Round ${item.round}` : "", when(item.saved_at),
          item.over ? item.result : "In progress"].filter(Boolean).join(" · "))),
      h("span", { class: "kept-do" }, button("open", item.over ? "Open" : "Continue", item.over ? "" : "primary"),
        button("replay", "Replay"), button("export", "Export"), button("delete", "Delete")));
  }
}
