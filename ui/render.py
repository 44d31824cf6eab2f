"""Region markup for the table, built from one view and the viewer's legal actions (pure Python).

``ui.app`` puts each string into its region with one DOM call. Every text that comes from a
player or an engine is escaped here. Actionable elements carry ``data-index`` (position in the
legal-action list) and ``data-action`` (the action's ``str()``, placeholders unreplaced).
"""
from dataclasses import dataclass, field
from html import escape
from typing import Any, Sequence

from app.narrate import names_in
from ui.cards import SET_SIZE, back_html, card_html, color_name

# View keys drawn by dedicated code (everything else found in a player entry is drawn generically).
_PLAYER_SKIP = {"seat", "hand_count", "name", "is_host", "is_turn", "you"}
_SET_KEYS = ("sets", "table", "collection", "properties")


@dataclass
class Choices:
    """The viewer's legal actions, arranged: attached to cards, or buttons in the action bar."""

    codes: list[str]                       # str(action) per legal action
    labels: list[str]                      # button text, names filled in
    by_card: dict[int, list[int]] = field(default_factory=dict)
    loose: list[int] = field(default_factory=list)

    def attrs(self, index: int) -> str:
        return f'data-index="{index}" data-action="{escape(self.codes[index])}"'


def _cap(text: str) -> str:
    """First letter upper-cased, the rest kept ("you" -> "You"; "Bot 1 (Easy)" stays as it is)."""
    return text[:1].upper() + text[1:]


def _cards_in(obj: Any, out: dict[int, dict]) -> None:
    if isinstance(obj, dict):
        if isinstance(obj.get("id"), int) and "kind" in obj:
            out.setdefault(obj["id"], obj)
        for value in obj.values():
            _cards_in(value, out)
    elif isinstance(obj, list):
        for value in obj:
            _cards_in(value, out)


def drawn_cards(view: dict) -> dict[int, dict]:
    """The cards the table draws as cards: hand, every player's table, auction card, discard top."""
    shown: dict[int, dict] = {}
    _cards_in([view.get("hand"), view.get("players"), view.get("auction_card"), discard_top(view)], shown)
    return shown


def discard_top(view: dict) -> dict | None:
    """The face-up card on the discard pile, if any."""
    if view.get("discard_top"):
        return view["discard_top"]
    discard = view.get("discard") or []
    return discard[-1] if discard else None


def arrange(legal: Sequence[Any], view: dict, names: Sequence[str]) -> Choices:
    """Attach each action with a ``card`` on show to that card; the rest go to the action bar.

    A hand card with no action of its own borrows those of an identical hand card (the engines
    offer one action per kind of card), so every copy in the hand is clickable.
    """
    shown = drawn_cards(view)
    choices = Choices([str(a) for a in legal], [names_in(str(a), names) for a in legal])
    for index, action in enumerate(legal):
        card = getattr(action, "card", None)
        if isinstance(card, int) and card in shown:
            choices.by_card.setdefault(card, []).append(index)
        else:
            choices.loose.append(index)
    hand = view.get("hand") or []
    for card in hand:
        if card["id"] in choices.by_card:
            continue
        twin = next((c for c in hand if c["id"] in choices.by_card and c["name"] == card["name"]
                     and c["kind"] == card["kind"]), None)
        if twin is not None:
            choices.by_card[card["id"]] = choices.by_card[twin["id"]]
    return choices


def selected_ids(view: dict) -> set[int]:
    """Cards the viewer has picked so far: sealed bid, payment, own trade offer being built."""
    pending = view.get("pending") if isinstance(view.get("pending"), dict) else {}
    draft = view.get("draft") or {}
    found: dict[int, dict] = {}
    _cards_in([view.get("bid"), pending.get("selected"), draft.get("give"), draft.get("take")], found)
    return set(found)


