"""The event stage: what other players did since the viewer last looked, told beat by beat.

A beat holds one caption (a log sentence, or a few told together: a round's or turn's opening with
its draws, players passing one after the other, a payment with what it bought), the cards those
events moved and, for a sealed-bid reveal, every bid side by side, over the table as of its events
(``app.frames``). Events the viewer caused stay instant, except what a reveal settles, which
everybody watches, and a brief headline of the viewer's move when others answer it next. What needs
no attention (a sealed bid, a bot's trade idea) is no beat. Captions are the lines the viewer may
read (public, plus the viewer's own private lines), so a curtain or a bot's draw never shows more
than the log would.
"""
import re
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from app.animate import anims
from app.model import Anim, Beat, Card, Reveal, RevealedBid
from app.narrate import SILENT, log_lines
from app.present_common import money
from game.core.events import Event

# How long one beat stands at each speed (ms); a reveal stands a beat per bid it shows, from TIE_BEATS
# up to REVEAL_BEATS (the raises of two tied players: two beats), one that ends in a tie TIE_BEATS (it
# settles nothing: the raises come next, revealed the same way).
PACE_MS = {"relaxed": 1200, "normal": 900, "quick": 600, "instant": 0}
REVEAL_BEATS = 3
TIE_BEATS = 2
# The share of a beat the last one before the viewer's own decision stands (its caption stays up
# beside the prompt), at least OWN_MS.
ASKED_SHARE = 2 / 3
OWN_MS = 500        # the least a headline of the viewer's own move stands (half a beat, at least this)
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


def _reveal(event: Event, after: Sequence[Event], names: Sequence[str], face: Face | None,
            you: int | None) -> Reveal:
    """Every bid of a reveal face up, and the line that says what happens to the card (addressed
    to seat ``you``: its column is "You")."""
    data = event.data
    raising = bool(data.get("raise"))
    verdict_event = next((e for e in after if e.kind in VERDICTS), None)
    verdict = log_lines([verdict_event], names, you)[0][0] if verdict_event is not None else ""
    names = [YOU if seat == you else name for seat, name in enumerate(names)]
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


class _Line(NamedTuple):
    """One log line the viewer may read, of one staged event."""

    event: int          # the event's place in the play
    n: int              # the log line's number
    text: str


# An action card that others may answer: while only bots still answer it, it is no news yet (the
# worker plays on), and when nobody does it is told in one beat with what it then does ("Bo plays
# Draw 2! Nobody answers. Bo draws 2 cards.").
ACTION = "action"
# What an action card does that its own line already says ("Bo plays Wild! as Orange", "Bo plays
# Steal! on X of Cy"): left to the log when it is told with the card.
SAID_BY_PLAY = frozenset({"wild", "steal"})
# Events that need no beat of their own: a bot's trade idea (its offer, when it comes, is the news)
# and a sealed bid (the "Bid sealed" badge says it; the reveal shows the bids).
QUIET = frozenset({"draft", "sealed"})
# Letting an action pass is no news until everyone has: the passes that close an answer window are
# told with what the action then does ("Nobody answers. Bo places Wild! as Orange ..."), those
# before an answer (a Nope!) or while others still think are left to the log.
PASS, ANSWERS = "pass", frozenset({"nope"})
NOBODY = "Nobody answers."
# Answers that only let the action happen (a pass, Deal's "accepts"): no news to the player who gave
# them when the caption goes on to say what happens.
LETS_HAPPEN = frozenset({PASS, "accept"})
YOU = "You"
# Events several players do one after the other, told in one line ("Bo and Cy draw a card.").
GROUPED = {"draw": ("draws a card", "draw a card")}
# An event that only sets up the next one it is told with (Bid's payment before "wins X for 5M",
# the end of a turn before the next player's turn, the Nope! cards discarded before "Cy's Steal! is
# cancelled").
LEADS_IN = {"pay": "won", "end": "turn", "discard": "cancelled"}
# Events told in the same beat as the one before them when the same player does them ("Bo plays
# Pass Go. Bo draws 2 cards.", "Bo accepts. Bo pays Ann 2M.").
FOLLOWS = {"draw": frozenset({"action"}), "pay": frozenset({"accept"})}


def quiet(events: Sequence[Event], causes: dict[int, int], viewers: Sequence[int | None]) -> bool:
    """Would ``events`` give none of ``viewers`` a beat of their own yet (sealed bids, a trade idea,
    passes while others still answer, an "accepts" before what it lets happen, an action card still
    waiting on answers)?"""
    news = [event for event in events if event.kind not in SILENT | QUIET | LETS_HAPPEN
            and any(staged(event, causes.get(id(event)), viewer) for viewer in viewers)]
    return not news or (len(news) == 1 and news[0].kind == ACTION)


