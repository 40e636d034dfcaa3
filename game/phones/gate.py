"""The phones' server's door: who may connect at all, and how often one may guess the room code.

- `Listener`: the listening socket. Its `accept` survives what would stop websockets' accept
  loop for good (out of descriptors, out of buffers, a connection reset before it was taken):
  it pauses ACCEPT_PAUSE and tries again, so the server takes phones again as soon as the
  cause passes. It closes at once a connection over the limits of `Doorman` (per address,
  and all together), before a thread or a handshake is spent on it.
- `Doorman`: counts the open TCP connections per address.
- `CodeTries`: wrong room codes cost. Each address has a bucket of TRIES_AT_ONCE tries that
  refills by one every TRY_EVERY seconds, and all addresses share one of ROOM_TRIES_AT_ONCE
  refilling every ROOM_TRY_EVERY seconds; while either is empty a code is not even compared
  ("wait", with the seconds to wait). An address that gave the right code once is known and
  never waits. Every wrong code is counted for the host's panel.
"""
from __future__ import annotations

import errno
import hmac
import logging
import socket
import threading
from typing import Any, Callable

from game.phones.protocol import RateLimit

log = logging.getLogger("alpenparty.phones")

ACCEPT_PAUSE = 0.1  # seconds between tries to accept while the system refuses
ACCEPT_WAIT = 0.5  # seconds `accept` waits before it looks whether the socket was closed
# What accept may fail with for a while and then work again (Linux, macOS and Windows names).
PASSING = frozenset(getattr(errno, name) for name in ("EMFILE", "ENFILE", "ENOBUFS", "ENOMEM", "ECONNABORTED",
                                                      "EPROTO", "EPERM", "ECONNRESET", "EAGAIN", "EINTR",
                                                      "WSAEMFILE", "WSAENOBUFS", "WSAECONNRESET")
                    if hasattr(errno, name))
# TCP connections from one address at once: a browser fetches a page's pictures over up to six,
# its websocket is one more, a reload overlaps the old page's; each answer closes its connection.
SOCKETS_PER_ADDRESS = 16
MOST_SOCKETS = 96  # TCP connections at once, all addresses together
TRIES_AT_ONCE, TRY_EVERY = 5, 60.0  # wrong room codes per address
ROOM_TRIES_AT_ONCE, ROOM_TRY_EVERY = 30, 2.0  # wrong room codes of all addresses together
KEPT_ADDRESSES = 4096  # buckets kept; beyond, the full ones are forgotten (they hold nothing)


class Doorman:
    """Open TCP connections per address; `enter` says whether one more may come in."""

    def __init__(self, per_address: int = SOCKETS_PER_ADDRESS, most: int = MOST_SOCKETS) -> None:
        self.per_address = per_address
        self.most = most
        self.turned_away = 0  # connections closed at the door since the start
        self._open: dict[str, int] = {}
        self._lock = threading.Lock()

    def enter(self, address: str) -> bool:
        with self._lock:
            if self._open.get(address, 0) >= self.per_address or sum(self._open.values()) >= self.most:
                self.turned_away += 1
                return False
            self._open[address] = self._open.get(address, 0) + 1
            return True

    def leave(self, address: str) -> None:
        with self._lock:
            left = self._open.get(address, 0) - 1
            if left > 0:
                self._open[address] = left
            else:
                self._open.pop(address, None)

    def count(self, address: str | None = None) -> int:
        with self._lock:
            return sum(self._open.values()) if address is None else self._open.get(address, 0)

    def handler(self, inner: Callable[[socket.socket, Any], None]) -> Callable[[socket.socket, Any], None]:
        """websockets' connection handler, telling the door when its connection is done."""
        def handle(sock: socket.socket, address: Any) -> None:
            try:
                inner(sock, address)
            finally:
                self.leave(address[0])
        return handle


class Listener(socket.socket):
    """A listening TCP socket whose `accept` outlasts passing errors and turns away
    connections over the doorman's limits (see the module's docstring)."""

    doorman: Doorman
    refusals: int  # accept errors survived since the start

    @classmethod
    def bound(cls, host: str, port: int, doorman: Doorman) -> "Listener":
        listener = cls(socket.AF_INET, socket.SOCK_STREAM)
        try:
            if hasattr(socket, "SO_REUSEADDR") and not hasattr(socket, "SO_EXCLUSIVEADDRUSE"):
                listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # POSIX: restart at once
            listener.bind((host, port))
            listener.listen(128)
        except OSError:
            listener.close()
            raise
        listener.settimeout(ACCEPT_WAIT)
        listener.doorman = doorman
        listener.refusals = 0
        return listener

    def accept(self) -> tuple[socket.socket, Any]:
        pause = threading.Event()
        while True:
            if self.fileno() == -1:
                raise OSError(errno.EBADF, "the listening socket was closed")
            try:
                connection, address = super().accept()
            except TimeoutError:
                continue
            except OSError as error:
                if error.errno not in PASSING:
                    raise
                self.refusals += 1
                if self.refusals == 1 or self.refusals % 100 == 0:
                    log.warning("phones: accepting a connection failed (%s, %d times so far); trying again",
                                error, self.refusals)
                pause.wait(ACCEPT_PAUSE)
                continue
            if self.doorman.enter(address[0]):
                return connection, address
            connection.close()


class CodeTries:
    """Who may try a room code now (see the module's docstring). `clock`: the server's own clock, in seconds."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.wrong = 0  # wrong codes since the start, for the host
        self.known: set[str] = set()
        self._buckets: dict[str, RateLimit] = {}
        self._room = RateLimit(1 / ROOM_TRY_EVERY, ROOM_TRIES_AT_ONCE)
        self._lock = threading.Lock()

    def check(self, address: str, given: str, room: str) -> str | float:
        """"right", "wrong", or the seconds `address` must wait before a code is compared."""
        right = len(given) == len(room) and _same(given, room)
        with self._lock:
            if address in self.known:
                return "right" if right else "wrong"
            now = self.clock()
            bucket = self._buckets.get(address)
            if bucket is None:
                self._forget_full(now)
                bucket = self._buckets[address] = RateLimit(1 / TRY_EVERY, TRIES_AT_ONCE)
            wait = max(bucket.wait(now), self._room.wait(now))
            if wait > 0:
                return wait
            if right:
                self.known.add(address)
                return "right"
            bucket.allow(now)
            self._room.allow(now)
            self.wrong += 1
            return "wrong"

    def _forget_full(self, now: float) -> None:
        if len(self._buckets) < KEPT_ADDRESSES:
            return
        for address in [address for address, bucket in self._buckets.items() if bucket.full(now)]:
            del self._buckets[address]


def _same(given: str, room: str) -> bool:
    """A comparison whose time does not tell how much of the code was right."""
    return hmac.compare_digest(given.encode("utf-8", "replace"), room.encode("utf-8"))
