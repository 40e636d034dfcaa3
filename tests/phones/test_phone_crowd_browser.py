"""Five real phone pages, each from its own loopback address (tests/relay.py), join one room
and play a round of every title by tapping, following the host from lobby to lobby, while
an attacker on other addresses tries what someone on the same Wi-Fi could: guessing the room
code, bad requests and a flood of connections from one, and from a second device, once it
has seen the code, bad messages and a stolen-seat attempt (a device that guessed waits
before its right code counts, so the two are apart). The game
goes on for the five as if nobody tried, and nothing the attacker sends gets it a seat, a
move or a private view. One Chromium: each phone is a browser context of its own."""
from __future__ import annotations

import json
import secrets
import socket
import threading
from collections import Counter

import pygame
import pytest
from tapping import kinds, plan
from test_phone_browser import PHONE, SMALL, Player, browser, shots, watch  # noqa: F401 (fixtures)
from test_phone_browser import pytestmark as browser_marks
from websockets.exceptions import InvalidStatus, WebSocketException
from websockets.sync.client import connect

from game import catalogue
from game.shell.lobby import EMPTY, LobbyScene
from phoning import WAIT, Phone, loopback
from relay import Relay

pytestmark = browser_marks
NAMES = ("Anna", "Bea", "Cla", "Dario", "Elsa")
ADDRESSES = [f"127.0.4.{n}" for n in range(1, len(NAMES) + 1)]
ATTACKER = "127.0.66.6"  # guesses, floods, bad requests: it has no code
INSIDER = "127.0.66.7"  # the same attacker's second device, once it has seen the code over a shoulder


