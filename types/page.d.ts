// Names the page's scripts use that no DOM library declares (read by `tsc -p tsconfig.json`).

interface Window {
  /** The game worker started by ui/early.js before the modules load, with what it said meanwhile. */
  dealbidWorker?: { worker: Worker; queued: Event[]; keep: (event: Event) => void };
  /** Whether early.js found a warm snapshot to start from. */
  dealbidWarmStart?: boolean;
  /** jsQR (vendored), loaded on demand when the browser has no BarcodeDetector. */
  jsQR?: (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
  /** The Barcode Detection API, where the browser has it. */
  BarcodeDetector?: {
    new (options: { formats: string[] }): { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
    getSupportedFormats(): Promise<string[]>;
  };
}

/** name -> title and blurb of every game, written into ui/embed.js by tools/build.py. */
declare const __GAMES_JSON__: Record<string, { title: string; blurb: string }>;
