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


@pytest.fixture(scope="session")
def relay_bundle(tmp_path_factory):
    """The relay's bundle, built once a test process (skips where Node, npm or relay's packages are missing)."""
    import relaying
    reason = relaying.unavailable()
    if reason:
        pytest.skip(reason)
    return relaying.build(tmp_path_factory.mktemp("relay-bundle"))


@pytest.fixture(scope="session")
def local_relay(relay_bundle):
    """The relay under workerd on 127.0.0.1, with its own limits, for the whole test process."""
    import relaying
    relay = relaying.LocalRelay(relay_bundle)
    relay.start()
    yield relay
    relay.remove()
