"""The parts of the pages drawn from the game specs (``game.spec``), the app's game entries
(``app.registry``) and the seat kinds (``app.settings``), filled into the page templates by
tools/build.py: the setup form's game choice, seat rows, first-player choice and house rules, the
Learn to play buttons (a game with a lesson), the Rules dialog (each game's ``app/rules_<name>.py``),
the embed's game choice, and the games' titles and blurbs for ui/embed.js. Adding a game or a
variant adds it here; nothing is re-typed.

An element that belongs to some games only carries ``data-games`` (their names, space-separated);
ui/page.js hides it while another game is picked.
"""
import json
from html import escape

from app.registry import entry
from app.settings import KINDS, LEVEL_LABELS
from game import names, spec
from game.core.spec import GameSpec

FIRST_GAME = "deal"
# The seat kinds offered on the form, in order (``ai-random`` is for tools and links only).
OFFERED = ("human", "remote", "ai-easy", "ai-normal", "ai-hard")
# What each seat starts as: you, then two Normal bots, then empty seats.
DEFAULT_SEATS = ("human", "ai-normal", "ai-normal")
KIND_LABELS = {"human": "Human", "remote": "Player on another device"}


def kind_label(code: str) -> str:
    """The form's words for a seat kind: "Human", "AI – Normal", ..."""
    level = KINDS[code][1]
    return KIND_LABELS[code] if level is None else f"AI – {LEVEL_LABELS[level]}"


def _specs() -> list[GameSpec]:
    return [spec(name) for name in names()]


def _games_attr(seat: int) -> str:
    """``data-games`` for seat ``seat`` (0-based) when some game has fewer seats, else nothing."""
    fits = [s.name for s in _specs() if seat < s.max_players]
    return "" if len(fits) == len(_specs()) else f' data-games="{" ".join(fits)}"'


def game_choices() -> str:
    """The radio buttons that pick the game, with each game's summary and player range."""
    rows = []
    for s in _specs():
        checked = " checked" if s.name == FIRST_GAME else ""
        rows.append(f'<label class="choice"><input type="radio" name="game" value="{s.name}" id="game-{s.name}"'
                    f'{checked}>\n            <span class="game-art" aria-hidden="true"><i></i><i></i><i></i></span>'
                    f'\n            <span><strong>{escape(s.title)}</strong><small>{escape(s.summary)} '
                    f'{s.min_players}–{s.max_players} players.</small></span></label>')
    return "\n          ".join(rows)


def seat_rows() -> str:
    """One row a seat, as many as the largest game seats: a kind to pick and an optional name."""
    rows = []
    for seat in range(max(s.max_players for s in _specs())):
        default = DEFAULT_SEATS[seat] if seat < len(DEFAULT_SEATS) else ""
        options = "".join(f'<option value="{code}"{" selected" if code == default else ""}>{kind_label(code)}</option>'
                          for code in OFFERED)
        empty = f'<option value=""{" selected" if default == "" else ""}>Empty</option>'
        rows.append(f'<li class="seat-row"{_games_attr(seat)}><label><span class="seat-no">Seat {seat + 1}</span>\n'
                    f'              <select name="seats" aria-label="Seat {seat + 1} player">\n'
                    f'                {options}{empty}\n              </select></label>\n'
                    f'              <input name="names" maxlength="20" placeholder="Name (optional)" '
                    f'aria-label="Seat {seat + 1} name" autocomplete="off"></li>')
    return "\n            ".join(rows)


def first_choices() -> str:
    """The options of "Who goes first"."""
    return "".join(f'<option value="{seat}"{_games_attr(seat)}>Seat {seat + 1}</option>'
                   for seat in range(max(s.max_players for s in _specs())))


def house_rules() -> str:
    """One fieldset a game that has variants: a checkbox each, named ``<game>.variants``."""
    sets = []
    for s in _specs():
        if not s.variants:
            continue
        boxes = "\n          ".join(f'<label class="check"><input type="checkbox" name="{s.name}.variants" '
                                    f'value="{v.key}">\n            {escape(v.label)}</label>' for v in s.variants)
        sets.append(f'<fieldset class="variants" data-games="{s.name}">\n          <legend>{escape(s.title)} '
                    f'house rules</legend>\n          {boxes}\n        </fieldset>')
    return "\n        ".join(sets)


def _with_lessons() -> list[GameSpec]:
    return [s for s in _specs() if entry(s.name).lesson is not None]


def lesson_offer() -> str:
    """The start page's "New to these games?" buttons: one a game with a lesson."""
    return "\n          ".join(f'<button type="button" class="button primary" data-lesson="{s.name}">'
                               f'Learn {escape(s.title)}</button>' for s in _with_lessons())


def lesson_choices() -> str:
    """The Learn to play dialog's buttons, each with room for the page's progress note."""
    note = '\n            <small data-lesson-progress="{}"></small>'
    return "\n          ".join(f'<button type="button" class="button primary" data-lesson="{s.name}">'
                               f'{escape(s.title)}{note.format(s.name)}</button>' for s in _with_lessons())


def rules_text() -> str:
    """The Rules dialog: one article a game (``data-game``: its name), its title and its rules text
    (HTML of our own)."""
    articles = []
    for s in _specs():
        text = "".join(f"          {line}\n" for line in entry(s.name).rules.splitlines())
        articles.append(f'<article data-game="{s.name}">\n          <h3>{escape(s.title)}</h3>\n{text}'
                        "        </article>")
    return "\n        ".join(articles)


def share_choices() -> str:
    """The embed page's game choice for the blog snippet."""
    return "\n      ".join(f'<label><input type="radio" name="share-game" value="{s.name}"'
                           f'{" checked" if s.name == FIRST_GAME else ""}> {escape(s.title)}</label>'
                           for s in _specs())


def games_json() -> str:
    """name -> {title, blurb} for ui/embed.js."""
    return json.dumps({s.name: {"title": s.title, "blurb": s.blurb} for s in _specs()}, ensure_ascii=False)


def values() -> dict[str, str]:
    """Placeholder -> text, for tools/build.py's ``fill``."""
    return {"__SETUP_GAMES__": game_choices(), "__SETUP_SEATS__": seat_rows(), "__SETUP_FIRST__": first_choices(),
            "__SETUP_HOUSE_RULES__": house_rules(), "__LESSON_OFFER__": lesson_offer(),
            "__LESSON_CHOICES__": lesson_choices(), "__RULES__": rules_text(), "__SHARE_GAMES__": share_choices(),
            "__GAMES_JSON__": games_json(), "__DEFAULT_SEATS__": ",".join(DEFAULT_SEATS)}