def card(c: dict, choices: Choices | None, picked: set[int], menu: int | None = None) -> str:
    """One card: a button if the viewer can act with it, else a plain face."""
    extra = "selected" if c["id"] in picked else ""
    indexes = choices.by_card.get(c["id"], []) if choices else []
    if len(indexes) == 1:
        return card_html(c, button_attrs=choices.attrs(indexes[0]),
                         caption=choices.labels[indexes[0]], extra=extra)
    if indexes:
        expanded = "true" if menu == c["id"] else "false"
        return card_html(c, button_attrs=f'data-menu="{c["id"]}" aria-haspopup="true" aria-expanded="{expanded}"',
                         caption=f"{len(indexes)} choices", extra=(extra + " open").strip() if menu == c["id"] else extra)
    return card_html(c, extra=extra)


def _is_cards(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, dict) and "kind" in v for v in value)


def _is_sets(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, dict) and "cards" in v for v in value)


def set_html(s: dict, choices: Choices | None, picked: set[int]) -> str:
    """A property set: colour header with progress (2/3), complete mark, cards, buildings."""
    color = str(s.get("color", ""))
    cards = s.get("cards", [])
    size = s.get("size") or SET_SIZE.get(color, len(cards))
    complete = s.get("complete", len(cards) >= size)
    mark = '<span class="done">✔ complete</span>' if complete else ""
    rent = f'<span class="rent">rent {s["rent"]}M</span>' if s.get("rent") is not None else ""
    buildings = [b for b in (s.get("house"), s.get("hotel")) if isinstance(b, dict)]
    buildings += [b for b in s.get("buildings", []) if isinstance(b, dict)]
    faces = "".join(card(c, choices, picked) for c in [*cards, *buildings])
    return (f'<div class="set c-{escape(color)}{" complete" if complete else ""}">'
            f'<div class="set-head"><span class="swatch c-{escape(color)}"></span>'
            f'<span class="set-name">{escape(color_name(color))}</span>'
            f'<span class="progress">{len(cards)}/{size}</span>{mark}{rent}</div>'
            f'<div class="set-cards">{faces}</div></div>')


def zone(title: str, body: str, cls: str = "") -> str:
    return (f'<div class="zone {cls}"><h4 class="zone-title">{escape(title)}</h4>'
            f'<div class="zone-cards">{body or "<span class=empty>—</span>"}</div></div>')


def player_table(p: dict, choices: Choices | None, picked: set[int]) -> str:
    """Everything public in front of one player: property sets, bank, other public zones."""
    parts: list[str] = []
    for key in _SET_KEYS:
        value = p.get(key)
        if _is_sets(value) and value:
            sets = "".join(set_html(s, choices, picked) for s in value)
            parts.append(zone("Properties", sets, "sets"))
    for key, value in p.items():
        if key in _PLAYER_SKIP or key in _SET_KEYS:
            continue
        if _is_cards(value) and value:
            total = sum(c.get("value") or 0 for c in value)
            title = key.replace("_", " ").capitalize() + (f" · {total}M" if key == "bank" else "")
            parts.append(zone(title, "".join(card(c, choices, picked) for c in value), f"z-{escape(key)}"))
    return "".join(parts) or '<p class="empty">Nothing on the table yet.</p>'


def _stats(p: dict) -> str:
    """Short public facts about a seat: hand size, complete sets, host / bid status."""
    items = [f"{p.get('hand_count', 0)} in hand", f"{p.get('complete_sets', 0)}/3 sets"]
    if "table_value" in p:
        items.append(f"table {p['table_value']}M")
    if p.get("is_host"):
        items.append("host")
    if p.get("has_bid"):
        items.append("bid sealed")
    elif p.get("bidding"):
        items.append("bidding…")
    if p.get("revealed_bid"):
        items.append(f"first bid {p['revealed_bid']['total']}M")
    if p.get("drafting"):
        items.append("preparing an offer")
    return "".join(f'<span class="stat">{escape(i)}</span>' for i in items)


