"""The phones' server: websockets' threading server beside the frame loop, never in it.

One listening thread and, per connection, a thread that reads (websockets' handler) and a
thread that writes (its outbox's sender). The frame loop only touches two things, both
under one short lock and neither ever waiting on the network:
- `drain()`: what came in since the last frame (presses, releases, taps, joins, phones lost and
  back), in arrival order, for the input layer to turn into intents;
- `send(device, message)`: put a message in that phone's outbox. A newer view replaces one
  not yet sent, the outbox is bounded, and its own thread does the sending, so a phone that
  sleeps or vanishes never stalls a frame.

What it serves, on one port, and only to requests addressed to it by its own address (the
Host header; a page elsewhere that renames itself to this address is refused): the controller
page (`/`, with or without `?room=<code>`: without the right one it asks for the code) and its
two files, the card pictures (`/card/<id>.svg`, game/phones/cards.py), the code check
(`/check?room=<code>`) and the websocket (`/ws?room=<code>`, only from the page's own origin);
nothing else. Room codes cost tries (game/phones/gate.py); a connection limit per address and
in all, a limit of phones per address, a message size limit, a rate limit and the checks of
game/phones/protocol.py hold for every phone.

The room lives as long as the server, which lives as long as the app once the host switches
phones on (game/kit/phones.py): each phone that joins gets a device name ("phone:<n>", never
used twice in one run of the game, nor likely in another) and a seat token; coming back with
the token (after a reload, a sleep, a lost Wi-Fi) gives it the same device, so the same seat,
from lobby to table to the next title. Names are unique in the room (whatever their case).

A room started after the app restarted has none of a saved game's phones: `reseat` holds a
place for each of a continued game's phone seats, under the seat's saved name and with the
`key` the save kept of its phone's token (a hash: the save never holds a token). The phone
comes back to it with its own token (its page keeps it across rooms), before or after the
place is held. A phone that joins under a held place's name gets no seat from it: it is a
claim, which the host answers on the big screen (game/shell/phone_away.py).
"""
from __future__ import annotations

import dataclasses
import hashlib
import hmac
import html
import http
import itertools
import json
import logging
import re
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Protocol
from urllib.parse import parse_qs, urlsplit

from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.sync.server import Server, ServerConnection, serve

from game.paths import read_asset
from game.phones import cards
from game.phones.address import page_url
from game.phones.fair import ROUND_TRIP_EVERY, LinkTimes
from game.phones.gate import REQUEST_SECONDS, CodeTries, Doorman, Listener
from game.phones.protocol import (BACK, JOINED, LOST, NAME_PATTERN, PHONE_CAPS, TAP, TYPED, Dropped, Inbound,
                                  RateLimit, encode, parse)

if TYPE_CHECKING:  # websockets' client, which the uplink needs, loads only when the room goes online
    from game.phones.uplink import Uplink

log = logging.getLogger("alpenparty.phones")

PORT = 47800  # tried first, so a firewall rule made once keeps working; else any free port
MAX_CONNECTIONS = 32  # open websockets at once (fewer where descriptors are few: two in three TCP places)
LINKS_PER_ADDRESS = 4  # open websockets of one address (a page and its reload, a second tab)
MAX_PHONES = 16  # devices handed out (seated or waiting for a seat)
PHONES_PER_ADDRESS = 2  # devices handed out to one address: one device cannot fill the seats
RATE, BURST = 20.0, 40.0  # messages a second per connection, on average and at once
# websockets closes a connection whose message is longer than this before reading it whole;
# anything from MAX_MESSAGE to here is read and dropped by protocol.parse, the phone stays.
MAX_FRAME = 4096
OUTBOX = 32  # messages waiting for a slow phone; older ones go first
LOGGED_DROPS = 20  # per connection; later drops are counted, and the count logged at the end
ROOM_LETTERS = "ACDEFHJKLMNPQRTUVWXY3479"  # no 0/O, 1/I, 2/Z, 5/S, 6/G, 8/B to mix up
ROOM_LENGTH = 6  # 24^6 codes: with the tries of game/phones/gate.py, years to guess
GUESSING = 10  # wrong codes for one room code that tell the host someone is guessing
PAGE_FILES = {"/phone.css": ("phone/phone.css", "text/css; charset=utf-8"),
              "/phone.js": ("phone/phone.js", "text/javascript; charset=utf-8")}