class Attacker:
    """Someone on the Wi-Fi who cannot see the screen, then one who saw the room code: each
    try and what came of it, counted in `outcomes` ("guess: 403", "flood: closed at once", ...)."""

    def __init__(self, server, seated_names: tuple[str, ...]) -> None:
        self.server = server
        self.names = seated_names
        self.outcomes: Counter[str] = Counter()
        self.heard: list[dict] = []  # every message its websockets got
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, name="attacker", daemon=True)

    def note(self, what: str) -> None:
        self.outcomes[what] += 1

    def http(self, request: bytes) -> str:
        """A raw request from the attacker's address: the status line's code, or how it ended."""
        try:
            with socket.create_connection(("127.0.0.1", self.server.port), timeout=WAIT,
                                          source_address=(ATTACKER, 0)) as link:
                link.sendall(request)
                answer = link.recv(200)
        except OSError as error:
            return type(error).__name__
        return answer.split(b" ", 2)[1].decode("ascii", "replace") if answer.startswith(b"HTTP/") else "closed"

    def get(self, path: str, host: str = "") -> str:
        host = host or f"127.0.0.1:{self.server.port}"
        return self.http(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode("latin-1"))

    def guess(self, tries: int = 8) -> None:
        for _ in range(tries):
            self.guess_once()

    def guess_once(self) -> None:
        code = "".join(secrets.choice("ACDEFHJKLMNPQRTUVWXY3479") for _ in range(6))
        if code != self.server.room:
            self.note(f"guess /check: {self.get(f'/check?room={code}')}")
            try:
                with connect(f"ws://127.0.0.1:{self.server.port}/ws?room={code}", origin=self.server.origin,
                             open_timeout=WAIT, sock=self.link()):
                    self.note("guess /ws: opened")
            except InvalidStatus as refused:
                self.note(f"guess /ws: {refused.response.status_code}")
            except (OSError, WebSocketException) as error:
                self.note(f"guess /ws: {type(error).__name__}")

    def link(self) -> socket.socket:
        return socket.create_connection(("127.0.0.1", self.server.port), timeout=WAIT, source_address=(ATTACKER, 0))

    def bad_requests(self) -> None:
        for path in ("/../../../etc/passwd", "/card/..%2f..%2fsettings.json.svg", "/phone.js/../../game/app.py",
                     "/card/" + "a" * 200 + ".svg", "/%00", "/ws"):
            self.note(f"request {path[:24]}: {self.get(path)}")
        self.note(f"request from another host name: {self.get('/', host='evil.example')}")
        endless = b"GET / HTTP/1.1\r\nX: " + b"x" * 70000 + b"\r\n\r\n"
        self.note(f"request, endless header: {self.http(endless)}")
        self.note(f"request, garbage: {self.http(bytes(range(256)) * 4)}")

    def flood(self, count: int = 60) -> None:
        """`count` TCP connections at once that say nothing; those the door shut at once are counted."""
        links = []
        for _ in range(count):
            try:
                links.append(self.link())
            except OSError:
                self.note("flood: refused")
        for each in links:
            each.settimeout(0.5)
            try:
                shut = each.recv(1) == b""
            except TimeoutError:
                shut = False
            except OSError:
                shut = True
            self.note("flood: closed at once" if shut else "flood: held open")
        self.stop.wait(1.0)
        for each in links:
            each.close()

    def inside(self) -> None:
        """With the room code (seen over a shoulder): bad messages, made-up tokens, a seated
        player's name, a seat's taps and presses."""
        try:
            phone = Phone(self.server, source=INSIDER)
        except (OSError, WebSocketException, AssertionError) as error:
            self.note(f"connect with the code: {type(error).__name__}")
            return
        try:
            phone.send({"t": "back", "token": secrets.token_hex(16)})  # a made-up token: someone's seat?
            self.note(f"stolen seat, made-up token: {self.reply(phone)}")
            phone.send({"t": "join", "name": secrets.choice(self.names).upper()})  # a seated player's name
            self.note(f"stolen seat, a seated name: {self.reply(phone)}")
            for target in ("card:0:0", "key:act", "die:white", "hand:0", "dealt:0", "slot:0", "emote:laugh"):
                phone.tap(target)
            for button in ("act", "slot1", "slot4"):
                phone.press(button)
                phone.release(button)
            self.note(f"taps and presses without a seat: {self.reply(phone, 0.3)}")
            for bad in ("{", "[]", json.dumps({"t": "press", "b": "act"}), json.dumps({"t": "back", "token": "../"}),
                        json.dumps({"t": "join", "name": "<script>"}), b"\x00\xff" * 100, "x" * 3000):
                phone.send(bad)
            self.note(f"bad messages: {self.reply(phone, 0.3)}")
            phone.send(json.dumps({"t": "tap", "target": "x" * 5000}))  # over the frame limit
            self.note(f"an oversized message: {self.reply(phone)}")
        except (OSError, WebSocketException) as error:
            self.note(f"inside: {type(error).__name__}")
        finally:
            phone.close()

    def reply(self, phone: Phone, wait: float = WAIT) -> str:
        """The kind of the next message the attacker gets ("none" if nothing came)."""
        try:
            message = phone.receive(wait)
        except TimeoutError:
            return "none"
        except (OSError, WebSocketException):
            return "closed"
        self.heard.append(message)
        return message["t"]

    def run(self) -> None:
        attacks = (self.guess, self.bad_requests, self.inside, self.flood)
        turn = 0
        while not self.stop.is_set():
            attacks[turn % len(attacks)]()
            turn += 1
            self.stop.wait(0.2)


def seat_phones(lobby) -> None:
    """The lobby's seats as the phones took them, no bots but what the title needs to start."""
    title = lobby.title
    humans = len(lobby.humans)
    needed = min(count for count in title.counts if count >= humans)
    for row in range(title.max_players):  # Gämsh seats 4 or 6: five phones and an easy bot
        lobby.seats[row] = "human" if row in lobby.humans else ("easy" if row < needed else EMPTY)


def sit_down(server, players, names, addresses) -> None:
    """Each page opens its address, sits down under its name, and is in the room."""
    for player, name, address in zip(players, names, addresses):
        player.page.go(address)
        player.until(lambda: player.state() == "join")
        player.page.type("#name", name)
        player.page.tap("#sit")
        player.until(lambda: player.state() == "playing" and name in [server.name(d) for d in server.devices()])


