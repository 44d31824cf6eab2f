"""Card movements to animate, from the engine's events of the last moves (public data only).

Areas are the ``Zone.area`` names of the model (``hand:1``, ``bank:1``, ``sets:1``, ``draw``,
``discard``, ``props``, ``auction``, ``window``) plus ``seat:1`` for a player as a whole.
"""
from collections.abc import Iterable

from app.model import Anim, AnimKind
from game.core.events import Event

_AREAS = {"property_pile": "props"}


def area(zone: object) -> str:
    """The model's area for an engine zone name ("table:2" -> "sets:2")."""
    text = str(zone)
    if text.startswith("table:"):
        return "sets:" + text[6:]
    return _AREAS.get(text, text)


def anims(events: Iterable[Event], visible: set[int]) -> list[Anim]:
    """Animations for ``events``; a card id not in ``visible`` travels face down (id None)."""
    out: list[Anim] = []

    def add(card: object, source: str, dest: str, kind: AnimKind = "travel") -> None:
        shown = card if isinstance(card, int) and card in visible else None
        out.append(Anim(shown, source, dest, kind))

    for event in events:
        data = event.data
        kind = event.kind
        if kind == "draw" and data.get("count"):
            for _ in range(data["count"]):
                add(None, "draw", f"hand:{data['seat']}")
        elif kind == "trade":
            for card in data.get("give", []):
                add(card, f"sets:{data['from']}", f"sets:{data['to']}")
            for card in data.get("take", []):
                add(card, f"sets:{data['to']}", f"sets:{data['from']}")
        elif kind == "reveal":
            for bid in data.get("bids", []):
                add(None, f"seat:{bid['seat']}", f"seat:{bid['seat']}", "flip")
        elif "cards" in data and "payer" in data:
            for card in data["cards"]:
                add(card, f"seat:{data['payer']}", f"seat:{data['receiver']}")
        elif "cards" in data and ("from" in data or "to" in data):
            source, dest = area(data.get("from", "")), area(data.get("to", ""))
            for card in data["cards"]:
                # A card that appears (no origin) or goes nowhere shown fades in place.
                add(card, source or dest, dest or source, "travel" if source and dest else "fade")
    return out
