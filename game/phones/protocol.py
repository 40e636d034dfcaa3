"""What a phone may say to the game, checked before anything trusts it, and the limits.

A phone sends small JSON objects over its websocket, one of:

    {"t": "join", "name": "Anna"}              a new phone asks for a seat under a name
    {"t": "back", "token": "<32 hex digits>"}  a phone that was here comes back to its seat
    {"t": "press", "b": "slot1", "n": 7}       a button goes down (n: the phone's counter)
    {"t": "release", "b": "slot1", "n": 8}     and up again
    {"t": "tap", "target": "card:0:2", "n": 9} a place of the seat's view is tapped
    {"t": "pong", "n": 3}                      the answer to the game's ping 3, at once

A press or a tap may also carry "v", the version of the last view the page drew, and "ms", the
whole milliseconds since it drew it: the press then counts at that moment (game/phones/fair.py).

`b` is one of a seat's six buttons (game/input/intents.py), or, for number pads, "digit:0"
to "digit:9" and "backspace" (pressed only, never held). `n` counts up by at least one with
every press, release or tap of a connection: a message whose `n` is not above the last one's is
a replay or came out of order and is dropped. Everything else is dropped too: a message
over MAX_MESSAGE bytes, not UTF-8 JSON, not one of the shapes above (game/schema.py checks
it: exact keys, types, lengths), a release of a button that is not down, a press of one
that is, a press or a tap before the phone has a seat, and anything over the rate limit.

A tap names a `target`: 1 to 40 characters of [a-z0-9:_-], one the seat's last view offered
(a card, a place or a big button carrying "tap": game/phones/views.py). What it does is the
title's (`taps` in game/titles/<id>/phone.py, routed by game/kit/phones.py); a target the
last view did not offer, or one the rules refuse now, does nothing more than the keys would.

The game answers with JSON objects too: "hello" (the page's words, its button caps and the
name pattern), "welcome" (the seat token to keep), "view" (the seat's private view and its
buttons; a phone in the room without a seat at this table gets one with "waiting"), "full"
(the room has no place for another phone), "too_many" (this address has its phones), "taken"
(the name is another phone's), "freed" (the host or the phone itself left its seat),
"unknown" (a token the room does not know), "replaced" (the seat's token came back on
another page) and "ping" ({"t": "ping", "n": 3}: answer with the pong of the same number; the
round trip it measures is the link's ping). Each view carries its version "v". The room closing closes the websocket with code 1001 and the reason "closed".
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from game.core.errors import DataError
from game.input.intents import SEAT_BUTTONS
from game.schema import Part, Table, Text, Whole, check

MAX_MESSAGE = 256  # bytes: the longest valid message is about 80
NAME_LONGEST = 16
# Letters the bundled font has (Latin-1 and Latin Extended-A without controls), digits, space
# and a little punctuation: a name is drawn on the big screen in the game's own font.
LETTERS = r"0-9A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u017f"
NAME_PATTERN = rf"[{LETTERS}][{LETTERS} .'-]{{0,15}}"
TOKEN_PATTERN = "[0-9a-f]{32}"
TARGET_PATTERN = "[a-z0-9:_-]{1,40}"  # what a view's tappable place is called
TAP = "tap:"  # an inbound tap is the button "tap:<target>" of its phone's device
TYPED = tuple(f"digit:{digit}" for digit in range(10)) + ("backspace",)  # pressed, never held
BUTTONS = SEAT_BUTTONS + TYPED
MOST_COUNTER = 2 ** 31
MOST_MS = 600_000  # a press's milliseconds since its view: at most ten minutes
CLAIM = {"v": Whole(1, MOST_COUNTER), "ms": Whole(0, MOST_MS)}  # a press's moment (game/phones/fair.py)

SCHEMAS: dict[str, Part] = {
    "join": Table({"t": Text(("join",)), "name": Text(pattern=NAME_PATTERN, like="a name", longest=NAME_LONGEST)}),
    "back": Table({"t": Text(("back",)), "token": Text(pattern=TOKEN_PATTERN, like="a seat token", longest=32)}),
    "press": Table({"t": Text(("press",)), "b": Text(BUTTONS), "n": Whole(1, MOST_COUNTER)}, CLAIM),
    "release": Table({"t": Text(("release",)), "b": Text(SEAT_BUTTONS), "n": Whole(1, MOST_COUNTER)}),
    "tap": Table({"t": Text(("tap",)), "target": Text(pattern=TARGET_PATTERN, like="a tap target", longest=40),
                  "n": Whole(1, MOST_COUNTER)}, CLAIM),
    "pong": Table({"t": Text(("pong",)), "n": Whole(1, MOST_COUNTER)}),
}

# How a phone's page and the seat's key hint on the big screen name its six buttons.
PHONE_CAPS = {"slot1": "▲", "slot2": "◀", "slot3": "▼", "slot4": "▶", "act": "A", "alt": "B"}

# Control intents the phones add to the input queue (besides their seats' buttons).
JOINED, LOST, BACK = "phone_join", "phone_lost", "phone_back"


class Dropped(Exception):
    """A message the game drops; `why` says it for the log line."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


@dataclass(frozen=True)
class Inbound:
    """One thing from the phones for the input layer: `device` ("phone:<n>") pressed or
    released `button`, tapped a place (`button` "tap:<target>"), or one of the control
    intents JOINED, LOST, BACK. `at`: the server's clock when it counts (game/phones/fair.py);
    `ago`: seconds from then to when the frame loop took it (`PhoneServer.drain`); None and 0
    for what has no moment of its own (a release, a control intent)."""

    device: str
    button: str
    pressed: bool = True
    at: float | None = field(default=None, compare=False)
    ago: float = field(default=0.0, compare=False)


def parse(raw: str | bytes) -> dict[str, Any]:
    """The message in `raw` when it is one a phone may send; else Dropped."""
    if isinstance(raw, str):
        if len(raw) > MAX_MESSAGE:  # a character is at least a byte
            raise Dropped(f"longer than {MAX_MESSAGE} bytes")
        text = raw
    else:
        if len(raw) > MAX_MESSAGE:
            raise Dropped(f"longer than {MAX_MESSAGE} bytes")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise Dropped("not UTF-8") from None
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise Dropped(f"longer than {MAX_MESSAGE} bytes")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise Dropped("not JSON") from None
    if not isinstance(message, dict):
        raise Dropped("not a JSON object")
    kind = message.get("t")
    if not isinstance(kind, str) or kind not in SCHEMAS:
        raise Dropped("no known type")
    try:
        return check(message, SCHEMAS[kind], "phone message")
    except DataError as refused:
        raise Dropped(f"{refused.entry}: expected {refused.expected}") from None


class RateLimit:
    """A token bucket: `rate` messages a second on average, `burst` at once. Fed with the
    seconds of the server's own wall clock; game time never enters the network."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last: float | None = None

    def refill(self, now: float) -> None:
        if self.last is not None:
            self.tokens = min(self.burst, self.tokens + max(0.0, now - self.last) * self.rate)
        self.last = now

    def allow(self, now: float) -> bool:
        """Whether one more may pass now (it is counted if so)."""
        self.refill(now)
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def wait(self, now: float) -> float:
        """Seconds until one more may pass (0: now); counts nothing."""
        self.refill(now)
        return 0.0 if self.tokens >= 1.0 else (1.0 - self.tokens) / self.rate

    def full(self, now: float) -> bool:
        self.refill(now)
        return self.tokens >= self.burst


def encode(message: dict[str, Any]) -> str:
    """A message for a phone, as compact JSON text."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))
