"""Pieces both presenters share: the presenting context, card faces, zones, words and choices.

Everything here reads what both games' views share (``game.core.view_types``: card objects, sets,
the viewer's seat) and plain Python values; nothing reads a game state.
"""
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypedDict, Unpack

from app.model import Card, Choice, Colour, Intent, Prompt, RentLadder, SeatModel, Selection, Zone, ZoneKind
from app.narrate import names_in
from game.core.actions import Action, action_key
from game.core.properties import COLOR_NAMES
from game.core.view_types import C, CardObject, SetObject, V, own_seat

KIND_LABELS = {"property": "Property", "wild": "Property wildcard", "money": "Money",
               "action": "Action", "rent": "Rent"}
_CARD_NUMBER = re.compile(r"\s*#\d+")


@dataclass
class Context(Generic[V]):
    """What a presenter may use: one seat's view (``V``: the game's), that seat's legal actions, the
    players' names."""

    view: V
    legal: list[Action]            # the viewer's legal actions; [] when it is not their move
    names: list[str]
    kinds: list[str]               # "Human" / "AI · Hard" per seat

    @property
    def you(self) -> int | None:
        return self.view["you"]

    @property
    def me(self) -> int:
        """The viewer's seat, where only a seated viewer is asked (its choices, its own sets)."""
        return own_seat(self.view)

    def who(self, seat: int | None) -> str:
        """A seat as the viewer reads it: "you" for themselves, else the name."""
        if seat is None or not 0 <= seat < len(self.names):
            return "someone"
        return "you" if seat == self.you else self.names[seat]

    def whose(self, seat: int | None) -> str:
        """"your" / "Bob's"."""
        return "your" if seat == self.you else f"{self.who(seat)}'s"

    def text(self, template: str) -> str:
        """Engine text with ``{pN}`` filled in and any internal card number removed."""
        return plain(names_in(template, self.names))


@dataclass
class Scene:
    """What a presenter returns: the game-specific part of ``app.model.Table``."""

    status: str
    seats: list[SeatModel]
    centre: list[Zone]
    prompt: Prompt | None = None
    selection: Selection | None = None
    extra_ids: set[int] = field(default_factory=set)   # card ids shown outside the zones


# --- words ----------------------------------------------------------------------------------
def plain(text: str) -> str:
    """Text without internal card numbers ("Pay with 2M #45" -> "Pay with 2M")."""
    return _CARD_NUMBER.sub("", text)


def cap(text: str) -> str:
    """First letter upper-cased, the rest kept as written ("you" -> "You", names untouched)."""
    return text[:1].upper() + text[1:]


def plural(count: int, word: str, many: str | None = None) -> str:
    """``plural(1, "play")`` -> "1 play"; ``plural(2, "play")`` -> "2 plays"."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def money(amount: int) -> str:
    return f"{amount}M"


def listing(items: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C"; "nothing" for none."""
    items = list(items)
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def colour(key: str) -> Colour:
    """A colour key with its written name ("any" is every colour)."""
    if key == "any":
        return Colour("any", "Any colour")
    return Colour(key, COLOR_NAMES.get(key, key.replace("_", " ").title()))


# --- cards and zones ------------------------------------------------------------------------
def card_face(obj: CardObject, *, placed_as: str | None = None, rent: Sequence[RentLadder] = (),
              effect: str = "", art: str = "", kind_labels: dict[str, str] | None = None,
              selected: bool = False) -> Card:
    """The face of a view's card object, with what the game's presenter reads from its own card
    objects: the colour a wildcard lies as in a set (``placed_as``), ``rent`` ladders and the
    ``effect`` line (a property shows none), the ``art`` its picture is drawn from (the engine's action
    name); ``kind_labels`` overrides the written kinds."""
    kind = obj["kind"]
    value = obj["value"]
    colours = [colour(c) for c in obj["colors"]]
    placed = colour(placed_as) if placed_as else None
    if kind == "property":
        effect = ""
    kind_label = (kind_labels or {}).get(kind) or KIND_LABELS.get(kind, kind.title())
    title = obj["name"]
    card = Card(id=obj["id"], title=title, kind=kind, kind_label=kind_label,
                value=value or None, value_label=money(value) if value else "",
                colours=colours, placed_as=placed, rent=list(rent), effect=effect, art=art, selected=selected)
    card.description = describe(card)
    return card


