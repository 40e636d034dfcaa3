"""Phones in tests: a real websocket client (websockets.sync.client) against the real server,
always on 127.0.0.1."""
from __future__ import annotations

import itertools
import json
import socket
import threading
from contextlib import ExitStack
from typing import Any, Callable

from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from game.phones.protocol import Inbound
from game.phones.server import PhoneServer

WAIT = 30.0  # seconds a test waits for the server's threads at most (never a speed assert)
FRAMES = 3000  # frames a test runs at most while it waits for a message or a condition
FRAME_WAIT = 0.002  # wall seconds a phone waits for a message before the app's next frame: on
# loopback a message the last frame sent is there within a millisecond on an idle machine, and a
# later one is taken after the next frame (a test never counts frames to a message)
_DEVICES = itertools.count()


def new_device() -> str:
    """An address of 127.0.0.0/8 no phone of this test run used: another device."""
    number = next(_DEVICES)
    return f"127.1.{number // 250 % 250}.{number % 250 + 1}"


def started(**options: Any) -> PhoneServer:
    server = PhoneServer("127.0.0.1", port=0, words={"name": "Your name"}, **options)
    server.start()
    return server


class Phone:
    """One phone's page, as a client: join or come back, press and release, read messages.
    Like a page it takes in every message as it comes, read or not (no flow control), so it
    answers the server's keepalive pings however long a test leaves it unread: a client that
    stops reading when its queue is full stops answering them, and the server cuts it off
    PING_EVERY + PING_WAIT seconds later (game/phones/server.py), on a slow run mid-test."""

    def __init__(self, server: PhoneServer, room: str | None = None, origin: str | None = None,
                 source: str | None = None) -> None:
        """`origin`: the Origin header (the page's own unless given); `source`: the address it
        connects from (any of 127.0.0.0/8 is this machine: another address is another device;
        by default a device of its own)."""
        source = source or new_device()
        self.stack = ExitStack()
        address = f"ws://127.0.0.1:{server.port}/ws?room={room or server.room}"
        link = socket.create_connection(("127.0.0.1", server.port), timeout=WAIT, source_address=(source, 0))
        try:
            headers = server.phone_headers(source) if hasattr(server, "phone_headers") else None  # through the relay
            self.socket = self.stack.enter_context(connect(address, open_timeout=WAIT, origin=origin or server.origin,
                                                           sock=link, additional_headers=headers, max_queue=None))
        except BaseException:
            link.close()
            raise
        self.counter = 0
        self.token = ""
        self.name = ""  # the name it joined under
        assert self.expect("hello")["words"]

    def send(self, message: Any) -> None:
        self.socket.send(message if isinstance(message, (str, bytes)) else json.dumps(message))

    def receive(self, timeout: float = WAIT) -> dict[str, Any]:
        """The next message but the game's pings (a page answers them by itself: `pong`)."""
        while (message := json.loads(self.socket.recv(timeout=timeout)))["t"] == "ping":
            pass
        return message

    def next_ping(self) -> int:
        """The number of the game's next ping (other messages before it skipped)."""
        while (message := json.loads(self.socket.recv(timeout=WAIT)))["t"] != "ping":
            pass
        return message["n"]

    def answer_ping(self) -> None:
        """Wait for the game's next ping and answer it, as the page does at once."""
        self.send({"t": "pong", "n": self.next_ping()})

    def expect(self, kind: str, app: Any = None, frame: float = 1 / 60) -> dict[str, Any]:
        """The next message of `kind`, skipping others before it; with `app`, its frames (of
        `frame` game seconds) run while the phone waits (a table or lobby sends views from
        its updates)."""
        for _ in range(FRAMES):
            if app is None:
                message = self.receive()
            else:
                try:
                    message = self.receive(FRAME_WAIT)
                except TimeoutError:
                    app.frame(frame)
                    continue
            if message["t"] == kind:
                return message
        raise AssertionError(f"no {kind!r} message within {FRAMES} frames or messages")

    def join(self, name: str = "Anna") -> str:
        self.send({"t": "join", "name": name})
        self.token = self.expect("welcome")["token"]
        self.name = name
        return self.token

    def back(self, token: str) -> dict[str, Any]:
        self.send({"t": "back", "token": token})
        return self.receive()

    def press(self, button: str) -> None:
        self.counter += 1
        self.send({"t": "press", "b": button, "n": self.counter})

    def release(self, button: str) -> None:
        self.counter += 1
        self.send({"t": "release", "b": button, "n": self.counter})

    def tap(self, target: str) -> None:
        self.counter += 1
        self.send({"t": "tap", "target": target, "n": self.counter})

    def close(self) -> None:
        self.stack.close()


