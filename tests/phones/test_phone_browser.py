"""A real phone page in a real browser: headless Chromium opens the address the lobby's QR code
encodes, joins a table and plays a few moves of every title from the page, at a phone's size
(390x844); each page is saved as a screenshot for a person to look at (in the test's folder,
or in ALPENPARTY_PHONE_SHOTS when set: docs/screenshots/ holds a few)."""
from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Callable

import pygame
import pytest

from game import catalogue
from game.kit.phones import join_code
from game.phones.qr import matrix
from game.titles.altitude.controls import AIM
from game.shell.lobby import LobbyScene
from browser import BrowserError, Chromium, chromium_path
from phoning import WAIT, loopback
from test_phone_qr import modules_drawn

PHONE = (390, 844)
# .ci/run: "own-step" while the whole suite runs (the browser test has a step of its own),
# "required" in that step (a missing or broken Chromium fails instead of skipping).
MODE = os.environ.get("ALPENPARTY_BROWSER_TEST", "")
pytestmark = [
    pytest.mark.skipif(chromium_path() is None and MODE != "required",
                       reason="no Chromium here (Debian: apt-get install chromium; .ci/run installs it)"),
    pytest.mark.skipif(MODE == "own-step", reason=".ci/run runs the browser test in its own step"),
]


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    try:
        chromium = Chromium(tmp_path_factory.mktemp("chromium-profile"))
    except BrowserError as problem:
        if MODE == "required":
            pytest.fail(f"Chromium does not start: {problem}")
        pytest.skip(f"Chromium does not start here: {problem}")
    yield chromium
    chromium.close()


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("ALPENPARTY_PHONE_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class Player:
    """The host's computer (the app, its frames) and one phone page beside it."""

    def __init__(self, app, page) -> None:
        self.app = app
        self.page = page
        self.pause = threading.Event()
        self.table = None  # once the game starts
        self.seat = 0

    def until(self, done: Callable[[], bool], frame: float = 1 / 60) -> None:
        """Run the game's frames until `done()`; the browser and the phones' server work meanwhile."""
        for _ in range(int(WAIT * 4 / 0.005)):
            self.app.frame(frame)
            if done():
                return
            self.pause.wait(0.005)
        raise AssertionError("the page or the table never got there: " + self.page.run("document.body.innerText"))

    def state(self) -> str:
        return self.page.run("document.body ? document.body.dataset.state : ''")

    def buttons(self) -> dict[str, str]:
        """What the page's buttons say they do (the disabled ones say nothing)."""
        return self.page.run("Object.fromEntries([...document.querySelectorAll('.key:not(:disabled)')]"
                             ".map(k => [k.dataset.b, k.dataset.label]))")

    def offered(self, button: str) -> bool:
        """The page shows the seat's buttons as they are now, and `button` among them."""
        labels = self.table.key_labels(self.seat)
        return button in labels and self.buttons() == labels

    def tap(self, button: str, frame: float = 1 / 60) -> None:
        """Wait until the page offers `button` (its view is the table's newest), then tap it."""
        self.until(lambda: self.offered(button), frame)
        self.page.tap(f'.key[data-b="{button}"]')

    def numpad(self, digit: str) -> None:
        self.page.run(f"[...document.querySelectorAll('#numpad button')].find(b => b.textContent === "
                      f"{json.dumps(digit)}).id = 'digit-{digit}'")
        self.page.tap(f"#digit-{digit}")

    def rows(self) -> list[list[str]]:
        """The card ids the page shows, row by row, and that each picture arrived and was drawn."""
        return self.page.run("[...document.querySelectorAll('.row')].map(r => [...r.querySelectorAll('.card')]"
                             ".map(c => { const i = c.querySelector('img'); "
                             "return i ? (i.complete && i.naturalWidth > 0 ? i.dataset.id : 'not drawn') : ''; }))")

    def cards(self, row: int) -> list[str]:
        rows = self.rows()
        return rows[row] if row < len(rows) else []


def sit_down(app, press, player: Player, title_id: str, name: str, shots: Path) -> LobbyScene:
    lobby = LobbyScene(app, catalogue.by_id(title_id))
    app.push(lobby)
    lobby.menu.selected = lobby.rows.index(("phones", None))
    press(app, pygame.KSCAN_RETURN)
    url = app.input.phones.url
    expected = matrix(url)
    assert modules_drawn(join_code(app.input.phones).surface, len(expected)) == expected  # the page the QR code opens
    player.page.go(url)
    player.until(lambda: player.state() == "join")
    player.page.screenshot(shots / "phone-join.png")
    player.page.type("#name", name)
    player.page.tap("#sit")
    player.until(lambda: player.state() == "playing" and len(lobby.humans) == 1)
    return lobby


def start(app, press, lobby: LobbyScene):
    lobby.seed = 5  # the same deal every run
    lobby.menu.selected = lobby.rows.index(("start", None))
    press(app, pygame.KSCAN_RETURN)
    table = app.top
    assert table is not lobby and list(table.session.humans.values())[0].startswith("phone:")
    return table


def moves(table) -> list:
    seat = next(iter(table.session.humans))
    return [action for action in table.session.match.log if getattr(action, "seat", None) == seat]


def cambio(player: Player, table, shot: Callable[[str], None]) -> None:
    for looks in range(2):  # the opening look, from the page: the card shows on the phone
        player.tap(next(b for b in ("slot1", "slot2", "slot3", "slot4") if b in table.key_labels(0)))
        player.until(lambda: len(moves(table)) > looks)
        slot = moves(table)[-1].slot
        face = next(card for owner, shown, card in table.session.match.state.observe(0).shown if (owner, shown) == (0, slot))
        player.until(lambda: face in player.cards(0))
    shot("phone-cambio")


def gaemsh(player: Player, table, shot: Callable[[str], None]) -> None:
    player.tap("act")  # the team signal: the emote grid ...
    player.tap("slot1")  # ... its first emote in the lit row
    player.until(lambda: bool(table.session.match.state.observe(0).my_signal))
    hand = list(table.session.match.state.observe(0).hand)
    player.until(lambda: hand in player.rows())  # the hand, face up (under the signal grid until all chose)
    player.until(lambda: table.session.match.state.observe(0).phase == "play", frame=0.1)
    player.tap("slot2", frame=0.05)  # drop the second card
    player.until(lambda: table.session.match.state.observe(0).mid_swap)
    shot("phone-gaemsh")
    player.tap("slot1")  # take the first centre card
    player.until(lambda: not table.session.match.state.observe(0).mid_swap)


def stafette(player: Player, table, shot: Callable[[str], None]) -> None:
    for roll in range(2):
        player.tap("slot1", frame=0.1)  # the white die
        player.until(lambda: sum(type(m).__name__ == "Roll" for m in moves(table)) > roll)
    hand = table.session.match.state.observe(0).hand
    player.until(lambda: len([c for c in player.cards(0) if c.startswith("milk")]) == len(hand))
    shot("phone-stafette")


def gambit7(player: Player, table, shot: Callable[[str], None]) -> None:
    player.until(lambda: player.page.run("!document.querySelector('#numpad').hidden"))
    for digit in "42":
        player.numpad(digit)
    player.until(lambda: player.page.run("document.querySelector('#number').textContent") == "42")
    shot("phone-gambit7-answer")
    player.tap("act")
    player.until(lambda: any(type(m).__name__ == "Answer" and m.seat == 0 and m.value == 42 for m in moves(table)))
    board = table.app.text("phones.row.board")
    player.until(lambda: board in player.page.run("document.querySelector('#rows').innerText"), frame=0.25)
    player.tap("slot1")  # betting: a chip where the cursor is
    player.until(lambda: "●" in player.page.run("document.querySelector('#rows').innerText"))
    shot("phone-gambit7-bet")
    player.tap("act")  # lock the bets
    player.until(lambda: any(type(m).__name__ == "LockBets" and m.seat == 0 for m in moves(table)))


def altitude(player: Player, table, shot: Callable[[str], None]) -> None:
    for button in ("slot1", "slot4", "slot1", "act"):  # give back the first two dealt cards, keep four
        player.tap(button)
    player.until(lambda: any(type(move).__name__ == "Keep" for move in moves(table)))
    shot("phone-altitude")
    for _ in range(8):  # the card it looks at, or the next one when it fits nowhere now ...
        player.tap("act", frame=0.1)
        player.until(lambda: table.buttons(0).mode == AIM or any(toast.seat == 0 for toast in table.toasts))
        if table.buttons(0).mode == AIM:
            break
        player.tap("slot4")
    player.tap("act")  # ... goes where the aim starts
    player.until(lambda: any(type(m).__name__ not in ("Keep", "Draw") for m in moves(table)))


PLAYS = {"cambio": cambio, "gaemsh": gaemsh, "stafette": stafette, "gambit7": gambit7, "altitude": altitude}


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_a_phone_joins_from_the_qr_address_and_plays_from_the_page(app, press, monkeypatch, browser, shots, title):
    loopback(monkeypatch)
    app.settings.privacy = "open"  # the big screen shows open hands, but never a phone's
    player = Player(app, browser.page(*PHONE))
    lobby = sit_down(app, press, player, title.id, "Anna", shots)
    if title.id == catalogue.TITLES[0].id:
        pygame.image.save(app.screen.surface, shots / "lobby-phones.png")  # the big screen: QR code, room, address
    table = start(app, press, lobby)
    player.table = table

    def shot(name: str) -> None:
        for _ in range(12):  # the newest view reaches the page
            player.until(lambda: True)
        player.page.screenshot(shots / f"{name}.png")
    PLAYS[title.id](player, table, shot)
    seat, device = next(iter(table.session.humans.items()))
    assert not table.hand_visible(seat)
    player.page.call("Page.reload")  # a reload comes back to the same seat with the kept token
    player.until(lambda: player.state() == "playing" and app.input.phones.connected(device)
                 and app.top is table and player.buttons() == table.key_labels(seat))
    assert table.session.humans[seat] == device and app.input.phones.devices() == [device]
    assert app.input.phones.dropped == 0
    press(app, pygame.KSCAN_ESCAPE)  # pause, then quit to the menu: the room stays open ...
    while app.stack:
        app.pop()
    assert app.input.phones is not None and app.input.phones.connected(device)
    app.shutdown()  # ... until the app ends
    player.until(lambda: player.state() == "closed")


def test_a_phone_reloads_mid_game_comes_back_to_its_seat_and_another_phone_cannot_take_it(app, press, monkeypatch,
                                                                                          browser, shots):
    loopback(monkeypatch)
    player = Player(app, browser.page(*PHONE))
    lobby = sit_down(app, press, player, "cambio", "Anna", shots)
    table = start(app, press, lobby)
    player.table = table
    seat, device = next(iter(table.session.humans.items()))
    server = app.input.phones
    player.until(lambda: player.buttons() == table.key_labels(seat) and bool(player.buttons()))
    player.page.go("about:blank")  # the page is gone for a moment (a reload, a locked screen) ...
    player.until(lambda: not server.connected(device))
    other = Player(app, browser.page(*PHONE, own_storage=True))  # ... and another phone scans the code
    other.page.go(server.url)
    other.until(lambda: other.state() == "join")
    other.page.type("#name", "Anna")  # the name is taken in the room
    other.page.tap("#sit")
    other.until(lambda: other.state() == "join" and other.page.run("document.querySelector('#notice').textContent")
                == app.text("phones.page.taken"))
    other.page.run("document.querySelector('#name').value = ''")
    other.page.type("#name", "Eve")
    other.page.tap("#sit")
    other.until(lambda: "Eve" in [server.name(d) for d in server.devices()] and other.state() == "playing")
    for _ in range(60):
        other.until(lambda: True)
    assert table.session.humans[seat] == device and app.input.seat_of(device) == seat
    assert other.buttons() == {} and other.rows() == []  # none of the seat's cards nor its buttons
    assert other.page.run("document.querySelector('#status').textContent") == app.text("phones.page.running")
    other.page.screenshot(shots / "phone-waiting.png")
    player.page.go(server.url)  # the owner comes back with its token: its seat, its buttons
    player.until(lambda: player.state() == "playing" and server.connected(device) and app.top is table
                 and player.buttons() == table.key_labels(seat) and bool(player.buttons()))
    assert table.session.humans[seat] == device and server.name(device) == "Anna"
    app.shutdown()


def test_a_page_opened_without_the_code_asks_for_it_in_the_games_language(app, press, monkeypatch, browser, shots):
    loopback(monkeypatch)
    app.settings.language = "de"
    lobby = LobbyScene(app, catalogue.by_id("cambio"))
    app.push(lobby)
    lobby.menu.selected = lobby.rows.index(("phones", None))
    press(app, pygame.KSCAN_RETURN)
    server = app.input.phones
    player = Player(app, browser.page(*PHONE, own_storage=True))
    player.page.go(server.url.split("?")[0])  # the address as the big screen shows it, without the code
    player.until(lambda: player.state() == "room")
    assert player.page.run("document.querySelector('#code-label').textContent") == "Raumcode"
    assert player.page.run("document.documentElement.lang") == "de"
    player.page.screenshot(shots / "phone-room-code.png")
    player.page.type("#code", "AAAAAA" if server.room != "AAAAAA" else "CCCCCC")
    player.page.tap("#enter")
    player.until(lambda: player.page.run("document.querySelector('#notice').textContent")
                 == app.text("phones.page.wrong_code"))
    assert server.wrong_codes == 1
    player.page.run("document.querySelector('#code').value = ''")
    player.page.type("#code", server.room.lower())  # typed in small letters: taken as the code
    player.page.tap("#enter")
    player.until(lambda: player.state() == "join")
    assert player.page.run("location.search") == f"?room={server.room}"
    app.shutdown()


def test_a_phone_follows_the_host_to_the_next_titles_lobby_without_scanning_again(app, press, monkeypatch, browser,
                                                                                  shots):
    loopback(monkeypatch)
    player = Player(app, browser.page(*PHONE, own_storage=True))
    lobby = sit_down(app, press, player, "cambio", "Anna", shots)
    device = lobby.humans[0]
    player.page.run("window.samePage = true")  # gone if the page were loaded again
    press(app, pygame.KSCAN_ESCAPE)  # the host leaves the lobby: the page hears where the host is
    player.until(lambda: player.page.run("document.querySelector('#status').textContent")
                 == app.text("phones.between"))
    following = LobbyScene(app, catalogue.by_id("altitude"))
    app.push(following)
    player.until(lambda: following.humans == {0: device} and player.page.run(
        "document.querySelector('#game').textContent") == app.text(catalogue.by_id("altitude").name_key))
    assert player.buttons() == {"act": app.text("phones.key.move"), "alt": app.text("phones.key.leave")}
    assert player.page.run("window.samePage === true")  # the same page: no reload, no scan
    app.shutdown()
