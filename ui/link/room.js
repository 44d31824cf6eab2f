// The internet path: a room on a public signalling network (trystero over MQTT brokers, vendored by
// tools/build.py and loaded only here), where the host's page and a guest's find each other by the
// room's id and connect by WebRTC. The room's secret, which travels only in the link's fragment (a
// browser never sends a fragment to any server), is trystero's ``password``: it encrypts the offers and
// answers the brokers pass on, so a broker sees a hashed topic and ciphertext. The game's messages then
// go straight between the devices (or through the site's TURN server), never through a broker.
import { gatedConnection } from "./gate.js";
import { linkServers } from "./servers.js";

const LIBRARY = new URL("../../vendor/trystero/__TRYSTERO_VERSION__/trystero-mqtt.mjs", import.meta.url).href;
const APP_ID = "deal-and-bid.table";
const ACTION = "table";   // the one action: every message of the game

/** @type {Promise<{ joinRoom: import("@trystero-p2p/core").JoinRoom,
 *   getRelaySockets: () => Record<string, WebSocket | undefined> }> | null} */
let library = null;

/** One other device in a room, used like a data channel: ``send(text)``, and ``message`` and ``close``
 * events. */
export class PeerChannel extends EventTarget {
  /**
   * @param {string} peer trystero's id of the other device
   * @param {(text: string, peer: string) => void} post
   */
  constructor(peer, post) {
    super();
    this.peer = peer;
    this.post = post;
    /** @type {"open" | "closed"} */
    this.readyState = "open";
  }

  /** @param {string} text */
  send(text) {
    if (this.readyState === "open") this.post(text, this.peer);
  }

  /** @param {string} text what the other device sent */
  receive(text) {
    if (this.readyState === "open") this.dispatchEvent(new MessageEvent("message", { data: text }));
  }

  /** The other device left (or this page leaves the room). */
  close() {
    if (this.readyState === "closed") return;
    this.readyState = "closed";
    this.dispatchEvent(new Event("close"));
  }
}

/**
 * Join room ``id`` with ``secret``: ``peer(channel)`` is called for each device that joins it (each
 * time it joins again, a new channel; the last one is closed when it leaves). A message from another
 * device of more than ``largest`` bytes is dropped as it arrives, before any of it is kept
 * (ui/link/gate.js). Resolves to a function that leaves the room.
 * @param {string} id
 * @param {string} secret
 * @param {number} largest
 * @param {(channel: PeerChannel) => void} peer
 * @returns {Promise<() => void>}
 */
export async function joinRoom(id, secret, largest, peer) {
  library ||= import(LIBRARY);
  const { joinRoom: join } = await library;
  const servers = linkServers();
  const room = join({
    appId: APP_ID,
    password: secret,
    relayConfig: { urls: servers.brokers, redundancy: servers.brokers.length, warnOnRelayFailure: false },
    rtcConfig: { iceServers: servers.iceServers, iceTransportPolicy: servers.relayOnly ? "relay" : "all" },
    rtcPolyfill: gatedConnection({ [ACTION]: largest }),
  }, id);
  const table = room.makeAction(ACTION);
  /** @type {Map<string, PeerChannel>} */
  const channels = new Map();
  const post = (/** @type {string} */ text, /** @type {string} */ target) => { table.send(text, { target }).catch(() => {}); };
  room.onPeerJoin = (peerId) => {
    const channel = new PeerChannel(peerId, post);
    channels.get(peerId)?.close();
    channels.set(peerId, channel);
    peer(channel);
  };
  room.onPeerLeave = (peerId) => {
    channels.get(peerId)?.close();
    channels.delete(peerId);
  };
  table.onMessage = (data, { peerId }) => {
    if (typeof data === "string") channels.get(peerId)?.receive(data);
  };
  return () => {
    for (const channel of channels.values()) channel.close();
    channels.clear();
    room.leave().catch(() => {});
  };
}

/** Whether this page has an open connection to any of the brokers (false before it joined a room). */
export async function brokersReached() {
  if (!library) return false;
  const { getRelaySockets } = await library;
  return Object.values(getRelaySockets()).some((socket) => socket && socket.readyState === WebSocket.OPEN);
}

/** How often a page waiting in a room looks whether it reaches a broker. */
export const BROKER_CHECK_MS = 4000;

/** What the host reads when this device reaches no broker. */
export const NO_BROKER = "This device reaches none of the signalling servers (no internet, or a network that blocks "
  + "them), so no one can find the table: check the connection, or choose “Only on this Wi-Fi”.";

/** A new random id or secret (128 bits, base64url). */
export function randomKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** What a player reads about the internet path, before joining. */
export const OVER_INTERNET = "Over the internet: the phones find each other through public MQTT brokers (which pass "
  + "on only encrypted connection offers; the key is in the link) and then play directly, from anywhere.";
