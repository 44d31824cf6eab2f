"""Firefox for the Firefox suite (e2e_firefox/) and its benchmark (tools/bench_firefox.py): Debian's
firefox-esr, headless, driven over WebDriver BiDi, the protocol Firefox itself serves
(``--remote-debugging-port``), so nothing is downloaded: no geckodriver, no browser of a driver
package's own. The client is the pinned ``websocket-client`` (Selenium's dependency).

``FirefoxPage`` reads like browser/webkit.py's ``WebKitPage`` (``goto``, ``evaluate``,
``wait_for_function``, ``click``), so the page knowledge kept in browser/ as JavaScript serves here as
it is. Its recorder of console errors, page errors and CSP violations is a preload script: in every
document and frame, before the page's own scripts. Every request of the page or its workers to a host
but 127.0.0.1/localhost is recorded from the browser's own network events (a problem that fails the
test) and never leaves the machine: the profile's proxy is a trap that answers 502.
"""
import base64
import contextlib
import json
import os
import queue
import re
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import urlparse

import websocket

from browser.scripted import TIMEOUT_S, ScriptedPage
from browser.webkit import RECORDER, OffHostTrap

STALE_S = 3.0          # how long a handle's element may stay hidden or covered before it counts as gone
DESKTOP = (1366, 838)
PHONE = (390, 844)
LOCAL_HOSTS = ("127.0.0.1", "localhost")
CONTROL = "\ue009"     # WebDriver's key value for Control
# Firefox's remote agent already applies its recommended preferences for automation (no updates,
# telemetry, first-run pages); these close what is left of its own traffic and send the rest to the trap.
PREFS: dict[str, object] = {
    "network.proxy.type": 1,
    "network.proxy.share_proxy_settings": True,
    "network.proxy.no_proxies_on": ",".join(LOCAL_HOSTS),
    "network.proxy.allow_hijacking_localhost": False,
    "services.settings.server": "data:,",
    "browser.safebrowsing.update.enabled": False,
    "browser.safebrowsing.provider.mozilla.updateURL": "",
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "network.dns.disablePrefetch": True,
    "network.http.speculative-parallel-limit": 0,
    "dom.push.connection.enabled": False,
    "browser.region.network.url": "",
    "app.normandy.enabled": False,
    "extensions.getAddons.cache.enabled": False,
    "datareporting.healthreport.uploadEnabled": False,
}
# Runs an async function's source with its argument (JSON) and answers JSON, as Playwright's
# ``evaluate`` does: BiDi's own value encoding is not needed for what the tests read. An element
# answers as ``{"handle": n}``, kept in the document's ``__firefoxHandles`` (an ``Element`` here).
EVALUATE = """async (source, arg) => {
  let value = await (0, eval)("(" + source + ")")(JSON.parse(arg));
  if (value instanceof Element) {
    const handles = (window.__firefoxHandles ??= new Map());
    handles.set(handles.size + 1, value);
    value = { handle: handles.size };
  }
  return JSON.stringify(value === undefined ? null : value);
}"""
# The element a handle number names, or the one a selector finds at an index (null: its first shown).
FIND = """(found, index) => {
  if (typeof found === "number") return window.__firefoxHandles?.get(found) ?? null;
  const all = [...document.querySelectorAll(found)];
  return (index === null ? all.find((e) => e.checkVisibility()) : all[index]) ?? null;
}"""
# The centre of the element a selector finds at an index (null: its first shown one), scrolled into
# view; "" while it is missing, hidden, moving or covered by another element (a click would land
# elsewhere).
AIM = """async ([found, index]) => {
  const el = (""" + FIND + """)(found, index);
  if (!el || !el.checkVisibility()) return "";
  el.scrollIntoView({ block: "nearest", inline: "nearest" });
  const before = el.getBoundingClientRect();
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1 || Math.abs(r.x - before.x) > 0.5 || Math.abs(r.y - before.y) > 0.5) return "";
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return hit && (hit === el || el.contains(hit)) ? { x: Math.round(x), y: Math.round(y) } : "";
}"""


