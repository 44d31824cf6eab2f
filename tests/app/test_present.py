"""What the model says in real situations of both games (found by playing seeded games)."""
import re

import pytest

from app.session import Session
from app.settings import parse_query
from app.table import build as build_table
from lab.samples import SITUATIONS, choice_labels, deal_pending, find, has_a_move

HUMAN_VS_BOTS = "human,ai-normal,ai-normal"


def situation(name):
    game, seats, check = SITUATIONS[name]
    table = find(game, seats, check)
    assert table is not None, f"no {name} situation in the seeded games"
    return table


def deal(check, seeds=range(1, 80)):
    table = find("deal", HUMAN_VS_BOTS, check, seeds=seeds)
    assert table is not None
    return table


def choice(table, prefix):
    return next(c for c in table.prompt.choices if c.label.startswith(prefix))


def test_deal_turn_offers_every_card_on_the_card_itself():
    t = situation("deal-turn")
    assert t.prompt.title == "Your turn" and re.search(r"You have \d plays? left", t.prompt.text)
    hand = next(z for z in t.seats[0].zones if z.kind == "hand")
    hand_ids = {c.id for c in hand.cards}
    assert choice(t, "End turn").intent == "primary" and choice(t, "End turn").card is None
    for c in t.prompt.choices:
        if c.label.startswith(("Bank", "Play")):
            assert c.card in hand_ids and c.zone is not None
    assert t.seats[0].is_you and not t.seats[1].is_you
    assert not any(z.kind == "hand" for z in t.seats[1].zones)   # opponents show counts only
    assert t.seats[1].summary.startswith(f"{t.seats[1].hand_count} in hand")


def test_rent_choices_state_the_amount_before_charging():
    t = deal(lambda s, t: any(label.startswith("Rent for") for label in choice_labels(t)))
    label = choice(t, "Rent for").label
    assert re.fullmatch(r"Rent for [A-Za-z ]+: \d+M from [A-Za-z]+", label)


def test_double_the_rent_prompt_gives_both_amounts():
    t = deal(lambda s, t: has_a_move(s) and s.state.phase == "double")
    amount = int(re.search(r"(\d+)M rent", t.prompt.text).group(1))
    assert f"make it {2 * amount}M" in t.prompt.text
    # The rent card is not answered yet, so it may still be taken back.
    assert {c.label for c in t.prompt.choices} == {f"Double the Rent to {2 * amount}M", f"Charge {amount}M",
                                                   "Undo"}


def test_just_say_no_is_a_button_beside_accept_with_the_stake():
    t = situation("deal-just-say-no")
    jsn = choice(t, "Just Say No!")
    assert jsn.intent == "primary" and jsn.card is not None
    assert jsn.answer and not any(c.answer for c in t.prompt.choices if c is not jsn)   # a prompt button too
    accept = choice(t, "Accept")
    assert re.fullmatch(r"Accept: pay \d+M", accept.label)
    assert t.prompt.title == "Just Say No?" and "Answer with Just Say No, or accept." in t.prompt.text
    assert t.prompt.cards and t.prompt.cards[0].kind in ("action", "rent")


def test_forced_deal_against_you_says_what_it_takes_and_gives():
    t = situation("deal-forced-deal")
    e = t.prompt.cards
    take, give = e[1].title, e[2].title
    assert f"takes {take} from you and gives {give}" in t.prompt.text
    assert choice(t, "Accept").label == f"Accept: swap {take} for {give}"


def test_deal_breaker_names_every_card_of_the_set():
    t = deal(lambda s, t: any(label.startswith("Deal Breaker") for label in choice_labels(t)))
    c = choice(t, "Deal Breaker")
    owner = t.seats[c.seat]
    zone = next(z for z in owner.zones if z.id == c.zone)
    assert zone.complete and c.target_card in {card.id for card in zone.cards}
    for card in zone.cards:
        assert card.title in c.label


def test_a_cancelled_action_says_so_to_its_player():
    t = deal(lambda s, t: has_a_move(s) and s.state.phase == "respond" and deal_pending(s).get("jsn_depth", 0) % 2 == 1)
    assert "answered with Just Say No, so it is cancelled for now" in t.prompt.text
    assert re.fullmatch(r"Accept: the .+ is cancelled", choice(t, "Accept").label)


def test_payment_is_a_selection_with_running_total_and_target():
    t = situation("deal-payment")
    sel = t.selection
    assert sel.kind == "payment" and sel.target > 0 and sel.confirm_label == f"Pay {sel.total}M"
    assert t.prompt.title.startswith("Pay ") and "no change is given" in t.prompt.text
    picks = [c for c in t.prompt.choices if c.label.startswith("Pay with")]
    assert picks and all(c.card is not None for c in picks)


