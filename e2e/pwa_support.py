"""Helpers shared by the offline, embed and manifest browser tests."""
import functools
import time

import pytest

from browser.harness import BOOT_TIMEOUT_MS, guard_page, wait_ready

# One human against a quick AI, no animation: the table asks the human for a move within seconds.
DEEP_LINK = "?game=deal&seats=human,ai-easy&seed=7&speed=instant"
ACTION_BUTTON = "[data-action]:not([disabled])"
MENU_CHOICE = "#card-menu [data-action]"


@pytest.fixture
def browser_context_args(browser_context_args):
    """Service workers on for these tests, whatever the harness default (import it into a test module)."""
    return {**browser_context_args, "service_workers": "allow"}



@pytest.fixture
def profile_context(playwright, browser_type_launch_args, tmp_path, network_log):
    """Chromium with a persistent profile, as a player has (HTTP cache, installability), guarded like
    the harness's pages: off-origin requests fail, console and page errors fail the test."""
    context = playwright.chromium.launch_persistent_context(tmp_path / "profile", **browser_type_launch_args)
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    context.on("page", lambda page: guard_page(page, network_log))
    yield context
    context.close()
    assert not network_log["problems"], "\n".join(network_log["problems"])


def wait_controlled(page) -> float:
    """Wait until a service worker controls ``page`` (precache done); returns the seconds waited."""
    start = time.monotonic()
    page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=BOOT_TIMEOUT_MS)
    return time.monotonic() - start


def play_a_few_moves(page, moves: int = 4, frame=None) -> list[str]:
    """Make ``moves`` legal moves on the table (of ``page``, or of its ``frame``): click an action
    button, or first open a card's menu when the table offers only card menus. Returns the actions
    played (their ``data-action``)."""
    played = []
    scope = frame or page
    table = scope.locator("#table")
    table.wait_for(state="visible", timeout=BOOT_TIMEOUT_MS)
    for _ in range(3 * moves):
        if len(played) == moves:
            break
        action = scope.locator(f"#table:not(.busy) {ACTION_BUTTON} >> visible=true").first
        menu = scope.locator("#table:not(.busy) [data-menu] >> visible=true").first
        action.or_(menu).first.wait_for(state="visible", timeout=BOOT_TIMEOUT_MS)
        if action.count() == 0:
            menu.click()
            action = scope.locator(MENU_CHOICE).first
        played.append(action.get_attribute("data-action"))
        action.click()
        page.wait_for_timeout(100)
    assert len(played) == moves, f"only {played} could be played"
    return played


def open_game_and_play(page, url: str) -> list[str]:
    """Open the deep link ``url``, wait for Python, play a few moves."""
    page.goto(url)
    wait_ready(page)
    return play_a_few_moves(page)


def server_url(server) -> str:
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/"


def count_responses(server) -> list[tuple[str, int]]:
    """(path, status) of every response ``server`` sends from now on."""
    sent: list[tuple[str, int]] = []
    handler = server.RequestHandlerClass

    class Counting(handler.func):
        def send_response(self, code, message=None):
            sent.append((self.path, code))
            super().send_response(code, message)

    server.RequestHandlerClass = functools.partial(Counting, *handler.args, **handler.keywords)
    return sent
