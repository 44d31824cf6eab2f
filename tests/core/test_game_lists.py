"""One definition per game: no list of the games' names is written out anywhere but the registry
(``game/__init__.py`` and ``app/registry.py``). Code that goes over the games asks ``game.names()``,
so a third game is found everywhere without touching those places."""
import re
from pathlib import Path

from game import names

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("game", "app", "lab", "tools", "tests", "e2e", "e2e_webkit", "e2e_firefox", "ui", "types")
PAGES = ("index.html", "embed.html")
SUFFIXES = {".py", ".js", ".mjs", ".ts", ".html"}
REGISTRY = {Path("game/__init__.py"), Path("app/registry.py")}


def written_lists() -> re.Pattern[str]:
    """Two or more game names in a row: quoted items of a tuple, list, set or JS array, or one string
    of names separated by commas or spaces (see the test below)."""
    name = "|".join(map(re.escape, names()))
    items = rf"[(\[{{]\s*(['\"`])(?:{name})\1\s*,\s*(['\"`])(?:{name})\2"
    joined = rf"(['\"])(?:{name})[ ,]+(?:{name})\3"
    return re.compile(f"{items}|{joined}")


def sources() -> list[Path]:
    files = [ROOT / page for page in PAGES]
    for folder in FOLDERS:
        files += [p for p in (ROOT / folder).rglob("*") if p.suffix in SUFFIXES and "__pycache__" not in p.parts]
    return [p for p in files if p.relative_to(ROOT) not in REGISTRY]


def test_no_list_of_the_games_outside_the_registry() -> None:
    pattern = written_lists()
    found = [f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, m.start()) + 1}: {m.group()}"
             for path in sources() for text in [path.read_text()] for m in pattern.finditer(text)]
    assert found == [], "games listed by hand (ask game.names()):\n" + "\n".join(found)


def test_the_check_sees_each_way_of_writing_a_list() -> None:
    first, second = names()[:2]
    pattern = written_lists()
    for text in (f'("{first}", "{second}")', f"choices=['{second}', '{first}']", f'{{"{first}", "{second}"}}',
                 f'default="{first},{second}"', f'data-games="{first} {second}"',
                 f"for (const g of [`{first}`, `{second}`])"):
        assert pattern.search(text), text
    for text in (f'{{"{first}": 1, "{second}": 2}}', f'game == "{first}"', f'("{first}", "normal", "desktop")'):
        assert not pattern.search(text), text
