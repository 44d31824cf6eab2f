"""Rule options (variants) of Monopoly Bid."""
from dataclasses import dataclass
from typing import ClassVar, TypedDict

from game.core.options import Options as OptionsBase
from game.core.options import Variant

VARIANT_LIST = (
    Variant("tie_reauction", "A tie ends the auction at once and the next property goes up",
            "A tied top bid ends the auction at once: all money goes back, the card goes under the "
            "pile and the host auctions the next property (long manual's reading)."),
    Variant("no_trading", "No trading between players",
            "Players may not trade or give properties to each other (house rule)."),
)
VARIANTS: dict[str, str] = {v.key: v.text for v in VARIANT_LIST}


class OptionsJson(TypedDict):
    """``Options.to_json()``: every field of ``Options``."""

    tie_reauction: bool
    no_trading: bool
    max_rounds: int


@dataclass(frozen=True, slots=True)
class Options(OptionsBase[OptionsJson]):
    """Variant switches (all off by default) and the stalemate round limit."""

    VARIANTS: ClassVar[tuple[Variant, ...]] = VARIANT_LIST

    tie_reauction: bool = False
    no_trading: bool = False
    max_rounds: int = 200
