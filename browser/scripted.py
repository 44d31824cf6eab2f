"""What a page driven by script rather than Playwright (WebKit over WebDriver, Firefox over BiDi) offers
on top of its own ``evaluate``: waiting for the page to say something, and reading it."""
import contextlib
import time
from typing import Any

TIMEOUT_S = 90.0


class ScriptedPage:
    """The reading half of a driven page; a subclass gives ``evaluate`` (and in ``TRANSIENT`` the
    errors a call may meet between two documents, to be tried again)."""

    TRANSIENT: tuple[type[Exception], ...] = ()

    def evaluate(self, function: str, arg: Any = None) -> Any:
        """The value of the JavaScript function ``function`` called with ``arg``."""
        raise NotImplementedError

    def wait_for_function(self, function: str, arg: Any = None, timeout: float = TIMEOUT_S) -> Any:
        """Poll ``function`` until it returns something truthy; returns that."""
        deadline = time.monotonic() + timeout
        while True:
            with contextlib.suppress(*self.TRANSIENT):
                value = self.evaluate(function, arg)
                if value:
                    return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout:.0f} s waiting for {function[:200]} ({arg!r})")
            time.sleep(0.05)

    def count(self, selector: str) -> int:
        return int(self.evaluate("(s) => document.querySelectorAll(s).length", selector))

    def text(self, selector: str) -> str:
        return str(self.evaluate("(s) => { const e = document.querySelector(s); return e ? e.innerText : ''; }",
                                 selector))

    def visible(self, selector: str) -> bool:
        return bool(self.evaluate("(s) => { const e = document.querySelector(s); return !!e && e.checkVisibility(); }",
                                  selector))

    def wait_ready(self) -> None:
        """Until Python has booted and the page accepts input (as browser.harness.wait_ready)."""
        self.wait_for_function("() => document.documentElement.dataset.pyReady === '1'")
