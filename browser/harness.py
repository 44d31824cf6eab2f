"""The Chromium to drive and its flags, the guard on every page, and the taps a test or a tool makes
(e2e/conftest.py, the e2e tests, the browser benchmarks and screenshot tools)."""
import os
import random
import shutil
from pathlib import Path
from typing import TypeVar
from urllib.parse import urlparse

import pytest
from playwright.sync_api import ConsoleMessage, FrameLocator, Locator, Page, Request

ROOT = Path(__file__).resolve().parent.parent
# The features Playwright turns off (playwright 1.65, chromiumSwitches.ts). Chromium reads only the
# last --disable-features switch, so ours must repeat them (e2e/test_browser_flags.py holds it).
PLAYWRIGHT_DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding",
    "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "TcpPortRandomizationWin",
    "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch",
    "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion"]
# Every page Playwright opens is a window of its own, and headless Chromium builds each window's
# address-bar popups as WebUI pages in a renderer of their own: ~0.6 CPU-s a page, more than the
# game's warm boot. Nobody sees them in a headless browser.
NO_ADDRESS_BAR_POPUPS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"]
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
                 "--disable-dev-shm-usage",
                 "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES + NO_ADDRESS_BAR_POPUPS)]
# The network is closed at the resolver: every host but the two local ones fails to resolve, so no
# request leaves the machine (the guard still fails a test that makes one). Not a context.route:
# Playwright pauses every request of a routed context for the test process to decide, and turns the
# HTTP cache off, which no player's browser does.
LOCAL_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost"
# The e2e suite adds lazy WebAssembly compilation: every test boots Python in a fresh profile, and
# compiling only the runtime's functions that run saves ~10 % of each boot (the page behaves the
# same). The benchmarks keep Chromium's defaults.
E2E_CHROMIUM_ARGS = [*CHROMIUM_ARGS, LOCAL_ONLY, "--js-flags=--wasm-lazy-compilation"]
BOOT_TIMEOUT_MS = 60_000
LOCAL_HOSTS = {"127.0.0.1", "localhost"}  # localhost: the blog of the cross-site embed tests


def chromium_path() -> str:
    """The Chromium to drive: $CHROMIUM, else the system one."""
    for candidate in (os.environ.get("CHROMIUM"), shutil.which("chromium"), "/usr/bin/chromium",
                      shutil.which("chromium-browser"), shutil.which("google-chrome")):
        if candidate and Path(candidate).exists():
            return candidate
    pytest.exit("no Chromium found: run 'make test' (it installs one) or set CHROMIUM", returncode=3)


def is_local(url: str) -> bool:
    parsed = urlparse(url)
    if parsed.scheme in ("data", "blob", "about"):
        return True
    return parsed.hostname in LOCAL_HOSTS


# In every document of a guarded page: a Content-Security-Policy violation (an inline style under
# style-src 'self', say) becomes a console error, which fails the test.
REPORT_CSP_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => console.error(
  `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"} in ${event.documentURI}`));
"""


# What the guard records of a page: every request's URL, and the problems that fail the test.
NetworkLog = dict[str, list[str]]


def guard_page(page: Page, network_log: NetworkLog) -> None:
    """Record requests and fail the test on off-origin requests, page errors, console errors and
    Content-Security-Policy violations."""
    page.add_init_script(REPORT_CSP_VIOLATIONS)

    def on_request(request: Request) -> None:
        network_log["requests"].append(request.url)
        if not is_local(request.url):
            network_log["problems"].append(f"off-origin request: {request.url}")

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            network_log["problems"].append(f"console error: {message.text}")

    page.on("request", on_request)
    page.on("pageerror", lambda error: network_log["problems"].append(f"page error: {error}"))
    page.on("console", on_console)


Target = TypeVar("Target", Page, FrameLocator)


def in_front(target: Target) -> Target:
    """``target`` (a page, or a frame of one) as the person using it sees it: its window in front.
    Chromium draws the windows behind at about one frame a second, so a tap there waits ~1 s for
    its element to stand still; a test brings forward the tab or device it is about to use."""
    page = target.owner.page if isinstance(target, FrameLocator) else target
    page.bring_to_front()
    return target


def wait_ready(page: Page) -> None:
    """Wait until Python has booted and the page accepts input."""
    page.wait_for_selector("html[data-py-ready='1']", state="attached", timeout=BOOT_TIMEOUT_MS)


def open_more_options(page: Page) -> None:
    """Open the setup form's "More options" (seats past the third, who goes first, house rules, pace)
    as a player does, unless it is open."""
    more = page.locator("#setup details.more-options")
    if more.get_attribute("open") is None:
        more.locator("summary").click()


def back_to_menu(page: Page) -> None:
    """Leave the table for the start page as a player does (Menu, New game): no new page load."""
    page.get_by_role("button", name="Menu", exact=True).click()
    page.get_by_role("button", name="New game", exact=True).click()
    page.locator("#setup").wait_for()


# What the player can tap now to make a move: a choice, a card's panel or a player's menu, a hand card
# with one use (picked by a first tap, played by a second).
CHOICES = ("#table:not(.busy) [data-action]:not([disabled]), #table:not(.busy) [data-menu],"
           " #table:not(.busy) [data-pick]")
# Of those, what is on screen now (a Playwright selector): the fitted table keeps some forms' buttons
# out of sight, e.g. each player's own trade button while they are gathered into one in the prompt.
TAPPABLE = f"{CHOICES} >> visible=true"


def play_card(scope: Page | FrameLocator, card: Locator) -> str | None:
    """Play ``card`` (a hand card, or a player's menu) as a person does: tap it, then the use it
    shows on itself (a card with one use) or the first choice of the panel it opens; returns the
    action played (``data-action``)."""
    one_use = card.get_attribute("data-pick") is not None
    card.click()
    choice = card if one_use else scope.locator("#card-menu [data-action]").first
    action = choice.get_attribute("data-action")
    choice.click()
    return action


def pick(page: Page, target: Locator, rng: random.Random) -> str:
    """Tap ``target`` like a person and, when that opens a menu or asks for a card on the table,
    pick one of those at random (a card with one use: tap it again); returns the key of the action
    finally played (``data-key``)."""
    if target.get_attribute("data-pick") is not None and target.get_attribute("data-action") is None:
        key = target.get_attribute("data-key")
        assert key is not None, "a card with one use without its action's key"
        target.click()                     # the first tap picks it and shows its use on it
        assert target.get_attribute("data-action") is not None, "a first tap on a card played it"
        target.click()
        return key
    if target.get_attribute("data-menu") is None and target.get_attribute("data-aim") is None:
        key = target.get_attribute("data-key")
        assert key is not None, "a choice without its action's key"
        target.click()
        return key
    target.click()
    page.wait_for_function("() => !document.querySelector('#card-menu').hidden"
                           " || document.querySelector('#table.aiming')")
    if page.locator("#card-menu").is_visible():
        items = page.locator("#card-menu [data-action], #card-menu [data-aim]")
    else:
        items = page.locator("#table .aim-target")
    return pick(page, items.nth(rng.randrange(items.count())), rng)
