"""The table controller, without any DOM: seats, state, history, hot-seat curtain, bots, log, saves.

The page asks the session for the table model (``table()``: what to draw for whoever may look
now, curtain worked out here once), hands it the chosen action (``play``) and lets bots move
(``play_bot_now`` or ``think`` + ``play``). After every move the session plays the passes nobody
needs to be asked about (``auto_pass``). Everything here runs under CPython in the tests exactly
as it runs in the page.
"""
import json
import random
from typing import Any

from app import table as table_model
from app.model import Table
from app.narrate import log_lines, names_in
from app.registry import engine, entry
from app.settings import MAX_SEED, Seat, Settings, SettingsError, check_variants, make_seats
from game.core.actions import Action
from game.core.errors import CorruptSave, IllegalAction
from game.core.events import Event
from game.core.loading import parse

SAVE_FORMAT = "deal-and-bid-save"
SAVE_VERSION = 1
REASONS = {"three sets": "completed three full property sets",
           "stalemate": "had the strongest table when the game was called"}

LogEntry = tuple[str, "int | None"]


def make_options(eng: Any, variants: tuple[str, ...]) -> Any:
    """The engine's Options with the named variants switched on."""
    return eng.Options(**{name: True for name in variants})


class Session:
    """One game at one table: the state plus who sits where and what has been said."""

    def __init__(self, settings: Settings, *, replaying: bool = False) -> None:
        """A new game; ``replaying`` (saves) leaves the passes to the replayed action list."""
        self.settings = settings
        self.entry = entry(settings.game)
        self.engine = engine(settings.game)
        self.state = self.engine.new_game(len(settings.seats), settings.seed,
                                          make_options(self.engine, settings.variants),
                                          first_player=settings.first)
        self.history: list[Action] = []
        self.log: list[LogEntry] = log_lines(self.state.events, self.names)
        humans = settings.humans
        # With one human the table always shows that player's view; with several, nobody's until
        # the first of them takes the device (so the first screen is a curtain).
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self._bots: dict[int, Any] = {}
        # The events and log lines of the last move with the passes played after it (toast, animations).
        self.last_events: list[Event] = list(self.state.events)
        self.last_log: list[LogEntry] = list(self.log)
        if not replaying:
            self.auto_pass()

    # --- who is who -----------------------------------------------------------------------
    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.settings.seats

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.settings.seats]

    def text(self, template: str) -> str:
        """Engine text with seat placeholders replaced by player names."""
        return names_in(template, self.names)

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    # --- whose move -------------------------------------------------------------------------
    def ai_to_act(self) -> int | None:
        """The AI seat that should move now: only once no human is waiting (when several seats
        act at once, e.g. sealed bids, the humans choose first and never wait for a bot)."""
        if self.human_to_act() is not None:
            return None
        return next((seat for seat in self.state.to_act if not self.seats[seat].is_human), None)

    def human_to_act(self) -> int | None:
        """The human who must act now: the current viewer if they may act, otherwise the first
        waiting human, so simultaneous choices are collected one by one."""
        waiting = [s for s in self.state.to_act if self.seats[s].is_human]
        if self.viewer in waiting:
            return self.viewer
        return waiting[0] if waiting else None

    def curtain(self) -> str | None:
        """The name on the "pass the device" curtain, when control passes to another human."""
        seat = self.human_to_act()
        if seat is None or seat == self.viewer or len(self.settings.humans) < 2:
            return None
        return self.seats[seat].name

    def lift_curtain(self) -> None:
        """The named player has the device: show their view from now on."""
        seat = self.human_to_act()
        if seat is not None:
            self.viewer = seat

    def shown_seat(self) -> int | None:
        """Whose private information the table may show now: the viewer, or nobody (None) while
        a curtain is due, so the previous player's hand is gone before the next one looks."""
        return None if self.curtain() is not None else self.viewer

    def view(self) -> dict[str, Any]:
        """The view the table draws: the viewer's, or the public one behind a curtain."""
        return self.engine.view(self.state, self.shown_seat())

    def legal(self) -> list[Action]:
        """The viewer's legal actions, when it is the viewer's move and no curtain is up."""
        seat = self.human_to_act()
        if seat is None or seat != self.viewer:
            return []
        return self.engine.legal_actions(self.state, seat)

    # --- moves ------------------------------------------------------------------------------
    def play(self, action: Action) -> list[LogEntry]:
        """Apply ``action`` (raises ``IllegalAction``, state unchanged), then the passes nobody
        needs to be asked about; returns the new log lines."""
        self.last_events, self.last_log = [], []
        self._apply(action)
        self.auto_pass()
        return list(self.last_log)

    def _apply(self, action: Action) -> None:
        if action.seat not in self.state.to_act:
            raise IllegalAction(f"{action}: it is not {self.names[action.seat]}'s move")
        self.state = self.engine.play(self.state, action)
        self.history.append(action)
        lines = log_lines(self.state.events, self.names)
        self.log.extend(lines)
        self.last_events.extend(self.state.events)
        self.last_log.extend(lines)

    def pass_due(self) -> Action | None:
        """A pass to play for a seat without asking it, or None.

        A bot with a single legal action plays it. A human is not asked to let something pass
        when they hold nothing to answer with (no Just Say No / Nope! / Double the Rent) — but a
        *response* (Just Say No, Nope!) is still asked whenever another human shares the table:
        an instant pass would tell them what this seat holds. Optional add-ons of the seat's own
        move (Double the Rent) are skipped for everybody.
        """
        humans = self.settings.humans
        for seat in self.state.to_act:
            legal = self.engine.legal_actions(self.state, seat)
            if not self.seats[seat].is_human:
                if len(legal) == 1:
                    return legal[0]
                continue
            rule = self.entry.passive(legal)
            if rule is not None:
                action, kind = rule
                if kind == "add-on" or len(humans) == 1:
                    return action
        return None

    def auto_pass(self) -> None:
        """Play every pass that is due (see ``pass_due``)."""
        while self.state.outcome is None and (action := self.pass_due()) is not None:
            self._apply(action)

    def visible_log(self) -> list[str]:
        """The log as the table may show it now (other seats' private lines left out)."""
        shown = self.shown_seat()
        return [text for text, seat in self.log if seat is None or seat == shown]

    def bot(self, seat: int) -> Any:
        """The bot playing ``seat`` (made once per seat)."""
        if seat not in self._bots:
            self._bots[seat] = self.entry.make_bot(self.seats[seat].level or "normal")
        return self._bots[seat]

    def bot_rng(self) -> random.Random:
        """A generator for the next bot decision, fixed by the seed and the move number."""
        return random.Random(self.settings.seed * 7919 + len(self.history))

    def bot_inputs(self, seat: int) -> tuple[dict[str, Any], list[Action], random.Random]:
        """``(view, legal_actions, rng)`` for ``bot(seat).think``."""
        return (self.engine.view(self.state, seat), self.engine.legal_actions(self.state, seat),
                self.bot_rng())

    def bot_choice(self, seat: int) -> Action:
        """What the bot in ``seat`` plays now, thought to the end of its budget."""
        choice = None
        for step in self.bot(seat).think(*self.bot_inputs(seat)):
            choice = step if step is not None else choice
        return choice

    def play_bot_now(self, seat: int) -> list[LogEntry]:
        """Let the bot in ``seat`` decide to the end and play its move (tests, the worker)."""
        return self.play(self.bot_choice(seat))

    # --- the table model --------------------------------------------------------------------
    def table(self) -> Table:
        """The whole table model for whoever may look now (see ``app.table``)."""
        return table_model.build(self)

    # --- the end ----------------------------------------------------------------------------
    def outcome(self) -> tuple[list[str], str] | None:
        """``(winner names, sentence)`` once the game is over."""
        result = self.state.outcome
        if result is None:
            return None
        winners = [self.names[s] for s in result.winners]
        why = REASONS.get(result.reason, result.reason)
        if not winners:
            return [], f"Nobody wins: the game ended ({result.reason})."
        if len(winners) == 1:
            return winners, f"{winners[0]} wins: {why}."
        return winners, f"{' and '.join(winners)} share the win: they {why}."

    # --- saves ------------------------------------------------------------------------------
    def to_save(self) -> str:
        """Seed, options, seats and the action list as JSON: enough to replay the game exactly."""
        s = self.settings
        return json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": s.game,
                           "seed": s.seed, "variants": list(s.variants), "first": s.first,
                           "speed": s.speed, "seats": [seat.to_json() for seat in s.seats],
                           "actions": [a.to_json() for a in self.history]})

    @classmethod
    def from_save(cls, text: str) -> "Session":
        """Replay a save; raises ``CorruptSave`` with a readable message if it cannot be used."""
        try:
            data = parse(text, "saved game")
        except CorruptSave as exc:
            raise CorruptSave(f"This is not a saved game we can read ({exc}).") from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise CorruptSave("This is not a Deal & Bid saved game.")
        if data.get("version") != SAVE_VERSION:
            raise CorruptSave(f"This save has version {data.get('version')!r}; we read version {SAVE_VERSION}.")
        try:
            session = cls(_settings_from_save(data), replaying=True)
            actions = data["actions"]
            if not isinstance(actions, list):
                raise CorruptSave("the action list is missing")
            for number, item in enumerate(actions, 1):
                action = session.engine.action_from_json(item)
                try:
                    session._apply(action)   # the save lists the passes played for the seats
                except IllegalAction as exc:
                    raise CorruptSave(f"move {number} cannot be replayed: {exc}") from None
        except CorruptSave as exc:
            raise CorruptSave(f"This save is damaged: {exc}") from None
        except SettingsError as exc:
            raise CorruptSave(f"This save is damaged: {exc}") from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise CorruptSave(f"This save is damaged: unreadable {type(exc).__name__} ({exc}).") from None
        session.auto_pass()
        return session


def _settings_from_save(data: dict[str, Any]) -> Settings:
    game = data["game"]
    try:
        entry(game)
    except KeyError:
        raise SettingsError(f"unknown game {game!r}") from None
    seats = data["seats"]
    codes = ["human" if s["kind"] == "human" else f"ai-{s['level']}" for s in seats]
    made = make_seats(game, codes, [str(s["name"]) for s in seats])
    seed = data["seed"]
    if not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise SettingsError(f"bad seed {seed!r}")
    variants = check_variants(game, [str(v) for v in data.get("variants", [])])
    first = data.get("first", 0)
    if not isinstance(first, int) or not 0 <= first < len(made):
        raise SettingsError(f"bad first player {first!r}")
    speed = data.get("speed", "normal")
    return Settings(game, made, seed, variants, first, speed if speed in ("normal", "instant") else "normal")
