"""Phone presses reach the scenes as intents like keys: stamped with the frame's game time
and a place in the same queue order, carrying the seat their phone is bound to."""
from __future__ import annotations

import threading

import pygame

from game.phones.protocol import JOINED, LOST
from phoning import WAIT, Phone, started


def poll_until(app, now: float, count: int) -> list:
    taken = []
    pause = threading.Event()
    for _ in range(int(WAIT / 0.005)):
        taken += app.input.poll(now)
        if len(taken) >= count:
            return taken
        pause.wait(0.005)
    raise AssertionError(f"only {taken} after {WAIT} s")


def test_a_phones_presses_are_intents_in_the_one_queue_with_their_seat(app):
    server = started()
    app.input.phones = server
    try:
        phone = Phone(server)
        phone.join("Anna")
        joined, = poll_until(app, 1.0, 1)
        assert (joined.button, joined.seat, joined.t) == (JOINED, None, 1.0)
        app.input.bind(joined.device, 3)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=app.input.keyboard.scancode("kb1", "act"),
                                             key=0, mod=0, unicode=""))
        key, = app.input.poll(2.0)
        phone.press("slot2")
        phone.release("slot2")
        phone.press("digit:4")
        pressed, released, digit = poll_until(app, 2.5, 3)
        assert (pressed.button, pressed.pressed, pressed.seat, pressed.device, pressed.t) == (
            "slot2", True, 3, joined.device, 2.5)
        assert (released.button, released.pressed, digit.button) == ("slot2", False, "digit:4")
        assert key.order < pressed.order < released.order < digit.order
        phone.close()
        lost, = poll_until(app, 3.0, 1)
        assert (lost.button, lost.seat) == (LOST, 3)
        assert app.input.seat_of(joined.device) == 3  # it keeps its seat while away
        assert app.input.device_label(joined.device) == "phone: Anna, away"
        assert app.input.key_labels(joined.device)["slot1"] == "▲"
    finally:
        app.input.phones = None
        server.stop(wait=True)
