"""Phones in the lobby: the switch, the QR code, taking seats beside keyboards, moving,
leaving, the host freeing a seat, and the server stopping with the lobby."""
from __future__ import annotations

import re

import pygame
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from game import catalogue
from game.kit.phones import join_code
from game.phones.server import GUESSING, PhoneServer
from game.shell.confirm import ConfirmScene
from game.shell.lobby import EMPTY, LobbyScene
from game.phones.qr import matrix
from phoning import Phone, frames_until, loopback
from test_phone_qr import modules_drawn


@pytest.fixture
def lobby(app, monkeypatch):
    loopback(monkeypatch)

    def open_lobby(title_id: str = "cambio") -> LobbyScene:
        scene = LobbyScene(app, catalogue.by_id(title_id))
        app.push(scene)
        return scene
    yield open_lobby
    server = app.input.phones
    while app.stack:
        app.pop()
    if server is not None:
        server.stop(wait=True)


def switch_on(app, press, lobby: LobbyScene) -> None:
    lobby.menu.selected = lobby.rows.index(("phones", None))
    press(app, pygame.KSCAN_RETURN)


def seated_phone(app, lobby: LobbyScene, name: str) -> Phone:
    phone = Phone(app.input.phones)
    phone.join(name)
    frames_until(app, lambda: name in [app.input.phones.name(d) for d in lobby.humans.values()])
    return phone


def test_phones_are_off_until_the_host_switches_them_on(app, press, lobby):
    scene = lobby()
    assert app.input.phones is None and scene.phones.row_text("phones")[1] == "◂ off ▸"
    switch_on(app, press, scene)
    server = app.input.phones
    assert server is not None and server.host == "127.0.0.1"
    assert scene.phones.row_text("phones")[1] == "◂ on ▸"
    expected = matrix(server.url)
    assert modules_drawn(join_code(server).surface, len(expected)) == expected
    assert f"?room={server.room}" in server.url
    app.frame(1 / 60)  # the panel draws: the QR code, the room code, the address
    switch_on(app, press, scene)
    assert app.input.phones is None and not server.running


def test_a_phone_takes_a_free_seat_beside_the_keyboard_and_learns_it(app, press, lobby):
    scene = lobby()
    press(app, app.input.keyboard.scancode("kb1", "act"))
    assert scene.humans == {0: "kb1"}
    switch_on(app, press, scene)
    phone = seated_phone(app, scene, "Anna")
    (seat, device), = [(s, d) for s, d in scene.humans.items() if d != "kb1"]
    assert seat == 1 and device.startswith("phone:") and scene.seats[1] == "human"
    assert app.input.seat_of(device) == 1
    assert "phone: Anna" in scene.row_text(("seat", 1))
    view = phone.expect("view", app)
    assert view["seat"] == 1 and view["name"] == "Anna" and view["status"].startswith("Seat 2")
    assert view["buttons"] == {"act": "change seat", "alt": "leave"}


def test_a_phone_seat_shows_its_ping_once_its_link_is_measured(app, press, lobby):
    scene = lobby()
    switch_on(app, press, scene)
    phone = seated_phone(app, scene, "Anna")
    seat = next(seat for seat, device in scene.humans.items() if device.startswith("phone:"))
    assert "ping" not in scene.row_text(("seat", seat))
    app.input.phones.ping()
    phone.answer_ping()
    frames_until(app, lambda: "ping" in scene.row_text(("seat", seat)))
    assert re.search(r"\(phone: Anna\) · ping \d+ ms", scene.row_text(("seat", seat)))


def test_phones_fill_seats_beyond_the_keyboard_clusters_up_to_the_titles_most(app, press, lobby):
    scene = lobby("gambit7")
    switch_on(app, press, scene)
    phones = [seated_phone(app, scene, f"P{number}") for number in range(7)]
    assert sorted(scene.humans) == list(range(7)) and all(d.startswith("phone:") for d in scene.humans.values())
    late = Phone(app.input.phones, source="127.0.0.9")
    late.send({"t": "join", "name": "Late"})
    assert late.expect("view", app)["status"] == app.text("phones.audience_next")  # Gambit 7 has an audience
    assert len(scene.humans) == 7 and "Late" not in [app.input.phones.name(d) for d in scene.humans.values()]
    assert phones[6].expect("view", app)["seat"] == 6


