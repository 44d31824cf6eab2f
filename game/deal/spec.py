"""Monopoly Deal's definition (see ``game.core.spec``)."""
from game.core.spec import GameSpec
from game.core.wording import in_words
from game.deal.numbers import SETS_TO_WIN
from game.deal.options import VARIANT_LIST, Options
from game.deal.setup import MAX_PLAYERS, MIN_PLAYERS

SPEC = GameSpec(
    name="deal",
    title="Monopoly Deal",
    summary=f"Collect {in_words(SETS_TO_WIN)} full property sets of different colours.",
    blurb="Bank money, lay down properties and charge rent: "
          f"complete {in_words(SETS_TO_WIN)} property sets of different colours first.",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    variants=VARIANT_LIST,
    options=Options,
    ai="game.ai.deal",
)
