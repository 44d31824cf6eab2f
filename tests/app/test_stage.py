"""The event stage: every move another player makes reaches the viewer as its own beat, with the
log's sentence as caption, never a secret; a reveal shows every bid at once."""
import random

import pytest

from app.stage import PACE_MS, REVEAL_BEATS
from app.worker_api import WorkerApi
from game import names


def models(query: str, steps: int, seed: int = 1):
    """Models sent to the page while a seeded random human plays against the bots."""
    api = WorkerApi(seed_source=lambda: 5)
    rng = random.Random(seed)
    reply = api.handle({"type": "start", "query": query})
    for _ in range(steps):
        table = next(r["model"] for r in reply if r["type"] == "table")
        yield table
        if table["outcome"]:
            return
        if table["curtain"]:
            reply = api.handle({"type": "lift_curtain"})
        elif table["bot"]:
            reply = api.handle({"type": "ai_step"})
        else:
            choices = [c for c in table["prompt"]["choices"] if c["action"] != "undo"]
            reply = api.handle({"type": "act", "key": rng.choice(choices)["key"]})


@pytest.mark.parametrize("game", names())
def test_every_line_of_the_other_players_is_staged_once_in_order(game):
    names = ["Ann", "Bo", "Cy"]
    staged: list[tuple[int, str]] = []
    dealt = 0      # the deal and what the game's start plays are shown as they are, not staged
    for table in models(f"game={game}&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=3", 150):
        dealt = dealt or table["log"][-1]["n"] + 1
        log = {line["n"]: line["text"] for line in table["log"]}
        for beat in table["stage"]:
            assert beat["caption"] == log[beat["n"]]          # the log's own sentence, whole
            assert beat["hold_ms"] in (PACE_MS["normal"], PACE_MS["normal"] * REVEAL_BEATS)
            staged.append((beat["n"], beat["caption"]))
    numbers = [n for n, _ in staged]
    assert numbers == sorted(set(numbers))                    # in order, each once
    theirs = [(line["n"], line["text"]) for line in table["log"]
              if line["n"] >= dealt and line["text"].startswith(tuple(names[1:]))]
    assert theirs and set(theirs) <= set(staged)


def test_a_bots_draw_is_staged_without_its_cards():
    for table in models("game=deal&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=3", 80):
        for beat in table["stage"]:
            if beat["caption"].startswith(("Bo draws", "Cy draws")):
                assert all(a["card"] is None for a in beat["anims"]) and beat["cards"] == []
            assert not beat["caption"].startswith("You draw") or table["viewer"] == 0


def test_a_reveal_shows_every_bid_and_what_happens_to_the_card():
    reveals = [beat["reveal"] for table in
               models("game=bid&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=3", 150)
               for beat in table["stage"] if beat["reveal"]]
    assert reveals
    for reveal in reveals:
        if reveal["title"].startswith("Sealed"):
            assert [bid["name"] for bid in reveal["bids"]] == ["Ann", "Bo", "Cy"]
        assert all(bid["total"] == sum(bid["values"]) for bid in reveal["bids"])
        assert reveal["card"]["title"] and reveal["card"]["id"] is None
        assert reveal["verdict"]
        winners = [bid for bid in reveal["bids"] if bid["note"] == "Wins"]
        assert len(winners) <= 1 and (not winners or winners[0]["name"] in reveal["verdict"])


def test_behind_a_curtain_the_stage_holds_public_lines_only():
    seen = 0
    for table in models("game=deal&seats=human,human,ai-normal&names=Ann,Bo,Cy&seed=4", 120):
        if table["curtain"]:
            seen += len(table["stage"])
            assert not any(beat["caption"].startswith("You ") for beat in table["stage"])
    assert seen


def test_the_pace_follows_the_speed_setting():
    api = WorkerApi(seed_source=lambda: 5)
    api.handle({"type": "start", "query": "game=deal&seats=human,ai-normal&seed=2"})
    assert api.handle({"type": "pace", "speed": "quick"}) == []
    table = api.handle({"type": "ai_step"})[0]["model"]
    assert table["speed"] == "quick" and "speed=quick" in table["query"]
    reply = api.handle({"type": "pace", "speed": "ludicrous"})
    assert reply[0]["type"] == "error" and "Unknown speed" in reply[0]["message"]