def players_html(view: dict, names: Sequence[str], kinds: Sequence[str], active: int | None,
                 choices: Choices | None, picked: set[int]) -> str:
    """Every other player's table (all players for a spectator)."""
    out = []
    for p in view.get("players", []):
        seat = p.get("seat")
        if seat == view.get("you"):
            continue
        out.append(seat_panel(p, names, kinds, active, choices, picked))
    return "".join(out)


def seat_panel(p: dict, names: Sequence[str], kinds: Sequence[str], active: int | None,
               choices: Choices | None, picked: set[int], cls: str = "") -> str:
    seat = p.get("seat", 0)
    turn = " active" if seat == active else ""
    badge = '<span class="turn-badge">to play</span>' if seat == active else ""
    return (f'<section class="seat{turn} {cls}" data-seat="{seat}" aria-label="{escape(names[seat])}">'
            f'<header class="seat-head"><h3>{escape(names[seat])}</h3>'
            f'<span class="kind">{escape(kinds[seat])}</span>{badge}</header>'
            f'<div class="stats">{_stats(p)}</div>{player_table(p, choices, picked)}</section>')


def hand_html(view: dict, choices: Choices | None, picked: set[int], menu: int | None) -> str:
    hand = view.get("hand") or []
    if view.get("you") is None:
        return ""
    cards = "".join(card(c, choices, picked, menu) for c in hand)
    total = f'<span class="hand-count">{len(hand)} cards</span>'
    return (f'<h3 class="zone-title">Your hand {total}</h3>'
            f'<div class="hand">{cards or "<span class=empty>No cards in hand</span>"}</div>')


def _pile_card(c: dict | None, label: str, count: int | None = None, cls: str = "") -> str:
    face = card_html(c) if c else '<div class="card slot" aria-hidden="true"></div>'
    tail = f": <b>{count}</b>" if count is not None else ""
    return f'<div class="pile {cls}">{face}<span class="pile-count">{escape(label)}{tail}</span></div>'


def center_html(view: dict, names: Sequence[str]) -> str:
    """The middle of the table: draw and discard piles; in Bid the property pile and auction card."""
    parts = []
    if "property_count" in view:
        parts.append(back_html(view["property_count"], "Properties", "property-pile", "prop-back"))
        parts.append(_pile_card(view.get("auction_card"), "On auction", cls="auction"))
    parts.append(back_html(view.get("draw_count", 0), "Draw pile", "draw-pile"))
    parts.append(_pile_card(discard_top(view), "Discards", view.get("discard_count", 0)))
    last = view.get("last_auction")
    if last and view.get("phase") not in ("bid", "raise"):
        parts.append(f'<p class="last-auction">{escape(names_in(auction_summary(last), names))}</p>')
    return "".join(parts)


def auction_summary(last: dict) -> str:
    """One sentence on the last auction's reveal (seat names as {pN} tokens)."""
    card_name = (last.get("card") or {}).get("name", "the property")
    bids = ", ".join(f"{{p{b['seat']}}} {b['total']}M" for b in last.get("bids", []))
    result = last.get("result")
    if result == "won":
        head = f"{{p{last['winner']}}} won {card_name}"
    elif result == "no bids":
        head = f"Nobody bid on {card_name}"
    else:
        head = f"Tie: nobody won {card_name}"
    return f"Last auction: {head}" + (f" (bids: {bids})." if bids else ".")


def active_seat(view: dict) -> int | None:
    """The seat whose turn it is (Deal) or who hosts (Bid)."""
    seat = view.get("turn", view.get("host"))
    return seat if isinstance(seat, int) else None


def _name(names: Sequence[str], seat: Any, you: Any) -> str:
    if not isinstance(seat, int) or seat >= len(names):
        return "someone"
    return "you" if seat == you else names[seat]


PHASES = {"double": "Double the Rent?", "give": "Forced Deal", "respond": "Just Say No?",
          "pay": "paying", "place": "placing a wildcard", "discard": "discarding to 7",
          "window": "Nope! window", "bid": "sealed bids", "raise": "tie: raising", "over": "game over"}


