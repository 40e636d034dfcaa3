"""The host's uplink: one outbound websocket from the game to its room on the relay (relay/),
through which friends elsewhere join the same room as phones on the Wi-Fi.

The relay is a router: it hands the uplink each phone's link opening, its frames and its closing
(relay/src/room.ts has the frames), and the uplink hands them to the phones' server as links of
their own (`PhoneServer.open_link`, `receive`, `close_link`): the same parsing, tokens, limits and
`drain()` as a LAN websocket, so one code path decides what a phone may do. What the server sends
a relay link goes back up as {"to": link, "data": text}.

The room on the relay is this host's by a secret made here (`secret`); when the uplink drops, the
server loses the phones of its relay links (a table pauses, or bots stand in, as for any phone
away), while on the relay those links stay open and wait. The uplink dials again (`retry_after`)
and resumes the same room code with the same secret; the relay announces each waiting link anew,
the server greets it, and its page comes back to its seat with its token. A code another host
holds is answered 403: a new code is made and tried.
"""
from __future__ import annotations

import base64
import binascii
import json
import logging
import secrets
import threading
from typing import TYPE_CHECKING, Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus
from websockets.sync.client import ClientConnection, connect

if TYPE_CHECKING:
    from game.phones.server import Link, PhoneServer

log = logging.getLogger("alpenparty.phones.uplink")

# Seconds before dialling again, doubling from RETRY_FIRST to RETRY_MOST for the first RETRY_FAST
# tries in a row (about a minute), then RETRY_SLOW: back within RETRY_MOST and a handshake of the
# relay's return (the phones' page keeps the same schedule: assets/phone/phone.js, retryDelay).
RETRY_FIRST, RETRY_MOST, RETRY_FAST, RETRY_SLOW = 0.25, 1.0, 60, 5.0
OPEN_SECONDS = 10.0
# A phone's frame (at most 4 kB on the relay) in its envelope: JSON writes a control character as
# six, so up to 24 kB; anything longer closes the uplink, so it must never come from a phone.
MAX_FRAME = 64 * 1024
TAKEN_TRIES = 5  # new codes tried when the relay says a code is another host's


def retry_after(tries: int) -> float:
    """Seconds to wait before dialling the relay again after the `tries`-th failure in a row."""
    return RETRY_SLOW if tries > RETRY_FAST else min(RETRY_MOST, RETRY_FIRST * 2 ** (tries - 1))


class RelayLink:
    """A phone's virtual link through the relay, as the phones' server's `Wire`."""

    def __init__(self, uplink: "Uplink", link_id: str) -> None:
        self.uplink, self.id = uplink, link_id

    def send(self, message: str) -> None:
        self.uplink.send({"to": self.id, "data": message})

    def close(self, code: int, reason: str) -> None:
        try:
            self.uplink.send({"shut": self.id, "code": code, "reason": reason})
        except RuntimeError:  # the uplink is down: the relay closed the link already
            pass


