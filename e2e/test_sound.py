"""The table's sound: nothing is made before the player's first tap (no AudioContext exists), a
tap's move makes one, the Sound button's choice survives a reload, and in a blog frame the sound
starts off."""
from browser.harness import play_card

# Counts the AudioContexts the page makes and the sounds it starts, before any of its scripts run.
COUNT_AUDIO = """(() => {
  window.audioLog = { contexts: 0, sounds: 0 };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.audioLog.contexts += 1; }
    createOscillator() { window.audioLog.sounds += 1; return super.createOscillator(); }
    createBufferSource() { window.audioLog.sounds += 1; return super.createBufferSource(); }
  };
})();"""
BOT_FIRST = "?game=deal&seats=human,ai-easy&seed=3&first=1&speed=quick"


def test_no_sound_before_a_tap_and_a_tap_makes_one(page, open_game):
    page.add_init_script(COUNT_AUDIO)
    open_game(BOT_FIRST)
    # The bot's whole turn is staged (its beats would sound), then the player is asked.
    page.locator("#table:not(.busy) #hand .can").first.wait_for()
    assert page.evaluate("window.audioLog") == {"contexts": 0, "sounds": 0}
    assert page.get_by_role("button", name="Sound on").is_visible()
    play_card(page, page.locator("#hand .can").first)
    page.wait_for_function("() => window.audioLog.sounds > 0")
    assert page.evaluate("window.audioLog.contexts") == 1


def test_the_sound_button_is_remembered_and_starts_off_in_a_frame(open_game):
    page = open_game("?game=deal&seats=human,ai-easy&seed=3&speed=instant")
    page.get_by_role("button", name="Sound on").click()
    assert page.locator("#sound").get_attribute("aria-pressed") == "false"
    page.reload()
    page.locator("#hand [data-card]").first.wait_for()
    assert page.get_by_role("button", name="Sound off").is_visible()
    page.get_by_role("button", name="Sound off").click()
    page.evaluate("localStorage.removeItem('dealbid:sound')")    # a reader who never chose
    page.goto(page.url + "&embed=1")
    page.locator("#hand [data-card]").first.wait_for()
    assert page.get_by_role("button", name="Sound off").is_visible()
