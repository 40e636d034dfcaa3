"""The relay itself (relay/ under local workerd): its page, its doors and limits, and a host's room
that survives a dropped uplink, its phones waiting there (drops on a simulated link and a restarted
relay: test_relay_reconnect.py)."""
from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from game.phones.protocol import BACK, LOST, Inbound
from game.phones.uplink import Uplink
from phoning import WAIT, Phone, inbound, new_device, settled, started, wait_for
from relaying import Online, host_address, online


@pytest.fixture
def server():
    running = started()
    yield running
    running.stop(wait=True)


def get(relay, path: str, source: str | None = None) -> tuple[int, bytes, dict]:
    request = urllib.request.Request(f"{relay.url}{path}", headers={"CF-Connecting-IP": source or new_device()})
    try:
        with urllib.request.urlopen(request, timeout=WAIT) as answer:
            return answer.status, answer.read(), dict(answer.headers)
    except urllib.error.HTTPError as refused:
        return refused.code, refused.read(), dict(refused.headers)


def refusal(target, **options) -> int:
    with pytest.raises(InvalidStatus) as refused:
        Phone(target, **options)
    return refused.value.response.status_code


def test_the_relay_serves_the_lan_servers_page_files_and_cards(local_relay):
    lan = started()
    try:
        for path in ("/phone.js", "/phone.css", "/card/rosen-7.svg", "/card/mountain-23.svg", "/card/back-jass.svg"):
            status, body, headers = get(local_relay, path)
            with urllib.request.urlopen(f"http://127.0.0.1:{lan.port}{path}", timeout=WAIT) as answer:
                assert (status, body, headers["Content-Type"]) == (200, answer.read(), answer.headers["Content-Type"])
        status, page, headers = get(local_relay, "/?room=ABCDEF")
        assert status == 200 and b"phone.js" in page and headers["Content-Type"].startswith("text/html")
        assert get(local_relay, "/card/rosen-99.svg")[0] == 404 and get(local_relay, "/levels/bots.toml")[0] == 404
    finally:
        lan.stop(wait=True)


def test_the_code_check_knows_rooms_with_a_host_and_wrong_codes_cost(server, local_relay):
    target = online(server, local_relay)
    assert get(local_relay, f"/check?room={target.room}")[0] == 200
    guesser = new_device()
    answers = [get(local_relay, "/check?room=ZZZZZZ", guesser)[0] for _ in range(6)]
    assert answers == [403] * 5 + [429]
    status, body, headers = get(local_relay, f"/check?room={target.room}", guesser)  # not even looked up
    assert status == 429 and json.loads(body)["wait"] >= 1 and int(headers["Retry-After"]) >= 1
    assert get(local_relay, "/check?room=ABC")[0] == 403  # a code is at least 6 letters


def test_a_phones_websocket_needs_the_relays_own_page_and_the_code(server, local_relay):
    target = online(server, local_relay)
    assert refusal(target, origin="http://elsewhere.example") == 403
    assert refusal(Online(local_relay, _Coded("QQQQQQ"))) == 403


def test_an_address_has_four_links_in_a_room(server, local_relay):
    target = online(server, local_relay)
    source = new_device()
    phones = [Phone(target, source=source) for _ in range(4)]
    assert refusal(target, source=source) == 503
    Phone(target).join("Other")  # another address still comes in
    for phone in phones:
        phone.close()


def test_a_frame_over_the_limit_closes_its_link_and_a_long_message_is_dropped_by_the_host(server, local_relay):
    target = online(server, local_relay)
    phone = Phone(target)
    phone.join("Anna")
    device = inbound(server, 1)[0].device  # the join alone, before the presses (drained with it, one was lost)
    phone.send(json.dumps({"t": "press", "b": "act", "n": 1, "pad": "x" * 1000}))  # over 256 bytes: the host drops it
    phone.send(b'{"t": "press", "b": "slot1", "n": 2}')  # a binary frame is read as the LAN reads it
    phone.counter = 2
    assert settled(server, phone) == [Inbound(device, "slot1")] and server.dropped == 1
    phone.send("\x00" * 4000)  # JSON writes each as six characters on the uplink: still one phone's frame
    assert settled(server, phone) == [] and server.dropped == 2 and server.uplink.drops == 0
    phone.send("x" * 5000)
    with pytest.raises(ConnectionClosed) as closed:
        phone.receive()
    assert closed.value.rcvd.code == 1009
    assert inbound(server, 2) == [Inbound(device, "slot1", False), Inbound(device, LOST)]  # let go, as any lost phone


