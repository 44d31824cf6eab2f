"""The envelope of a saved state: ``{"game": name, "state": {...}}``, or the bare state.

Deal's ``to_json`` writes the envelope and Bid's the bare state; both texts are kept byte for byte,
because every saved game's digest (and every golden replay's) is the SHA-256 of that text. Reading,
both engines take either form, so a later version can write one form for both games (with a new
save schema) and still open every old save.
"""
from game.core.errors import CorruptSave

KEYS = {"game", "state"}


def state_data(raw: object, name: str, title: str) -> object:
    """The state inside ``raw`` (parsed JSON) for game ``name``: unwrapped from the envelope, or
    ``raw`` itself when it is a bare state; ``CorruptSave`` for another game's envelope."""
    if isinstance(raw, dict) and set(raw) == KEYS:
        if raw["game"] != name:
            raise CorruptSave(f"not a {title} save")
        return raw["state"]
    return raw
