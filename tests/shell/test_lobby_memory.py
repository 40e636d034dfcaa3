"""The lobby remembers each title's seats, bot levels, options and phone choice across games and
restarts of the program (game/shell/lobby_memory.py), driven with real key presses."""
import json

import pygame

from game import catalogue
from game.app import App
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import TableScene, TableSession
from game.profile import home
from game.settings import Settings
from game.shell.lobby import EMPTY, LobbyScene
from game.shell.results import ResultsScene


def tap(app, scancode):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=scancode, key=0, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=scancode, key=0, mod=0, unicode=""))
    app.frame(1 / 60)


def open_lobby(app, title_id):
    lobby = LobbyScene(app, catalogue.by_id(title_id))
    app.push(lobby)
    app.frame(1 / 60)
    return lobby


def on_row(app, lobby, row, *keys):
    """Select `row` of the lobby and press `keys` on it (Left, Right, Enter)."""
    lobby.menu.selected = lobby.rows.index(row)
    for key in keys:
        tap(app, key)


def option_row(lobby, key):
    return next(row for row in lobby.rows if row[0] == "option" and row[1].key == key)


def choose_an_evening(app):
    """Keys 2 joins and moves to seat 2; seat 1 hard, seat 5 easy (was empty), points 75,
    burn window 1.5 s, twice the time (a relaxed game), a phone away lets a bot play; then start."""
    lobby = open_lobby(app, "cambio")
    shift = app.input.keyboard.scancode("kb2", "act")
    tap(app, shift)  # joins at seat 1
    tap(app, shift)  # moves on to seat 2
    right, left = pygame.KSCAN_RIGHT, pygame.KSCAN_LEFT
    on_row(app, lobby, ("seat", 0), right)
    on_row(app, lobby, ("seat", 4), right)
    on_row(app, lobby, option_row(lobby, "target"), right)
    on_row(app, lobby, option_row(lobby, "burn_window"), left)
    on_row(app, lobby, option_row(lobby, "more_time"), right, right)
    on_row(app, lobby, ("phone_away", None), right)
    on_row(app, lobby, ("start", None), pygame.KSCAN_RETURN)
    return lobby


CHOSEN_SEATS = ["hard", "human", "normal", "normal", "easy", EMPTY]
CHOSEN_OPTIONS = {"target": 75, "burn_window": 1.5, "more_time": "x2"}


def assert_chosen(lobby):
    assert lobby.seats == CHOSEN_SEATS
    assert lobby.humans == {1: "kb2"}
    assert lobby.options == CHOSEN_OPTIONS
    assert lobby.phones.away == "bot"


def test_the_lobby_keeps_its_choices_after_a_game_and_after_a_restart(app):
    choose_an_evening(app)
    table = app.top
    assert isinstance(table, TableScene)
    assert [spec.level if spec.is_bot else spec.controller for spec in table.session.config.seats] == [
        "hard", "human", "normal", "normal", "easy"]
    assert table.session.config.options == CHOSEN_OPTIONS and table.session.phone_away == "bot"
    app.pop()  # the game is left: back in the lobby
    tap(app, pygame.KSCAN_ESCAPE)  # back to the menu
    assert app.top is None
    again = open_lobby(app, "cambio")
    assert_chosen(again)
    assert app.input.bindings() == {"kb2": 1}  # Keys 2 sits at seat 2 again, its keys bound
    assert LobbyScene(app, catalogue.by_id("stafette")).seats == ["normal"] * 4 + [EMPTY] * 2  # per title
    app.pop()
    app.shutdown()
    restarted = App()  # the program starts anew, from the saved settings
    try:
        assert_chosen(open_lobby(restarted, "cambio"))
        assert restarted.input.bindings() == {"kb2": 1}
    finally:
        restarted.shutdown()


