"""The game menu's settings during a game: when you are asked about a Just Say No / Nope! can be
changed there (it travels in the game's address, so a reload keeps it); a lesson keeps its own."""
from browser.harness import wait_ready
from browser.lessons import LESSON_READY
from e2e.pwa_support import play_a_few_moves

ASK = "When you hold a Just Say No or Nope!"


def open_menu(page):
    page.get_by_role("button", name="Menu", exact=True).click()
    return page.get_by_role("dialog", name="Game menu")


def test_the_ask_setting_changed_in_the_game_menu_holds_and_survives_a_reload(open_game):
    page = open_game("?game=deal&seats=human,ai-easy&seed=7&speed=instant")
    menu = open_menu(page)
    choice = menu.get_by_label(ASK)
    assert choice.input_value() == "aimed"
    choice.select_option(label="Ask me every time")
    menu.get_by_role("button", name="Back to the game").click()
    play_a_few_moves(page, moves=2)
    page.wait_for_function("() => location.search.includes('ask=always')")
    page.reload()
    wait_ready(page)
    page.locator("#hand [data-card]").first.wait_for()
    assert open_menu(page).get_by_label(ASK).input_value() == "always"


def test_a_lesson_offers_no_ask_setting(page, site_url):
    page.goto(site_url + "?learn=deal&speed=instant")
    wait_ready(page)
    page.wait_for_function(LESSON_READY)
    menu = open_menu(page)
    assert menu.get_by_label("Pace of the other players' moves").is_visible()
    assert not menu.get_by_text(ASK).is_visible()
