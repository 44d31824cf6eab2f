"""Fewer taps, no surprise, on a touch phone (390x844): a Deal turn of three plays and End turn takes at
most 7 taps, counted as a person taps (the visible corner of a lit hand card, then what that shows: the
card's one use written on it, or its panel's choice); a single tap never plays a card (tap, Enter,
Escape); the tip on the gestures shows once per browser; and no card that can be tapped moves while
a sealed bid or a payment is built."""
import re

import pytest
from playwright.sync_api import expect

from browser.harness import back_to_menu, wait_ready
from browser.situations import save_files

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
DEAL = "?game=deal&seats=human,ai-easy&seed=3&speed=instant"   # Player 1 starts, properties in hand
LIT = "#table:not(.busy) #hand .can"
CORNER = {"x": 12, "y": 12}   # a fanned hand card's name strip, always in view
LOG_LINES = "document.querySelectorAll('#log li').length"
# Where each card of the hand and the own table is (id, left, top), and whether it can be tapped.
PLACES = """() => Object.fromEntries([...document.querySelectorAll('#hand [data-card], #mine [data-card]')]
  .map((el) => { const r = el.getBoundingClientRect();
  return [el.dataset.card, [Math.round(r.x), Math.round(r.y), el.matches('[data-action]:not([disabled])')]]; }))"""


def log_lines(page) -> int:
    return page.evaluate(LOG_LINES)


def grown(page, lines: int) -> None:
    page.wait_for_function(f"n => {LOG_LINES} > n && !document.querySelector('#table.busy')", arg=lines)


@pytest.mark.browser_context_args(**PHONE)
def test_a_deal_turn_of_three_plays_and_end_turn_takes_at_most_seven_taps(open_game):
    page = open_game(DEAL)
    page.locator(LIT).first.wait_for()
    tip = page.locator("#prompt .tap-tip")
    assert "tap it again to play" in tip.inner_text()          # the gestures, said once
    taps = []

    def tap(target, **where) -> None:
        taps.append(target)
        target.tap(**where)

    for play in range(3):
        lines = log_lines(page)
        tap(page.locator(LIT).first, position=CORNER)
        assert log_lines(page) == lines                        # the first tap plays nothing
        use = page.locator("#hand .picked .card-use")
        if use.count():                                        # one use: written on the card
            assert use.inner_text().startswith(("Play ", "Bank "))
            tap(use)
        else:                                                  # several: the panel's plain play
            tap(page.locator("#card-menu").get_by_role("button", name="Bank").first)
        grown(page, lines)
        if play == 0:
            assert tip.count() == 0                            # a card played: the tip has done its job
    assert "No plays left" in page.locator("#prompt").inner_text()
    tap(page.get_by_role("button", name="End turn"))
    page.wait_for_function("() => document.querySelector('#log').textContent.includes('Bot 2')")
    assert len(taps) <= 7, f"{len(taps)} taps"
    assert "Player 1 plays" in page.locator("#log").inner_text()


@pytest.mark.browser_context_args(**PHONE)
def test_a_single_tap_never_plays_a_card(open_game):
    page = open_game(DEAL)
    page.locator(LIT).first.wait_for()
    # "Got it" puts the tip on the gestures away for good in this browser.
    page.locator("#prompt .tap-tip").get_by_role("button", name="Got it").tap()
    assert page.locator(".tap-tip").count() == 0
    lines = log_lines(page)
    cards = page.locator("#hand .can")
    for i in range(cards.count()):                             # each lit card, tapped once
        card = cards.nth(i)
        card.tap(position=CORNER)
        if page.locator("#card-menu").is_visible():           # several uses: the panel, Cancel
            page.locator("#card-menu").get_by_role("button", name="Cancel").tap()
        else:
            assert card.locator(".card-use").inner_text().strip()
            assert page.locator("#hand .picked").count() == 1   # the pick moves from card to card
        assert log_lines(page) == lines
    page.locator("#mine .mine-head").tap()                     # a tap elsewhere puts the card back
    assert page.locator("#hand .picked").count() == 0
    # The keyboard does the same: Enter picks, Escape puts back, Enter twice plays.
    one_use = page.locator("#hand [data-pick]").first
    one_use.focus()
    page.keyboard.press("Enter")
    assert one_use.locator(".card-use").is_visible() and log_lines(page) == lines
    page.keyboard.press("Escape")
    assert page.locator("#hand .picked").count() == 0
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    grown(page, lines)
    open_game(DEAL)                                            # the tip is not shown again
    page.get_by_role("button", name="Continue it").tap()
    page.locator(LIT).first.wait_for()
    assert page.locator(".tap-tip").count() == 0


@pytest.mark.browser_context_args(**PHONE)
def test_no_card_to_tap_moves_while_a_bid_or_a_payment_is_built(page, site_url, tmp_path):
    saves = save_files(tmp_path, ["bid-sealed-bid", "deal-payment"])
    page.goto(site_url + "?speed=instant")
    wait_ready(page)
    for name, picks in (("bid-sealed-bid", "#hand [data-action^='Add']"),
                        ("deal-payment", "#mine [data-action^='Pay with']")):
        page.set_input_files("#load-file", str(saves[name]))
        page.locator(f"#table:not(.busy) {picks}").first.wait_for()
        page.wait_for_timeout(300)                             # opening animations settle
        if name == "bid-sealed-bid":   # the prompt's line names the card whole ("St. James Place ...")
            whole = re.compile(r"Sealed bids for (St|B)\. .*, set of \d\)\.")
            expect(page.locator("#prompt .prompt-text")).to_contain_text(whole)
        before = page.evaluate(PLACES)
        card = page.locator(picks).first
        picked = card.get_attribute("data-card")
        total = page.locator("#prompt .total").inner_text()
        card.tap(position=CORNER)
        page.wait_for_function("t => document.querySelector('#prompt .total').textContent !== t"
                               " && !document.querySelector('#table.busy')", arg=total)
        page.wait_for_timeout(300)
        after = page.evaluate(PLACES)
        # Nothing the finger may tap next (another card to add) moved; the picked card went into the bid.
        moved = {card: (before[card], place) for card, place in after.items()
                 if place[2] and card != picked and card in before and before[card][:2] != place[:2]}
        assert not moved, f"{name}: moved under the finger: {moved}"
        back_to_menu(page)
