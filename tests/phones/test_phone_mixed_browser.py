"""One table, four real phone pages (headless Chromium), each from its own loopback address: two
on the host's Wi-Fi (the LAN server) and two friends elsewhere through the relay (relay/ under
workerd, on a simulated link: tests/phones/edge.py). They play a round of every title together by
tapping, the friends' seats marked online; after a round the friends' link drops and returns, and
after another the host's uplink drops and returns: each time the table pauses and the pages come
back to their seats by themselves (the page's retry schedule is bounded: `retryDelay`)."""
from __future__ import annotations

import pygame
from edge import SimulatedLink
from test_phone_browser import PHONE, SMALL, Player, browser, shots  # noqa: F401 (fixtures)
from test_phone_browser import pytestmark as browser_marks
from test_phone_crowd_browser import play_round, sit_down

from game import catalogue
from game.phones.uplink import RETRY_FAST, RETRY_MOST
from game.shell.lobby import LobbyScene
from game.shell.phone_away import PhoneAwayScene
from phoning import loopback
from relay import Relay
from relaying import host_address

pytestmark = browser_marks
NAMES = ("Anna", "Bea", "Cla", "Dario")  # the first two at home, the others online
ADDRESSES = [f"127.0.5.{n}" for n in range(1, len(NAMES) + 1)]
FRIENDS = dict(delay=0.03, jitter=0.01, loss=0.01)  # their link to the relay, one way


def test_two_phones_at_home_and_two_online_play_every_title_at_one_table_and_survive_drops(
        app, press, monkeypatch, browser, shots, local_relay):
    loopback(monkeypatch)
    uplink_link = SimulatedLink(local_relay.port, address=host_address())
    friends_link = SimulatedLink(local_relay.port, seed=4, **FRIENDS)
    sources = [Relay(address) for address in ADDRESSES]
    app.settings.relay = uplink_link.url
    try:
        players = [Player(app, browser.page(*(PHONE if index % 2 == 0 else SMALL), proxy=source.address))
                   for index, source in enumerate(sources)]
        lobby = LobbyScene(app, catalogue.TITLES[0])
        app.push(lobby)
        lobby.menu.selected = lobby.rows.index(("online", None))
        press(app, pygame.KSCAN_RETURN)  # Online: phones on too
        server = app.input.phones
        uplink = server.uplink
        players[0].until(lambda: uplink.up)
        addresses = [server.url] * 2 + [f"{friends_link.url}/?room={uplink.room}"] * 2
        sit_down(server, players, NAMES, addresses)
        devices = [player.device() for player in players]
        assert [server.remote(device) for device in devices] == [False, False, True, True]
        assert [app.input.device_label(device).startswith("phone online") for device in devices] == \
            [False, False, True, True]
        assert friends_link.opened >= 2 and all(source.opened for source in sources)  # each page its own address
        delays = players[2].page.run(f"Array.from({{length: {RETRY_FAST}}}, (_, i) => retryDelay(i + 1))")
        assert max(delays) == RETRY_MOST * 1000  # a page dials again at most a second apart

        drops = {1: friends_link, 2: uplink_link}  # after which title's round which link drops
        for number, title in enumerate(catalogue.TITLES):
            if lobby is None:
                lobby = LobbyScene(app, title)
                app.push(lobby)
            table, seated, humans = play_round(app, press, monkeypatch, lobby, players)
            assert [server.remote(player.device()) for player in seated] == \
                [player in players[2:] for player in seated]
            if number in drops:
                link = drops[number]
                link.drop()
                players[0].until(lambda: isinstance(app.top, PhoneAwayScene))  # the game pauses
                for friend in players[2:]:
                    friend.until(lambda: friend.state() == "away")
                link.restore()
                for friend, device in zip(players[2:], devices[2:]):
                    friend.until(lambda: friend.state() == "playing" and server.connected(device) and app.top is table)
                assert table.session.humans == humans and uplink.room in addresses[2]
            press(app, pygame.KSCAN_ESCAPE)  # pause, quit to the menu: the phones wait in the room
            while app.stack:
                app.pop()
            lobby = None
        players[2].page.screenshot(shots / "phone-online-mixed.png")
        assert sorted(server.name(device) for device in server.devices()) == sorted(NAMES)
        assert uplink.drops == 1
    finally:
        app.shutdown()
        for source in sources:
            source.close()
        uplink_link.close()
        friends_link.close()