CARD_PATH = re.compile(r"/card/([a-z0-9_-]{1,40})\.svg")
CLOSE_SECONDS = 1.0  # a closing handshake waits this long for a phone that is gone
PING_EVERY, PING_WAIT = 5.0, 10.0  # seconds: how a phone that vanished without a word is noticed


# Device numbers for the whole run, from a random start: a save's "phone:<n>" from an earlier run
# names no phone of this one (a continued game's seats then wait for the host to give them).
_NUMBERS = itertools.count(10 ** 7 + secrets.randbelow(8 * 10 ** 8))
_OPENED = itertools.count()  # orders links opening and phones leaving


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_LETTERS) for _ in range(ROOM_LENGTH))


class Outbox:
    """Messages for one connection, taken by its sender thread. Views coalesce."""

    def __init__(self, limit: int = OUTBOX) -> None:
        self._items: deque[dict[str, Any]] = deque()
        self._ready = threading.Condition()
        self._closed = False
        self.limit = limit

    def put(self, message: dict[str, Any]) -> None:
        with self._ready:
            if message.get("t") == "view":
                self._items = deque(item for item in self._items if item.get("t") != "view")
            self._items.append(message)
            while len(self._items) > self.limit:
                self._items.popleft()
            self._ready.notify()

    def take(self) -> dict[str, Any] | None:
        """The next message, waiting for one; None once closed."""
        with self._ready:
            while not self._items and not self._closed:
                self._ready.wait()
            return self._items.popleft() if self._items and not self._closed else None

    def close(self) -> None:
        with self._ready:
            self._closed = True
            self._ready.notify_all()


class Wire(Protocol):
    """What a link needs of its transport: a websocket of the LAN server, or a phone's virtual
    link through the relay (game/phones/uplink.py)."""

    def send(self, message: str) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


@dataclass(eq=False)
class Link:
    """One phone's open link (a LAN websocket or a relay link: `remote`) and what it has said."""

    socket: Wire
    limit: RateLimit
    address: str = ""
    remote: bool = False
    sender: threading.Thread | None = None
    outbox: Outbox = field(default_factory=Outbox)
    phone: "Phone | None" = None
    last_counter: int = 0
    drops: int = 0
    offered: str = ""  # a token the room did not know when it came (`reseat` may know it later)
    times: LinkTimes = field(default_factory=LinkTimes)  # when its views and pings left; its round trips
    versions: int = 0  # views sent (the last one's version)
    pings: int = 0  # pings sent (the last one's number)
    opened: int = field(default_factory=lambda: next(_OPENED))  # the order links opened in


@dataclass(eq=False)
class Phone:
    """A phone that joined: its device name, its name and token, its open link if any, the
    buttons it holds down, and the last view sent to it (sent again when it comes back).
    A place held for a saved game's phone (`PhoneServer.reseat`) has no token yet, and the
    `key` of the token its phone will come back with (none in a save older than keys)."""

    device: str
    name: str
    token: str
    link: Link | None = None
    address: str = ""
    held: set[str] = field(default_factory=set)
    latest: dict[str, Any] | None = None
    gone: int = 0  # when its link closed (the order of `_OPENED`); 0 while linked or never linked
    key: str = ""
    remote: bool = False  # its last link came through the relay


