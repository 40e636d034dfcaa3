"""One room all evening, in a real browser (headless Chromium at a phone's size): two phones
stay in the room from a lobby to the table, the results, Play again and another title's lobby
without loading the page again; a saved phone game continues with every phone at its seat,
also after the app restarted (a new room code: the phones scan again and sit down by name);
a phone without a seat at a running Gambit 7 game bets as the audience and sees its score."""
from __future__ import annotations

import pygame

from game import catalogue, saves
from game.shell.lobby import LobbyScene
from game.shell.confirm import ConfirmScene
from game.shell.menu import MenuScene
from game.shell.phone_away import PhoneAwayScene
from game.shell.results import ResultsScene
from game.titles.gambit7 import rules
from phoning import loopback
from test_phone_browser import PHONE, Player, browser, pytestmark, shots  # noqa: F401  (its fixtures and marks)


def text_of(player: Player, element: str) -> str:
    return player.page.run(f"document.querySelector('#{element}').textContent")


def join(player: Player, url: str, name: str) -> None:
    player.page.go(url)
    player.until(lambda: player.state() == "join")
    player.page.type("#name", name)
    player.page.tap("#sit")
    player.until(lambda: player.state() == "playing")


def claimed(app, press, player: Player, url: str, name: str) -> None:
    """`player` sits down under the name of a saved seat without its token: the host says yes."""
    player.page.go(url)
    player.until(lambda: player.state() == "join")
    player.page.type("#name", name)
    player.page.tap("#sit")
    player.until(lambda: isinstance(app.top, ConfirmScene))
    press(app, pygame.KSCAN_UP)  # "Yes, give it the seat"
    press(app, pygame.KSCAN_RETURN)


def open_lobby(app, press, title_id: str) -> LobbyScene:
    lobby = LobbyScene(app, catalogue.by_id(title_id))
    app.push(lobby)
    return lobby


def phones_in_lobby(app, press, monkeypatch, browser, title_id: str, *names: str) -> tuple:
    """A lobby of `title_id` with phones switched on, and a phone page (each a phone of its own)
    seated there for each of `names`: the players, then the lobby."""
    loopback(monkeypatch)
    lobby = open_lobby(app, press, title_id)
    lobby.menu.selected = lobby.rows.index(("phones", None))
    press(app, pygame.KSCAN_RETURN)
    players = [Player(app, browser.page(*PHONE, own_storage=True)) for _ in names]
    for player, name in zip(players, names):
        join(player, app.input.phones.url, name)
    players[0].until(lambda: len(lobby.humans) == len(names))
    return (*players, lobby)


def start(app, press, lobby: LobbyScene):
    lobby.seed = 5
    lobby.menu.selected = lobby.rows.index(("start", None))
    press(app, pygame.KSCAN_RETURN)
    assert app.top is not lobby
    return app.top


def at_seat(player: Player, table, seat: int) -> bool:
    """The page shows `seat`'s buttons as the table has them now (and it has some)."""
    labels = table.key_labels(seat)
    return player.state() == "playing" and bool(labels) and player.buttons() == labels


def test_two_phones_stay_in_the_room_from_lobby_to_results_play_again_and_the_next_lobby(app, press, monkeypatch,
                                                                                         browser):
    anna, bea, lobby = phones_in_lobby(app, press, monkeypatch, browser, "cambio", "Anna", "Bea")
    server = app.input.phones
    for player in (anna, bea):
        player.page.run("window.samePage = true")  # gone if the page were loaded again
    devices = {server.name(device): device for device in lobby.humans.values()}
    table = start(app, press, lobby)
    seats = {name: next(seat for seat, d in table.session.humans.items() if d == device)
             for name, device in devices.items()}
    anna.until(lambda: at_seat(anna, table, seats["Anna"]) and at_seat(bea, table, seats["Bea"]))
    table.session.is_over = lambda: True  # the game ends here (how it ends is each title's tests')
    anna.until(lambda: isinstance(app.top, ResultsScene))
    anna.until(lambda: text_of(anna, "status") == app.text("phones.after_game")
               and text_of(bea, "status") == app.text("phones.after_game"))
    app.top.play_again()  # the same seats, by the same phones
    again = app.top
    assert again is not table and again.session.humans == table.session.humans
    anna.until(lambda: at_seat(anna, again, seats["Anna"]) and at_seat(bea, again, seats["Bea"]))
    app.pop_to(MenuScene)
    following = open_lobby(app, press, "gaemsh")  # another title: the same room, no scan
    anna.until(lambda: sorted(following.humans.values()) == sorted(devices.values())
               and text_of(anna, "game") == app.text(catalogue.by_id("gaemsh").name_key)
               and text_of(bea, "game") == app.text(catalogue.by_id("gaemsh").name_key))
    assert all(player.page.run("window.samePage === true") for player in (anna, bea))
    assert server.devices() == list(devices.values()) and app.input.phones is server
    app.shutdown()


