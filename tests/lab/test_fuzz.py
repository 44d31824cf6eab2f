"""The fuzzer: a small sample of the scale run (every player count, variant set and seat mix of
both games), and the failure path (saved, replayable)."""
import json

import pytest

from lab import fuzz, invariants


def test_small_sample_of_every_configuration_passes(capsys):
    # 2x deal/bid: players cycle fastest, so 40 games cover each count, variant set and seat mix
    # (checked every 50 plays, as the scale run does; the engines' own tests check every play)
    assert fuzz.main(["all", "--games", "40", "--seed", "7", "--check-every", "50"]) == 0
    out = capsys.readouterr().out
    assert "deal: 40 games" in out and "bid: 40 games" in out and "0 failures" in out


def test_configurations_cover_players_variants_and_seats():
    cases = list(fuzz.cases("deal", 5 * 5 * 3, 0, [2, 3, 4, 5, 6], "all", fuzz.SEAT_MIXES))
    assert {c.players for c in cases} == {2, 3, 4, 5, 6}
    assert {c.variants for c in cases} == {(), ("hand_limit_to_draw_bottom",), ("single_double_rent",),
                                          ("jsn_counts_as_play",),
                                          ("hand_limit_to_draw_bottom", "single_double_rent",
                                           "jsn_counts_as_play")}
    assert {c.seats for c in cases if c.players == 3} >= {("random",) * 3,
                                                          ("random", "normal", "random"),
                                                          ("easy", "normal", "random")}
    assert [c.seed for c in cases] == list(range(len(cases)))


def test_a_failure_is_saved_with_its_actions_and_replays(tmp_path, monkeypatch, capsys):
    real = invariants.check_state
    calls = {"n": 0}

    def broken(engine, state, deck_size):
        calls["n"] += 1
        real(engine, state, deck_size)
        if calls["n"] == 3:
            raise invariants.InvariantViolation("planted violation")

    monkeypatch.setattr(fuzz, "FAILURES", tmp_path / "failures")
    monkeypatch.setattr(invariants, "check_state", broken)
    assert fuzz.main(["deal", "--games", "1", "--seed", "5", "--check-every", "1",
                      "--variants", "none", "--seats", "random"]) == 1
    out = capsys.readouterr().out
    assert "planted violation" in out and "python -m lab.fuzz replay" in out
    saved = json.loads((tmp_path / "failures" / "deal-5.json").read_text())
    assert saved["case"]["seed"] == 5 and len(saved["actions"]) == 3
    monkeypatch.setattr(invariants, "check_state", real)
    monkeypatch.setattr(fuzz, "check_state", real)
    # replaying the recorded actions on the real engine finds no violation
    assert fuzz.main(["replay", str(tmp_path / "failures" / "deal-5.json")]) == 0
    assert "replays without a violation" in capsys.readouterr().out


def test_unknown_variant_is_refused():
    with pytest.raises(SystemExit):
        fuzz.variant_sets("bid", "turbo")
