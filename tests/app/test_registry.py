"""The app's registry is the game registry's: every game the engines define has a presenter and a
story, found by name, and nothing else is registered."""
import pytest

import game
from app.registry import entry, names
from app.session import Session
from app.settings import parse_query
from app.table import build as build_table
from app.tutorial import lesson, lessons


def test_the_app_knows_exactly_the_engines_games() -> None:
    assert names() == game.names()
    with pytest.raises(KeyError, match="unknown game 'chess'"):
        entry("chess")


@pytest.mark.parametrize("name", game.names())
def test_every_game_is_presented_and_told(name: str) -> None:
    item = entry(name)
    assert item.engine is game.engine(name)
    session = Session(parse_query(f"?game={name}&seats=human,ai-easy&seed=3", 0))
    assert build_table(session).seats[0].name
    charts, moments = item.story([session.state], ["Ann", "Bo"])
    assert [len(c["series"]) for c in charts] == [2, 2] and moments


@pytest.mark.parametrize("name", game.names())
def test_a_games_words_lesson_and_end_are_found_by_its_name(name: str) -> None:
    item = entry(name)
    assert item.rules.startswith("<p><strong>Goal:</strong>") and item.rules.endswith("</p>\n")
    assert lessons()[name] is item.lesson is lesson(name) and item.lesson.seed >= 0
    session = Session(parse_query(f"?game={name}&seats=ai-random,ai-random&seed=5", 0))
    while not session.over:
        session.play_bot_now(session.ai_to_act())
    winners, sentence = session.outcome() or ([], "")
    reason = session.state.outcome.to_json()["reason"]
    assert reason in item.outcome_words and sentence.endswith(f": {item.outcome_words[reason]}.")
    assert winners[0] in sentence


def test_no_lesson_for_a_name_that_is_no_game() -> None:
    assert lesson("chess") is None and set(lessons()) <= set(game.names())
