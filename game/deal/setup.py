"""Setting up a game of Monopoly Deal: shuffle, deal five cards each, start the first turn."""
from game.core.events import Event
from game.core.rng import shuffled
from game.deal.cards import deck_ids
from game.deal.numbers import rules
from game.deal.options import Options
from game.deal.state import State
from game.deal.turn import names, start_turn

MIN_PLAYERS = 2
MAX_PLAYERS = 6


def new_game(num_players: int, seed: int, options: Options | None = None,
             first_player: int = 0) -> State:
    """A shuffled, dealt game; the first player's turn has begun (their cards are drawn)."""
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"Monopoly Deal needs {MIN_PLAYERS}-{MAX_PLAYERS} players, not {num_players}")
    if not 0 <= first_player < num_players:
        raise ValueError(f"first_player {first_player} is not a seat")
    s = State.__new__(State)
    s.num_players = num_players
    s.seed = seed
    s.rng_counter = 1
    s.options = options if options is not None else Options()
    s.first_player = first_player
    s.turn = first_player
    s.turn_count = 0
    s.plays_left = 0
    s.seen = []
    s.phase = "play"
    s.draw = shuffled(deck_ids(num_players), seed, 0)
    s.discard = []
    s.hands = [[] for _ in range(num_players)]
    s.banks = [[] for _ in range(num_players)]
    s.tables = [[] for _ in range(num_players)]
    s.eff = None
    s.pay = None
    s.place = []
    s.outcome = None
    s.cache = None
    dealt = rules(s.options)["start_hand"]
    for _ in range(dealt):
        for i in range(num_players):
            s.hands[(first_player + i) % num_players].append(s.draw.pop())
    decks = "two decks" if num_players >= 6 else "one deck"
    ev = [Event("deal", f"The cards are shuffled ({decks}) and each player gets {dealt}.",
                {"count": dealt},
                {seat: f"You get: {names(s.hands[seat])}." for seat in range(num_players)})]
    start_turn(s, first_player, ev)
    s.events = tuple(ev)
    return s
