"""A tiny engine with the real engine shape, for testing the session without the card games.

Each round: every seat bids 0 or 1 secretly (all in ``to_act`` at once), then the host ends the
turn; the first seat with 3 points (a bid of 1 that no one else matched) wins.
"""
import json
from dataclasses import dataclass, field

from game.core.actions import Action, register_action
from game.core.actions import action_from_json as action_from_json  # the engine contract's reader of actions
from game.core.errors import CorruptSave, IllegalAction
from game.core.events import Event, redact_events
from game.core.outcome import Outcome, Reason

NAME = "fake"
TITLE = "Fake Game"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
VARIANTS = {"fast": "first to 1 point wins"}


@dataclass(frozen=True)
class Options:
    fast: bool = False

    def to_json(self):
        return {"fast": self.fast}


@register_action
@dataclass(frozen=True, slots=True)
class Bid(Action):
    amount: int

    def __str__(self) -> str:
        return f"Bid {self.amount}"


@register_action
@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    def __str__(self) -> str:
        return "End turn"


@dataclass
class State:
    num_players: int
    seed: int
    goal: int
    host: int
    points: list = field(default_factory=list)
    bids: dict = field(default_factory=dict)
    to_act: tuple = ()
    outcome: Outcome | None = None
    events: tuple = ()


def new_game(num_players, seed, options=None, first_player=0):
    goal = 1 if options and options.fast else 3
    return State(num_players, seed, goal, first_player, [0] * num_players, {},
                 tuple(range(num_players)), None, (Event("deal", "{p0} shuffles"),))


def legal_actions(state, seat):
    if seat not in state.to_act:
        return []
    if seat in state.bids or state.to_act == (state.host,) and len(state.bids) == state.num_players:
        return [EndTurn(seat)]
    return [Bid(seat, 0), Bid(seat, 1)]


def play(state, action):
    if action not in legal_actions(state, action.seat):
        raise IllegalAction(f"{action}: not legal")
    s = State(state.num_players, state.seed, state.goal, state.host, list(state.points),
              dict(state.bids), state.to_act, None, ())
    if isinstance(action, Bid):
        s.bids[action.seat] = action.amount
        s.to_act = tuple(x for x in s.to_act if x != action.seat) or (s.host,)
        s.events = (Event("bid", f"{{p{action.seat}}} bids", private={action.seat: f"you bid {action.amount}"}),)
        if len(s.bids) == s.num_players:
            ones = [x for x, b in s.bids.items() if b == 1]
            if len(ones) == 1:
                s.points[ones[0]] += 1
            if max(s.points) >= s.goal:
                s.outcome = Outcome((s.points.index(max(s.points)),), Reason.SETS)
                s.to_act = ()
    else:
        s.host = (s.host + 1) % s.num_players
        s.bids = {}
        s.to_act = tuple(range(s.num_players))
    return s


def view(state, seat):
    return {"game": NAME, "you": seat, "hand": [], "points": state.points,
            "bid": state.bids.get(seat) if seat is not None else None,
            "has_bid": sorted(state.bids), "to_act": list(state.to_act),
            "events": redact_events(state.events, seat), "outcome": None}


def to_json(state):
    return json.dumps({"n": state.num_players, "options": {}})


def from_json(text):
    raise CorruptSave("not supported")


def undoable(before, action, after):
    """Nothing here can be taken back: every bid is secret and the end of a turn passes the move."""
    return False


def secret_open(state):
    """Nothing is ever sealed in the fake game."""
    return False


def answering(state):
    """Nobody in the fake game waits for another seat's answer."""
    return ()
