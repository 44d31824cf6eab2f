// Modal dialogs: an overlay (`.overlay` holding a `[role=dialog]`) shown over the page. While it is open
// everything else is inert (no Tab, no click, no screen-reader walk behind it), Tab cycles inside it
// and Escape or a tap outside it closes it when it may be closed. Focus moves without scrolling: inside a blog's iframe,
// a scroll would move the host page.
/**
 * An open dialog: its overlay, what it made inert, what had focus before, what Escape does.
 * @typedef {{ overlay: HTMLElement, inerted: HTMLElement[], returnTo: Element | null,
 *   onEscape: (() => void) | null }} OpenDialog
 */
/** @type {OpenDialog[]} */
const open = []; // the stack: the dialog on top last

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), "
  + "textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Focus ``element`` without scrolling any page (ours or the host's); an element without ``focus``
 * (or none) is left alone. True when there was an element.
 * @param {(Element & Partial<HTMLOrSVGElement>) | null | undefined} element
 */
export function focusQuietly(element) {
  if (element && typeof element.focus === "function") element.focus({ preventScroll: true });
  return Boolean(element);
}

/**
 * Make everything around ``overlay`` inert, up to the body; answers what it changed.
 * @param {HTMLElement} overlay
 */
function inertAround(overlay) {
  /** @type {HTMLElement[]} */
  const inerted = [];
  for (let node = /** @type {HTMLElement | null} */ (overlay); node && node !== document.body; node = node.parentElement) {
    // Below the body every node has a parent, and the page's elements are HTML.
    for (const sibling of /** @type {HTMLCollectionOf<HTMLElement>} */ (
      /** @type {HTMLElement} */ (node.parentElement).children)) {
      if (sibling === node || sibling.inert || sibling.hasAttribute("aria-live")) continue;
      if (["SCRIPT", "STYLE", "LINK"].includes(sibling.tagName)) continue;
      sibling.inert = true;
      inerted.push(sibling);
    }
  }
  return inerted;
}

/**
 * Show ``overlay`` as a modal dialog. ``focus`` is a selector inside it (default: first control);
 * ``onEscape`` runs on Escape (default: close it); pass ``null`` for a dialog Escape must not close.
 * @param {HTMLElement} overlay
 * @param {{ focus?: string | null, onEscape?: (() => void) | null }} [options]
 */
export function openDialog(overlay, { focus = null, onEscape = () => closeDialog(overlay) } = {}) {
  if (open.some((entry) => entry.overlay === overlay)) closeDialog(overlay, { restore: false });
  overlay.hidden = false;
  const entry = { overlay, inerted: inertAround(overlay), returnTo: document.activeElement, onEscape };
  open.push(entry);
  const target = (focus && overlay.querySelector(focus)) || overlay.querySelector(FOCUSABLE);
  focusQuietly(target);
}

/** Hide ``overlay`` and give back focus to what had it (``restore: false`` leaves focus alone); the
 * overlay gets a ``dialogclose`` event.
 * @param {HTMLElement} overlay
 * @param {{ restore?: boolean }} [options]
 */
export function closeDialog(overlay, { restore = true } = {}) {
  const index = open.findIndex((entry) => entry.overlay === overlay);
  overlay.hidden = true;
  if (index < 0) return;
  overlay.dispatchEvent(new Event("dialogclose"));
  const [entry] = open.splice(index, 1);
  for (const element of entry.inerted) element.inert = false;
  // Dialogs still open below keep the page behind them inert.
  for (const other of open) for (const element of other.inerted) element.inert = true;
  if (restore && entry.returnTo && entry.returnTo.isConnected && !entry.returnTo.closest("[inert]")) {
    focusQuietly(entry.returnTo);
  }
}

/** @param {HTMLElement} overlay */
export function isOpen(overlay) {
  return open.some((entry) => entry.overlay === overlay);
}

document.addEventListener("keydown", (event) => {
  const top = open[open.length - 1];
  if (!top) return;
  if (event.key === "Escape") {
    if (top.onEscape) {
      event.preventDefault();
      top.onEscape();
    }
    return;
  }
  if (event.key !== "Tab") return;
  const items = [.../** @type {NodeListOf<HTMLElement>} */ (top.overlay.querySelectorAll(FOCUSABLE))]
    .filter((el) => el.offsetParent !== null);
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const inside = top.overlay.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    focusQuietly(last);
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    focusQuietly(first);
  }
});

// A tap outside the dialog on top (on its overlay, pressed and released there) does what Escape does.
/** @type {EventTarget | null} */
let pressed = null;
document.addEventListener("pointerdown", (event) => { pressed = event.target; });
document.addEventListener("click", (event) => {
  const top = open[open.length - 1];
  if (top && top.onEscape && event.target === top.overlay && pressed === top.overlay) top.onEscape();
});

// Any [data-close] button closes the dialog it sits in.
document.addEventListener("click", (event) => {
  const button = /** @type {Element} */ (event.target).closest("[data-close]");
  const overlay = button && /** @type {HTMLElement | null} */ (button.closest(".overlay"));
  if (overlay) closeDialog(overlay);
});
