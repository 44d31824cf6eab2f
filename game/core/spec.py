"""One game's definition (``GameSpec``): what a page, a registry or a tool needs to know about a game
without reaching into its engine: name, titles, seats, variants, options type and where its AI lives.

Each engine package exports its ``SPEC``; ``game.GAMES`` and ``game.spec`` are built from them, so
adding a variant is one ``Variant`` in that game's ``options`` module.
"""
from dataclasses import dataclass
from typing import TypedDict

from game.core.options import SomeOptions, Variant


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Everything about one game that is not its rules."""

    name: str                       # the key everywhere: "deal" | "bid"
    title: str                      # "Monopoly Deal"
    summary: str                    # one line for the setup form
    blurb: str                      # two lines for the embed poster
    min_players: int
    max_players: int
    variants: tuple[Variant, ...]
    options: type[SomeOptions]
    ai: str                         # the module whose ``AI`` (a ``game.ai.hooks.GameAI``) plays it

    def variant_texts(self) -> dict[str, str]:
        """Variant key -> its sentence (the engines' ``VARIANTS``)."""
        return {v.key: v.text for v in self.variants}

    def to_json(self) -> "SpecJson":
        """The page's part (no types, no modules), JSON-ready."""
        return {"name": self.name, "title": self.title, "summary": self.summary, "blurb": self.blurb,
                "min_players": self.min_players, "max_players": self.max_players,
                "variants": [{"key": v.key, "label": v.label, "text": v.text} for v in self.variants]}


class VariantJson(TypedDict):
    """A house rule as the page shows it."""

    key: str
    label: str
    text: str


class SpecJson(TypedDict):
    """``GameSpec.to_json``: the page's part of a game's definition."""

    name: str
    title: str
    summary: str
    blurb: str
    min_players: int
    max_players: int
    variants: list[VariantJson]