def test_wildcard_colour_choice_names_the_colours_and_drop_zones():
    t = situation("deal-wild-colour")
    assert t.prompt.title == "Choose a colour"
    for c in t.prompt.choices:
        assert c.label.startswith("Place ") and c.card == t.prompt.cards[0].id
        assert c.zone.startswith(("set:0:", "sets:0"))


def test_colour_choices_carry_their_colour_and_say_which_completes_or_grows_a_set():
    t = situation("deal-wild-colour")
    mine = {z.colour.key: z for z in next(s for s in t.seats if s.is_you).zones if z.kind == "set"}
    for c in t.prompt.choices:
        assert c.colour is not None and c.label.endswith(f"as {c.colour.name}")
        own = mine.get(c.colour.key)
        expected = "" if own is None or own.complete else (
            "completes" if own.count + 1 >= own.size else "grows")
        assert c.hint == expected


def test_colour_hint_counts_only_unfinished_sets_of_that_colour():
    from app.present_common import colour_hint

    sets = [{"color": "red", "complete": False, "cards": [1, 2], "size": 3},
            {"color": "green", "complete": False, "cards": [1], "size": 3},
            {"color": "brown", "complete": True, "cards": [1, 2], "size": 2}]
    assert [colour_hint(sets, c) for c in ("red", "green", "brown", "blue")] == ["completes", "grows", "", ""]


def test_game_over_names_the_winners():
    for name in ("deal-game-over", "bid-game-over"):
        t = situation(name)
        assert t.outcome is not None and t.prompt is None and t.bot is None
        assert t.outcome.names and all(n in t.outcome.sentence for n in t.outcome.names)


def test_the_end_screen_ranks_the_winners_first_then_by_complete_sets():
    for name in ("deal-game-over", "bid-game-over"):
        t = situation(name)
        ranked = t.outcome.standings
        by_seat = {seat.seat: seat for seat in t.seats}
        assert sorted(s.seat for s in ranked) == sorted(by_seat)
        assert [s.winner for s in ranked] == sorted((s.winner for s in ranked), reverse=True)
        assert {s.seat for s in ranked if s.winner} == set(t.outcome.winners)
        losers = [by_seat[s.seat].complete_sets for s in ranked if not s.winner]
        assert losers == sorted(losers, reverse=True)
        for line in ranked:
            seat = by_seat[line.seat]
            assert line.text.startswith(seat.name) and line.text.endswith(seat.standing)


def test_a_name_that_says_its_level_is_not_told_it_twice():
    from app.model import SeatModel
    from app.table import standings

    def seat(n: int, name: str, kind: str, sets: int) -> SeatModel:
        return SeatModel(seat=n, name=name, kind_label=kind, is_you=False, is_active=False, is_acting=False,
                         hand_count=0, bank_total=None, complete_sets=sets, sets_to_win=3,
                         standing=f"{sets} of 3 sets")

    lines = standings([seat(0, "Ann", "Human", 1), seat(1, "Bot 2 (Normal)", "AI · Normal", 2),
                       seat(2, "Cy", "AI · Hard", 3)], winners=[2])
    assert [line.text for line in lines] == ["Cy (AI · Hard): 3 of 3 sets", "Bot 2 (Normal): 2 of 3 sets",
                                             "Ann (Human): 1 of 3 sets"]


def test_bid_host_actions_and_start():
    t = situation("bid-host")
    assert t.prompt.title == "You host" and choice(t, "Start the auction").intent == "primary"
    steal = next((c for c in t.prompt.choices if c.label.startswith("Steal ")), None)
    if steal is not None:
        assert steal.seat is not None and steal.target_card is not None


def test_sealed_bid_selection_and_privacy_note():
    t = situation("bid-sealed-bid")
    sel = t.selection
    assert sel.kind == "bid" and sel.total > 0 and sel.confirm_label == f"Bid {sel.total}M"
    bid_zone = next(z for z in t.seats[0].zones if z.kind == "bid")
    assert {c.id for c in bid_zone.cards} == set(sel.card_ids)
    hand = next(z for z in t.seats[0].zones if z.kind == "hand")
    assert not {c.id for c in hand.cards} & set(sel.card_ids)     # a card is in one place only
    assert "Only you see your bid" in sel.note


def test_raise_round_says_who_tied_and_what_stands():
    t = situation("bid-raise")
    assert t.prompt.title == "Raise your bid" and "Your first bid of" in t.prompt.text
    assert "Tie for" in t.prompt.text


