"""A phone's own address for a browser page: a SOCKS5 relay that opens every connection it is
asked for from one source address of 127.0.0.0/8.

Connecting to 127.0.0.7 still comes from 127.0.0.1 (the loopback route's source), and a page
cannot choose its source, so a browser context of each phone is pointed at a relay of its own
(`Chromium.page(..., proxy=relay.address)`); the relay connects from `source`, and the phones'
server sees one device per relay, as it would see phones on a Wi-Fi. The page keeps its
address and Host header (the server's own), so nothing on the server's side changes.
Only CONNECT to an IPv4 address or a name (RFC 1928, no authentication): what Chromium asks.
"""
from __future__ import annotations

import socket
import struct
import threading

WAIT = 30.0


class Relay:
    def __init__(self, source: str) -> None:
        self.source = source
        self.listening = socket.create_server(("127.0.0.1", 0))
        self.address = f"socks5://127.0.0.1:{self.listening.getsockname()[1]}"
        self.opened = 0  # connections relayed since the start
        self._sockets: set[socket.socket] = set()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._accept, name=f"relay-{source}", daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listening.accept()
            except OSError:  # closed
                return
            threading.Thread(target=self._open, args=(client,), daemon=True).start()

    def _keep(self, *sockets: socket.socket) -> None:
        with self._lock:
            self._sockets.update(sockets)

    def _open(self, client: socket.socket) -> None:
        self._keep(client)
        client.settimeout(WAIT)
        try:
            _, methods = _read(client, 2)
            _read(client, methods)
            client.sendall(b"\x05\x00")  # no authentication
            _, command, _, kind = _read(client, 4)
            if kind == 1:
                host = socket.inet_ntoa(_read(client, 4))
            elif kind == 3:
                host = _read(client, _read(client, 1)[0]).decode("ascii")
            else:
                raise OSError("not an IPv4 address nor a name")
            port = struct.unpack("!H", _read(client, 2))[0]
            if command != 1:
                raise OSError("not CONNECT")
            server = socket.create_connection((host, port), timeout=WAIT, source_address=(self.source, 0))
        except OSError:
            client.close()
            return
        self._keep(server)
        with self._lock:
            self.opened += 1
        client.sendall(b"\x05\x00\x00\x01" + socket.inet_aton(self.source) + b"\x00\x00")
        client.settimeout(None)
        server.settimeout(None)
        back = threading.Thread(target=_pump, args=(server, client), daemon=True)
        back.start()
        _pump(client, server)
        back.join()
        with self._lock:
            self._sockets -= {client, server}
        client.close()
        server.close()

    def close(self) -> None:
        self.listening.close()
        with self._lock:
            sockets, self._sockets = self._sockets, set()
        for each in sockets:
            try:
                each.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            each.close()
        self._thread.join(WAIT)


def _read(link: socket.socket, count: int) -> bytes:
    data = b""
    while len(data) < count:
        more = link.recv(count - len(data))
        if not more:
            raise OSError("closed in the middle of the greeting")
        data += more
    return data


def _pump(source: socket.socket, target: socket.socket) -> None:
    """Bytes from `source` to `target` until `source` ends; then `target` hears the end."""
    try:
        while data := source.recv(65536):
            target.sendall(data)
    except OSError:
        pass
    try:
        target.shutdown(socket.SHUT_WR)
    except OSError:
        pass
