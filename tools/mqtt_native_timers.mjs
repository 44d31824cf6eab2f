// The MQTT client that trystero's MQTT strategy imports, as tools/signal_vendor.py bundles it: the
// package's own browser build, connecting with native timers. Its default ("auto") runs the keep-alive
// timers in a Web Worker made from a blob: URL, which the pages' Content-Security-Policy (worker-src
// 'self') refuses; a late keep-alive in a background tab at worst drops the broker, which trystero
// reconnects (the game itself runs on the WebRTC connection, not through the broker).
import mqtt from "../node_modules/mqtt/dist/mqtt.esm.js";

export default {
  ...mqtt,
  connect: (/** @type {string} */ url, /** @type {Record<string, unknown>} */ options) =>
    mqtt.connect(url, { ...options, timerVariant: "native" }),
};
