"""The table controller: hot-seat curtain, whose view, bots, narration, saves (fake engine)."""
import pytest

from app import saves
from app.session import Session
from app.settings import Seat, Settings
from game.core.errors import IllegalAction

ANN, BOB, CY = Seat("Ann"), Seat("Bob"), Seat("Cy", "ai", "random")


def session(*seats, variants=(), first=0):
    return Session(Settings("fake", tuple(seats), 7, variants, first))


def bid(s, seat, amount=0):
    action = next(a for a in s.engine.legal_actions(s.state, seat) if str(a) == f"Bid {amount}")
    return s.play(action)


def test_single_human_never_sees_a_curtain(fake):
    s = session(ANN, CY)
    assert s.viewer == 0 and s.curtain() is None
    assert s.human_to_act() == 0 and s.ai_to_act() is None   # humans choose first, bots after
    assert [str(a) for a in s.legal()] == ["Bid 0", "Bid 1"]
    bid(s, 0)
    assert s.ai_to_act() == 1 and s.legal() == [] and s.curtain() is None
    s.play_bot_now(1)
    assert s.human_to_act() == 0 and [str(a) for a in s.legal()] == ["End turn"]


def test_two_humans_start_behind_a_curtain_and_bids_are_collected_one_by_one(fake):
    s = session(ANN, BOB)
    assert s.viewer is None and s.curtain() == "Ann"
    assert s.legal() == []
    assert s.view()["you"] is None     # the table behind the curtain shows public info only
    s.lift_curtain()
    assert s.viewer == 0 and s.curtain() is None and s.view()["you"] == 0
    bid(s, 0, 1)
    # Ann's bid is in; Bob must bid: the curtain hides Ann's view until Bob takes the device.
    assert s.curtain() == "Bob"
    assert s.view()["you"] is None and s.view()["bid"] is None
    assert s.legal() == []
    s.lift_curtain()
    assert s.viewer == 1 and s.view()["bid"] is None   # Bob never sees Ann's sealed bid
    bid(s, 1, 0)
    # The host (Ann) ends the turn: control passes back to her.
    assert s.curtain() == "Ann"


def test_no_curtain_when_the_same_human_keeps_control(fake):
    s = session(ANN, BOB, CY)
    assert s.curtain() == "Ann" and s.ai_to_act() is None
    s.lift_curtain()
    assert s.human_to_act() == 0 and s.curtain() is None
    s.lift_curtain()                   # lifting again changes nothing
    assert s.viewer == 0
    bid(s, 0)
    assert s.curtain() == "Bob"
    s.lift_curtain()
    bid(s, 1)
    # Only the bot is left: it moves while Bob's view stays (no curtain for a bot).
    assert s.ai_to_act() == 2 and s.curtain() is None and s.viewer == 1


def test_private_log_lines_show_only_to_their_seat(fake):
    s = session(ANN, CY)
    bid(s, 0, 1)
    s.play_bot_now(1)
    assert "Ann bids." in s.visible_log() and "you bid 1." in s.visible_log()
    assert not any("bid 0" in line or "bid 1" in line for line in s.visible_log() if "Cy" in line)
    s2 = session(ANN, BOB)
    s2.lift_curtain()
    bid(s2, 0, 1)
    s2.lift_curtain()
    assert "Ann bids." in s2.visible_log() and "you bid 1." not in s2.visible_log()


def test_play_rejects_moves_out_of_turn_without_changing_anything(fake):
    s = session(ANN, BOB)
    s.lift_curtain()
    bid(s, 0, 0)
    before = (s.state, list(s.history), list(s.log))
    with pytest.raises(IllegalAction):
        s.play(fake.Bid(0, 1))
    assert (s.state, s.history, s.log) == before


def test_game_runs_to_an_outcome_with_bots(fake):
    s = session(CY, Seat("Di", "ai", "random"), variants=("fast",))
    while not s.over:
        s.play_bot_now(s.ai_to_act())
    winners, text = s.outcome()
    assert winners and winners[0] in text and "wins" in text


def test_save_and_replay_give_the_same_game(fake):
    s = session(ANN, CY)
    bid(s, 0, 1)
    s.play_bot_now(1)
    loaded = saves.open_text(saves.to_text(s))
    assert loaded.state == s.state and loaded.history == s.history
    assert loaded.settings == s.settings and loaded.log == s.log


def test_text_replaces_seat_placeholders(fake):
    s = session(ANN, BOB, CY)
    assert s.text("{p2} takes Boardwalk from {p0}") == "Cy takes Boardwalk from Ann"


def test_curtain_hides_the_previous_players_private_log_lines(fake):
    s = session(ANN, BOB)
    s.lift_curtain()
    bid(s, 0, 1)
    assert s.curtain() == "Bob" and "you bid 1." not in s.visible_log()
