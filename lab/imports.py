"""The import graph of our packages, read statically (ast), and its cycles: between modules, and between
the packages themselves (``tools`` importing ``e2e`` while ``e2e`` imports ``tools`` is a cycle even
when no two modules need each other).

    python -m lab.imports                  # every package of the repo (PACKAGES)
    python -m lab.imports game lab app     # these only; prints each cycle, exit status 1 if there is one

Every import counts, also one inside a function or under ``if TYPE_CHECKING:`` (a cycle hidden that
way is still two modules that need each other). ``from a.b import c`` is an edge to module ``a.b.c``
when that is a module, else to ``a.b``; a package's ``__init__`` is the module named like the
package. Importing a submodule runs its package's ``__init__`` first, but that is no edge: a package
face importing its own modules is the usual shape, not a cycle.
"""
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Every top-level folder of the repo that holds Python.
PACKAGES = ["game", "app", "lab", "tools", "browser", "tests", "e2e", "e2e_webkit", "e2e_firefox"]
Graph = dict[str, set[str]]


def module_files(package: str) -> dict[str, Path]:
    """Module name -> file, for every module of ``package`` (a top-level folder of the repo)."""
    out: dict[str, Path] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imported_modules(tree: ast.Module, known: set[str]) -> set[str]:
    """The modules among ``known`` that the imports in ``tree`` load: ``import a.b`` and
    ``from a import b`` name ``a.b`` when that is a module, else ``from a import b`` names ``a``."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                out.add(sub if sub in known else node.module)
    return out & known


def graph(packages: list[str]) -> Graph:
    """Module -> the modules of ``packages`` it imports."""
    files: dict[str, Path] = {}
    for package in packages:
        files.update(module_files(package))
    known = set(files)
    return {name: imported_modules(ast.parse(path.read_text(), str(path)), known) - {name}
            for name, path in files.items()}


def package_graph(edges: Graph) -> Graph:
    """Top-level package -> the other top-level packages its modules import (from a module graph)."""
    out: Graph = {}
    for module, targets in edges.items():
        package = module.split(".")[0]
        out.setdefault(package, set()).update(t.split(".")[0] for t in targets)
        out[package].discard(package)
    return out


def cycles(edges: Graph) -> list[list[str]]:
    """The import cycles: one list of modules per strongly connected component of two or more."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def main(argv: list[str] | None = None) -> int:
    packages = (argv if argv is not None else sys.argv[1:]) or PACKAGES
    edges = graph(packages)
    found = cycles(edges) + cycles(package_graph(edges))
    for component in found:
        print("import cycle: " + " <-> ".join(component))
    print(f"{len(found)} import cycle(s) among {', '.join(packages)} (modules and packages)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
