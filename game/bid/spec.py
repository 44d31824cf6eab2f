"""Monopoly Bid's definition (see ``game.core.spec``)."""
from game.bid.numbers import SETS_TO_WIN
from game.bid.options import VARIANT_LIST, Options
from game.bid.setup import MAX_PLAYERS, MIN_PLAYERS
from game.core.spec import GameSpec
from game.core.wording import in_words

SPEC = GameSpec(
    name="bid",
    title="Monopoly Bid",
    summary="Win properties in sealed-bid auctions.",
    blurb="Win properties in sealed-bid auctions, play Wild!, Steal! and Nope! cards: "
          f"{in_words(SETS_TO_WIN)} complete sets win.",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    variants=VARIANT_LIST,
    options=Options,
    ai="game.ai.bid",
)