def _names(seats: Sequence[int], names: Sequence[str], everyone: int, you: int | None) -> str:
    """"Bo and Cy", "Ann, Bo and Cy", "Bo and you" (seat ``you``), or "Everyone" when all
    ``everyone`` seats are named."""
    if len(seats) == everyone > 2:
        return "Everyone"
    shown = [names[s] for s in seats if s != you] + (["you"] if you in seats else [])
    if len(shown) == 1:
        return shown[0].capitalize() if shown[0] == "you" else shown[0]
    return ", ".join(shown[:-1]) + " and " + shown[-1]


def _actor(event: Event) -> int | None:
    """The player doing ``event``: its seat, payer or the hand a card came from."""
    data = event.data
    if "seat" in data or "payer" in data:
        return data.get("seat", data.get("payer"))
    source = str(data.get("from", ""))
    return int(source[5:]) if source.startswith("hand:") and source[5:].isdigit() else None


def _follows(first: Event, then: Event) -> bool:
    """Is ``then`` told in ``first``'s beat (the same player's next step, see ``FOLLOWS``)?"""
    return first.kind in FOLLOWS.get(then.kind, ()) and _actor(first) == _actor(then) is not None


def _groupable(event: Event) -> bool:
    return event.kind in GROUPED and (event.kind != "draw" or event.data.get("count") == 1)


