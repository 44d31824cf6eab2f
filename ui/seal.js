// The seed of a hot-seat game kept while hands are hidden, sealed (app/secrecy.py): the engine turns a
// seed into every hand and every future draw, so the kept record holds it only encrypted (AES-GCM) under
// a key this browser generated and keeps in IndexedDB as non-extractable: no script, export or copy of
// the storage can read the key out, so the record reopens only in this browser. The worker never sees
// a sealed record: the page unseals it before handing it over. Where IndexedDB or WebCrypto is missing
// (a private window, a third-party frame) nothing is sealed and the record is not kept.
import { parsed } from "./gamestore.js";
/** @import { SaveRecord } from "../types/model" */

const DB = "dealbid-seal";
const STORE = "keys";
const NAME = "seed-key";

/**
 * A kept record whose seed is sealed: ``sealed`` holds the nonce and the ciphertext, base64.
 * @typedef {Omit<SaveRecord, "seed"> & { seed: null, sealed: { iv: string, data: string } }} SealedRecord
 */

/** @type {Promise<CryptoKey | null> | null} */
let keyPromise = null;

/**
 * The result of an IndexedDB ``request``.
 * @template T
 * @param {IDBRequest<T>} request
 * @returns {Promise<T>}
 */
function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** This browser's sealing key, made on first use; null where it can't be kept. */
async function makeKey() {
  const open = indexedDB.open(DB, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await done(open);
  try {
    const found = await done(db.transaction(STORE).objectStore(STORE).get(NAME));
    if (found instanceof CryptoKey) return found;
    const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    const write = db.transaction(STORE, "readwrite");
    // Another tab may have made one meanwhile: ``add`` keeps the first, which is then read back.
    write.objectStore(STORE).add(key, NAME);
    await new Promise((resolve) => { write.oncomplete = resolve; write.onerror = resolve; write.onabort = resolve; });
    const kept = await done(db.transaction(STORE).objectStore(STORE).get(NAME));
    return kept instanceof CryptoKey ? kept : null;
  } finally {
    db.close();
  }
}

/** @returns {Promise<CryptoKey | null>} */
function sealingKey() {
  // Missing or blocked IndexedDB or WebCrypto (they may throw on first touch) rejects: no key.
  if (!keyPromise) keyPromise = makeKey().catch(() => null);
  return keyPromise;
}

/** @param {ArrayBuffer | Uint8Array} bytes */
function toBase64(bytes) {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** @param {string} text */
function fromBase64(text) {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/**
 * ``record`` with its seed sealed (bound to its id), or null where this browser can't seal.
 * @param {SaveRecord} record
 * @returns {Promise<SealedRecord | null>}
 */
export async function seal(record) {
  const key = await sealingKey();
  if (!key) return null;
  try {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify({ seed: record.seed }));
    const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: new TextEncoder().encode(record.id) },
      key, plain);
    return { ...record, seed: null, sealed: { iv: toBase64(iv), data: toBase64(data) } };
  } catch {
    return null;
  }
}

/**
 * Is stored ``text`` a record with a sealed seed?
 * @param {string} text
 */
export function isSealed(text) {
  const record = parsed(text, null);
  return typeof record === "object" && record !== null && record.sealed !== undefined;
}

/**
 * Stored ``text`` as the worker reads it: a sealed record with its seed back (null when it can't be
 * unsealed here: sealed in another browser, or this browser's key was cleared), anything else as it is.
 * @param {string} text
 * @returns {Promise<string | null>}
 */
export async function unseal(text) {
  const record = parsed(text, null);
  if (typeof record !== "object" || record === null || record.sealed === undefined) return text;
  const key = await sealingKey();
  const { iv, data } = record.sealed || {};
  if (!key || typeof iv !== "string" || typeof data !== "string" || typeof record.id !== "string") return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv),
      additionalData: new TextEncoder().encode(record.id) }, key, fromBase64(data));
    const { seed } = JSON.parse(new TextDecoder().decode(plain));
    const { sealed, ...open } = record;
    return JSON.stringify({ ...open, seed });
  } catch {
    return null;
  }
}
