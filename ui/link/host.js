// The host's end of the remote seats: one invitation and (once answered) one data channel per seat
// played on another device. It forwards each seat's own table model to that seat's guest and hands the
// guest's moves on as moves *for that seat*; what a guest sends is checked (shape, size, rate) here,
// and the engine checks the move itself like any other. Two paths: over the internet (the default: one
// link per seat names a room on the signalling network, ui/link/room.js; the guest needs nothing else)
// or on the same Wi-Fi only (an offer in the link, an answer code back; no server at all).
import { CodeError } from "./codec.js";
import { acceptAnswer, CANNOT_CONNECT, hasCandidates, makeOffer, onLost, opened } from "./peer.js";
import { GUEST_RATE, MAX_GUEST_BYTES, invitationId, inviteCode, noticeMessage, RateLimit, readAnswer, readGuestMessage, tableMessage, wireBytes } from "./protocol.js";
import { keep, kept } from "./keep.js";
import { BROKER_CHECK_MS, brokersReached, joinRoom, NO_BROKER, randomKey } from "./room.js";
import { testSetting } from "./servers.js";
/** @import { Table } from "../../types/model" */
/** @import { PeerChannel } from "./room.js" */

/**
 * One seat played on another device: the guest's name, the game's title, how far the connection is,
 * the path (``internet``: a room, named by ``room``; ``wifi``: codes), the invitation (its id, link and
 * code: the same-Wi-Fi path's), the connection and its channel (the same-Wi-Fi path makes both with
 * the offer; the internet path has a channel once the guest is in the room; null until then), how to
 * close it all (``close``), and what went wrong last ("" for nothing).
 * ``seat`` is the seat it plays now (a guest kept for the next game may take another).
 * @typedef {{ seat: number, name: string, title: string, state: "inviting" | "connecting" | "connected" | "away",
 *   path: LinkPath, room: string, id: string, link: string, code: string, pc: RTCPeerConnection | null,
 *   channel: RTCDataChannel | PeerChannel | null, close: () => void, error: string }} RemoteSlot
 */
/** @typedef {"internet" | "wifi"} LinkPath */

const NOTICE_GAP_MS = 1000;
const BETWEEN_GAMES = noticeMessage("The host is setting up the next game: stay on this page.", true, false, true);

/** Whether ``slot``'s guest keeps their seat for the next game if the host says so: connected, or over
 * the internet and away (a reload: their page comes back to the same room by itself).
 * @param {RemoteSlot} slot
 */
const seated = (slot) => slot.state === "connected" || (slot.state === "away" && slot.path === "internet");

/** The link a guest opens for invitation ``code`` (the same-Wi-Fi path). */
export const joinUrl = (/** @type {string} */ code) => new URL(`join.html#join=${code}`, location.href).href;

const TABLE_KEY = "dealbid-link-table";
const PATH_KEY = "dealbid-link-path";
// The page's ``?link=wifi`` (or ``internet``) chooses the path for this page (a setup link, a blog's
// embed); read as the page loads, before the game page rewrites its address.
const ASKED = new URLSearchParams(location.search).get("link");

/** This tab's table on the internet path: its id and secret, kept in the tab's session storage so a
 * reload of the host's page opens the same rooms (and the guests in them reconnect by themselves). */
function tableKeys() {
  try {
    const table = JSON.parse(kept("session", TABLE_KEY) || "null");
    if (table && /^[\w-]{16,43}$/.test(table.id) && /^[\w-]{16,43}$/.test(table.secret)) return table;
  } catch { /* a damaged record: a new table */ }
  const keys = { id: randomKey(), secret: randomKey() };
  keep("session", TABLE_KEY, JSON.stringify(keys));
  return keys;
}

/**
 * The link a guest opens for ``room`` (the internet path): the room, its secret, the seat's name and
 * the game's title all in the fragment, which the browser sends to no server. A loopback test's
 * servers setting (ui/link/servers.js) goes along in the query.
 * @param {string} room
 * @param {string} secret
 * @param {string} name
 * @param {string} title
 */
export function roomUrl(room, secret, name, title) {
  const url = new URL("join.html", location.href);
  url.search = testSetting() ? `?servers=${testSetting()}` : "";
  url.hash = new URLSearchParams({ room, key: secret, name, title }).toString();
  return url.href;
}

