"""The shape of the code: no import cycles, and the shipped packages never import the lab."""
import pytest

from lab.imports import cycles, graph

# Packages held free of import cycles. app/ joins once its cycle (saves <-> session <-> table) is gone.
ACYCLIC = ["game", "app", "lab"]
SHIPPED = ["game", "app"]


@pytest.mark.parametrize("package", ACYCLIC)
def test_no_import_cycles(package: str) -> None:
    assert cycles(graph([package])) == []


def test_a_cycle_is_found() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_shipped_packages_never_import_the_lab() -> None:
    edges = graph([*SHIPPED, "lab"])
    wrong = sorted(f"{m} -> {t}" for m, targets in edges.items() if m.split(".")[0] in SHIPPED
                   for t in targets if t.split(".")[0] == "lab")
    assert wrong == []
    assert any(t.startswith("game.") for t in edges["lab.fuzz"])    # the graph does see imports
