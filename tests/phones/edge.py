"""A link simulator with real sockets, for the reconnection tests: the internet between a device
(a phone, or the host's uplink) and the relay under workerd, on 127.0.0.1.

`SimulatedLink(port)` listens on a port of its own and carries each TCP connection to `port`,
each way after `delay` seconds plus a uniform `jitter`; a chunk is `loss`-likely to be lost once
and then arrives when TCP would have sent it again (RESEND and the delay once more), in order, as
TCP keeps it. `drop()` cuts the link: every connection through it is reset at both ends (as when a
phone's Wi-Fi goes, or the host's router restarts) and new ones are reset at once until
`restore()`. Like Cloudflare's edge it tells the relay who is calling: CF-Connecting-IP, the
connection's source address (or `address`), goes into the first request of each connection, in
place of one the caller sent.

The delays are real time (it carries real frames), but no test reads them: tests count what the
link saw (`opened`, `refused`) and what the endpoints did.
"""
from __future__ import annotations

import heapq
import itertools
import random
import socket
import struct
import threading
import time

RESEND = 0.2  # seconds: the minimum TCP retransmission timeout (as tests/linksim.py)
WAIT = 30.0


def _reset(connection: socket.socket) -> None:
    """Close with a reset (RST), as a link that went away leaves its far end."""
    try:
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        connection.shutdown(socket.SHUT_RDWR)  # wakes this link's own reader too
    except OSError:
        pass
    connection.close()


class _Way:
    """One direction of one connection: chunks read from `source` reach `sink` when due."""

    def __init__(self, link: "SimulatedLink", source: socket.socket, sink: socket.socket, header: bytes) -> None:
        self.link, self.source, self.sink = link, source, sink
        self.header = header  # put in the first request's head (in place of one sent), then nothing more
        self.due: list[tuple[float, int, bytes]] = []
        self.order = itertools.count()
        self.last = 0.0
        self.ready = threading.Condition()
        self.ended = False
        threading.Thread(target=self.read, daemon=True, name="edge-read").start()
        threading.Thread(target=self.write, daemon=True, name="edge-write").start()

    def read(self) -> None:
        pending = b""
        while True:
            try:
                chunk = self.source.recv(65536)
            except OSError:
                chunk = b""
            if self.header and chunk:
                pending += chunk
                if b"\r\n\r\n" not in pending:
                    continue
                head, rest = pending.split(b"\r\n\r\n", 1)
                line, *fields = head.split(b"\r\n")
                fields = [field for field in fields if not field.lower().startswith(b"cf-connecting-ip:")]
                chunk = b"\r\n".join([line, *fields]) + b"\r\n" + self.header + b"\r\n" + rest
                self.header = b""
            with self.ready:
                if chunk:
                    arrives = max(time.monotonic() + self.link.one_way(), self.last)
                    self.last = arrives
                    heapq.heappush(self.due, (arrives, next(self.order), chunk))
                else:
                    self.ended = True
                self.ready.notify()
            if not chunk:
                return

    def write(self) -> None:
        while True:
            with self.ready:
                while not self.due and not self.ended:
                    self.ready.wait()
                if not self.due:  # the source ended and everything before it was carried
                    break
                arrives, _, chunk = self.due[0]
                wait = arrives - time.monotonic()
                if wait > 0:
                    self.ready.wait(wait)
                    continue
                heapq.heappop(self.due)
            try:
                self.sink.sendall(chunk)
            except OSError:
                break
        try:
            self.sink.shutdown(socket.SHUT_WR)
        except OSError:
            pass


class SimulatedLink:
    def __init__(self, port: int, delay: float = 0.0, jitter: float = 0.0, loss: float = 0.0, seed: int = 0,
                 address: str | None = None) -> None:
        self.target = port
        self.delay, self.jitter, self.loss = delay, jitter, loss
        self.address = address
        self.rng = random.Random(seed)
        self.up = True
        self.opened = 0  # connections carried to the relay
        self.refused = 0  # connections reset because the link was down
        self._lock = threading.Lock()
        self._open: set[socket.socket] = set()
        self.listening = socket.create_server(("127.0.0.1", 0))
        self.port = self.listening.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True, name="edge-accept").start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def one_way(self) -> float:
        with self._lock:
            seconds = self.delay + self.rng.uniform(0.0, self.jitter)
            if self.loss and self.rng.random() < self.loss:
                seconds += RESEND + self.delay
        return seconds

    def drop(self) -> None:
        with self._lock:
            self.up = False
            connections, self._open = self._open, set()
        for connection in connections:
            _reset(connection)

    def restore(self) -> None:
        with self._lock:
            self.up = True

    def close(self) -> None:
        self.drop()
        self.listening.close()

    def _accept(self) -> None:
        while True:
            try:
                client, peer = self.listening.accept()
            except OSError:  # closed
                return
            with self._lock:
                up = self.up
                self.refused += not up
            if not up:
                _reset(client)
                continue
            try:
                relay = socket.create_connection(("127.0.0.1", self.target), timeout=WAIT)
            except OSError:  # the relay is not there (restarting): the caller sees its link reset
                _reset(client)
                continue
            relay.settimeout(None)
            with self._lock:
                self.opened += 1
                self._open.update((client, relay))
            header = f"CF-Connecting-IP: {self.address or peer[0]}\r\n".encode("ascii")
            _Way(self, client, relay, header)
            _Way(self, relay, client, b"")
