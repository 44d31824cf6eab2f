"""The session on the real games: hot-seat sealed bids (saves: tests/app/test_saves.py)."""
from app.session import Session
from app.settings import parse_query
from lab.samples import walk


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


def test_a_bot_answers_a_trade_offer_at_once_while_its_sender_may_go_on():
    """The sender of an offer stays free to move on, yet a bot it was sent to answers first: the
    player sees the answer instead of a table that waits for their next move."""
    s = Session(parse_query("game=bid&seats=human,ai-normal&names=Ann,Bo&seed=1", 0))
    for _ in walk(s, 3000):
        propose = next((a for a in s.legal() if s.text(str(a)) == "Propose a trade to Bo"), None)
        if propose is not None and s.ai_to_act() is None:
            break
    else:
        raise AssertionError("Ann never could propose a trade")
    s.play(propose)
    s.play(next(a for a in s.legal() if str(a).startswith(("Offer ", "Ask for "))))
    s.play(next(a for a in s.legal() if str(a) == "Send the offer"))
    assert s.state.to_act == (0, 1) and s.human_to_act() == 0     # Ann may go on, Bo must answer
    assert s.ai_to_act() == 1
    s.play_bot_now(1)
    assert s.state.offer is None
    assert any(line.startswith(("Bo accepts", "Bo declines")) for line in s.visible_log()[-3:]), s.visible_log()[-3:]
    assert s.human_to_act() == 0 and s.ai_to_act() is None
