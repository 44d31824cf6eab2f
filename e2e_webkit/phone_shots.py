"""Screenshots of whole games in WebKit on a phone's screen (390×844: the game in a frame of that size,
browser.webkit.PHONE): a Deal game and a Bid game against bots at speed=instant, played by clicks on the
painted table (e2e_webkit/webkit_play.py), one picture of the window (the frame at its top left) every
few clicks and at the end, into screenshots/webkit-phone/. For looking at, by hand; not part of make test.

    python -m e2e_webkit.phone_shots [--every 12]
"""
import argparse
import sys
from pathlib import Path

from browser.webkit import PHONE, PHONE_WINDOW, webkit
from e2e_webkit.phone_frame import PHONE_PATH, PhoneFrameHandler
from e2e_webkit.webkit_play import play_to_the_end
from tools.serve import serve_in_thread

ROOT = Path(__file__).resolve().parent.parent
# The WebKit suite's whole games (e2e_webkit/test_webkit_play.py): each game's link and seed.
GAMES = {"deal": ("?game=deal&seats=human,ai-easy,ai-easy&seed=21&names=Ann,Bo,Cy&speed=instant", 21),
         "bid": ("?game=bid&seats=human,ai-easy,ai-easy&seed=12&names=Ann,Bo,Cy&speed=instant", 12)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=12, help="clicks between two pictures")
    args = parser.parse_args()
    out = ROOT / "screenshots" / "webkit-phone"
    out.mkdir(parents=True, exist_ok=True)
    server = serve_in_thread(ROOT / "dist", handler_class=PhoneFrameHandler)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with webkit() as page:
        page.resize(PHONE_WINDOW)
        for name, (query, seed) in GAMES.items():
            page.goto(base + PHONE_PATH + query)
            with page.frame("iframe"):
                page.wait_ready()
                assert page.evaluate("() => [innerWidth, innerHeight]") == list(PHONE)

                def shoot(clicks: int, game: str = name) -> None:
                    if clicks % args.every == 0 or page.count("[data-outcome]"):
                        page.wait_for_function("() => !document.querySelector('#table.busy, #table.staging')")
                        page.screenshot(str(out / f"{game}-{clicks:04d}.png"))

                clicks = play_to_the_end(page, seed=seed, each_turn=shoot)
            print(f"{name}: {clicks} clicks; pictures in {out}")
        assert not page.problems(), page.problems()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
