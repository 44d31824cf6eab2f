"""The event stage: every move another player makes reaches the viewer as its own beat, with the
log's sentence as caption, never a secret; a reveal shows every bid at once."""
import random
import re

import pytest

from app.stage import ASKED_SHARE, OWN_MS, PACE_MS, REVEAL_BEATS, TIE_BEATS
from app.worker_api import WorkerApi
from game import names


def models(query: str, steps: int, seed: int = 1, api: WorkerApi | None = None):
    """Models sent to the page while a seeded random human plays against the bots (in ``api``, to
    look at its session between two moves, or a fresh worker)."""
    api = api or WorkerApi(seed_source=lambda: 5)
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


QUIET = (" is ready.", " is preparing a trade offer.", " drops the trade idea.", " ends the turn.",
         " lets it pass.")


def to_ann(caption, line):
    """Is ``caption`` the log's ``line`` told to Ann: the same sentence, with Ann as "you"?"""
    if "Ann" not in line:
        return caption == line
    return "Ann" not in caption and re.search(r"\b[Yy]ou(r)?\b", caption) is not None


@pytest.mark.parametrize("game", names())
def test_every_line_of_the_other_players_is_told_once_in_order(game):
    """Each beat tells the log lines since the one before it: one line as the log says it, or
    several told together (a turn's opening with its draw, the passes that close an answer window
    with what the action then does, players drawing one after the other);
    only quiet lines (a sealed bid, a trade idea, a payment told with what it bought, the end of a
    turn told by the next turn's opening) go untold."""
    names = ["Ann", "Bo", "Cy"]
    covered: set[int] = set()
    numbers: list[int] = []
    dealt = 0      # the deal and what the game's start plays are shown as they are, not staged
    for table in models(f"game={game}&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=3", 150):
        last = dealt - 1
        dealt = table["log"][-1]["n"] + 1
        log = {line["n"]: line["text"] for line in table["log"]}
        for beat in table["stage"]:
            assert beat["hold_ms"] in (PACE_MS["normal"], PACE_MS["normal"] * REVEAL_BEATS,
                                       PACE_MS["normal"] * TIE_BEATS, OWN_MS, int(PACE_MS["normal"] * ASKED_SHARE))
            told = [n for n in log if last < n <= beat["n"]]
            if len(told) == 1 or to_ann(beat["caption"], log[beat["n"]]):
                assert to_ann(beat["caption"], log[beat["n"]])      # the log's own sentence, whole
            else:
                for n in told:
                    if not log[n].endswith(QUIET) and log[n].startswith(tuple(names[1:])):
                        who = "Everyone" if "Everyone" in beat["caption"] else log[n].split()[0]
                        assert who in beat["caption"], (log[n], beat["caption"])
            covered.update(told)
            numbers.append(beat["n"])
            last = beat["n"]
    assert numbers == sorted(set(numbers))                    # in order, each once
    start = min(numbers)
    theirs = [line["n"] for line in table["log"]
              if line["n"] >= start and line["text"].startswith(tuple(names[1:]))
              and not line["text"].endswith(QUIET) and " pays " not in line["text"]]
    assert theirs and set(theirs) <= covered


def test_an_action_card_nobody_answers_is_one_beat_with_what_it_does():
    """A bot's action card, the passes and what it then does are one caption; what the card's own
    line already says (a Wild!'s colour, a Steal!'s target) is not said twice; a Nope! is told."""
    captions = [beat["caption"] for table in
                models("game=bid&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=21", 120, seed=5)
                for beat in table["stage"]]
    played = [c for c in captions if re.match(r"(Bo|Cy) plays (Wild|Draw|Steal)", c)]
    assert played
    assert any(c.startswith("Cy plays Draw 2! Nobody answers. Cy draws 2 cards") for c in played), played
    assert not any(" places Wild! " in c or " steals " in c for c in played), played
    assert not any(c.startswith("Nobody answers.") and " places Wild! " in c for c in captions), captions


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
            assert [bid["name"] for bid in reveal["bids"]] == ["You", "Bo", "Cy"]
        assert all(bid["total"] == sum(bid["values"]) for bid in reveal["bids"])
        assert reveal["card"]["title"] and reveal["card"]["id"] is None
        assert reveal["verdict"]
        winners = [bid for bid in reveal["bids"] if bid["note"] == "Wins"]
        assert len(winners) <= 1 and (not winners or winners[0]["name"] in reveal["verdict"])
        assert "Ann" not in reveal["verdict"]


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


@pytest.mark.parametrize("game", names())
def test_the_end_of_the_game_comes_after_the_winning_move_is_shown(game):
    """Every beat of the last table but the one that says who won stands over a table still in play
    (its frame), so the end screen and "Game over" wait for the winning move."""
    tables = list(models(f"game={game}&seats=human,ai-normal,ai-normal&names=Ann,Bo,Cy&seed=3", 3000))
    last = tables[-1]
    assert last["outcome"] and last["stage"]
    *before, final = last["stage"]
    for beat in before:
        frame = last["frames"][beat["frame"]] if beat["frame"] >= 0 else last
        assert "Game over" not in frame["status"], (beat["caption"], frame["status"])
    assert final["frame"] == -1 and "Game over" in last["status"]