class Uplink:
    def __init__(self, server: "PhoneServer", relay: str, room: str | None = None,
                 headers: dict[str, str] | None = None) -> None:
        """`relay`: the relay's address ("https://host[:port]"; "http://" on loopback in tests).
        `headers`: more for the uplink's request (tests give each host an address of its own)."""
        from game.phones.server import new_room_code
        self.server = server
        self.relay = relay.rstrip("/")
        self.room = room or new_room_code()
        self.secret = secrets.token_hex(16)
        self.headers = {**(headers or {}), "Authorization": f"Bearer {self.secret}"}
        self.state = "connecting"  # "up", "down" (dialling again) or "stopped"
        self.problem = ""  # why the last try failed ("" when up)
        self.drops = 0  # times the uplink dropped after it was up (tests and the lobby)
        self.dials = 0  # times it dialled the relay (tests: how many dials it took to come back)
        self.tries = 0  # dials that failed or dropped since it was last up (its next wait: `retry_after`)
        # Phones' frames the relay passed down, and frames sent up to it (what its host pays for)
        self.frames_in = self.frames_out = 0
        self._links: dict[str, Link] = {}
        self._socket: ClientConnection | None = None
        self._send_lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="uplink", daemon=True)

    @property
    def url(self) -> str:
        """The page's address on the relay with the room code: what the QR code shows."""
        return f"{self.relay}/?room={self.room}"

    @property
    def up(self) -> bool:
        return self.state == "up"

    def start(self) -> None:
        self._thread.start()

    def stop(self, wait: bool = False) -> None:
        """Close the room on the relay: its phones hear that the table closed (1001 "closed")."""
        self._stop.set()
        socket = self._socket
        for link_id, link in list(self._links.items()):  # their phones are lost now, not once the relay answers
            RelayLink(self, link_id).close(1001, "closed")
            self.server.close_link(link)
        if socket is not None:
            socket.close(1000, "end")
        if wait and self._thread.is_alive():
            self._thread.join()

    def send(self, frame: dict[str, Any]) -> None:
        """Send one frame up (any thread); RuntimeError when the uplink is down."""
        socket = self._socket
        if socket is None:
            raise RuntimeError("the uplink is down")
        try:
            with self._send_lock:
                socket.send(json.dumps(frame, ensure_ascii=False, separators=(",", ":")))
                self.frames_out += 1
        except (ConnectionClosed, OSError) as error:
            raise RuntimeError("the uplink is down") from error

    # --- its thread ---------------------------------------------------------------------------
    def _run(self) -> None:
        taken = 0
        while not self._stop.is_set():
            try:
                self.dials += 1
                socket = self._dial()
            except InvalidStatus as refused:
                status = refused.response.status_code
                if status == 403 and taken < TAKEN_TRIES:  # the code is another host's: a new one
                    from game.phones.server import new_room_code
                    self.room, taken = new_room_code(), taken + 1
                    continue
                self._down(f"HTTP {status}")
            except (OSError, InvalidHandshake, TimeoutError, ConnectionClosed) as error:  # reset in the handshake
                self._down(str(error) or type(error).__name__)
            else:
                self.tries = 0
                self._serve(socket)
                if self._stop.is_set():
                    break
                self.drops += 1
                self._down("the relay closed the link")
            self.tries += 1
            if self._stop.wait(retry_after(self.tries)):
                break
        self.state = "stopped"

    def _dial(self) -> ClientConnection:
        scheme = "wss" if self.relay.startswith("https://") else "ws"
        address = f"{scheme}://{self.relay.split('://', 1)[1]}/host?room={self.room}"
        return connect(address, additional_headers=self.headers,
                       open_timeout=OPEN_SECONDS, max_size=MAX_FRAME, compression=None,
                       ping_interval=5.0, ping_timeout=10.0, logger=log)

    def _serve(self, socket: ClientConnection) -> None:
        self._socket = socket
        self.state, self.problem = "up", ""
        log.info("uplink: room %s on %s", self.room, self.relay)
        try:
            with socket:
                for raw in socket:
                    self._frame(raw)
        except ConnectionClosed:
            pass
        finally:
            self._socket = None
            for link in self._links.values():
                self.server.close_link(link)
            self._links.clear()

    def _down(self, problem: str) -> None:
        self.state, self.problem = "down", problem
        log.warning("uplink: %s; dialling again", problem)

    def _frame(self, raw: str | bytes) -> None:
        """One frame from the relay (it is trusted as far as the relay is: a frame that is not
        one of its kinds is logged and dropped)."""
        try:
            frame = json.loads(raw)
            if "open" in frame:
                link = self.server.open_link(RelayLink(self, str(frame["open"])), str(frame["address"]), remote=True)
                if link is not None:
                    self._links[str(frame["open"])] = link
            elif "from" in frame:
                link = self._links.get(str(frame["from"]))
                self.frames_in += 1
                if link is not None:
                    data = frame["data"] if "data" in frame else base64.b64decode(frame["bytes"], validate=True)
                    self.server.receive(link, data)
            elif "gone" in frame:
                link = self._links.pop(str(frame["gone"]), None)
                if link is not None:
                    self.server.close_link(link)
            elif "room" not in frame:
                raise ValueError("no known kind")
        except (ValueError, KeyError, TypeError, binascii.Error) as error:
            log.warning("uplink: dropped a frame from the relay: %s", error)