def beats(events: Sequence[Event], causes: dict[int, int], viewer: int | None, first_n: int,
          names: Sequence[str], faces: dict[int, Card], speed: str,
          face: Face | None = None, frame_of: Callable[[int], int] | None = None,
          headline: bool = False, asked: bool = False) -> list[Beat]:
    """The beats of ``events`` (their log lines numbered from ``first_n``) for ``viewer``.

    ``causes`` maps ``id(event)`` to the seat whose move produced it; ``faces`` holds the cards the
    model shows face up (anything else moves face down); ``face`` draws a public card by id (the
    card a reveal is about, wherever it went); ``frame_of`` gives the table as of an event (by its
    index; -1 for the table now). With ``headline`` (others answer the viewer's move next) the
    viewer's own move is told too, briefly (``OWN_MS``), so the answers make sense. A round's or a
    turn's opening is one beat with the draws that follow it, a reveal one with what it settles;
    several players passing or drawing one after the other are one beat. With ``asked`` (the viewer
    decides next) the last beat, unless a reveal, stands ``ASKED_SHARE`` of a beat: its caption stays
    on the stage beside the viewer's prompt.
    """
    hold = PACE_MS.get(speed, PACE_MS["normal"])
    lines: list[_Line] = []
    n = first_n
    for index, event in enumerate(events):
        if event.kind in SILENT:
            continue
        cause = causes.get(id(event))
        show = staged(event, cause, viewer) and event.kind not in QUIET
        own = headline and not show and cause is not None and cause == viewer and event.kind not in QUIET
        for text, only in log_lines([event], names, viewer):
            number, n = n, n + 1
            if (show and (only is None or only == viewer)) or (own and only is None):
                lines.append(_Line(index, number, text))
    by_event: dict[int, list[_Line]] = {}
    for line in lines:
        by_event.setdefault(line.event, []).append(line)
    order = list(by_event)
    out: list[Beat] = []
    carried: list[Anim] = []
    at = 0
    while at < len(order):
        index = order[at]
        event = events[index]
        passes: list[int] = []
        if event.kind == PASS:
            while at < len(order) and events[order[at]].kind == PASS:
                passes.append(order[at])
                at += 1
            if at == len(order) or events[order[at]].kind in ANSWERS:
                continue        # still open, or answered: the answer (or the log) tells it
            index = order[at]
            event = events[index]
        group = [index]
        if event.kind == ACTION:
            told_with = _unanswered(order, at, events)
            if told_with is not None:
                # "Bo plays Draw 2! Nobody answers. Bo draws 2 cards.": one beat, the passes between
                passes, at = order[at + 1:told_with], told_with
                group.append(order[at])
        nxt = order[at + 1] if at + 1 < len(order) else None
        if event.kind in LEADS_IN and nxt is not None and events[nxt].kind == LEADS_IN[event.kind]:
            carried += anims([event], set(faces))
            at += 1
            continue
        if event.kind == "reveal":
            # what the reveal settles is told with it (the panel's verdict), over the bids
            while at + 1 < len(order) and events[order[at + 1]].kind in VERDICTS + ("pay",):
                at += 1
                group.append(order[at])
        while at + 1 < len(order) and _follows(event, events[order[at + 1]]):
            at += 1
            group.append(order[at])
        if event.kind == "accept" and len(group) == 1 and at + 1 < len(order) and (
                events[order[at + 1]].kind not in OPENERS | LETS_HAPPEN):
            at += 1     # "Cy accepts. Bo gets Electric Company from Cy.": told with what it lets happen
            group.append(order[at])
        if event.kind in OPENERS or _groupable(event):
            # the draws that open a round or a turn, or the same thing done by the next players
            kind = "draw" if event.kind in OPENERS else event.kind
            while at + 1 < len(order) and events[order[at + 1]].kind == kind and (
                    _groupable(events[order[at + 1]]) if event.kind != "turn"
                    else events[order[at + 1]].data.get("seat") == event.data.get("seat")):
                at += 1
                group.append(order[at])
        said = [k for k in group if not (event.kind == "reveal" and events[k].kind in LEADS_IN)]
        nobody = any(events[k].data.get("seat") != viewer for k in passes)   # your own pass is no news to you
        if event.kind == ACTION and len(group) > 1:
            played = _caption([event], [by_event[index]], names, viewer)
            then = "" if events[group[-1]].kind in SAID_BY_PLAY else " " + _caption(
                [events[group[-1]]], [by_event[group[-1]]], names, viewer)
            caption = f"{played}{' ' + NOBODY if nobody else ''}{then}"
        else:
            caption = _caption([events[k] for k in said], [by_event[k] for k in said], names, viewer)
            caption = f"{NOBODY} {caption}" if nobody else caption
        told = [line for k in passes + group for line in by_event[k]]
        moves: list[Anim] = carried + _first_per_card(m for k in group for m in anims([events[k]], set(faces)))
        carried = []
        reveal = _reveal(event, events[index + 1:], names, face, viewer) if event.kind == "reveal" else None
        cards = [faces[m.card] for m in moves if m.card is not None and m.card in faces]
        mine = not staged(event, causes.get(id(event)), viewer)
        tie = reveal is not None and any(events[k].kind == "tie" for k in group)
        shown = len(reveal.bids) if reveal is not None else 0
        stands = (max(OWN_MS, hold // 2) if mine
                  else hold * (TIE_BEATS if tie else min(REVEAL_BEATS, max(TIE_BEATS, shown))) if reveal is not None
                  else hold)
        out.append(Beat(told[-1].n, _subject(event, causes.get(id(event))), caption,
                        stands if hold else 0, moves,
                        list({c.id: c for c in cards}.values()), reveal, event.kind in OPENERS,
                        frame_of(group[0] if reveal is not None else group[-1]) if frame_of is not None else -1))
        at += 1
    if asked and out and out[-1].reveal is None and out[-1].hold_ms == hold:
        out[-1].hold_ms = max(OWN_MS, int(hold * ASKED_SHARE))
    return out


def _unanswered(order: Sequence[int], at: int, events: Sequence[Event]) -> int | None:
    """Where in ``order`` the action card at ``at`` takes effect when nobody answers it (only passes,
    or nothing the viewer is told, come between), else None (an answer, or still waiting)."""
    then = at + 1
    while then < len(order) and events[order[then]].kind == PASS:
        then += 1
    if then == len(order) or events[order[then]].kind in ANSWERS | {ACTION} | OPENERS:
        return None
    return then


def _first_per_card(moves: Iterable[Anim]) -> list[Anim]:
    """``moves`` with each shown card moved once (from where it first left: a card played onto the
    table travels from the hand to where it lands); face-down moves all kept."""
    seen: set[int] = set()
    out: list[Anim] = []
    for move in moves:
        if move.card is None or move.card not in seen:
            out.append(move)
        if move.card is not None:
            seen.add(move.card)
    return out


def _caption(group: Sequence[Event], told: Sequence[Sequence[_Line]], names: Sequence[str],
             you: int | None) -> str:
    """One caption for events told together: a round's or turn's opening with its draws, or the
    same thing done by several players ("Bo and Cy draw a card."); the viewer's own line last."""
    first = group[0]
    # "You draw 2 cards." goes without saying before "You draw 2M, 5M.", and "You accept." before
    # what it lets happen
    public = [line.text for event, lines in zip(group, told, strict=True) for line in lines[:1]
              if not (len(lines) > 1 and line.text.startswith("You ") and lines[1].text.startswith("You "))
              and not (event.kind in LETS_HAPPEN and _actor(event) == you and event is not group[-1])]
    private = [line.text for lines in told for line in lines[1:]]
    rest = group[1:] if first.kind in OPENERS else group
    if len(rest) > 1 and all(_groupable(e) for e in rest):
        seats = [e.data.get("seat", 0) for e in rest]
        who = _names(seats, names, len(names), you)
        together = f"{who} {GROUPED[rest[0].kind][who != 'Everyone']}."
        public = public[:1] + [together] if first.kind in OPENERS else [together]
    return " ".join(public + private)
