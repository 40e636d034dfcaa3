"""The phones' server and protocol, with a real websocket client against the real server."""
from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from game.phones.protocol import BACK, JOINED, LOST, MAX_MESSAGE, Dropped, Inbound, RateLimit, parse
from game.phones.server import Outbox
from phoning import WAIT, Phone, inbound, settled, started, wait_for


@pytest.fixture
def server():
    running = started()
    yield running
    running.stop(wait=True)


def get(server, path: str) -> tuple[int, bytes, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}{path}", timeout=WAIT) as answer:
            return answer.status, answer.read(), answer.headers["Content-Type"]
    except urllib.error.HTTPError as refused:
        return refused.code, b"", ""


def test_the_page_its_files_and_cards_are_served_and_the_code_is_checked(server):
    status, page, kind = get(server, f"/?room={server.room}")
    assert status == 200 and kind.startswith("text/html") and b"phone.js" in page
    assert b'data-words="{&quot;name&quot;: &quot;Your name&quot;}"' in page  # its words, before any code
    assert get(server, "/")[0] == 200 and get(server, "/?room=ZZZZ")[0] == 200  # it asks for the code
    assert get(server, f"/check?room={server.room}")[0] == 200
    assert get(server, "/check?room=ZZZZZZ")[0] == 403
    assert get(server, "/phone.js")[0] == 200 and get(server, "/phone.css")[0] == 200
    status, card, kind = get(server, "/card/rosen-7.svg")
    assert status == 200 and kind == "image/svg+xml" and card.startswith(b"<svg")
    assert b">23</text>" in get(server, "/card/mountain-23.svg")[1]  # Altitude's number in its tabs
    assert get(server, "/card/back-jass.svg")[0] == 200 and get(server, "/card/milk-minus-2.svg")[0] == 200


@pytest.mark.parametrize("path", ["/levels/bots.toml", "/phone/index.html", "/../game/app.py", "/card/../icon.png",
                                  "/card/rosen-99.svg", "/card/mountain-51.svg", "/index.html", "/fonts/x.ttf",
                                  "/card/ROSEN-7.svg", "/ws"])
def test_nothing_else_is_served(server, path):
    assert get(server, path)[0] in (400, 403, 404)


def test_a_websocket_needs_the_room_code(server):
    with pytest.raises(InvalidStatus) as refused:
        Phone(server, room="ZZZZ")
    assert refused.value.response.status_code == 403


def test_a_phone_joins_presses_and_releases_in_order(server):
    phone = Phone(server)
    token = phone.join("Anna")
    assert len(token) == 32
    phone.press("slot1")
    phone.press("act")
    phone.release("slot1")
    phone.press("digit:7")
    phone.press("backspace")
    taken = settled(server, phone)
    device = taken[0].device
    assert taken == [Inbound(device, JOINED), Inbound(device, "slot1"), Inbound(device, "act"),
                     Inbound(device, "slot1", False), Inbound(device, "digit:7"), Inbound(device, "backspace")]
    assert server.name(device) == "Anna" and server.connected(device)
    assert server.dropped == 0


def test_a_view_reaches_the_phone_and_an_equal_one_is_not_sent_again(server):
    phone = Phone(server)
    phone.join()
    device = inbound(server, 1)[0].device
    server.send(device, {"t": "view", "status": "one"})
    assert phone.expect("view")["status"] == "one"
    server.send(device, {"t": "view", "status": "one"})
    server.send(device, {"t": "view", "status": "two"})
    assert phone.expect("view")["status"] == "two"


