"""Saves that reach a named situation (a payment, a sealed bid, a curtain...) of a seeded game, made under
CPython with app.samples' situation checks, so a browser test can load one and look at that screen."""
import functools

from app.samples import SITUATIONS
from app.session import Session
from app.settings import parse_query


@functools.lru_cache(maxsize=None)
def save_at(name: str, seeds: range = range(1, 40), max_plays: int = 3000) -> str:
    """The save text of the first seeded game that reaches situation ``name`` (see app.samples)."""
    game, seats, check = SITUATIONS[name]
    for seed in seeds:
        session = Session(parse_query(f"game={game}&seats={seats}&names=Ann,Bob,Cy&seed={seed}", 0))
        for _ in range(max_plays):
            table = session.table()
            if check(session, table):
                return session.to_save()
            if session.over:
                break
            if table.curtain is not None:
                session.lift_curtain()
                continue
            seat = session.ai_to_act()
            if seat is None:
                seat = session.human_to_act()
            session.play(session.bot_choice(seat))
    raise LookupError(f"no seed in {seeds} reaches {name}")