def status_text(view: dict, names: Sequence[str], thinking: int | None) -> str:
    """Round, whose turn, plays left, and what the table is waiting for (plain text)."""
    you = view.get("you")
    active = active_seat(view)
    parts = [f"Round {view.get('round', 1)}"]
    if view.get("game") == "bid":
        parts.append("You host" if active == you else f"{_name(names, active, you)} hosts")
    else:
        who = "Your" if active == you else f"{_name(names, active, you)}'s"
        parts.append(f"{who} turn")
        if view.get("phase") in ("play", "double"):
            parts.append(f"{view.get('plays_left', 0)} plays left")
    phase = PHASES.get(str(view.get("phase")))
    if phase:
        parts.append(phase)
    waiting = [s for s in view.get("to_act", []) if s != thinking]
    if thinking is not None:
        parts.append(f"{names[thinking]} is thinking…")
    elif waiting and waiting != [active] and view.get("outcome") is None:
        who = ", ".join(_name(names, s, you) for s in waiting)
        parts.append(f"waiting for {who}")
    return " · ".join(parts)


def decision_text(view: dict, names: Sequence[str]) -> str:
    """The decision being waited for, in words (names filled in; plain text)."""
    p = view.get("pending") or {}
    you = view.get("you")
    kind = p.get("type")
    n = lambda seat: _name(names, seat, you)  # noqa: E731
    action = p.get("action") if isinstance(p.get("action"), dict) else None
    if kind == "respond" and action:
        cancelled = " (currently cancelled by Just Say No)" if p.get("jsn_depth", 0) % 2 else ""
        return (f"{_cap(n(action['actor']))} played {action['card']['name']} against "
                f"{n(action.get('target'))}{cancelled}. Accept, or answer with Just Say No.")
    if kind == "pay":
        how = " Pick cards from your bank and properties, then confirm." if p["payer"] == you else ""
        return (f"{_cap(n(p['payer']))} must pay {n(p['receiver'])} {p['amount']}M. "
                f"Selected {p['selected_total']}M of {p['amount']}M owed "
                f"({p['payable_total']}M available; no change is given).{how}")
    if kind == "place":
        return f"{_cap(n(p['seat']))} must choose a colour for {p['card']['name']}."
    if kind == "discard":
        count = p.get("count", 1)
        return f"{_cap(n(p['seat']))} must discard {count} card{'s' if count != 1 else ''} (hand limit 7)."
    if kind == "double":
        return "Add Double the Rent, or charge the rent as it is."
    if kind == "give":
        return "Forced Deal: choose one of your properties to give in exchange."
    if kind == "host_actions":
        return f"{_cap(n(p['seat']))} may play Wild!, Steal! or Draw 2!, then start the auction."
    if kind == "nope_window":
        what = p["card"]["name"]
        target = f" on {p['target']['name']}" if p.get("target") else ""
        color = f" as {color_name(p['color'])}" if p.get("color") else ""
        state = " It is cancelled for now." if p.get("depth", 0) % 2 else ""
        return (f"{_cap(n(p['by']))} played {what}{color}{target}.{state} "
                f"Anyone may answer with Nope!, or let it pass.")
    if kind in ("bid", "raise"):
        card_name = p["card"]["name"]
        done = ", ".join(n(s) for s in p.get("done", [])) or "nobody yet"
        head = "Tie! The tied bidders may secretly add more" if kind == "raise" else "Sealed bids"
        own = view.get("bid")
        mine = f" Your bid so far: {sum(c['value'] for c in own)}M." if own is not None else ""
        return f"{head} for {card_name}. Sealed: {done}.{mine}"
    return ""