@pytest.mark.parametrize("message, why", [
    ({"t": "press", "b": "slot1"}, "n"),
    ({"t": "press", "b": "slot9", "n": 5}, "b"),
    ({"t": "press", "b": "slot1", "n": 0}, "n"),
    ({"t": "press", "b": "slot1", "n": True}, "n"),
    ({"t": "press", "b": "slot1", "n": 5, "extra": 1}, "extra"),
    ({"t": "release", "b": "digit:3", "n": 5}, "b"),
    ({"t": "join", "name": ""}, "name"),
    ({"t": "join", "name": "<script>"}, "name"),
    ({"t": "join", "name": "A" * 17}, "name"),
    ({"t": "back", "token": "00"}, "token"),
    ({"t": "shout"}, "type"),
    ([1, 2], "object"),
    ("x" * (MAX_MESSAGE + 1), "longer"),
    (b"\xff\xfe", "UTF-8"),
    ("[" * 200, "JSON"),
])
def test_parse_drops_what_a_phone_may_not_send(message, why):
    raw = message if isinstance(message, (str, bytes)) else json.dumps(message)
    with pytest.raises(Dropped) as dropped:
        parse(raw)
    assert why in dropped.value.why


def test_out_of_turn_messages_are_dropped_and_change_nothing(server):
    stranger = Phone(server)
    stranger.press("slot1")  # before a seat
    stranger.send({"t": "back", "token": "0" * 32})
    assert stranger.expect("unknown")
    phone = Phone(server)
    phone.join()
    phone.send({"t": "join", "name": "Again"})  # a second join
    phone.release("slot2")  # not down
    phone.press("slot3")
    phone.send({"t": "press", "b": "slot4", "n": phone.counter})  # a counter not above the last
    phone.send({"t": "release", "b": "slot3", "n": 1})  # late
    phone.press("slot3")  # already down
    phone.send("not json at all")
    taken = settled(server, phone)
    device = taken[0].device
    assert taken == [Inbound(device, JOINED), Inbound(device, "slot3")]
    assert server.dropped == 7
    assert server.devices() == [device]


def test_an_oversized_message_is_dropped_and_the_phone_stays(server):
    phone = Phone(server)
    phone.join()
    phone.send(json.dumps({"t": "join", "name": "x" * 2000}))
    taken = settled(server, phone)
    assert [item.button for item in taken] == [JOINED]
    assert server.dropped == 1 and server.connected(taken[0].device)


def test_a_phone_that_comes_back_with_its_token_gets_its_device_and_last_view(server):
    phone = Phone(server)
    token = phone.join()
    phone.press("alt")  # held when the connection goes
    device = inbound(server, 2)[0].device
    server.send(device, {"t": "view", "status": "mine"})
    phone.expect("view")
    phone.close()
    assert inbound(server, 2) == [Inbound(device, "alt", False), Inbound(device, LOST)]
    assert not server.connected(device)
    again = Phone(server)
    assert again.back(token) == {"t": "welcome", "token": token, "name": "Anna"}
    assert again.receive() == {"t": "view", "status": "mine", "v": 1}  # the first view this link carried
    assert inbound(server, 1) == [Inbound(device, BACK)]
    again.press("slot1")  # its counter starts again with the new connection
    assert settled(server, again) == [Inbound(device, "slot1")]


def test_a_second_page_with_the_token_replaces_the_first(server):
    first = Phone(server)
    token = first.join()
    device = inbound(server, 1)[0].device
    first.press("act")
    settled(server, first)  # act is down
    second = Phone(server)
    assert second.back(token)["t"] == "welcome"
    assert first.expect("replaced")
    assert inbound(server, 1) == [Inbound(device, "act", False)]
    first.press("slot1")  # the old page has no seat any more
    assert settled(server, second) == []


def test_the_host_frees_a_seat_and_its_token_stops_working(server):
    phone = Phone(server)
    token = phone.join()
    device = inbound(server, 1)[0].device
    server.free(device)
    assert phone.expect("freed")
    assert server.devices() == []
    phone.press("slot1")
    other = Phone(server)
    assert other.back(token) == {"t": "unknown"}
    phone.join("Anna")  # the freed page may join again, as a new phone
    assert inbound(server, 1)[0].device != device


