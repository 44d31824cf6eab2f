"""Table markup from real engine views: every legal action is reachable, text is escaped, and
nothing hidden from the viewer is drawn."""
import random
import re

import pytest

from app.session import Session
from app.settings import parse_query
from ui import render

INDEX = re.compile(r'data-index="(\d+)"')
CARD = re.compile(r'data-card="(\d+)"')


def regions(s: Session, menu: int | None = None) -> str:
    """Every region's markup as ui.app draws it."""
    view = s.view()
    choices = render.arrange(s.legal(), view, s.names)
    picked = render.selected_ids(view)
    kinds = ["Human" if seat.is_human else "AI" for seat in s.seats]
    active = render.active_seat(view)
    mine = [render.seat_panel(p, s.names, kinds, active, choices, picked, "me")
            for p in view["players"] if p["seat"] == view["you"]]
    parts = [render.players_html(view, s.names, kinds, active, choices, picked),
             render.center_html(view, s.names), *mine, render.hand_html(view, choices, picked, menu),
             render.actions_html(choices, menu, view, s.names), render.status_text(view, s.names, None),
             render.log_html(s.visible_log())]
    if s.over:
        parts.append(render.outcome_html(*s.outcome(), view, s.names, kinds))
    return "".join(parts)


def reachable(s: Session) -> set[int]:
    """Indexes of the legal actions a player can click, opening each card menu in turn."""
    html = regions(s)
    found = {int(i) for i in INDEX.findall(html)}
    for card in set(re.findall(r'data-menu="(\d+)"', html)):
        found |= {int(i) for i in INDEX.findall(regions(s, int(card)))}
    return found


@pytest.mark.parametrize("game", ["deal", "bid"])
def test_every_legal_action_is_on_screen_and_no_hidden_card_is(game):
    for seed in range(4):
        s = Session(parse_query(f"game={game}&seats=human,ai-random,human&seed={seed}", 0))
        rng = random.Random(seed)
        while not s.over:
            if s.ai_to_act() is not None:
                s.play_bot_now(s.ai_to_act())
                continue
            hidden = s.engine.hidden_card_ids(s.state, s.shown_seat())
            drawn = {int(c) for c in CARD.findall(regions(s))}
            assert not drawn & hidden, f"hidden cards drawn: {sorted(drawn & hidden)}"
            if s.curtain() is not None:
                s.lift_curtain()
                continue
            assert reachable(s) == set(range(len(s.legal())))
            s.play(rng.choice(s.legal()))
        assert 'data-outcome="' in regions(s)


def test_names_are_escaped():
    s = Session(parse_query("game=deal&seats=human,ai-random&names=<b>x</b>,Bo&seed=1", 0))
    html = regions(s)
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html


def test_decision_text_keeps_the_case_of_player_names():
    """A sentence starting with a name keeps it as typed ("McKay", "Bot 2 (Easy)"), only "you" -> "You"."""
    from ui.render import decision_text
    s = Session(parse_query("game=bid&seats=human,human&names=McKay,deRosa&seed=3", 0))
    view = s.view()
    text = decision_text(view, s.names)
    assert "McKay" in text or "You" in text
    assert "Mckay" not in text and "Derosa" not in text
