// QR codes drawn on a canvas, by the pinned npm package qrcode-generator (vendored by tools/build.py,
// loaded only when a code is shown).
const LIBRARY = new URL("../../vendor/qrcode-generator/__QRCODE_GENERATOR_VERSION__/qrcode.mjs", import.meta.url).href;
const QUIET = 4;   // the blank border (in modules) a scanner needs around the code

/** @type {Promise<typeof import("qrcode-generator")> | null} */
let library = null;

/**
 * A canvas showing ``text`` as a QR code, about ``size`` CSS pixels wide, labelled ``label``.
 * @param {string} text
 * @param {{ size?: number, label?: string }} [options]
 */
export async function qrCanvas(text, { size = 280, label = "QR code" } = {}) {
  library ||= import(LIBRARY).then((module) => module.default);
  const qrcode = await library;
  const qr = qrcode(0, "L");
  qr.addData(text, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  const scale = Math.max(2, Math.ceil((size * (window.devicePixelRatio || 1)) / (count + 2 * QUIET)));
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = (count + 2 * QUIET) * scale;
  canvas.className = "qr";
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", label);
  canvas.dataset.modules = String(count);
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));   // a new canvas has one
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#000";
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) context.fillRect((col + QUIET) * scale, (row + QUIET) * scale, scale, scale);
    }
  }
  return canvas;
}
