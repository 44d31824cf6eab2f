"""A full disk never costs a game, as a player meets it: ten finished games kept and the storage full,
a large file imported (it does not fit even without them: every one stays, and the note says this game
was not kept), then a smaller one (only the oldest finished games it needs go, named); the same file
imported twice is one game; lesson progress someone edited starts the lesson again."""
import json

from app import saves
from app.session import Session
from app.settings import parse_query
from browser.harness import wait_ready
from e2e.test_kept_games import open_menu
from e2e.test_storage import FILL, finished_record, put, stored

NOTE = "() => document.querySelector('#keep-note').textContent"


def bots_game(query: str, game_id: str) -> str:
    """A finished game between random bots, as exported."""
    s = Session(parse_query(query, 0))
    while not s.over:
        s.play_bot_now(s.ai_to_act())
    return saves.encode(saves.make_record(s, game_id, 5_000_000))


def import_file(page, path) -> None:
    page.locator("#load-file").set_input_files(str(path))
    page.locator("#table").wait_for()


def test_a_full_disk_loses_no_game_when_a_file_is_imported(page, site_url, tmp_path):
    finished = json.loads(finished_record(1, 0))
    ten = {f"deal-old-{i}": json.dumps(dict(finished, id=f"deal-old-{i}", saved_at=1_000 * i)) for i in range(1, 11)}
    put(page, site_url, ten)
    big = tmp_path / "big.json"          # about 130 KB: more than the ten finished games (about 80 KB)
    big.write_text(bots_game("game=bid&seats=" + ",".join(["ai-random"] * 5) + "&names=A,B,C,D,E&seed=2", "big"))
    assert big.stat().st_size > 100_000, "the big game outgrows the ten finished ones"
    medium = tmp_path / "medium.json"    # about 20 KB: the room of a few finished games
    medium.write_text(bots_game("game=bid&seats=ai-random,ai-random&names=A,B&seed=8", "medium"))
    open_menu(page, site_url)
    page.locator(".kept-item").nth(9).wait_for()
    page.evaluate(FILL, 1 << 20)
    # The large file does not fit even without the ten finished games: every one of them stays.
    import_file(page, big)
    page.wait_for_function(f"() => ({NOTE})().includes('storage is full')")
    note = page.evaluate(NOTE)
    assert "this game is not kept" in note and "none was removed" in note
    assert "Kept: every other saved game (10)" in note
    assert sorted(r["id"] for r in stored(page)) == sorted(ten)
    # A smaller one fits once the oldest finished games go: only as many as it needs, each named.
    open_menu(page, site_url)
    page.locator(".kept-item").nth(9).wait_for()
    import_file(page, medium)
    page.wait_for_function(f"() => ({NOTE})().includes('To make room')")
    kept = {r["id"] for r in stored(page)}
    gone = sorted(set(ten) - kept, key=lambda game_id: int(game_id.rsplit("-", 1)[1]))
    assert "medium" in kept and 1 <= len(gone) < 10
    assert gone == [f"deal-old-{i}" for i in range(1, len(gone) + 1)]        # the oldest, in order
    note = page.evaluate(NOTE)
    assert note.count("Al, Bo") == len(gone)
    assert f"Kept: this game and every other saved game ({10 - len(gone)})" in note
    assert kept == {"medium", *(f"deal-old-{i}" for i in range(len(gone) + 1, 11))}


def test_the_same_file_imported_twice_is_one_game(page, site_url, tmp_path):
    game = tmp_path / "game.json"
    game.write_text(bots_game("game=deal&seats=ai-random,ai-random&names=Al,Bo&seed=3", "from-elsewhere"))
    for visit in range(3):
        open_menu(page, site_url)
        if visit:
            page.locator(".kept-item").first.wait_for()
        import_file(page, game)
        page.wait_for_function("() => Object.keys(localStorage).some(k => k.startsWith('dealbid:game:'))")
        if visit:
            page.wait_for_function(f"() => ({NOTE})().includes('already kept here')")
    assert [r["id"] for r in stored(page)] == ["from-elsewhere"]
    open_menu(page, site_url)
    page.locator(".kept-item").first.wait_for()
    assert page.locator(".kept-item").count() == 1


def test_tampered_lesson_progress_starts_the_lesson_again(page, site_url):
    page.goto(site_url)
    page.evaluate("""() => {
      localStorage.setItem('dealbid:learn:deal', JSON.stringify({at: 5, done: 'x', steps: null, finished: false}));
      localStorage.setItem('dealbid:learn:bid', JSON.stringify({at: 1e9, done: 2, steps: 4, finished: 'no'}));
    }""")
    page.reload()
    wait_ready(page)
    notes = page.locator("[data-lesson-progress]").all_inner_texts()
    assert notes and all(text == "About 5 minutes" for text in notes), notes
    assert not any("NaN" in text or "undefined" in text for text in notes)