export class RemoteSeats {
  /**
   * ``act(seat, key)`` plays a guest's move; ``changed()`` repaints the invitations; ``toBot(seat)``
   * gives a dropped guest's seat to a bot.
   * @param {{ act: (seat: number, key: string) => void, changed: () => void, toBot: (seat: number) => void }} actions
   */
  constructor({ act, changed, toBot }) {
    this.act = act;
    this.changed = changed;
    this.toBot = toBot;
    /** @type {Map<number, RemoteSlot>} */
    this.seats = new Map();   // seat -> its slot
    /** @type {Map<number, string>} */
    this.models = new Map();  // seat -> the latest model text for that seat
    /** @type {Map<number, string>} */
    this.lasting = new Map(); // seat -> that model without what belongs to one move (toast, events, beats and their tables)
    /** @type {Map<number, string>} */
    this.toasts = new Map();  // seat -> that model's toast
    this.generation = 0;
    /** @type {RemoteSlot[]} */
    this.kept = [];           // guests connected in the last game, waiting for a seat in the next
    /** @type {Set<number>} */
    this.dropped = new Set(); // seats whose guest dropped (a new invitation's guest is "back")
    /** @type {LinkPath} */
    this.path = (ASKED === "wifi" || ASKED === "internet" ? ASKED : kept("local", PATH_KEY)) === "wifi" ? "wifi" : "internet";
  }

  /**
   * Invite on ``path`` from now on (remembered on this device): every seat not connected gets a new
   * invitation on it.
   * @param {LinkPath} path
   */
  usePath(path) {
    this.path = path;
    keep("local", PATH_KEY, path);
    for (const slot of [...this.seats.values()]) {
      if (slot.state !== "connected" && slot.path !== path) this.invite(slot.seat, slot.name, slot.title);
    }
  }

  /** A new game, or back to the menu: forget every seat, but keep the guests seated now (connected,
   * or over the internet and coming back: see ``seated``), waiting for the next game's seats played on
   * other devices; close every other connection. */
  reset() {
    for (const slot of this.seats.values()) {
      if (seated(slot)) {
        this.kept.push(slot);
        this.deliver(slot.seat, BETWEEN_GAMES);
      } else slot.close();
    }
    this.seats.clear();
    this.models.clear();
    this.lasting.clear();
    this.toasts.clear();
    this.dropped.clear();
    this.generation += 1;
  }

  /** Let the kept guests go, telling them ``why``.
   * @param {string} why
   */
  release(why) {
    for (const slot of this.kept.splice(0)) {
      if (slot.channel && slot.channel.readyState === "open") slot.channel.send(noticeMessage(why, true, true));
      // Closed a moment later: the notice leaves first.
      setTimeout(() => slot.close(), 500);
    }
  }

  /**
   * ``seat`` is no longer played on another device (given to a bot): its connection is closed.
   * @param {number} seat
   */
  drop(seat) {
    const slot = this.seats.get(seat);
    if (!slot) return;
    this.seats.delete(seat);
    this.models.delete(seat);
    this.lasting.delete(seat);
    slot.close();
    this.tellOthers(seat, `A bot plays ${slot.name}'s seat now.`, true);
  }

  /** The guests who keep their seat if the host says so (``seated``), by name. */
  connected() {
    return [...this.seats.values()].filter(seated).map((slot) => slot.name);
  }

  /**
   * ``text`` to every connected guest but ``seat``'s (``good`` news, or a warning).
   * @param {number} seat
   * @param {string} text
   * @param {boolean} [good]
   */
  tellOthers(seat, text, good = false) {
    for (const other of this.seats.keys()) if (other !== seat) this.deliver(other, noticeMessage(text, true, false, good));
  }

  /**
   * Whether ``seat`` is played on another device.
   * @param {number} seat
   */
  has(seat) {
    return this.seats.has(seat);
  }

  /** Seats whose guest is not connected now (the game waits for them). */
  missing() {
    return [...this.seats.entries()].filter(([, slot]) => slot.state !== "connected").map(([seat]) => seat);
  }

