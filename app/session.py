"""The table controller, without any DOM: seats, state, history, hot-seat curtain, bots, log, saves.

The page asks the session for the table model (``table()``: what to draw for whoever may look
now, curtain worked out here once), hands it the chosen action (``play``) and lets bots move
(``play_bot_now`` or ``think`` + ``play``). After every move the session plays the passes nobody
needs to be asked about (``auto_pass``). Everything here runs under CPython in the tests exactly
as it runs in the page.
"""
import random
from dataclasses import replace
from typing import NamedTuple

from app.narrate import log_lines, names_in
from app.registry import Engine, GameBot, engine, entry
from app.settings import Seat, Settings
from game.core.actions import Action, action_key
from game.core.api import GameState
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.view_types import ViewBase

LogEntry = tuple[str, "int | None"]


class Checkpoint(NamedTuple):
    """The table just before a move its seat may take back."""

    seat: int
    state: GameState
    moves: int          # length of the history before the move
    lines: int          # length of the log before the move
    settled: "Settled"  # the session's settled point before the move


class Step(NamedTuple):
    """One move of the last play (a move and the passes after it): the table before and after it,
    and where its events start in ``Session.last_events`` (the stage shows each beat as of its step)."""

    before: GameState
    after: GameState
    first: int          # index of the move's first event in ``last_events``


class Settled(NamedTuple):
    """The last table at which no seat had a choice under way that others may not see yet
    (``engine.secret_open``): what a save others may read holds (see ``app.secrecy``)."""

    moves: int          # length of the history at that table
    state: GameState


def make_options(eng: Engine, variants: tuple[str, ...]) -> object:
    """The engine's Options with the named variants switched on (for ``new_game``)."""
    return eng.Options(**dict.fromkeys(variants, True))


