"""The phones' tests share the room: `phones`, the server a lobby's "Phones" starts, on 127.0.0.1."""
from __future__ import annotations

import pytest

from game.kit.phones import start_server
from phoning import loopback


@pytest.fixture
def phones(app, monkeypatch):
    loopback(monkeypatch)
    server, problem = start_server(app)
    assert server is not None and problem == app.text("phones.no_network")  # 127.0.0.1 is no LAN
    yield server
    while app.stack:
        app.pop()
    app.input.phones = None
    server.stop(wait=True)
