// What host and guest say to each other over the data channel, and what the invitation and answer
// codes hold. Everything read is checked here: version, type whitelist, shape, size. A guest never
// names its seat: the host knows it from the connection (one invitation, one seat), so a guest can
// only ever act for itself; the host's engine then checks the move like any tap.
import { CodeError, pack, unpack } from "./codec.js";
/** @import { Table } from "../../types/model" */

/**
 * What an invitation code holds: the host's whole offer for the guest's ``seat``, and ``id``, which
 * names this invitation among the seat's (a new invitation replaces the last one).
 * @typedef {{ seat: number, id: string, name: string, title: string, sdp: string }} Invitation
 */
/**
 * What an answer code holds: the guest's whole answer for invitation ``id`` of ``seat``.
 * @typedef {Pick<Invitation, "seat" | "id" | "sdp">} Answer
 */

export const VERSION = 2;
export const MAX_MODEL_BYTES = 256 * 1024;   // one table model, host -> guest
export const MAX_GUEST_BYTES = 2 * 1024;     // one guest message
export const MAX_KEY_CHARS = 400;
/** The most UTF-8 bytes a text of ``chars`` characters (UTF-16 units) takes on the wire. */
export const wireBytes = (/** @type {number} */ chars) => 3 * chars;
export const MAX_SDP_CHARS = 12000;
export const GUEST_RATE = { perSecond: 20, burst: 20 };
const MAX_NAME_CHARS = 40;


// --- the codes: invitation (host -> guest, in the link) and answer (guest -> host) ---------------
// A seat is an integer (so a number) from 0 to 15.
const isSeat = (/** @type {unknown} */ value) => Number.isInteger(value)
  && /** @type {number} */ (value) >= 0 && /** @type {number} */ (value) < 16;
const isId = (/** @type {unknown} */ value) => typeof value === "string" && /^[A-Za-z0-9_-]{1,32}$/.test(value);
const isSdp = (/** @type {unknown} */ value) => typeof value === "string" && value.length <= MAX_SDP_CHARS
  && value.startsWith("v=0");

/** An invitation's code: the host's whole offer for ``seat``. */
export const inviteCode = (/** @type {Invitation} */ { seat, id, name, title, sdp }) =>
  pack({ v: VERSION, kind: "invite", seat, id, name, title, sdp });

/** The answer's code: the guest's whole answer to invitation ``id`` for ``seat``. */
export const answerCode = (/** @type {Answer} */ { seat, id, sdp }) => pack({ v: VERSION, kind: "answer", seat, id, sdp });

/** A new invitation's ``id``: random, so an answer to an older invitation is told apart. */
export function invitationId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_");
}

/**
 * Refuse (``CodeError``) a code of another version or kind, or without a seat and a description.
 * @param {Record<string, unknown>} value
 * @param {"invite" | "answer"} kind
 */
function checkCode(value, kind) {
  if (value.v !== VERSION) throw new CodeError("This code comes from another version of the game; ask for a new one.");
  if (value.kind !== kind) {
    throw new CodeError(kind === "answer" ? "That is an invitation, not a guest's answer." : "That is not an invitation.");
  }
  if (!isSeat(value.seat) || !isId(value.id) || !isSdp(value.sdp)) throw new CodeError("The code is damaged.");
}

/**
 * ``{seat, id, name, title, sdp}`` from an invitation code (``CodeError`` otherwise).
 * @param {string} code
 * @returns {Promise<Invitation>}
 */
export async function readInvite(code) {
  const value = await unpack(code);
  checkCode(value, "invite");
  const text = (/** @type {unknown} */ item) => (typeof item === "string" ? item.slice(0, MAX_NAME_CHARS) : "");
  return { seat: value.seat, id: value.id, name: text(value.name), title: text(value.title), sdp: value.sdp };
}

/**
 * ``{seat, id, sdp}`` from an answer code (``CodeError`` otherwise).
 * @param {string} code
 * @returns {Promise<Answer>}
 */