def test_nope_window_offers_nope_beside_let_it_pass():
    t = situation("bid-nope-window")
    assert choice(t, "Nope!").intent == "primary" and choice(t, "Let it pass")
    assert choice(t, "Nope!").answer and not choice(t, "Let it pass").answer
    assert "Answer with Nope!, or let it pass." in t.prompt.text


def test_trade_offer_lists_both_sides():
    t = situation("bid-trade-offer")
    assert t.prompt.title == "Trade offer" and " for " in t.prompt.text
    assert choice(t, "Accept the trade").intent == "primary"
    offer = next(z for z in t.centre if z.kind == "offer")
    assert {c.id for c in offer.cards} == {c.id for c in t.prompt.cards}


def test_hot_seat_curtain_hides_everything_private():
    t = situation("hot-seat-curtain")
    assert t.curtain.title == f"Pass the device to {t.curtain.name}" and t.viewer is None
    assert t.toast == "" and t.events == [] and (t.prompt is None or t.prompt.choices == [])
    assert not any(z.kind in ("hand", "bid") for s in t.seats for z in s.zones)


@pytest.mark.parametrize("name", list(SITUATIONS))
def test_every_choice_has_its_own_action_and_a_label_with_names(name):
    game, seats, check = SITUATIONS[name]
    t = find(game, seats, check)
    choices = t.prompt.choices if t.prompt else []
    assert len({c.action for c in choices}) == len(choices)
    assert len({c.key for c in choices}) == len(choices) and all(c.key for c in choices)
    for c in choices:
        assert c.label and "{p" not in c.label and c.intent in ("primary", "secondary", "danger")


def test_bid_received_card_asks_which_set_it_joins():
    game, seats, check = SITUATIONS["bid-choose-set"]
    t = find(game, seats, check)
    assert t.prompt.title == "Choose a set" and t.prompt.cards
    card = t.prompt.cards[0]
    own_sets = {z.id for z in t.seats[0].zones if z.kind == "set"}
    for c in t.prompt.choices:
        if c.label.startswith("Put "):
            assert c.card == card.id and (c.zone in own_sets or c.zone == "sets:0")
    assert any("a new" in c.label for c in t.prompt.choices)


def offer_while_bidding():
    """Bob, a second human at the table, hosts: he offers Ann a trade and starts the auction before
    she answers, so her sealed bid and the open offer stand at once (the bots wait for an answer)."""
    def first(session, seat, kind, **fields):
        return next((a for a in session.legal_for(seat) if type(a).__name__ == kind
                     and all(getattr(a, k) == v for k, v in fields.items())), None)
    for seed in range(1, 40):
        s = Session(parse_query(f"game=bid&seats=human,human,ai-normal&names=Ann,Bob,Cy&seed={seed}", 0))
        for _ in range(400):
            if s.over:
                break
            st = s.state
            if st.phase == "host" and st.host == 1 and first(s, 1, "ProposeTrade", to=0) is not None:
                s.apply(first(s, 1, "ProposeTrade", to=0))
                for kind in ("AskCard", "SendOffer", "StartAuction"):
                    step = first(s, 1, kind)
                    if step is None:
                        break
                    s.apply(step)
                if s.state.phase == "bid" and 0 in s.state.to_act and s.state.offer is not None:
                    s.viewer = 0
                    return build_table(s)
                break
            seat = s.ai_to_act()
            s.play(s.bot_choice(seat if seat is not None else s.human_to_act()))
    raise AssertionError("no seeded game gave Bob the host's chance to offer Ann a trade")


def test_bid_sealed_bid_stays_the_question_while_a_trade_offer_waits():
    t = offer_while_bidding()
    assert t.prompt.title in ("Your sealed bid", "Raise your bid") and t.selection.kind == "bid"
    auction, trade = t.prompt.text.split(" Trade: ")
    assert "Tap money cards" in auction or "add more money" in auction
    assert "offers you a trade" in trade and trade.endswith("Accept or decline it when you like.")
    assert {"Accept the trade", "Decline the trade"} <= choice_labels(t)


def test_deal_wildcard_in_a_set_is_drawn_as_the_sets_colour_with_its_ladder_only():
    def has_wild_in_set(session, table):
        return any(c.kind == "wild" for seat in table.seats for z in seat.zones if z.kind == "set" for c in z.cards)
    t = deal(has_wild_in_set)
    for seat in t.seats:
        for zone in (z for z in seat.zones if z.kind == "set"):
            for card in (c for c in zone.cards if c.kind == "wild"):
                assert card.placed_as == zone.colour
                assert [ladder.colour for ladder in card.rent] == [zone.colour]
                assert f"placed as {zone.colour.name}" in card.description
