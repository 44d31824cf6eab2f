"""WebKit, Safari's engine, for the WebKit suite (e2e_webkit/) and its benchmark (tools/bench_webkit.py):
Debian's WebKitGTK (its MiniBrowser, driven by WebKitWebDriver through Selenium) on a virtual display
where there is none, with the network closed and every request to another host caught and recorded.

``WebKitPage`` is a thin layer that reads like Playwright's page (``goto``, ``evaluate``,
``wait_for_function``, ``click``), so the page knowledge the Chromium suite keeps in browser/ as
JavaScript (``reader.READY``, ``lessons.LESSON_READY``, ...) serves both engines as it is.

WebDriver classic has no init scripts: the recorder of console errors, page errors and CSP violations
is installed right after each navigation (and again by every call into the page that finds it gone),
so an error in the page's very first scripts shows only as what it breaks (the page never gets ready).
"""
import contextlib
import glob
import os
import shutil
import socketserver
import subprocess
import threading
from collections.abc import Iterator
from typing import Any

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

from browser.scripted import TIMEOUT_S, ScriptedPage

# The browser WebKitWebDriver starts (Debian's libwebkit2gtk-4.1-0 ships it; no headless mode: it
# needs a display, hence Xvfb).
MINIBROWSER_GLOB = "/usr/lib/*/webkit2gtk-4.*/MiniBrowser"
# MiniBrowser's window cannot be a phone's: its header bar's buttons hold it at 447 CSS px or more,
# whatever size is asked for (the bar takes 38 px of the height; with no window manager it cannot go
# full-screen). A phone's screen is a frame of PHONE's size in a harness page on the game's own origin
# (e2e_webkit/phone_frame.py): the game inside lays out at exactly 390×844 CSS px (its media queries
# follow the frame's viewport). Being framed, the page takes its embed look (a slimmer site header
# without its menu); the table itself is the same.
PHONE = (390, 844)
PHONE_WINDOW = (600, 960)         # room for the frame, whole, in the window
DESKTOP = (1366, 838)
SCREEN = "1400x1400x24"
LOCAL_HOSTS = ("127.0.0.1", "localhost")

# In every document the tests touch: console errors, uncaught errors, unhandled rejections and
# Content-Security-Policy violations, kept for the test to read (``WebKitPage.problems``).
RECORDER = """
if (!window.__webkitProblems) {
  const problems = [];
  window.__webkitProblems = problems;
  const error = console.error.bind(console);
  console.error = (...args) => { problems.push("console error: " + args.map(String).join(" ")); error(...args); };
  addEventListener("error", (e) => problems.push(`page error: ${e.message} at ${e.filename}:${e.lineno}`));
  addEventListener("unhandledrejection", (e) => problems.push(`unhandled rejection: ${e.reason}`));
  document.addEventListener("securitypolicyviolation", (e) => problems.push(
    `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline code"} in ${e.documentURI}`));
}
"""
# Runs an async function's source with one argument, as Playwright's ``evaluate`` does.
EVALUATE = RECORDER + """
const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (%s)(arguments[0])).then(
  (value) => done({ value: value === undefined ? null : value }),
  (error) => done({ error: String((error && error.stack) || error) }));
"""


