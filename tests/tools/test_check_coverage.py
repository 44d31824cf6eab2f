"""`make check` sees every folder: ruff over each folder of Python, mypy --strict over each but the two
test suites, and tsc over every JavaScript file of the repository (one of the tsconfig files the check
recipe names includes it)."""
import json
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOT_OURS = {"node_modules", "dist", "vendor"}
# The test suites: ruff-clean, not under mypy --strict (docs/code-map.md says why).
TEST_SUITES = {"tests", "e2e", "e2e_webkit", "e2e_firefox"}


def ours(path: Path) -> bool:
    parts = path.relative_to(ROOT).parts
    return not any(part.startswith(".") or part in NOT_OURS for part in parts)


def python_folders() -> set[str]:
    return {path.relative_to(ROOT).parts[0] for path in ROOT.rglob("*.py") if ours(path)}


def check_recipe() -> list[str]:
    """The commands of the Makefile's ``check`` target."""
    text = (ROOT / "Makefile").read_text()
    recipe = text.split("\ncheck:", 1)[1].split("\n\n", 1)[0]
    return [line.strip() for line in recipe.splitlines()[1:] if line.startswith("\t")]


def tsconfig(name: str) -> tuple[list[str], list[str]]:
    """The include and exclude globs of tsconfig ``name``, its ``extends`` resolved."""
    config = json.loads((ROOT / name).read_text())
    base = tsconfig(config["extends"]) if "extends" in config else ([], [])
    return config.get("include", base[0]), config.get("exclude", base[1])


def tsc_checked() -> set[Path]:
    checked: set[Path] = set()
    for command in check_recipe():
        if match := re.search(r"tsc -p (\S+)", command):
            include, exclude = tsconfig(match.group(1))
            excluded = {path for pattern in exclude for path in ROOT.glob(pattern)}
            checked |= {path for pattern in include for path in ROOT.glob(pattern)} - excluded
    return checked


def test_ruff_checks_every_python_folder() -> None:
    ruff = next(command for command in check_recipe() if "ruff check" in command)
    assert python_folders() <= set(ruff.split()[2:])
    assert {"game", "app", "lab", "tools", "browser", "tests", "e2e"} <= python_folders()


def test_mypy_checks_every_python_folder_but_the_test_suites() -> None:
    assert any(command.endswith("/mypy") for command in check_recipe())   # its files: pyproject.toml
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert settings["strict"] is True
    assert set(settings["files"]) == python_folders() - TEST_SUITES


def test_tsc_checks_every_script() -> None:
    scripts = {path for suffix in ("*.js", "*.mjs") for path in ROOT.rglob(suffix) if ours(path)}
    assert {ROOT / "sw.js", ROOT / "ui" / "worker.js", ROOT / "ui" / "link" / "peer.js"} <= scripts
    assert sorted(str(p.relative_to(ROOT)) for p in scripts - tsc_checked()) == []
