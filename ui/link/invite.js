// The host's panel of remote seats, above the table: for each seat played on another device, its
// invitation: over the internet one link (QR code, link to copy or share) and nothing comes back; on
// the same Wi-Fi the link and the two ways back for the guest's answer (scan it with this device's
// camera, or paste it). Who is connected and on which path, and who is away (with a new invitation).
import { h } from "../cards.js";
import { SAME_WIFI } from "./peer.js";
import { OVER_INTERNET } from "./room.js";
import { qrCanvas } from "./qr.js";
import { CameraError, startScan } from "./scan.js";
/** @import { RemoteSeats, RemoteSlot } from "./host.js" */
/** @import { Scan } from "./scan.js" */

/** @type {Record<RemoteSlot["state"], string>} */
const STATES = {
  inviting: "waiting to join",
  connecting: "connecting…",
  connected: "connected",
  away: "away: the game waits for them",
};
/** @type {Record<RemoteSlot["path"], string>} */
const PATHS = { internet: "over the internet", wifi: "on the same Wi-Fi" };

/**
 * A button that copies ``text()``; where the clipboard is refused, it selects ``field`` instead.
 * @param {string} label
 * @param {() => string} text
 * @param {HTMLInputElement} field
 */
function copyButton(label, text, field) {
  const button = h("button", { type: "button", class: "btn small" }, label);
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(text());
      button.textContent = "Copied";
    } catch {
      field.select();
      button.textContent = "Selected: copy it";
    }
  });
  return button;
}

export class InvitePanel {
  /**
   * ``remote`` is the page's RemoteSeats; the panel is drawn into ``box``.
   * @param {RemoteSeats} remote
   * @param {HTMLElement} box
   */
  constructor(remote, box) {
    this.remote = remote;
    this.box = box;
    /** @type {Map<number, { key: string, item: HTMLElement }>} */
    this.drawn = new Map();   // seat -> what its item shows (``key``) and the item
    /** @type {Scan | null} */
    this.scan = null;
    this.again = false;       // a redraw was asked for since the running pass began
    /** @type {Promise<void> | null} */
    this.drawing = null;      // the running redraw
  }

  /** Redraw the panel from the seats' state. One drawing at a time: a call while one runs asks for
   * one more pass after it (however many calls came), so an item is never built for a slot that
   * changed meanwhile, nor put where another pass already put its own.
   * @returns {Promise<void>}
   */
  update() {
    this.again = true;
    this.drawing ||= (async () => {
      while (this.again) {
        this.again = false;
        await this.draw();
      }
      this.drawing = null;
    })();
    return this.drawing;
  }

  /** One pass: each seat's item as its slot is now (an item whose slot changed while it was being
   * built is dropped: the next pass builds it again). */
  async draw() {
    for (const [seat, slot] of [...this.remote.seats.entries()]) {
      const key = `${slot.state}|${slot.path}|${slot.link}|${slot.code}|${slot.error}`;
      const drawn = this.drawn.get(seat);
      if (drawn && drawn.key === key && drawn.item.isConnected) continue;
      const item = await this.item(seat, slot);
      if (this.remote.seats.get(seat) !== slot || key !== `${slot.state}|${slot.path}|${slot.link}|${slot.code}|${slot.error}`) {
        this.again = true;
        continue;
      }
      const now = this.drawn.get(seat);
      if (now && now.item.isConnected) now.item.replaceWith(item);
      else this.box.append(item);
      this.drawn.set(seat, { key, item });
    }
    for (const [seat, { item }] of this.drawn) {
      if (!this.remote.has(seat)) { item.remove(); this.drawn.delete(seat); }
    }
  }

  clear() {
    this.stopScan();
    this.drawn.clear();
    this.box.replaceChildren();
  }

