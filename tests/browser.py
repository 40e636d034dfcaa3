"""A real browser for tests: headless Chromium driven over its DevTools protocol, through a
websocket (websockets.sync.client, which the game needs anyway); no other dependency.

`Chromium(folder)` starts the browser with a fresh profile in `folder`; `page(width, height)`
opens a tab at a phone's size. A Page navigates, evaluates JavaScript, taps elements (real
mouse events at their place, so the page gets its pointer events) and takes screenshots.
"""
from __future__ import annotations

import base64
import itertools
import json
import re
import shutil
import subprocess
import threading
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from websockets.sync.client import connect

NAMES = ("chromium", "chromium-browser", "google-chrome")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run")
WAIT = 30.0


def chromium_path() -> str | None:
    return next((path for path in map(shutil.which, NAMES) if path), None)


class BrowserError(Exception):
    pass


class Chromium:
    def __init__(self, profile: Path) -> None:
        binary = chromium_path()
        if binary is None:
            raise BrowserError("no Chromium on this machine")
        self.process = subprocess.Popen([binary, *FLAGS, f"--user-data-dir={profile}", "--remote-debugging-port=0",
                                         "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        address = self._devtools_address()
        self.stack = ExitStack()
        self.socket = self.stack.enter_context(connect(address, max_size=2 ** 26, open_timeout=WAIT))
        self.ids = itertools.count(1)
        self.opened: list[tuple[str, str]] = []  # each page's target and its own browser context ("": none)

    def _devtools_address(self) -> str:
        """Chromium says where its DevTools listen on its first lines of stderr."""
        found: list[str] = []
        done = threading.Event()

        def read() -> None:
            for line in self.process.stderr:
                match = re.search(r"DevTools listening on (ws://\S+)", line)
                if match and not found:
                    found.append(match.group(1))
                    done.set()
            done.set()
        threading.Thread(target=read, daemon=True).start()
        done.wait(WAIT)
        if not found:
            self.process.kill()
            raise BrowserError("Chromium did not open its DevTools")
        return found[0]

    def call(self, method: str, session: str | None = None, **params: Any) -> dict[str, Any]:
        number = next(self.ids)
        message: dict[str, Any] = {"id": number, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        while True:
            answer = json.loads(self.socket.recv(timeout=WAIT))
            if answer.get("id") == number:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error']}")
                return answer.get("result", {})

    def page(self, width: int, height: int, own_storage: bool = False, proxy: str = "") -> "Page":
        """A new tab of `width` x `height` CSS pixels; with `own_storage`, in a browser context
        of its own (its own localStorage and cookies: another phone, not another tab); with
        `proxy` too, that context connects through it, loopback included (tests/relay.py: a
        phone's own address)."""
        through = {"proxyServer": proxy, "proxyBypassList": "<-loopback>"} if proxy else {}
        context = {"browserContextId": self.call("Target.createBrowserContext", **through)["browserContextId"]} \
            if own_storage or proxy else {}
        target = self.call("Target.createTarget", url="about:blank", **context)["targetId"]
        self.opened.append((target, context.get("browserContextId", "")))
        session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride", session, width=width, height=height, deviceScaleFactor=1,
                  mobile=True)
        self.call("Page.enable", session)
        return Page(self, session)

    def close_pages(self) -> None:
        """Close every page opened so far, and their contexts: a test's pages never dial the
        next test's server (which may listen at the same port)."""
        opened, self.opened = self.opened, []
        for target, context in opened:
            try:
                self.call("Target.closeTarget", targetId=target)
                if context:
                    self.call("Target.disposeBrowserContext", browserContextId=context)
            except BrowserError:
                pass

    def close(self) -> None:
        try:
            self.call("Browser.close")
        except (BrowserError, OSError, TimeoutError):
            pass
        self.stack.close()
        try:
            self.process.wait(WAIT)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Page:
    def __init__(self, browser: Chromium, session: str) -> None:
        self.browser = browser
        self.session = session

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        return self.browser.call(method, self.session, **params)

    def go(self, url: str) -> None:
        self.call("Page.navigate", url=url)

    def run(self, script: str) -> Any:
        """The value of a JavaScript expression in the page."""
        result = self.call("Runtime.evaluate", expression=script, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise BrowserError(f"{script}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def tap(self, selector: str) -> None:
        """A mouse press and release in the middle of the element (pointerdown, pointerup, click)."""
        box = self.run(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
                       f" return [r.x + r.width / 2, r.y + r.height / 2]; }})()")
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)

    def type(self, selector: str, words: str) -> None:
        self.run(f"document.querySelector({json.dumps(selector)}).focus()")
        self.call("Input.insertText", text=words)

    def screenshot(self, path: Path) -> None:
        path.write_bytes(base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"]))
