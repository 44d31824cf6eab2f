"""Rebuild a full state from one seat's view, sampling the hidden cards (for the search bot)."""
from game.core.outcome import Outcome
from game.core.rng import shuffled
from game.deal.cards import deck_ids
from game.deal.options import Options
from game.deal.sets import NO_BUILDING, held, new_set
from game.deal.state import Effect, Payment, State
from game.deal.view_types import DealView


def determinize(view_: DealView, seat: int | None, seed: int) -> State:
    """A full state consistent with what ``seat`` sees: unseen cards dealt at random (seeded)
    into the other hands and the draw pile."""
    n = view_["num_players"]
    s = State.__new__(State)
    s.num_players = n
    s.seed = seed
    s.rng_counter = 1
    s.options = Options.from_json(view_["options"])
    for key in ("first_player", "turn", "turn_count", "plays_left", "phase"):
        setattr(s, key, view_[key])
    players = view_["players"]
    s.banks = [[c["id"] for c in pl["bank"]] for pl in players]
    s.tables = [[new_set(st["color"], (c["id"] for c in st["cards"]),
                         st["house"]["id"] if st["house"] else NO_BUILDING,
                         st["hotel"]["id"] if st["hotel"] else NO_BUILDING)
                 for st in pl["sets"]] for pl in players]
    s.discard = list(view_["discard_ids"])
    raw = view_["raw"]
    eff: Effect | None = raw["eff"]
    pay: Payment | None = raw["pay"]
    s.eff = None if eff is None else {**eff, "targets": list(eff["targets"])}
    s.pay = None if pay is None else {**pay, "selected": list(pay["selected"])}
    s.place = [list(q) for q in raw["place"]]
    s.seen = list(raw["seen"])
    own = [] if seat is None else [c["id"] for c in view_["hand"]]
    known = set(own) | set(s.discard) | {q[1] for q in s.place}
    for bank in s.banks:
        known.update(bank)
    for table in s.tables:
        for st in table:
            known.update(held(st))
    unknown = shuffled([c for c in deck_ids(n) if c not in known], seed, 0)
    s.hands = []
    for i, pl in enumerate(players):
        if i == seat:
            s.hands.append(own)
        else:
            count = pl["hand_count"]
            s.hands.append(unknown[:count])
            unknown = unknown[count:]
    s.draw = unknown
    s.outcome = Outcome.from_json(view_["outcome"])
    s.events = ()
    s.cache = None
    return s
