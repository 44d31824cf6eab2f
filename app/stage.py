"""The event stage: what other players did since the viewer last looked, one beat per log line.

A beat holds one caption (the log's own sentence, never two run together), the cards that event
moved and, for a sealed-bid reveal, every bid side by side. Only events the viewer did not cause
are staged (their own moves stay instant), except what a reveal settles, which everybody watches.
Captions are the lines the viewer may read (public, plus the viewer's own private lines), so a
curtain or a bot's draw never shows more than the log would.
"""
import re
from collections.abc import Callable, Sequence

from app.animate import anims
from app.model import Anim, Beat, Card, Reveal, RevealedBid
from app.narrate import SILENT, log_lines
from app.present_common import money
from game.core.events import Event

# How long one beat stands at each speed (ms); a reveal stands REVEAL_BEATS beats.
PACE_MS = {"relaxed": 1200, "normal": 900, "quick": 600, "instant": 0}
REVEAL_BEATS = 3
# Kinds that are staged whoever caused them: what a reveal (maybe set off by the viewer's own
# sealed bid) settles, and the next auction it opens.
ALWAYS = frozenset({"reveal", "tie", "unsold", "won", "auction", "round"})
VERDICTS = ("won", "tie", "unsold")
OPENERS = frozenset({"turn", "round"})      # the event that starts a player's turn (a Bid round)
_SUBJECT = re.compile(r"\{p(\d+)\}")

Face = Callable[[int], Card]


def staged(event: Event, cause: int | None, viewer: int | None) -> bool:
    """Is ``event`` (caused by a move of seat ``cause``) shown on the stage to ``viewer``?"""
    if cause is None:           # the deal, or a game resumed from a save: nothing to replay
        return False
    if event.kind in ALWAYS or cause != viewer:
        return True
    return _subject(event, cause) != viewer     # a sentence about another player ("{p2} gets ...")


def _subject(event: Event, cause: int | None) -> int | None:
    """The player a sentence is about (the first one it names), else the one who caused it."""
    found = _SUBJECT.match(event.text)
    return int(found.group(1)) if found is not None else cause


def _reveal(event: Event, after: Sequence[Event], names: Sequence[str], face: Face | None) -> Reveal:
    """Every bid of a reveal face up, and the line that says what happens to the card."""
    data = event.data
    raising = bool(data.get("raise"))
    verdict_event = next((e for e in after if e.kind in VERDICTS), None)
    verdict = log_lines([verdict_event], names)[0][0] if verdict_event is not None else ""
    bids = {b["seat"]: b for b in data.get("bids", [])}
    top = max((b["total"] for b in bids.values()), default=0)
    winners = [s for s, b in bids.items() if b["total"] == top]
    seats = sorted(bids) if raising else range(len(names))
    shown: list[RevealedBid] = []
    for seat in seats:
        bid = bids.get(seat)
        if bid is None:
            shown.append(RevealedBid(seat, names[seat], 0, [], "No bid", total_text=money(0)))
            continue
        wins = bid["total"] == top and len(winners) == 1
        note = "" if bid["total"] != top else ("Wins" if wins else "Tie")
        values = list(bid["values"])
        shown.append(RevealedBid(seat, names[seat], bid["total"], values, note, total_text=money(bid["total"]),
                                 value_texts=[money(v) for v in values], wins=wins))
    card = data.get("card")
    picture = face(card) if face is not None and isinstance(card, int) else None
    if picture is not None:
        picture.id = None   # a picture of the card on the stage, not a card on the table
    title = f"{'Raises' if raising else 'Sealed bids'} revealed"
    return Reveal(title, picture, shown, verdict)


def beats(events: Sequence[Event], causes: dict[int, int], viewer: int | None, first_n: int,
          names: Sequence[str], faces: dict[int, Card], speed: str,
          face: Face | None = None) -> list[Beat]:
    """The beats of ``events`` (their log lines numbered from ``first_n``) for ``viewer``.

    ``causes`` maps ``id(event)`` to the seat whose move produced it; ``faces`` holds the cards the
    model shows face up (anything else moves face down); ``face`` draws a public card by id (the
    card a reveal is about, wherever it went).
    """
    hold = PACE_MS.get(speed, PACE_MS["normal"])
    out: list[Beat] = []
    n = first_n
    for index, event in enumerate(events):
        if event.kind in SILENT:
            continue
        lines = log_lines([event], names)
        show = staged(event, causes.get(id(event)), viewer)
        first = True
        for text, only in lines:
            number, n = n, n + 1
            if not show or (only is not None and only != viewer):
                continue
            moves: list[Anim] = anims([event], set(faces)) if first else []
            reveal = (_reveal(event, events[index + 1:], names, face)
                      if first and event.kind == "reveal" else None)
            cards = [faces[m.card] for m in moves if m.card is not None and m.card in faces]
            out.append(Beat(number, _subject(event, causes.get(id(event))), text,
                            hold * (REVEAL_BEATS if reveal is not None else 1), moves,
                            list({c.id: c for c in cards}.values()), reveal,
                            first and event.kind in OPENERS))
            first = False
    return out
