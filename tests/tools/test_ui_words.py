"""The painter knows no game: no string in ui/*.js holds a game word or a money amount; every
such word on the screen comes from the table model (issue 27). Class names, selectors and the
brand name are not words a player reads."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME_WORDS = {"bank", "rent", "set", "sets", "complete", "auction", "bid", "bids", "deal", "property",
              "properties", "monopoly", "nope", "wild", "steal", "house", "hotel"}
# Strings where one of those words is plain English or a browser API's value, not the game's.
NOT_WORDS = {("ui/link/peer.js", "complete"), ("ui/link/peer.js", "hotel"), ("ui/saves.js", "set"),
             ("ui/learn.js", "complete")}
# Class lists and the model's own keys ("badge complete", "set"): lowercase names, no text.
NAMES_ONLY = re.compile(r"[a-z0-9 _-]+")
BRAND = re.compile(r"Deal (&|&amp;) Bid")
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`')
MONEY = re.compile(r"(\d|\})M\b")


def literals(text: str) -> list[str]:
    code = "\n".join(line for line in text.splitlines()
                     if not line.lstrip().startswith(("//", "*", "/*", "import ")))
    return [a or b for a, b in LITERAL.findall(code)]


def words_in(literal: str) -> set[str]:
    """The plain words of a string, leaving out class names, selectors, ids and model keys."""
    if NAMES_ONLY.fullmatch(literal):
        return set()
    literal = BRAND.sub("", re.sub(r"\$\{[^}]*\}", " ", literal))
    tokens = [t for t in literal.split() if not re.search(r"[-.#\[\]=:/_]", t)]
    return {w.lower() for t in tokens for w in re.findall(r"[A-Za-z]+", t)}


def game_words(path: Path) -> list[str]:
    name = path.relative_to(ROOT).as_posix()
    found = []
    for literal in literals(path.read_text()):
        for word in sorted(words_in(literal) & GAME_WORDS):
            if (name, word) not in NOT_WORDS:
                found.append(f"{name}: {word!r} in {literal[:60]!r}")
        if MONEY.search(literal):
            found.append(f"{name}: money in {literal[:60]!r}")
    return found


def test_no_game_words_in_the_painter() -> None:
    scripts = sorted((ROOT / "ui").rglob("*.js"))
    assert len(scripts) > 20
    assert [w for path in scripts for w in game_words(path)] == []


def test_the_check_finds_a_game_word(tmp_path: Path) -> None:
    assert words_in("bank ${seat.bank_total}M") == {"bank", "m"}
    assert words_in("Complete") == {"complete"} and words_in("badge complete") == set()
    assert words_in("Deal & Bid") == set()
    assert MONEY.search("${bid.total}M")
