"""The stage's words: captions addressed to the viewer say "you", a whole answer window that
nobody answers is one caption told with what the card then does, and the viewer's own pass (or an
answer only the viewer could have given) is no beat. What the viewer may not know (whether a bot
held a Nope!) changes nothing on the stage."""

import pytest

from app.narrate import names_in
from app.worker_api import WorkerApi
from game.bid.cards import KIND, NOPE
from tests.app.test_stage import models

NAMES = ["Ann", "Bo", "Cy"]


@pytest.mark.parametrize(("template", "you", "said"), [
    ("{p0} banks 3M", 0, "You bank 3M"),
    ("{p1} charges {p0} 3M", 0, "Bo charges you 3M"),
    ("{p1} charges {p0} 3M", None, "Bo charges Ann 3M"),
    ("{p1} charges {p0} 3M", 1, "You charge Ann 3M"),
    ("{p0}'s turn", 0, "Your turn"),
    ("{p2} steals Boardwalk from {p0}", 0, "Cy steals Boardwalk from you"),
    ("{p0} is ready", 0, "You are ready"),
    ("{p0} has nothing to pay {p1}", 0, "You have nothing to pay Bo"),
    ("Round 3: {p0} hosts", 0, "Round 3: You host"),
    ("Tie! {p0} and {p2} may each secretly add money", 0, "Tie! You and Cy may each secretly add money"),
    ("Bids revealed: {p1} 2M, {p0} 5M", 0, "Bids revealed: Bo 2M, you 5M"),
    ("{p1}'s Steal! takes {p0}'s Boardwalk", 0, "Bo's Steal! takes your Boardwalk"),
    ("{p0} passes", 0, "You pass"),
])
def test_words_addressed_to_a_seat(template, you, said):
    assert names_in(template, NAMES, you) == said


def tables(query, steps, seed=1):
    """``(table, nopes)`` while a seeded random human plays against the bots: ``nopes`` are the
    seats that held a Nope! before the move that led to the table (the truth the viewer may not see)."""
    api = WorkerApi(seed_source=lambda: 5)
    nopes = set()
    for index, table in enumerate(models(query, steps + 1, seed, api)):
        if index:
            yield table, nopes
        nopes = {seat for seat, hand in enumerate(api.session.state.hands) if any(KIND[c] == NOPE for c in hand)}


def test_a_window_nobody_answers_is_one_caption_with_what_the_card_does():
    nobody = []
    for table, _ in tables("game=bid&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=21", 300):
        for beat in table["stage"]:
            assert "let it pass" not in beat["caption"] and "lets it pass" not in beat["caption"]
            assert "Ann" not in beat["caption"]            # Ann is "you" on her own screen
            if beat["caption"].startswith("Nobody answers. "):
                nobody.append(beat["caption"])
    assert nobody
    rest = [caption.removeprefix("Nobody answers. ") for caption in nobody]
    assert all(said.startswith(("Bo ", "Cy ", "You ", "The Nope!")) for said in rest), rest


def test_an_answer_only_the_viewer_could_give_is_no_beat():
    """Heads-up, the viewer is the only one who may answer the bot's cards: when they let one pass
    (holding no Nope!, or choosing to), the stage goes straight to what the card does."""
    said = [beat["caption"] for table, _ in
            tables("game=bid&seats=human,ai-normal&names=Ann,Bo&seed=21", 300) for beat in table["stage"]]
    assert any(caption.startswith(("Bo plays Wild!", "Bo plays Draw 2!", "Bo plays Steal!")) for caption in said), said
    assert not any(caption.startswith(("Nobody answers. Bo ", "Ann lets", "You let")) or
                   (caption.startswith("Bo plays") and "Nobody answers" in caption) for caption in said)
    assert any(caption.startswith("Nobody answers. You ") for caption in said)   # Bo answers the viewer's


def test_a_bot_that_could_not_answer_is_told_like_one_that_chose_not_to():
    """Whether the other bot held a Nope! (and thought) or held none (and passed at once), the
    window is told the same way: the card and "Nobody answers." in one beat, in one table."""
    held = {True: 0, False: 0}
    for table, nopes in tables("game=bid&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=21", 400, seed=3):
        for beat in table["stage"]:
            words = beat["caption"]
            if words.startswith(("Bo plays ", "Cy plays ")) and " Nobody answers." in words:
                host = words.split()[0]
                other = 2 if host == "Bo" else 1
                held[other in nopes] += 1
            assert not words.startswith(("Bo lets", "Cy lets"))
    assert held[True] and held[False], held


def test_hot_seat_captions_say_you_to_the_player_holding_the_device():
    """Hot-seat: behind the curtain the stage names everyone; once a player takes the device the
    stage speaks to them ("you") and names the other player."""
    seen = {"curtain": 0, "Ann": 0, "Bo": 0}
    for table, _ in tables("game=deal&seats=human,human,ai-normal&names=Ann,Bo,Cy&seed=4", 160):
        captions = [beat["caption"] for beat in table["stage"]]
        if table["curtain"]:
            seen["curtain"] += len(captions)
            assert not any("You" in c.split() or "you" in c.split() or "Your" in c.split() for c in captions)
            continue
        me = NAMES[table["viewer"]]
        for caption in captions:
            assert me not in caption, (me, caption)
            seen[me] += caption.startswith(("You ", "Your ")) or " you" in caption
    assert all(seen.values()), seen


def test_the_bots_sealed_bids_come_in_one_step():
    """Moves that tell nobody anything yet (each bot's sealed bid, card by card) are played in one
    step of the worker: after the player's bid, the next table already reveals the bids."""
    api = WorkerApi(seed_source=lambda: 5)
    table = api.handle({"type": "start", "query": "game=bid&seats=human,ai-normal,ai-normal&seed=21"})[0]["model"]

    def tap(label):
        key = next(c["key"] for c in table["prompt"]["choices"] if c["label"] == label)
        return api.handle({"type": "act", "key": key})[0]["model"]
    table = tap("Start the auction")
    table = tap("Bid nothing")
    assert table["bot"] and not table["stage"]
    table = api.handle({"type": "ai_step"})[0]["model"]
    assert [beat["reveal"]["title"] for beat in table["stage"]] == ["Sealed bids revealed"]
