"""The phones' tests share the room: `phones`, the server a lobby's "Phones" starts, on 127.0.0.1;
and the relay (relay/) under workerd: `relay_bundle`, `local_relay` (tests/phones/relaying.py)."""
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


@pytest.fixture(autouse=True)
def pages_closed(request):
    """A browser test's pages close when it ends (the browser itself lasts its module)."""
    yield
    if "browser" in request.fixturenames:
        request.getfixturevalue("browser").close_pages()


def pytest_configure(config):
    config.addinivalue_line("markers", "relay: runs the relay (relay/) under workerd (.ci/run's relay step: -m relay)")


def pytest_collection_modifyitems(items):
    for item in items:
        if "relay_bundle" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.relay)


@pytest.fixture(scope="session")
def relay_bundle(tmp_path_factory):
    """The relay's bundle, built once a test process. Where Node, npm or the relay's packages are
    missing its tests skip, saying which (they fail instead with ALPENPARTY_RELAY_TEST=required)."""
    import os

    import relaying
    reason = relaying.unavailable()
    if reason and os.environ.get("ALPENPARTY_RELAY_TEST") == "required":
        pytest.fail(reason)
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
