"""Fuzzing the phones' server, on the LAN and through the relay: 10^4 malformed, oversized, out-of-order and replayed messages
from a seated phone and from one without a seat, mixed with good presses, while a third phone
(another address) plays on. Nothing may crash, every bad message is dropped, what reaches the game
is exactly the good presses, and the other phone's presses and views go through unharmed (through
the relay: its uplink never drops). All 10^4 through the relay take about a second (workerd is
quick; docs/BENCHMARKS.md): the quick tier runs them, no sample."""
from __future__ import annotations

import itertools
import json
import logging
import random

import pytest

from game.input.intents import SEAT_BUTTONS
from game.phones.protocol import JOINED, MAX_MESSAGE, Inbound
from phoning import Phone, inbound, started, wait_for
from relaying import LocalRelay, online

MESSAGES = 10_000
GOOD_SHARE = 0.1


class Fuzzer:
    """Bad messages of every kind for one phone, which knows its good history."""

    def __init__(self, rng: random.Random, seated: bool) -> None:
        self.rng = rng
        self.seated = seated
        self.sent: list[str] = []  # good messages, for replays
        self.counter = 0
        self.held: set[str] = set()

    def good(self) -> tuple[str, tuple[str, bool]]:
        """A press of a button that is up or a release of one that is down, counted on."""
        button = self.rng.choice(SEAT_BUTTONS[:-1])  # alt is the test's marker (phoning.settled)
        pressed = button not in self.held
        (self.held.add if pressed else self.held.discard)(button)
        self.counter += 1
        text = json.dumps({"t": "press" if pressed else "release", "b": button, "n": self.counter})
        self.sent.append(text)
        return text, (button, pressed)

    def bad(self) -> str | bytes:
        rng = self.rng
        kind = rng.randrange(12)
        fresh = self.counter + 1
        button = rng.choice(SEAT_BUTTONS[:-1])
        if kind == 0:
            return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))
        if kind == 1:
            return "".join(chr(rng.randrange(32, 0x2FFF)) for _ in range(rng.randrange(1, 80)))
        if kind == 2:  # oversized, up to the largest frame the server reads
            return json.dumps({"t": "press", "b": button, "n": fresh, "pad": "x" * rng.randrange(MAX_MESSAGE, 4000)})
        if kind == 3 and self.sent:  # replayed
            return rng.choice(self.sent)
        if kind == 4 and self.counter > 1:  # out of order: an older counter
            return json.dumps({"t": "press", "b": button, "n": rng.randrange(1, self.counter)})
        if kind == 5:  # the wrong way round: press what is down, release what is up
            down = sorted(self.held)
            up = [b for b in SEAT_BUTTONS[:-1] if b not in self.held]
            if down and (rng.random() < 0.5 or not up):
                return json.dumps({"t": "press", "b": rng.choice(down), "n": fresh})
            return json.dumps({"t": "release", "b": rng.choice(up), "n": fresh})
        if kind == 6:  # wrong types and values
            return json.dumps(rng.choice([
                {"t": "press", "b": button, "n": rng.choice([0, -1, 2 ** 31 + 1, 1.5, "1", None, True, []])},
                {"t": "press", "b": rng.choice(["", "slot0", "slot5", "pause", "quit", "digit:10", 7, None]), "n": fresh},
                {"t": "release", "b": rng.choice(["digit:1", "backspace"]), "n": fresh},
                {"t": rng.choice(["Press", "", "ping", "view", "welcome", 1]), "b": button, "n": fresh},
                {"t": "tap", "target": rng.choice(["", "Card:1", "x" * 41, "card 1", "karte:ä", 7, None]), "n": fresh},
                {"t": "tap", "target": "card:0:1", "n": rng.choice([0, -1, 1.5, "2", None])},
                {"t": "tap", "b": button, "n": fresh},
            ]))
        if kind == 7:  # keys missing or extra
            message = {"t": "press", "b": button, "n": fresh}
            if rng.random() < 0.5:
                message[rng.choice(["x", "seat", "room", "T"])] = 1
            else:
                del message[rng.choice(["t", "b", "n"])]
            return json.dumps(message)
        if kind == 8:  # not an object, or nested deep
            depth = rng.randrange(1, 2000)
            return rng.choice(["[1, 2]", "null", "3", '"press"', "[" * depth + "]" * depth, '{"t": {"t": {}}}'])
        if kind == 9:  # bad names and tokens; a second join and a token on a seated connection
            wrong = [{"t": "join", "name": "<b>x</b>"}, {"t": "join", "name": ""}, {"t": "back", "token": "g" * 32}]
            if self.seated:
                wrong += [{"t": "join", "name": "Eve"}, {"t": "back", "token": "0" * 32}]
            return json.dumps(rng.choice(wrong))
        if kind == 10:  # cut good messages
            text = json.dumps({"t": "press", "b": button, "n": fresh})
            return text[:rng.randrange(1, len(text))]
        return "\x00" * rng.randrange(1, 50)


