"""The Monopoly Bid game state: plain lists of card ids and a hand-written clone (JSON: ``codec``).

Zones (every card id is in exactly one): ``props`` (property pile, top = last), ``draw`` (top = last),
``discard``, ``hands[seat]``, ``sets[seat]`` (each set is a list ``[colour index, card, ...]``; a
Wild!'s colour is its set's colour), ``window["card"]`` / ``window["nopes"]`` (cards of a pending
Nope! window) and ``auction_card``. A sealed bid is a selection of cards that stay in the hand.
"""

from game.core.state import SlotState

# Phases: "host" (host may play actions / start the auction), "window" (Nope! window open),
# "bid" (sealed bids), "raise" (tied bidders raise), "place" (a player chooses which set a received
# card joins; ``placing`` queues [seat, card, colour index], ``resume`` says what comes next), "over".


def _copy_dict(d: dict | None) -> dict | None:
    if d is None:
        return None
    return {k: (v[:] if type(v) is list else v) for k, v in d.items()}


class State(SlotState):
    """Complete game state. Treat as immutable from outside: ``play`` returns a new one."""

    __slots__ = ("num_players", "seed", "rng_counter", "options", "host", "round", "phase",
                 "draw", "discard", "props", "hands", "sets", "window", "auction_card", "bidders",
                 "bids", "locked", "done", "toggles", "reauctions_left", "last_auction", "drafts",
                 "offer", "offers_left", "actions_left", "changed", "placing", "resume", "quiet",
                 "outcome",
                 "to_act", "events",
                 "cache")
    CACHE_SLOTS = ("cache",)

    def __init__(self) -> None:
        self.cache: dict[int, list] = {}

    def clone(self) -> "State":
        """A copy sharing nothing mutable with ``self`` (events/outcome/options are immutable)."""
        s = State.__new__(State)
        s.cache = {}
        s.num_players = self.num_players
        s.seed = self.seed
        s.rng_counter = self.rng_counter
        s.options = self.options
        s.host = self.host
        s.round = self.round
        s.phase = self.phase
        s.draw = self.draw[:]
        s.discard = self.discard[:]
        s.props = self.props[:]
        s.hands = [h[:] for h in self.hands]
        s.sets = [[st[:] for st in p] for p in self.sets]
        s.window = _copy_dict(self.window)
        s.auction_card = self.auction_card
        s.bidders = self.bidders[:]
        s.bids = [b[:] for b in self.bids]
        s.locked = self.locked[:]
        s.done = self.done[:]
        s.toggles = self.toggles[:]
        s.reauctions_left = self.reauctions_left
        s.last_auction = self.last_auction          # replaced, never mutated in place
        s.drafts = [_copy_dict(d) for d in self.drafts]
        s.offer = _copy_dict(self.offer)
        s.offers_left = self.offers_left[:]
        s.actions_left = self.actions_left
        s.changed = self.changed
        s.placing = [q[:] for q in self.placing]
        s.resume = self.resume
        s.quiet = self.quiet
        s.outcome = self.outcome
        s.to_act = self.to_act
        s.events = self.events
        return s

    def __repr__(self) -> str:
        return f"<bid.State round={self.round} host={self.host} phase={self.phase} to_act={self.to_act}>"
