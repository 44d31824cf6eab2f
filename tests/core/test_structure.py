"""The shape of the code: no import cycles between modules or between packages, the shipped packages
never import the lab, and the app reaches an engine only through its package face."""
import ast
from pathlib import Path
from types import UnionType
from typing import get_args, get_origin

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


# --- action dispatch: every branch on an action's class is an exhaustive ``match`` -----------------
def _action_classes() -> set[str]:
    """The names of every game's action classes (each game's union, e.g. ``DealAction``)."""
    from game import engine, names
    found: set[str] = set()
    for name in names():
        module = engine(name).actions
        union = next(v for k, v in vars(module).items() if k.endswith("Action") and get_origin(v) is UnionType)
        found.update(cls.__name__ for cls in get_args(union))
    return found


def _names_class(node: ast.AST | None, classes: set[str]) -> bool:
    """Is ``node`` an action class (``Bank``, ``A.Bank``) or a tuple holding one?"""
    if isinstance(node, ast.Tuple):
        return any(_names_class(item, classes) for item in node.elts)
    if isinstance(node, ast.Starred):
        return _names_class(node.value, classes)
    return (isinstance(node, ast.Name) and node.id in classes) or (
        isinstance(node, ast.Attribute) and node.attr in classes)


def _tests_class(test: ast.expr, classes: set[str]) -> bool:
    """Does a branch's test ask ``isinstance(x, <action class>)`` (outside any comprehension)?"""
    if isinstance(test, ast.BoolOp):
        return any(_tests_class(value, classes) for value in test.values)
    if isinstance(test, ast.UnaryOp):
        return _tests_class(test.operand, classes)
    return (isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and test.func.id == "isinstance"
            and len(test.args) == 2 and _names_class(test.args[1], classes))


def _if_branches(statement: ast.stmt, classes: set[str]) -> int:
    """How many branches of an ``if``/``elif`` chain test an action's class."""
    count, node = 0, statement
    while isinstance(node, ast.If):
        count += _tests_class(node.test, classes)
        if len(node.orelse) != 1:
            break
        node = node.orelse[0]
    return count


def _is_assert_never(case: ast.match_case) -> bool:
    body = case.body
    return (isinstance(case.pattern, ast.MatchAs) and case.pattern.pattern is None and case.guard is None
            and len(body) == 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Call)
            and isinstance(body[0].value.func, ast.Name) and body[0].value.func.id == "assert_never")


def unchecked_dispatch(source: str, classes: set[str]) -> list[int]:
    """Lines of ``source`` that branch on an action's class without mypy checking that every class
    is handled: ``type(a) is A.Bank`` (any comparison with an action class), two or more branches
    (``if``/``elif``, sibling ``if`` statements, nested conditional expressions) testing
    ``isinstance`` with action classes, or a ``match`` on action classes that does not end with
    ``case _: assert_never(...)``."""
    found: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if _compares_class(node, classes) or _chained_ifexp(node, classes) or _open_match(node, classes):
            found.add(getattr(node, "lineno", 0))
        for block in (getattr(node, "body", None), getattr(node, "orelse", None)):
            if not isinstance(block, list):
                continue
            ifs = [s for s in block if isinstance(s, ast.If)]
            if sum(_if_branches(s, classes) for s in ifs) >= 2 and not (
                    isinstance(node, ast.If) and len(block) == 1 and block is node.orelse):   # an elif: counted above
                found.add(ifs[0].lineno)
    return sorted(found)


def _compares_class(node: ast.AST, classes: set[str]) -> bool:
    """``type(a) is A.Bank``, ``kind == Bank``, ``type(a) in (A.Bank, A.Rent)``."""
    return isinstance(node, ast.Compare) and any(_names_class(n, classes) for n in [node.left, *node.comparators])


def _chained_ifexp(node: ast.AST, classes: set[str]) -> bool:
    """``1 if isinstance(a, A.Bank) else 2 if isinstance(a, A.Rent) else 3``."""
    return isinstance(node, ast.IfExp) and _tests_class(node.test, classes) and any(
        isinstance(side, ast.IfExp) and _tests_class(side.test, classes) for side in (node.body, node.orelse))


def _open_match(node: ast.AST, classes: set[str]) -> bool:
    """A ``match`` with action-class patterns whose last case is not ``case _: assert_never(...)``."""
    if not isinstance(node, ast.Match):
        return False
    on_classes = any(isinstance(p, ast.MatchClass) and _names_class(p.cls, classes)
                     for case in node.cases for p in ast.walk(case.pattern))
    return on_classes and not _is_assert_never(node.cases[-1])


@pytest.mark.parametrize("package", ["game", "app", "lab"])
def test_every_dispatch_on_an_action_class_is_an_exhaustive_match(package: str) -> None:
    classes = _action_classes()
    root = Path(__file__).resolve().parents[2] / package
    wrong = [f"{path.relative_to(root.parent)}:{line}" for path in sorted(root.rglob("*.py"))
             for line in unchecked_dispatch(path.read_text(), classes)]
    assert wrong == []


@pytest.mark.parametrize("source", [
    "def f(a):\n    if type(a) is A.Bank:\n        return 1\n    return 0\n",
    "def f(a):\n    kind = type(a)\n    if kind is AddToBid:\n        return 1\n",
    "def f(a):\n    if isinstance(a, A.Bank):\n        return 1\n    elif isinstance(a, A.Rent):\n        return 2\n",
    "def f(a):\n    if isinstance(a, A.Bank):\n        return 1\n    if isinstance(a, A.Rent):\n        return 2\n",
    "def f(a):\n    return 1 if isinstance(a, A.Bank) else 2 if isinstance(a, A.Rent) else 3\n",
    "def f(a):\n    match a:\n        case A.Bank():\n            return 1\n        case _:\n            return 0\n",
])
def test_an_unchecked_dispatch_is_found(source: str) -> None:
    assert unchecked_dispatch(source, {"Bank", "Rent", "AddToBid"}) != []


def test_an_exhaustive_match_and_a_single_class_test_pass() -> None:
    source = ("def f(a):\n    match a:\n        case A.Bank() | A.Rent():\n            return 1\n"
              "        case _:\n            assert_never(a)\n\n"
              "def g(legal):\n    if len(legal) == 1 and isinstance(legal[0], A.Bank):\n        return 1\n"
              "    return [a for a in legal if isinstance(a, (A.Bank, A.Rent))]\n")
    assert unchecked_dispatch(source, {"Bank", "Rent"}) == []


def test_each_game_union_holds_every_action_class_of_that_game() -> None:
    from game import engine, names
    from game.core.actions import Action
    for name in names():
        module = engine(name).actions
        declared = {cls for cls in vars(module).values()
                    if isinstance(cls, type) and issubclass(cls, Action) and cls is not Action}
        unions = [v for k, v in vars(module).items() if k.endswith("Action") and get_origin(v) is UnionType]
        assert len(unions) == 1 and set(get_args(unions[0])) == declared, name


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
