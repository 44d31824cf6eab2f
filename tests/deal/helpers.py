"""Build Monopoly Deal test positions directly: give seats exactly these cards."""
from game import deal
from game.deal.cards import NAME, deck_ids
from game.deal.options import Options
from game.deal.state import State


def cid(name: str, nth: int = 0) -> int:
    """Id of the ``nth`` card called ``name`` (first deck)."""
    ids = [i for i in range(106) if NAME[i] == name]
    return ids[nth]


def setup(n: int = 2, hands: dict | None = None, banks: dict | None = None,
          tables: dict | None = None, discard: list | None = None, draw: list | None = None,
          turn: int = 0, plays_left: int = 3, options: Options | None = None) -> State:
    """A state in seat ``turn``'s play phase with the given cards; every other card is in the
    draw pile (unless ``draw`` is given: then the rest goes to the discard pile).

    ``tables``: seat -> list of sets ``[colour, house, hotel, card, ...]`` (use -1 for none).
    """
    s = deal.new_game(n, 1, options)
    hands, banks, tables = hands or {}, banks or {}, tables or {}
    s.hands = [list(hands.get(i, [])) for i in range(n)]
    s.banks = [list(banks.get(i, [])) for i in range(n)]
    s.tables = [[list(st) for st in tables.get(i, [])] for i in range(n)]
    used: set[int] = set()
    for group in (s.hands, s.banks):
        for cards in group:
            used.update(cards)
    for table in s.tables:
        for st in table:
            used.update(c for c in st[1:] if c >= 0)
    s.discard = list(discard or [])
    used.update(s.discard)
    if draw is not None:
        s.draw = list(draw)
        used.update(s.draw)
        s.discard += [c for c in deck_ids(n) if c not in used]
    else:
        s.draw = [c for c in deck_ids(n) if c not in used]
    s.turn = turn
    s.phase = "play"
    s.plays_left = plays_left
    s.seen = []
    s.events = ()
    s.cache = None
    assert sorted(deal.all_card_ids(s)) == deck_ids(n)
    return s


def labels(state: State, seat: int) -> list[str]:
    """``str()`` of every legal action of ``seat``."""
    return [str(a) for a in deal.legal_actions(state, seat)]


def do(state: State, label: str, seat: int | None = None) -> State:
    """Play the legal action whose ``str()`` is ``label`` (seat: the one to act)."""
    if seat is None:
        seat = state.to_act[0]
    for a in deal.legal_actions(state, seat):
        if str(a) == label:
            return deal.play(state, a)
    raise AssertionError(f"{label!r} not legal for seat {seat}: {labels(state, seat)}")


def run(state: State, *steps: str) -> State:
    """Play several labelled actions in order, each by the seat to act."""
    for label in steps:
        state = do(state, label)
    return state
