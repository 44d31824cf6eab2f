"""Setting up a game of Monopoly Bid: shuffle, deal (with mulligans), start the first round."""
from game.bid.cards import DRAW_PILE_IDS, KIND, MONEY, NAME, PROPERTY_IDS
from game.bid.numbers import START_HAND
from game.bid.options import Options
from game.bid.state import State
from game.bid.turn import clear_auction, finalize, start_round
from game.core.events import Event
from game.core.piles import draw_from_pile
from game.core.rng import shuffled
from game.core.wording import in_words

MIN_PLAYERS = 2
MAX_PLAYERS = 5


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
    events: list[Event] = []
    _deal(st, events)
    clear_auction(st)
    start_round(st, events)
    finalize(st, events)
    return st


def _deal(st: State, events: list[Event]) -> None:
    n = st.num_players
    order = [(st.host + i) % n for i in range(n)]
    for seat in order:
        st.hands[seat] = draw_from_pile(st, START_HAND, events)
    for seat in order:
        while not any(KIND[c] == MONEY for c in st.hands[seat]):
            shown = st.hands[seat]
            st.discard.extend(shown)
            events.append(Event("mulligan", f"{{p{seat}}} has no money: shows "
                                f"{', '.join(NAME[c] for c in shown)}, discards them and draws "
                                f"{in_words(START_HAND)} new cards", {"seat": seat, "cards": list(shown),
                                                   "from": f"hand:{seat}", "to": "discard"}))
            st.hands[seat] = draw_from_pile(st, START_HAND, events)
    for seat in order:
        events.append(Event("deal", f"{{p{seat}}} is dealt {START_HAND} cards",
                            {"seat": seat, "count": len(st.hands[seat]), "to": f"hand:{seat}"},
                            {seat: "Your hand: " + ", ".join(NAME[c] for c in st.hands[seat])}))