class Session:
    """One game at one table: the state plus who sits where and what has been said."""

    def __init__(self, settings: Settings, *, replaying: bool = False) -> None:
        """A new game; ``replaying`` (saves) leaves the passes to the replayed action list."""
        self.settings = settings
        self.game_id = ""      # names the game in the saved-games list (set by the worker / a save)
        self.entry = entry(settings.game)
        self.engine = engine(settings.game)
        self.state = self.engine.new_game(len(settings.seats), settings.seed,
                                          make_options(self.engine, settings.variants),
                                          first_player=settings.first)
        self.history: list[Action] = []
        self.log: list[LogEntry] = log_lines(self.state.events, self.names)
        here = settings.locals
        # With one human at this device the table always shows that player's view; with several,
        # nobody's until the first of them takes the device (so the first screen is a curtain).
        # Players on other devices get their own tables (``remote_table``), never this one.
        self.viewer: int | None = here[0] if len(here) == 1 else None
        self._bots: dict[int, GameBot] = {}
        # The events and log lines of the last move with the passes played after it (toast, animations).
        self.last_events: list[Event] = list(self.state.events)
        self.last_log: list[LogEntry] = list(self.log)
        # Which seat's move produced each of ``last_events`` (by ``id``): the stage shows the others'.
        self.causes: dict[int, int] = {}
        # The moves of the last play, one step each (see ``Step``).
        self.steps: list[Step] = []
        # The moves the seat that moved last may take back, oldest first (see ``undo``).
        self.checkpoints: list[Checkpoint] = []
        self.settled = Settled(0, self.state)
        # Legal actions per seat of ``_known_state`` (computed once per state, see ``legal_for``).
        self._known_state: GameState | None = None
        self._known_legal: dict[int, list[Action]] = {}
        self._known_keys: dict[str, Action] | None = None
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
        act at once, e.g. sealed bids, the humans choose first and never wait for a bot), except a
        bot whose answer a player waits for (a trade offer sent to it), which answers at once."""
        answer = next((seat for seat in self.engine.answering(self.state) if not self.seats[seat].is_human), None)
        if answer is not None:
            return answer
        if any(self.seats[seat].is_human for seat in self.state.to_act):
            return None
        return next((seat for seat in self.state.to_act if not self.seats[seat].is_human), None)

    def human_to_act(self) -> int | None:
        """The human at this device who must act now: the current viewer if they may act, otherwise
        the first waiting one, so simultaneous choices are collected one by one."""
        waiting = [s for s in self.state.to_act if self.seats[s].is_human and not self.seats[s].is_remote]
        if self.viewer in waiting:
            return self.viewer
        return waiting[0] if waiting else None

    def curtain(self) -> str | None:
        """The name on the "pass the device" curtain, when control passes to another human."""
        seat = self.human_to_act()
        if seat is None or seat == self.viewer or len(self.settings.locals) < 2:
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

    def view(self) -> ViewBase:
        """The view the table draws: the viewer's, or the public one behind a curtain."""
        view: ViewBase = self.engine.view(self.state, self.shown_seat())
        return view

    def legal(self) -> list[Action]:
        """The viewer's legal actions, when it is the viewer's move and no curtain is up."""
        seat = self.human_to_act()
        if seat is None or seat != self.viewer:
            return []
        return self.legal_for(seat)

    def _known(self) -> None:
        """Forget what was worked out for an earlier state."""
        if self._known_state is not self.state:
            self._known_state, self._known_legal, self._known_keys = self.state, {}, None

    def legal_for(self, seat: int) -> list[Action]:
        """``engine.legal_actions`` of ``seat`` now, computed once per state (one tap asks for it
        from the pass rule, the presenter and the undo check)."""
        self._known()
        if seat not in self._known_legal:
            self._known_legal[seat] = self.engine.legal_actions(self.state, seat)
        return self._known_legal[seat]

    def action_for(self, key: str) -> Action | None:
        """The viewer's legal action whose wire key (``action_key``) is ``key``, or None: looked up
        in a dict built once per state with the legal list."""
        self._known()
        if self._known_keys is None:
            self._known_keys = keyed(self.legal())
        return self._known_keys.get(key)

    def hand_to_bot(self, seat: int) -> None:
        """A bot (Normal) plays remote ``seat`` from now on; the game and its moves stay as they are."""
        seats = list(self.settings.seats)
        seats[seat] = Seat(seats[seat].name, "ai", "normal")
        self.settings = replace(self.settings, seats=tuple(seats))

    def remote_legal(self, seat: int) -> list[Action]:
        """The legal actions of ``seat`` when it is played on another device and must act now."""
        if not 0 <= seat < len(self.seats) or not self.seats[seat].is_remote or seat not in self.state.to_act:
            return []
        return self.legal_for(seat)

    def remote_action_for(self, seat: int, key: str) -> Action | None:
        """The legal action with wire key ``key`` of ``seat`` played on another device, or None."""
        return keyed(self.remote_legal(seat)).get(key)

    # --- moves ------------------------------------------------------------------------------
    def play(self, action: Action, *, more: bool = False) -> list[LogEntry]:
        """Apply ``action`` (raises ``IllegalAction``, state unchanged), then the passes nobody
        needs to be asked about; returns the new log lines. With ``more`` the move joins the last
        play (its events, steps and lines), so one table tells them together."""
        if not more:
            self.last_events, self.last_log, self.causes, self.steps = [], [], {}, []
        self.apply(action)
        self.auto_pass()
        return list(self.last_log)

    def apply(self, action: Action) -> None:
        """Play one move as it is (no passes after it): history, undo points, log and events follow."""
        if action.seat not in self.state.to_act:
            raise IllegalAction(f"{action}: it is not {self.names[action.seat]}'s move")
        before = self.state
        self.state = self.engine.play(before, action)
        if not self.engine.undoable(before, action, self.state):
            self.checkpoints.clear()
        else:
            if self.checkpoints and self.checkpoints[-1].seat != action.seat:
                self.checkpoints.clear()
            self.checkpoints.append(Checkpoint(action.seat, before, len(self.history), len(self.log),
                                               self.settled))
        self.history.append(action)
        if not self.engine.secret_open(self.state):
            self.settled = Settled(len(self.history), self.state)
        lines = log_lines(self.state.events, self.names)
        self.log.extend(lines)
        self.steps.append(Step(before, self.state, len(self.last_events)))
        self.last_events.extend(self.state.events)
        self.causes.update((id(event), action.seat) for event in self.state.events)
        self.last_log.extend(lines)

    def pass_due(self) -> Action | None:
        """A pass to play for a seat without asking it, or None.

        A bot with a single legal action plays it. Optional add-ons of a human's own move (Double
        the Rent) are skipped when they hold none. A lone human is not asked to let something pass
        when they hold nothing to answer with (no Just Say No / Nope!), and when they do, their
        ``ask`` setting decides: asked when it is aimed at them or their cards (``engine.aimed_at``),
        every time, or never. With several people at the table everyone the rules allow is asked,
        holding an answer or not: a pass played at once would tell the others what a seat holds.
        """
        alone = len(self.settings.humans) == 1
        ask = self.settings.ask
        for seat in self.state.to_act:
            legal = self.legal_for(seat)
            if not self.seats[seat].is_human:
                if len(legal) == 1:
                    return legal[0]
                continue
            rule = self.entry.passive(legal)
            if rule is None:
                continue
            action, kind = rule
            if kind == "add-on" or (alone and kind == "response"):
                return action
            if alone and kind == "answer" and (
                    ask == "never" or (ask == "aimed" and not self.engine.aimed_at(self.state, seat))):
                return action
        return None

    def auto_pass(self) -> None:
        """Play every pass that is due (see ``pass_due``)."""
        while self.state.outcome is None and (action := self.pass_due()) is not None:
            self.apply(action)

    def can_undo(self) -> bool:
        """May the viewer take back their last move? Only a human, on their own move (no curtain),
        back to the last point where anything was revealed or another seat acted."""
        return (bool(self.checkpoints) and self.checkpoints[-1].seat == self.viewer
                and self.seats[self.viewer].is_human and bool(self.legal()))

    def undo(self) -> None:
        """Take back the viewer's last move: the table as it was before it (nothing new shown)."""
        if not self.can_undo():
            raise IllegalAction("There is no move of yours to take back now.")
        point = self.checkpoints.pop()
        self.state = point.state
        self.settled = point.settled
        del self.history[point.moves:]
        del self.log[point.lines:]
        self.last_events, self.causes, self.steps = [], {}, []
        self.last_log = [(f"{self.names[point.seat]} takes back a move.", None)]

    def visible_log(self) -> list[str]:
        """The log as the table may show it now (other seats' private lines left out)."""
        shown = self.shown_seat()
        return [text for text, seat in self.log if seat is None or seat == shown]

    def set_speed(self, speed: str) -> None:
        """The pace of the stage from now on (one of ``app.settings.SPEEDS``)."""
        self.settings = replace(self.settings, speed=speed)

    def ask_adjustable(self) -> bool:
        """May the player change the ``ask`` setting during this game?"""
        return True

    def set_ask(self, ask: str) -> None:
        """When a lone human holding a Just Say No / Nope! is asked, from the next question on (one
        of ``app.settings.ASKS``; a question open now stays open)."""
        self.settings = replace(self.settings, ask=ask)

    def bot(self, seat: int) -> GameBot:
        """The bot playing ``seat`` (made once per seat)."""
        if seat not in self._bots:
            self._bots[seat] = self.entry.make_bot(self.seats[seat].level or "normal")
        return self._bots[seat]

    def bot_rng(self) -> random.Random:
        """A generator for the next bot decision, fixed by the seed and the move number."""
        return random.Random(self.settings.seed * 7919 + len(self.history))

    def bot_inputs(self, seat: int) -> tuple[ViewBase, list[Action], random.Random]:
        """``(view, legal_actions, rng)`` for ``bot(seat).think``."""
        return self.engine.view(self.state, seat), self.legal_for(seat), self.bot_rng()

    def bot_choice(self, seat: int) -> Action:
        """What the bot in ``seat`` plays now, thought to the end of its budget."""
        choice: Action | None = None
        for step in self.bot(seat).think(*self.bot_inputs(seat)):
            choice = step if step is not None else choice
        if choice is None:
            raise RuntimeError(f"the bot in seat {seat} chose nothing")
        return choice

    def play_bot_now(self, seat: int, *, more: bool = False) -> list[LogEntry]:
        """Let the bot in ``seat`` decide to the end and play its move (tests, the worker); ``more``:
        see ``play``."""
        return self.play(self.bot_choice(seat), more=more)

    # --- the end ----------------------------------------------------------------------------
    def outcome(self) -> tuple[list[str], str] | None:
        """``(winner names, sentence)`` once the game is over."""
        result = self.state.outcome
        if result is None:
            return None
        winners = [self.names[s] for s in result.winners]
        reason = result.to_json()["reason"]       # the reason as saved: the key of the game's words
        why = self.entry.outcome_words.get(reason, reason)
        if not winners:
            return [], f"Nobody wins: the game ended ({reason})."
        if len(winners) == 1:
            return winners, f"{winners[0]} wins: {why}."
        return winners, f"{' and '.join(winners)} share the win: they {why}."


def keyed(legal: list[Action]) -> dict[str, Action]:
    """``legal`` by wire key (``action_key``); two legal actions with one key are a bug."""
    by_key = {action_key(action): action for action in legal}
    if len(by_key) != len(legal):
        raise ValueError(f"two legal actions share a key: {sorted(map(action_key, legal))}")
    return by_key
