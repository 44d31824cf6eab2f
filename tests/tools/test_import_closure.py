"""The standard-library trim's static part (tools/import_closure.py): which modules a file's imports
can load, and the closure over a package tree."""
from tools.import_closure import closure, imported, module_of

SOURCE = """
import json, os.path
from . import sibling
from .. import up
from ..core import loading as _loading
from collections import Counter
try:
    import tomllib
except ImportError:
    pass

def later():
    import wave
"""


def test_a_files_module_name():
    assert module_of("json/__init__.py") == "json"
    assert module_of("email/mime/text.py") == "email.mime.text"


def test_imports_at_module_level_resolve_relative_names_and_skip_function_bodies():
    names = imported("game/deal/rules.py", SOURCE)
    assert {"json", "os.path", "game.deal", "game.deal.sibling", "game", "game.up", "game.core",
            "game.core.loading", "collections", "collections.Counter", "tomllib"} == names
    assert "wave" in imported("game/deal/rules.py", SOURCE, everywhere=True)


def test_a_packages_own_relative_import_stays_inside_it():
    assert imported("json/__init__.py", "from .decoder import JSONDecoder") == {"json.decoder",
                                                                                 "json.decoder.JSONDecoder"}


def test_the_closure_follows_imports_and_parent_packages_but_not_function_bodies():
    files = {"a": "a/__init__.py", "a.b": "a/b.py", "c": "c.py", "d": "d.py", "unused": "unused.py"}
    texts = {"a/__init__.py": b"", "a/b.py": b"import c\n", "c.py": b"def f():\n    import d\n",
             "d.py": b"", "unused.py": b""}
    assert closure(["a.b", "builtin_thing"], files, texts.__getitem__) == {"a", "a.b", "c"}
