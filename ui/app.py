"""The table in the page: renders the session into the DOM and turns clicks into actions.

Thin by design: what to show and who acts is decided by ``app.session``; markup comes from
``ui.render``; this module only touches the DOM, listens, animates and paces the AI seats.
"""
import asyncio
import random

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from game.core.errors import CorruptSave, IllegalAction
from app.session import Session
from app.settings import Settings, SettingsError, parse_query
from ui import render

AI_DELAY = 0.6          # seconds an AI move stays announced before it is played
ANIMATION_MS = 280
_APP: "App | None" = None


def _js(obj):
    """A Python dict/list as a plain JS object/array."""
    return to_js(obj, dict_converter=js.Object.fromEntries)


def _el(ident: str):
    return document.getElementById(ident)


def _set_markup(element, markup: str) -> None:
    """The one place markup enters the DOM: ``markup`` comes from ``ui.render``, which passes every
    player-, save- and engine-supplied text through ``html.escape``; "" clears the element."""
    element.innerHTML = markup  # built by ui.render, texts already html.escape()d


def new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31)


class App:
    """One page, at most one running game."""

    def __init__(self) -> None:
        self.session: Session | None = None
        self.legal: list = []
        self.menu: int | None = None
        self.ai_running = False
        self.skip = False
        self.thinking: int | None = None
        self.logged = 0
        self._proxies: list = []

    # --- wiring -----------------------------------------------------------------------------
    def on(self, target, event: str, handler) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    def bind(self) -> None:
        self.on(_el("setup-form"), "submit", self.on_submit)
        self.on(_el("load-file"), "change", self.on_load)
        self.on(_el("table"), "click", self.on_table_click)
        self.on(_el("table"), "keydown", self.on_table_key)
        self.on(_el("curtain"), "click", self.on_curtain_click)
        self.on(_el("outcome"), "click", self.on_outcome_click)
        self.on(window, "hashchange", self.on_hash)

    # --- screens ----------------------------------------------------------------------------
    def show_error(self, message: str) -> None:
        box = _el("setup-error")
        box.textContent = message
        box.hidden = False
        self.show_setup(keep_error=True)

    def show_setup(self, keep_error: bool = False) -> None:
        self.session = None
        for ident in ("table", "curtain", "outcome"):
            _el(ident).hidden = True
        _set_markup(_el("curtain"), "")
        _set_markup(_el("outcome"), "")
        _el("setup").hidden = False
        if not keep_error:
            _el("setup-error").hidden = True
        window.history.replaceState(None, "", window.location.pathname)

    def begin(self, session: Session) -> None:
        """Show the table for a new (or loaded) session and let whoever is due act."""
        self.session = session
        self.menu = None
        self.logged = 0
        self.skip = False
        _el("setup").hidden = True
        _el("setup-error").hidden = True
        _el("table").hidden = False
        _el("table").dataset.game = session.settings.game
        _set_markup(_el("log"), "")
        # The address becomes the game's deep link (reload = same game), keeping the embed layout.
        embed = "&embed=1" if document.documentElement.getAttribute("data-embed") == "1" else ""
        window.history.replaceState(None, "", "?" + session.settings.to_query() + embed)
        self.render(animate=False)
        self.schedule_ai()

    def start_settings(self, settings: Settings) -> None:
        self.begin(Session(settings))

    # --- events -----------------------------------------------------------------------------
    def on_submit(self, event) -> None:
        event.preventDefault()
        form = _el("setup-form")
        query = str(js.URLSearchParams.new(js.FormData.new(form)).toString())
        try:
            settings = parse_query(query, new_seed())
            if settings is not None:
                self.start_settings(settings)
        except SettingsError as exc:
            self.show_error(str(exc))

    def on_load(self, event) -> None:
        files = event.target.files
        if not files.length:
            return
        asyncio.ensure_future(self.load_file(files.item(0)))
        event.target.value = ""

    async def load_file(self, file) -> None:
        text = str(await file.text())
        try:
            self.begin(Session.from_save(text))
        except CorruptSave as exc:
            self.show_error(str(exc))

    def on_hash(self, _event=None) -> None:
        if window.location.hash == "#setup":
            self.show_setup()

    def on_table_key(self, event) -> None:
        """Escape closes an open card menu and puts the focus back on its card."""
        if event.key == "Escape" and self.menu is not None:
            card, self.menu = self.menu, None
            self.render(animate=False, focus_card=card)

    def on_table_click(self, event) -> None:
        if self.thinking is not None:
            self.skip = True        # a click anywhere hurries the bots along
        el = event.target.closest("button, [data-index]")
        if not el or self.session is None:
            return
        ident = el.id
        if ident == "skip":
            self.skip = True
        elif ident == "save":
            self.save()
        elif ident == "new-game":
            self.show_setup()
        elif el.hasAttribute("data-menu"):
            card = int(el.dataset.menu)
            self.menu = None if self.menu == card else card
            self.render(animate=False)
        elif el.hasAttribute("data-close-menu"):
            card, self.menu = self.menu, None
            self.render(animate=False, focus_card=card)
        elif el.hasAttribute("data-index"):
            self.act(int(el.dataset.index), str(el.dataset.action))

    def act(self, index: int, code: str) -> None:
        """Play the viewer's legal action number ``index`` (checked against its label)."""
        if not 0 <= index < len(self.legal) or str(self.legal[index]) != code:
            self.render(animate=False)   # a stale click: redraw what is true now
            return
        self.menu = None
        try:
            self.session.play(self.legal[index])
        except IllegalAction as exc:
            window.console.warn(str(exc))
        self.render()
        self.schedule_ai()

    def on_curtain_click(self, event) -> None:
        if event.target.closest("[data-curtain]") and self.session is not None:
            self.session.lift_curtain()
            self.render(animate=False)

    def on_outcome_click(self, event) -> None:
        el = event.target.closest("button")
        if not el or self.session is None:
            return
        if el.id == "again":
            self.start_settings(self.session.settings.with_seed(new_seed()))
        elif el.id == "to-setup":
            self.show_setup()
        elif el.id == "save-final":
            self.save()

    def save(self) -> None:
        """Download the game so far as a JSON file."""
        s = self.session
        blob = js.Blob.new(_js([s.to_save()]), _js({"type": "application/json"}))
        url = js.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = f"deal-and-bid-{s.settings.game}-{s.settings.seed}-move{len(s.history)}.json"
        link.click()
        js.setTimeout(create_proxy(lambda: js.URL.revokeObjectURL(url)), 1000)

    # --- AI seats ---------------------------------------------------------------------------
    def schedule_ai(self) -> None:
        s = self.session
        if s is not None and not self.ai_running and s.ai_to_act() is not None:
            self.ai_running = True
            asyncio.ensure_future(self.run_ai(s))

    async def run_ai(self, s: Session) -> None:
        """Let AI seats move one after another until a human must act or the game ends."""
        try:
            while s is self.session and (seat := s.ai_to_act()) is not None:
                self.thinking = seat
                self.render_status()
                await self.pause(s)
                choice = None
                for step in s.bot(seat).think(*s.bot_inputs(seat)):
                    choice = step if step is not None else choice
                    await asyncio.sleep(0)
                    if s is not self.session:
                        return
                self.thinking = None
                s.play(choice)
                self.render()
        finally:
            self.thinking = None
            self.ai_running = False
            self.skip = False
            if s is self.session:
                self.render_status()

    async def pause(self, s: Session) -> None:
        """The visible delay before an AI move; a click on Skip ends it (and the next ones)."""
        if s.settings.speed == "instant":
            return
        waited = 0.0
        while waited < AI_DELAY and not self.skip and s is self.session:
            await asyncio.sleep(0.05)
            waited += 0.05

    # --- drawing ----------------------------------------------------------------------------
    def render_status(self, view: dict | None = None) -> None:
        s = self.session
        if s is None:
            return
        _el("status").textContent = render.status_text(view or s.view(), s.names, self.thinking)
        skip = _el("skip")
        skip.hidden = self.thinking is None or s.settings.speed == "instant"

    def render(self, animate: bool = True, focus_card: int | None = None) -> None:
        """Redraw every region from the session (one DOM write per region)."""
        s = self.session
        if s is None:
            return
        animate = animate and s.settings.speed != "instant" and not _reduced_motion()
        before = _card_rects() if animate else {}
        focused = _focus_key()
        view = s.view()
        curtain = s.curtain()
        self.legal = s.legal()
        choices = render.arrange(self.legal, view, s.names)
        if self.menu not in choices.by_card:
            self.menu = None
        picked = render.selected_ids(view)
        kinds = _kinds(s)
        active = render.active_seat(view)
        you = view.get("you")
        _set_markup(_el("players"), render.players_html(view, s.names, kinds, active, choices, picked))
        _set_markup(_el("center"), render.center_html(view, s.names))
        mine = next((p for p in view.get("players", []) if p.get("seat") == you), None)
        _set_markup(_el("mine"), render.seat_panel(mine, s.names, kinds, active, choices, picked, "me")
                    if mine is not None else "")
        _set_markup(_el("hand"), render.hand_html(view, choices, picked, self.menu))
        _set_markup(_el("actions"), render.actions_html(choices, self.menu, view, s.names))
        self.render_status(view)
        self.render_log()
        box = _el("curtain")
        _set_markup(box, render.curtain_html(curtain) if curtain else "")
        box.hidden = curtain is None
        _el("table").classList.toggle("veiled", curtain is not None)
        self.render_outcome(view)
        if before:
            _animate_from(before)
        self.place_focus(curtain, focused, focus_card, bool(view.get("pending")))

    def render_log(self) -> None:
        s = self.session
        lines = s.visible_log()
        log = _el("log")
        _set_markup(log, render.log_html(lines))
        log.scrollTop = log.scrollHeight      # newest line in sight
        fresh = lines[self.logged:] if len(lines) >= self.logged else lines[-3:]
        self.logged = len(lines)
        curtain = s.curtain()
        if curtain is not None:
            # Replace whatever the previous player last heard: it may have been private.
            _el("live").textContent = f"Pass the device to {curtain}."
        elif fresh:
            _el("live").textContent = " ".join(fresh[-4:])

    def render_outcome(self, view: dict) -> None:
        s = self.session
        box = _el("outcome")
        result = s.outcome()
        if result is None:
            box.hidden = True
            _set_markup(box, "")
            return
        winners, text = result
        kinds = _kinds(s)
        _set_markup(box, render.outcome_html(winners, text, view, s.names, kinds))
        box.hidden = False

    def place_focus(self, curtain: str | None, focused: tuple[str, str] | None,
                    focus_card: int | None, deciding: bool) -> None:
        """Keep keyboard focus somewhere sensible after a redraw."""
        if curtain is not None:
            return _focus("#curtain-go")
        if self.session.over:
            return _focus("#again")
        if self.menu is not None:
            return _focus("#actions .menu button")
        if focus_card is not None and _focus(f'[data-card="{focus_card}"]'):
            return None
        if focused is not None:
            attr, value = focused
            if _focus(f'[{attr}="{js.CSS.escape(value)}"]'):
                return None
        active = document.activeElement
        if self.legal and (not active or active == document.body):
            # A decision (pay, respond, bid…) focuses its main button; a fresh turn, the hand.
            first = "#actions .bar .primary" if deciding else "#hand .act"
            _focus(first) or _focus("#table [data-index], #table [data-menu]")
        return None


