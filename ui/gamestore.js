// The games and statistics kept in this browser's localStorage. Every call answers and never throws
// (storage may be blocked, full, or taken away while the page is open). What a record *means* is the
// worker's business; here a record is text, plus the one field that fingerprints it (`digest`).
//
// Keys: dealbid:game:<id>  one game's latest record       dealbid:games     the ids, newest first (a hint:
//       dealbid:aside      {id: why} records set aside      dealbid:stats     rebuilt from the keys)
//       dealbid:checking   {ids, at, left} what a worker is reading now (left behind when a record stopped it)
import { canReadLocalStorage } from "./storage.js";
/** @import { SaveRecord, StoredText } from "../types/model" */
/** @import { SealedRecord } from "./seal.js" */

const PREFIX = "dealbid:game:";
const INDEX = "dealbid:games";
const ASIDE = "dealbid:aside";
const CHECKING = "dealbid:checking";
const STATS = "dealbid:stats";
const STALE_MS = 5000;     // a reading mark not renewed for this long belongs to a page that has gone

/**
 * Is ``error`` (what a write to localStorage threw) a full store?
 * @param {DOMException} error
 */
function isQuota(error) {
  return Boolean(error) && (error.name === "QuotaExceededError" || error.code === 22);
}

/**
 * The JSON value in stored ``text``, or ``fallback`` when there is none (null: nothing stored) or it
 * can't be read. The value is as read (``any``: stored text, which anything may have written): each
 * caller checks the fields it uses.
 * @param {string | null} text
 * @param {unknown} fallback
 * @returns {any}
 */
export function parsed(text, fallback) {
  try {
    const value = JSON.parse(/** @type {string} */ (text));   // null parses as null: the fallback
    return value === null || value === undefined ? fallback : value;
  } catch {
    return fallback;
  }
}

/**
 * The `digest` and number of moves of a stored record's text ({} if it can't be read).
 * @param {string | null} text
 * @returns {{ digest: string | null | undefined, moves: number | null }}
 */
export function fingerprint(text) {
  const record = parsed(text, {});
  return { digest: record.digest, moves: Array.isArray(record.actions) ? record.actions.length : null };
}

export class GameStore {
  constructor() {
    this.usable = canReadLocalStorage();   // a full store is usable: its games are listed and kept
  }

  /** @param {string} key */
  get(key) {
    try { return this.usable ? localStorage.getItem(key) : null; } catch { return null; }
  }

  /**
   * @param {string} key
   * @param {string} text
   */
  set(key, text) {
    localStorage.setItem(key, text);   // throws: callers decide
  }

  /** @param {string} key */
  drop(key) {
    try { localStorage.removeItem(key); } catch { /* nothing kept, nothing to drop */ }
  }

  /**
   * Every stored game id, newest first as far as the index knows; records the index lost are listed too.
   * @returns {string[]}
   */
  allIds() {
    if (!this.usable) return [];
    /** @type {string[]} */
    let keys = [];
    try {
      keys = Object.keys(localStorage).filter((key) => key.startsWith(PREFIX)).map((key) => key.slice(PREFIX.length));
    } catch {
      return [];
    }
    const index = parsed(this.get(INDEX), []);
    const listed = Array.isArray(index) ? index.filter((id) => typeof id === "string" && keys.includes(id)) : [];
    return [...new Set([...listed, ...keys])];
  }

  /**
   * ``{id: why}`` of the records set aside (kept, not read again).
   * @returns {Record<string, string>}
   */
  asideMap() {
    const map = parsed(this.get(ASIDE), {});
    return typeof map === "object" && !Array.isArray(map) ? map : {};
  }

  /** Live ids: stored and not set aside. */
  ids() {
    const aside = this.asideMap();
    return this.allIds().filter((id) => !Object.hasOwn(aside, id));
  }

  /**
   * ``[{key, text}]`` of the live records.
   * @returns {StoredText[]}
   */
  records() {
    // The filter keeps those with text.
    return /** @type {StoredText[]} */ (this.ids().map((id) => ({ key: id, text: this.text(id) }))
      .filter((r) => r.text !== null));
  }

  /** ``[{key, why}]`` of the records set aside that are still stored. */
  aside() {
    const ids = this.allIds();
    return Object.entries(this.asideMap()).filter(([id]) => ids.includes(id)).map(([key, why]) => ({ key, why: String(why) }));
  }

  /** @param {string} id */
  text(id) {
    return this.get(PREFIX + id);
  }

