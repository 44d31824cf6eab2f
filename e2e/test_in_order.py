"""The table follows the stage, at normal speed: while a beat's caption stands, the status line, the
players' counters and the lesson coach show the table as of that beat's event, never a later one.

A recorder in the page notes, each time a new caption goes live, the caption, its log line number,
the status line, every player's counters ("5 in hand", "bank 7M", "1/3 sets"), the cards in the
sets, the discard pile and whether the end screen is open; and each time the coach's words change,
whether a caption that stood before was still live. The truth comes from the log: the round (Bid) or
whose turn it is (Deal) as of the caption's last line. The runs are kept short (a few turns of Deal,
one auction of Bid, the first steps of each lesson up to the opponent's first moves).
"""
import random

import pytest

from browser.harness import wait_ready
from browser.lessons import follow
from browser.order import LOG, RECORDER, ROUND, TURN, latest, record
from browser.reader import READY, take_a_quick_turn

pytestmark = pytest.mark.paced

def play(page, site_url, query, enough, turns=40):
    page.set_viewport_size({"width": 1366, "height": 800})
    page.add_init_script(RECORDER)
    page.goto(f"{site_url}?{query}")
    wait_ready(page)
    page.wait_for_function(READY)
    rng = random.Random(3)
    for _ in range(turns):
        if enough(page.evaluate(LOG)):
            break
        take_a_quick_turn(page, rng)
        page.wait_for_function(READY, timeout=120_000)
    else:
        raise AssertionError("the game did not get far enough")
    return record(page), page.evaluate(LOG)


def test_deal_the_status_and_the_turn_follow_the_stage(page, site_url):
    seen, log = play(page, site_url, "game=deal&seats=human,ai-hard,ai-hard&names=Ann,Bo,Cy&seed=21",
                     lambda log: sum(text == "Ann's turn." for _, text in log) >= 2
                     and sum(text == "Cy's turn." for _, text in log) >= 1)
    beats = seen["beats"]
    assert len(beats) >= 6
    for beat in beats:
        owner = latest(log, TURN, beat["n"])
        expected = "Your turn" if owner == "Ann" else f"{owner}'s turn"
        assert owner is None or expected in beat["status"], (beat["caption"], beat["status"])
        assert not beat["outcome"]


def test_bid_the_round_the_reveal_and_the_payment_follow_the_stage(page, site_url):
    seen, log = play(page, site_url, "game=bid&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=21",
                     lambda log: sum(bool(ROUND.match(text)) for _, text in log) >= 2)
    beats = seen["beats"]
    for beat in beats:
        now = int(latest(log, ROUND, beat["n"]) or 1)
        assert f"Round {now} " in beat["status"] + " ", (beat["caption"], beat["status"])
        assert not beat["outcome"]
    reveals = [i for i, beat in enumerate(beats) if beat["caption"].startswith(("Bids revealed", "Raises revealed"))]
    assert reveals
    for i in reveals:
        # while the bids stand, the card is not on anybody's table yet and no money is in the discard pile
        assert sorted(beats[i]["sets"]) == sorted(beats[i - 1]["sets"]), beats[i]["caption"]
        assert beats[i]["discard"] == beats[i - 1]["discard"], beats[i]["caption"]
        won = next((j for j in range(i, min(i + 3, len(beats))) if " wins " in beats[j]["caption"]), None)
        opening = next((j for j in range(i + 1, len(beats)) if ROUND.match(beats[j]["caption"])), None)
        if won is not None and opening is not None:     # by the next round's opening it has landed
            assert len(beats[opening]["sets"]) > len(beats[i]["sets"]), beats[won]["caption"]


# the first step after the opponent's first moves (Deal: Sam's first turn; Bid: the first reveal)
LESSON_STOP = {"deal": 5, "bid": 4}


@pytest.mark.parametrize("game", LESSON_STOP)
def test_the_lesson_coach_speaks_only_once_the_stage_has_shown_the_move(page, site_url, game):
    page.set_viewport_size({"width": 1366, "height": 800})
    page.add_init_script(RECORDER)
    page.goto(f"{site_url}?learn={game}")
    wait_ready(page)
    follow(page, lambda target: target.click(), stop_at_step=LESSON_STOP[game])
    seen = record(page)
    assert seen["coach"] and seen["beats"]
    early = [said["words"] for said in seen["coach"] if said["live"]]
    assert not early, f"the coach spoke while a caption was live: {early}"
