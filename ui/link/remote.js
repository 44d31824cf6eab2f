// The host page's side of remote seats, in one place: after every table from the worker, each remote
// seat's own model goes to its guest (an invitation is made for a seat without one); a guest's move
// goes to the worker as a move for that seat; while a guest is missing the table waits (the host's
// own table and the bots pause) and the panel shows who is away, with a new invitation.
import { h } from "../cards.js";
import { closeDialog, openDialog } from "../dialogs.js";
import { RemoteSeats } from "./host.js";
import { InvitePanel } from "./invite.js";
import { $ } from "../dom.js";
/** @import { SendToWorker, Table, TableReply } from "../../types/model" */
/** @import { RemoteSlot } from "./host.js" */


export class RemoteTable {
  /**
   * ``send(message)`` posts to the worker; ``resume()`` runs when the last missing guest is back.
   * @param {{ send: SendToWorker, resume: () => void }} actions
   */
  constructor({ send, resume }) {
    this.resume = resume;
    this.title = h("h2", { class: "remote-title" });
    this.list = h("div", { class: "remote-list" });
    this.box = h("section", { id: "remote", class: "remote", "aria-label": "Players on other devices", hidden: true },
      this.title, this.list);
    /** @type {Element} */ ($("table").querySelector(".topbar")).after(this.box);   // in index.html
    this.seats = new RemoteSeats({
      act: (seat, key) => send({ type: "remote_act", seat, key }),
      changed: () => this.changed(),
      toBot: (seat) => send({ type: "remote_to_bot", seat }),
    });
    this.panel = new InvitePanel(this.seats, this.list);
    this.wasWaiting = false;
  }

  /**
   * A table reply from the worker: ``model`` (this device's) and ``remote`` (seat -> model).
   * @param {Table} model
   * @param {TableReply["remote"]} remote
   */
  update(model, remote) {
    for (const seat of [...this.seats.seats.keys()]) if (!(String(seat) in (remote || {}))) this.seats.drop(seat);
    for (const [key, seatModel] of Object.entries(remote || {})) {
      const seat = Number(key);
      if (!this.seats.has(seat)) {
        const info = model.seats.find((item) => item.seat === seat);
        this.seats.invite(seat, info ? info.name : `Seat ${seat + 1}`, model.title);
      }
      this.seats.send(seat, seatModel);
    }
    this.seats.release("The host started a game without your seat. Thanks for playing!");
    this.changed();
  }

  /**
   * Run ``go`` (leave this game for the menu) — asking first, while guests are connected, whether
   * they keep their seats for the next game (they stay connected) or leave the table now.
   * @param {() => void} go
   */
  askToKeep(go) {
    const names = this.seats.connected();
    if (!names.length) return go();
    const overlay = h("div", { id: "keep-guests", class: "overlay" });
    const leave = (/** @type {boolean} */ keep) => {
      closeDialog(overlay, { restore: false });
      overlay.remove();
      go();
      if (!keep) this.seats.release("The host left the table; thanks for playing!");
    };
    const keep = h("button", { type: "button", class: "button primary", id: "keep-guests-yes" }, "Keep them");
    const part = h("button", { type: "button", class: "button", id: "keep-guests-no" }, "Let them go");
    keep.addEventListener("click", () => leave(true));
    part.addEventListener("click", () => leave(false));
    overlay.append(h("div", { class: "dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "keep-guests-title" },
      h("h2", { id: "keep-guests-title" }, `Keep ${names.join(" and ")} at the table?`),
      h("p", {}, "They stay connected on their devices and take the next game's seats played on another device, "
        + "in order (no new invitation). Or they leave now."),
      h("div", { class: "dialog-actions" }, keep, part)));
    document.body.append(overlay);
    openDialog(overlay, { focus: "#keep-guests-yes", onEscape: null });
    return undefined;
  }

  /** Whether the game waits for a guest to (re)join. */
  waiting() {
    return this.seats.missing().length > 0;
  }

  /**
   * The worker refused a guest's move: tell that guest alone.
   * @param {number | null} seat null when the move named no seat (then there is no one to tell)
   * @param {string} message
   */
  refused(seat, message) {
    if (seat !== null) this.seats.refused(seat, message);
  }

  changed() {
    const missing = this.seats.missing().map((seat) => /** @type {RemoteSlot} */ (this.seats.seats.get(seat)).name);
    this.title.textContent = missing.length ? `Waiting for ${missing.join(", ")} (on another device)` : "";
    $("table").classList.toggle("waiting", missing.length > 0);
    this.box.hidden = !missing.length;
    this.panel.update();
    if (this.wasWaiting && !missing.length) this.resume();
    this.wasWaiting = missing.length > 0;
  }

  /** Close every connection (a new game, or back to the menu). */
  reset() {
    this.seats.reset();
    this.panel.clear();
    this.wasWaiting = false;
    $("table").classList.remove("waiting");
    this.box.hidden = true;
  }
}
