"""Sample table models of real situations, for building and testing the painter.

    python -m lab.samples OUTDIR

Plays seeded games (the human seat is played by a Normal bot) and writes the model at the first
moment each situation arises, as ``OUTDIR/<situation>.json``; prints what it wrote.
"""
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple

from app.model import Table
from app.session import Session
from app.settings import parse_query
from app.table import build as build_table
from game import bid, deal
from game.bid import actions as bid_actions
from game.core.actions import Action
from game.deal import actions as deal_actions
from game.deal.cards import NAME, SET_SIZE
from game.deal.sets import COLOR, card_count
from game.deal.view_types import DealPending

Check = Callable[[Session, Table], bool]
# Who plays a seat's move while a situation is sought: (session, seat) -> the move.
Mover = Callable[[Session, int], Action]


def _phase(session: Session) -> str:
    """The phase of the session's game."""
    state = session.state
    if not isinstance(state, deal.State | bid.State):
        raise TypeError(f"a game without phases: {session.settings.game}")
    return state.phase


def _deal(session: Session) -> deal.State:
    """The state of a Deal session."""
    state = session.state
    if not isinstance(state, deal.State):
        raise TypeError(f"not a Monopoly Deal game: {session.settings.game}")
    return state


# The situation checks' helpers below are public: tests (tests/app/test_present.py) find situations with them.
def choice_labels(table: Table) -> set[str]:
    """The labels of the choices the table's prompt offers (none without a prompt)."""
    return {c.label for c in table.prompt.choices} if table.prompt else set()


def deal_pending(session: Session) -> DealPending | None:
    """The decision a Deal session waits for, as its shown seat sees it."""
    return deal.view(_deal(session), session.shown_seat())["pending"]


def _forced_deal(session: Session) -> bool:
    """Is a Forced Deal being answered?"""
    pending = deal_pending(session)
    action = pending["action"] if pending else None
    return action is not None and action["kind"] == "forced"


def has_a_move(session: Session) -> bool:
    """Does the shown seat have a legal move (a human decision)?"""
    return bool(session.legal())


def _aims_at_players(table: Table) -> bool:
    """Some hand card's choices aim at two or more other players (and at no card on the table)."""
    by_card: dict[int, set[int]] = {}
    for c in table.prompt.choices if table.prompt else []:
        if c.card is not None and c.seat is not None and c.target_card is None:
            by_card.setdefault(c.card, set()).add(c.seat)
    return any(len(seats) >= 2 for seats in by_card.values())


def _aims(table: Table, count: int) -> bool:
    """Some choice aims at a card on the table, with at least ``count`` such targets in all."""
    targets = {c.target_card for c in table.prompt.choices if c.target_card is not None} if table.prompt else set()
    return len(targets) >= count


def _answer_late_in_hand(table: Table, place: int) -> bool:
    """The prompt's answer (a Just Say No, a Nope!) is the card at ``place`` or later in the hand."""
    hand = next((z.cards for z in table.seats[0].zones if z.kind == "hand"), [])
    ids = [c.id for c in hand]
    return any(c.answer and c.card in ids and ids.index(c.card) >= place
               for c in (table.prompt.choices if table.prompt else []))


