"""A blog on another *site* embeds the game with our snippet: a light poster first, the game on Play.

The blog is served on ``localhost`` and the game on ``127.0.0.1``: two sites, so Chromium blocks the
game frame's storage by default (third-party storage), as browsers do for most readers of a blog.
"""
import re
from urllib.parse import urlparse

import pytest

from browser.boot_bar import SAMPLER, describe, read_bar, untruthful
from browser.harness import BOOT_TIMEOUT_MS
from browser.lessons import LESSON_READY, follow
from e2e.pwa_support import (
    DEEP_LINK,
    browser_context_args,  # noqa: F401  (service workers allowed)
    play_a_few_moves,
)
from tools.serve import serve_in_thread

# A first visit: a blog's reader has nothing of the game stored (a frame on another site may store nothing anyway).
pytestmark = pytest.mark.cold_start

POSTER_BUDGET = 100_000  # bytes: no response before Play may be bigger (the runtime is ~6 MB compressed)
BLOG = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A card game blog</title>
<link rel="icon" href="data:,"></head>
<body style="margin:0"><article><h1>Try this card game</h1>
<p style="height:400px">A long introduction that fills the screen.</p>
<p>Play it right here:</p>
{snippet}
<p style="height:2000px">Thanks for reading.</p></article></body></html>
"""
FRAME_HEIGHT = "document.querySelector('iframe').getBoundingClientRect().height"
HOST_SCROLL = 300


@pytest.fixture
def blog(browser, site_url, tmp_path):
    """``blog(snippet_transform)`` serves a blog page on localhost with our snippet; returns its URL.
    The blog's author copies the snippet in a browser of their own: the reader's has seen nothing."""
    servers = []

    def _serve(transform=lambda snippet: snippet) -> str:
        author = browser.new_context()
        try:
            page = author.new_page()
            page.goto(site_url + "embed.html")
            snippet = transform(page.locator("#snippet").input_value())
        finally:
            author.close()
        (tmp_path / "blog.html").write_text(BLOG.format(snippet=snippet))
        server = serve_in_thread(tmp_path)
        servers.append(server)
        port = server.server_address[1]
        assert urlparse(site_url).hostname == "127.0.0.1"
        return f"http://localhost:{port}/blog.html"
    yield _serve
    for server in servers:
        server.shutdown()
        server.server_close()


def game_frame(page):
    return next(frame for frame in page.frames if "embed.html?" in frame.url and "play=1" in frame.url)


def open_blog_and_play(context, url: str, viewport=(1280, 900)):
    """Open the blog scrolled down a little, press Play in the frame, wait until the game is ready;
    returns (page, poster frame height, responses before Play)."""
    page = context.new_page()
    page.set_default_timeout(BOOT_TIMEOUT_MS)
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    responses = []
    page.on("response", lambda response: responses.append(response))
    page.goto(url)
    page.evaluate(f"window.scrollTo(0, {HOST_SCROLL})")
    poster = page.frame_locator("iframe")
    play = poster.get_by_role("link", name="Play")
    play.wait_for()
    # The frame reports the poster's height and the blog's listener applies it (420 px in the snippet).
    page.wait_for_function(f"() => {FRAME_HEIGHT} !== 420")
    page.wait_for_load_state("networkidle")
    poster_height = page.evaluate(FRAME_HEIGHT)
    before = {r.url: len(r.body()) for r in responses}
    play.click()
    poster.locator("html[data-py-ready='1']").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    return page, poster_height, before


@pytest.mark.paced     # the blog's link plays at normal pace
def test_snippet_embeds_poster_then_game_on_another_site(context, blog, site_url):
    url = blog()
    page, poster_height, before = open_blog_and_play(context, url)
    print(f"\nbefore Play: {len(before)} responses, {sum(before.values())} bytes, "
          f"largest {max(before.values())} bytes; poster frame {poster_height:.0f} px")
    assert max(before.values()) < POSTER_BUDGET, before
    assert not [u for u in before if "/vendor/" in u or u.endswith(".zip")], before
    frame = game_frame(page)
    assert "game=deal" in frame.url
    assert frame.evaluate("document.documentElement.dataset.embed") == "1"
    # The third-party frame really has no storage here: the game runs without it.
    blocked = frame.evaluate("() => { try { localStorage.setItem('x', '1'); return false; } "
                             "catch (e) { return true; } }")
    assert blocked, "expected Chromium to block third-party storage in the frame"
    # The started game's address (what a reload opens) keeps the compact embed layout and the game.
    assert {"embed=1", "play=1"} <= set(frame.evaluate("location.search").lstrip("?").split("&"))
    page.wait_for_function(f"() => {FRAME_HEIGHT} !== {poster_height}")
    played = play_a_few_moves(page, frame=frame)
    print(f"game frame {page.evaluate(FRAME_HEIGHT):.0f} px; played {played}")
    assert played
    assert page.evaluate("window.scrollY") == HOST_SCROLL, "the game scrolled the blog"


@pytest.mark.paced     # the blog's link plays at normal pace
def test_strictly_sandboxed_frame_plays(context, blog):
    url = blog(lambda snippet: snippet.replace("<iframe ", '<iframe sandbox="allow-scripts allow-same-origin" ', 1))
    page, _, _ = open_blog_and_play(context, url)
    played = play_a_few_moves(page, frame=game_frame(page))
    assert played
    assert page.evaluate("window.scrollY") == HOST_SCROLL


def test_play_in_a_phone_sized_frame_shows_a_bar_that_keeps_moving(context, blog):
    """The reader's wait after Play: the same truthful bar as the full page (storage is blocked in the
    frame, so its times are the built-in estimates), on a phone-sized blog."""
    context.add_init_script(SAMPLER)
    page, _, _ = open_blog_and_play(context, blog(), viewport=(390, 844))
    frame = game_frame(page)
    frame.wait_for_selector("html[data-booted]", state="attached")
    record = read_bar(frame)
    print("\n" + describe(record))
    assert not untruthful(record), untruthful(record)


NO_STORAGE = """
(() => {
  const refuse = () => { throw new DOMException("storage is disabled", "SecurityError"); };
  for (const name of ["localStorage", "sessionStorage", "indexedDB", "caches"]) {
    Object.defineProperty(window, name, { get: refuse, configurable: true });
  }
  Object.defineProperty(Navigator.prototype, "serviceWorker", { get: refuse, configurable: true });
})();
"""


def test_game_plays_when_every_storage_api_throws(page, site_url):
    page.add_init_script(NO_STORAGE)
    page.goto(site_url + DEEP_LINK)
    page.wait_for_selector("html[data-py-ready='1']", state="attached")
    assert page.evaluate("() => { try { localStorage; return false; } catch (e) { return true; } }")
    played = play_a_few_moves(page)
    assert played
    page.click("#menu-open")
    note = page.locator("#save-note")
    assert note.is_visible() and "offline" in note.inner_text()


def test_embed_pages_allow_framing_and_the_game_page_does_not(page, site_url):
    for path in ("embed.html", "embed"):
        headers = page.request.get(site_url + path).headers
        assert "frame-ancestors *" in headers["content-security-policy"]
        assert "x-frame-options" not in headers
    for path in ("play.html", "play"):          # no frameable copy of the full page
        assert page.request.get(site_url + path).status == 404
    for path in ("", "index.html", "index"):
        headers = page.request.get(site_url + path).headers
        assert "frame-ancestors 'self'" in headers["content-security-policy"]
        assert headers["x-frame-options"] == "SAMEORIGIN"


def test_poster_passes_the_deep_link_to_the_game(page, site_url):
    page.goto(site_url + "embed.html?game=bid&seats=human,ai-hard&seed=9")
    assert page.get_by_role("heading", name="Monopoly Bid").is_visible()
    href = page.get_by_role("link", name="Play").get_attribute("href")
    assert href == "./embed.html?play=1&embed=1&game=bid&seats=human%2Cai-hard&seed=9"


@pytest.mark.paced     # the blog's link plays at normal pace
def test_learn_to_play_in_the_frame_on_another_site(context, blog):
    """A reader of the blog opens Learn to play from the frame's menu (no storage there) and the
    lesson's first steps play as on the page itself."""
    page, _, _ = open_blog_and_play(context, blog())
    frame = game_frame(page)
    frame.get_by_role("button", name="Menu").click()
    frame.locator("#game-menu").get_by_role("button", name="Learn to play").click()
    frame.locator("#learn").get_by_role("button", name=re.compile("^Monopoly Bid")).click()
    frame.wait_for_function(LESSON_READY)
    assert frame.locator("#coach-count").inner_text().startswith("Step 1 of 14")
    taps = follow(frame, lambda target: target.click(), stop_at_step=4)
    assert taps >= 3
    assert frame.locator("#coach-steps li.done").count() == 3
    assert page.evaluate("window.scrollY") == HOST_SCROLL, "the lesson scrolled the blog"
