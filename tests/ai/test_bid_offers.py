"""Monopoly Bid bots don't nag: a trade offer the player declines is not made again (nor another
one) in the same round, and Normal trades only in its own round."""
import random
import re

import pytest

from app.worker_api import WorkerApi
from game import engine
from game.ai.bid_heuristic import OFF_TURN, POLICY
from game.ai.levels import bot_for_level
from game.ai.policy import NEVER
from game.bid.actions import ProposeTrade

ROUND = re.compile(r"Round (\d+)")


def offers_to_the_player(seed: int, level: str) -> list[tuple[int, str]]:
    """(round, line) of every offer a bot makes the player, who declines each one, up to the end
    of the round of the first decline (the player otherwise plays seeded random moves)."""
    api = WorkerApi(seed_source=lambda: seed)
    rng = random.Random(seed)
    reply = api.handle({"type": "start",
                        "query": f"game=bid&seats=human,ai-{level},ai-{level}&seed={seed}&speed=instant"})
    declined_in = None
    while True:
        table = next(r["model"] for r in reply if r["type"] == "table")
        if table["outcome"] or (declined_in is not None and api.session.state.round > declined_in):
            break
        if table["bot"]:
            reply = api.handle({"type": "ai_step"})
            continue
        choices = [c for c in table["prompt"]["choices"] if c["action"] != "undo"]
        decline = [c for c in choices if c["label"].startswith("Decline")]
        if decline and declined_in is None:
            declined_in = api.session.state.round
        own = [c for c in choices if "trade" not in c["label"].lower()] or choices
        reply = api.handle({"type": "act", "key": (decline or [rng.choice(own)])[0]["key"]})
    found, now = [], 0
    for text, _ in api.session.log:
        if (start := ROUND.match(text)) is not None:
            now = int(start.group(1))
        if " offers Player 1 " in text:
            found.append((now, text))
    return found


@pytest.mark.parametrize(("seed", "level"), [(2, "normal"), (1, "normal")])
def test_a_declined_offer_is_not_made_again_in_the_same_round(seed, level):
    offers = offers_to_the_player(seed, level)
    assert offers                                         # the seed does bring an offer
    rounds = [r for r, _ in offers]
    assert len(rounds) == len(set(rounds)), offers        # one offer to the player per round at most


def play_bid(players: int, seed: int, choose) -> None:
    """A Bid game of ``players`` dealt by ``seed``, played to its end (3000 moves at most): each move is
    ``choose(seat, view, legal)``."""
    eng = engine("bid")
    state = eng.new_game(players, seed)
    for _ in range(3000):
        if state.outcome is not None:
            return
        seat = state.to_act[0]
        state = eng.play(state, choose(seat, eng.view(state, seat), eng.legal_actions(state, seat)))


def test_outside_its_round_a_trade_is_for_hards_search_only():
    """While another card waits on answers the heuristic (Normal) never offers a trade (every other
    move scores higher), but the offer is not a never-move either: Hard's search may try it (in the
    arena that is part of Hard's edge over Normal; see the README's AI section)."""
    bot = bot_for_level("bid", "normal")
    rng = random.Random(4)
    seen = 0

    def choose(seat, view, legal):
        nonlocal seen
        if view["phase"] == "window" and any(isinstance(a, ProposeTrade) for a in legal):
            scores = POLICY.scores(view, legal)
            trades = [s for a, s in zip(legal, scores, strict=True) if isinstance(a, ProposeTrade)]
            fresh = view["players"][seat]["offers_left"] == view["rules"]["offers_per_round"]
            # an offer with a good swap, once a round; any other is a never-move (no idea dropped)
            assert all(s in ((OFF_TURN, NEVER) if fresh else (NEVER,)) for s in trades)
            assert max(scores) > OFF_TURN > NEVER
            seen += OFF_TURN in trades
        return bot.choose(view, legal, rng)

    play_bid(3, 4, choose)
    assert seen


def test_hard_never_plays_a_move_the_heuristic_would_never_make():
    """Hard never plays a move the heuristic would never make (a trade offer it would drop at once,
    a second offer in a round): no trade idea is announced and dropped."""
    hard, normal = bot_for_level("bid", "hard", iterations=12), bot_for_level("bid", "normal")
    rng = random.Random(1)      # a deal where a search that plays never-moves plays two
    seen = 0

    def choose(seat, view, legal):
        nonlocal seen
        action = (hard if seat == 0 else normal).choose(view, legal, rng)
        if seat == 0 and not POLICY.is_tactical(view, legal):
            scores = POLICY.scores(view, legal)
            if NEVER in scores and max(scores) > NEVER:
                seen += 1
                assert scores[legal.index(action)] != NEVER, (view["phase"], action)
        return action

    play_bid(2, 1, choose)
    assert seen