def firefox_path() -> str | None:
    """The Firefox to drive: $FIREFOX, else Debian's firefox-esr, else a firefox on the PATH."""
    for candidate in (os.environ.get("FIREFOX"), shutil.which("firefox-esr"), shutil.which("firefox")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def is_local(url: str) -> bool:
    parsed = urlparse(url)
    return parsed.scheme in ("data", "blob", "about") or parsed.hostname in LOCAL_HOSTS


class BiDi:
    """One WebDriver BiDi session: commands answered in order of their ids, events to handlers."""

    def __init__(self, url: str) -> None:
        self.socket = websocket.create_connection(url, timeout=None, suppress_origin=True)
        self.next_id = 0
        self.waiting: dict[int, queue.Queue[dict[str, Any]]] = {}
        self.handlers: dict[str, Callable[[dict[str, Any]], None]] = {}
        self.lock = threading.Lock()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self) -> None:
        with contextlib.suppress(websocket.WebSocketException, OSError):
            while data := self.socket.recv():
                message = json.loads(data)
                if "id" in message and message["id"] in self.waiting:
                    self.waiting[message["id"]].put(message)
                elif message.get("type") == "event" and message["method"] in self.handlers:
                    self.handlers[message["method"]](message["params"])
        for answer in self.waiting.values():
            answer.put({"type": "error", "error": "closed", "message": "the browser closed the connection"})

    def send(self, method: str, params: dict[str, Any], timeout: float = TIMEOUT_S) -> dict[str, Any]:
        """The result of one command; a BiDi error is raised here."""
        with self.lock:
            self.next_id += 1
            number = self.next_id
            answer: queue.Queue[dict[str, Any]] = queue.Queue()
            self.waiting[number] = answer
            self.socket.send(json.dumps({"id": number, "method": method, "params": params}))
        try:
            message = answer.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"Firefox did not answer {method} in {timeout:.0f} s") from None
        finally:
            del self.waiting[number]
        if message.get("type") == "error":
            raise BiDiError(f"{method}: {message['error']}: {message.get('message', '')}")
        result: dict[str, Any] = message["result"]
        return result

    def close(self) -> None:
        self.socket.close()


class BiDiError(Exception):
    """A command Firefox refused (a stale frame, a page that navigated away, ...)."""