def _kinds(s: Session) -> list[str]:
    """"Human" or "AI · Easy" per seat."""
    return ["Human" if seat.is_human else f"AI · {(seat.level or '').capitalize()}" for seat in s.seats]


# --- DOM helpers ------------------------------------------------------------------------------
def _focus(selector: str) -> bool:
    el = document.querySelector(selector)
    if not el:          # a JS null arrives as a falsy JsNull
        return False
    el.focus()
    return True


def _focus_key() -> tuple[str, str] | None:
    """What has focus, as an attribute that survives a redraw."""
    el = document.activeElement
    if not el or el == document.body:
        return None
    for attr in ("data-action", "data-menu", "id"):
        value = el.getAttribute(attr)
        if value:
            return attr, str(value)
    return None


def _reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def _card_rects() -> dict[str, tuple[float, float]]:
    rects: dict[str, tuple[float, float]] = {}
    nodes = document.querySelectorAll("#table [data-card], #draw-pile")
    for i in range(nodes.length):
        el = nodes.item(i)
        r = el.getBoundingClientRect()
        rects[str(el.getAttribute("data-card") or "draw")] = (r.left, r.top)
    return rects


def _animate_from(before: dict[str, tuple[float, float]]) -> None:
    """FLIP: slide every card from where it was to where it is now (new cards from the draw pile)."""
    origin = before.get("draw")
    nodes = document.querySelectorAll("#table [data-card]")
    timing = _js({"duration": ANIMATION_MS, "easing": "cubic-bezier(.2,.7,.3,1)"})
    for i in range(nodes.length):
        el = nodes.item(i)
        old = before.get(str(el.getAttribute("data-card")))
        r = el.getBoundingClientRect()
        if old is not None:
            dx, dy = old[0] - r.left, old[1] - r.top
            if abs(dx) < 2 and abs(dy) < 2:
                continue
            frames = [{"transform": f"translate({dx}px, {dy}px)"}, {"transform": "none"}]
        elif origin is not None:
            dx, dy = origin[0] - r.left, origin[1] - r.top
            frames = [{"transform": f"translate({dx}px, {dy}px) scale(.6)", "opacity": 0},
                      {"transform": "none", "opacity": 1}]
        else:
            continue
        el.animate(_js(frames), timing)


def start() -> None:
    """Hook the page up; called once by ui/main.py after Python has booted."""
    global _APP
    _APP = App()
    _APP.bind()
    try:
        settings = parse_query(str(window.location.search), new_seed())
    except SettingsError as exc:
        _APP.show_error(str(exc))
        return
    if settings is not None:
        _APP.start_settings(settings)