def play_round(app, press, monkeypatch, lobby, players):
    """Every page of `players` sits at `lobby`'s table (bots fill what its title needs), and the
    seated ones play a round by tapping (tests/tapping.py): the table, the seated players and the
    seats' devices. Every seat moved, by taps alone, and no seat changed hands."""
    title = lobby.title
    players[0].until(lambda: len(lobby.humans) == min(len(players), title.max_players))
    seat_phones(lobby)
    while app.top is not lobby:  # the host was asked whether to change the guessed room code: keep it
        press(app, pygame.KSCAN_ESCAPE)
    lobby.seed = 5
    lobby.menu.selected = lobby.rows.index(("start", None))
    press(app, pygame.KSCAN_RETURN)
    table = app.top
    assert table is not lobby, lobby.message
    watch(table, monkeypatch)
    humans = dict(table.session.humans)
    seated = [player for player in players if player.device() in humans.values()]
    for player in seated:
        player.table = table
        player.seat = app.input.seat_of(player.device())
    tapping = plan(title)
    choose, done = tapping.choose, tapping.done
    seats = [player.seat for player in seated]
    for _ in range(600):
        if done(table, seats):
            break
        for player in seated:
            player.synced()
            target = choose(player, table)
            if target is not None:
                player.tap_target(target)
        seated[0].until(lambda: True, frame=0.1)
    assert done(table, seats), f"{title.id}: {[kinds(table, seat) for seat in seats]}"
    assert table.session.humans == humans  # no seat changed hands
    assert all(kinds(table, seat) for seat in seats)  # every phone moved its seat ...
    assert table.pressed == [] and {seat for seat, _ in table.tapped} == set(seats)  # ... by tapping
    assert all(player.state() == "playing" for player in players)
    return table, seated, humans


def test_five_phones_from_five_addresses_play_every_title_while_an_attacker_tries_everything(
        app, press, monkeypatch, browser, shots):
    loopback(monkeypatch)
    relays = [Relay(address) for address in ADDRESSES]
    attacker = None
    try:
        players = [Player(app, browser.page(*(PHONE if index % 2 == 0 else SMALL), proxy=relay.address))
                   for index, relay in enumerate(relays)]
        first = LobbyScene(app, catalogue.TITLES[0])
        app.push(first)
        first.menu.selected = first.rows.index(("phones", None))
        press(app, pygame.KSCAN_RETURN)
        server = app.input.phones
        sit_down(server, players, NAMES, [server.url] * len(players))
        assert [relay.opened > 0 for relay in relays] == [True] * len(relays)  # every page came through its own
        attacker = Attacker(server, NAMES)
        attacker.thread.start()
        lobby = first
        for title in catalogue.TITLES:
            if lobby is None:
                lobby = LobbyScene(app, title)
                app.push(lobby)
            table, seated, humans = play_round(app, press, monkeypatch, lobby, players)
            back = seated[catalogue.TITLES.index(title) % len(seated)]  # a phone reloads under attack: its seat again
            device = back.device()
            back.page.call("Page.reload")
            back.until(lambda: back.state() == "playing" and server.connected(device) and app.top is table)
            assert table.session.humans == humans
            press(app, pygame.KSCAN_ESCAPE)  # pause, quit to the menu: the phones wait in the room
            while app.stack:
                app.pop()
            lobby = None
        attacker.stop.set()
        attacker.thread.join(WAIT)
        outcomes = attacker.outcomes
        print("\nattacker:", dict(sorted(outcomes.items())))
        for what, count in outcomes.items():
            assert not what.endswith((": 200", ": opened", ": welcome")), (what, count)
        assert any(what.startswith("guess") for what in outcomes) and outcomes["flood: closed at once"] > 0
        assert any(what.startswith("stolen seat") for what in outcomes)  # the insider got in, and no further
        assert not any(message.get("rows") or message.get("buttons") for message in attacker.heard
                       if message["t"] == "view")  # no seat's cards nor keys ever reached it
        assert sorted(server.name(device) for device in server.devices()) == sorted(NAMES)  # the room's phones
    finally:
        if attacker is not None:
            attacker.stop.set()
            attacker.thread.join(WAIT)
        app.shutdown()
        for relay in relays:
            relay.close()
