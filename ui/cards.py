"""Card markup: a card object from a view -> an HTML string (pure Python, no browser imports).

Every card shows its colour as a band **and** as a name (colour-blind safe), its money value, and
for properties the rent ladder. All text is escaped here.
"""
from html import escape

from game.deal.cards import COLOR_NAMES, SET_SIZE

__all__ = ["SET_SIZE", "back_html", "card_html", "color_name", "describe"]

# Short effect lines for Monopoly Bid's action cards (its card objects carry no text).
BID_ACTION_TEXT = {
    "wild": "Becomes a property of the colour you choose, for good.",
    "steal": "Take a property from someone's unfinished set.",
    "draw2": "Draw two cards.",
    "nope": "Cancel an action card (or a Nope!).",
}


def color_name(key: str) -> str:
    """``"light_blue"`` -> ``"Light Blue"``; ``"any"`` -> ``"Any colour"``."""
    if key == "any":
        return "Any colour"
    return COLOR_NAMES.get(key, key.replace("_", " ").title())


def _band(colors: list[str]) -> str:
    """The colour band: one stripe per colour, with the colour names written on it."""
    if not colors:
        return ""
    stripes = "".join(f'<span class="stripe c-{escape(c)}"></span>' for c in colors)
    label = " / ".join(color_name(c) for c in colors)
    return (f'<span class="band" aria-hidden="true">{stripes}</span>'
            f'<span class="band-name">{escape(label)}</span>')


def _ladder(card: dict) -> str:
    """The rent ladder of a property (or of each colour of a two-colour wild)."""
    if card.get("rent"):
        steps = card["rent"]
        cells = "".join(f"<li><b>{i}</b>{escape(str(r))}M</li>" for i, r in enumerate(steps, 1))
        return f'<ol class="ladder" aria-label="rent by cards owned">{cells}</ol>'
    rents = card.get("rents")
    if rents and len(rents) <= 2:
        rows = "".join(f'<li><span class="dot c-{escape(c)}"></span>'
                       f'{escape("/".join(str(r) for r in ladder))}</li>' for c, ladder in rents.items())
        return f'<ul class="ladder two">{rows}</ul>'
    return ""


def describe(card: dict) -> str:
    """A spoken/tooltip description of a card: name, kind, colours, value."""
    parts = [str(card.get("name", "card"))]
    kind = card.get("kind", "")
    colors = [card["as_color"]] if card.get("as_color") else card.get("colors") or []
    if colors:
        parts.append(" / ".join(color_name(c) for c in colors))
    if kind and kind not in ("money",):
        parts.append(kind)
    if card.get("value"):
        parts.append(f"worth {card['value']}M")
    if card.get("rent"):
        parts.append("rent " + ", ".join(f"{r}M" for r in card["rent"]))
    return ", ".join(parts)


def card_body(card: dict) -> str:
    """The inside of a card: band, name, value badge, ladder or effect text."""
    kind = str(card.get("kind", ""))
    name = escape(str(card.get("name", "")))
    value = card.get("value") or 0
    badge = f'<span class="value">{value}M</span>' if value else ""
    if kind == "money":
        return f'{badge}<span class="money-amount">{name}</span>'
    if kind == "rent" and card.get("colors") != ["any"]:
        name = "Rent"   # the band already names both colours
    text = card.get("text") or BID_ACTION_TEXT.get(str(card.get("action")), "")
    effect = f'<span class="effect">{escape(text)}</span>' if text and kind != "property" else ""
    colors = [card["as_color"]] if card.get("as_color") else card.get("colors") or []
    return f'{_band(colors)}{badge}<span class="name">{name}</span>{_ladder(card)}{effect}'


def card_classes(card: dict) -> str:
    kind = str(card.get("kind", "card"))
    action = card.get("action")
    extra = f" a-{escape(str(action))}" if action else ""
    if kind == "money":
        extra += f" v{int(card.get('value') or 0)}"
    return f"card k-{escape(kind)}{extra}"


def card_html(card: dict, *, button_attrs: str = "", caption: str = "", extra: str = "") -> str:
    """A card as a ``<button>`` (when ``button_attrs`` are given) or a plain ``<div>``.

    ``button_attrs`` is pre-escaped attribute text (e.g. ``data-index="3" data-action="..."``);
    ``caption`` is plain text shown under the card (what clicking it does).
    """
    cid = escape(str(card.get("id", "")))
    classes = card_classes(card) + (f" {extra}" if extra else "")
    label = escape(describe(card))
    cap = f'<span class="caption">{escape(caption)}</span>' if caption else ""
    inner = f'<span class="face">{card_body(card)}</span>{cap}'
    if button_attrs:
        return (f'<button type="button" class="{classes} act" data-card="{cid}" '
                f'aria-label="{label}{(": " + escape(caption)) if caption else ""}" '
                f'title="{escape(caption)}" {button_attrs}>{inner}</button>')
    return f'<div class="{classes}" data-card="{cid}" role="img" aria-label="{label}">{inner}</div>'


def back_html(count: int, label: str, ident: str = "", cls: str = "") -> str:
    """A face-down pile with its count."""
    attr = f' id="{escape(ident)}"' if ident else ""
    return (f'<div class="pile"{attr}><div class="card back {escape(cls)}" aria-hidden="true"></div>'
            f'<span class="pile-count">{escape(label)}: <b>{count}</b></span></div>')
