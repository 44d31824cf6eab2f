// What another device in a room may send, checked on the data channel itself, before the signalling
// library (trystero 0.25.4) keeps anything of it. Its wire, as read here: each message on the channel
// is a frame, either a room's presence (byte 2, present or not, the room's token) or a room's data
// (byte 1, the room's token, then one chunk of an action's message: a 32-byte action name, a 2-byte
// message number, a tag whose bit 1 marks the last chunk, a progress byte, up to 16 KB of payload).
// The library keeps every chunk until a message's last one, however many come, and keeps data for a
// room it is not in yet. Here a frame goes on only for a room both devices said they are in, and each
// message's chunks are counted as they arrive: a message over its action's cap, an action this page
// does not use, or more messages in progress at once than any honest device has, is dropped chunk by
// chunk (its last chunk too), so nothing of it is kept or handed on.
const ROOM_FRAME = 1;
const PRESENCE_FRAME = 2;
const MAX_TOKEN_BYTES = 256;
const MAX_ROOMS = 16;      // rooms another device may say it is in (a host has one per remote seat)
const NAME_BYTES = 32;
const NUMBER_AT = 32;
const TAG_AT = 34;
const PAYLOAD_AT = 36;
/** The wire's largest chunk payload. */
export const CHUNK_BYTES = 16 * 1024 - PAYLOAD_AT;
// The library's own actions a data-only room uses (presence, renegotiation, leaving, the handshake).
const LIBRARY_ACTIONS = ["@_ping", "@_pong", "@_signal", "@_leave", "@_hsdata", "@_hsready"];
const IN_PROGRESS = 4;
const text = new TextDecoder();

/**
 * A presence frame's room token and whether the device is in it, or null for anything else.
 * @param {Uint8Array} bytes
 */
function presence(bytes) {
  if (bytes[0] !== PRESENCE_FRAME || bytes.byteLength < 4) return null;
  const size = (bytes[2] << 8) | bytes[3];
  if (size < 1 || size > MAX_TOKEN_BYTES || bytes.byteLength !== 4 + size) return null;
  return { token: text.decode(bytes.subarray(4)), present: bytes[1] === 1 };
}

/**
 * A data frame's room token and chunk, or null for anything else.
 * @param {Uint8Array} bytes
 */
function roomData(bytes) {
  if (bytes[0] !== ROOM_FRAME || bytes.byteLength < 3) return null;
  const size = (bytes[1] << 8) | bytes[2];
  const chunk = bytes.subarray(3 + size);
  if (size < 1 || size > MAX_TOKEN_BYTES || chunk.byteLength < PAYLOAD_AT || chunk.byteLength > PAYLOAD_AT + CHUNK_BYTES) return null;
  return { token: text.decode(bytes.subarray(3, 3 + size)), chunk };
}

/**
 * The gate of one channel. ``sent(data)`` is shown each frame this page sends (its own presence in
 * rooms); ``pass(data)`` says whether a frame received goes on to the library. ``caps`` maps this
 * page's actions to their largest message in bytes; the library's actions get one chunk each.
 * @param {Record<string, number>} caps
 */
export function chunkGate(caps) {
  /** @type {Set<string>} */
  const ours = new Set();      // rooms this page said it is in, on this channel
  /** @type {Set<string>} */
  const theirs = new Set();    // rooms the other device said it is in
  /** @type {Map<string, number>} */
  const open = new Map();      // message (room, action and number) -> its bytes so far
  /** @type {Set<string>} */
  const refused = new Set();   // messages dropped, until their last chunk
  /** @param {Uint8Array} chunk @param {string} token */
  const chunkPasses = (chunk, token) => {
    const action = text.decode(chunk.subarray(0, NAME_BYTES)).replaceAll("\0", "");
    const cap = caps[action] ?? (LIBRARY_ACTIONS.includes(action) ? CHUNK_BYTES : 0);
    const message = `${token}|${action}|${chunk[NUMBER_AT]}|${chunk[NUMBER_AT + 1]}`;
    const last = Boolean(chunk[TAG_AT] & 1);
    const size = (open.get(message) ?? 0) + chunk.byteLength - PAYLOAD_AT;
    const pass = !refused.has(message) && size <= cap && (open.has(message) || last || open.size < IN_PROGRESS);
    if (pass && !last) open.set(message, size);
    else open.delete(message);
    if (!pass && !last) refused.add(message);
    else if (last) refused.delete(message);
    if (refused.size > IN_PROGRESS) refused.delete(/** @type {string} */ (refused.values().next().value));
    return pass;
  };
  return {
    /** @param {unknown} data */
    sent(data) {
      const said = ArrayBuffer.isView(data) ? presence(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)) : null;
      if (said && said.present) ours.add(said.token);
      else if (said) ours.delete(said.token);
    },
    /** @param {unknown} data */
    pass(data) {
      if (!(data instanceof ArrayBuffer)) return false;
      const bytes = new Uint8Array(data);
      const said = presence(bytes);
      if (said) {
        if (!said.present) theirs.delete(said.token);
        else if (theirs.size >= MAX_ROOMS && !theirs.has(said.token)) return false;
        else theirs.add(said.token);
        return true;
      }
      const frame = roomData(bytes);
      return Boolean(frame && ours.has(frame.token) && theirs.has(frame.token) && chunkPasses(frame.chunk, frame.token));
    },
  };
}

/**
 * ``channel``'s messages go to its ``onmessage`` handler (the library sets it) only when ``gate``
 * lets them through; what it sends is shown to ``gate``.
 * @param {RTCDataChannel} channel
 * @param {ReturnType<typeof chunkGate>} gate
 */
function guard(channel, gate) {
  /** @type {((event: MessageEvent) => void) | null} */
  let handler = null;
  Object.defineProperty(channel, "onmessage", { configurable: true, get: () => handler, set: (f) => { handler = f; } });
  channel.addEventListener("message", (event) => { if (gate.pass(event.data) && handler) handler.call(channel, event); });
  const send = channel.send;
  Object.defineProperty(channel, "send", {
    configurable: true,
    value: (/** @type {any} */ data) => { gate.sent(data); send.call(channel, data); },
  });
}

/**
 * An RTCPeerConnection for the library whose data channels (made here or opened by the other device)
 * each pass through a gate of their own, ``chunkGate(caps)``.
 * @param {Record<string, number>} caps
 * @returns {typeof RTCPeerConnection}
 */
export function gatedConnection(caps) {
  return class GatedConnection extends RTCPeerConnection {
    /** @param {RTCConfiguration} [config] */
    constructor(config) {
      super(config);
      this.addEventListener("datachannel", (event) => guard(event.channel, chunkGate(caps)));
    }

    /** @param {string} label @param {RTCDataChannelInit} [init] */
    createDataChannel(label, init) {
      const channel = super.createDataChannel(label, init);
      guard(channel, chunkGate(caps));
      return channel;
    }
  };
}
