"""The session on the real games: hot-seat sealed bids (saves: tests/app/test_saves.py)."""
from app.session import Session
from app.settings import parse_query


def test_bid_hot_seat_collects_sealed_bids_one_by_one_behind_the_curtain():
    s = Session(parse_query("game=bid&seats=human,human,ai-random&names=Ann,Bob,Cy&seed=5", 0))
    assert s.curtain() == "Ann"
    s.lift_curtain()
    start = next(a for a in s.legal() if str(a) == "Start the auction")
    s.play(start)
    assert s.curtain() is None and s.human_to_act() == 0      # Ann bids first, no waiting on Cy
    ann_hand = {c["id"] for c in s.view()["hand"]}
    s.play(next(a for a in s.legal() if str(a).startswith("Add ")))
    s.play(next(a for a in s.legal() if str(a).startswith("Confirm bid")))
    assert s.curtain() == "Bob"
    behind = s.view()
    assert behind["you"] is None and behind["hand"] == [] and behind["bid"] is None
    assert not any("your bid" in line.lower() for line in s.visible_log())
    s.lift_curtain()
    bob = s.view()
    assert bob["you"] == 1 and not bob["bid"]     # nothing of Ann's bid, nothing of his own yet
    assert not ann_hand & {c["id"] for c in bob["hand"]}
    assert [p["has_bid"] for p in bob["players"]][:2] == [True, False]