export async function readAnswer(code) {
  const value = await unpack(code);
  checkCode(value, "answer");
  return { seat: value.seat, id: value.id, sdp: value.sdp };
}

// --- messages on the channel ---------------------------------------------------------------------
/**
 * The text that carries ``model`` to a guest, or null when it is too large to send.
 * @param {Table} model
 */
export function tableMessage(model) {
  const text = JSON.stringify({ v: VERSION, type: "table", model });
  return text.length <= MAX_MODEL_BYTES ? text : null;
}

/** A line the host tells a guest (shown on the guest's status line for a few seconds, or until the
 * next line when it says how the table stands: ``stays``; ``final`` when the guest's seat is over for
 * this device: it stops waiting for the host; ``good`` for good news, shown calm, not as a warning). */
export const noticeMessage = (/** @type {string} */ text, stays = false, final = false, good = false) =>
  JSON.stringify({ v: VERSION, type: "notice", text: String(text).slice(0, 300), stays, final, good });

/** A guest's move, as it goes over the channel: the choice's wire key (``Choice.key``). */
export const actMessage = (/** @type {string} */ key) => JSON.stringify({ v: VERSION, type: "act", key });

/**
 * The object in a channel message of at most ``limit`` characters and our version, or why not. Its
 * fields are as read, for the caller to check (``any``: JSON from the other device).
 * @param {unknown} data
 * @param {number} limit
 * @returns {{ value: Record<string, any>, error?: undefined }
 *   | { value?: undefined, error: "not text" | "too large" | "not an object" | "another version" | "not JSON" }}
 */
function parse(data, limit) {
  if (typeof data !== "string") return { error: "not text" };
  if (data.length > limit) return { error: "too large" };
  try {
    const value = JSON.parse(data);
    if (!value || typeof value !== "object" || Array.isArray(value)) return { error: "not an object" };
    if (value.v !== VERSION) return { error: "another version" };
    return { value };
  } catch {
    return { error: "not JSON" };
  }
}

/**
 * A guest's message checked: ``{key}`` for a move, or ``{error}``.
 * @param {unknown} data
 * @returns {{ key: string, error?: undefined } | { key?: undefined, error: string }}
 */
export function readGuestMessage(data) {
  const { value, error } = parse(data, MAX_GUEST_BYTES);
  if (error) return { error };
  if (value.type !== "act") return { error: "unknown type" };
  if (typeof value.key !== "string" || !value.key || value.key.length > MAX_KEY_CHARS) {
    return { error: "bad key" };
  }
  return { key: value.key };
}

/**
 * A host's message checked: ``{model}``, ``{notice, stays, final, good}``, or ``{error}``. The model is the host's table
 * model as sent (its ``seats`` a list; the painter reads the rest).
 * @param {unknown} data
 * @returns {{ model: Table, notice?: undefined, error?: undefined }
 *   | { model?: undefined, notice: string, stays: boolean, final: boolean, good: boolean,
 *     error?: undefined }
 *   | { model?: undefined, notice?: undefined, error: string }}
 */
export function readHostMessage(data) {
  const { value, error } = parse(data, MAX_MODEL_BYTES);
  if (error) return { error };
  if (value.type === "table" && value.model && typeof value.model === "object" && Array.isArray(value.model.seats)) {
    return { model: value.model };
  }
  if (value.type === "notice" && typeof value.text === "string") {
    return { notice: value.text, stays: value.stays === true, final: value.final === true, good: value.good === true };
  }
  return { error: "unknown type" };
}

/** A token bucket: ``take()`` is false once a sender goes over ``perSecond`` (bursts of ``burst``). */
export class RateLimit {
  /**
   * @param {{ perSecond: number, burst: number }} rate
   * @param {() => number} [now] the clock, in milliseconds
   */
  constructor({ perSecond, burst }, now = () => performance.now()) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.tokens = burst;
    this.now = now;
    this.at = now();
  }

  take() {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
