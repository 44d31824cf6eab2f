"""Serve the built site with the production headers (read from netlify.toml) and, like Netlify,
pages under their extension-less paths too (``/embed`` is ``embed.html``) and gzip-compressed
text (HTML, JS, CSS, JSON, wasm, ...) for browsers that accept it, so the byte counts
and timings measured locally match production.

    python tools/serve.py [--dir dist] [--host 127.0.0.1] [--port 8000]
"""
import argparse
import fnmatch
import functools
import gzip
import io
import os
import socket
import sys
import threading
import tomllib
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO

ROOT = Path(__file__).resolve().parent.parent
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
}
# What Netlify compresses on the fly; images and zip archives are compressed already.
COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".wasm", ".toml",
                ".py", ".txt", ".map", ".md"}


@functools.lru_cache(maxsize=256)  # two built sites side by side (bench_browser.py --before) stay cached
def gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    """The gzip body of a file (cached per path, modification time and size)."""
    return gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)


def load_header_rules(config: Path = ROOT / "netlify.toml") -> list[tuple[str, dict[str, str]]]:
    """The ``[[headers]]`` rules of netlify.toml as (path pattern, headers), in file order."""
    with config.open("rb") as handle:
        data = tomllib.load(handle)
    return [(rule["for"], dict(rule.get("values", {}))) for rule in data.get("headers", [])]


def headers_for(path: str, rules: list[tuple[str, dict[str, str]]]) -> dict[str, str]:
    """Headers for a URL path: every matching rule applies, later rules override earlier ones.
    A folder path (``/``) also matches the rules of its ``index.html``, which is the file served."""
    candidates = (path, path + "index.html") if path.endswith("/") else (path,)
    out: dict[str, str] = {}
    for pattern, values in rules:
        if any(fnmatch.fnmatchcase(candidate, pattern) for candidate in candidates):
            out.update(values)
    return out


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with the production headers; quiet logs."""

    rules: list[tuple[str, dict[str, str]]] = []
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        for name, value in headers_for(path, self.rules).items():
            if name.lower() == "content-type":
                continue  # set by guess_type below; the rule documents it for Netlify
            self.send_header(name, value)
        super().end_headers()

    def translate_path(self, path: str) -> str:
        """Like Netlify, ``/name`` serves ``name.html`` when there is no file ``name``."""
        local = super().translate_path(path)
        if not os.path.exists(local) and os.path.isfile(local + ".html"):
            return local + ".html"
        return local

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        """Compressible files go out gzip-encoded (with an ETag) when the client accepts gzip."""
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and Path(path).suffix in COMPRESSIBLE and os.path.isfile(path)):
            return super().send_head()
        stat = os.stat(path)
        tag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}-gz"'
        if self.headers.get("If-None-Match") == tag:
            self.send_response(304)
            self.send_header("ETag", tag)
            self.end_headers()
            return None
        body = gzipped(path, stat.st_mtime_ns, stat.st_size)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("ETag", tag)
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return MIME_TYPES.get(Path(str(path)).suffix, super().guess_type(path))

    def log_message(self, format: str, *args: Any) -> None:
        if "-v" in sys.argv:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    """A threading server that does not print a traceback when a browser drops a connection."""

    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 0,
                handler_class: type[SiteHandler] = SiteHandler) -> ThreadingHTTPServer:
    """A ready-to-run server for ``directory``; port 0 picks a free port (see ``server_address``).
    ``handler_class``: a subclass of ``SiteHandler`` (the browser tests add two paths of their own)."""
    handler = functools.partial(type("Handler", (handler_class,), {"rules": load_header_rules()}),
                                directory=str(directory))
    server = SiteServer((host, port), handler)
    server.daemon_threads = True
    return server


def serve_in_thread(directory: Path, host: str = "127.0.0.1", port: int = 0,
                    handler_class: type[SiteHandler] = SiteHandler) -> ThreadingHTTPServer:
    """Start a server on a daemon thread and return it (call ``shutdown()`` to stop)."""
    server = make_server(directory, host, port, handler_class)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description="Serve the built site with production headers.")
    parser.add_argument("--dir", default=str(ROOT / "dist"))
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("-v", action="store_true", help="log every request")
    args = parser.parse_args()
    server = make_server(Path(args.dir), args.host, args.port)
    host, port = args.host, server.server_port
    print(f"Deal & Bid is being served at http://{host}:{port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("stopped")


if __name__ == "__main__":
    main()
