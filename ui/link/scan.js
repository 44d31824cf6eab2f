// Reading a QR code with the device's camera: the browser's own BarcodeDetector where it has one
// that reads QR codes, else the pinned npm package jsQR (vendored by tools/build.py, loaded only then)
// on frames of the camera's video drawn into a canvas.
const JSQR = new URL("../../vendor/jsqr/__JSQR_VERSION__/jsQR.js", import.meta.url).href;
const FRAME_MS = 120;
const MAX_SIDE = 960;   // frames are scaled down to this for jsQR (time per frame)

export class CameraError extends Error {}

/**
 * A running scan: the first code's text, and how to end it.
 * @typedef {{ result: Promise<string>, stop: () => void }} Scan
 */

/** @type {Promise<JsQr> | null} */
let jsQrLoaded = null;

/**
 * jsQR, loaded once as a classic script (it is a UMD bundle: it sets ``self.jsQR``).
 * @returns {Promise<JsQr>}
 */
function loadJsQr() {
  jsQrLoaded ||= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = JSQR;
    script.onload = () => resolve(/** @type {JsQr} */ (self.jsQR));   // set by the script just run
    script.onerror = () => { jsQrLoaded = null; reject(new CameraError("The code reader could not be loaded.")); };
    document.head.append(script);
  });
  return jsQrLoaded;
}

async function detector() {
  if (!("BarcodeDetector" in self)) return null;
  try {
    // There, as the test above says.
    const formats = await /** @type {BarcodeDetectorConstructor} */ (self.BarcodeDetector).getSupportedFormats();
    return formats.includes("qr_code")
      ? new /** @type {BarcodeDetectorConstructor} */ (self.BarcodeDetector)({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

/**
 * Why the camera could not be used, in words for the player.
 * @param {Error} error what getUserMedia rejected with (a DOMException or a TypeError)
 */
function cameraProblem(error) {
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
    return "This browser gives the page no camera here (it needs a secure https page); paste the code instead.";
  }
  if (error && error.name === "NotAllowedError") {
    return "The camera is blocked for this page (or for the blog this game is embedded in); allow it, or paste the code instead.";
  }
  if (error && error.name === "NotFoundError") return "This device has no camera; paste the code instead.";
  return "The camera could not be started; paste the code instead.";
}

/** A running scan: ``result`` resolves with the first QR code's text seen by the camera in
 * ``video``; ``stop()`` ends it (the promise then never resolves).
 * @param {HTMLVideoElement} video
 * @returns {Promise<Scan>}
 */
export async function startScan(video) {
  let stream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (error) {
    throw new CameraError(cameraProblem(/** @type {Error} */ (error)));
  }
  video.srcObject = stream;
  video.muted = true;
  video.setAttribute("playsinline", "");
  await video.play().catch(() => {});
  const native = await detector();
  const decode = native ? null : await loadJsQr();
  const canvas = document.createElement("canvas");
  // A new canvas always gives its 2d context.
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d", { willReadFrequently: true }));
  /** @type {number | null} */
  let timer = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  /** @type {Promise<string>} */
  const result = new Promise((resolve) => {
    const look = async () => {
      if (stopped) return;
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (width && height) {
        let text = null;
        if (native) {
          const codes = await native.detect(video).catch(() => []);
          text = codes.length ? codes[0].rawValue : null;
        } else {
          const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
          canvas.width = Math.round(width * scale);
          canvas.height = Math.round(height * scale);
          context.drawImage(video, 0, 0, canvas.width, canvas.height);
          const image = context.getImageData(0, 0, canvas.width, canvas.height);
          // Without a native detector, jsQR was loaded.
          const code = /** @type {JsQr} */ (decode)(image.data, image.width, image.height, { inversionAttempts: "dontInvert" });
          text = code ? code.data : null;
        }
        if (text && !stopped) { stop(); resolve(text); return; }
      }
      timer = setTimeout(look, FRAME_MS);
    };
    look();
  });
  return { result, stop };
}
