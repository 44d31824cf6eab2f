"""Monopoly Deal's definition (see ``game.core.spec``)."""
from game.core.spec import GameSpec
from game.deal.options import VARIANT_LIST, Options
from game.deal.setup import MAX_PLAYERS, MIN_PLAYERS

SPEC = GameSpec(
    name="deal",
    title="Monopoly Deal",
    summary="Collect three full property sets of different colours.",
    blurb="Bank money, lay down properties and charge rent: "
          "complete three property sets of different colours first.",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    variants=VARIANT_LIST,
    options=Options,
    ai="game.ai.deal",
)