def test_connections_are_limited_and_a_page_without_a_phone_makes_room():
    server = started(connections=2)
    try:
        phones = [Phone(server), Phone(server)]
        phones[0].join("Anna")
        Phone(server)  # takes the place of the page that has not joined (phones[1])
        with pytest.raises(ConnectionClosed):
            phones[1].receive()
        phones[1] = Phone(server)
        phones[1].join("Bea")
        with pytest.raises((InvalidStatus, ConnectionClosed)):  # every link has its phone now
            Phone(server).receive()
        phones[0].close()

        def another() -> bool:  # the closed one's handler ends in its own thread
            try:
                Phone(server)
            except (InvalidStatus, ConnectionClosed):
                return False
            return True
        assert wait_for(another)
    finally:
        server.stop(wait=True)


def test_messages_over_the_rate_limit_are_dropped():
    server = started(rate=1.0, burst=5.0, clock=lambda: 100.0)  # the clock stands still: no refill
    try:
        phone = Phone(server)
        phone.join()  # 1 of 5
        for _ in range(2):
            phone.press("slot1")
            phone.release("slot1")
        taken = inbound(server, 5)
        assert [(item.button, item.pressed) for item in taken] == [
            ("phone_join", True), ("slot1", True), ("slot1", False), ("slot1", True), ("slot1", False)]
        phone.press("alt")
        phone.release("alt")
        assert wait_for(lambda: server.dropped == 2) and server.drain() == []
    finally:
        server.stop(wait=True)


def test_rate_limit_refills_with_time():
    limit = RateLimit(rate=2.0, burst=2.0)
    assert [limit.allow(0.0) for _ in range(3)] == [True, True, False]
    assert limit.allow(0.5) and not limit.allow(0.5)
    assert limit.allow(10.0) and limit.allow(10.0) and not limit.allow(10.0)


def test_an_outbox_keeps_only_the_newest_view_and_a_bounded_number_of_messages():
    box = Outbox(limit=3)
    box.put({"t": "view", "n": 1})
    box.put({"t": "full"})
    box.put({"t": "view", "n": 2})
    assert box.take() == {"t": "full"} and box.take() == {"t": "view", "n": 2}
    for number in range(10):
        box.put({"t": "note", "n": number})
    assert [box.take()["n"] for _ in range(3)] == [7, 8, 9]
    box.close()
    assert box.take() is None


def test_stopping_closes_every_phone_with_the_reason():
    server = started()
    phone = Phone(server)
    phone.join()
    server.stop(wait=True)
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            phone.receive()
    assert closed.value.rcvd.code == 1001 and closed.value.rcvd.reason == "closed"
    assert not server.running


def test_the_selftest_checks_the_page_the_cards_and_a_join(monkeypatch):
    from game.phones import selfcheck, server as server_module
    assert selfcheck.problems() == []
    monkeypatch.setattr(server_module, "read_asset", lambda name: (_ for _ in ()).throw(FileNotFoundError(name)))
    found = selfcheck.problems()
    assert any("/phone.js answered 500" in problem for problem in found)


def test_a_phone_that_vanishes_is_noticed_and_never_holds_up_a_send(monkeypatch):
    """A phone that stops answering (asleep, out of range) but never closes: sends to it only
    fill its bounded outbox, and the pings find it gone."""
    from game.phones import server as server_module
    from game.phones.selfcheck import raw_websocket, send_text
    monkeypatch.setattr(server_module, "PING_EVERY", 0.2)
    monkeypatch.setattr(server_module, "PING_WAIT", 0.5)
    monkeypatch.setattr(server_module, "CLOSE_SECONDS", 0.2)  # the closing handshake's wait for the gone phone
    server = started()
    try:
        with raw_websocket(server) as link:
            send_text(link, {"t": "join", "name": "Sleepy"})
            device = inbound(server, 1)[0].device  # joined; from now on it reads nothing, answers no ping
            for number in range(2000):
                server.send(device, {"t": "view", "status": "x" * 2000, "n": number})
            assert inbound(server, 1) == [Inbound(device, LOST)]
            assert not server.connected(device)
    finally:
        server.stop(wait=True)
