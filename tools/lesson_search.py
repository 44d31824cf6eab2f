"""Find the prepared deals of the Learn to play lessons (``app/tutorial``).

A lesson is a real game from a fixed seed: every move, the learner's and the scripted opponent's, is
a legal action of the real engine. This tool plays seeds with a *director* per game — a simple
policy for the learner (seat 0) and a helpful one for the opponent (seat 1) that sets up what the
lesson must show — and prints, for the shortest game in which every idea of the lesson happens and
the learner wins, the seed and the moves as the engine labels them. The lesson text in
``app/tutorial/<game>.py`` was then written around those moves by hand, and a move changed where
another legal one teaches better (Deal: the learner pays 2M exactly with two 1M cards, not with the
5M; the rest of that game is the same).

    .venv/bin/python tools/lesson_search.py deal --seeds 2000
    .venv/bin/python tools/lesson_search.py bid --seeds 2000 --show 17
"""
import argparse
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.session import Session
from app.settings import Seat, Settings
from app.tutorial.lesson import LEARNER_NAME, OPPONENT_NAME
from game import bid, deal
from game.bid import actions as bid_actions
from game.core.actions import Action
from game.deal import actions as deal_actions
from game.deal.view_types import DealView

Director = Callable[[Session, int, list[Action], dict[str, int]], Action]
LEARNER, OPPONENT = 0, 1


def deal_state(session: Session) -> deal.State:
    """The state of the Deal lesson's session."""
    state = session.state
    assert isinstance(state, deal.State), session.settings.game
    return state


def bid_state(session: Session) -> bid.State:
    """The state of the Bid lesson's session."""
    state = session.state
    assert isinstance(state, bid.State), session.settings.game
    return state


def kind(action: Action) -> str:
    return type(action).__name__


def first(legal: list[Action], *kinds: str) -> Action | None:
    """The first legal action of the first of ``kinds`` that has one."""
    for name in kinds:
        found = [a for a in legal if kind(a) == name]
        if found:
            return found[0]
    return None


# --- Monopoly Deal --------------------------------------------------------------------------------
def deal_director(session: Session, seat: int, legal: list[Action], seen: dict[str, int]) -> Action:
    view = deal.view(deal_state(session), seat)
    hand = {c["id"]: c for c in view["hand"]}
    other = view["players"][1 - seat]
    if seat == LEARNER:
        for name in ("JustSayNo", "ConfirmPayment", "Accept"):
            if (a := first(legal, name)) is not None:
                return a
        pays = [a for a in legal if isinstance(a, deal_actions.PaySelect)]
        if pays:
            return max(pays, key=lambda a: view_value(view, a.card))
        props = [a for a in legal if isinstance(a, deal_actions.PlayProperty) and hand[a.card]["kind"] == "property"]
        if props:
            return props[0]
        for name in ("SlyDeal",):
            if (a := first(legal, name)) is not None:
                return a
        rents = [a for a in legal if isinstance(a, deal_actions.Rent) and other["bank_total"] > 0]
        if rents and not seen.get("rent"):
            return rents[0]
        if (a := first(legal, "Charge")) is not None:
            return a
        money = [a for a in legal if isinstance(a, deal_actions.Bank) and hand[a.card]["kind"] == "money"]
        if money:
            return money[0]
        wild = [a for a in legal if isinstance(a, deal_actions.PlayProperty)]
        if wild:
            return wild[0]
        return first(legal, "PassGo", "PlaceWild", "Discard", "EndTurn") or legal[0]
    # The opponent: pays with its smallest cards, never says no, and attacks only to show a rule.
    for name in ("Accept", "ConfirmPayment"):
        if (a := first(legal, name)) is not None:
            return a
    pays = [a for a in legal if isinstance(a, deal_actions.PaySelect)]
    if pays:
        return min(pays, key=lambda a: view_value(view, a.card))
    learner_hand = deal.view(deal_state(session), LEARNER)["hand"]
    holds_no = any(c.get("action") == "just_say_no" for c in learner_hand)
    mine = view["players"][seat]
    if holds_no and not seen.get("jsn") and seen.get("sly"):
        attack = first(legal, "DebtCollector")
        if attack is not None:
            return attack
    if other["bank_total"] > 0 and not seen.get("paid") and mine["table_value"] > 0:
        rents = [a for a in legal if isinstance(a, deal_actions.Rent)]
        if rents:
            return rents[0]
    if (a := first(legal, "Charge")) is not None:
        return a
    props = [a for a in legal if isinstance(a, deal_actions.PlayProperty) and mine["complete_sets"] == 0]
    if props:
        return props[0]
    money = [a for a in legal if isinstance(a, deal_actions.Bank) and hand[a.card]["kind"] == "money"]
    if money:
        return money[0]
    return first(legal, "PlaceWild", "Discard", "EndTurn") or legal[0]