def test_a_phone_changes_seats_and_leaves_with_its_buttons(app, press, lobby):
    scene = lobby()
    switch_on(app, press, scene)
    phone = seated_phone(app, scene, "Anna")
    device = scene.humans[0]
    phone.press("act")
    phone.release("act")
    frames_until(app, lambda: scene.humans == {1: device})
    assert scene.seats[0] == "normal" and app.input.seat_of(device) == 1
    phone.press("alt")
    assert phone.expect("freed", app)
    frames_until(app, lambda: not scene.humans)
    assert app.input.phones.devices() == []


def test_the_host_frees_a_phones_seat_and_the_phone_may_join_again(app, press, lobby):
    scene = lobby()
    switch_on(app, press, scene)
    phone = seated_phone(app, scene, "Anna")
    token = phone.token
    scene.menu.selected = scene.rows.index(("seat", 0))
    press(app, pygame.KSCAN_RETURN)
    assert phone.expect("freed") and scene.humans == {} and scene.seats[0] == "normal"
    assert scene.message == "Seat 1 is free: its phone may join again."
    assert Phone(app.input.phones).back(token) == {"t": "unknown"}
    seated_phone(app, scene, "Anna")


def test_the_room_outlives_the_lobby_and_its_phones_follow_the_host_to_the_next(app, press, lobby):
    scene = lobby()
    switch_on(app, press, scene)
    server = app.input.phones
    room = server.room
    anna = seated_phone(app, scene, "Anna")
    bea = seated_phone(app, scene, "Bea")
    press(app, pygame.KSCAN_ESCAPE)
    assert scene not in app.stack and app.input.phones is server and server.running
    assert anna.expect("view", app)["status"] == app.text("phones.between")
    following = lobby("gambit7")  # the host opens another title: same room, same phones, no rescan
    frames_until(app, lambda: len(following.humans) == 2)
    assert server.room == room and sorted(server.name(d) for d in following.humans.values()) == ["Anna", "Bea"]
    assert view_until_status(app, bea, "Seat 2")
    switch_on(app, press, following)  # off: the room closes
    assert app.input.phones is None and not server.running
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            anna.receive()
    assert closed.value.rcvd.reason == "closed"


def view_until_status(app, phone: Phone, start: str) -> bool:
    for _ in range(500):
        if phone.expect("view", app)["status"].startswith(start):
            return True
    return False


def test_a_phone_with_no_free_seat_waits_in_the_room(app, press, lobby):
    scene = lobby("altitude")
    switch_on(app, press, scene)
    phones = [seated_phone(app, scene, f"P{n}") for n in range(scene.title.max_players)]
    late = Phone(app.input.phones)
    late.join("Late")
    assert late.expect("view", app)["status"] == app.text("phones.page.full")
    assert "Late" in [app.input.phones.name(d) for d in app.input.phones.devices()]  # still in the room
    phones[0].press("alt")  # one leaves: the waiting phone sits
    frames_until(app, lambda: "Late" in [app.input.phones.name(d) for d in scene.humans.values()])


def test_the_table_starts_with_the_phones_bound_to_their_seats(app, press, lobby):
    scene = lobby()
    for seat in (2, 3):
        scene.seats[seat] = EMPTY
    switch_on(app, press, scene)
    scene.phones.change("phone_away", 1)
    seated_phone(app, scene, "Anna")
    seated_phone(app, scene, "Bea")
    scene.start()
    table = app.top
    assert table.session.humans == {0: scene.humans[0], 1: scene.humans[1]}
    assert table.session.phone_away == "bot"
    assert app.input.seat_of(scene.humans[1]) == 1


