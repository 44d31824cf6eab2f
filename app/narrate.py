"""Readable sentences from engine text: ``{p0}``-style seat placeholders replaced by names.

The log says each thing once, in full sentences: payment picks are not logged (the payment is),
a rent is announced once (not again when it is charged), plurals are spelled out and every line
ends with a full stop. The result is plain text; the page sets it as text, never as markup.
"""
import re
from collections.abc import Sequence

from game.core.events import Event

_PLACEHOLDER = re.compile(r"\{p(\d+)\}")
_MAYBE_PLURAL = re.compile(r"\b(\d+) (\w+)\(s\)")
_CARD_NUMBER = re.compile(r"\s*#\d+")
# Event kinds with no log line: a payment pick (the payment itself is logged) and the charge
# that follows a rent card (the rent card's line already says who pays how much).
SILENT = frozenset({"select", "charge"})


# The seat placeholder with what follows it: a possessive, or the verb of a sentence it opens.
_ADDRESSED = re.compile(r"(^|[.!?:] )?\{p(\d+)\}('s\b| ([a-z]+)\b)?")
_IRREGULAR = {"is": "are", "has": "have", "does": "do", "goes": "go", "was": "were"}
_NOT_VERBS = frozenset({"and", "or"})


def names_in(text: str, names: Sequence[str], you: int | None = None) -> str:
    """``"{p1} pays {p0} 3M"`` -> ``"Bob pays Ann 3M"``; unknown seats stay as written.

    With ``you`` (the seat the words are addressed to) that seat is "you": ``"{p1} charges {p0}
    3M"`` -> ``"Bob charges you 3M"``, ``"{p0} banks 3M"`` -> ``"You bank 3M"``, ``"{p0}'s turn"``
    -> ``"Your turn"``.
    """
    def sub(match: re.Match[str]) -> str:
        opens, seat, after, word = match.group(1), int(match.group(2)), match.group(3) or "", match.group(4)
        if seat != you:
            return (opens or "") + (names[seat] if seat < len(names) else f"{{p{seat}}}") + after
        start = opens is not None
        if after == "'s":
            return (opens or "") + ("Your" if start else "your")
        if start and word is not None and word not in _NOT_VERBS:
            return f"{opens}You {_second_person(word)}"
        return (opens or "") + ("You" if start else "you") + after
    return _ADDRESSED.sub(sub, text)


def _second_person(verb: str) -> str:
    """"banks" -> "bank", "pays" -> "pay", "passes" -> "pass", "is" -> "are": the verb for "you"."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb


def sentence(text: str) -> str:
    """A full sentence: "1 card(s)" -> "1 card", "2 set(s)" -> "2 sets", no internal card
    number, a full stop at the end."""
    def number(match: re.Match[str]) -> str:
        count, word = int(match.group(1)), match.group(2)
        return f"{count} {word if count == 1 else word + 's'}"
    text = _CARD_NUMBER.sub("", _MAYBE_PLURAL.sub(number, text.strip()))
    if text and text[-1] not in ".!?":
        text += "."
    return text


def log_lines(events: Sequence[Event], names: Sequence[str],
              you: int | None = None) -> list[tuple[str, int | None]]:
    """Log entries ``(sentence, only_for_seat)`` for the events of one play (addressed to seat
    ``you``, if given: see ``names_in``).

    Public sentences have ``only_for_seat`` None; an event's private detail for seat ``s`` becomes
    a separate entry for ``s`` only. Plays without events (a card toggled into a payment or a
    sealed bid) add nothing: they may be secret, and the table already shows the selection.
    """
    out: list[tuple[str, int | None]] = []
    for event in events:
        if event.kind in SILENT:
            continue
        if event.text:
            out.append((sentence(names_in(event.text, names, you)), None))
        for seat, text in sorted(event.private.items()):
            out.append((sentence(names_in(text, names, you)), seat))
    return out
