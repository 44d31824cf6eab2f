"""The page's worker imports every module it ships (for its warm-start snapshot): the AI modules
must import without the developer tools that the build leaves out of the archive."""
import importlib
import pkgutil
import subprocess
import sys

import game.ai
from tools.build import DEV_TOOLS


def test_shipped_ai_modules_import_without_the_dev_tools() -> None:
    left_out = [path[:-3].replace("/", ".") for path in DEV_TOOLS if path.endswith(".py")]
    shipped = [m.name for m in pkgutil.walk_packages(game.ai.__path__, "game.ai.")
               if m.name not in left_out]
    code = ("import sys\n"
            f"for name in {left_out!r}:\n    sys.modules[name] = None\n"
            f"import importlib\nfor name in {shipped!r}:\n    importlib.import_module(name)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "game.ai.results" in shipped and importlib.import_module("game.ai.results")