def driver_path() -> str | None:
    """WebKitWebDriver: $WEBKIT_DRIVER, else the one on the PATH (Debian's webkit2gtk-driver)."""
    for candidate in (os.environ.get("WEBKIT_DRIVER"), shutil.which("WebKitWebDriver")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def minibrowser_path() -> str | None:
    """The MiniBrowser of the installed WebKitGTK, newest API first."""
    found = sorted(glob.glob(MINIBROWSER_GLOB), reverse=True)
    return found[0] if found else None


class OffHostTrap:
    """The browser's proxy for every host but the local ones: it records the request (``GET
    http://host/…`` or ``CONNECT host:443``) and answers 502, so nothing leaves the machine and a
    test can fail on any such request."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        trap = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                trap.requests.append(self.rfile.readline(2048).decode("latin-1").strip())
                self.wfile.write(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")

        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def address(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host!s}:{port}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@contextlib.contextmanager
def display() -> Iterator[dict[str, str]]:
    """The environment for the browser: as it is where a display exists, else with a virtual one
    (Xvfb, on a free display number it picks itself) for as long as the block runs."""
    env = dict(os.environ)
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        yield env
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise RuntimeError("no display and no Xvfb: run 'make test' (it installs xvfb) or set DISPLAY")
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        env["DISPLAY"] = f":{number}"
        yield env
    finally:
        server.terminate()
        server.wait(10)


class WebKitPage(ScriptedPage):
    """One WebKit window, driven like a Playwright page."""

    def __init__(self, driver: webdriver.WebKitGTK, trap: OffHostTrap) -> None:
        self.driver = driver
        self.trap = trap
        self.version = str(driver.capabilities.get("browserVersion", "?"))
        driver.set_script_timeout(TIMEOUT_S)

    def goto(self, url: str) -> None:
        self.driver.get(url)
        self.driver.execute_script(RECORDER)

    def reload(self) -> None:
        self.driver.refresh()
        self.driver.execute_script(RECORDER)

    def evaluate(self, function: str, arg: Any = None) -> Any:
        """The value of the JavaScript function ``function`` (its source; it may be async) called
        with ``arg``; a thrown error is raised here."""
        result = self.driver.execute_async_script(EVALUATE % function, arg)
        if "error" in result:
            raise AssertionError(f"in the page: {result['error']}")
        return result["value"]

    def elements(self, selector: str) -> list[WebElement]:
        found: list[WebElement] = self.driver.find_elements("css selector", selector)
        return found

    def click(self, target: str | WebElement) -> None:
        """A click as a person makes it: WebKit's own mouse events at the element's centre, once it
        is in view and nothing covers it."""
        element = self.wait_for_element(target) if isinstance(target, str) else target
        element.click()

    def wait_for_element(self, selector: str, timeout: float = TIMEOUT_S) -> WebElement:
        """The first element ``selector`` finds that is shown (not hidden, with a box)."""
        self.wait_for_function("(s) => [...document.querySelectorAll(s)].some((e) => e.checkVisibility())",
                               selector, timeout)
        return next(e for e in self.elements(selector) if e.is_displayed())

    @contextlib.contextmanager
    def frame(self, selector: str) -> Iterator[None]:
        """Calls inside the block go to the frame ``selector`` finds, scrolled to the top of the window
        first: WebKit's driver scrolls a frame's element into the frame's view but not the page around
        it, so a click below the window's edge would be lost."""
        frame = self.wait_for_element(selector)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", frame)
        self.driver.switch_to.frame(frame)
        try:
            yield
        finally:
            self.driver.switch_to.default_content()

    def problems(self) -> list[str]:
        """What fails a test: requests to other hosts, and the errors recorded in the top document."""
        recorded: list[str] = []
        with contextlib.suppress(WebDriverException):
            recorded = list(self.driver.execute_script("return window.__webkitProblems || []"))
        return [f"off-host request: {line}" for line in self.trap.requests] + recorded

    def forget_problems(self) -> None:
        self.trap.requests.clear()
        with contextlib.suppress(WebDriverException):
            self.driver.execute_script("if (window.__webkitProblems) window.__webkitProblems.length = 0;")

    def set_file(self, selector: str, path: str) -> None:
        """Choose the file ``path`` in the file input ``selector``, as the file picker does."""
        self.elements(selector)[0].send_keys(path)

    def paste(self) -> str:
        """What the clipboard holds, pasted with Ctrl+V into a box of the page's own (a page may not
        read the clipboard itself)."""
        box = self.driver.execute_script(
            "const box = document.body.appendChild(document.createElement('textarea')); box.focus(); return box;")
        box.send_keys(Keys.CONTROL, "v")
        text = str(self.driver.execute_script("const box = arguments[0]; box.remove(); return box.value;", box))
        return text

    def resize(self, size: tuple[int, int]) -> None:
        """The window at ``size`` (its header bar included, and never narrower than 447: see PHONE)."""
        self.driver.set_window_rect(width=size[0], height=size[1])

    def screenshot(self, path: str) -> None:
        """The window's page (an element's own screenshot in WebKitGTK 2.50 is shifted down by ~60 px)."""
        self.driver.save_screenshot(path)


@contextlib.contextmanager
def webkit(log_path: str = os.devnull, env: dict[str, str] | None = None) -> Iterator[WebKitPage]:
    """A WebKit window in a fresh profile, on a display (``env``'s, else one of its own), its network
    closed; ended with the block."""
    driver_exe, browser_exe = driver_path(), minibrowser_path()
    if driver_exe is None or browser_exe is None:
        raise RuntimeError("no WebKitWebDriver/MiniBrowser: run 'make test' (it installs webkit2gtk-driver)")
    trap = OffHostTrap()
    try:
        with contextlib.nullcontext(env) if env else display() as env:
            options = Options()
            options.binary_location = browser_exe
            options.add_argument("--automation")
            options.add_argument(f"--proxy={trap.address}")
            for host in LOCAL_HOSTS:
                options.add_argument(f"--ignore-host={host}")
            service = Service(executable_path=driver_exe, log_output=log_path, env=env)
            driver = webdriver.WebKitGTK(options=options, service=service)
            try:
                yield WebKitPage(driver, trap)
            finally:
                driver.quit()
    finally:
        trap.close()
