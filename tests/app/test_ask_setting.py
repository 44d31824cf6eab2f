"""The per-game Just Say No / Nope! setting (``ask``): a lone human holding an answer is asked when
the action is aimed at them or their cards (default), every time the rules allow, or never. The
engine decides who may answer; the setting only decides whether the human is asked or passes."""
import pytest

from app.session import Session
from app.settings import parse_query
from lab.samples import walk

GAMES = {"deal": range(1, 9), "bid": range(1, 4)}
SEATS = "human,ai-normal,ai-normal"


class Watched(Session):
    """A session that notes, for its humans, every question they could answer with a Just Say No /
    Nope!: asked (shown to the player) or passed without asking, and whether it was aimed at them."""

    def __init__(self, settings) -> None:
        self.asked: list[bool] = []
        self.passed: list[bool] = []
        super().__init__(settings)

    def pass_due(self):
        action = super().pass_due()
        if action is not None and self.seats[action.seat].is_human and self._answer(action.seat):
            self.passed.append(self.engine.aimed_at(self.state, action.seat))
        return action

    def note_question(self) -> None:
        seat = self.human_to_act()
        if seat is not None and seat == self.viewer and self._answer(seat):
            self.asked.append(self.engine.aimed_at(self.state, seat))

    def _answer(self, seat: int) -> bool:
        rule = self.entry.passive(self.engine.legal_actions(self.state, seat))
        return rule is not None and rule[1] == "answer"


def play_games(game: str, ask: str, seats: str = SEATS) -> Watched:
    """Seeded games with ``ask``, the humans played by their bots; all the notes in the first."""
    notes = None
    for seed in GAMES[game]:
        session = Watched(parse_query(f"game={game}&seats={seats}&seed={seed}&ask={ask}", 0))
        for _ in walk(session, 400):
            session.note_question()
        if notes is None:
            notes = session
        else:
            notes.asked += session.asked
            notes.passed += session.passed
    return notes


@pytest.mark.parametrize("game", GAMES)
def test_ask_me_when_it_is_aimed_at_me_is_the_default(game):
    assert parse_query(f"game={game}&seats={SEATS}", 0).ask == "aimed"
    notes = play_games(game, "aimed")
    assert notes.asked and all(notes.asked), "asked only when aimed at the player"
    assert not any(notes.passed), "never passed for them when it was aimed at them"
    if game == "bid":
        # Any player may Nope! any action in Bid: most windows are not about this player.
        assert notes.passed, "a Nope! window about others passed without asking"


@pytest.mark.parametrize("game", GAMES)
def test_ask_me_every_time(game):
    notes = play_games(game, "always")
    assert notes.asked and not notes.passed
    if game == "bid":
        assert not all(notes.asked), "asked about others' actions too"


@pytest.mark.parametrize("game", GAMES)
def test_never_ask(game):
    notes = play_games(game, "never")
    assert not notes.asked
    assert any(notes.passed), "passed even when aimed at the player"


@pytest.mark.parametrize("game", GAMES)
def test_in_hot_seat_every_human_the_rules_allow_is_asked_whatever_the_setting(game):
    """Behind the curtain a pass played at once would tell the next player what a seat holds."""
    notes = play_games(game, "never", "human,human,ai-normal")
    assert notes.asked and not notes.passed


def test_the_setting_travels_in_the_link_and_the_save():
    from app.saves import make_record, replay
    settings = parse_query("game=bid&seats=human,ai-easy&seed=3&ask=never", 0)
    assert "ask=never" in settings.to_query()
    session = Session(settings)
    record = make_record(session, "bid-3", 0)
    assert record["options"]["ask"] == "never"
    assert replay(record).settings.ask == "never"
    del record["options"]["ask"]                 # a save from before the setting
    assert replay(record).settings.ask == "aimed"


def test_an_unknown_ask_is_refused_with_a_clear_message():
    from app.settings import SettingsError
    with pytest.raises(SettingsError, match="aimed, always or never"):
        parse_query("game=deal&seats=human,ai-easy&ask=sometimes", 0)


@pytest.mark.parametrize("game", GAMES)
def test_the_setting_changed_during_a_game_holds_from_the_next_question(game):
    """Switched to "never" after the first move: no question is asked after that, and the game's
    address and its save say so."""
    from app.saves import make_record
    for seed in GAMES[game]:
        session = Watched(parse_query(f"game={game}&seats={SEATS}&seed={seed}", 0))
        for moves, _ in enumerate(walk(session, 400)):
            if moves == 0:
                session.set_ask("never")
            else:
                session.note_question()
        assert not session.asked
        assert "ask=never" in session.settings.to_query()
        assert make_record(session, f"{game}-{seed}", 0)["options"]["ask"] == "never"


def test_the_game_menu_changes_the_setting_through_the_worker():
    from app.worker_api import WorkerApi
    api = WorkerApi(seed_source=lambda: 5)
    table = api.handle({"type": "start", "query": "game=deal&seats=human,ai-normal&seed=2"})[0]["model"]
    assert table["ask"] == "aimed" and "ask=" not in table["query"]
    assert api.handle({"type": "ask", "ask": "always"}) == []
    table = api.handle({"type": "ai_step"})[0]["model"]
    assert table["ask"] == "always" and "ask=always" in table["query"]
    reply = api.handle({"type": "ask", "ask": "sometimes"})
    assert reply[0]["type"] == "error" and "Unknown ask" in reply[0]["message"]


def test_a_lesson_keeps_its_own_setting():
    """The Deal lesson asks the learner to answer with a Just Say No: the menu offers no setting."""
    from app.worker_api import WorkerApi
    api = WorkerApi(seed_source=lambda: 5)
    table = next(r for r in api.handle({"type": "learn", "lesson": "deal"}) if r["type"] == "table")["model"]
    assert table["ask"] == ""
    reply = api.handle({"type": "ask", "ask": "never"})
    assert reply[0]["type"] == "error" and "keeps its own setting" in reply[0]["message"]