def test_a_game_started_is_remembered_even_if_the_program_dies_during_it(app):
    choose_an_evening(app)
    saved = json.loads((home() / "settings.json").read_text(encoding="utf-8"))
    assert saved["lobby"]["cambio"]["seats"] == CHOSEN_SEATS
    assert saved["lobby"]["cambio"]["options"] == CHOSEN_OPTIONS


def test_play_again_keeps_seats_bots_and_options(app):
    title = catalogue.by_id("cambio")
    config = TableConfig((SeatSpec("human"), SeatSpec("bot", "hard"), SeatSpec("bot", "easy")), CHOSEN_OPTIONS)
    session = TableSession(title, config, 7, humans={0: "kb1"}, phone_away="bot")
    app.push(ResultsScene(app, session))
    tap(app, pygame.KSCAN_RETURN)  # the first press ends the ranking's entrance
    tap(app, pygame.KSCAN_RETURN)  # "Play again" is the first row
    table = app.top
    assert isinstance(table, TableScene) and table.session is not session
    assert table.session.config == config and table.session.humans == {0: "kb1"}
    assert table.session.phone_away == "bot" and table.session.seed == 8


def remembered(app, title_id, entry):
    app.settings.lobby[title_id] = entry
    return LobbyScene(app, catalogue.by_id(title_id))


def test_what_no_longer_fits_falls_back_to_the_default(app):
    defaults = LobbyScene(app, catalogue.by_id("cambio"))
    lobby = remembered(app, "cambio", {"seats": ["hard", "grandmaster", "human", "human", EMPTY, EMPTY],
                                       "humans": {"2": "pad:9", "3": "phone:1"},
                                       "options": {"target": 60, "burn_window": True, "gone": 1,
                                                   "more_time": "off"},
                                       "phone_away": "explode"})
    assert lobby.seats == ["hard", "normal", "normal", "normal", EMPTY, EMPTY]  # unknown level: seat 2's default
    assert lobby.humans == {}  # no pad 9 is plugged in, and a phone joins anew
    assert lobby.options == defaults.options and lobby.phones.away == defaults.phones.away
    too_many = remembered(app, "cambio", {"seats": ["hard"] * 7, "options": {"target": 100}})
    assert too_many.seats == defaults.seats and too_many.options["target"] == 100
    unplayable = remembered(app, "gaemsh", {"seats": ["hard"] * 5 + [EMPTY]})  # Gämsh plays with 4 or 6
    assert unplayable.seats == ["normal"] * 4 + [EMPTY] * 2
    grown = remembered(app, "cambio", {"seats": ["easy", "easy"]})  # fewer rows than the title has now
    assert grown.seats == ["easy", "easy"] + [EMPTY] * 4


def test_a_key_cluster_sits_once_even_if_remembered_twice(app):
    lobby = remembered(app, "cambio", {"seats": ["human", "human", EMPTY, EMPTY, EMPTY, EMPTY],
                                       "humans": {"0": "kb3", "1": "kb3"}})
    assert lobby.humans == {0: "kb3"} and lobby.seats[:2] == ["human", "normal"]


def test_a_broken_lobby_entry_is_dropped_and_nothing_else_lost(tmp_path):
    good = {"seats": ["hard", "human", "normal"], "humans": {"1": "kb2"}, "options": {"target": 75}}
    broken = [{"seats": "hard"}, {"seats": [1, 2]}, {"humans": {"x": "kb1"}}, {"options": {"a": [1]}},
              {"options": {"a": float("nan")}}, {"extra": 1}, [], {"seats": ["hard"] * 17}]
    for entry in broken:
        Settings(language="it", lobby={"cambio": good, "stafette": entry}).save(tmp_path)
        loaded, notice = Settings.load(tmp_path)
        assert loaded.lobby == {"cambio": good}, entry
        assert loaded.language == "it" and notice is not None and "lobby" in notice.params["names"]
    Settings(lobby={"cambio": good}).save(tmp_path)
    loaded, notice = Settings.load(tmp_path)
    assert loaded.lobby == {"cambio": good} and notice is None
