"""Receiving properties (auction, Steal!, trade): a card with one place to go joins at once; where it
could join more than one of the player's sets of its colour (or start a new one), that player
chooses (phase "place", one queued card at a time). Then offers are pruned, the win is checked and
play goes on."""

from game.bid.actions import PlaceCard
from game.bid.cards import COLOR_NAMES, COLORS, NAME
from game.bid.collection import loose_cards, place_at, places
from game.bid.state import Resume, State
from game.bid.turn import check_win, end_round
from game.core.actions import Action
from game.core.events import Event


def receive(st: State, seat: int, card: int, color: int) -> None:
    """``seat`` gets ``card`` as a property of colour index ``color``: placed now where it has one
    place to go, else queued for its owner's choice."""
    if not st.placing:
        where = places(st.sets[seat], card, color)
        if len(where) == 1:
            place_at(st.sets[seat], card, color, where[0])
            return
    st.placing.append([seat, card, color])


def settle(st: State, events: list[Event], resume: Resume) -> None:
    """After cards were received: ask where the queued ones go; once none is left, prune trades,
    check the win, then go on with ``resume`` (a phase, or "end_round")."""
    if st.placing:
        st.resume = resume
        st.phase = "place"
        return
    prune(st, events)
    if check_win(st, events):
        return
    if resume == "end_round":
        end_round(st, events)
    else:
        st.phase = resume


def place_actions(st: State) -> list[Action]:
    """The choices of the seat placing the first queued card."""
    seat, card, color = st.placing[0]
    return [PlaceCard(seat, card, COLORS[color], number)
            for number in places(st.sets[seat], card, color)]


def play_place(st: State, action: PlaceCard, events: list[Event]) -> None:
    """Put the first queued card where its owner chose; later queued cards with one place left
    join at once."""
    seat, card, color = st.placing.pop(0)
    place_at(st.sets[seat], card, color, action.number)
    name = COLOR_NAMES[COLORS[color]]
    where = f"a new {name} set" if action.number == 0 else f"their {name} set"
    events.append(Event("place", f"{{p{seat}}} puts {NAME[card]} into {where}",
                        {"seat": seat, "cards": [card], "to": f"sets:{seat}",
                         "color": COLORS[color]}))
    queue = st.placing
    while queue:
        other, later, later_color = queue[0]
        spots = places(st.sets[other], later, later_color)
        if len(spots) > 1:
            break
        queue.pop(0)
        place_at(st.sets[other], later, later_color, spots[0])
    if not queue:
        resume, st.resume = st.resume, None
        assert resume is not None
        settle(st, events, resume)


def prune(st: State, events: list[Event]) -> None:
    """After collections change: drop cards that can no longer be traded from drafts, and let the
    open offer lapse if any of its cards moved or became part of a complete set."""
    sets = st.sets
    for seat, draft in enumerate(st.drafts):
        if draft is not None:
            own = loose_cards(sets[seat])
            theirs = loose_cards(sets[draft["to"]])
            draft["give"] = [c for c in draft["give"] if c in own]
            draft["take"] = [c for c in draft["take"] if c in theirs]
    offer = st.offer
    if offer is None:
        return
    own = loose_cards(sets[offer["from"]])
    theirs = loose_cards(sets[offer["to"]])
    if all(c in own for c in offer["give"]) and all(c in theirs for c in offer["take"]):
        return
    st.offer = None
    events.append(Event("offer_lapsed", f"The trade offer from {{p{offer['from']}}} to "
                        f"{{p{offer['to']}}} lapses: its cards are no longer tradable",
                        {"from": offer["from"], "to": offer["to"]}))
