"""Build Monopoly Bid test positions directly: give seats exactly these cards."""
from game import bid
from game.bid.cards import COLOR_INDEX, DRAW_PILE_IDS, NAME, PROPERTY_IDS, VALUE
from game.bid.numbers import OFFERS_PER_ROUND
from game.bid.options import Options
from game.bid.state import State
from game.bid.turn import HOST_ACTION_LIMIT, clear_auction, finalize


def cid(name: str, nth: int = 0) -> int:
    """Id of the ``nth`` card called ``name`` ("Boardwalk", "3M", "Wild!", "Nope!", ...)."""
    return [i for i, n in enumerate(NAME) if n == name][nth]


def setup(n: int = 3, host: int = 0, hands: dict | None = None, sets: dict | None = None,
          props: list | None = None, draw: list | None = None, discard: list | None = None,
          options: Options | None = None) -> State:
    """A state in ``host``'s action phase with exactly these cards.

    ``sets``: seat -> list of ``(colour, [cards])``. ``props``: the property pile, top last; the
    properties used nowhere go under it. ``draw``: the draw pile, top last; if not given, every
    unused draw-pile card is in it (in id order), else the rest is discarded.
    """
    s = bid.new_game(n, 1, options, first_player=host)
    hands, sets = hands or {}, sets or {}
    s.hands = [list(hands.get(i, [])) for i in range(n)]
    s.sets = [[[COLOR_INDEX[color], *cards] for color, cards in sets.get(i, [])] for i in range(n)]
    used = {c for h in s.hands for c in h} | {c for p in s.sets for st in p for c in st[1:]}
    used |= set(props or []) | set(draw or []) | set(discard or [])
    rest_props = [p for p in PROPERTY_IDS if p not in used]
    s.props = rest_props + list(props or [])
    rest = [c for c in DRAW_PILE_IDS if c not in used]
    if draw is None:
        s.draw, s.discard = rest, list(discard or [])
    else:
        s.draw, s.discard = list(draw), list(discard or []) + rest
    s.phase = "host"
    s.window = None
    clear_auction(s)
    s.drafts = [None] * n
    s.offer = None
    s.placing = []
    s.resume = None
    s.quiet = 0
    s.offers_left = [OFFERS_PER_ROUND] * n
    s.actions_left = HOST_ACTION_LIMIT
    s.changed = False
    s.outcome = None
    s.last_auction = None
    s.reauctions_left = 0
    s.round = 1
    s.cache = {}
    finalize(s, [])
    assert sorted(bid.all_card_ids(s)) == list(range(110))
    return s


def labels(s: State, seat: int) -> list[str]:
    return [str(a) for a in bid.legal_actions(s, seat)]


def do(s: State, label: str, seat: int | None = None) -> State:
    """Play the legal action labelled ``label`` (of ``seat``, or of whichever seat has it)."""
    seats = [seat] if seat is not None else list(s.to_act)
    for who in seats:
        for a in bid.legal_actions(s, who):
            if str(a) == label:
                return bid.play(s, a)
    raise AssertionError(f"no legal action {label!r} for {seats}; have "
                         f"{ {w: labels(s, w) for w in seats} }")


def pass_window(s: State) -> State:
    """Everyone still waiting in the Nope! window lets it pass."""
    while s.phase == "window":
        s = do(s, "Let it pass", s.to_act[0])
    return s


def place_bid(s: State, seat: int, *values: int) -> State:
    """Seat adds money cards of these values to its sealed bid and confirms."""
    for v in values:
        s = do(s, f"Add {v}M to your bid", seat)
    total = sum(VALUE[c] for c in s.bids[seat])
    return do(s, f"Confirm bid of {total}M" if total else "Confirm: no bid", seat)