def offer_text(view: dict, names: Sequence[str]) -> str:
    """The open trade offer, and the viewer's own offer being built (plain text)."""
    you = view.get("you")
    out = []
    listing = lambda cards: ", ".join(c["name"] for c in cards) or "nothing"  # noqa: E731
    offer = view.get("offer")
    if offer:
        out.append(f"{_cap(_name(names, offer['from'], you))} offers "
                   f"{_name(names, offer['to'], you)} a trade: gives {listing(offer['give'])}, "
                   f"asks for {listing(offer['take'])}.")
    draft = view.get("draft")
    if draft:
        out.append(f"Your offer to {_name(names, draft['to'], you)}: you give {listing(draft['give'])}, "
                   f"you ask for {listing(draft['take'])}.")
    return " ".join(out)


def actions_html(choices: Choices, menu: int | None, view: dict, names: Sequence[str]) -> str:
    """The decision in words, the open card menu (if any), then the actions not tied to a card."""
    parts = []
    said = " ".join(t for t in (decision_text(view, names), offer_text(view, names)) if t)
    if said:
        pending = view.get("pending") or {}
        action = pending.get("action")
        faces = [c for c in (pending.get("card"), action.get("card") if isinstance(action, dict) else None)
                 if isinstance(c, dict) and c.get("id") not in drawn_cards(view)]
        shown = "".join(card_html(c) for c in faces[:1])
        parts.append(f'<div class="decision">{shown}<p>{escape(said)}</p></div>')
    if menu is not None and menu in choices.by_card:
        found: dict[int, dict] = {}
        _cards_in(view, found)
        title = found.get(menu, {}).get("name", "Card")
        buttons = "".join(f'<button type="button" class="btn choice" {choices.attrs(i)}>'
                          f'{escape(choices.labels[i])}</button>' for i in choices.by_card[menu])
        parts.append(f'<div class="menu" role="group" aria-label="{escape(str(title))}: choices">'
                     f'<span class="menu-title">{escape(str(title))}:</span>{buttons}'
                     f'<button type="button" class="btn ghost" data-close-menu="1">Cancel</button></div>')
    loose = "".join(f'<button type="button" class="btn {_tone(choices.codes[i])}" {choices.attrs(i)}>'
                    f'{escape(choices.labels[i])}</button>' for i in choices.loose)
    if loose:
        parts.append(f'<div class="bar">{loose}</div>')
    return "".join(parts)


def _tone(code: str) -> str:
    """Button colouring: the usual "finish" actions stand out."""
    first = code.split(" ", 1)[0]
    if first in ("End", "Confirm", "Accept", "Send", "Start", "Charge"):
        return "primary"
    if first in ("Decline", "Cancel"):
        return "ghost"
    return ""


def log_html(lines: Sequence[str]) -> str:
    return "".join(f"<li>{escape(line)}</li>" for line in lines[-200:])


def curtain_html(name: str) -> str:
    n = escape(name)
    return (f'<div class="curtain-box"><h2 id="curtain-title">Pass the device to {n}</h2>'
            f'<p>{n}, take the device and press Continue when nobody else can see the screen.</p>'
            f'<button type="button" class="button primary" id="curtain-go" data-curtain="1">'
            f'Continue as {n}</button></div>')


def outcome_html(winners: Sequence[str], text: str, view: dict, names: Sequence[str],
                 kinds: Sequence[str]) -> str:
    """The end screen: who won and why, every final table, play again / new game."""
    tables = "".join(seat_panel(p, names, kinds, None, None, set(), "final")
                     for p in view.get("players", []))
    title = "Game over"
    return (f'<div class="outcome-box" data-outcome="{escape(", ".join(winners))}">'
            f'<h2 id="outcome-title">{title}</h2><p class="verdict">{escape(text)}</p>'
            f'<div class="outcome-actions"><button type="button" class="button primary" id="again">Play again</button>'
            f'<button type="button" class="button secondary" id="to-setup">New game</button>'
            f'<button type="button" class="button secondary" id="save-final">Save this game</button></div>'
            f'<h3>Final tables</h3><div class="players final-tables">{tables}</div></div>')
