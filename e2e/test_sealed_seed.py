"""Where this browser can't seal a hot-seat game's seed (IndexedDB blocked), the game plays on but is
not kept while hands are hidden, and a line says so: no record with the seed in clear is written."""
from browser.harness import wait_ready
from e2e.test_storage import stored

NO_INDEXEDDB = """Object.defineProperty(window, "indexedDB", { configurable: true,
  get: () => { throw new DOMException("storage is disabled", "SecurityError"); } });"""


def test_a_hot_seat_game_that_cannot_be_sealed_is_not_kept_and_says_so(page, site_url):
    page.add_init_script(NO_INDEXEDDB)
    page.goto(site_url + "?game=bid&seats=human,human&names=Ann,Bea&speed=instant")
    wait_ready(page)
    page.click("#curtain-go")
    page.click('[data-action="Start the auction"]')
    page.wait_for_function("() => document.querySelector('#keep-note').textContent"
                           ".includes('not kept in this browser')")
    assert stored(page) == []
    # With one human nothing is hidden from another person here: that game is kept as before.
    page.goto(site_url + "?game=bid&seats=human,ai-easy&names=Ann,Bo&seed=5&speed=instant")
    wait_ready(page)
    page.wait_for_function("() => Object.keys(localStorage).some(k => k.startsWith('dealbid:game:'))")
    [record] = stored(page)
    assert record["seed"] == 5 and "sealed" not in record
