"""The phones' server's door: who may connect at all, and how often one may guess the room code.

- `Listener`: the listening socket. Its `accept` survives what would stop websockets' accept
  loop for good (out of descriptors, out of buffers, a connection reset before it was taken):
  it pauses ACCEPT_PAUSE and tries again, so the server takes phones again as soon as the
  cause passes. It closes at once a connection over the limits of `Doorman` (per address
  with its line, and all together), before a thread or a handshake is spent on it.
- `Doorman`: counts the open TCP connections per address and in all; the places in all are
  what the process's open files allow beside the game's own (game/descriptors.py). An
  address's connections beyond its SOCKETS_PER_ADDRESS wait in line (as many again at most)
  until one of its own closes, unread: a browser opens its next connection as soon as it has
  read an answer, while the server still counts the one that answered until its thread ends,
  so on a busy host an honest page's burst outruns the count, and a connection closed at the
  door is a picture or a script the page never gets. When all places are taken, the oldest
  connection that is no phone's websocket, of the address holding the most, makes room for
  the new one, so connections held open (or fed slowly: a request has REQUEST_SECONDS to
  arrive, counted from its turn) from a few addresses never keep a new phone out.
- `CodeTries`: wrong room codes cost. Each address has a bucket of TRIES_AT_ONCE tries that
  refills by one every TRY_EVERY seconds; while it is empty a code is not even compared
  ("wait", with the seconds to wait). An address's first FREE_TRIES codes are compared
  whatever other addresses do, so a person with the code gets in at once while someone else
  guesses; its later tries also draw on one bucket all addresses share (ROOM_TRIES_AT_ONCE,
  refilling every ROOM_TRY_EVERY seconds), which keeps guessing from many addresses slow: after
  FREE_TRIES from each, one code every ROOM_TRY_EVERY seconds, years for half the codes. An
  address that gave the right code once is known and never waits (and may use the codes the
  room had before: `renew`). Every wrong code is counted for the host's panel.
"""
from __future__ import annotations

import collections
import errno
import hmac
import logging
import socket
import threading
from typing import Any, Callable

from game.descriptors import phone_places
from game.phones.protocol import RateLimit

log = logging.getLogger("alpenparty.phones")

ACCEPT_PAUSE = 0.1  # seconds between tries to accept while the system refuses
ACCEPT_WAIT = 0.5  # seconds `accept` waits before it looks whether the socket was closed
# What accept may fail with for a while and then work again (Linux, macOS and Windows names).
PASSING = frozenset(getattr(errno, name) for name in ("EMFILE", "ENFILE", "ENOBUFS", "ENOMEM", "ECONNABORTED",
                                                      "EPROTO", "EPERM", "ECONNRESET", "EAGAIN", "EINTR",
                                                      "WSAEMFILE", "WSAENOBUFS", "WSAECONNRESET")
                    if hasattr(errno, name))
# TCP connections from one address served at once: a browser fetches a page's pictures over up to
# six, its websocket is one more; each answer closes its connection. As many more wait in line.
SOCKETS_PER_ADDRESS = 8
MOST_SOCKETS = 96  # TCP connections at once, all addresses together, where descriptors allow (game/descriptors.py)
REQUEST_SECONDS = 2.0  # a request (or a websocket's handshake) not read whole by then is closed
TRIES_AT_ONCE, TRY_EVERY = 5, 60.0  # wrong room codes per address
ROOM_TRIES_AT_ONCE, ROOM_TRY_EVERY = 30, 2.0  # wrong room codes of all addresses together, after their first ones
FREE_TRIES = TRIES_AT_ONCE  # an address's first tries: compared whatever others guessed (a person typing)
KEPT_ADDRESSES = 4096  # buckets kept; beyond, the full ones are forgotten (they hold nothing)