  /** A new invitation for ``seat`` (replacing any earlier one and its connection); ``error`` says
   * why the last one failed.
   * @param {number} seat
   * @param {string} name
   * @param {string} title
   * @param {string} [error]
   */
  async invite(seat, name, title, error = "") {
    const old = this.seats.get(seat);
    if (old) old.close();
    const kept = this.kept.shift();
    if (kept) {
      // Connected, or (over the internet) reloading: then the game waits for them in their room.
      Object.assign(kept, { seat, name, title, error: "" });
      this.seats.set(seat, kept);
      this.deliver(seat, noticeMessage(`A new game: you play as ${name}.`, false, false, true));
      this.changed();
      return;
    }
    const generation = this.generation;
    /** @type {RemoteSlot} */
    const slot = { seat, name, title, state: "inviting", path: this.path, room: "", id: invitationId(), link: "", code: "",
      pc: null, channel: null, close: () => {}, error };
    this.seats.set(seat, slot);
    if (slot.path === "internet") {
      await this.openRoom(slot, generation);
      return;
    }
    const { pc, channel, sdp } = await makeOffer();
    if (generation !== this.generation || this.seats.get(seat) !== slot) { pc.close(); return; }
    slot.close = () => pc.close();
    slot.pc = pc;
    slot.channel = channel;
    if (!hasCandidates(sdp)) slot.error = "This device found no network to offer: join a Wi-Fi network first.";
    slot.code = await inviteCode({ seat, id: slot.id, name, title, sdp });
    slot.link = joinUrl(slot.code);
    this.changed();
  }

  /**
   * The internet path: ``slot``'s room (one per seat of this tab's table) is joined; its link is the
   * invitation, and whoever opens it is seated (``arrived``).
   * @param {RemoteSlot} slot
   * @param {number} generation
   */
  async openRoom(slot, generation) {
    const { id, secret } = tableKeys();
    // Named by the seat, so the host's reload opens the same rooms; a guest kept from the last game may
    // still be in this seat's room while playing another seat now: then the next free name.
    const taken = new Set([...this.seats.values(), ...this.kept].map((item) => item.room));
    slot.room = `${id}.${slot.seat}`;
    for (let n = 2; taken.has(slot.room); n += 1) slot.room = `${id}.${slot.seat}.${n}`;
    slot.link = roomUrl(slot.room, secret, slot.name, slot.title);
    this.changed();
    /** @type {() => void} */
    let leave;
    try {
      leave = await joinRoom(slot.room, secret, wireBytes(MAX_GUEST_BYTES), (channel) => this.arrived(slot.room, channel));
    } catch {
      slot.error = "The signalling library could not be loaded; reload the page, or choose the same-Wi-Fi way.";
      this.changed();
      return;
    }
    if (generation !== this.generation || this.seats.get(slot.seat) !== slot) { leave(); return; }
    slot.close = leave;
    // While no one has come: say so when this device reaches no broker (and stop saying it once it does).
    const watch = setInterval(async () => {
      if (this.seats.get(slot.seat) !== slot || slot.state !== "inviting") { clearInterval(watch); return; }
      const error = (await brokersReached()) ? "" : NO_BROKER;
      if (error !== slot.error) { slot.error = error; this.changed(); }
    }, BROKER_CHECK_MS);
  }

  /**
   * A device opened the link of ``room``: it plays that seat now. The newest device wins (a guest who
   * reloaded is back at once, before the host has seen the old page go).
   * @param {string} room
   * @param {PeerChannel} channel
   */
  arrived(room, channel) {
    const slot = [...this.seats.values(), ...this.kept].find((item) => item.room === room);
    if (!slot) {
      channel.send(noticeMessage("This seat is not played on another device any more.", true, true));
      return;
    }
    if (slot.channel && slot.channel !== channel) {
      slot.channel.send(noticeMessage("Your seat was opened on another device.", true, true));
    }
    /** @type {RemoteSlot} */
    const next = { ...slot, channel, state: slot.state === "connected" ? "connecting" : slot.state, error: "" };
    const kept = this.kept.indexOf(slot);
    if (kept >= 0) this.kept[kept] = next;   // between games: seated when the next one starts
    else this.seats.set(slot.seat, next);
    this.connect(slot.seat, next);
  }

