"""Rule options of Monopoly Deal: named variants (all off by default) and the stalemate limit."""
from dataclasses import dataclass
from typing import ClassVar, TypedDict

from game.core.options import Options as OptionsBase
from game.core.options import Variant
from game.deal.numbers import HAND_LIMIT

VARIANT_LIST = (
    Variant("hand_limit_to_draw_bottom", f"Cards discarded at the {HAND_LIMIT}-card limit go under the draw pile",
            f"Cards discarded down to the {HAND_LIMIT}-card hand limit go under the draw pile, not onto the discards."),
    Variant("single_double_rent", "Only one Double the Rent per rent card",
            "Only one Double the Rent may be added to a rent card (no x4)."),
    Variant("jsn_counts_as_play", "A Just Say No answering one on your own turn uses a play",
            "A Just Say No the active player uses on their own turn to answer one uses up a play."),
)
VARIANTS: dict[str, str] = {v.key: v.text for v in VARIANT_LIST}


class OptionsJson(TypedDict):
    """``Options.to_json()``: every field of ``Options``."""

    hand_limit_to_draw_bottom: bool
    single_double_rent: bool
    jsn_counts_as_play: bool
    max_rounds: int


@dataclass(frozen=True, slots=True)
class Options(OptionsBase[OptionsJson]):
    """The rule options of one game. ``max_rounds``: after this many rounds the game is a stalemate."""

    VARIANTS: ClassVar[tuple[Variant, ...]] = VARIANT_LIST

    hand_limit_to_draw_bottom: bool = False
    single_double_rent: bool = False
    jsn_counts_as_play: bool = False
    max_rounds: int = 200