def test_a_saved_phone_game_continues_at_every_phones_seat_and_after_a_restart_by_token(app, press, monkeypatch,
                                                                                      browser):
    app.push(MenuScene(app))
    anna, bea, lobby = phones_in_lobby(app, press, monkeypatch, browser, "gambit7", "Anna", "Bea")
    server = app.input.phones
    table = start(app, press, lobby)
    seats = {server.name(device): seat for seat, device in table.session.humans.items()}
    anna.until(lambda: at_seat(anna, table, seats["Anna"]) and at_seat(bea, table, seats["Bea"]))
    table.autosave()
    app.pop_to(MenuScene)  # the game is put aside; the phones stay in the room
    anna.until(lambda: text_of(anna, "status") == app.text("phones.put_aside"))
    app.top.continue_saved(catalogue.by_id("gambit7"))
    table = app.top
    anna.until(lambda: at_seat(anna, table, seats["Anna"]) and at_seat(bea, table, seats["Bea"]))
    humans = dict(table.session.humans)
    table.autosave()
    app.pop_to(MenuScene)

    app.input.phones = None  # the app restarts: its room ends, the next has a new code
    server.stop(wait=True)
    anna.until(lambda: anna.state() == "closed" and bea.state() == "closed")
    app.top.continue_saved(catalogue.by_id("gambit7"))
    table = app.top
    anna.until(lambda: isinstance(app.top, PhoneAwayScene))
    fresh = app.input.phones
    assert fresh is not server and fresh.room != server.room
    assert app.text("phones.away_title", names=table.phones.names(table.phones.away())) == \
        f"Waiting for {', '.join(name for name, _ in sorted(seats.items(), key=lambda item: item[1]))}"
    if fresh.port == server.port:  # another program may hold the game's port on a shared machine
        anna.page.go(fresh.url)  # Anna scans the new code: her page kept its token, she is back at her seat
        anna.until(lambda: at_seat(anna, table, seats["Anna"]))
    else:
        claimed(app, press, anna, fresh.url, "Anna")
    bea.page.run("localStorage.clear()")  # Bea's page lost it: her name alone asks the host
    claimed(app, press, bea, fresh.url, "bea")
    anna.until(lambda: app.top is table and at_seat(anna, table, seats["Anna"]) and at_seat(bea, table, seats["Bea"]))
    if fresh.port == server.port:  # back by her token: the very device the save knows
        assert table.session.humans[seats["Anna"]] == humans[seats["Anna"]]
    assert fresh.name(table.session.humans[seats["Anna"]]) == "Anna"
    assert saves.restore(catalogue.by_id("gambit7")).names == {seat: name for name, seat in seats.items()}
    app.shutdown()


def test_an_audience_phone_bets_at_a_running_gambit7_game_and_sees_its_score(app, press, monkeypatch, browser,
                                                                            shots):
    anna, lobby = phones_in_lobby(app, press, monkeypatch, browser, "gambit7", "Anna")
    eve = Player(app, browser.page(*PHONE, own_storage=True))
    server = app.input.phones
    for row in range(3, 7):
        lobby.seats[row] = "empty"
    table = start(app, press, lobby)
    join(eve, server.url, "Eve")  # the game runs: Eve is the audience
    eve.until(lambda: text_of(eve, "status") == app.text("gambit7_audience.answer"))
    assert eve.buttons() == {} and eve.page.run("document.querySelector('#keys').hidden")
    eve.until(lambda: eve.page.run("document.querySelectorAll('[data-tap]').length") > 0, frame=0.25)
    state = table.session.match.state
    won = rules.winning_slot(state.board, state.question.answer)[0]  # the test looks; a phone cannot
    eve.page.tap(f'[data-tap="slot:{won}"]')
    eve.until(lambda: text_of(eve, "status") == app.text("gambit7_audience.bet_on", slot=table.slot_words(won)))
    assert eve.page.run(f"document.querySelector('[data-tap=\"slot:{won}\"]').classList.contains('lit')")
    eve.page.screenshot(shots / "phone-gambit7-audience.png")
    eve.until(lambda: eve.page.run("document.querySelector('#result').textContent !== ''"), frame=0.25)
    score = table.audience.standings()[0][1]
    assert score > 0 and table.audience.standings() == [("Eve", score)]
    assert f"Your bet won {score} points!" in text_of(eve, "result")
    assert text_of(eve, "standing") == f"Audience: {score} points · place 1 of 1"
    assert table.session.humans == {0: next(d for d in server.devices() if server.name(d) == "Anna")}
    app.shutdown()
