"""Kept games across an update, as a player meets them: a game kept by the release before (a record
of tests/fixtures/release-8fd38f7) continues where it was and is kept again in this version's form;
a game whose move no longer plays is not dropped: Continue says which move, the game stays listed
with a Replay button, and the replay runs up to the move before."""
import json

from browser.harness import ROOT
from e2e.test_kept_games import open_menu, your_move
from e2e.test_storage import put

RELEASE = ROOT / "tests" / "fixtures" / "release-8fd38f7"
KEPT = "id => JSON.parse(localStorage.getItem('dealbid:game:' + id))"


def release_record(name: str) -> dict:
    return json.loads(json.loads((RELEASE / f"{name}.json").read_text())["record"])


def test_a_game_kept_by_the_release_before_continues_and_is_kept_again(page, site_url):
    old = release_record("deal-vs-bots-midgame")
    put(page, site_url, {old["id"]: json.dumps(old)})
    open_menu(page, site_url)
    assert "Ann, Bo, Cy" in page.locator("#continue-text").inner_text()
    page.locator("#continue").click()
    your_move(page)
    assert page.locator("#setup-error").is_hidden()
    page.wait_for_function(f"id => ({KEPT})(id).schema === 3", arg=old["id"])
    kept = page.evaluate(KEPT, old["id"])
    assert kept["actions"][:len(old["actions"])] == old["actions"] and kept["digest"] != old["digest"]


def test_a_game_whose_move_no_longer_plays_is_kept_and_offered_as_a_replay(page, site_url):
    broken = release_record("bid-vs-bots-midgame")
    move = broken["actions"][11]
    broken["actions"][11] = {**move, "seat": (move["seat"] + 1) % len(broken["seats"])}
    put(page, site_url, {broken["id"]: json.dumps(broken)})
    open_menu(page, site_url)
    page.locator("#continue").click()
    page.locator("#setup-error").wait_for()
    words = "can't be continued: move 12 no longer plays — watch the replay up to move 11."
    assert page.locator("#setup-error").inner_text().endswith(words)
    item = page.locator(".kept-item.aside")
    item.wait_for()
    assert words in item.inner_text()
    item.get_by_role("button", name="Replay").click()
    page.locator("#replay-step", has_text="Move 0 of 11").wait_for()
    assert "can't be continued" in page.locator("#replay-title").inner_text()
    page.locator("#replay-end").click()
    page.locator("#replay-step", has_text="Move 11 of 11").wait_for()
    assert page.locator("#replay-line").inner_text().endswith(words)
    assert page.evaluate(KEPT, broken["id"])["actions"] == broken["actions"]     # kept as it was
