"""A real phone page through the relay: headless Chromium opens the link the lobby's Online panel
shows (the page, its script and the card pictures come from the relay under workerd), joins, sits,
plays Cambio's first look from its cards, and after the host's uplink drops comes back to the
same seat by itself (its page reconnects and shows its token)."""
from __future__ import annotations

import socket

import pygame

from game import catalogue
from game.shell.lobby import LobbyScene
from game.shell.lobby_phones import OnlineDoor
from phoning import loopback
from test_phone_browser import PHONE, Player, browser, shots, start  # noqa: F401  (fixtures)
from test_phone_browser import pytestmark  # noqa: F401  (browser, and skipped without Chromium)


def test_a_phone_page_through_the_relay_joins_plays_and_survives_an_uplink_drop(app, press, browser, shots,
                                                                                 local_relay, monkeypatch):
    loopback(monkeypatch)
    app.settings.relay = local_relay.url
    player = Player(app, browser.page(*PHONE, own_storage=True))
    lobby = LobbyScene(app, catalogue.by_id("cambio"))
    app.push(lobby)
    try:
        lobby.menu.selected = lobby.rows.index(("online", None))
        press(app, pygame.KSCAN_RETURN)
        uplink = app.input.phones.uplink
        player.until(lambda: uplink.up)
        url = OnlineDoor(uplink).url
        assert url.startswith(local_relay.url)
        player.page.go(url)
        player.until(lambda: player.state() == "join")
        player.page.type("#name", "Zoe")
        player.page.tap("#sit")
        player.until(lambda: player.state() == "playing" and len(lobby.humans) == 1)
        device = player.device()
        assert app.input.phones.remote(device) and app.input.device_label(device) == "phone online: Zoe"
        player.table = start(app, press, lobby)
        player.until(lambda: any(card not in ("", "not drawn") for card in player.cards(0)))  # pictures from the relay
        player.page.screenshot(shots / "phone-relay-cambio.png")

        lost = closed_links(app.input.phones, monkeypatch)
        uplink._socket.socket.shutdown(socket.SHUT_RDWR)  # the host's internet drops a moment
        player.until(lambda: device in lost)  # the phone was lost (it may be back before a slow frame ends)
        player.until(lambda: uplink.up and app.input.phones.connected(device))  # the page came back by itself
        player.until(lambda: player.state() == "playing")  # its seat's view again
        assert player.device() == device
    finally:
        server = app.input.phones
        while app.stack:
            app.pop()
        if server is not None:
            server.stop(wait=True)


def closed_links(server, monkeypatch) -> list[str]:
    """The devices whose links `server` closes from now on, in order: a loss is seen even when
    the uplink dials again and the phone is back (0.25 s) before the game's frame looks."""
    lost: list[str] = []
    close_link = server.close_link

    def noted(link) -> None:
        if link.phone is not None:
            lost.append(link.phone.device)
        close_link(link)
    monkeypatch.setattr(server, "close_link", noted)
    return lost
