"""Round flow: drawing (with reshuffle), starting and ending a host's round, winning, stalemate,
and who must act next."""
from game.bid.cards import NAME
from game.bid.collection import card_count, complete_count, winners
from game.bid.numbers import rules
from game.bid.state import State
from game.core.events import Event
from game.core.outcome import Outcome, Reason
from game.core.piles import draw_from_pile

# A host may play at most this many action cards in one turn. The printed rules set no limit, but
# with the draw and discard piles nearly empty two Draw 2! cards could otherwise cycle forever;
# 32 is the number of action cards in the deck, so no real turn is affected.
HOST_ACTION_LIMIT = 32
# At most this many card toggles per sealed bid and per trade offer being built (then only
# confirm/send/cancel remain): more than twice the money in the deck, but it makes games finite.
STEP_LIMIT = 120


def start_round(st: State, events: list[Event]) -> None:
    """Everyone draws one card, the host first, then to the left; the host's action phase opens."""
    n = st.num_players
    events.append(Event("round", f"Round {st.round}: {{p{st.host}}} hosts", {"host": st.host,
                                                                               "round": st.round}))
    for i in range(n):
        seat = (st.host + i) % n
        got = draw_from_pile(st, 1, events)
        if got:
            st.hands[seat].append(got[0])
            events.append(Event("draw", f"{{p{seat}}} draws a card",
                                {"seat": seat, "count": 1, "to": f"hand:{seat}"},
                                {seat: f"You draw {NAME[got[0]]}"}))
        else:
            events.append(Event("draw", f"{{p{seat}}} has nothing to draw: both piles are empty",
                                {"seat": seat, "count": 0}))
    st.phase = "host"
    st.actions_left = HOST_ACTION_LIMIT
    st.offers_left = [rules(st.options)["offers_per_round"]] * n
    st.changed = False


def clear_auction(st: State) -> None:
    """Forget the bids of the auction that just ended (the money never left the hands)."""
    n = st.num_players
    st.auction_card = None
    st.bidders = []
    st.bids = [[] for _ in range(n)]
    st.locked = [0] * n
    st.done = [False] * n
    st.toggles = [0] * n


def end_round(st: State, events: list[Event]) -> None:
    """Pass hosting to the left, unless the stalemate rule ends the game: the round limit, or a
    full cycle of hosts with the property pile empty and no property changing owner."""
    clear_auction(st)
    st.quiet = st.quiet + 1 if not st.props and not st.changed else 0
    if st.round >= st.options.max_rounds or st.quiet >= st.num_players:
        _stalemate(st, events)
        return
    st.host = (st.host + 1) % st.num_players
    st.round += 1
    start_round(st, events)


def _stalemate(st: State, events: list[Event]) -> None:
    scores = [(complete_count(s), card_count(s)) for s in st.sets]
    best = max(scores)
    won = tuple(seat for seat, score in enumerate(scores) if score == best)
    st.outcome = Outcome(won, Reason.STALEMATE)
    st.phase = "over"
    names = " and ".join(f"{{p{w}}}" for w in won)
    why = (f"{st.round} rounds played" if st.round >= st.options.max_rounds
           else "no property left to auction and none changed hands in a full round of hosts")
    events.append(Event("game_over", f"Stalemate ({why}): {names} "
                        f"{'wins' if len(won) == 1 else 'share the win'} with {best[0]} complete "
                        f"set(s) and {best[1]} properties", {"winners": list(won)}))


def check_win(st: State, events: list[Event]) -> bool:
    """End the game if someone holds three complete sets; return whether it ended."""
    won = winners(st.sets)
    if not won:
        return False
    st.outcome = Outcome(won, Reason.SETS)
    st.phase = "over"
    names = " and ".join(f"{{p{w}}}" for w in won)
    events.append(Event("game_over", f"{names} {'wins' if len(won) == 1 else 'win'} "
                        "with three complete sets!", {"winners": list(won)}))
    return True


def window_waiting(st: State) -> list[int]:
    """Seats still to answer the open Nope! window: everyone with cards in hand except the one who
    played the card on top (the host for the action itself), and except those who let it pass."""
    w = st.window
    assert w is not None
    top = w["nopers"][-1] if w["nopers"] else st.host
    passed = w["passed"]
    hands = st.hands
    return [s for s in range(st.num_players) if s != top and hands[s] and s not in passed]


def base_actors(st: State) -> list[int]:
    """Seats the game itself waits for (trade offers aside)."""
    phase = st.phase
    if phase == "host":
        return [st.host]
    if phase == "window":
        return window_waiting(st)
    if phase == "over":
        return []
    if phase == "place":
        return [st.placing[0][0]]
    done = st.done
    return [s for s in st.bidders if not done[s]]


def finalize(st: State, events: list[Event]) -> None:
    """Store the play's events and recompute ``to_act``."""
    st.events = tuple(events)
    if st.outcome is not None:
        st.to_act = ()
        return
    if st.phase == "place":     # trading waits while a received card finds its set
        st.to_act = (st.placing[0][0],)
        return
    actors = set(base_actors(st))
    if st.offer is not None:
        actors.add(st.offer["to"])
    for seat, draft in enumerate(st.drafts):
        if draft is not None:
            actors.add(seat)
    st.to_act = tuple(sorted(actors))
