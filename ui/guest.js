// A guest's page: a player on their own device at a table hosted on another. It loads no Python and
// no game worker. Over the internet (join.html#room=…&key=…: ui/link/room.js) it joins the seat's room
// and waits for the host there, with nothing to tap or send back; it stays in the room, so a dropped
// host (a reload) is back by itself. On the same Wi-Fi (join.html#join=<invitation>) it answers the
// host's WebRTC offer from the link and shows the answer as a QR code and a code to copy. Then it
// paints the table models the host sends with the ordinary painter; a tap goes back to the host as
// that choice's wire key.
import { h } from "./cards.js";
import { closeDialog, openDialog } from "./dialogs.js";
import { Backlog } from "./link/backlog.js";
import { CodeError } from "./link/codec.js";
import { keep, kept } from "./link/keep.js";
import { CANNOT_CONNECT, SAME_WIFI, failed, hasCandidates, makeAnswer, onLost } from "./link/peer.js";
import { MAX_MODEL_BYTES, actMessage, answerCode, readHostMessage, readInvite, wireBytes } from "./link/protocol.js";
import { qrCanvas } from "./link/qr.js";
import { BROKER_CHECK_MS, brokersReached, joinRoom, OVER_INTERNET } from "./link/room.js";
import { Painter } from "./paint.js";
import { initSound } from "./sound.js";
import { Stage } from "./stage.js";
import { $ } from "./dom.js";
/** @import { Table } from "../types/model" */

const JOIN = "#join=";
const ROOM = "#room=";
const NO_BROKER_HERE = "This device reaches none of the signalling servers (no internet, or a network that blocks "
  + "them), so it can't find the host's table: check the connection. This page keeps trying.";
// Still no host after this long: ask whether the host's page is open (the page keeps waiting).
const HOST_WAIT_MS = 20000;
// A first WebRTC exchange with the host that fails (seen under load) is not tried again by the
// signalling library for minutes: a page that reaches a broker but has heard no host this long opens
// afresh (a new peer id, a new exchange), a few times in this tab, then keeps waiting.
const RETRY_MS = 10000;
const RETRIES = 3;
const RETRY_KEY = "dealbid-join-retries";
// The host may take a while to scan the answer: the guest waits for it, not for a timer.
const ANSWER_WAIT_MS = 10 * 60 * 1000;

const NOTICE_MS = 5000;
const panel = h("section", { id: "join", class: "join", "aria-labelledby": "join-title" });
$("app").prepend(panel);
// What the host says to this guest alone (a refused move, too many taps).
const notice = h("p", { id: "guest-notice", class: "guest-notice", role: "status" });
/** @type {Element} */ ($("table").querySelector(".topbar")).after(notice);   // in index.html's markup
/** @type {number | null} */
let noticeTimer = null;
/** @type {RTCDataChannel | import("./link/room.js").PeerChannel | null} */
let channel = null;
/** @type {() => void} */
let leaveRoom = () => {};   // the internet path's room, once joined
const painter = new Painter((message) => {
  if (message.type === "act" && channel && channel.readyState === "open") channel.send(actMessage(message.key));
});
// Other players' moves are told one at a time, as on the host (the tables come in order); a burst of
// tables is coalesced, so this device is never more than one table behind.
const stage = new Stage(painter, { onShown: () => { markShown(); backlog.shown(); } });
const backlog = new Backlog(stage, { newGame: () => painter.reset() });

/**
 * Replace the panel's content: a heading, a line, and anything more.
 * @param {string} title
 * @param {string} text
 * @param {...HTMLElement} more
 */
function say(title, text, ...more) {
  panel.hidden = false;
  panel.replaceChildren(h("h2", { id: "join-title" }, title), h("p", { class: "join-text", role: "status" }, text), ...more);
}

/** @param {string} text */
function copyButton(text) {
  const button = h("button", { type: "button", class: "button", id: "join-copy" }, "Copy the code");
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = "Code copied";
    } catch {
      /** @type {HTMLTextAreaElement} */ ($("join-code")).select();   // shown with this button
      button.textContent = "Selected: copy it";
    }
  });
  return button;
}

