"""The big screen shows no key hint for a phone's seat (its buttons are on its phone), in every
title, while a keyboard seat at the same table keeps its hint."""
from __future__ import annotations

import pytest
from catalogued import phone_seats
from driving import push_table

from game import catalogue
from game.kit.phones import start_server
from game.kit.table import TableScene
from phoning import Phone, frames_until, loopback


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_a_phone_seat_has_no_key_hint_on_the_big_screen(app, monkeypatch, title):
    loopback(monkeypatch)
    server, _ = start_server(app)
    try:
        phone = Phone(server)
        phone.join("Anna")
        frames_until(app, lambda: len(server.devices()) == 1)
        device, = server.devices()
        drawn: list[int] = []
        real = TableScene.draw_hint_box
        monkeypatch.setattr(TableScene, "draw_hint_box",
                            lambda table, surface, seat, back: (drawn.append(seat), real(table, surface, seat, back)))
        table = push_table(app, title, title.scene_class(), phone_seats(title), humans={0: device, 1: "kb1"})
        for _ in range(240):  # four seconds: the phone's seat has buttons, and the keyboard's
            app.frame(1 / 60)
            if table.key_labels(0) and table.key_labels(1) and 1 in drawn:
                break
        assert table.key_labels(0) and table.hint_rect(0) is None
        assert 0 not in drawn and 1 in drawn
    finally:
        while app.stack:
            app.pop()
        app.input.phones = None
        server.stop(wait=True)
