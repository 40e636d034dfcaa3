"""The lobby's "Online" switch: without a relay it says why and what to do; with one it opens the
room there (phones on too), shows the link, its QR code and the code, seats friends' phones marked
"online", says when the link drops and comes back on the same code, and closes the room again."""
from __future__ import annotations

import json
import socket
import sys

import pygame
import pytest

from catalogued import phone_seats
from driving import push_table

from game import catalogue
from game.kit.phones import join_code
from game.settings import Settings
from game.phones.qr import matrix
from game.shell.lobby import LobbyScene
from game.shell.lobby_phones import OnlineDoor
from game.shell.phone_away import PhoneAwayScene
from phoning import Phone, frames_until, wait_for
from relaying import Online, online
from test_phone_lobby import lobby as open_lobby  # noqa: F401  (the fixture: a lobby of a title)
from test_phone_qr import modules_drawn


@pytest.fixture
def lobby(open_lobby) -> LobbyScene:
    return open_lobby("cambio")


def switch_online(app, press, lobby: LobbyScene) -> None:
    lobby.menu.selected = lobby.rows.index(("online", None))
    press(app, pygame.KSCAN_RETURN)


def test_without_a_relay_the_switch_says_why_and_what_to_do(app, press, lobby):
    assert app.settings.relay_url == ""  # none built in here, none set
    switch_online(app, press, lobby)
    assert app.input.phones is None and lobby.phones.row_text("online")[1] == "◂ off ▸"
    assert lobby.phones.online_problem == app.text("phones.online.no_relay")
    assert '"relay"' in lobby.phones.online_problem and lobby.phones.showing()
    app.frame(1 / 60)  # the panel shows the reason


def test_online_a_friends_phone_sits_marked_and_the_room_survives_a_drop(app, press, lobby, local_relay):
    app.settings.relay = local_relay.url
    switch_online(app, press, lobby)
    server = app.input.phones
    assert server is not None and server.uplink is not None  # phones came on with it
    uplink = server.uplink
    frames_until(app, lambda: uplink.up)
    assert lobby.phones.row_text("online")[1] == "◂ on ▸" and lobby.phones.row_text("phones")[1] == "◂ on ▸"
    door = OnlineDoor(uplink)
    assert door.url == f"{local_relay.url}/?room={uplink.room}"
    assert modules_drawn(join_code(door).surface, len(matrix(door.url))) == matrix(door.url)
    phone = Phone(Online(local_relay, server))
    token = phone.join("Zoe")
    frames_until(app, lambda: "Zoe" in [server.name(device) for device in lobby.humans.values()])
    seat, device = next((seat, device) for seat, device in lobby.humans.items() if server.name(device) == "Zoe")
    assert app.input.device_label(device) == "phone online: Zoe"
    assert lobby.phones.online_note(server, uplink) == app.text("phones.online.up", count=1)
    app.frame(1 / 60)  # the panel draws both doors

    room = uplink.room
    uplink._socket.socket.shutdown(socket.SHUT_RDWR)  # the host's internet drops
    frames_until(app, lambda: not server.connected(device))
    assert app.input.device_label(device) == "phone online: Zoe, away"
    assert lobby.humans[seat] == device  # the seat waits for its phone
    frames_until(app, lambda: uplink.up and uplink.drops == 1)
    assert uplink.room == room
    again = Phone(Online(local_relay, server))
    assert again.back(token)["t"] == "welcome"
    frames_until(app, lambda: server.connected(device))
    assert lobby.humans[seat] == device

    switch_online(app, press, lobby)  # off again: the friend's seat is a bot's, the LAN room stays
    assert server.uplink is None and app.input.phones is server and seat not in lobby.humans
    assert wait_for(lambda: uplink.state == "stopped")


def test_the_panel_says_when_the_link_is_down(app, lobby):
    app.settings.relay = "http://127.0.0.1:9"  # nobody serves there
    lobby.phones.switch_online()
    uplink = app.input.phones.uplink
    frames_until(app, lambda: uplink.state == "down")
    assert lobby.phones.online_note(app.input.phones, uplink) == app.text("phones.online.down", problem=uplink.problem)
    app.frame(1 / 60)


def test_a_build_without_the_relays_client_says_so(app, press, lobby, monkeypatch):
    monkeypatch.setitem(sys.modules, "game.phones.uplink", None)  # as in the one-file executable (build.spec)
    app.settings.relay = "https://relay.example.org"
    switch_online(app, press, lobby)
    assert app.input.phones is None and lobby.phones.online_problem == app.text("phones.online.no_tls")


@pytest.mark.parametrize("value, kept", [("https://relay.example.org", True), ("http://127.0.0.1:8787/", True),
                                         ("", True), ("ftp://relay.example.org", False),
                                         ("https://relay.example.org/path?x=1", False), (7, False)])
def test_the_relays_address_in_the_settings_is_an_origin_or_nothing(value, kept, tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"relay": value}), encoding="utf-8")
    settings, notice = Settings.load(tmp_path)
    assert (settings.relay == value) == kept and (notice is None) == kept
    assert settings.relay_url == (value.rstrip("/") if kept else "")


def test_at_a_table_the_away_window_says_the_link_to_the_relay_dropped(app, phones, local_relay):
    """An online phone's seat waits when the host's uplink drops, and the away window says why."""
    target = online(phones, local_relay)
    uplink = phones.uplink
    phone = Phone(target)
    phone.join("Zoe")
    device = phones.devices()[-1]
    title = catalogue.by_id("cambio")
    table = push_table(app, title, title.scene_class(), phone_seats(title), humans={0: device})
    table.session.phone_away = "pause"
    uplink._stop.set()  # it stays down: the window must say so meanwhile
    uplink._socket.socket.shutdown(socket.SHUT_RDWR)
    frames_until(app, lambda: isinstance(app.top, PhoneAwayScene))
    assert app.text("phones.online.down", problem=uplink.problem) in app.top.notes()
    app.frame(1 / 60)
