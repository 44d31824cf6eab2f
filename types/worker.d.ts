// Placeholders that tools/build.py and tools/precache.py replace in the workers' sources.

/** Raw bytes of each file the boot downloads. */
declare const __BOOT_SIZES__: Record<string, number>;
/** The runtime's lock file (JSON text) with its `info` only and no packages (tools/stdlib.py: lock_contents). */
declare const __PYODIDE_LOCK__: string;
/** Every file of the site, for the service worker's cache. */
declare const __PRECACHE_LIST__: string[];
/** The SHA-256 (hex) of each file of `__PRECACHE_LIST__`, in the same order. */
declare const __PRECACHE_HASHES__: string[];
