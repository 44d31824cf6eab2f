"""The page's other ways in, in WebKit: invitation and answer codes (CompressionStream), a lesson's first
steps, and the blog embed from another site (the blog on localhost, the game on 127.0.0.1)."""
import random
from urllib.parse import urlparse

import pytest

from browser.lessons import LESSON_READY, LIT
from e2e.test_embed import BLOG
from e2e.test_invitation_codes import CODEC
from e2e_webkit.webkit_play import LOG_LINES, play_one_move
from tools.serve import serve_in_thread

STREAMS_ITERABLE = "() => Symbol.asyncIterator in ReadableStream.prototype"


def test_invitation_and_answer_codes_round_trip(page, site_url):
    page.goto(site_url)
    page.wait_ready()
    print(f"\nWebKit's streams async iterable: {page.evaluate(STREAMS_ITERABLE)}")
    got = page.evaluate(CODEC, {"safari": False})
    assert got == {"same": True, "spaced": True, "short": True,
                   "damaged": "The code is damaged (cut short or mistyped?).", "bomb": "The code is too large."}


def test_a_lessons_first_steps(page, site_url):
    page.goto(site_url + "?speed=instant")
    page.wait_ready()
    page.click('#learn-offer [data-lesson="deal"]')
    page.wait_for_function(LESSON_READY)
    assert page.text("#coach-count") == "Step 1 of 18: Lay a property"
    for step in range(1, 4):                     # read each step, tap what it lights
        assert page.text("#coach-text").strip() and page.text("#coach-do").startswith("Tap ")
        page.wait_for_function(LESSON_READY)
        while page.text("#coach-count").startswith(f"Step {step} of"):
            page.click(page.wait_for_function(LIT))
            page.wait_for_function(LESSON_READY)
    assert page.count("#coach-steps li.done") == 3


@pytest.fixture
def blog(page, site_url, tmp_path):
    """The blog's URL on localhost: our snippet, copied from the embed page, in a long article."""
    page.goto(site_url + "embed.html")
    snippet = page.wait_for_function("() => document.querySelector('#snippet').value")
    (tmp_path / "blog.html").write_text(BLOG.format(snippet=snippet))
    server = serve_in_thread(tmp_path)
    assert urlparse(site_url).hostname == "127.0.0.1"
    yield f"http://localhost:{server.server_address[1]}/blog.html"
    server.shutdown()
    server.server_close()


def test_the_blog_embed_from_another_site(page, blog):
    page.resize((1366, 1300))                    # the frame's game, whole, in the window
    page.goto(blog)
    with page.frame("iframe"):
        page.click("#play")
    # The frame goes on to the game: Python boots inside it.
    with page.frame("iframe"):
        page.wait_ready()
        assert page.evaluate("() => document.documentElement.dataset.embed") == "1"
        assert "play=1" in page.evaluate("() => location.search")
        lines = page.evaluate(LOG_LINES)
        play_one_move(page, random.Random(2))
        assert page.evaluate(LOG_LINES) > lines
        print("\nthe frame's localStorage:", page.evaluate(
            "() => { try { localStorage.setItem('x', '1'); return 'open'; } catch (e) { return 'blocked'; } }"))
        assert page.evaluate("() => window.__webkitProblems") == []
