// Names the page's scripts use that no DOM library declares (read by `tsc -p tsconfig.json`).

interface Window {
  /** The game worker started by ui/early.js before the modules load, with what it said meanwhile. */
  dealbidWorker?: { worker: Worker; queued: Event[]; keep: (event: Event) => void };
  /** Whether early.js found a warm snapshot to start from. */
  dealbidWarmStart?: boolean;
  /** jsQR (vendored), loaded on demand when the browser has no BarcodeDetector. */
  jsQR?: JsQr;
  /** The Barcode Detection API, where the browser has it. */
  BarcodeDetector?: BarcodeDetectorConstructor;
}

/** jsQR's one function (the npm package's own types): the QR code in an image's pixels, or null. */
type JsQr = typeof import("jsqr").default;

interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
}

/** Chromium's offer to install the page as an app (no standard, so not in the DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

interface WindowEventMap {
  beforeinstallprompt: BeforeInstallPromptEvent;
}

/** name -> title and blurb of every game, written into ui/embed.js by tools/build.py. */
declare const __GAMES_JSON__: Record<string, { title: string; blurb: string }>;

// A timer's id may be null too (the HTML standard converts it to 0, which clears nothing): the page's
// scripts keep "no timer" as null.
declare function clearTimeout(id: number | null | undefined): void;
declare function clearInterval(id: number | null | undefined): void;

// The MQTT client's browser build, as tools/mqtt_native_timers.mjs wraps it for the signalling bundle.
declare module "*/mqtt/dist/mqtt.esm.js" {
  const mqtt: { connect(url: string, options: Record<string, unknown>): unknown };
  export default mqtt;
}
