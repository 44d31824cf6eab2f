"""The internet path's signalling library and servers, for tools/build.py.

The library is trystero's MQTT strategy (npm ``@trystero-p2p/mqtt``, pinned in package-lock.json) with
the MQTT client it imports (npm ``mqtt``, its browser build, with native timers:
tools/mqtt_native_timers.mjs), bundled by the pinned esbuild into one ES
module, ``vendor/trystero/<version>/trystero-mqtt.mjs``, with both licences beside it (and in
``licenses/`` of the repository). The page loads it only when a table is played over the internet.

The servers the page uses on that path are the public MQTT brokers and STUN servers below, and a TURN
server when the site's owner sets one at build time:

    DEALBID_TURN_URLS="turn:turn.example.org:3478,turns:turn.example.org:5349"
    DEALBID_TURN_USERNAME=dealbid DEALBID_TURN_CREDENTIAL=secret  python tools/build.py

(README: "Play on your own phones"). They reach the page as the placeholder ``__LINK_SERVERS__``
(base64 of their JSON) in ui/link/servers.js.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
LIBRARY = "@trystero-p2p/mqtt"
BUNDLE = "trystero-mqtt.mjs"
# What the bundle's ``mqtt`` is: the package's browser build, with native timers (see the file).
MQTT_SHIM = ROOT / "tools" / "mqtt_native_timers.mjs"
LICENSES = {"trystero-LICENSE": "@trystero-p2p/mqtt/LICENSE", "mqtt-LICENSE": "mqtt/LICENSE.md"}
# Public MQTT brokers over secure websockets, run by three operators (a room is announced on all of
# them, so any one that is up is enough). netlify.toml's connect-src names exactly these.
BROKERS = ("wss://test.mosquitto.org:8081/mqtt", "wss://broker.emqx.io:8084/mqtt", "wss://broker.hivemq.com:8884/mqtt")
# Public STUN servers: a device asks them its address as seen from the internet (no game data).
STUN = ("stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478")


def version() -> str:
    """The installed version of the library (node_modules, pinned by package-lock.json)."""
    meta = ROOT / "node_modules" / LIBRARY / "package.json"
    if not meta.exists():
        sys.exit(f"build: {meta} is missing; run 'npm ci' first (make build does)")
    found: str = json.loads(meta.read_text())["version"]
    return found


def ice_servers(environ: dict[str, str]) -> list[dict[str, object]]:
    """The STUN servers, and the build's TURN server when ``DEALBID_TURN_URLS`` is set."""
    servers: list[dict[str, object]] = [{"urls": list(STUN)}]
    urls = [url.strip() for url in environ.get("DEALBID_TURN_URLS", "").split(",") if url.strip()]
    if urls:
        bad = [url for url in urls if not url.startswith(("turn:", "turns:"))]
        if bad:
            sys.exit(f"build: DEALBID_TURN_URLS must hold turn: or turns: URLs, not {', '.join(bad)}")
        servers.append({"urls": urls, "username": environ.get("DEALBID_TURN_USERNAME", ""),
                        "credential": environ.get("DEALBID_TURN_CREDENTIAL", "")})
    return servers


def servers_value(environ: dict[str, str]) -> str:
    """``__LINK_SERVERS__``: the brokers and ICE servers as base64 of their JSON."""
    data = {"brokers": list(BROKERS), "iceServers": ice_servers(environ), "relayOnly": False}
    return base64.b64encode(json.dumps(data, sort_keys=True).encode()).decode()


def values() -> dict[str, str]:
    """The placeholders this part of the build fills in."""
    return {"__TRYSTERO_VERSION__": version(), "__LINK_SERVERS__": servers_value(dict(os.environ))}


def bundle(out: Path) -> Path:
    """Bundle the library into the site ``out`` (minified; its licences beside it); returns the file."""
    target = out / "vendor" / "trystero" / version()
    target.mkdir(parents=True, exist_ok=True)
    bundled = target / BUNDLE
    subprocess.run([str(ESBUILD), LIBRARY, "--bundle", "--format=esm", "--platform=browser", "--minify",
                    "--legal-comments=none", "--log-level=warning", f"--alias:mqtt={MQTT_SHIM}",
                    f"--outfile={bundled}"],
                   cwd=ROOT, check=True)
    for name, source in LICENSES.items():
        shutil.copy2(ROOT / "node_modules" / source, target / name)
    return bundled