class FirefoxPage(ScriptedPage):
    """One Firefox tab, driven like a Playwright page."""

    TRANSIENT = (BiDiError,)       # a document between two navigations

    def __init__(self, bidi: BiDi, version: str, trap: OffHostTrap) -> None:
        self.bidi = bidi
        self.trap = trap
        self.version = version
        self.top = bidi.send("browsingContext.getTree", {"maxDepth": 0})["contexts"][0]["context"]
        self.context = self.top
        self.off_host: list[str] = []
        bidi.handlers["network.beforeRequestSent"] = self.on_request
        bidi.send("session.subscribe", {"events": ["network.beforeRequestSent"]})
        bidi.send("script.addPreloadScript", {"functionDeclaration": f"() => {{ {RECORDER} }}"})

    def on_request(self, params: dict[str, Any]) -> None:
        url = params["request"]["url"]
        if not is_local(url):
            self.off_host.append(url)

    def goto(self, url: str) -> None:
        self.bidi.send("browsingContext.navigate", {"context": self.top, "url": url, "wait": "complete"})

    def reload(self) -> None:
        self.bidi.send("browsingContext.reload", {"context": self.top, "wait": "complete"})

    def evaluate(self, function: str, arg: Any = None) -> Any:
        """The value of the JavaScript function ``function`` (its source; it may be async) called
        with ``arg``, in the current frame; a thrown error is raised here."""
        result = self.bidi.send("script.callFunction", {
            "functionDeclaration": EVALUATE, "awaitPromise": True, "target": {"context": self.context},
            "arguments": [{"type": "string", "value": function}, {"type": "string", "value": json.dumps(arg)}]})
        if result["type"] == "exception":
            details = result["exceptionDetails"]
            raise AssertionError(f"in the page: {details.get('text')} {details.get('exception', {}).get('value', '')}")
        value = json.loads(result["result"]["value"])
        if isinstance(value, dict) and list(value) == ["handle"]:
            return Element(self, int(value["handle"]), None)
        return value

    def attribute(self, selector: str, name: str) -> str | None:
        found = self.evaluate("([s, n]) => { const e = document.querySelector(s); return e && e.getAttribute(n); }",
                              [selector, name])
        return None if found is None else str(found)

    def wait_for_element(self, selector: str, timeout: float = TIMEOUT_S) -> "Element":
        """The first element ``selector`` finds that is shown (not hidden, with a box), once there is one."""
        index = self.wait_for_function(
            "(s) => 1 + [...document.querySelectorAll(s)].findIndex((e) => e.checkVisibility())", selector, timeout)
        return Element(self, selector, int(index) - 1)

    def elements(self, selector: str) -> list["Element"]:
        """Handles on what ``selector`` finds now, in document order (``WebKitPage.elements``)."""
        return [Element(self, selector, index) for index in range(self.count(selector))]

    def click(self, target: "str | Element", index: int | None = None, timeout: float = TIMEOUT_S) -> None:
        """A click as a person makes it: Firefox's own mouse at the centre of the first shown element
        ``target`` finds (or its ``index``-th), once it is in view, standing still and not covered."""
        if isinstance(target, Element):
            target.click()
        else:
            self.press(target, index, timeout)

    def press(self, found: str | int, index: int | None, timeout: float) -> None:
        """Click the element ``FIND`` names by ``found`` and ``index`` (``click``)."""
        point = self.wait_for_function(AIM, [found, index], timeout)
        x, y = point["x"], point["y"]
        self.bidi.send("input.performActions", {"context": self.context, "actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
                {"type": "pointerMove", "x": int(x), "y": int(y)},
                {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}]})

    def set_file(self, selector: str, path: str) -> None:
        """Choose the file ``path`` in the file input ``selector``, as the file picker does."""
        found = self.bidi.send("script.callFunction", {
            "functionDeclaration": "(s) => document.querySelector(s)", "awaitPromise": False,
            "target": {"context": self.context}, "arguments": [{"type": "string", "value": selector}]})
        element = {"sharedId": found["result"]["sharedId"]}
        self.bidi.send("input.setFiles", {"context": self.context, "element": element, "files": [path]})

    def paste(self) -> str:
        """What the clipboard holds, pasted with Ctrl+V into a box of the page's own (a page may not
        read the clipboard itself)."""
        self.evaluate("() => { const box = document.body.appendChild(document.createElement('textarea'));"
                      " box.id = 'firefox-paste'; box.focus(); }")
        self.bidi.send("input.performActions", {"context": self.top, "actions": [{
            "type": "key", "id": "keyboard", "actions": [
                {"type": "keyDown", "value": CONTROL}, {"type": "keyDown", "value": "v"},
                {"type": "keyUp", "value": "v"}, {"type": "keyUp", "value": CONTROL}]}]})
        self.bidi.send("input.releaseActions", {"context": self.top})
        return str(self.evaluate("() => { const box = document.querySelector('#firefox-paste');"
                                 " box.remove(); return box.value; }"))

    @contextlib.contextmanager
    def frame(self, selector: str) -> Iterator[None]:
        """Calls inside the block (and clicks, in the frame's own coordinates) go to the (first) frame
        ``selector`` finds in the window, scrolled to the top of the window first."""
        self.wait_for_element(selector)
        self.evaluate("(s) => document.querySelector(s).scrollIntoView({ block: 'start' })", selector)
        tree = self.bidi.send("browsingContext.getTree", {"root": self.top, "maxDepth": 1})["contexts"][0]
        children = tree.get("children") or []
        if not children:
            raise AssertionError(f"{selector} holds no document")
        self.context = children[0]["context"]
        try:
            yield
        finally:
            self.context = self.top

    def problems(self) -> list[str]:
        """What fails a test: requests to other hosts, and the errors recorded in the top document."""
        recorded: list[str] = []
        with contextlib.suppress(BiDiError, AssertionError):
            recorded = list(self.evaluate("() => window.__webkitProblems || []"))
        return [f"off-host request: {url}" for url in self.off_host] + recorded

    def forget_problems(self) -> None:
        self.off_host.clear()
        with contextlib.suppress(BiDiError, AssertionError):
            self.evaluate("() => { if (window.__webkitProblems) window.__webkitProblems.length = 0; }")

    def resize(self, size: tuple[int, int]) -> None:
        """The page's viewport at ``size`` CSS pixels (a phone's, exactly)."""
        self.bidi.send("browsingContext.setViewport", {
            "context": self.top, "viewport": {"width": size[0], "height": size[1]}})

    def screenshot(self, path: str) -> None:
        data = self.bidi.send("browsingContext.captureScreenshot", {"context": self.top})["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))


class ElementGone(Exception):
    """The element a handle named is no longer there to click (the page was painted again)."""


class Element:
    """An element of the page: the ``index``-th one ``found`` (a selector) finds, or the one a handle
    number names (``found``, as ``evaluate`` answers an element). Clicked while it is still there."""

    def __init__(self, page: FirefoxPage, found: str | int, index: int | None) -> None:
        self.page, self.found, self.index = page, found, index

    def click(self) -> None:
        try:
            self.page.press(self.found, self.index, timeout=STALE_S)
        except AssertionError as gone:
            raise ElementGone(f"{self.found} [{self.index}]") from gone

    def get_attribute(self, name: str) -> str | None:
        found = self.page.evaluate(f"([f, i, n]) => ({FIND})(f, i)?.getAttribute(n) ?? null",
                                   [self.found, self.index, name])
        return None if found is None else str(found)


def listening(process: subprocess.Popen[str], log: list[str]) -> str:
    """The BiDi address Firefox prints on its standard error once it listens."""
    assert process.stderr is not None
    for line in process.stderr:
        log.append(line)
        found = re.search(r"WebDriver BiDi listening on (ws://\S+)", line)
        if found:
            threading.Thread(target=lambda: log.extend(process.stderr or []), daemon=True).start()
            return found.group(1)
    raise RuntimeError("Firefox ended before it listened for WebDriver BiDi:\n" + "".join(log[-20:]))


@contextlib.contextmanager
def firefox() -> Iterator[FirefoxPage]:
    """A headless Firefox tab in a fresh profile, its network closed; ended with the block."""
    exe = firefox_path()
    if exe is None:
        raise RuntimeError("no Firefox: run 'make test' (it installs Debian's firefox-esr) or set FIREFOX")
    trap = OffHostTrap()
    host, port = trap.server.server_address[:2]
    prefs = {**PREFS, "network.proxy.http": str(host), "network.proxy.http_port": port,
             "network.proxy.ssl": str(host), "network.proxy.ssl_port": port}
    with tempfile.TemporaryDirectory(prefix="firefox-profile-") as profile:
        with open(os.path.join(profile, "user.js"), "w") as out:
            out.writelines(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in prefs.items())
        process = subprocess.Popen(
            [exe, "--headless", "--no-remote", "--profile", profile, "--remote-debugging-port=0", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "MOZ_CRASHREPORTER_DISABLE": "1"})
        log: list[str] = []
        try:
            bidi = BiDi(listening(process, log) + "/session")
            session = bidi.send("session.new", {"capabilities": {"alwaysMatch": {"acceptInsecureCerts": False}}})
            version = f"{session['capabilities']['browserName']} {session['capabilities']['browserVersion']}"
            try:
                yield FirefoxPage(bidi, version, trap)
            finally:
                with contextlib.suppress(BiDiError, AssertionError, websocket.WebSocketException, OSError):
                    bidi.send("browser.close", {}, timeout=10)
                bidi.close()
        finally:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)
            trap.close()
