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
