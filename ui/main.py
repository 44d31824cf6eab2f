"""PyScript entry point: start the app, then tell the page (and tests) that it accepts input."""
from pyscript import document

import game  # noqa: F401  (the engine must import before the page is declared ready)
from ui import app

app.start()
document.getElementById("loading").hidden = True
document.documentElement.setAttribute("data-py-ready", "1")
