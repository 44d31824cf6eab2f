// What the link layer keeps in the browser's storage (the tab's session storage, or this device's local
// storage), where the browser allows it: a page framed by another site may be refused any storage,
// and then nothing is kept (the table's rooms, the path chosen and the test servers last for the page).

/**
 * The text kept under ``key``, or "".
 * @param {"local" | "session"} where
 * @param {string} key
 */
export function kept(where, key) {
  try {
    return (where === "local" ? localStorage : sessionStorage).getItem(key) || "";
  } catch {
    return "";
  }
}

/**
 * Keep ``value`` under ``key`` (nothing when the browser refuses).
 * @param {"local" | "session"} where
 * @param {string} key
 * @param {string} value
 */
export function keep(where, key, value) {
  try {
    (where === "local" ? localStorage : sessionStorage).setItem(key, value);
  } catch { /* refused: it lasts for this page only */ }
}
