"""Only real questions: passes nobody needs to be asked about are played by the session, except
responses in hot-seat, which every human is asked so no one learns what another holds."""
from game.bid import actions as bid_actions
from game.deal import actions as deal_actions
from tests.app.walk import session, walk

PASSES = (deal_actions.Accept, deal_actions.Charge, bid_actions.LetPass)


def asked(s):
    """The human decision on screen now, as a list of legal actions ([] if none)."""
    return s.legal()


def test_a_human_against_bots_is_never_asked_a_pass_only_question():
    for game, seed in (("deal", 11), ("deal", 12), ("bid", 13), ("bid", 14)):
        s = session(game, "human,ai-normal,ai-normal", seed)
        for _ in walk(s, 500):
            legal = asked(s)
            if legal:
                # A question the player could answer (a Just Say No / Nope! in hand) is theirs to take.
                rule = s.entry.passive(legal)
                assert rule is None or rule[1] == "answer", f"{game} seed {seed}: asked {legal}"
        passed = [a for a in s.history if a.seat == 0 and isinstance(a, PASSES)]
        assert passed, f"{game} seed {seed}: no pass was ever due"


def test_in_hot_seat_a_response_is_asked_whether_or_not_it_can_be_answered():
    only_accept = only_let_pass = 0
    for game, seed in (("deal", 21), ("deal", 22), ("bid", 23)):
        s = session(game, "human,human,ai-normal", seed)
        for table in walk(s, 500):
            legal = asked(s)
            if legal and all(isinstance(a, deal_actions.Accept) for a in legal):
                only_accept += 1
                assert table.prompt.choices[0].label.startswith("Accept")
            if legal and isinstance(legal[0], bid_actions.LetPass) and len(legal) == 1 + sum(
                    isinstance(a, bid_actions.ProposeTrade) for a in legal):
                only_let_pass += 1
            # Double the Rent is the seat's own add-on: never asked when there is none to add.
            assert [type(a) for a in legal] != [deal_actions.Charge]
    assert only_accept and only_let_pass


def test_a_bot_with_a_single_legal_action_plays_it_at_once():
    s = session("deal", "human,ai-normal", 31)
    for _ in walk(s, 300):
        seat = s.ai_to_act()
        if seat is not None:
            assert len(s.engine.legal_actions(s.state, seat)) > 1