def test_another_hosts_code_is_refused_and_the_uplink_takes_a_new_one(server, local_relay):
    taken = online(server, local_relay).room
    other = started()
    try:
        uplink = Uplink(other, local_relay.url, room=taken, headers={"CF-Connecting-IP": host_address()})
        other.uplink = uplink
        uplink.start()
        assert wait_for(lambda: uplink.up)
        assert uplink.room != taken and len(uplink.room) == 6
    finally:
        other.stop(wait=True)


def test_a_host_is_no_page_and_needs_its_secret(local_relay):
    address = f"ws://127.0.0.1:{local_relay.port}/host?room=HOSTQQ"
    for headers, origin in (({}, None), ({"Authorization": "Bearer " + "a" * 32}, local_relay.origin)):
        with pytest.raises(InvalidStatus) as refused:
            connect(address, additional_headers={"CF-Connecting-IP": host_address(), **headers}, origin=origin,
                    open_timeout=WAIT)
        assert refused.value.response.status_code in (401, 403)


def test_after_the_uplink_drops_the_room_resumes_on_its_code_and_phones_come_back(server, local_relay):
    target = online(server, local_relay)
    uplink, room = server.uplink, target.room
    phone = Phone(target)
    token = phone.join("Anna")
    device = inbound(server, 1)[0].device
    uplink._socket.socket.shutdown(socket.SHUT_RDWR)  # the host's internet goes away a moment
    assert phone.receive() == {"t": "away"}  # the relay keeps the phone's link: it waits for its host
    assert inbound(server, 1) == [Inbound(device, LOST)]
    assert wait_for(lambda: uplink.up and uplink.drops == 1)
    assert uplink.room == room
    assert phone.receive()["t"] == "hello"  # announced to the host again, as a new link
    assert phone.back(token) == {"t": "welcome", "token": token, "name": "Anna"}
    phone.counter = 0  # counters start afresh on a new link
    phone.press("act")
    assert settled(server, phone) == [Inbound(device, BACK), Inbound(device, "act")]


def test_a_room_without_its_host_keeps_its_code_and_its_phones_wait_there_for_it(server, local_relay):
    target = online(server, local_relay)
    uplink = server.uplink
    uplink._stop.set()  # it will not dial again by itself
    uplink._socket.socket.shutdown(socket.SHUT_RDWR)
    assert wait_for(lambda: uplink.state == "stopped")
    assert get(local_relay, f"/check?room={target.room}")[0] == 200  # the code is still the host's
    address = f"ws://127.0.0.1:{local_relay.port}/ws?room={target.room}"
    with connect(address, origin=local_relay.origin, open_timeout=WAIT,
                 additional_headers=Online.phone_headers(new_device())) as waiting:
        assert json.loads(waiting.recv(timeout=WAIT)) == {"t": "away"}  # nobody seats it until the host is back
        waiting.send(json.dumps({"t": "join", "name": "Eve"}))  # dropped on the relay meanwhile
        back = Uplink(server, local_relay.url, room=target.room)
        back.headers = uplink.headers  # the same host, with its secret
        server.uplink = back
        back.start()
        assert json.loads(waiting.recv(timeout=WAIT))["t"] == "hello"
    assert server.devices() == []


class _Coded:
    """A room on the relay by its code only (no host behind it)."""

    def __init__(self, code: str) -> None:
        self.uplink = type("Code", (), {"room": code})()