  /**
   * Keep the record ``id`` but never read it again by itself (``why`` labels it); false if refused.
   * @param {string} id
   * @param {string} why
   */
  setAside(id, why) {
    try {
      this.set(ASIDE, JSON.stringify({ ...this.asideMap(), [id]: why }));
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Read the record ``id`` again (the player's "Try again").
   * @param {string} id
   */
  restore(id) {
    const map = this.asideMap();
    delete map[id];
    try { this.set(ASIDE, JSON.stringify(map)); } catch { /* still set aside */ }
  }

  /** The worker is about to read these ids (``[]``: it has read them). While the reading lasts the page
   * renews the mark (``beat``), and marks it left when the page goes (``leave``).
   * @param {string[]} ids
   */
  checking(ids) {
    try {
      if (ids.length) this.set(CHECKING, JSON.stringify({ ids, at: Date.now() }));
      else this.drop(CHECKING);
    } catch { /* a full store: the mark is a safety net only */ }
  }

  beat() {
    const mark = parsed(this.get(CHECKING), null);
    if (mark && Array.isArray(mark.ids)) this.checking(mark.ids);
  }

  leave() {
    const mark = parsed(this.get(CHECKING), null);
    try { if (mark) this.set(CHECKING, JSON.stringify({ ...mark, left: true })); } catch { /* a safety net only */ }
  }

  /**
   * Ids whose reading never finished: the mark of a page that has gone (or stopped renewing it).
   * @returns {string[]}
   */
  leftChecking() {
    const mark = parsed(this.get(CHECKING), null);
    if (!mark || !Array.isArray(mark.ids)) return [];
    if (!mark.left && Date.now() - Number(mark.at) < STALE_MS) return [];   // another tab is reading them now
    return mark.ids.filter((/** @type {unknown} */ id) => typeof id === "string");
  }

  /**
   * Keep ``record`` as its game's latest save, over the stored record only when that is the one the
   * worker continues (``base``: its digest, null for none). ``evictable()`` gives ids that may be
   * removed to make room, the first to go first (finished games, oldest first); at most ``keep`` of them
   * stay. A record that does not fit costs no other game: finished games are taken out one by one
   * until it fits, and if it never does every one of them is put back and nothing is written (``full``).
   * Answers ``{kept, clash, evicted, full}``: ``clash`` is the stored text when another record is in
   * the way (nothing written).
   * @param {SaveRecord | SealedRecord} record
   * @param {string | null} base
   * @param {() => string[]} evictable
   * @param {number} keep
   * @returns {{ kept: boolean, clash?: string, evicted: string[], full?: boolean }}
   */
  keep(record, base, evictable, keep) {
    if (!this.usable) return { kept: false, evicted: [] };
    const key = PREFIX + record.id;
    const stored = this.get(key);
    if (stored !== null) {
      const { digest } = fingerprint(stored);
      if (digest !== base && digest !== record.digest) return { kept: false, clash: stored, evicted: [] };
    }
    const candidates = evictable().filter((id) => id !== record.id);
    const made = this.makeRoom(key, JSON.stringify(record), candidates);
    if (!made.kept) return { kept: false, evicted: [], full: made.full };
    const evicted = made.room;
    for (const id of evicted) this.remove(id);    // their aside marks and index entries go too
    const left = candidates.filter((id) => !evicted.includes(id));
    while (left.length > keep) {                  // beyond the limit: finished games go, oldest first
      const id = /** @type {string} */ (left.shift());
      this.remove(id);
      evicted.push(id);
    }
    try {
      this.set(INDEX, JSON.stringify([record.id, ...this.allIds().filter((id) => id !== record.id)]));
    } catch { /* the index is a hint: the list is rebuilt from the records */ }
    return { kept: true, evicted };
  }

  /**
   * Write ``text`` under ``key``; while the store is full, take out the records of ``candidates`` in
   * order (their texts held here) and try again. Answers ``{kept, room, full}``: ``room`` the ids taken
   * out to make it fit. When it does not fit even without all of them, each is written back (into the
   * room it left; nothing else was written meanwhile) and ``room`` is empty.
   * @param {string} key
   * @param {string} text
   * @param {string[]} candidates
   * @returns {{ kept: boolean, room: string[], full: boolean }}
   */
  makeRoom(key, text, candidates) {
    /** @type {[string, string | null][]} */
    const out = [];     // [id, its text (null: it had already gone)]
    let full = false;
    for (;;) {
      try {
        this.set(key, text);
        return { kept: true, room: out.map(([id]) => id), full: false };
      } catch (error) {
        full = isQuota(/** @type {DOMException} */ (error));
        const id = candidates[out.length];
        if (!full || id === undefined) break;
        const held = this.text(id);
        this.drop(PREFIX + id);
        out.push([id, held]);
      }
    }
    for (const [id, held] of out.reverse()) {
      try {
        if (held !== null) this.set(PREFIX + id, held);
      } catch { /* cannot happen: it goes back into the room it left, and nothing else was written */ }
    }
    return { kept: false, room: [], full };
  }

  /** @param {string} id */
  remove(id) {
    this.drop(PREFIX + id);
    const map = this.asideMap();
    if (Object.hasOwn(map, id)) this.restore(id);
    try {
      this.set(INDEX, JSON.stringify(this.allIds()));
    } catch { /* the index is a hint */ }
  }

  statsText() {
    return this.get(STATS);
  }

  /** @param {string} text */
  keepStats(text) {
    try { if (this.usable) this.set(STATS, text); } catch { /* shown, not kept */ }
  }

  clearStats() {
    this.drop(STATS);
  }
}

export { PREFIX };
