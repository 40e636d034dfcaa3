"""The tap message (a place of a phone's view that carries "tap"), checked like every phone
message: its shape, its counter, and a seat or a place in the room first."""
from __future__ import annotations

import pytest

from game.phones.protocol import JOINED, Dropped, Inbound, parse
from phoning import Phone, inbound, started


@pytest.fixture
def server():
    running = started()
    yield running
    running.stop(wait=True)


def test_a_tap_with_a_target_and_a_counter_is_taken():
    assert parse('{"t": "tap", "target": "slot:-3", "n": 4}') == {"t": "tap", "target": "slot:-3", "n": 4}
    assert parse('{"t": "tap", "target": "slot:too_high", "n": 1}')["target"] == "slot:too_high"


@pytest.mark.parametrize("message", [
    '{"t": "tap", "target": "Slot:1", "n": 1}',  # capitals
    '{"t": "tap", "target": "", "n": 1}',
    '{"t": "tap", "target": "' + "a" * 41 + '", "n": 1}',
    '{"t": "tap", "target": "slot 1", "n": 1}',
    '{"t": "tap", "target": "slot:1", "n": 0}',
    '{"t": "tap", "target": "slot:1"}',
    '{"t": "tap", "target": "slot:1", "n": 1, "b": "act"}',
    '{"t": "tap", "target": 3, "n": 1}',
])
def test_a_tap_of_another_shape_is_dropped(message):
    with pytest.raises(Dropped):
        parse(message)


def test_a_tap_reaches_the_game_as_a_press_in_order_and_a_replay_is_dropped(server):
    phone = Phone(server)
    phone.send({"t": "tap", "target": "slot:1", "n": 1})  # before it joined: dropped
    phone.join("Eve")
    phone.send({"t": "tap", "target": "slot:2", "n": 5})
    phone.send({"t": "tap", "target": "slot:3", "n": 5})  # the same counter again: dropped
    phone.send({"t": "press", "b": "act", "n": 6})
    taken = inbound(server, 3)
    device = taken[0].device
    assert taken == [Inbound(device, JOINED), Inbound(device, "tap:slot:2"), Inbound(device, "act")]
    assert server.dropped == 2