CROWD = "human,ai-normal,ai-normal,ai-normal,ai-normal"
# situation -> (game, seats, test on the session and its model at a human decision)
SITUATIONS: dict[str, tuple[str, str, Check]] = {
    "deal-turn": ("deal", "human,ai-normal,ai-normal",
                  lambda s, t: _phase(s) == "play" and has_a_move(s) and _deal(s).turn_count >= 9
                  and any(z.kind == "set" for z in t.seats[0].zones)),
    "deal-payment": ("deal", "human,ai-normal,ai-normal",
                     lambda s, t: t.selection is not None and len(s.legal()) >= 3),
    "deal-aim": ("deal", "human,ai-normal,ai-normal",
                 lambda s, t: has_a_move(s) and _phase(s) == "play" and _aims(t, 3)),
    "deal-aim-player": ("deal", "human,ai-normal,ai-normal",
                        lambda s, t: has_a_move(s) and _phase(s) == "play" and _aims_at_players(t)),
    "deal-just-say-no": ("deal", "human,ai-normal,ai-normal",
                         lambda s, t: "Just Say No!" in choice_labels(t)),
    "deal-just-say-no-late": ("deal", "human,ai-normal,ai-normal",
                              lambda s, t: _answer_late_in_hand(t, 5)),
    "deal-aim-crowded": ("deal", CROWD, lambda s, t: has_a_move(s) and _phase(s) == "play"
                         and _deal(s).turn_count >= 20 and _aims(t, 14)),
    "deal-forced-deal": ("deal", "human,ai-normal,ai-normal",
                         lambda s, t: has_a_move(s) and _phase(s) == "respond"
                         and _forced_deal(s)),
    "deal-wild-colour": ("deal", "human,ai-normal,ai-normal",
                         lambda s, t: has_a_move(s) and _phase(s) == "place"),
    "deal-game-over": ("deal", "human,ai-normal,ai-normal", lambda s, t: s.over),
    "bid-host": ("bid", "human,ai-normal,ai-normal",
                 lambda s, t: has_a_move(s) and _phase(s) == "host"
                 and any(label.startswith(("Play Wild!", "Steal ")) for label in choice_labels(t))),
    "bid-steal": ("bid", "human,ai-normal,ai-normal", lambda s, t: has_a_move(s) and _aims(t, 2)),
    "bid-steal-crowded": ("bid", CROWD, lambda s, t: has_a_move(s) and _aims(t, 12)),
    "bid-offer-crowded": ("bid", CROWD, lambda s, t: has_a_move(s) and t.selection is not None
                          and t.selection.kind == "offer"
                          and sum(label.startswith("Ask for") for label in choice_labels(t)) >= 4),
    # The card up for auction has a dotted name ("St. James Place", "B. & O. Railroad").
    "bid-sealed-bid": ("bid", "human,ai-normal,ai-normal",
                       lambda s, t: t.selection is not None and t.selection.kind == "bid"
                       and t.selection.total > 0 and _phase(s) == "bid" and t.prompt is not None
                       and t.prompt.text.startswith(("Sealed bids for St. ", "Sealed bids for B. & O."))),
    "bid-raise": ("bid", "human,ai-normal,ai-normal",
                  lambda s, t: has_a_move(s) and _phase(s) == "raise" and t.selection is not None),
    "bid-nope-window": ("bid", "human,ai-normal,ai-normal", lambda s, t: "Nope!" in choice_labels(t)),
    "bid-choose-set": ("bid", "human,ai-normal,ai-normal",
                       lambda s, t: has_a_move(s) and _phase(s) == "place"),
    "bid-trade-offer": ("bid", "human,ai-normal,ai-normal",
                        lambda s, t: "Accept the trade" in choice_labels(t)),
    "bid-game-over": ("bid", "human,ai-normal,ai-normal", lambda s, t: s.over),
    "hot-seat-curtain": ("deal", "human,human,ai-normal",
                         lambda s, t: t.curtain is not None and len(s.history) > 10),
}

# The gallery of crowded late-game tables (e2e/test_gallery.py, tools/table_screenshots.py): long
# names (20 letters, the most a name may have), many seats, every seat's table full.
LONG_NAMES = ("Alexandra Konstanti,Bartholomew Fairwea,Cornelius Ashdownes,Dorothea Villanueva,"
              "Evangeline Montgome,Fitzgerald Okonkwos")
MIN_GROUPS = 4      # property sets on every seat's table in a crowded Deal situation
MIN_BANK = 8        # cards in every bank
MIN_HAND = 10       # cards in the player's hand
MIN_BID_GROUPS = 6  # the player's sets in the crowded Bid offer drafted during a sealed bid


def groups(table: Table) -> list[int]:
    """How many property sets each seat of the table has laid out."""
    return [sum(zone.kind == "set" for zone in seat.zones) for seat in table.seats]


def _bank_counts(table: Table) -> list[int]:
    return [next((zone.count for zone in seat.zones if zone.kind == "bank"), 0) for seat in table.seats]


def _crowded_deal(table: Table, hand: int) -> bool:
    """Every seat has ``MIN_GROUPS`` sets and ``MIN_BANK`` bank cards, the player ``hand`` cards."""
    return (min(groups(table)) >= MIN_GROUPS and min(_bank_counts(table)) >= MIN_BANK
            and table.seats[0].hand_count >= hand)


def crowding(session: Session, seat: int, keep: bool = False) -> Action:
    """A Deal move that fills the table and keeps the game going: a property into a colour the seat
    lacks (else one that completes nothing), Pass Go, money (any card for the bots) into the bank;
    the player (seat 0), and every seat with ``keep``, keeps its action cards in hand; else what the
    seat's bot plays."""
    legal = session.legal_for(seat)
    held = {st[COLOR]: st for st in _deal(session).tables[seat]}
    props = [a for a in legal if isinstance(a, deal_actions.PlayProperty)]
    fresh = [a for a in props if a.color not in held]
    quiet = [a for a in props if a.color in held and card_count(held[a.color]) + 1 < SET_SIZE[a.color]]
    banks = [a for a in legal if isinstance(a, deal_actions.Bank)
             and ((seat and not keep) or NAME[a.card][:-1].isdigit())]
    for moves in (fresh, quiet, [a for a in legal if isinstance(a, deal_actions.PassGo)], banks,
                  [a for a in legal if isinstance(a, deal_actions.EndTurn | deal_actions.Accept)]):
        if moves:
            return moves[0]
    return session.bot_choice(seat)


