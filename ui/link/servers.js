// The servers of the internet path: public MQTT brokers that pass the (encrypted) connection offers
// between the devices of a room, and the ICE servers (public STUN, and a TURN server when the site's
// owner set one at build time) that help two devices reach each other. Filled in by tools/build.py
// (tools/signal_vendor.py). The tests point a page at servers of their own on this machine with
// ``?servers=`` (base64url of the same JSON): it is read only on a page served from 127.0.0.1 and only
// when every server it names is on 127.0.0.1 too, so no link can send a player's offers elsewhere.

/**
 * @typedef {{ brokers: string[], iceServers: RTCIceServer[], relayOnly: boolean }} LinkServers
 */

import { keep, kept } from "./keep.js";

/** @type {LinkServers} */
const BUILT = JSON.parse(atob("__LINK_SERVERS__"));
const KEY = "dealbid-link-servers";
const LOOPBACK = "127.0.0.1";

/**
 * Whether ``url`` names this machine's loopback address.
 * @param {string} url
 */
function onLoopback(url) {
  const host = /^[a-z]+:(?:\/\/)?(?:[^@/]*@)?([^:/?]+)/i.exec(url);
  return Boolean(host && host[1] === LOOPBACK);
}

/**
 * The servers a ``?servers=`` value names, when it is a loopback test's (else null).
 * @param {string} text
 * @returns {LinkServers | null}
 */
function loopbackServers(text) {
  let value;
  try {
    value = JSON.parse(atob(text.replaceAll("-", "+").replaceAll("_", "/")));
  } catch {
    return null;
  }
  if (!value || !Array.isArray(value.brokers) || !Array.isArray(value.iceServers)) return null;
  const urls = [...value.brokers, ...value.iceServers.flatMap((/** @type {any} */ server) => [server && server.urls].flat())];
  if (!urls.length || !urls.every((url) => typeof url === "string" && onLoopback(url))) return null;
  return { brokers: value.brokers, iceServers: value.iceServers, relayOnly: value.relayOnly === true };
}

// Read as the page loads (the game page soon rewrites its address to the game's settings), and kept
// for the tab (a reload of the host's page keeps its servers).
const GIVEN = new URLSearchParams(location.search).get("servers");
let setting = location.hostname === LOOPBACK && GIVEN && loopbackServers(GIVEN) ? GIVEN : "";
if (setting) keep("session", KEY, setting);

/** The ``?servers=`` setting of this page (or kept from its first address in this tab), as text, or "". */
export function testSetting() {
  if (location.hostname !== LOOPBACK) return "";
  setting ||= kept("session", KEY);
  return setting;
}

/** The servers this page uses on the internet path. */
export function linkServers() {
  const setting = testSetting();
  return (setting && loopbackServers(setting)) || BUILT;
}
