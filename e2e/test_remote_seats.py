"""Everyone on their own device: a host page and guest pages as separate browser contexts in one
Chromium, connected by WebRTC with no server. Guests join through the copy-paste path and through
the camera path (Chromium's fake camera playing the guest's QR code); whole games are played across
them; a guest reloads and rejoins; another seat's move and garbage from a guest are refused; and no
message to a guest ever carries a card that seat may not see."""
import json
import random
import re

import pytest

from app.registry import engine
from app.worker_api import WorkerApi
from e2e.harness import pick
from e2e.remote_support import (answer_code, host_game, invitation, join_by_camera, join_by_paste, launch,
                                open_invitation, write_camera_file)

CHOICES = "#table:not(.busy) [data-action]:not([disabled]), #table:not(.busy) [data-menu]"
CARD_IDS = re.compile(r'"id": ?(\d+)')


@pytest.fixture(scope="module")
def camera_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("camera") / "camera.y4m"
    write_camera_file(path, ["0"])
    return path


@pytest.fixture(scope="module")
def browser(browser_type, camera_file):
    browser = launch(browser_type, camera_file)
    yield browser
    browser.close()


@pytest.fixture
def devices(browser, network_log, site_url):
    """``host(query)`` opens the host's page; ``guest(link)`` a guest's device."""
    class Devices:
        def host(self, query):
            return host_game(browser, network_log, site_url + query)

        def guest(self, link):
            return open_invitation(browser, network_log, link)
    yield Devices()
    assert not network_log["problems"], "\n".join(network_log["problems"])
    assert not [url for url in network_log["requests"] if "join.html" in url and "pyodide" in url]


def no_python(guest) -> None:
    """The guest's page loaded no Python: no runtime, no worker, no archive."""
    loaded = guest.evaluate("() => performance.getEntriesByType('resource').map(e => e.name)")
    assert loaded and not [u for u in loaded if "pyodide" in u or "worker.js" in u or "app.zip" in u]


def play_guests_to_the_end(guests, host, seed, limit=3000) -> None:
    """Each guest taps a random offered choice whenever it has one, until the game is over."""
    rng = random.Random(seed)
    for _ in range(limit):
        if host.locator("[data-outcome]").count():
            return
        ready = [g for g in guests if g.locator(CHOICES).count()]
        if not ready:
            guests[0].wait_for_timeout(30)
            continue
        guest = rng.choice(ready)
        options = guest.locator(CHOICES)
        try:
            pick(guest, options.nth(rng.randrange(options.count())), rng)
        except Exception:   # the table changed under the tap (another guest moved first): look again
            continue
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", ["deal", "bid"])
def test_two_guests_join_by_paste_and_by_camera_and_play_a_whole_game(devices, camera_file, game):
    host = devices.host(f"?game={game}&seats=remote,remote,ai-easy&names=Bea,Cy,Bot&seed=5&speed=instant")
    assert host.get_by_text("Waiting for Bea, Cy (on another device)").is_visible()
    bea = devices.guest(invitation(host, "Bea"))
    cy = devices.guest(invitation(host, "Cy"))
    join_by_paste(host, bea, "Bea")
    join_by_camera(host, cy, "Cy", camera_file)
    no_python(bea)
    host.locator("#remote").wait_for(state="hidden")
    play_guests_to_the_end([bea, cy], host, seed=5)
    verdict = host.locator("[data-outcome]").get_attribute("data-outcome")
    for guest in (bea, cy):
        guest.locator("[data-outcome]").wait_for(timeout=10_000)
        assert guest.locator("[data-outcome]").get_attribute("data-outcome") == verdict


def host_state(host) -> tuple[str, list[str]]:
    """What the host's table says and offers now."""
    host.locator(CHOICES).first.wait_for()
    return (host.locator("#status").inner_text(),
            host.locator(CHOICES).evaluate_all("els => els.map(e => e.dataset.action || e.dataset.menu)"))


def test_guest_garbage_and_moves_out_of_turn_are_refused_then_a_reload_rejoins(devices):
    host = devices.host("?game=deal&seats=human,remote&names=Ann,Bea&seed=8&speed=instant")
    bea = devices.guest(invitation(host, "Bea"))
    join_by_paste(host, bea, "Bea")
    hand = bea.locator("#hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    before = host_state(host)
    # Ann's move, sent from Bea's device (a guest never names a seat: it can only be Bea's move, and
    # it is not Bea's turn), then garbage of every kind, then a burst over the rate limit.
    end_turn = next(a for a in before[1] if a == "End turn")
    garbage = [json.dumps({"v": 1, "type": "act", "action": end_turn}), "not json", "[1,2]",
               json.dumps({"v": 2, "type": "act", "action": end_turn}),
               json.dumps({"v": 1, "type": "lift_curtain"}), json.dumps({"v": 1, "type": "act", "action": 7}),
               json.dumps({"v": 1, "type": "act", "action": "x" * 3000}),
               json.dumps({"v": 1, "type": "act", "seat": 0, "action": end_turn})]
    bea.evaluate("msgs => { for (const m of msgs) window.dealbidChannel.send(m); }", garbage)
    bea.evaluate("m => { for (let i = 0; i < 60; i++) window.dealbidChannel.send(m); }", garbage[0])
    bea.wait_for_function("() => window.dealbidReceived.some(m => m.includes('Too many taps at once'))")
    bea.get_by_text("That move is not possible now.").wait_for()
    refused = bea.evaluate("() => window.dealbidReceived.filter(m => m.includes('not possible now')).length")
    assert 1 <= refused <= 20   # the burst over the rate limit never reached the engine
    assert host_state(host) == before
    assert bea.locator("#hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)") == hand
    # The game goes on: Ann ends her turn on the host, and Bea's table says it is her turn.
    host.locator(CHOICES).filter(has_text="End turn").click()
    bea.locator(CHOICES).first.wait_for()
    # Bea reloads her page: the host shows her away and waits, with a new invitation for her seat.
    bea.reload()
    host.get_by_text("Bea: away: the game waits for them").wait_for()
    assert host.locator("#table.waiting").count() == 1
    host.get_by_role("button", name="New invitation").click()
    link = invitation(host, "Bea")
    bea.goto(link)
    join_by_paste(host, bea, "Bea")
    host.locator("#remote").wait_for(state="hidden")
    bea.locator(CHOICES).first.wait_for()
    assert "Bea" in host.locator("#status").inner_text()
    # Her seat as she left it: the same hand (and the two cards of her turn's draw).
    assert set(hand) < set(bea.locator("#hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)"))
