"""The app layer between the engines (``game/``) and the page: settings, session, presenters that
build the table model (``app.model``), narration, and the worker-side API. Pure Python, no browser
imports."""
