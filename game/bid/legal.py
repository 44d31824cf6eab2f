"""Legal actions of Monopoly Bid, computed once per state and seat."""
from game.bid.auction import bid_actions
from game.bid.host import host_actions, window_actions
from game.bid.receive import place_actions
from game.bid.state import State
from game.bid.trade import trade_actions
from game.bid.turn import base_actors
from game.core.actions import Action


def cached_legal(st: State, seat: int) -> list[Action]:
    """The seat's legal actions, computed once per state (states are immutable)."""
    acts = st.cache.get(seat)
    if acts is not None:
        return acts
    acts = []
    if seat in st.to_act and st.phase == "place":
        acts = place_actions(st)
    elif seat in st.to_act:
        if seat in base_actors(st):
            phase = st.phase
            if phase == "host":
                acts = host_actions(st)
            elif phase == "window":
                acts = window_actions(st, seat)
            else:
                acts = bid_actions(st, seat)
        if not st.options.no_trading:
            acts = acts + trade_actions(st, seat)
    st.cache[seat] = acts
    return acts


def legal_actions(state: State, seat: int) -> list[Action]:
    """Every legal action of ``seat`` now ([] if the seat is not in ``to_act``)."""
    return list(cached_legal(state, seat))