@pytest.fixture(scope="module")
def open_relay(relay_bundle):
    """A relay whose own rate limit never bites (the host's decides here, as on the LAN)."""
    relay = LocalRelay(relay_bundle, rate=10 ** 6)
    relay.start()
    yield relay
    relay.remove()


def test_ten_thousand_bad_messages_are_dropped_and_change_nothing(caplog):
    fuzzed(caplog, MESSAGES)


def test_ten_thousand_bad_messages_through_the_relay_are_dropped_by_the_same_checks(caplog, open_relay):
    fuzzed(caplog, MESSAGES, open_relay)


def both_settled(server, *phones: Phone) -> list[Inbound]:
    """As phoning.settled for phones on links of their own (whose messages arrive interleaved in
    any order): everything each sent has been handled; the drained inbound without the markers."""
    for phone in phones:
        phone.press("alt")
        phone.release("alt")
    taken: list[Inbound] = []

    def markers() -> int:
        taken.extend(server.drain())
        return sum(item.button == "alt" and not item.pressed for item in taken)
    assert wait_for(lambda: markers() == len(phones)), taken[-5:]
    return [item for item in taken if item.button != "alt"]


def fuzzed(caplog, messages: int, relay: LocalRelay | None = None) -> None:
    """`messages` from a seated phone and a stranger, on the LAN or through `relay`: nothing may
    crash, every bad one is dropped, and what reaches the game is exactly the good presses."""
    ticks = itertools.count()
    server = started(clock=lambda: float(next(ticks)))  # a second a message: the rate limit never bites
    try:
        target = server if relay is None else online(server, relay)
        bystander = Phone(target)
        bystander.join("Cleo")
        other = inbound(server, 1)[0].device
        seated, stranger = Phone(target), Phone(target)
        seated.join("Anna")
        rng = random.Random(12)
        fuzzers = {id(seated): Fuzzer(rng, True), id(stranger): Fuzzer(rng, False)}
        expected: list[tuple[str, bool]] = []
        bad = 0
        played = 0
        for number in range(messages):
            if number % 100 == 0:  # the other phone plays on meanwhile
                for kind in ("press", "release"):
                    bystander.counter += 1
                    bystander.send({"t": kind, "b": "act", "n": bystander.counter})
                played += 1
            phone = seated if rng.random() < 0.7 else stranger
            fuzzer = fuzzers[id(phone)]
            if phone is seated and rng.random() < GOOD_SHARE:
                text, press = fuzzer.good()
                expected.append(press)
            else:
                text = fuzzer.bad()
                bad += 1
            phone.send(text)
        seated.counter = fuzzers[id(seated)].counter
        for button in sorted(fuzzers[id(seated)].held):  # let go of everything, as a good phone does
            seated.release(button)
            expected.append((button, False))
        taken = both_settled(server, seated, bystander)
        stranger.send({"t": "back", "token": "0" * 32})  # answered after all it sent before
        assert stranger.expect("unknown")
        device = taken[0].device
        assert [item for item in taken if item.device == device] == \
            [Inbound(device, JOINED)] + [Inbound(device, b, p) for b, p in expected]
        assert len(expected) > messages * GOOD_SHARE * 0.5
        assert server.dropped == bad
        assert server.connected(device) and sorted(server.devices()) == sorted([device, other])
        assert [item for item in taken if item.device == other] == [Inbound(other, "act", p) for p in (True, False)] * played
        server.send(other, {"t": "view", "hand": "Cleo's"})
        assert bystander.expect("view")["hand"] == "Cleo's"
        assert relay is None or server.uplink.drops == 0
        newcomer = Phone(target)  # the server still serves
        newcomer.join("Bea")
        assert len(server.devices()) == 3
        assert not [record for record in caplog.records if record.levelno >= logging.ERROR]
    finally:
        server.stop(wait=True)
