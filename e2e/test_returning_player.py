"""A returning player: the browser kept the snapshot of Python that an earlier visit stored.

Every test context not marked ``cold_start`` starts this way (e2e/warm_boot.py); this test holds
that it really does, and that such a page plays (bots included) like a first visit's."""
from e2e.harness import wait_ready
from e2e.pwa_support import DEEP_LINK, play_a_few_moves


def test_a_returning_players_page_restores_python_from_the_stored_snapshot_and_plays(page, site_url):
    page.goto(site_url + DEEP_LINK)
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.pyBoot") == "snapshot"
    assert page.locator("#engine-text").inner_text() == "Game engine ready."
    assert play_a_few_moves(page, moves=6)
