"""A blog on another origin embeds the game with our snippet: a light poster first, the game on Play."""
from urllib.parse import urlparse

from e2e.harness import BOOT_TIMEOUT_MS
from e2e.pwa_support import browser_context_args  # noqa: F401  (service workers allowed)
from tools.serve import serve_in_thread

POSTER_BUDGET = 100_000  # bytes: no response before Play may be bigger (the runtime is ~15 MB)
BLOG = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A card game blog</title>
<link rel="icon" href="data:,"></head>
<body><article><h1>Try this card game</h1><p>Play it right here:</p>
{snippet}
<p>Thanks for reading.</p></article></body></html>
"""
FRAME_HEIGHT = "document.querySelector('iframe').getBoundingClientRect().height"


def test_snippet_embeds_poster_then_game_on_another_origin(page, context, site_url, tmp_path):
    page.goto(site_url + "embed.html")
    snippet = page.locator("#snippet").input_value()
    site_origin = site_url.rstrip("/")
    assert f'event.origin !== "{site_origin}"' in snippet
    assert f'src="{site_url}embed.html?game=deal&amp;' in snippet

    (tmp_path / "blog.html").write_text(BLOG.format(snippet=snippet))
    blog = serve_in_thread(tmp_path)
    try:
        host, port = blog.server_address[:2]
        assert urlparse(site_url).port != port
        page = context.new_page()  # a fresh page: no late response of the snippet page in the count
        page.set_default_timeout(BOOT_TIMEOUT_MS)
        responses = []
        page.on("response", lambda response: responses.append(response))
        page.goto(f"http://{host}:{port}/blog.html")
        poster = page.frame_locator("iframe")
        play = poster.get_by_role("link", name="Play")
        play.wait_for()
        assert poster.get_by_role("heading", name="Monopoly Deal").is_visible()
        # The frame reports the poster's height and the blog's listener applies it (420 px in the snippet).
        page.wait_for_function(f"() => {FRAME_HEIGHT} !== 420")
        page.wait_for_load_state("networkidle")
        poster_height = page.evaluate(FRAME_HEIGHT)
        sizes = {r.url: len(r.body()) for r in responses}
        print(f"\nbefore Play: {len(sizes)} responses, {sum(sizes.values())} bytes, "
              f"largest {max(sizes.values())} bytes; poster frame {poster_height:.0f} px")
        assert max(sizes.values()) < POSTER_BUDGET, sizes
        assert not [url for url in sizes if "/vendor/" in url or url.endswith(".py")], sizes

        play.click()
        poster.locator("html[data-py-ready='1']").wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
        game_frame = next(f for f in page.frames if "play.html" in f.url)
        assert "game=deal" in game_frame.url
        assert game_frame.evaluate("document.documentElement.dataset.embed") == "1"
        # The started game's address (what a reload opens) keeps the compact embed layout.
        assert "embed=1" in game_frame.evaluate("location.search")
        page.wait_for_function(f"() => {FRAME_HEIGHT} !== {poster_height}")
        print(f"game frame {page.evaluate(FRAME_HEIGHT):.0f} px")
    finally:
        blog.shutdown()
        blog.server_close()


def test_embed_pages_allow_framing_and_the_game_page_does_not(page, site_url):
    for path in ("embed.html", "play.html"):
        headers = page.request.get(site_url + path).headers
        assert "frame-ancestors *" in headers["content-security-policy"]
        assert "x-frame-options" not in headers
    for path in ("", "index.html"):
        headers = page.request.get(site_url + path).headers
        assert "frame-ancestors 'self'" in headers["content-security-policy"]
        assert headers["x-frame-options"] == "SAMEORIGIN"


def test_poster_passes_the_deep_link_to_the_game(page, site_url):
    page.goto(site_url + "embed.html?game=bid&seats=human,ai-hard&seed=9")
    assert page.get_by_role("heading", name="Monopoly Bid").is_visible()
    href = page.get_by_role("link", name="Play").get_attribute("href")
    assert href == "./play.html?embed=1&game=bid&seats=human%2Cai-hard&seed=9"
