"""The README's pictures of the internet path, taken while three friends play a whole game by link only:
a host's page (the table, with a bot) and two guests on phones (390×844), each its own browser
context, with the internet path's real parts on this machine (Debian's mosquitto as the MQTT broker,
coturn as STUN: browser/remote.py's ``local_signal``). On the way a guest reloads, the host reloads,
the game is played to its end and played again, no one re-joining by hand; every step is checked
as a player would see it. Pictures in docs/screenshots/link-*.png (the README's), and every step's in
OUT (default /tmp/link-screenshots).

    python tools/link_screenshots.py [--out DIR]
"""
import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, Page, ViewportSize, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from browser.harness import BOOT_TIMEOUT_MS, E2E_CHROMIUM_ARGS, chromium_path, wait_ready  # noqa: E402
from browser.remote import (  # noqa: E402
    DEVICE_VIEWPORT,
    invitation,
    local_signal,
    loopback_sockets_handler,
    play_guests_to_the_end,
)
from tools.serve import SiteHandler, serve_in_thread  # noqa: E402

PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1366, "height": 800}
QUERY = "?game=deal&seats=remote,remote,ai-easy&names=Bea,Cy,Bot&seed=5&speed=instant&link=internet"
README_SHOTS = {"host-invitation": "link-invitation.png", "bea-joining": "link-join-phone.png",
                "bea-table": "link-guest-phone.png"}


def page_in(browser: Browser, viewport: ViewportSize) -> Page:
    context = browser.new_context(viewport=viewport, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    return page


def play(out: Path) -> list[str]:
    """Play the evening; the steps seen, in order."""
    seen: list[str] = []
    server = serve_in_thread(ROOT / "dist", handler_class=loopback_sockets_handler(SiteHandler))
    base = f"http://127.0.0.1:{server.server_address[1]}/"

    def shot(page: Page, name: str, note: str) -> None:
        page.screenshot(path=str(out / f"{name}.png"))
        seen.append(f"{name}: {note}")
        print(seen[-1], flush=True)

    with tempfile.TemporaryDirectory() as tmp, local_signal(Path(tmp)) as signal, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_path(), args=E2E_CHROMIUM_ARGS)
        host = page_in(browser, DESKTOP)
        host.goto(f"{base}{QUERY}&servers={signal.setting()}")
        wait_ready(host)
        host.locator(".remote-seat canvas").first.wait_for()
        shot(host, "host-invitation", host.locator("#remote").inner_text().split("\n")[0])
        host.set_viewport_size(PHONE)
        shot(host, "host-invitation-phone", "the host's invitation on a phone")
        bea = page_in(browser, PHONE)
        bea.goto(invitation(host, "Bea"), wait_until="domcontentloaded")
        bea.locator("#join h2").wait_for()
        shot(bea, "bea-joining", bea.locator("#join").inner_text().split("\n")[0])
        bea.locator("#hand [data-card]").first.wait_for(timeout=20_000)
        cy = page_in(browser, PHONE)
        cy.goto(invitation(host, "Cy"))
        cy.locator("#hand [data-card]").first.wait_for(timeout=20_000)
        host.locator("#remote").wait_for(state="hidden")
        shot(bea, "bea-table", bea.locator("#guest-notice").inner_text())
        shot(host, "host-table-phone", host.locator("#status").inner_text())
        shot(cy, "cy-table", cy.locator("#status").inner_text())
        # Cy's reload: everyone is told she dropped and is back; the host's panel shows her away meanwhile.
        cy.reload()
        cy.locator("#hand [data-card]").first.wait_for(timeout=20_000)
        bea.get_by_text("Cy is back.").wait_for(timeout=20_000)
        shot(bea, "bea-cy-back", bea.locator("#guest-notice").inner_text())
        # The host's reload: the guests wait in their rooms and are back by themselves.
        host.reload()
        bea.get_by_text("The host's connection dropped").wait_for(timeout=20_000)
        shot(bea, "bea-host-away", bea.locator("#guest-notice").inner_text())
        wait_ready(host)
        host.locator("#remote").wait_for(state="hidden", timeout=20_000)
        bea.get_by_text("Connected to the host over the internet.").wait_for(timeout=20_000)
        shot(host, "host-after-reload", host.locator("#status").inner_text())
        # Played at a desktop size: at 390 px some taps of the random player land on a card another covers.
        for page in (bea, cy, host):
            page.set_viewport_size(DEVICE_VIEWPORT)
        play_guests_to_the_end([bea, cy], host, seed=5)
        for page in (bea, cy, host):
            page.set_viewport_size(PHONE)
        for page in (bea, cy):
            page.locator("[data-outcome]").wait_for(timeout=20_000)
        shot(host, "host-outcome", host.locator("#outcome h2").first.inner_text())
        shot(bea, "bea-outcome", bea.locator("#outcome h2").first.inner_text())
        host.get_by_role("button", name="Play again").click()
        for page in (bea, cy):
            page.locator("#outcome").wait_for(state="hidden", timeout=20_000)
            page.locator("#hand [data-card]").first.wait_for(timeout=20_000)
        host.locator("#remote").wait_for(state="hidden")
        shot(cy, "cy-play-again", cy.locator("#status").inner_text())
        shot(bea, "bea-play-again", f"moments over the new deal: {bea.locator('.moment').count()}")
        shot(host, "host-play-again", host.locator("#status").inner_text())
        browser.close()
    server.shutdown()
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/link-screenshots"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    play(args.out)
    for name, readme in README_SHOTS.items():
        shutil.copy(args.out / f"{name}.png", ROOT / "docs" / "screenshots" / readme)
    print(f"steps in {args.out}; the README's pictures in docs/screenshots/link-*.png")


if __name__ == "__main__":
    main()
