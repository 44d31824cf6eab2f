"""No hidden card ever reaches the page: in vs-AI and hot-seat games of both games, after every
action the page's HTML, its accessibility tree and its data-* attributes are searched for any card
the viewer may not see (another seat's hand, the draw order, an unrevealed sealed bid), by card id
and, for cards whose name identifies them, by name. A twin of the game runs under CPython through
the same worker protocol, so the test knows exactly which cards are hidden at each moment."""
import random
import re

import pytest

from app.registry import engine
from app.worker_api import WorkerApi
from browser.harness import CHOICES, TAPPABLE, pick

CARD_ATTRS = re.compile(r'data-(?:card|menu|id)="(\d+)"')
GAMES = {
    "deal-vs-ai": "?game=deal&seats=human,ai-normal,ai-easy&seed=31&speed=instant",
    "bid-vs-ai": "?game=bid&seats=human,ai-normal,ai-easy&seed=32&speed=instant",
    "deal-hot-seat": "?game=deal&seats=human,human,ai-normal&names=Ann,Bob&seed=33&speed=instant",
    "bid-hot-seat": "?game=bid&seats=human,human,ai-normal&names=Ann,Bob&seed=34&speed=instant",
}
STEPS = 40


class Twin:
    """The same game under CPython, driven by the messages the page sends its worker."""

    def __init__(self, query: str) -> None:
        self.api = WorkerApi()
        self.model = self._send({"type": "start", "query": query})
        self.reshuffled = False

    def _send(self, message: dict) -> dict:
        tables = [r["model"] for r in self.api.handle(message) if r["type"] == "table"]
        assert tables, f"no table after {message}"
        model = tables[-1]
        while model["bot"] is not None:
            model = [r["model"] for r in self.api.handle({"type": "ai_step"})
                     if r["type"] == "table"][-1]
        return model

    def send(self, message: dict) -> None:
        self.model = self._send(message)
        state = self.api.session.state
        self.reshuffled |= any(e.kind == "reshuffle" for e in state.events)

    def hidden(self) -> tuple[set[int], set[str]]:
        """Ids the table may not show now, and the names that identify some of them."""
        session = self.api.session
        eng = engine(session.settings.game)
        state = session.state
        ids = eng.hidden_card_ids(state, session.shown_seat())
        names: set[str] = set()
        if session.settings.game == "deal" and not self.reshuffled:
            # a property's name is unique in one deck: it names the card wherever it hides
            from game.deal.cards import KIND, NAME
            names = {NAME[c] for c in ids if KIND[c] == "property"}
        return ids, names


def check_page(page, twin: Twin) -> None:
    ids, names = twin.hidden()
    html = page.content()
    shown = {int(x) for x in CARD_ATTRS.findall(html)}
    assert not shown & ids, f"hidden cards in the DOM: {sorted(shown & ids)}"
    text = page.locator("body").inner_text() + "\n" + page.locator("body").aria_snapshot()
    leaked = sorted(n for n in names if n in text)
    assert not leaked, f"hidden cards named on the page: {leaked}"


def wait_synced(page, twin: Twin) -> None:
    """Until the page shows what the twin shows: the same status line and, when the twin's seat
    has choices, choices to tap (a table painted while a bot plays may carry the same status)."""
    prompt = twin.model["prompt"] or {}
    page.wait_for_function(
        """([status, over, choices, selector]) => {
            const table = document.querySelector('#table');
            if (!table || table.classList.contains('busy')) return false;
            if (over) return !!document.querySelector('[data-outcome]');
            if (!document.querySelector('#curtain').hidden) return true;
            if (document.querySelector('#status').textContent !== status) return false;
            return !choices || document.querySelector(selector) !== null;
        }""", arg=[twin.model["status"], twin.model["outcome"] is not None,
                   bool(prompt.get("choices")), CHOICES], timeout=60_000)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_no_hidden_card_reaches_the_page(open_game, name):
    query = GAMES[name]
    page = open_game(query)
    twin = Twin(query)
    rng = random.Random(name)
    checks = 0
    for _ in range(STEPS):
        wait_synced(page, twin)
        check_page(page, twin)
        checks += 1
        if twin.model["outcome"] is not None:
            break
        if page.locator("#curtain").is_visible():
            page.click("#curtain-go")
            twin.send({"type": "lift_curtain"})
            continue
        options = page.locator(TAPPABLE)
        key = pick(page, options.nth(rng.randrange(options.count())), rng)
        twin.send({"type": "act", "key": key})
    assert checks >= 10
    # the probe itself finds a hidden card planted in the page
    planted = min(twin.hidden()[0])
    page.evaluate("id => document.querySelector('#table').insertAdjacentHTML("
                  "'beforeend', `<i data-card=\"${id}\"></i>`)", planted)
    with pytest.raises(AssertionError, match="hidden cards in the DOM"):
        check_page(page, twin)
