"""The phone protocol over both transports: a LAN websocket, and a link through the relay
(relay/ under local workerd) whose frames ride the host's uplink. The same server decides what a
phone may do either way."""
from __future__ import annotations

import socket

import pytest
from websockets.exceptions import ConnectionClosed

from game.phones.protocol import BACK, JOINED, LOST, TAP, Inbound
from phoning import Phone, inbound, settled, started
from relaying import online


@pytest.fixture(params=["lan", "relay"])
def room(request):
    """(the phones' server, what a phone dials: the server itself or its room on the relay)."""
    server = started()
    try:
        if request.param == "lan":
            yield server, server
        else:
            yield server, online(server, request.getfixturevalue("local_relay"))
    finally:
        server.stop(wait=True)


def test_a_phone_joins_presses_and_taps(room):
    server, target = room
    phone = Phone(target)
    assert len(phone.join("Anna")) == 32
    phone.press("slot1")
    phone.release("slot1")
    phone.tap("card:0:1")
    taken = settled(server, phone)
    device = taken[0].device
    assert taken == [Inbound(device, JOINED), Inbound(device, "slot1"), Inbound(device, "slot1", False),
                     Inbound(device, TAP + "card:0:1")]
    assert server.name(device) == "Anna" and server.connected(device) and server.dropped == 0
    assert server.remote(device) == (target is not server)


def test_a_view_goes_to_its_own_phone_only(room):
    server, target = room
    anna, bea = Phone(target), Phone(target)
    anna.join("Anna")
    bea.join("Bea")
    anna_device, bea_device = (item.device for item in inbound(server, 2))
    server.send(anna_device, {"t": "view", "hand": "Anna's"})
    server.send(bea_device, {"t": "view", "hand": "Bea's"})
    assert anna.expect("view")["hand"] == "Anna's"
    assert bea.expect("view")["hand"] == "Bea's"  # the first view Bea's link carries is her own
    server.send(anna_device, {"t": "view", "hand": "Anna's again"})
    assert anna.expect("view")["hand"] == "Anna's again"
    server.send(bea_device, {"t": "view", "hand": "Bea's again"})
    assert bea.expect("view")["hand"] == "Bea's again"


def test_a_phone_comes_back_by_its_token_after_its_link_dropped(room):
    server, target = room
    phone = Phone(target)
    token = phone.join("Anna")
    device = inbound(server, 1)[0].device
    server.send(device, {"t": "view", "hand": "kept"})
    phone.expect("view")
    phone.socket.socket.shutdown(socket.SHUT_RDWR)  # the link drops without a word
    phone.close()
    assert inbound(server, 1) == [Inbound(device, LOST)]
    again = Phone(target)
    assert again.back(token) == {"t": "welcome", "token": token, "name": "Anna"}
    assert again.expect("view")["hand"] == "kept"  # the last view again
    assert inbound(server, 1) == [Inbound(device, BACK)]
    again.press("act")
    assert settled(server, again) == [Inbound(device, "act")]


def test_a_phone_that_leaves_is_lost_to_the_room(room):
    server, target = room
    phone = Phone(target)
    phone.join("Anna")
    device = inbound(server, 1)[0].device
    phone.close()
    assert inbound(server, 1) == [Inbound(device, LOST)]
    assert not server.connected(device)


def test_the_room_closing_tells_the_phones(room):
    server, target = room
    phone = Phone(target)
    phone.join("Anna")
    inbound(server, 1)
    server.stop(wait=True)
    with pytest.raises(ConnectionClosed) as closed:
        phone.receive()
    assert (closed.value.rcvd.code, closed.value.rcvd.reason) == (1001, "closed")


class Clock:
    """The server's clock, set by the test (the network's own time plays no part)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(params=["lan", "relay"])
def timed_room(request):
    """(the phones' server on a clock the test sets, pinging only when told; what a phone dials; the clock)."""
    clock = Clock()
    server = started(clock=clock, ping_every=0)
    try:
        target = server if request.param == "lan" else online(server, request.getfixturevalue("local_relay"))
        yield server, target, clock
    finally:
        server.stop(wait=True)


def test_a_press_counts_when_its_page_drew_the_view_as_far_as_the_round_trip_allows(timed_room):
    server, target, clock = timed_room
    phone = Phone(target)
    phone.join("Anna")
    device = inbound(server, 1)[0].device
    server.send(device, {"t": "view", "hand": "x"})
    version = phone.expect("view")["v"]  # left at 1000.0
    clock.now = 1000.2
    server.ping()
    number = phone.next_ping()  # it left at 1000.2
    clock.now = 1000.28
    phone.send({"t": "pong", "n": number})
    settled(server, phone)
    assert server.round_trip(device) == pytest.approx(0.08) and server.allowance(device) == pytest.approx(0.08)
    clock.now = 1001.0
    phone.send({"t": "press", "b": "act", "n": 10, "v": version, "ms": 950})  # counts at 1000.95
    phone.send({"t": "tap", "target": "card:0:1", "n": 11, "v": version, "ms": 100})  # claims 1000.1: floor 1000.92
    phone.send({"t": "press", "b": "slot1", "n": 12})  # no moment: when it came
    phone.counter = 12
    taken = settled(server, phone)
    assert [(item.button, round(item.ago, 3)) for item in taken] == [("act", 0.05), (TAP + "card:0:1", 0.08),
                                                                     ("slot1", 0.0)]
    assert server.dropped == 0


def test_a_view_carries_its_version_and_each_link_counts_its_own(timed_room):
    server, target, clock = timed_room
    phone = Phone(target)
    token = phone.join("Anna")
    device = inbound(server, 1)[0].device
    server.send(device, {"t": "view", "hand": "1"})
    server.send(device, {"t": "view", "hand": "2"})
    views = [phone.expect("view")]
    if views[0]["hand"] == "1":  # else the first had not left when the second came: only the second went
        views.append(phone.expect("view"))
    assert [view["v"] for view in views] == list(range(1, len(views) + 1)) and views[-1]["hand"] == "2"
    phone.close()
    inbound(server, 1)
    again = Phone(target)
    again.back(token)
    assert again.expect("view")["v"] == 1  # the last view again, the first on this link
