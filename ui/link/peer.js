// One WebRTC data channel between the host's page and a guest's, with no server at all: no STUN or
// TURN (``iceServers: []``), so the only candidates are the devices' own addresses on the local
// network and nothing goes through a third party. The whole offer (and answer) is gathered before it
// is handed over, so each side's description travels as one code.
const GATHER_TIMEOUT_MS = 4000;
export const CONNECT_TIMEOUT_MS = 15000;
const CONFIG = { iceServers: [] };

/**
 * Resolve once ``pc`` has gathered all its candidates (or after a few seconds: what it has).
 * @param {RTCPeerConnection} pc
 * @returns {Promise<void>}
 */
function gathered(pc) {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") { clearTimeout(timer); resolve(); }
    });
  });
}

/** Whether a description offers any address to connect to. */
export const hasCandidates = (/** @type {string} */ sdp) => /^a=candidate:/m.test(sdp);

/** The host's side: ``{pc, channel, sdp}``, the offer's whole description in ``sdp``. */
export async function makeOffer() {
  const pc = new RTCPeerConnection(CONFIG);
  const channel = pc.createDataChannel("table", { ordered: true });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return { pc, channel, sdp: /** @type {RTCSessionDescription} */ (pc.localDescription).sdp };   // set above
}

/**
 * The host reads the guest's answer ``sdp`` into ``pc``.
 * @param {RTCPeerConnection} pc
 * @param {string} sdp
 */
export async function acceptAnswer(pc, sdp) {
  await pc.setRemoteDescription({ type: "answer", sdp });
}

/** The guest's side, from the host's offer: ``{pc, sdp, channel}``, ``channel`` a promise of the
 * host's data channel once open (rejected when the connection fails or ``ms`` pass first).
 * @param {string} offerSdp
 * @param {number} [ms]
 */
export async function makeAnswer(offerSdp, ms = CONNECT_TIMEOUT_MS) {
  const pc = new RTCPeerConnection(CONFIG);
  const channel = /** @type {Promise<RTCDataChannel>} */ (
    new Promise((resolve) => pc.addEventListener("datachannel", (event) => resolve(event.channel))))
    .then((host) => opened(pc, host, ms));
  await pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  return { pc, sdp: /** @type {RTCSessionDescription} */ (pc.localDescription).sdp, channel };   // set above
}

/**
 * A promise rejected once ``pc``'s connection has failed (never resolved).
 * @param {RTCPeerConnection} pc
 * @returns {Promise<never>}
 */
export function failed(pc) {
  return new Promise((_, reject) => {
    pc.addEventListener("connectionstatechange", () => {
      if (pc.connectionState === "failed") reject(new Error("failed"));
    });
  });
}

/**
 * Resolve when ``channel`` is open; reject when ``pc`` fails or ``ms`` pass first.
 * @param {RTCPeerConnection} pc
 * @param {RTCDataChannel} channel
 * @param {number} [ms]
 * @returns {Promise<RTCDataChannel>}
 */
export function opened(pc, channel, ms = CONNECT_TIMEOUT_MS) {
  if (channel.readyState === "open") return Promise.resolve(channel);
  /** @type {number | undefined} */
  let timer;
  /** @type {Promise<RTCDataChannel>} */
  const open = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
    channel.addEventListener("open", () => resolve(channel));
  });
  return Promise.race([open, failed(pc)]).finally(() => clearTimeout(timer));
}

/** Call ``onLost()`` once when the connection behind ``channel`` is gone (closed, failed, or the
 * other page went away). ``pc`` is null on the internet path (its channel closes when the other
 * device leaves the room).
 * @param {RTCPeerConnection | null} pc
 * @param {RTCDataChannel | import("./room.js").PeerChannel} channel
 * @param {() => void} lost
 */
export function onLost(pc, channel, lost) {
  let told = false;
  const tell = () => { if (!told) { told = true; lost(); } };
  channel.addEventListener("close", tell);
  if (pc) pc.addEventListener("connectionstatechange", () => {
    if (["failed", "closed", "disconnected"].includes(pc.connectionState)) tell();
  });
}

/** Which path this is, said before anyone tries it. */
export const SAME_WIFI = "Same Wi-Fi only: this way of joining works when both devices are on one local network "
  + "(no outside server is used). It cannot reach a friend on mobile data or in another place.";

/** What a player reads when no connection could be made. */
export const CANNOT_CONNECT = "The phones could not reach each other. Both must be on the same Wi-Fi network "
  + "(not mobile data), and some networks (guest, hotel or office Wi-Fi) keep devices apart: then try "
  + "a phone's hotspot that both join.";
