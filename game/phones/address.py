"""Where phones reach the game: the computer's address on the local network, and the page's URL."""
from __future__ import annotations

import socket

LOOPBACK = "127.0.0.1"
# Addresses nobody owns (RFC 5737 TEST-NET-1, a private block's broadcast): connecting a UDP
# socket to one sends nothing, it only makes the system pick the interface it would route
# through, whose address is the one phones on the same network can reach.
PROBES = ("192.0.2.1", "10.255.255.255")


def lan_address() -> str:
    """This computer's address on its local network, or LOOPBACK when it has none."""
    for probe in PROBES:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            try:
                udp.connect((probe, 9))
                address = udp.getsockname()[0]
            except OSError:
                continue
        if address and not address.startswith("0."):
            return address
    return LOOPBACK


def page_url(host: str, port: int, room: str) -> str:
    """The address the QR code encodes: the controller page with the room code."""
    return f"http://{host}:{port}/?room={room}"
