"""Which modules a set of Python files can import, read from their ``import`` statements (``ast``): the
standard-library trim's static part (tools/stdlib.py runs this file's text inside Pyodide, whose Python
3.14 parses the 3.14 library; the tests run it under the build's Python). Standard library only."""
import ast
from collections.abc import Callable, Iterable, Iterator


def module_of(path: str) -> str:
    """The module a file of a package tree is: ``json/__init__.py`` -> ``json``, ``a/b.py`` -> ``a.b``."""
    return path.removesuffix(".py").replace("/", ".").removesuffix(".__init__")


def module_level(tree: ast.AST) -> Iterator[ast.AST]:
    """The nodes a module runs when it is imported: all but the bodies of its functions and lambdas."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        todo += [child for child in ast.iter_child_nodes(node)
                 if not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)]


def imported(path: str, source: bytes | str, everywhere: bool = False) -> set[str]:
    """Every module name an import statement of ``source`` (the file at ``path``) may load, relative
    imports resolved: at module level, or ``everywhere`` (inside functions too). ``from a import b``
    names ``a`` and ``a.b`` (``b`` may be a submodule)."""
    name = module_of(path)
    package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    tree = ast.parse(source)
    found: set[str] = set()
    for node in ast.walk(tree) if everywhere else module_level(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def closure(roots: Iterable[str], files: dict[str, str], read: Callable[[str], bytes]) -> set[str]:
    """The modules of ``files`` (module name -> path, read with ``read``) that importing ``roots`` can
    load: each root, its parent packages, and what any of them imports at module level, and so on."""
    kept: set[str] = set()
    todo = list(roots)
    while todo:
        parts = todo.pop().split(".")
        for i in range(1, len(parts) + 1):
            name = ".".join(parts[:i])
            if name in files and name not in kept:
                kept.add(name)
                todo += imported(files[name], read(files[name]))
    return kept
