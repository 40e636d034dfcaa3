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
from game.input.intents import SEAT_BUTTONS
from game.shell.lobby import LobbyScene
from browser import BrowserError, Chromium, chromium_path
from game.phones.views import card, row, view
from phoning import WAIT, inbound, loopback, wait_for
from tapping import kinds, plan
from test_phone_qr import modules_drawn

PHONE = (390, 844)
SMALL = (360, 640)  # a small phone held in one hand
# .ci/run: "own-step" while the whole suite runs (the browser test has a step of its own),
# "required" in that step (a missing or broken Chromium fails instead of skipping).
MODE = os.environ.get("ALPENPARTY_BROWSER_TEST", "")
pytestmark = [
    pytest.mark.browser,
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
        self.small = False  # a small phone held in one hand (SMALL)

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

    def device(self) -> str:
        name = self.page.run("document.querySelector('#who').textContent")
        return next(device for device in self.app.input.phones.devices() if self.app.input.phones.name(device) == name)

    def targets(self) -> list[str]:
        """The targets the page offers to tap now, in its order."""
        return self.page.run("[...document.querySelectorAll('[data-tap]')].map(e => e.dataset.tap)")

    def synced(self) -> None:
        """Wait until the page shows the newest view the table sent this seat (its targets)."""
        self.until(lambda: set(self.targets()) == self.table.phones.offered.get(self.seat, set()))

    def tap_target(self, target: str) -> None:
        """Tap the place or big button of `target` where the page shows it (scrolled into view)."""
        selector = f'[data-tap="{target}"]'
        self.page.run(f"document.querySelector({json.dumps(selector)}).scrollIntoView({{block: 'center'}})")
        taken = len(self.table.tapped)
        self.page.tap(selector)
        self.until(lambda: (self.seat, target) in self.table.tapped[taken:])

    def check_page(self) -> None:
        """What a phone's player needs: taps at least 48 CSS px, each labelled; no d-pad while
        the page offers taps; nothing wider than the page."""
        problems = self.page.run("""(() => {
          const found = [];
          const taps = [...document.querySelectorAll('[data-tap]')];
          for (const e of taps) {
            const r = e.getBoundingClientRect();
            if (r.width < 48 || r.height < 48) found.push(`${e.dataset.tap} is ${r.width}x${r.height}`);
            if (!e.getAttribute('aria-label')) found.push(`${e.dataset.tap} has no label`);
          }
          if (taps.length && !document.querySelector('#cross').hidden) found.push('the d-pad shows beside taps');
          if (document.documentElement.scrollWidth > window.innerWidth) found.push('wider than the page');
          return found;
        })()""")
        assert not problems, problems

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


def watch(table, monkeypatch) -> None:
    """From now on `table.tapped` lists what the phones tap, `table.pressed` any seat button a
    phone presses (the d-pad's)."""
    table.tapped, table.pressed = [], []
    tap, handle = table.phones.tap, table.handle

    def tapping(seat, target, order=0):
        table.tapped.append((seat, target))
        tap(seat, target, order)

    def handling(intent):
        if intent.device.startswith("phone:") and intent.button in SEAT_BUTTONS:
            table.pressed.append(intent)
        return handle(intent)
    monkeypatch.setattr(table.phones, "tap", tapping)
    monkeypatch.setattr(table, "handle", handling)




@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_two_phones_join_from_the_qr_address_and_play_a_round_by_tapping(app, press, monkeypatch, browser, shots,
                                                                        title):
    """Two phones (390x844 and 360x640) tap, never the d-pad, through a round of the title;
    the d-pad is hidden wherever the page offers taps; every tappable thing is at least 48
    CSS pixels and has a label; the page fits its width."""
    loopback(monkeypatch)
    app.settings.privacy = "open"  # the big screen shows open hands, but never a phone's
    anna = Player(app, browser.page(*PHONE, own_storage=True))
    lobby = sit_down(app, press, anna, title.id, "Anna", shots)
    if title.id == catalogue.TITLES[0].id:
        pygame.image.save(app.screen.surface, shots / "lobby-phones.png")  # the big screen: QR code, room, address
    bea = Player(app, browser.page(*SMALL, own_storage=True))
    bea.small = True
    bea.page.go(app.input.phones.url)
    bea.until(lambda: bea.state() == "join")
    bea.page.type("#name", "Bea")
    bea.page.tap("#sit")
    bea.until(lambda: bea.state() == "playing" and len(lobby.humans) == 2)
    table = start(app, press, lobby)
    watch(table, monkeypatch)
    players = [anna, bea]
    for player in players:
        player.table = table
        player.seat = app.input.seat_of(player.device())
    tapping = plan(title)
    shot = {}
    seats = [player.seat for player in players]
    for _ in range(400):
        if tapping.done(table, seats):
            break
        for player in players:
            player.synced()
            player.check_page()
            more = tapping.snapshot(player, table) if hasattr(tapping, "snapshot") else None
            if more is not None and more not in shot:
                shot[more] = True
                player.page.screenshot(shots / more)
            if player.seat not in shot and any(t.startswith(tapping.SHOT_WHEN) for t in player.targets()):
                shot[player.seat] = True
                player.page.screenshot(shots / f"phone-{title.id}{'' if player is anna else '-small'}.png")
            target = tapping.choose(player, table)
            if target is not None:
                player.tap_target(target)
        anna.until(lambda: True, frame=0.1)
    assert tapping.done(table, seats), f"{title.id}: the round did not get through by tapping: {kinds(table, seats[0])}"
    assert table.pressed == [] and table.tapped  # the d-pad was never pressed: every move came from a tap
    anna.until(lambda: True)
    anna.page.screenshot(shots / f"phone-{title.id}-after.png")
    device = anna.device()
    anna.page.call("Page.reload")  # a reload comes back to the same seat with the kept token
    anna.until(lambda: anna.state() == "playing" and app.input.phones.connected(device) and app.top is table)
    assert table.session.humans[anna.seat] == device
    assert app.input.phones.dropped == 0
    press(app, pygame.KSCAN_ESCAPE)  # pause, then quit to the menu: the room stays open ...
    while app.stack:
        app.pop()
    assert app.input.phones is not None and app.input.phones.connected(device)
    app.shutdown()  # ... until the app ends
    anna.until(lambda: anna.state() == "closed")


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


def test_the_page_answers_pings_and_its_presses_say_which_view_it_drew_and_when(app, press, monkeypatch, browser,
                                                                               shots):
    """Fair races (game/phones/fair.py): the page answers the game's ping at once, and a press
    carries the version of the view on its screen and the ms since it came."""
    loopback(monkeypatch)
    player = Player(app, browser.page(*PHONE, own_storage=True))
    lobby = sit_down(app, press, player, "cambio", "Anna", shots)
    server = app.input.phones
    heard: list[dict] = []
    receive = server.receive
    monkeypatch.setattr(server, "receive", lambda link, raw: (heard.append(json.loads(raw)), receive(link, raw)))
    device = player.device()
    server.ping()  # the room's own pinger may have asked already: whichever pong comes, it is the page's
    player.until(lambda: any(message["t"] == "pong" for message in heard) and server.round_trip(device) is not None)
    drawn = player.page.run("drawn.v")
    assert drawn >= 1
    player.page.tap('.key[data-b="act"]')  # in the lobby: change seats
    player.until(lambda: any(message["t"] == "press" for message in heard))
    pressed = next(message for message in heard if message["t"] == "press")
    assert pressed["v"] >= drawn and 0 <= pressed["ms"] < 600_000
    assert server.dropped == 0 and lobby.humans
    app.shutdown()


def centre(words: tuple[str, str]) -> dict:
    """A view of two places to tap, centre:0 and centre:1, showing `words`."""
    return view("Gämsh", 0, "Anna", {}, rows=[row("Centre", [card(word=word, tap=(f"centre:{index}", "Take"))
                                                            for index, word in enumerate(words)])])


def test_a_tap_counts_when_a_view_draws_its_place_anew_between_press_and_release(phones, browser, monkeypatch):
    """A view that comes while a finger is down (another seat's move, Gämsh's centre renewed)
    draws the places anew; the release, on the new element of the same place, is still a tap
    (the browser sends no click then: the press was on an element that is gone), claiming the
    view and moment of the press. A press released over another place taps nothing; Enter on a
    focused place taps it."""
    heard: list[dict] = []
    receive = phones.receive
    monkeypatch.setattr(phones, "receive", lambda link, raw: (heard.append(json.loads(raw)), receive(link, raw)))
    page = browser.page(*PHONE, own_storage=True)
    page.go(phones.url)
    assert wait_for(lambda: page.run("document.body ? document.body.dataset.state : ''") == "join")
    page.type("#name", "Anna")
    page.tap("#sit")
    assert wait_for(lambda: phones.devices())
    device = phones.devices()[0]
    phones.send(device, centre(("A", "B")))
    assert wait_for(lambda: page.run("document.querySelector('[data-tap]') !== null"))
    pressed_on = page.run("drawn.v")
    phones.drain()
    place = "(t => { const r = document.querySelector(`[data-tap='${t}']`).getBoundingClientRect(); " \
            "return [r.x + r.width / 2, r.y + r.height / 2]; })"
    x, y = page.run(f"{place}('centre:0')")
    page.run("window.pressed = document.querySelector('[data-tap=\"centre:0\"]')")
    page.call("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", clickCount=1)
    phones.send(device, centre(("C", "D")))  # the centre renewed while the finger is down
    assert wait_for(lambda: page.run("document.querySelector('.word').textContent") == "C")
    assert page.run("pressed.isConnected") is False  # the pressed element is gone: a new one in its place
    page.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", clickCount=1)
    assert [item.button for item in inbound(phones, 1)] == ["tap:centre:0"]
    assert page.run("drawn.v") > pressed_on
    assert [message["v"] for message in heard if message["t"] == "tap"] == [pressed_on]  # the press's view

    other, _ = page.run(f"{place}('centre:1')")
    page.call("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", clickCount=1)
    page.call("Input.dispatchMouseEvent", type="mouseMoved", x=other, y=y, button="left")
    page.call("Input.dispatchMouseEvent", type="mouseReleased", x=other, y=y, button="left", clickCount=1)
    page.run("document.querySelector('[data-tap=\"centre:1\"]').focus()")
    page.call("Input.dispatchKeyEvent", type="keyDown", key="Enter", code="Enter", windowsVirtualKeyCode=13, text="\r")
    page.call("Input.dispatchKeyEvent", type="keyUp", key="Enter", code="Enter", windowsVirtualKeyCode=13)
    assert [item.button for item in inbound(phones, 1)] == ["tap:centre:1"]  # the press dragged off tapped nothing