class Doorman:
    """The open TCP connections, per address and in all; `enter` says whether one more may
    come in, `turn` waits until an address's connection may be served. When all places are
    taken, a connection not trusted (no phone's websocket behind the room code: a request
    being read or waiting its turn, a page being sent, a stranger holding a connection open)
    is dropped for the new one: the oldest of the address holding the most; `trust` marks a
    phone's."""

    def __init__(self, per_address: int = SOCKETS_PER_ADDRESS, most: int | None = None) -> None:
        self.per_address = per_address
        self.most = most if most is not None else phone_places(MOST_SOCKETS)
        self.turned_away = 0  # connections closed at the door since the start
        self.dropped = 0  # connections not trusted closed to make room for newer ones
        self.waited = 0  # connections that waited in their address's line since the start
        self._open: dict[socket.socket, tuple[str, bool]] = {}  # in arrival order: address, trusted
        self._changed = threading.Condition()  # a connection left, or the door closed
        self._closed = False

    def enter(self, connection: socket.socket, address: str) -> bool:
        with self._changed:
            held = sum(other == address for other, _ in self._open.values())
            if held >= 2 * self.per_address or self._closed:  # its places and its line are full
                self._turn_away(address)
                return False
            if len(self._open) >= self.most and not self._drop_oldest_untrusted():
                self._turn_away(address)
                return False
            self._open[connection] = (address, False)
            return True

    def turn(self, connection: socket.socket) -> bool:
        """Wait until `connection` is among the first `per_address` open connections of its
        address (at once, unless its address has a burst open); False when it was dropped
        meanwhile to make room, or the door closed."""
        with self._changed:
            if not self._waits(connection):
                return connection in self._open and not self._closed
            self.waited += 1
            self._changed.wait_for(lambda: not self._waits(connection))
            return connection in self._open and not self._closed

    def _waits(self, connection: socket.socket) -> bool:
        if connection not in self._open or self._closed:
            return False
        address = self._open[connection][0]
        ahead = 0
        for other, (held, _) in self._open.items():
            if other is connection:
                return ahead >= self.per_address
            ahead += held == address
        return False

    def trust(self, connection: socket.socket) -> None:
        """`connection` is a phone's websocket (it gave the room code): never dropped for room."""
        with self._changed:
            if connection in self._open:
                self._open[connection] = (self._open[connection][0], True)

    def leave(self, connection: socket.socket) -> None:
        with self._changed:
            self._open.pop(connection, None)
            self._changed.notify_all()

    def close(self) -> None:
        """The server stops: the connections waiting their turn are closed, no new one enters."""
        with self._changed:
            self._closed = True
            self._changed.notify_all()

    def count(self, address: str | None = None) -> int:
        with self._changed:
            return sum(address is None or held == address for held, _ in self._open.values())

    def _turn_away(self, address: str) -> None:
        self.turned_away += 1
        if self.turned_away == 1 or self.turned_away % 100 == 0:
            log.warning("phones: closed a connection of %s at the door (%d so far): its places and its line "
                        "are full, or every place is a phone's", address, self.turned_away)

    def _drop_oldest_untrusted(self) -> bool:
        """Close the oldest connection not trusted of the address that holds the most of them
        (someone holding many places pays first, not a phone loading its page)."""
        untrusted = [(connection, address) for connection, (address, trusted) in self._open.items() if not trusted]
        if not untrusted:
            return False
        held = collections.Counter(address for _, address in untrusted)
        most = max(held.values())
        oldest = next(connection for connection, address in untrusted if held[address] == most)
        del self._open[oldest]  # its handler's `leave` finds it gone
        self._changed.notify_all()  # if it waits its turn, it stops waiting
        self.dropped += 1
        try:
            oldest.shutdown(socket.SHUT_RDWR)  # its handler thread reads the end and closes it
        except OSError:
            pass
        return True

    def handler(self, inner: Callable[[socket.socket, Any], None]) -> Callable[[socket.socket, Any], None]:
        """websockets' connection handler, once its connection's turn came (the time for its
        request starts then), telling the door when its connection is done."""
        def handle(sock: socket.socket, address: Any) -> None:
            try:
                if not self.turn(sock):
                    sock.close()  # websockets' handler then ends at once, telling its server the thread is done
                inner(sock, address)
            finally:
                self.leave(sock)
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
            if self.doorman.enter(connection, address[0]):
                return connection, address
            connection.close()


class CodeTries:
    """Who may try a room code now (see the module's docstring). `clock`: the server's own clock, in seconds."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.wrong = 0  # wrong codes since the start, for the host
        self.known: set[str] = set()
        self.old_codes: list[str] = []  # codes the room had before (`renew`): known addresses still use them
        self._buckets: dict[str, RateLimit] = {}
        self._tried: dict[str, int] = {}  # wrong codes per address, for its FREE_TRIES
        self._room = RateLimit(1 / ROOM_TRY_EVERY, ROOM_TRIES_AT_ONCE)
        self._lock = threading.Lock()

    def check(self, address: str, given: str, room: str) -> str | float:
        """"right", "wrong", or the seconds `address` must wait before a code is compared."""
        right = _same(given, room)
        with self._lock:
            if address in self.known:
                return "right" if right or any(_same(given, old) for old in self.old_codes) else "wrong"
            now = self.clock()
            bucket = self._buckets.get(address)
            if bucket is None:
                self._forget_full(now)
                bucket = self._buckets[address] = RateLimit(1 / TRY_EVERY, TRIES_AT_ONCE)
            free = self._tried.get(address, 0) < FREE_TRIES  # not held up by others' guessing
            wait = max(bucket.wait(now), 0.0 if free else self._room.wait(now))
            if wait > 0:
                return wait
            if right:
                self.known.add(address)
                return "right"
            bucket.allow(now)
            if not free:
                self._room.allow(now)
            self._tried[address] = self._tried.get(address, 0) + 1
            self.wrong += 1
            return "wrong"

    def renew(self, old: str) -> None:
        """The room's code changed from `old`: the addresses that knew it may still use it
        (their phones' pages reconnect with it); every other address must find the new one."""
        with self._lock:
            self.old_codes.append(old)

    def _forget_full(self, now: float) -> None:
        if len(self._buckets) < KEPT_ADDRESSES:
            return
        for address in [address for address, bucket in self._buckets.items() if bucket.full(now)]:
            del self._buckets[address]
            self._tried.pop(address, None)


def _same(given: str, room: str) -> bool:
    """A comparison whose time does not tell how much of the code was right."""
    return len(given) == len(room) and hmac.compare_digest(given.encode("utf-8", "replace"), room.encode("utf-8"))
