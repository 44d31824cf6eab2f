"""Errors raised by the engines."""


class IllegalAction(ValueError):
    """Raised by ``play`` for an action that is not legal now; the state is left unchanged."""


class CorruptSave(ValueError):
    """Raised by ``from_json`` when a saved game cannot be read back."""
