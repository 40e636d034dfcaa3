"""Seats all evening and across a restart: a continued game's phone seats go back to their
phones by the tokens their pages kept (the save keeps only a hash of each) in a room started
afresh; the host sees who is awaited by name, answers any other phone's claim of a seat, and
names stay unique in the room."""
from __future__ import annotations

import json

import pygame
import pytest

from game import catalogue, saves
from game.core.seats import SeatSpec, TableConfig
from game.kit.phones import start_server
from game.kit.table import TableSession
from game.phones.server import token_key
from game.phones.protocol import BACK, JOINED, Inbound
from game.shell.confirm import ConfirmScene
from game.shell.menu import MenuScene
from game.shell.phone_away import PhoneAwayScene
from phoning import Phone, frames_until, inbound, loopback, started


@pytest.fixture
def server():
    running = started()
    yield running
    running.stop(wait=True)


def test_a_place_held_for_a_saved_seat_goes_to_its_phone_s_token_and_a_name_only_claims_it(server):
    token = "ab" * 16
    assert server.reseat({2: ("phone:4711", "Anna")}, {2: token_key(token)}) == {2: "phone:4711"}
    assert server.name("phone:4711") == "Anna" and not server.connected("phone:4711")
    assert server.holding("phone:4711") and server.key("phone:4711") == token_key(token)
    stranger = Phone(server)
    stranger.join("anna")  # a name is no proof: a new phone of the room, the place stays held
    claimant = inbound(server, 1)[0]
    assert claimant.button == JOINED and claimant.device != "phone:4711" and server.holding("phone:4711")
    owner = Phone(server)
    welcome = owner.back(token)
    assert welcome == {"t": "welcome", "token": token, "name": "Anna"}
    assert inbound(server, 1) == [Inbound("phone:4711", BACK)]  # back to the seat, not a newcomer
    assert server.connected("phone:4711") and not server.holding("phone:4711")
    assert server.key("phone:4711") == token_key(token)  # what the next save keeps
    late = Phone(server)
    late.send({"t": "join", "name": "ANNA"})  # now the name is that phone's
    assert late.expect("taken")


def test_a_page_that_came_back_before_the_game_continued_takes_its_seat_when_it_does(server):
    token = "cd" * 16
    early = Phone(server)
    assert early.back(token) == {"t": "unknown"}  # the host is still in the menu
    assert server.reseat({1: ("phone:4712", "Bea")}, {1: token_key(token)}) == {1: "phone:4712"}
    assert early.expect("welcome") == {"t": "welcome", "token": token, "name": "Bea"}
    assert inbound(server, 1) == [Inbound("phone:4712", BACK)]


def test_reseating_keeps_a_phone_of_the_room_and_holds_a_place_for_each_other_seat(server):
    anna, bea = Phone(server), Phone(server)
    anna.join("Anna")
    bea.join("Bea")
    assert [item.button for item in inbound(server, 2)] == [JOINED, JOINED]
    here_anna, here_bea = server.devices()
    found = server.reseat({0: (here_anna, "Anna"), 1: ("phone:99", "bea"), 2: ("phone:98", "Cleo"),
                           3: ("phone:97", "")})
    assert found == {0: here_anna, 1: "phone:99", 2: "phone:98", 3: "phone:97"}  # Bea's name gives no seat
    assert server.name("phone:98") == "Cleo" and server.name("phone:97") == ""  # an old save: no name to wait for
    assert all(server.holding(device) for device in ("phone:99", "phone:98", "phone:97"))


def gambit7_session(humans: dict[int, str]) -> TableSession:
    title = catalogue.by_id("gambit7")
    seats = tuple(SeatSpec("human") if seat in humans else SeatSpec("bot", "normal") for seat in range(4))
    return TableSession(title, TableConfig(seats, title.default_options()), 11, humans)


def test_continue_after_a_restart_gives_each_phone_its_seat_by_its_token_and_a_claim_asks_the_host(
        app, monkeypatch, press):
    loopback(monkeypatch)
    first, _ = start_server(app)
    anna, bea = Phone(first), Phone(first)
    anna_token, _ = anna.join("Anna"), bea.join("Bea")
    frames_until(app, lambda: len(first.devices()) == 2)
    anna_device, bea_device = first.devices()
    app.push(MenuScene(app))
    title = catalogue.by_id("gambit7")
    table = title.scene_class()(app, gambit7_session({1: bea_device, 3: anna_device}))
    app.push(table)
    frames_until(app, lambda: table.session.names == {1: "Bea", 3: "Anna"} and len(table.session.keys) == 2)
    table.autosave()
    record = json.loads(saves.save_path("gambit7").read_text(encoding="utf-8"))
    assert record["names"] == {"1": "Bea", "3": "Anna"} and record["keys"]["3"] == token_key(anna_token)
    assert anna_token not in json.dumps(record)  # the save holds no token
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
    assert Phone(server).back(anna_token)["t"] == "welcome"  # Anna's page kept its token: her seat
    frames_until(app, lambda: table.phones.away() == [1])
    assert table.session.humans[3] == anna_device and app.input.seat_of(anna_device) == 3
    stranger = Phone(server)
    stranger.join("bea")  # someone with the new code and a guessed name: the host is asked
    frames_until(app, lambda: isinstance(app.top, ConfirmScene))
    assert app.top.question == app.text("phones.claim_ask", name="bea", seat="Bea")
    press(app, pygame.KSCAN_RETURN)  # Enter alone: no
    assert stranger.expect("freed", app) and table.phones.away() == [1] and isinstance(app.top, PhoneAwayScene)
    again = Phone(server)
    again.join("Bea")  # Bea herself, her page's storage lost: the host knows her
    frames_until(app, lambda: isinstance(app.top, ConfirmScene))
    press(app, pygame.KSCAN_UP)
    press(app, pygame.KSCAN_RETURN)
    frames_until(app, lambda: app.top is table)
    assert table.session.humans[3] == anna_device and server.name(table.session.humans[1]) == "Bea"
    view = again.expect("view", app)
    while view.get("waiting"):
        view = again.expect("view", app)
    assert view["seat"] == 1 and view["name"] == "Bea"
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


def test_a_claim_of_a_seat_a_bot_plays_still_asks_the_host(app, monkeypatch):
    loopback(monkeypatch)
    app.push(MenuScene(app))
    session = gambit7_session({1: "phone:4711"})
    session.names, session.phone_away = {1: "Bea"}, "bot"
    table = catalogue.by_id("gambit7").scene_class()(app, session)
    app.push(table)
    frames_until(app, lambda: table.phones.stand_ins == {1})  # a bot plays Bea's seat meanwhile
    claimant = Phone(app.input.phones)
    claimant.join("Bea")
    frames_until(app, lambda: isinstance(app.top, ConfirmScene))
    assert app.top.question == app.text("phones.claim_ask", name="Bea", seat="Bea")
    app.input.phones.stop(wait=True)
