"""What a copy of a game that someone else may read can hold: the autosave, an export, the address
bar and the crash report.

In hot-seat (two or more humans at one device) each player's hand stays hidden from the others
until the game is over, and a sealed bid or a trade offer being drafted stays hidden until it is
revealed. So while such a game runs:

- the address bar never shows the seed (every hand can be computed from it); ``resume=<key>`` (a
  hash of the game id) lets a reload find the kept game instead;
- a save (autosave or export) stops at the last table where no seat had a choice under way that
  others may not see yet: during a sealed round it is the table as the round opened, and on
  Continue the bidders bid again;
- no file holds the seed (the engine turns it into every hand and every future draw): Menu → Save
  is refused with ``HIDDEN_HANDS``, and the autosave reply says ``seal``, so that the page keeps the
  record in this browser with its seed sealed (``ui/seal.js``: AES-GCM under a key the browser
  keeps and never lets out) or does not keep it;
- the crash report names the game and the number of moves, without seed, moves or error text.

With at most one human nothing is hidden from another person at this device, and once a game is
over nothing is secret any more: then everything is written (a finished save is a replay).
"""
import hashlib
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from game.core.actions import Action
from game.core.api import GameState

HIDDEN_HANDS = ("This hot-seat game can't be saved to a file while the players' hands are hidden: the file "
                "would let anyone work out every hand. It is kept in this browser (Continue, in the menu); "
                "save it to a file once the game is over.")

if TYPE_CHECKING:
    from app.session import Session
    from app.settings import Settings


def shares_device(settings: "Settings") -> bool:
    """Do several humans share this game (hot-seat, or players on other devices, whose cards must not
    reach the host's address bar, saves or crash report either), each with cards the others must not see?"""
    return len(settings.humans) > 1


def guarded(session: "Session") -> bool:
    """Must what is written about this game now keep the players' secrets?"""
    return shares_device(session.settings) and not session.over


def kept_moves(session: "Session") -> tuple[list[Action], GameState]:
    """The moves a save may hold now, and the table they lead to (see the module docstring)."""
    if guarded(session):
        return session.history[:session.settled.moves], session.settled.state
    return list(session.history), session.state


def address(settings: "Settings", game_id: str) -> str:
    """The query string the page shows for this game: the deep link with its seed, or in hot-seat
    the link without seed plus ``resume=<key>``, a short hash of the game id (ids of older versions
    held the seed)."""
    if not shares_device(settings):
        return settings.to_query()
    key = hashlib.sha256(game_id.encode()).hexdigest()[:16]
    return settings.to_query(seed=False) + "&" + urlencode({"resume": key})


def crash_report(session: "Session | None", trace: str) -> dict[str, object]:
    """What the crash panel shows: how to replay the game, or in a guarded game only what it is."""
    if session is None:
        return {"game": None, "seed": None, "query": None, "actions": [], "traceback": trace}
    s = session.settings
    if guarded(session):
        return {"game": s.game, "seats": [seat.code for seat in s.seats], "moves": len(session.history),
                "note": "Hot-seat game in progress: seed and moves are left out so that nobody "
                        "learns a hidden card from this report.", "traceback": trace}
    return {"game": s.game, "seed": s.seed, "query": s.to_query(),
            "actions": [a.to_json() for a in session.history], "traceback": trace}