def describe(card: Card) -> str:
    """The card in words: title, kind, colours, value, rent ladder, effect."""
    parts = [card.title]
    if card.kind_label and card.kind_label != card.title and card.kind != "money":
        parts.append(card.kind_label.lower())
    if card.placed_as is not None:
        parts.append(f"placed as {card.placed_as.name}")
    elif card.colours:
        parts.append(" / ".join(c.name for c in card.colours))
    if card.value_label and card.kind != "money":
        parts.append(f"worth {card.value_label}")
    for ladder in card.rent:
        steps = ", ".join(money(r) for r in ladder.steps)
        parts.append(f"rent {steps}" if len(card.rent) == 1 else f"{ladder.colour.name} rent {steps}")
    if card.effect:
        parts.append(card.effect.rstrip("."))
    return ", ".join(parts)


def cards_zone(zone_id: str, kind: ZoneKind, area: str, title: str, cards: list[Card],
               total: int | None = None, note: str = "") -> Zone:
    """A zone that lists its cards face up."""
    return Zone(zone_id, kind, area, title, cards, len(cards), total, note=note)


def pile(zone_id: str, title: str, count: int, top: Card | None = None, note: str = "") -> Zone:
    """A pile: face down (top None) or with its face-up top card."""
    cards = [top] if top is not None else ([Card(id=None, face_down=True, description=title)]
                                           if count else [])
    return Zone(zone_id, "pile", zone_id, title, cards, count, note=note)


def set_title(zone: Zone) -> str:
    """"Red 2/3" or "Red, complete"."""
    name = zone.colour.name if zone.colour else "Set"
    return f"{name}, complete" if zone.complete else f"{name} {len(zone.cards)}/{zone.size}"


def ladder(on: Colour, steps: Sequence[int]) -> RentLadder:
    """The rent ladder of one colour, with its words ("Rent", "1·2·3·4M")."""
    return RentLadder(on, list(steps), f"{'·'.join(map(str, steps))}M", "Rent")


def seat_words(seat: SeatModel) -> SeatModel:
    """``seat`` with its words filled in: the facts ("5 in hand", "bank 7M", "1/3 sets"), the
    compact opponent line ("5 in hand · bank 7M · 1 of 3 sets · Red 2/3, Green 1/3"), the end
    screen's standing ("1 of 3 sets") and the own table's progress ("1/3 sets")."""
    seat.standing = f"{seat.complete_sets} of {seat.sets_to_win} sets"
    seat.progress = f"{seat.complete_sets}/{seat.sets_to_win} sets"
    bank = [] if seat.bank_total is None else [f"bank {money(seat.bank_total)}"]
    seat.facts = [f"{seat.hand_count} in hand", *bank, seat.progress]
    sets = [set_title(z) for z in seat.zones if z.kind == "set"]
    parts = [f"{seat.hand_count} in hand", *bank, seat.standing, *([", ".join(sets)] if sets else [])]
    seat.summary = " · ".join(parts + seat.badges)
    return seat


# --- choices --------------------------------------------------------------------------------
Labeller = Callable[[Action], Choice]


def choices_for(ctx: Context[V], label: Labeller) -> list[Choice]:
    """One choice per legal action of the viewer, in the engine's order."""
    out = []
    for action in ctx.legal:
        choice = label(action)
        choice.action, choice.key = str(action), action_key(action)
        out.append(choice)
    return out


def colour_hint(sets: Sequence[SetObject[C]], color: str) -> str:
    """What one more card of ``color`` does to the viewer's ``sets`` (the view's set objects):
    "completes" one, "grows" one, or "" (it starts a new set)."""
    open_sets = [st for st in sets if st["color"] == color and not st["complete"]]
    if any(len(st["cards"]) + 1 >= st["size"] for st in open_sets):
        return "completes"
    return "grows" if open_sets else ""


class Where(TypedDict, total=False):
    """What a choice points at and how it is drawn (``app.model.Choice``'s fields of the same names)."""

    card: int | None
    seat: int | None
    zone: str | None
    target_card: int | None
    group: str
    colour: Colour | None
    hint: str
    answer: bool


def choice(label: str, action: Action, intent: Intent = "secondary", **where: Unpack[Where]) -> Choice:
    """A choice for ``action`` (``where``: card, seat, zone, target_card, group, colour, hint,
    answer)."""
    return Choice(label, str(action), intent, key=action_key(action), **where)


def add_twins(choices: list[Choice], hand: Sequence[CardObject]) -> None:
    """Hand cards identical to a card with choices get the same choices (``Choice.twins``): the
    engines offer one action per kind of card."""
    by_id = {c["id"]: c for c in hand}
    for made in choices:
        obj = by_id.get(made.card) if made.card is not None else None
        if obj is not None:
            made.twins = [h["id"] for h in hand if h["id"] != made.card
                          and h["name"] == obj["name"] and h["kind"] == obj["kind"]]
