"""The setup form and the embed's game list are drawn from the game specs: every game, seat count
and house rule the engines define is offered, and what the form sends by default starts each game."""
import json
from html.parser import HTMLParser

from app.registry import entry
from app.worker_api import WorkerApi
from game import names, spec
from tools.setup_form import games_json, values


class Fields(HTMLParser):
    """The form controls of an HTML fragment: (tag, attributes) in order."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.controls: list[tuple[str, dict[str, str | None]]] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("input", "option", "li", "fieldset", "button", "small"):
            self.controls.append((tag, dict(attrs)))


def test_every_game_and_house_rule_of_the_specs_is_on_the_form() -> None:
    filled = values()
    games = [a["value"] for t, a in Fields(filled["__SETUP_GAMES__"]).controls if t == "input"]
    assert games == list(names())
    rules = Fields(filled["__SETUP_HOUSE_RULES__"]).controls
    for name in names():
        offered = [a["value"] for t, a in rules if t == "input" and a["name"] == f"{name}.variants"]
        assert offered == [v.key for v in spec(name).variants]
        assert all(v.label in filled["__SETUP_HOUSE_RULES__"] for v in spec(name).variants)


def test_each_game_shows_exactly_its_seats() -> None:
    rows = [a for t, a in Fields(values()["__SETUP_SEATS__"]).controls if t == "li"]
    for name in names():
        shown = [r for r in rows if name in (r.get("data-games") or name).split()]
        assert len(shown) == spec(name).max_players


def test_the_forms_defaults_start_every_game() -> None:
    seats = [a for t, a in Fields(values()["__SETUP_SEATS__"]).controls if t == "option" and "selected" in a]
    defaults = [a["value"] or "" for a in seats]
    for name in names():
        api = WorkerApi()
        replies = api.handle({"type": "start", "settings": {"game": name, "seats": defaults}})
        table = next(r for r in replies if r["type"] == "table")
        assert len(table["model"]["seats"]) == sum(1 for d in defaults if d)


def test_the_embed_knows_every_games_title() -> None:
    assert {n: g["title"] for n, g in json.loads(games_json()).items()} == {n: spec(n).title for n in names()}


def test_every_lesson_has_its_buttons_and_nothing_else_does() -> None:
    with_lesson = [name for name in names() if entry(name).lesson is not None]
    assert with_lesson
    filled = values()
    offer = [a["data-lesson"] for t, a in Fields(filled["__LESSON_OFFER__"]).controls if t == "button"]
    choices = [a["data-lesson"] for t, a in Fields(filled["__LESSON_CHOICES__"]).controls if t == "button"]
    notes = [a["data-lesson-progress"] for t, a in Fields(filled["__LESSON_CHOICES__"]).controls if t == "small"]
    assert offer == choices == notes == with_lesson
    assert all(f"Learn {spec(name).title}</button>" in filled["__LESSON_OFFER__"] for name in with_lesson)


def test_the_rules_dialog_holds_each_games_own_text_under_its_title() -> None:
    rules = values()["__RULES__"]
    assert rules.count("<article ") == len(names())
    for name in names():
        assert f'<article data-game="{name}">\n          <h3>{spec(name).title}</h3>' in rules   # Rules opens on it
        article = rules.split(f"<h3>{spec(name).title}</h3>", 1)[1].split("</article>", 1)[0]
        assert [line.strip() for line in article.strip().splitlines()] == \
            [line.strip() for line in entry(name).rules.strip().splitlines()]
