"""The web app manifest, its icons, and the production headers read from netlify.toml."""
import struct
from urllib.parse import urljoin

import pytest

from browser.harness import wait_ready
from e2e.pwa_support import (
    browser_context_args,  # noqa: F401  (a fixture: service workers allowed)
    count_responses,
    profile_context,  # noqa: F401  (a fixture: a persistent profile)
    server_url,
    wait_controlled,
)
from tools.serve import headers_for, load_header_rules, serve_in_thread

# A first visit: what an installing browser downloads and stores.
pytestmark = pytest.mark.cold_start

IMAGE_TYPES = {"image/png", "image/svg+xml"}


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_manifest_parses_and_its_icons_load(page, site_url):
    page.goto(site_url)
    manifest_url = urljoin(site_url, page.locator("link[rel=manifest]").get_attribute("href"))
    response = page.request.get(manifest_url)
    assert response.status == 200
    assert response.headers["content-type"].startswith("application/manifest+json")
    manifest = response.json()
    assert manifest["short_name"] == "Deal & Bid" and "Monopoly Deal" in manifest["name"]
    assert manifest["display"] == "standalone"
    assert urljoin(manifest_url, manifest["start_url"]) == site_url
    assert urljoin(manifest_url, manifest["scope"]) == site_url
    assert manifest["theme_color"] and manifest["background_color"]
    pngs = {}
    for icon in manifest["icons"]:
        icon_response = page.request.get(urljoin(manifest_url, icon["src"]))
        assert icon_response.status == 200, icon["src"]
        content_type = icon_response.headers["content-type"].split(";")[0]
        assert content_type in IMAGE_TYPES and content_type == icon["type"], icon
        if content_type == "image/png":
            width, height = png_size(icon_response.body())
            assert icon["sizes"] == f"{width}x{height}", icon
            pngs[(width, icon["purpose"])] = icon["src"]
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= set(pngs)

    # Chromium's own reading of the manifest (installability: the persistent-profile test below).
    app_manifest = page.context.new_cdp_session(page).send("Page.getAppManifest")
    assert app_manifest["errors"] == [], app_manifest["errors"]
    assert page.locator("#install-app").is_hidden()  # shown only on the browser's beforeinstallprompt


SETUP_TOP = "() => document.getElementById('setup').getBoundingClientRect().top"
SETUP_TOP_WITHOUT_INSTALL = """() => { const button = document.getElementById('install-app');
  button.hidden = true; const top = document.getElementById('setup').getBoundingClientRect().top;
  button.hidden = false; return top; }"""


def test_in_a_real_profile_runtime_downloads_once_and_app_installs(profile_context, site_dir):  # noqa: F811
    """A persistent profile, as a player has. The service worker registers after boot and precaches
    the runtime from the HTTP cache, so it crosses the wire once; Chromium then finds nothing missing
    for installation and the page shows its Install button."""
    server = serve_in_thread(site_dir)
    try:
        sent = count_responses(server)
        page = profile_context.new_page()
        page.goto(server_url(server))
        wait_ready(page)
        wait_controlled(page)
        vendor = sorted(path for path, code in sent if path.startswith("/vendor/") and code == 200)
        assert any(path.endswith("pyodide.asm.wasm") for path in vendor)
        assert len(vendor) == len(set(vendor)), [p for p in set(vendor) if vendor.count(p) > 1]
        cdp = profile_context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        page.locator("#install-app").wait_for(state="visible")
        # Shown late, it moves nothing, also on a phone (in the menu it wrapped it: a layout shift).
        page.set_viewport_size({"width": 390, "height": 844})
        assert page.evaluate(SETUP_TOP_WITHOUT_INSTALL) == page.evaluate(SETUP_TOP)
    finally:
        server.shutdown()
        server.server_close()


def test_no_header_is_set_twice_for_any_file(site_dir):
    """Netlify may join a header set by two matching rules; ours must not depend on which wins."""
    rules = load_header_rules()
    paths = ["/"] + ["/" + p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file()]
    paths += ["/" + p.stem for p in site_dir.glob("*.html")]       # /index, /embed: Netlify serves them
    clashes = []
    for path in paths:
        seen: dict[str, set[str]] = {}
        for pattern, values in rules:
            for name, value in headers_for(path, [(pattern, values)]).items():
                seen.setdefault(name.lower(), set()).add(value)
        clashes += [(path, name) for name, values in seen.items() if len(values) > 1]
    assert not clashes, clashes


def test_cache_headers_per_kind_of_file(site_dir):
    rules = load_header_rules()
    wasm = next(site_dir.glob("vendor/pyodide/*/pyodide.asm.wasm")).relative_to(site_dir).as_posix()
    vendor = headers_for("/" + wasm, rules)
    assert "immutable" in vendor["Cache-Control"] and vendor["Content-Type"] == "application/wasm"
    for path in ("/", "/index.html", "/embed.html", "/sw.js", "/manifest.webmanifest",
                 "/ui/page.js", "/ui/worker.js", "/py/app.zip", "/icons/icon-192.png"):
        assert headers_for(path, rules)["Cache-Control"] == "no-cache", path


PAGE_PATHS = ("", "index.html", "index", "embed.html", "embed", "embed.html?play=1", "join.html", "join")


def test_every_path_that_serves_a_page_sends_the_security_headers(page, site_url):
    for path in PAGE_PATHS:
        response = page.request.get(site_url + path)
        headers = response.headers
        assert response.ok and response.text().startswith("<!doctype html>"), path
        assert headers["strict-transport-security"] == "max-age=63072000; includeSubDomains", path
        # The camera for this site's own pages only (a host scans its guests' answer codes).
        assert "camera=(self)" in headers["permissions-policy"] and "geolocation=()" in headers["permissions-policy"]
        csp = headers["content-security-policy"]
        assert "style-src 'self';" in csp and "unsafe-inline" not in csp, path
        assert headers["x-content-type-options"] == "nosniff", path


def test_an_inline_style_is_blocked_and_fails_the_test(page, site_url, network_log):
    """What style-src 'self' refuses, and that the e2e guard turns it into a failure: every other
    browser test (whole games, dialogs, replays, the embed) therefore plays without one."""
    page.goto(site_url + "embed.html")
    page.evaluate("document.querySelector('h1').setAttribute('style', 'color: red')")
    page.wait_for_function("() => getComputedStyle(document.querySelector('h1')).color !== 'rgb(255, 0, 0)'")
    page.wait_for_timeout(200)
    problems = network_log["problems"]
    assert any("CSP violation: style-src-attr" in p for p in problems), problems
    expected = [p for p in problems if "CSP violation" in p or "Content Security Policy directive 'style-src" in p]
    assert expected == problems, problems
    problems.clear()