  /** Connect the guest whose answer ``code`` was scanned or pasted; an unusable code is reported
   * on ``seat``'s invitation (or on the seat it names) and changes nothing else.
   * @param {number} seat
   * @param {string} code
   */
  async answer(seat, code) {
    const slot = this.seats.get(seat);
    if (!slot || !slot.pc) return;
    let answer;
    try {
      answer = await readAnswer(code);
      if (answer.seat !== seat) {
        const other = this.seats.get(answer.seat);
        throw new CodeError(`That is the answer for ${other ? other.name : "another seat"}, not for ${slot.name}.`);
      }
      if (slot.state !== "inviting") throw new CodeError(`${slot.name} is already connected.`);
      if (answer.id !== slot.id) {
        throw new CodeError(`That answer is for an older invitation for ${slot.name}: ask them to open the newest `
          + "link (or scan the code shown now) and send the answer they get then.");
      }
      await acceptAnswer(slot.pc, answer.sdp);
    } catch (error) {
      slot.error = error instanceof CodeError ? error.message : "That code can't be used; ask for the answer code again.";
      this.changed();
      return;
    }
    slot.error = "";
    slot.state = "connecting";
    this.changed();
    try {
      await opened(slot.pc, /** @type {RTCDataChannel} */ (slot.channel));   // made with the offer, as pc
    } catch {
      if (this.seats.get(seat) !== slot) return;
      this.invite(seat, slot.name, slot.title, CANNOT_CONNECT);
      return;
    }
    this.connect(seat, slot);
  }

  /**
   * ``seat``'s guest is connected over ``slot``'s channel (made with the offer, as its pc): its moves
   * come in, its table goes out.
   * @param {number} seat
   * @param {RemoteSlot} slot
   */
  connect(seat, slot) {
    const channel = /** @type {RTCDataChannel | PeerChannel} */ (slot.channel);
    const back = slot.state === "away" || this.dropped.has(seat);
    this.dropped.delete(seat);
    slot.state = "connected";
    const limit = new RateLimit(GUEST_RATE);
    let noticed = 0;
    // The slot's seat, not ``seat``: a guest kept for the next game may play another seat there.
    channel.addEventListener("message", (event) => {
      if (this.seats.get(slot.seat) !== slot) return;
      if (!limit.take()) {
        if (performance.now() - noticed > NOTICE_GAP_MS) {
          noticed = performance.now();
          channel.send(noticeMessage("Too many taps at once: some were ignored."));
        }
        return;
      }
      const message = readGuestMessage(/** @type {MessageEvent} */ (event).data);   // a message event
      if (message.key) this.act(slot.seat, message.key);
    });
    onLost(slot.pc, channel, () => {
      const kept = this.kept.indexOf(slot);
      if (kept >= 0 && slot.path === "internet") {
        slot.state = "away";   // a kept guest reloading between games: back in their room by themselves
        return;
      }
      if (kept >= 0) {
        this.kept.splice(kept, 1);
        slot.close();   // a kept guest gone between games on the same Wi-Fi: no way back but a new invitation
      }
      if (this.seats.get(slot.seat) !== slot) return;
      slot.state = "away";
      this.dropped.add(slot.seat);
      this.tellOthers(slot.seat, `${slot.name} dropped (their connection was lost): the game waits for them.`);
      this.changed();
    });
    if (this.kept.includes(slot)) {
      channel.send(BETWEEN_GAMES);   // back between games: seated again when the next one starts
      return;
    }
    const model = this.models.get(seat);
    if (model) channel.send(model);
    if (back) this.tellOthers(seat, `${slot.name} is back.`, true);
    this.changed();
  }

  /**
   * ``seat``'s new table ``model``: kept, and sent to its guest when connected, unless nothing in it
   * is new to that guest (another player's unconfirmed pick, say: what it may see did not change, so
   * no message tells it that someone picked).
   * @param {number} seat
   * @param {Table} model
   */
  send(seat, model) {
    const text = tableMessage(model);
    if (text === null) return;
    const lasting = JSON.stringify({ ...model, toast: "", events: [], stage: [], frames: [] });
    const news = model.stage.length || model.events.length || (model.toast && model.toast !== this.toasts.get(seat));
    if (!news && this.lasting.get(seat) === lasting) return;
    this.lasting.set(seat, lasting);
    this.toasts.set(seat, model.toast);
    this.models.set(seat, text);
    this.deliver(seat, text);
  }

  /**
   * ``seat``'s move was refused: its guest alone hears why, with its table as it is (which lets it
   * tap again); no other device hears of it.
   * @param {number} seat
   * @param {string} message
   */
  refused(seat, message) {
    const model = this.models.get(seat);
    if (model) this.deliver(seat, model);
    this.deliver(seat, noticeMessage(message));
  }

  /**
   * ``text`` to ``seat``'s guest, when connected.
   * @param {number} seat
   * @param {string} text
   */
  deliver(seat, text) {
    const slot = this.seats.get(seat);
    // A connected seat has its channel.
    if (slot && slot.state === "connected" && slot.channel && slot.channel.readyState === "open") slot.channel.send(text);
  }
}
