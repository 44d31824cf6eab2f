"""The rulings the tests cite live in the repository (docs/rulings/, in our words): every cited file
and section exists, every ``test_ruling_N`` names a numbered ruling of the file its module cites, and
every numbered ruling has a test."""
import re
from pathlib import Path

from game import names

ROOT = Path(__file__).resolve().parent.parent.parent
RULINGS = ROOT / "docs" / "rulings"
# docs/rulings/deal.md, "Property area and sets"   or   docs/rulings/bid.md ("Rulings to test")
CITATION = re.compile(r'docs/rulings/(\w+)\.md(?:(?:,\s*|\s*\()"([^"]+)")?')
RULING_TEST = re.compile(r"^def test_ruling_(\d+)_", re.M)
LIST = "Rulings to test"


def headings(doc: str) -> list[str]:
    return [line.lstrip("#").strip() for line in doc.splitlines() if line.startswith("#")]


def numbered_rulings(doc: str) -> set[int]:
    """The numbers of the rulings listed under the heading "Rulings to test"."""
    section = doc.split(f"## {LIST}\n", 1)[1] if f"## {LIST}\n" in doc else ""
    return {int(n) for n in re.findall(r"^(\d+)\. ", section.split("\n#", 1)[0], re.M)}


def citing_sources() -> dict[Path, str]:
    return {path: path.read_text() for folder in ("tests", "e2e") for path in sorted((ROOT / folder).rglob("*.py"))
            if path != Path(__file__).resolve()}


def test_every_cited_rulings_file_and_section_exists() -> None:
    missing = []
    for path, text in citing_sources().items():
        for name, section in CITATION.findall(text):
            doc = RULINGS / f"{name}.md"
            if not doc.exists():
                missing.append(f"{path.relative_to(ROOT)}: {doc.relative_to(ROOT)}")
            elif section and not any(h.startswith(section) for h in headings(doc.read_text())):
                missing.append(f"{path.relative_to(ROOT)}: {doc.relative_to(ROOT)} has no section {section!r}")
    assert missing == []


def test_no_test_cites_rules_outside_the_repository() -> None:
    outside = [str(path.relative_to(ROOT)) for path, text in citing_sources().items()
               if re.search(r"shared/rules|seeds/", text)]
    assert outside == []


def test_each_ruling_test_names_a_listed_ruling_and_each_ruling_has_a_test() -> None:
    tested: dict[str, set[int]] = {}
    for text in citing_sources().values():
        for name in {name for name, _ in CITATION.findall(text)}:
            tested.setdefault(name, set()).update(int(n) for n in RULING_TEST.findall(text))
    assert set(names()) <= {name for name, numbers in tested.items() if numbers}
    for name, numbers in tested.items():
        if numbers:
            assert numbers == numbered_rulings((RULINGS / f"{name}.md").read_text()), name


def test_the_ruling_list_is_read_as_a_player_reads_it() -> None:
    doc = "# Game\n\n## Rulings to test\n\n1. Draw.\n2. Pay,\n   in full.\n\n## After\n\n3. Not a ruling.\n"
    assert numbered_rulings(doc) == {1, 2}
    assert numbered_rulings("# Game\n\n1. No list heading.\n") == set()
    assert CITATION.findall('docs/rulings/bid.md, "Sets and winning" and docs/rulings/deal.md') == [
        ("bid", "Sets and winning"), ("deal", "")]