def stealing(session: Session, seat: int) -> Action:
    """``crowding`` keeping the action cards, and once every seat has its sets the bots aim their
    steals at the player."""
    crowded = min(len(tables) for tables in _deal(session).tables) >= MIN_GROUPS
    steals = [a for a in session.legal_for(seat) if seat and crowded
              and isinstance(a, deal_actions.SlyDeal | deal_actions.ForcedDeal | deal_actions.DealBreaker)
              and a.target == 0]
    return steals[0] if steals else crowding(session, seat, keep=True)


def _drafted(session: Session) -> int:
    """How many cards the player's (seat 0's) trade offer being drafted holds; -1 when there is none."""
    state = session.state
    draft = state.drafts[0] if isinstance(state, bid.State) else None
    return -1 if draft is None else len(draft["give"]) + len(draft["take"])


def offering(session: Session, seat: int) -> Action:
    """The player (seat 0), once it has ``MIN_BID_GROUPS`` sets, drafts a trade offer while it bids:
    proposes one and puts two cards in; every other move is the seat's bot's."""
    state = session.state
    if seat == 0 and isinstance(state, bid.State) and state.phase == "bid" \
            and groups(build_table(session))[0] >= MIN_BID_GROUPS:
        legal = session.legal_for(seat)
        drafted = _drafted(session)
        wanted = bid_actions.ProposeTrade if drafted < 0 else bid_actions.OfferCard | bid_actions.AskCard
        moves: list[Action] = [a for a in legal if isinstance(a, wanted) and drafted < 2]
        if moves:
            return moves[0]
    return session.bot_choice(seat)


class Staged(NamedTuple):
    """A gallery situation: its game, seats and check, and who plays the moves that lead there."""

    game: str
    seats: str
    check: Check
    mover: Mover | None = None
    seeds: range = range(1, 40)     # the first seed that reaches it comes first (a search costs seconds)


GALLERY: dict[str, Staged] = {
    "late-deal-turn": Staged("deal", CROWD + ",ai-normal",
                             lambda s, t: _phase(s) == "play" and has_a_move(s) and _crowded_deal(t, MIN_HAND),
                             crowding, range(3, 40)),
    "late-deal-steal": Staged("deal", CROWD, lambda s, t: "Just Say No!" in choice_labels(t)
                              and min(groups(t)) >= MIN_GROUPS, stealing, range(2, 40)),
    # Bid's properties come one by one at auction, so Normal bots spread them thinner (3 sets a seat).
    "late-bid-turn": Staged("bid", CROWD, lambda s, t: has_a_move(s) and min(groups(t)) >= 3
                            and t.seats[0].hand_count >= MIN_HAND, None, range(4, 40)),
    # A bot offers a trade while it hosts, before the auction: never on top of a sealed bid (issue 38).
    "late-bid-offer": Staged("bid", CROWD, lambda s, t: "Accept the trade" in choice_labels(t)
                             and min(groups(t)) >= 1, None, range(2, 40)),
    # The player drafts an offer during a sealed bid: its sets spread out to be picked, under the
    # auction card (issue 37).
    "late-bid-offer-in-bid": Staged("bid", "human,ai-normal,ai-normal",
                                    lambda s, t: _phase(s) == "bid" and _drafted(s) >= 2
                                    and groups(t)[0] >= MIN_BID_GROUPS, offering, range(1, 40)),
}


def walk(session: Session, max_plays: int, mover: Mover | None = None) -> Iterator[Table]:
    """The model before every move of ``session`` (humans played by their seat's bot, Normal for
    a human, or every seat by ``mover``; curtains lifted at once), up to the end or ``max_plays`` steps."""
    for _ in range(max_plays):
        table = build_table(session)
        yield table
        if session.over:
            return
        if table.curtain is not None:
            session.lift_curtain()
            continue
        seat = session.ai_to_act()
        if seat is None:
            seat = session.human_to_act()
        assert seat is not None         # a game not over has a seat to act
        session.play(mover(session, seat) if mover else session.bot_choice(seat))


def find(game: str, seats: str, check: Check, seeds: range = range(1, 40),
         max_plays: int = 3000) -> Table | None:
    """The model at the first moment ``check`` holds in a game of ``seeds``; None if none."""
    for seed in seeds:
        settings = parse_query(f"game={game}&seats={seats}&names=Ann,Bob,Cy&seed={seed}", 0)
        assert settings is not None
        session = Session(settings)
        for table in walk(session, max_plays):
            if check(session, table):
                return table
    return None


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    out = Path(args[0])
    out.mkdir(parents=True, exist_ok=True)
    missing = []
    for name, (game, seats, check) in SITUATIONS.items():
        table = find(game, seats, check)
        if table is None:
            missing.append(name)
            continue
        (out / f"{name}.json").write_text(json.dumps(table.to_json(), indent=1) + "\n")
        print(f"{name}: {table.status}")
    if missing:
        print(f"not found: {', '.join(missing)}", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
