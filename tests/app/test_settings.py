"""Deep links and the setup form's query: validated, with clear errors."""
import pytest

from app.narrate import log_lines, names_in
from app.settings import Settings, SettingsError, parse_query
from game import names
from game.core.events import Event


def test_no_game_means_no_deep_link(fake):
    assert parse_query("", 5) is None
    assert parse_query("?foo=1", 5) is None


def test_full_deep_link(fake):
    s = parse_query("?game=fake&seats=human,ai-easy,ai-hard&seed=42&names=Ann,,Zed&variants=fast"
                    "&first=2&speed=instant", 5)
    assert [x.code for x in s.seats] == ["human", "ai-easy", "ai-hard"]
    assert [x.name for x in s.seats] == ["Ann", "Bot 2 (Easy)", "Zed"]
    assert (s.seed, s.variants, s.first, s.speed) == (42, ("fast",), 2, "instant")


def test_defaults(fake):
    s = parse_query("game=fake&seats=human,ai-normal", 99)
    assert (s.seed, s.variants, s.first, s.speed) == (99, (), 0, "normal")
    assert [x.name for x in s.seats] == ["Player 1", "Bot 2 (Normal)"]


def test_setup_form_repeats_seats_and_skips_empty_rows(fake):
    s = parse_query("game=fake&seats=human&names=Ann&seats=&names=&seats=ai-easy&names=Bo"
                    "&fake.variants=fast&other.variants=zzz&seed=", 3)
    assert [x.name for x in s.seats] == ["Ann", "Bo"] and s.variants == ("fast",) and s.seed == 3


def test_setup_form_names_keep_their_commas(fake):
    """The form sends one ``names`` per row: a comma is part of the name, and later rows keep theirs."""
    s = parse_query("game=fake&seats=human&names=Lee%2C+Jr.&seats=&names=&seats=human&names=Bo%2C+Al", 3)
    assert [x.name for x in s.seats] == ["Lee, Jr.", "Bo, Al"]
    assert "names=Lee%2C+Jr.&names=Bo%2C+Al&" in s.to_query()
    assert parse_query(s.to_query(), 1) == s


def test_a_single_names_list_is_still_split_at_commas(fake):
    s = parse_query("game=fake&seats=human,human,human&names=Ann,Bob,Cy", 3)
    assert [x.name for x in s.seats] == ["Ann", "Bob", "Cy"]
    assert "names=Ann%2CBob%2CCy&" in s.to_query()


def test_first_player_counts_setup_form_rows():
    s = parse_query("game=deal&seats=human&seats=&seats=ai-easy&first=2", 0)
    assert s.first == 1 and s.seats[s.first].kind == "ai"
    with pytest.raises(SettingsError, match="seat 2, which is empty"):
        parse_query("game=deal&seats=human&seats=&seats=ai-easy&first=1", 0)


def test_round_trip_through_to_query(fake):
    s = parse_query("game=fake&seats=human,ai-easy&seed=7&variants=fast&first=1&speed=instant", 0)
    assert parse_query(s.to_query(), 1) == s


@pytest.mark.parametrize("query, message", [
    ("game=chess&seats=human,human", "Unknown game"),
    ("game=fake", "no seats"),
    ("game=fake&seats=human", "2 to 4 players"),
    ("game=fake&seats=human,human,human,human,human", "2 to 4 players"),
    ("game=fake&seats=human,robot", "Unknown seat type"),
    ("game=fake&seats=human,human&seed=abc", "seed must be a whole number"),
    ("game=fake&seats=human,human&seed=-4", "between"),
    ("game=fake&seats=human,human&variants=warp", "Unknown rule variant 'warp'"),
    ("game=fake&seats=human,human&first=2", "first player"),
    ("game=fake&seats=human,human&speed=ludicrous", "Unknown speed"),
    ("game=fake&seats=human,human&names=Al,al", "same name"),
    ("game=fake&seats=human,human&names=" + "x" * 30, "too long"),
])
def test_bad_links_give_clear_errors(fake, query, message):
    with pytest.raises(SettingsError, match=message):
        parse_query(query, 1)


def test_real_games_accept_their_deep_links():
    for game in names():
        s = parse_query(f"game={game}&seats=human,ai-easy,ai-normal,ai-hard&seed=3", 0)
        assert isinstance(s, Settings) and len(s.seats) == 4


def test_narration_names_and_private_lines():
    assert names_in("{p1} pays {p0} 2M; {p9} stays", ["Ann", "Bob"]) == "Bob pays Ann 2M; {p9} stays"
    events = [Event("draw", "{p0} draws 2 cards", private={0: "You drew Boardwalk"})]
    assert log_lines(events, ["Ann"]) == [("Ann draws 2 cards.", None), ("You drew Boardwalk.", 0)]
    # A play without events may be secret (a sealed-bid toggle): it is not narrated.
    assert log_lines([], ["Ann", "Bob"]) == []