class PhoneServer:
    def __init__(self, host: str, port: int = PORT, words: dict[str, str] | None = None,
                 room: str | None = None, connections: int = MAX_CONNECTIONS, rate: float = RATE,
                 burst: float = BURST, clock: Callable[[], float] = time.monotonic,
                 doorman: Doorman | None = None, seated: Callable[[str], bool] = lambda device: False,
                 ping_every: float = ROUND_TRIP_EVERY) -> None:
        """`host`: the address to bind (the LAN address; tests use 127.0.0.1). `words`: the
        page's texts in the game's language. `clock`: monotonic seconds for the rate limit and
        the room code's tries. `doorman`: the TCP connections' limits (game/phones/gate.py).
        `seated`: whether a device has a seat (the game's; any thread may ask): a phone that left
        without a seat is forgotten when a new one needs its place (`_forget_gone`). `ping_every`:
        seconds between the pings that measure each link's round trip (0: only `ping()` pings)."""
        self.host = host
        self.preferred_port = port
        self.port = 0
        self.room = room or new_room_code()
        self.words = dict(words or {})
        self.doorman = doorman or Doorman()
        self.connections = min(connections, max(4, self.doorman.most * 2 // 3))  # leaves places for pages
        self.rate, self.burst = rate, burst
        self.clock = clock
        self.seated = seated
        self.dropped = 0  # messages dropped since the start (for tests and the log)
        self.tries = CodeTries(clock)
        self._wrong_before = 0  # wrong codes before the room's code was made (`guessing`)
        self.listener: Listener | None = None
        self._lock = threading.Lock()
        self._inbound: list[Inbound] = []
        self._links: set[Link] = set()
        self._phones: dict[str, Phone] = {}
        self._tokens: dict[str, str] = {}  # token -> device
        self._server: Server | None = None
        self._thread: threading.Thread | None = None
        self._closing: threading.Thread | None = None
        self.ping_every = ping_every
        self._pinging = threading.Event()  # set: the pinger stops
        self.uplink: Uplink | None = None  # the room online (`go_online`), if the host opened it

    # --- starting and stopping (the frame loop's thread) -------------------------------
    def start(self) -> None:
        """Listen on `host`, at PORT if it is free, else at any free port; OSError if neither."""
        options = dict(process_request=self._route, max_size=MAX_FRAME, max_queue=4, compression=None,
                       open_timeout=REQUEST_SECONDS, close_timeout=CLOSE_SECONDS, ping_interval=PING_EVERY,
                       ping_timeout=PING_WAIT,
                       logger=logging.getLogger("alpenparty.phones.websockets"))
        try:
            self.listener = Listener.bound(self.host, self.preferred_port, self.doorman)
        except OSError:
            if not self.preferred_port:
                raise
            self.listener = Listener.bound(self.host, 0, self.doorman)
        self._server = serve(self._serve, sock=self.listener, **options)
        self._server.handler = self.doorman.handler(self._server.handler)
        self.port = self.listener.getsockname()[1]
        self._thread = threading.Thread(target=self._server.serve_forever, name="phones", daemon=True)
        self._thread.start()
        if self.ping_every:
            threading.Thread(target=self._ping_every, name="phones-ping", daemon=True).start()
        log.info("phones: serving %s", self.url)

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def url(self) -> str:
        return page_url(self.host, self.port, self.room)

    @property
    def origin(self) -> str:
        """The page's own origin; the only one whose websockets are taken."""
        return f"http://{self.host}:{self.port}"

    @property
    def wrong_codes(self) -> int:
        """Wrong room codes tried since the start (the host's panel shows them)."""
        return self.tries.wrong

    @property
    def guessing(self) -> int:
        """Wrong codes tried since the room's code was made, when they are more than people
        mistyping make (GUESSING): someone is guessing; else 0."""
        wrong = self.tries.wrong - self._wrong_before
        return wrong if wrong >= GUESSING else 0

    def new_code(self) -> str:
        """A new room code (the host's answer to guessing): the page's address changes; the
        phones in the room stay, and the addresses that knew the old code may still use it
        (a page reconnecting); everyone else needs the new one."""
        old, self.room = self.room, new_room_code()
        self.tries.renew(old)
        self._wrong_before = self.tries.wrong
        return self.room

    def go_online(self, relay: str, headers: dict[str, str] | None = None) -> Uplink:
        """Open the room to phones elsewhere through the relay at `relay` (game/phones/uplink.py)."""
        from game.phones.uplink import Uplink
        if self.uplink is None:
            self.uplink = Uplink(self, relay, headers=headers)
            self.uplink.start()
        return self.uplink

    def go_offline(self, wait: bool = False) -> None:
        """Close the room on the relay: its phones' links close (their phones are lost)."""
        uplink, self.uplink = self.uplink, None
        if uplink is not None:
            uplink.stop(wait)

    def stop(self, wait: bool = False) -> None:
        """Stop listening and close every phone. Closing waits for each phone's answer up to
        CLOSE_SECONDS, so it runs in a thread of its own unless `wait` (tests)."""
        self.go_offline(wait)
        self._pinging.set()
        server, self._server = self._server, None
        if server is not None:
            self.doorman.close()  # connections waiting their turn end: the shutdown waits for every handler
            self._closing = threading.Thread(target=_shut, args=(server,), name="phones-stop", daemon=True)
            self._closing.start()
        if wait and self._closing is not None and self._thread is not None:
            self._closing.join()
            self._thread.join()

    # --- what the frame loop asks -----------------------------------------------------------
    def drain(self) -> list[Inbound]:
        """What came in since the last call, in arrival order, each with the seconds since the
        moment it counts at (`Inbound.ago`: game/phones/fair.py)."""
        now = self.clock()
        with self._lock:
            taken, self._inbound = self._inbound, []
        return [item if item.at is None else dataclasses.replace(item, ago=max(0.0, now - item.at)) for item in taken]

    def ping(self) -> None:
        """Ask every link for a pong (its round trip: the seat's ping, and how early its presses
        may count). The pinger thread calls this every ROUND_TRIP_EVERY seconds; tests call it."""
        with self._lock:
            for link in self._links:
                link.outbox.put({"t": "ping"})

    def _ping_every(self) -> None:
        while not self._pinging.wait(self.ping_every):
            self.ping()

    def round_trip(self, device: str) -> float | None:
        """The seconds a message takes to the phone of `device` and back (None: not measured, or
        no link): the lobby shows it as the seat's ping."""
        with self._lock:
            phone = self._phones.get(device)
            return phone.link.times.round_trip if phone is not None and phone.link is not None else None

    def allowance(self, device: str) -> float:
        """Seconds after a moment that a press of `device` claiming it may still arrive (0: no
        link): how long a race waits for that seat (game/kit/races.py)."""
        with self._lock:
            phone = self._phones.get(device)
            return phone.link.times.allowance if phone is not None and phone.link is not None else 0.0

    def send(self, device: str, message: dict[str, Any]) -> None:
        """Queue `message` for the phone of `device` (never waits). A view equal to the last
        one sent is not sent again; the message must not be changed afterwards."""
        with self._lock:
            phone = self._phones.get(device)
            if phone is None:
                return
            if message.get("t") == "view":
                if message == phone.latest:
                    return
                phone.latest = message
            if phone.link is not None:
                phone.link.outbox.put(message)

    def name(self, device: str) -> str:
        with self._lock:
            phone = self._phones.get(device)
            return phone.name if phone is not None else ""

    def connected(self, device: str) -> bool:
        with self._lock:
            phone = self._phones.get(device)
            return phone is not None and phone.link is not None

    def remote(self, device: str) -> bool:
        """Whether the phone of `device` came through the relay (the lobby marks its seat)."""
        with self._lock:
            phone = self._phones.get(device)
            return phone is not None and phone.remote

    def devices(self) -> list[str]:
        with self._lock:
            return list(self._phones)

    def reseat(self, seats: dict[int, tuple[str, str]], keys: dict[int, str] | None = None) -> dict[int, str]:
        """Seat -> device in this room for a continued game's phone seats, given as saved
        (seat -> (device, name)) with their phones' `keys` (`key`): the device itself while the
        room has it; else the room's phone that came with the token of the seat's key; else a
        place held under the saved device and name, which its phone takes with that token
        (at once when its page is here already, waiting with it)."""
        keys = keys or {}
        with self._lock:
            found = {seat: device for seat, (device, _) in seats.items() if device in self._phones}
            for seat, (device, name) in sorted(seats.items()):
                if seat in found:
                    continue
                key = keys.get(seat, "")
                proved = next((link for link in self._links if key and link.offered
                               and _same_key(token_key(link.offered), key)), None)
                if proved is not None and proved.phone is not None:  # it joined anew meanwhile
                    found[seat] = proved.phone.device
                    continue
                place = self._phones[device] = Phone(device, name, "", key=key)
                found[seat] = device
                if proved is not None:
                    self._come_back(proved, place, proved.offered)
            return found

    def key(self, device: str) -> str:
        """What a save keeps of the token of `device`'s phone: a hash, so a save read by
        someone else gives them no seat ("" for no phone)."""
        with self._lock:
            phone = self._phones.get(device)
            if phone is None:
                return ""
            return token_key(phone.token) if phone.token else phone.key

    def holding(self, device: str) -> bool:
        """Whether `device` is a place held for a saved seat whose phone has not come back."""
        with self._lock:
            phone = self._phones.get(device)
            return phone is not None and not phone.token

    def let_go(self, device: str) -> None:
        """Forget the place held for a name under `device` (`reseat`), if it is one: the host
        gave its seat to another phone. A phone that joined keeps its place (see `free`)."""
        with self._lock:
            phone = self._phones.get(device)
            if phone is not None and not phone.token:
                del self._phones[device]

    def free(self, device: str) -> None:
        """Forget the phone of `device` (it left, or the host freed its seat): its token no
        longer counts, its page is told "freed" and asks for a name again."""
        with self._lock:
            phone = self._phones.pop(device, None)
            if phone is None:
                return
            self._tokens.pop(phone.token, None)
            if phone.link is not None:
                phone.link.phone = None
                phone.link.outbox.put({"t": "freed"})

    # --- HTTP: the page, its files and the cards (connection threads) ---------------------------
    def _route(self, connection: ServerConnection, request: Request) -> Response | None:
        """Everything but a websocket to /ws is answered here; a websocket needs the page's
        own origin, the room code and a free connection (in all and for its address)."""
        if request.headers.get("Host", "") != f"{self.host}:{self.port}":
            return connection.respond(http.HTTPStatus.MISDIRECTED_REQUEST, "Not this game's address.\n")
        address = urlsplit(request.path)
        room = parse_qs(address.query).get("room", [""])[0]
        try:
            remote = connection.remote_address[0]
        except OSError:  # closed meanwhile to make room for a newer connection (game/phones/gate.py)
            return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, "Closed to make room.\n")
        if address.path == "/ws":
            if request.headers.get("Origin", "") != self.origin:
                return connection.respond(http.HTTPStatus.FORBIDDEN, "Not from the game's page.\n")
            refusal = self._code_refusal(remote, room)
            if refusal is not None:
                return refusal
            with self._lock:
                full = self._links_full(remote)
            if full:
                return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, "Too many phones.\n")
            self.doorman.trust(connection.socket)
            return None
        if address.path == "/check":
            refusal = self._code_refusal(remote, room)
            return refusal or _json(http.HTTPStatus.OK, {"ok": True})
        if address.path == "/":
            return _file(self._page(), "text/html; charset=utf-8")
        if address.path in PAGE_FILES:
            name, kind = PAGE_FILES[address.path]
            return _file(read_asset(name), kind)
        card = CARD_PATH.fullmatch(address.path)
        if card is not None:
            try:
                return _file(cards.card_svg(card.group(1)), "image/svg+xml", cache=True)
            except KeyError:
                pass
        return connection.respond(http.HTTPStatus.NOT_FOUND, "Not found.\n")

    def _code_refusal(self, remote: str, room: str) -> Response | None:
        """None for the right code; else 403 (wrong) or 429 with the seconds to wait."""
        verdict = self.tries.check(remote, room, self.room)
        if verdict == "right":
            return None
        if verdict == "wrong":
            return _json(http.HTTPStatus.FORBIDDEN, {"ok": False})
        wait = max(1, round(float(verdict)))
        return _json(http.HTTPStatus.TOO_MANY_REQUESTS, {"ok": False, "wait": wait}, [("Retry-After", str(wait))])

    def _links_full(self, remote: str) -> bool:
        """Whether `remote` holds its LINKS_PER_ADDRESS open websockets."""
        return sum(link.address == remote for link in self._links) >= LINKS_PER_ADDRESS

    def _making_room(self, remote: str) -> "Link | bool":
        """Whether a new websocket of `remote` may open: True; or the link it takes the place of
        when all are open (the oldest without a phone: a page still asking for a name, or one
        whose seat went to a newer page), which leaves the room; False when every link has a phone
        or `remote` holds its own share."""
        if self._links_full(remote):
            return False
        if len(self._links) < self.connections:
            return True
        idle = min((link for link in self._links if link.phone is None), key=lambda link: link.opened, default=None)
        if idle is None:
            return False
        self._links.discard(idle)
        return idle

    def _page(self) -> bytes:
        """The page, with its words in the game's language (it needs them before it has a code)."""
        page = read_asset("phone/index.html").decode("utf-8")
        words = html.escape(json.dumps(self.words, ensure_ascii=False), quote=True)
        language = html.escape(self.words.get("lang", "en"), quote=True)
        return page.replace('<html lang="en">', f'<html lang="{language}" data-words="{words}">', 1).encode("utf-8")

    # --- a link, whatever its transport (its reader's thread and its sender thread) -------------
    def _serve(self, socket: ServerConnection) -> None:
        """A LAN websocket: a link while it is open."""
        try:
            address = socket.remote_address[0]
        except OSError:  # closed meanwhile to make room for a newer connection
            return
        link = self.open_link(socket, address)
        if link is None:
            return
        try:
            for raw in socket:
                self.receive(link, raw)
        except ConnectionClosed:
            pass
        finally:
            self.close_link(link)

    def open_link(self, wire: Wire, address: str, remote: bool = False) -> Link | None:
        """A phone's link opened (from `address`; `remote`: through the relay): the room greets
        it, or closes it (None) when it has no place for it."""
        link = Link(wire, RateLimit(self.rate, self.burst), address=address, remote=remote)
        with self._lock:
            making_room = self._making_room(link.address)
            if making_room is False:
                wire.close(1013, "too many phones")
                return None
            self._links.add(link)
        if isinstance(making_room, Link):  # closed outside the lock: the closing handshake may wait
            making_room.socket.close(1013, "room for a phone")
        link.sender = threading.Thread(target=self._send_all, args=(link,), name="phone-sender", daemon=True)
        link.sender.start()
        link.outbox.put({"t": "hello", "words": self.words, "caps": PHONE_CAPS, "name": NAME_PATTERN})
        return link

    def close_link(self, link: Link) -> None:
        """A phone's link closed: its phone is lost (until it comes back with its token)."""
        self._gone(link)
        link.outbox.close()
        if link.sender is not None and link.sender is not threading.current_thread():
            link.sender.join(CLOSE_SECONDS)
        if link.drops > LOGGED_DROPS:
            log.warning("phone connection dropped %d messages in all", link.drops)

    def _send_all(self, link: Link) -> None:
        """The link's sender: each message as it leaves; a view gets its version and a ping its
        number, and the moment either left is noted (game/phones/fair.py)."""
        while (message := link.outbox.take()) is not None:
            kind = message.get("t")
            if kind in ("view", "ping"):
                with self._lock:
                    if kind == "view":
                        link.versions += 1
                        message = {**message, "v": link.versions}
                        link.times.view_sent(link.versions, self.clock())
                    else:
                        link.pings += 1
                        message = {"t": "ping", "n": link.pings}
                        link.times.ping_sent(link.pings, self.clock())
            try:
                link.socket.send(encode(message))
            except (ConnectionClosed, OSError, RuntimeError):  # RuntimeError: the relay's uplink is down
                return

    def receive(self, link: Link, raw: str | bytes) -> None:
        """What a phone's link said: acted on, or dropped (and counted)."""
        try:
            now = self.clock()
            if not link.limit.allow(now):
                raise Dropped("over the rate limit")
            message = parse(raw)
            with self._lock:
                self._accept(link, message, now)
        except Dropped as drop:
            self._drop(link, drop.why)

    def _drop(self, link: Link, why: str) -> None:
        with self._lock:
            self.dropped += 1
            link.drops += 1
            device = link.phone.device if link.phone is not None else "a phone without a seat"
        if link.drops <= LOGGED_DROPS:
            log.warning("phones: dropped a message from %s: %s", device, why)
            if link.drops == LOGGED_DROPS:
                log.warning("phones: %s keeps sending bad messages; they are counted from now on", device)

    def _accept(self, link: Link, message: dict[str, Any], now: float) -> None:
        """Act on a checked message that came at `now` (under the lock); Dropped when it may not
        be acted on."""
        kind = message["t"]
        if kind == "pong":
            if not link.times.pong(message["n"], now):
                raise Dropped("an answer to no ping")
            return
        at = link.times.counts_at(now, message.get("v"), message.get("ms"))
        if kind == "join":
            self._join(link, message["name"])
        elif kind == "back":
            self._back(link, message["token"])
        elif kind == "tap":
            self._tap(link, message["target"], message["n"], at)
        else:
            self._button(link, message["b"], kind == "press", message["n"], at if kind == "press" else None)

    def _join(self, link: Link, name: str) -> None:
        """A new phone: a new device. A place held for its name stays held (a claim of it is
        the host's to answer)."""
        if link.phone is not None:
            raise Dropped("a second join")
        if any(phone.token and phone.name.casefold() == name.casefold() for phone in self._phones.values()):
            link.outbox.put({"t": "taken"})
            return
        if sum(phone.address == link.address for phone in self._phones.values()) >= PHONES_PER_ADDRESS \
                and not self._forget_gone(link.address):
            link.outbox.put({"t": "too_many"})
            return
        if len(self._phones) >= MAX_PHONES and not self._forget_gone():
            link.outbox.put({"t": "full"})
            return
        phone = Phone(f"phone:{next(_NUMBERS)}", name, secrets.token_hex(16), link, link.address, remote=link.remote)
        self._phones[phone.device] = phone
        self._tokens[phone.token] = phone.device
        link.phone = phone
        link.outbox.put({"t": "welcome", "token": phone.token, "name": phone.name})
        self._inbound.append(Inbound(phone.device, JOINED))

    def _back(self, link: Link, token: str) -> None:
        """A phone comes back with its token: to its device, or to the place held for the
        saved seat of its key (`reseat`); an unknown token is kept on the link for `reseat`."""
        if link.phone is not None:
            raise Dropped("a token on a connection that has a seat")
        device = self._tokens.get(token)
        if device is None:
            key = token_key(token)
            device = next((phone.device for phone in self._phones.values()
                           if not phone.token and phone.key and _same_key(phone.key, key)), None)
        if device is None:
            link.offered = token
            link.outbox.put({"t": "unknown"})
            return
        self._come_back(link, self._phones[device], token)

    def _come_back(self, link: Link, phone: Phone, token: str) -> None:
        old = phone.link
        if old is not None:  # the same phone on a new connection: the old one is stale
            old.phone = None
            self._release_held(phone)
            old.outbox.put({"t": "replaced"})
        phone.token = token
        self._tokens[token] = phone.device
        phone.link = link
        phone.address = link.address
        phone.remote = link.remote
        link.phone = phone
        link.offered = ""
        link.outbox.put({"t": "welcome", "token": token, "name": phone.name})
        if phone.latest is not None:
            link.outbox.put(phone.latest)
        if old is None:
            self._inbound.append(Inbound(phone.device, BACK))

    def _button(self, link: Link, button: str, pressed: bool, counter: int, at: float | None) -> None:
        phone = link.phone
        if phone is None:
            raise Dropped("a button before a seat")
        if counter <= link.last_counter:
            raise Dropped("a replayed or late message")
        if button in TYPED:
            if not pressed:
                raise Dropped(f"a release of {button}")
        elif pressed == (button in phone.held):
            state = "down" if pressed else "up"
            raise Dropped(f"{'a press' if pressed else 'a release'} of {button}, which is {state}")
        elif pressed:
            phone.held.add(button)
        else:
            phone.held.discard(button)
        link.last_counter = counter
        self._inbound.append(Inbound(phone.device, button, pressed, at))

    def _tap(self, link: Link, target: str, counter: int, at: float) -> None:
        """A tap goes to the game as its device's button "tap:<target>", pressed (never held):
        whether that target was offered and what it does is the table's (game/kit/phones.py)."""
        phone = link.phone
        if phone is None:
            raise Dropped("a tap before a seat")
        if counter <= link.last_counter:
            raise Dropped("a replayed or late message")
        link.last_counter = counter
        self._inbound.append(Inbound(phone.device, TAP + target, at=at))

    def _forget_gone(self, address: str | None = None) -> bool:
        """Forget the phone (of `address`, if given) that left longest ago and has no seat, to
        make room for a new one; False when there is none. A place held for a saved game's
        seat (no token yet) and a seat's phone are kept whatever."""
        gone = [phone for phone in self._phones.values() if phone.link is None and phone.token
                and (address is None or phone.address == address) and not self.seated(phone.device)]
        if not gone:
            return False
        oldest = min(gone, key=lambda phone: phone.gone)
        del self._phones[oldest.device]
        self._tokens.pop(oldest.token, None)
        return True

    def _release_held(self, phone: Phone) -> None:
        for button in sorted(phone.held):
            self._inbound.append(Inbound(phone.device, button, False))
        phone.held.clear()

    def _gone(self, link: Link) -> None:
        with self._lock:
            self._links.discard(link)
            phone = link.phone
            if phone is None or phone.link is not link:
                return
            phone.link = None
            phone.gone = next(_OPENED)
            self._release_held(phone)
            self._inbound.append(Inbound(phone.device, LOST))


def token_key(token: str) -> str:
    """The key a save keeps of a seat's token (`PhoneServer.key`)."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def _same_key(one: str, other: str) -> bool:
    return hmac.compare_digest(one.encode("ascii"), other.encode("ascii"))


def _shut(server: Server) -> None:
    """Close every connection (code 1001, reason "closed": the page says the table closed)."""
    try:
        server.shutdown(code=1001, reason="closed")
    except RuntimeError:  # the interpreter is exiting: its sockets close with it
        pass


def _file(body: bytes, kind: str, cache: bool = False, status: http.HTTPStatus = http.HTTPStatus.OK,
          more: list[tuple[str, str]] | None = None) -> Response:
    headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))),
                       ("Cache-Control", "max-age=3600" if cache else "no-store"),
                       ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
                       ("Content-Security-Policy", "default-src 'self'; connect-src 'self' ws:; img-src 'self'; "
                                                   "frame-ancestors 'none'"), *(more or [])])
    return Response(status.value, status.phrase, headers, body)


def _json(status: http.HTTPStatus, body: dict[str, Any], more: list[tuple[str, str]] | None = None) -> Response:
    return _file(encode(body).encode("utf-8"), "application/json", status=status, more=more)
