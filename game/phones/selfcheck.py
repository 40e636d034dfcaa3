"""The phones' part of `alpenparty --selftest`: in this very build (source, wheel or the
one-file executable), the server starts on 127.0.0.1, serves the page, its files and the back
of every title's deck, a websocket opened by hand (no client library needed) joins as a phone,
the QR code of the address is drawn (segno), and TLS for the online uplink loads (the one-file
executable unpacks it at its first import: tools/late_runtime_hook.py)."""
from __future__ import annotations

import base64
import http.client
import json
import os
import socket
import threading

from game.phones.protocol import JOINED
from game.phones.qr import matrix
from game.phones.server import PhoneServer
from game.ui.art import DECKS

WAIT = 10.0


def problems() -> list[str]:
    server = PhoneServer("127.0.0.1", port=0)
    try:
        server.start()
        paths = (f"/?room={server.room}", "/phone.js", "/phone.css", *(f"/card/back-{deck}.svg" for deck in DECKS))
        found = [f"phones: {path} answered {status}" for path, status in
                 ((path, _status(server.port, path)) for path in paths) if status != 200]
        if len(matrix(server.url)) < 21:
            found.append("phones: the QR code of the address is not drawn")
        return found + _join(server) + _tls()
    except OSError as error:
        return [f"phones: {error}"]
    finally:
        server.stop(wait=True)


def _status(port: int, path: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    try:
        connection.request("GET", path)
        answer = connection.getresponse()
        answer.read()
        return answer.status
    finally:
        connection.close()


def raw_websocket(server: PhoneServer) -> socket.socket:
    """A websocket to /ws opened by hand, from the page's origin (no client library needed);
    ValueError when the server does not take it."""
    link = socket.create_connection(("127.0.0.1", server.port), timeout=WAIT)
    key = base64.b64encode(os.urandom(16)).decode()
    link.sendall((f"GET /ws?room={server.room} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                  f"Origin: {server.origin}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = link.recv(1024)
        if not chunk:
            break
        head += chunk
    if not head.startswith(b"HTTP/1.1 101"):
        link.close()
        raise ValueError(f"the websocket answered {head[:40]!r}")
    return link


def send_text(link: socket.socket, message: dict[str, str]) -> None:
    """One masked text frame (a client's, shorter than 126 bytes)."""
    payload = json.dumps(message).encode()
    mask = os.urandom(4)
    link.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))


def _join(server: PhoneServer) -> list[str]:
    """Open /ws by hand, send a join in one masked text frame, and wait for the game to hear it."""
    try:
        link = raw_websocket(server)
    except ValueError as refused:
        return [f"phones: {refused}"]
    with link:
        send_text(link, {"t": "join", "name": "Selftest"})
        pause = threading.Event()
        for _ in range(int(WAIT / 0.01)):
            if any(item.button == JOINED for item in server.drain()):
                return []
            pause.wait(0.01)
    return ["phones: a phone's join never reached the game"]


def _tls() -> list[str]:
    """OpenSSL through Python's ssl, as the uplink's wss:// needs it."""
    try:
        import ssl
        ssl.create_default_context()
    except (ImportError, OSError) as error:  # ssl.SSLError is an OSError
        return [f"phones: TLS for the online uplink does not load: {error}"]
    return []
