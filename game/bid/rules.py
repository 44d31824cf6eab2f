"""Monopoly Bid rules: set-up, legal actions and ``play``."""
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.piles import draw_from_pile
from game.core.rng import shuffled
from game.bid import actions as A
from game.bid.auction import bid_actions, play_bid, start_auction
from game.bid.cards import DRAW_PILE_IDS, KIND, MONEY, NAME, PROPERTY_IDS
from game.bid.host import host_actions, play_host_card, play_nope, play_pass, window_actions
from game.bid.options import Options
from game.bid.receive import place_actions, play_place
from game.bid.state import State
from game.bid.trade import play_trade, trade_actions
from game.bid.turn import (base_actors, clear_auction, end_round, finalize,
                           start_round)

MIN_PLAYERS = 2
MAX_PLAYERS = 5
HAND_SIZE = 5


def new_game(num_players: int, seed: int, options: Options | None = None,
             first_player: int = 0) -> State:
    """Shuffle both piles, deal five cards each (mulligan until the hand holds money), and start
    the first round with ``first_player`` hosting."""
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"Monopoly Bid needs {MIN_PLAYERS}-{MAX_PLAYERS} players, not {num_players}")
    if not 0 <= first_player < num_players:
        raise ValueError(f"first_player {first_player} is not a seat of a {num_players}-player game")
    st = State()
    n = num_players
    st.num_players = n
    st.seed = seed
    st.options = options if options is not None else Options()
    st.props = shuffled(PROPERTY_IDS, seed, 0)
    st.draw = shuffled(DRAW_PILE_IDS, seed, 1)
    st.rng_counter = 2
    st.discard = []
    st.hands = [[] for _ in range(n)]
    st.sets = [[] for _ in range(n)]
    st.host = first_player
    st.round = 1
    st.window = None
    st.reauctions_left = 0
    st.last_auction = None
    st.drafts = [None] * n
    st.offer = None
    st.placing = []
    st.resume = None
    st.quiet = 0
    st.outcome = None
    events: list = []
    _deal(st, events)
    clear_auction(st)
    start_round(st, events)
    finalize(st, events)
    return st


def _deal(st: State, events: list) -> None:
    n = st.num_players
    order = [(st.host + i) % n for i in range(n)]
    for seat in order:
        st.hands[seat] = draw_from_pile(st, HAND_SIZE, events)
    for seat in order:
        while not any(KIND[c] == MONEY for c in st.hands[seat]):
            shown = st.hands[seat]
            st.discard.extend(shown)
            events.append(Event("mulligan", f"{{p{seat}}} has no money: shows "
                                f"{', '.join(NAME[c] for c in shown)}, discards them and draws "
                                "five new cards", {"seat": seat, "cards": list(shown),
                                                   "from": f"hand:{seat}", "to": "discard"}))
            st.hands[seat] = draw_from_pile(st, HAND_SIZE, events)
    for seat in order:
        events.append(Event("deal", f"{{p{seat}}} is dealt {HAND_SIZE} cards",
                            {"seat": seat, "count": len(st.hands[seat]), "to": f"hand:{seat}"},
                            {seat: "Your hand: " + ", ".join(NAME[c] for c in st.hands[seat])}))


def cached_legal(st: State, seat: int) -> list:
    """The seat's legal actions, computed once per state (states are immutable)."""
    acts = st._legal.get(seat)
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
    st._legal[seat] = acts
    return acts


def legal_actions(state: State, seat: int) -> list:
    """Every legal action of ``seat`` now ([] if the seat is not in ``to_act``)."""
    return list(cached_legal(state, seat))


def _start(st: State, action, events: list) -> None:
    start_auction(st, events)


def _end_turn(st: State, action, events: list) -> None:
    events.append(Event("end_turn", f"{{p{action.seat}}} ends the turn: no property is left to "
                        "auction", {"seat": action.seat}))
    end_round(st, events)


_HANDLERS = {
    A.PlayWild: play_host_card, A.PlaySteal: play_host_card, A.PlayDraw2: play_host_card,
    A.PlayNope: play_nope, A.LetPass: play_pass,
    A.StartAuction: _start, A.EndTurn: _end_turn, A.PlaceCard: play_place,
    A.AddToBid: play_bid, A.RemoveFromBid: play_bid, A.ConfirmBid: play_bid,
    A.ProposeTrade: play_trade, A.OfferCard: play_trade, A.AskCard: play_trade,
    A.DropCard: play_trade, A.SendOffer: play_trade, A.CancelOffer: play_trade,
    A.AcceptOffer: play_trade, A.DeclineOffer: play_trade,
}


def _describe(action) -> str:
    """The action's label, or its repr if the label cannot be built (e.g. an unknown card id)."""
    try:
        return str(action)
    except (IndexError, KeyError, TypeError):
        return repr(action)


def play(state: State, action) -> State:
    """Apply a legal action and return the new state; ``state`` itself is never changed."""
    if state.outcome is not None:
        raise IllegalAction(f"{_describe(action)}: the game is over")
    seat = getattr(action, "seat", None)
    if type(seat) is not int or not 0 <= seat < state.num_players:
        raise IllegalAction(f"{_describe(action)}: no such seat {seat!r}")
    if seat not in state.to_act:
        raise IllegalAction(f"{_describe(action)}: seat {seat} is not to act now "
                            f"(waiting for {state.to_act})")
    if action not in cached_legal(state, seat):
        raise IllegalAction(f"{_describe(action)}: not a legal action for seat {seat} in phase "
                            f"{state.phase!r}")
    st = state.clone()
    events: list = []
    _HANDLERS[type(action)](st, action, events)
    finalize(st, events)
    return st