/** @param {Table} model */
function showTable(model) {
  if (!document.documentElement.classList.contains("playing")) {
    panel.hidden = true;
    $("table").hidden = false;
    document.documentElement.classList.add("playing");
  }
  painter.instant = model.speed === "instant";
  backlog.push(model);
}

/** For make bench: the first table shown in full. */
function markShown() {
  if (!performance.getEntriesByName("dealbid:guest-table").length) performance.mark("dealbid:guest-table");
}

/**
 * Show ``text`` on the status line: for a few seconds, or until the next line (``stays``); ``ok`` for
 * good news (connected, someone back, a new game), in a calm look instead of the warning's.
 * @param {string} text
 * @param {boolean} [stays]
 * @param {boolean} [ok]
 */
function tell(text, stays = false, ok = false) {
  notice.textContent = text;
  notice.classList.toggle("ok", ok);
  clearTimeout(noticeTimer);
  if (!stays) noticeTimer = setTimeout(() => { notice.textContent = ""; }, NOTICE_MS);
}

/** @param {MessageEvent} event */
function onMessage(event) {
  const message = readHostMessage(event.data);
  if (message.model) showTable(message.model);
  else if (message.notice) {
    tell(message.notice, message.stays, message.good);
    // No table yet (back between games, say): the panel on the screen says it too.
    if (!painter.table) /** @type {Element} */ (panel.querySelector(".join-text")).textContent = message.notice;
    if (message.final) {
      // Over for this device (another device took the seat, the host let the guests go): on the
      // internet path it leaves the room, so the host's next page does not seat it again.
      channel = null;
      leaveRoom();
      $("table").classList.add("away");
    }
  }
}

function lost() {
  channel = null;
  $("table").classList.add("away");
  say("Disconnected", "The connection to the host was lost. Ask the host for a new invitation for your seat "
    + "and open it (or scan it) again.");
  if (painter.table) {
    panel.hidden = false;
    $("status").textContent = "Disconnected from the host.";
  }
}

/**
 * The internet path: the seat's room from the link's fragment (``room``, ``key``: the secret, ``name``,
 * ``title``); the host's device is whoever else is in it, each time it (re)joins.
 * @param {URLSearchParams} link
 */
async function joinOverInternet(link) {
  const room = link.get("room") || "";
  const key = link.get("key") || "";
  const name = (link.get("name") || "").slice(0, 40) || "a guest";
  if (!/^[A-Za-z0-9_-]{8,40}\.\d{1,2}(?:\.\d{1,2})?$/.test(room) || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
    say("This invitation can't be used", "The link is damaged (cut short or mistyped?): ask the host to send it again.");
    return;
  }
  document.title = `${name} — ${(link.get("title") || "").slice(0, 40) || "Deal & Bid"}`;
  if (!("RTCPeerConnection" in window)) {
    say("This browser can't join", "It has no WebRTC. Open the invitation in a current Chrome, Safari or Firefox.");
    return;
  }
  const path = h("p", { class: "link-path" }, OVER_INTERNET);
  say(`Joining as ${name}`, "Looking for the host's table…", path);
  // Until the host is found: say when this device reaches no broker, or when the host is long in coming.
  const started = performance.now();
  let retries = Number(kept("session", RETRY_KEY)) || 0;
  const slow = setInterval(async () => {
    if (channel) return;
    if (!(await brokersReached())) say(`Joining as ${name}`, NO_BROKER_HERE, path);
    else if (performance.now() - started > RETRY_MS && retries < RETRIES) {
      retries += 1;
      keep("session", RETRY_KEY, String(retries));
      if (kept("session", RETRY_KEY) === String(retries)) location.reload();
      else retries = RETRIES;   // this tab keeps nothing, so no count: no reload
    } else if (performance.now() - started > HOST_WAIT_MS) {
      say(`Joining as ${name}`, "Still looking for the host's table: is the host's page open? This page keeps trying.", path);
    }
  }, BROKER_CHECK_MS);
  // Any device in the room may be the host's: the one that sends what a host sends (it sends this
  // seat's table as soon as it sees this page) becomes the one this page's taps go to. Another device
  // that opened the same link is in the room too, and is never heard from.
  leaveRoom = await joinRoom(room, key, wireBytes(MAX_MODEL_BYTES), (peer) => {
    peer.addEventListener("message", (event) => {
      const message = /** @type {MessageEvent} */ (event);   // PeerChannel's
      if (channel !== peer) {
        if (readHostMessage(message.data).error) return;
        clearInterval(slow);
        keep("session", RETRY_KEY, "0");
        channel = peer;
        $("table").classList.remove("away");
        tell("Connected to the host over the internet.", true, true);
        if (!painter.table) say(`Connected as ${name}`, "Waiting for the table…", path);
        performance.mark("dealbid:guest-connected");
      }
      onMessage(message);
    });
    peer.addEventListener("close", () => { if (channel === peer) hostAway(); });
  });
}

