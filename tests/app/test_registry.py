"""The app's registry is the game registry's: every game the engines define has a presenter and a
story, found by name, and nothing else is registered."""
import pytest

import game
from app.registry import entry, names
from app.session import Session
from app.settings import parse_query
from app.table import build as build_table


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