  /**
   * ``seat``'s item: who, how far, and (while inviting) the invitation and the ways back for the answer.
   * @param {number} seat
   * @param {RemoteSlot} slot
   */
  async item(seat, slot) {
    const head = h("p", { class: "remote-head" }, h("strong", {}, slot.name), `: ${STATES[slot.state]} (${PATHS[slot.path]})`);
    const error = h("p", { class: "error remote-error", role: "alert" }, slot.error);
    error.hidden = !slot.error;
    const item = h("div", { class: `remote-seat ${slot.state}`, "data-remote": seat }, head, error);
    if (slot.state === "connected" || slot.state === "connecting") return item;
    if (slot.path === "internet") return this.internetItem(seat, slot, item);
    if (slot.state === "away") {
      const again = h("button", { type: "button", class: "btn small primary" }, "New invitation");
      again.addEventListener("click", () => this.remote.invite(seat, slot.name, slot.title));
      const bot = h("button", { type: "button", class: "btn small" }, "A bot plays for them");
      bot.addEventListener("click", () => this.remote.toBot(seat));
      item.append(h("div", { class: "remote-row" }, again, bot));
      return item;
    }
    if (!slot.code) {
      item.append(h("p", {}, "Preparing the invitation…"));
      return item;
    }
    const link = h("input", { class: "remote-link", readonly: true, value: slot.link, "aria-label": `Invitation link for ${slot.name}` });
    const qr = await qrCanvas(slot.link, { label: `Invitation for ${slot.name} as a QR code` });
    const paste = h("textarea", { class: "remote-answer", rows: 2, "aria-label": `Answer code from ${slot.name}`,
      placeholder: "Paste the code shown on their device" });
    const connect = h("button", { type: "button", class: "btn small primary" }, "Connect");
    connect.addEventListener("click", () => this.remote.answer(seat, paste.value));
    const scan = h("button", { type: "button", class: "btn small" }, "Scan the answer");
    const video = h("video", { class: "remote-video", hidden: true, "aria-label": "Camera" });
    scan.addEventListener("click", () => this.startScan(seat, video));
    item.append(
      h("p", { class: "small" }, `${slot.name} scans this code with their phone's camera (or opens the link), `
        + "then shows you the answer code on their screen."),
      h("p", { class: "small link-path" }, SAME_WIFI),
      h("div", { class: "remote-qr" }, qr),
      h("div", { class: "remote-row" }, link, copyButton("Copy link", () => slot.link, link)),
      h("div", { class: "remote-row" }, scan, video),
      h("div", { class: "remote-row" }, paste, connect),
      h("div", { class: "remote-row" }, this.pathButton("internet", "Over the internet instead (one link)")),
    );
    return item;
  }

  /**
   * A button that invites every seat not connected on ``path``.
   * @param {RemoteSlot["path"]} path
   * @param {string} label
   */
  pathButton(path, label) {
    const button = h("button", { type: "button", class: "btn small", "data-path": path }, label);
    button.addEventListener("click", () => this.remote.usePath(path));
    return button;
  }

  /**
   * ``item`` of ``seat`` on the internet path: its one link (the same link brings the guest back after
   * a drop), and, while away, the seat to a bot.
   * @param {number} seat
   * @param {RemoteSlot} slot
   * @param {HTMLElement} item
   */
  async internetItem(seat, slot, item) {
    if (!slot.link) {
      item.append(h("p", {}, "Preparing the invitation…"));
      return item;
    }
    const link = h("input", { class: "remote-link", readonly: true, value: slot.link, "aria-label": `Invitation link for ${slot.name}` });
    const qr = await qrCanvas(slot.link, { label: `Invitation for ${slot.name} as a QR code` });
    const row = h("div", { class: "remote-row" }, link, copyButton("Copy link", () => slot.link, link));
    if ("share" in navigator) {
      const share = h("button", { type: "button", class: "btn small" }, "Share");
      share.addEventListener("click", () => navigator.share({ title: slot.title, url: slot.link }).catch(() => {}));
      row.append(share);
    }
    item.append(
      h("p", { class: "small" }, slot.state === "away"
        ? `The same link brings ${slot.name} back (their page reconnects by itself).`
        : `${slot.name} scans this code with their phone's camera or opens the link: nothing comes back to you.`),
      h("p", { class: "small link-path" }, OVER_INTERNET),
      h("div", { class: "remote-qr" }, qr),
      row,
    );
    const actions = h("div", { class: "remote-row" });
    if (slot.state === "away") {
      const bot = h("button", { type: "button", class: "btn small" }, "A bot plays for them");
      bot.addEventListener("click", () => this.remote.toBot(seat));
      actions.append(bot);
    } else actions.append(this.pathButton("wifi", "Only on this Wi-Fi, no outside servers"));
    item.append(actions);
    return item;
  }

  /**
   * Read ``seat``'s answer with the camera into ``video``. A camera that cannot be used is the seat's
   * error, drawn by the next pass (the item tapped may have been redrawn meanwhile: the message goes
   * to the one on the page).
   * @param {number} seat
   * @param {HTMLVideoElement} video
   */
  async startScan(seat, video) {
    this.stopScan();
    video.hidden = false;
    try {
      this.scan = await startScan(video);
    } catch (problem) {
      video.hidden = true;
      const slot = this.remote.seats.get(seat);
      if (slot) slot.error = problem instanceof CameraError ? problem.message : "The camera could not be started.";
      this.update();
      return;
    }
    const text = await this.scan.result;
    this.scan = null;
    video.hidden = true;
    this.remote.answer(seat, text);
  }

  stopScan() {
    if (this.scan) this.scan.stop();
    this.scan = null;
  }
}