def view_value(view: DealView, card: int) -> int:
    """The money value of a card the seat could pay with (bank or table)."""
    you = view["you"]
    assert you is not None      # a seat's own view
    for c in view["players"][you]["bank"]:
        if c["id"] == card:
            return int(c["value"])
    return 10 if view["you"] == OPPONENT else -1


def deal_seen(action: Action, session: Session, seen: dict[str, int]) -> None:
    name = kind(action)
    if action.seat == LEARNER:
        key = {"PlayProperty": "property", "Bank": "bank", "Rent": "rent", "SlyDeal": "sly",
               "JustSayNo": "jsn", "ConfirmPayment": "paid"}.get(name)
        if key:
            seen[key] = seen.get(key, 0) + 1
        if deal.view(deal_state(session), LEARNER)["players"][LEARNER]["complete_sets"]:
            seen["set"] = 1


# --- Monopoly Bid ---------------------------------------------------------------------------------
def bid_director(session: Session, seat: int, legal: list[Action], seen: dict[str, int]) -> Action:
    state = bid_state(session)
    if seat == LEARNER:
        for name in ("PlayNope", "AcceptOffer", "PlaceCard"):
            if (a := first(legal, name)) is not None:
                return a
        if state.phase == "host":
            trade = trade_step(session, legal, seen)
            if trade is not None:
                return trade
            wilds = [a for a in legal if isinstance(a, bid_actions.PlayWild)]
            if wilds:
                return max(wilds, key=lambda a: wild_worth(session, a.color))
            return first(legal, "PlaySteal", "StartAuction") or legal[0]
        if state.phase in ("bid", "raise"):
            return bid_step(session, seat, legal, seen)
        return first(legal, "LetPass", "ConfirmBid") or legal[0]
    # The opponent: tie once to show the raise round, play a Steal! the learner can Nope!, accept
    # the learner's trade, otherwise bid nothing.
    if (a := first(legal, "AcceptOffer")) is not None:
        return a
    if state.phase == "host":
        learner_hand = bid.view(state, LEARNER)["hand"]
        holds_nope = any(c["name"] == "Nope!" for c in learner_hand)
        if holds_nope and not seen.get("nope") and (a := first(legal, "PlaySteal")) is not None:
            return a
        return first(legal, "StartAuction") or legal[0]
    if state.phase in ("bid", "raise"):
        return bid_step(session, seat, legal, seen)
    return first(legal, "LetPass", "PlaceCard") or legal[0]


def wild_worth(session: Session, color: str) -> tuple[int, int]:
    """How much a Wild! of ``color`` helps the learner: (finishes a set, cards it joins)."""
    from game.bid.cards import COLOR_INDEX, SIZE_OF
    ci = COLOR_INDEX[color]
    groups = [len(g) - 1 for g in bid_state(session).sets[LEARNER] if g[0] == ci]
    best = max((n for n in groups if n < SIZE_OF[ci]), default=0)
    return (int(best + 1 == SIZE_OF[ci]), best)


def trade_step(session: Session, legal: list[Action], seen: dict[str, int]) -> Action | None:
    """The learner builds one trade: one card offered for one asked."""
    if seen.get("offered"):
        return None
    names = [kind(a) for a in legal]
    if "SendOffer" in names and ("AskCard" not in names or seen.get("asked")):
        seen["offered"] = 1
        return first(legal, "SendOffer")
    theirs = sum(len(group) - 1 for group in bid_state(session).sets[OPPONENT])
    if "ProposeTrade" in names and seen.get("steal") and seen.get("wild") and theirs:
        return first(legal, "ProposeTrade")
    if "CancelOffer" in names:
        offered = any(kind(a) == "DropCard" for a in legal)
        a = first(legal, "AskCard") if offered else first(legal, "OfferCard")
        seen["asked"] = int(offered and a is not None)
        if a is None:
            seen["offered"] = 1
        return a or first(legal, "CancelOffer")
    return None


