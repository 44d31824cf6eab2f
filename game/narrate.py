"""Readable sentences from engine text: ``{p0}``-style seat placeholders replaced by names.

The result is plain text; the UI escapes it when it builds markup.
"""
import re
from typing import Any, Sequence

_PLACEHOLDER = re.compile(r"\{p(\d+)\}")


def names_in(text: str, names: Sequence[str]) -> str:
    """``"{p1} pays {p0} 3M"`` -> ``"Bob pays Ann 3M"``; unknown seats stay as written."""
    def sub(match: re.Match) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)
    return _PLACEHOLDER.sub(sub, text)


def log_lines(events: Sequence[Any], names: Sequence[str]) -> list[tuple[str, int | None]]:
    """Log entries ``(sentence, only_for_seat)`` for the events of one play.

    Public sentences have ``only_for_seat`` None; an event's private detail for seat ``s`` becomes
    a separate entry for ``s`` only. Plays without events (a card toggled into a payment or a
    sealed bid) add nothing: they may be secret, and the table already shows the selection.
    """
    out: list[tuple[str, int | None]] = []
    for event in events:
        if event.text:
            out.append((names_in(event.text, names), None))
        for seat, text in sorted(event.private.items()):
            out.append((names_in(text, names), seat))
    return out