def test_the_host_sees_wrong_room_codes_on_the_panel(app, press, lobby, monkeypatch):
    import urllib.error
    import urllib.request

    from game.kit import phones as kit_phones
    scene = lobby()
    switch_on(app, press, scene)
    server = app.input.phones
    written: list[str] = []
    wrapped = kit_phones.widgets.wrapped
    monkeypatch.setattr(kit_phones.widgets, "wrapped", lambda surface, words, *rest, **named: (
        written.append(words), wrapped(surface, words, *rest, **named))[1])
    app.frame(1 / 60)
    assert written and not any("Wrong room codes" in words for words in written)
    for _ in range(2):
        with pytest.raises(urllib.error.HTTPError):
            urllib.request.urlopen(f"http://127.0.0.1:{server.port}/check?room=WRONG1", timeout=30)
    written.clear()
    app.frame(1 / 60)
    assert any(words.startswith("Wrong room codes tried: 2\n") for words in written)


def test_phones_sit_where_they_sat_when_the_titles_lobby_opens_again(app, press, lobby):
    scene = lobby("gaemsh")
    switch_on(app, press, scene)
    anna = seated_phone(app, scene, "Anna")
    seated_phone(app, scene, "Bea")
    first = scene.humans[0]
    anna.press("act")  # Anna moves on to sit as Bea's partner
    anna.release("act")
    frames_until(app, lambda: scene.humans.get(0) != first)
    where = dict(scene.humans)
    press(app, pygame.KSCAN_ESCAPE)
    again = lobby("gaemsh")
    frames_until(app, lambda: len(again.humans) == 2)
    assert again.humans == where and app.input.seat_of(first) == next(s for s, d in where.items() if d == first)


def guessed_at(app, press, lobby) -> tuple[LobbyScene, PhoneServer, Phone]:
    """A lobby with phones on, Anna's phone seated, and someone guessing the room code."""
    scene = lobby()
    switch_on(app, press, scene)
    server = app.input.phones
    anna = seated_phone(app, scene, "Anna")
    old = server.room
    for n in range(GUESSING):
        assert refused(server, "AAAAAA" if old != "AAAAAA" else "CCCCCC", f"127.0.9.{n + 1}")
    return scene, server, anna


def test_someone_guessing_the_code_is_told_on_the_big_screen_and_the_host_can_make_a_new_code(app, press, lobby):
    scene, server, anna = guessed_at(app, press, lobby)
    old = server.room
    app.frame(1 / 60)
    assert isinstance(app.top, ConfirmScene)
    assert str(GUESSING) in app.top.question and app.top.question == app.text("phones.guessing_ask", count=GUESSING)
    for _ in range(60):  # a second to read it
        app.frame(1 / 60)
    press(app, pygame.KSCAN_DOWN)
    press(app, pygame.KSCAN_RETURN)
    assert app.top is scene and server.room != old and scene.message == app.text("phones.new_code_done",
                                                                                  code=server.room)
    app.frame(1 / 60)
    assert not isinstance(app.top, ConfirmScene)  # asked once for each code
    anna.press("act")  # the phones already here stay
    frames_until(app, lambda: scene.humans.get(1) is not None)


def test_an_enter_meant_for_start_as_the_code_question_appears_changes_nothing(app, press, lobby):
    """Issue 32: the question came with "New room code" under the cursor, so a host pressing
    Enter for Start as it appeared changed the code (a friend still joining with the old one
    had to scan again). An Enter right then leaves the code, the game unstarted and the
    question standing (it takes no press in its first moment); read, Enter alone keeps the code."""
    scene, server, _ = guessed_at(app, press, lobby)
    old = server.room
    scene.menu.selected = scene.rows.index(("start", None))
    app.frame(1 / 60)  # the question appears
    question = app.top
    assert isinstance(question, ConfirmScene)
    press(app, pygame.KSCAN_RETURN)  # the host's Enter for Start
    assert server.room == old and app.top is question and app.stack[-2] is scene
    for _ in range(60):
        app.frame(1 / 60)
    press(app, pygame.KSCAN_RETURN)  # read: Enter alone keeps the code
    assert server.room == old and app.top is scene


def refused(server, code: str, source: str) -> bool:
    try:
        Phone(server, room=code, source=source)
    except InvalidStatus as refusal:
        return refusal.response.status_code == 403
    return False
