"""The shape of the code: no import cycles between modules or between packages, the shipped packages
never import the lab, and the app reaches an engine only through its package face."""
import ast

import pytest

from lab.imports import PACKAGES, ROOT, cycles, graph, module_files, package_graph

SHIPPED = ["game", "app"]


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycles(package: str) -> None:
    assert cycles(graph([package])) == []


def test_no_import_cycles_across_the_repository() -> None:
    edges = graph(PACKAGES)
    assert cycles(edges) == []
    assert cycles(package_graph(edges)) == []
    # The browser helpers are the one place the tools and the e2e tests share: the tools use them,
    # the e2e tests use them and the tools (the server), and the helpers import neither.
    packages = package_graph(edges)
    assert "browser" in packages["tools"] and {"browser", "tools"} <= packages["e2e"]
    assert not packages["browser"] & {"tools", "e2e", "tests"}


def test_a_cycle_is_found() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_a_package_cycle_is_found_where_no_two_modules_need_each_other() -> None:
    edges = {"tools.bench": {"e2e.harness"}, "e2e.harness": set(), "e2e.conftest": {"tools.serve"},
             "tools.serve": set()}
    assert cycles(edges) == []
    assert cycles(package_graph(edges)) == [["e2e", "tools"]]


def test_shipped_packages_never_import_the_lab() -> None:
    edges = graph([*SHIPPED, "lab"])
    wrong = sorted(f"{m} -> {t}" for m, targets in edges.items() if m.split(".")[0] in SHIPPED
                   for t in targets if t.split(".")[0] == "lab")
    assert wrong == []
    assert any(t.startswith("game.") for t in edges["lab.fuzz"])    # the graph does see imports


def test_the_app_reaches_engines_only_through_their_package_faces() -> None:
    from game import engine, names
    engines = {f"game.{name}" for name in names()}
    # The face's own names: ``from game.deal import actions`` is the face's ``actions``.
    face = {f"game.{name}.{item}" for name in names() for item in engine(name).__all__}
    edges = graph(["app", "game"])
    inside = sorted(f"{m} -> {t}" for m, targets in edges.items() if m.startswith("app.")
                    for t in targets if any(t.startswith(e + ".") for e in engines) and t not in face)
    assert inside == []
    assert "game.deal" in edges["app.story_deal"] and "game.bid" in edges["app.present_bid"]


def test_tests_import_no_private_name_of_the_lab_tools_or_browser_helpers() -> None:
    """Test support is public API with a name that says so (lab.samples' situation checks, say), never
    a module's underscore helper."""
    support = ("lab", "tools", "browser")
    private = sorted(f"{path.relative_to(ROOT)}: {node.module}.{alias.name}"
                     for package in ("tests", "e2e") for path in module_files(package).values()
                     for node in ast.walk(ast.parse(path.read_text()))
                     if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in support
                     for alias in node.names if alias.name.startswith("_"))
    assert private == []