/** The host's device left the room (a reload, a lost connection): this page waits for it there. */
function hostAway() {
  channel = null;
  $("table").classList.add("away");
  tell("The host's connection dropped: waiting for the host to come back (this page reconnects by itself).", true);
}

async function join() {
  if (location.hash.startsWith(ROOM)) {
    await joinOverInternet(new URLSearchParams(location.hash.slice(1)));
    return;
  }
  let invite;
  try {
    invite = await readInvite(decodeURIComponent(location.hash.slice(JOIN.length)));
  } catch (error) {
    say("This invitation can't be used", error instanceof CodeError ? error.message : "The invitation is damaged.");
    return;
  }
  document.title = `${invite.name} — ${invite.title || "Deal & Bid"}`;
  say(`Joining as ${invite.name}`, "Preparing the connection…");
  if (!("RTCPeerConnection" in window)) {
    say("This browser can't join", "It has no WebRTC. Open the invitation in a current Chrome, Safari or Firefox.");
    return;
  }
  const answer = await makeAnswer(invite.sdp, ANSWER_WAIT_MS);
  if (!hasCandidates(answer.sdp)) {
    say("No network", "This device found no network to connect over. Join the host's Wi-Fi and open the invitation again.");
    return;
  }
  const code = await answerCode({ seat: invite.seat, id: invite.id, sdp: answer.sdp });
  const qr = await qrCanvas(code, { label: "Your answer as a QR code, for the host to scan" });
  say(`Joining as ${invite.name}`, "Show this code to the host: they tap “Scan the answer” for your seat and point "
    + "their camera at it. Or copy the code and send it to them to paste.",
  h("p", { class: "link-path" }, SAME_WIFI),
  h("div", { class: "join-qr" }, qr),
  h("label", { class: "join-code-label" }, "Your answer code",
    h("textarea", { id: "join-code", class: "join-code", readonly: true, rows: 3 }, code)),
  copyButton(code));
  performance.mark("dealbid:guest-answer");
  try {
    channel = await Promise.race([answer.channel, failed(answer.pc)]);
  } catch {
    say("Could not connect", CANNOT_CONNECT);
    return;
  }
  channel.addEventListener("message", onMessage);
  onLost(answer.pc, channel, lost);
  tell("Connected to the host on the same Wi-Fi.", true, true);
  performance.mark("dealbid:guest-connected");
  say(`Connected as ${invite.name}`, "Waiting for the table…");
}

// The end of the game: this page has no menu of its own, and the host alone starts the next game (its
// table comes here by itself), so the result dialog says so and only closes.
$("to-setup").textContent = "Wait for the host's next game";
$("to-setup").addEventListener("click", () => closeDialog($("outcome"), { restore: false }));
/** @type {Element} */ ($("outcome").querySelector(".dialog-actions")).before(h("p", { class: "guest-next" },
  "The host chooses whether to play again: the next game comes to this page by itself. To leave the table, "
  + "close this page."));
initSound();
for (const [button, overlay] of [["rules-open", "rules"], ["log-open", "log-panel"]]) {
  $(button).addEventListener("click", () => openDialog($(overlay)));
}
document.addEventListener("click", (event) => {
  if (/** @type {Element} */ (event.target).closest("#show-result")) openDialog($("outcome"));
});
// A new invitation opened in the same tab changes only the fragment: start again from it.
window.addEventListener("hashchange", () => location.reload());
join().catch((error) => say("Could not join", `${CANNOT_CONNECT} (${error.message || error})`));