class Remote:
    """What `Phone` needs of a server running in another process."""

    def __init__(self, port: int, room: str) -> None:
        self.port, self.room, self.origin = port, room, f"http://127.0.0.1:{port}"


def joins(server: Any, source: str | None = None) -> bool:
    """Whether a phone connects and joins now (False when it is refused or cut off)."""
    try:
        phone = Phone(server, source=source)
    except (InvalidStatus, ConnectionClosed, OSError, TimeoutError):
        return False
    phone.join("Anna")
    phone.close()
    return True


def frames_until(app: Any, done: Callable[[], bool], frame: float = 1 / 60) -> None:
    """Run the app's frames until `done()` (the phones' threads answer in between), at most 2 FRAMES.
    Only the frame that met it is drawn (a table sends phones their views from its steps; the
    moments between are played, not pictured: tests/driving.py `wait`)."""
    pause = threading.Event()
    for _ in range(2 * FRAMES):
        app.advance(frame)
        if done():
            app.draw()
            return
        pause.wait(FRAME_WAIT / 2)
    raise AssertionError(f"still waiting after {2 * FRAMES} frames")


def loopback(monkeypatch: Any) -> None:
    """Phones listen on 127.0.0.1, as in every test."""
    from game.kit import phones
    monkeypatch.setattr(phones, "lan_address", lambda: "127.0.0.1")


def wait_for(done: Callable[[], bool]) -> bool:
    """Whether `done()` came true within WAIT seconds (the server's threads work meanwhile)."""
    pause = threading.Event()
    for _ in range(int(WAIT / 0.01)):
        if done():
            return True
        pause.wait(0.01)
    return done()


def inbound(server: PhoneServer, count: int) -> list[Inbound]:
    """Wait until the server has taken in `count` things (or WAIT passed), and drain them."""
    taken: list[Inbound] = []
    pause = threading.Event()
    for _ in range(int(WAIT / 0.01)):
        taken += server.drain()
        if len(taken) >= count:
            break
        pause.wait(0.01)
    return taken


def settled(server: PhoneServer, phone: Phone) -> list[Inbound]:
    """Everything `phone` sent has been handled: a press and release of a marker button
    (it must not be held) round-trips; the drained inbound without that marker."""
    phone.press("alt")
    phone.release("alt")
    taken: list[Inbound] = []
    pause = threading.Event()
    for _ in range(int(WAIT / 0.01)):
        taken += server.drain()
        if taken[-1:] and taken[-1].button == "alt" and not taken[-1].pressed:
            return taken[:-2]
        pause.wait(0.01)
    raise AssertionError(f"the server did not answer within {WAIT} s: {taken[-5:]}")


class Flood:
    """Someone on the Wi-Fi holding TCP connections open to the server from `addresses` (as many
    of 127.0.0.0/8), `each` from every one, opening a new one whenever the server closed one:
    idle, or `slow`ly sending a request that never ends. A thread of its own until `stop`."""

    def __init__(self, port: int, addresses: list[str], each: int, slow: bool = False) -> None:
        self.port, self.addresses, self.each, self.slow = port, addresses, each, slow
        self.opened = 0
        self._held: list[tuple[socket.socket, str]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="flood", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self._held = [(held, address) for held, address in self._held if _open(held)]
            for address in self.addresses:
                for _ in range(self.each - sum(held_from == address for _, held_from in self._held)):
                    if self._stop.is_set():
                        return
                    try:
                        connection = socket.create_connection(("127.0.0.1", self.port), timeout=0.1,
                                                              source_address=(address, 0))
                        if self.slow:
                            connection.sendall(b"GET / HTTP/1.1\r\nHost: ")
                    except OSError:
                        continue
                    self.opened += 1
                    self._held.append((connection, address))
            self._stop.wait(0.1)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(WAIT)
        for held, _ in self._held:
            held.close()


def _open(connection: socket.socket) -> bool:
    """Whether the server has not closed `connection` (closes it here if it has)."""
    connection.setblocking(False)
    try:
        ended = connection.recv(4096) == b""
    except BlockingIOError:
        return True
    except OSError:
        ended = True
    finally:
        if connection.fileno() != -1:
            connection.setblocking(True)
    if ended:
        connection.close()
        return False
    return True
