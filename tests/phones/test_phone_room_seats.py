"""Seats by name, all evening and across a restart: a continued game's phone seats go back to
the phones of their saved names in a room started afresh (a new room code, so no old token
counts), the host sees who is awaited by name, and names stay unique in the room."""
from __future__ import annotations

import json

import pytest

from game import catalogue, saves
from game.core.seats import SeatSpec, TableConfig
from game.kit.phones import start_server
from game.kit.table import TableSession
from game.phones.protocol import BACK, JOINED, Inbound
from game.shell.menu import MenuScene
from game.shell.phone_away import PhoneAwayScene
from phoning import Phone, frames_until, inbound, loopback, started


@pytest.fixture
def server():
    running = started()
    yield running
    running.stop(wait=True)


def test_a_place_held_for_a_name_goes_to_the_first_phone_joining_with_it_whatever_its_case(server):
    assert server.reseat({2: ("phone:4711", "Anna")}) == {2: "phone:4711"}
    assert server.name("phone:4711") == "Anna" and not server.connected("phone:4711")
    phone = Phone(server)
    phone.send({"t": "join", "name": "anna"})
    welcome = phone.expect("welcome")
    assert welcome["name"] == "Anna" and len(welcome["token"]) == 32
    assert inbound(server, 1) == [Inbound("phone:4711", BACK)]  # back to the seat, not a newcomer
    assert server.connected("phone:4711") and server.devices() == ["phone:4711"]
    second = Phone(server)  # once taken, the name is that phone's: its token, not its name, holds it
    second.send({"t": "join", "name": "ANNA"})
    assert second.expect("taken")
    phone.close()
    third = Phone(server)
    third.send({"t": "join", "name": "Anna"})  # even while the phone is away
    assert third.expect("taken")
    assert Phone(server).back(welcome["token"])["t"] == "welcome"


def test_reseating_keeps_a_phone_of_the_room_and_finds_one_by_its_name(server):
    anna, bea = Phone(server), Phone(server)
    anna.join("Anna")
    bea.join("Bea")
    assert [item.button for item in inbound(server, 2)] == [JOINED, JOINED]
    here_anna, here_bea = server.devices()
    found = server.reseat({0: (here_anna, "Anna"), 1: ("phone:99", "bea"), 2: ("phone:98", "Cleo"),
                           3: ("phone:97", "")})
    assert found == {0: here_anna, 1: here_bea, 2: "phone:98", 3: "phone:97"}
    assert server.name("phone:98") == "Cleo" and server.name("phone:97") == ""  # an old save: no name to wait for
    assert server.reseat({1: ("phone:96", "Anna"), 2: ("phone:95", "Anna")}) == {1: here_anna, 2: "phone:95"}


def gambit7_session(humans: dict[int, str]) -> TableSession:
    title = catalogue.by_id("gambit7")
    seats = tuple(SeatSpec("human") if seat in humans else SeatSpec("bot", "normal") for seat in range(4))
    return TableSession(title, TableConfig(seats, title.default_options()), 11, humans)


def test_continue_after_a_restart_gives_each_returning_phone_its_seat_by_name(app, monkeypatch):
    loopback(monkeypatch)
    first, _ = start_server(app)
    anna, bea = Phone(first), Phone(first)
    anna.join("Anna")
    bea.join("Bea")
    frames_until(app, lambda: len(first.devices()) == 2)
    anna_device, bea_device = first.devices()
    app.push(MenuScene(app))
    title = catalogue.by_id("gambit7")
    table = title.scene_class()(app, gambit7_session({1: bea_device, 3: anna_device}))
    app.push(table)
    frames_until(app, lambda: table.session.names == {1: "Bea", 3: "Anna"})
    table.autosave()
    record = json.loads(saves.save_path("gambit7").read_text(encoding="utf-8"))
    assert record["names"] == {"1": "Bea", "3": "Anna"}
    app.pop_to(MenuScene)
    for phone in (anna, bea):  # the app ends: its room with it
        phone.close()
    app.input.phones = None
    first.stop(wait=True)

    app.top.continue_saved(title)  # the next evening: a new app, a new room code
    table = app.top
    frames_until(app, lambda: isinstance(app.top, PhoneAwayScene))
    server = app.input.phones
    assert server is not first and server.room != first.room
    assert app.text("phones.away_title", names=table.phones.names(table.phones.away())) == "Waiting for Bea, Anna"
    assert table.seat_name(3) == "Anna"
    back = Phone(server)
    back.join("anna")  # the page lost its token with the old code: it joins under its name
    frames_until(app, lambda: table.phones.away() == [1])
    assert table.session.humans[3] == anna_device and app.input.seat_of(anna_device) == 3
    seat_view = back.expect("view", app)
    while seat_view.get("waiting"):
        seat_view = back.expect("view", app)
    assert seat_view["seat"] == 3 and seat_view["name"] == "Anna"
    stranger = Phone(server)
    stranger.send({"t": "join", "name": "ANNA"})
    assert stranger.expect("taken")
    again = Phone(server)
    again.join("Bea")
    frames_until(app, lambda: not isinstance(app.top, PhoneAwayScene))
    assert table.session.humans == {1: bea_device, 3: anna_device}
    server.stop(wait=True)


def test_an_old_save_without_names_still_continues_and_waits_for_player_n(app, monkeypatch, tmp_path):
    loopback(monkeypatch)
    session = gambit7_session({2: "phone:12345"})
    saves.store(session)
    path = saves.save_path("gambit7")
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["names"] == {}
    del record["names"]
    path.write_text(json.dumps(record), encoding="utf-8")
    restored = saves.restore(catalogue.by_id("gambit7"))
    assert restored.humans == {2: "phone:12345"} and restored.names == {}
    record["names"] = {"2": "<script>"}
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(saves.SaveRefused):
        saves.restore(catalogue.by_id("gambit7"))
    app.push(MenuScene(app))
    record["names"] = {}
    path.write_text(json.dumps(record), encoding="utf-8")
    app.top.continue_saved(catalogue.by_id("gambit7"))
    table = app.top
    frames_until(app, lambda: isinstance(app.top, PhoneAwayScene))
    assert table.phones.names(table.phones.away()) == "Player 3"
    app.input.phones.stop(wait=True)


def test_play_again_keeps_the_names_for_the_next_save(app, monkeypatch):
    from game.shell.results import ResultsScene
    loopback(monkeypatch)
    server, _ = start_server(app)
    anna = Phone(server)
    anna.join("Anna")
    frames_until(app, lambda: len(server.devices()) == 1)
    device, = server.devices()
    app.push(MenuScene(app))
    session = gambit7_session({0: device})
    session.names = {0: "Anna"}
    app.push(ResultsScene(app, session))
    app.top.play_again()
    table = app.top
    assert table.session.humans == {0: device} and table.session.names == {0: "Anna"}
    frames_until(app, lambda: table.phones.reseated)
    assert table.session.humans == {0: device}
    server.stop(wait=True)