def bid_step(session: Session, seat: int, legal: list[Action], seen: dict[str, int]) -> Action:
    """Learner: bid one card (the smallest), raise by one more on a tie. Opponent: no bid, except
    once to tie the learner's bid exactly."""
    state = bid_state(session)
    adds = sorted((a for a in legal if isinstance(a, bid_actions.AddToBid)), key=lambda a: card_value(a.card))
    mine = state.bids[seat]
    locked = state.locked[seat]
    if seat == LEARNER:
        if len(mine) == locked and adds:
            return adds[0]
        return first(legal, "ConfirmBid") or legal[0]
    learner_total = sum(card_value(c) for c in state.bids[LEARNER])
    total = sum(card_value(c) for c in mine)
    if state.phase == "raise" or not state.done[LEARNER]:
        return first(legal, "ConfirmBid") or legal[0]
    if seen.get("tie"):
        owned = sum(len(group) - 1 for group in state.sets[OPPONENT])
        if owned < 2 and not mine and adds:
            return adds[-1]
        return first(legal, "ConfirmBid") or legal[0]
    if total < learner_total:
        fit = [a for a in adds if total + card_value(a.card) <= learner_total]
        if fit:
            return fit[-1]
    if total == learner_total and total > 0:
        seen["tie"] = 1
    return first(legal, "ConfirmBid") or legal[0]


def card_value(card: int) -> int:
    from game.bid.cards import VALUE
    return int(VALUE[card])


def bid_seen(action: Action, session: Session, seen: dict[str, int]) -> None:
    name = kind(action)
    key = {"PlayWild": "wild", "PlaySteal": "steal", "PlayNope": "nope", "AcceptOffer": "trade",
           "StartAuction": "host"}.get(name)
    if key and (action.seat == LEARNER or name == "AcceptOffer"):
        seen[key] = seen.get(key, 0) + 1
    if bid_state(session).phase == "raise":
        seen["raise"] = 1


# --- the search -----------------------------------------------------------------------------------
GAMES: dict[str, tuple[Director, Callable[[Action, Session, dict[str, int]], None], set[str]]] = {
    "deal": (deal_director, deal_seen, {"property", "bank", "rent", "paid", "sly", "jsn", "set"}),
    "bid": (bid_director, bid_seen, {"host", "wild", "steal", "nope", "trade", "raise"}),
}


def tutorial_settings(game: str, seed: int) -> Settings:
    """Two seats, the learner first, as in the lessons."""
    return Settings(game, (Seat(LEARNER_NAME), Seat(OPPONENT_NAME, "ai", "normal")), seed, speed="instant")


def play_seed(game: str, seed: int, limit: int = 400) -> tuple[list[Action], dict[str, int], Session]:
    """The directed game from ``seed``: the moves given to ``Session.play`` and what was seen."""
    director, note, _ = GAMES[game]
    session = Session(tutorial_settings(game, seed))
    moves: list[Action] = []
    seen: dict[str, int] = {}
    while not session.over and len(moves) < limit:
        seat = session.human_to_act()
        seat = seat if seat is not None else session.ai_to_act()
        assert seat is not None, "an unfinished game has a seat to move"
        legal = session.engine.legal_actions(session.state, seat)
        action = director(session, seat, legal, seen)
        session.play(action)
        moves.append(action)
        note(action, session, seen)
    return moves, seen, session


def search(game: str, seeds: int) -> list[tuple[int, int]]:
    """``(learner moves, seed)`` of every seed whose directed game shows the whole lesson."""
    found = []
    needed = GAMES[game][2]
    for seed in range(1, seeds + 1):
        moves, seen, session = play_seed(game, seed)
        outcome = session.state.outcome
        if outcome is not None and outcome.winners == (LEARNER,) and needed <= set(seen):
            found.append((sum(1 for a in moves if a.seat == LEARNER), seed))
    return sorted(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--seeds", type=int, default=500)
    parser.add_argument("--show", type=int, help="print the moves of this seed instead of searching")
    args = parser.parse_args()
    if args.show is not None:
        moves, seen, session = play_seed(args.game, args.show)
        for action in moves:
            print(f"    ({action.seat}, {str(action)!r}),")
        print(seen, session.state.outcome)
        return
    for count, seed in search(args.game, args.seeds)[:10]:
        print(f"seed {seed}: {count} learner moves")


if __name__ == "__main__":
    main()
