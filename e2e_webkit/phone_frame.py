"""A phone's screen in WebKit, whose window cannot be one (browser.webkit.PHONE): the site served with a
harness page of its own, ``/__phone?<query>``, the game at ``/?<query>`` in a frame of a phone's size on
the game's own origin."""
import html

from browser.webkit import PHONE
from tools.serve import SiteHandler

PHONE_PATH = "__phone"


class PhoneFrameHandler(SiteHandler):
    """The site, plus ``/__phone?<query>``: the game at ``/?<query>`` in a frame of a phone's size."""

    def do_GET(self) -> None:
        path, _, query = self.path.partition("?")
        if path != "/" + PHONE_PATH:
            super().do_GET()
            return
        body = (f'<!doctype html><title>A phone</title><iframe title="The game on a phone" frameborder="0" '
                f'width="{PHONE[0]}" height="{PHONE[1]}" src="/?{html.escape(query)}"></iframe>').encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
