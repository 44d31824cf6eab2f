"""The event stage at normal speed, as a person reads it: every move the bots make stands readable on
the table (in the stage's caption or its strip, not only in the log) for at least half a second, at
desktop and phone sizes; in Monopoly Bid every sealed bid stands face up together. The games are cut
short (one round of Deal, one auction of Bid) to keep the suite's time bounded."""
import pytest

from browser.reader import watch

pytestmark = pytest.mark.paced
VIEWPORTS = {"desktop": (1366, 800), "phone": (390, 844)}
READABLE_MS = 500


def play(page, site_url, game: str, viewport: str, enough):
    """Deal and Bid against two Normal bots at normal speed, ``viewport`` sized, until ``enough``."""
    page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS[viewport], strict=True)))
    seen, lines, _ = watch(page, f"{site_url}?game={game}&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=21",
                           ["Bo", "Cy"], enough)
    return seen, lines


def turns_begun(log, name: str) -> int:
    return sum(text == f"{name}'s turn." for _, text in log)


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_every_move_of_the_bots_in_deal_stands_readable(page, site_url, viewport):
    seen, lines = play(page, site_url, "deal", viewport,
                       lambda log: turns_begun(log, "Cy") >= 1 and turns_begun(log, "Ann") >= 2)
    assert len(lines) >= 6
    unread = [text for n, text in lines if seen["best"].get(str(n), 0) < READABLE_MS]
    assert not unread, f"not readable for {READABLE_MS} ms: {unread}"
    assert any(text.startswith("Bo draws 2 cards") for _, text in lines)


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_every_move_of_the_bots_in_bid_stands_readable_and_the_bids_stand_together(page, site_url, viewport):
    seen, lines = play(page, site_url, "bid", viewport,
                       lambda log: any(text.startswith("Bids revealed") for _, text in log))
    unread = [text for n, text in lines if seen["best"].get(str(n), 0) < READABLE_MS]
    assert not unread, f"not readable for {READABLE_MS} ms: {unread}"
    # Every sealed bid face up at once, side by side: one column per player, all readable together.
    assert seen["reveals"]["bids"] == 3 and seen["reveals"]["best"] >= 2 * READABLE_MS
