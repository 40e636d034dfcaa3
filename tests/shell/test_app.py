"""The app shell driven through real key events: scene stack, menu, settings, lobby, keys."""
import json

import pygame
import pytest

from game import __version__, saves
from game import settings as settings_store
from game.__main__ import main
from game.core.seats import SeatSpec, TableConfig
from game.crash import CRASH_LOG
from game.scene import Scene
from game.shell.keymap import KeyMapScene
from game.shell.menu import MenuScene
from game.shell.settings_menu import SettingsScene


class Recorder(Scene):
    def __init__(self, app, name, log, transparent=False, consume=True):
        super().__init__(app)
        self.name, self.log, self.transparent, self.consume = name, log, transparent, consume

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle(self, intent):
        if intent.pressed:
            self.log.append(f"{self.name}.handle")
        return self.consume

    def update(self, dt):
        self.log.append(f"{self.name}.update")

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_scene_stack_lifecycle_and_overlays(app, press):
    log = []
    app.push(Recorder(app, "table", log))
    app.push(Recorder(app, "overlay", log, transparent=True, consume=False))
    assert log == ["table.enter", "table.pause", "overlay.enter"]
    log.clear()
    press(app, pygame.KSCAN_RETURN)
    # the transparent overlay passes an unconsumed intent down; only the top updates; both draw, table first
    assert "overlay.handle" in log and "table.handle" in log
    assert "table.update" not in log and "overlay.update" in log
    first_frame = log[:log.index("overlay.draw") + 1]
    assert first_frame.index("table.draw") < first_frame.index("overlay.draw")
    log.clear()
    app.pop()
    assert log == ["overlay.exit", "table.resume"]


def test_opaque_scene_hides_and_shields_the_one_below(app, press):
    log = []
    app.push(Recorder(app, "below", log))
    app.push(Recorder(app, "top", log, consume=False))
    log.clear()
    press(app, pygame.KSCAN_RETURN)
    assert "below.handle" not in log and "below.draw" not in log


def test_menu_to_settings_changes_language_and_saves_it(app, press):
    app.push(MenuScene(app))
    menu = app.top
    settings_row = [kind for kind, _ in menu.rows].index("settings")
    for _ in range(settings_row):
        press(app, pygame.KSCAN_DOWN)
    press(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, SettingsScene)
    press(app, pygame.KSCAN_RIGHT)  # language is the first row: en -> fr
    assert app.settings.language == "fr"
    saved, _ = settings_store.load()
    assert saved.language == "fr"
    press(app, pygame.KSCAN_ESCAPE)
    assert app.top is menu


def test_key_map_rebind_through_real_presses_is_saved(app, press):
    app.push(KeyMapScene(app))
    scene = app.top
    assert scene.clusters[0] == "kb1"
    press(app, pygame.KSCAN_RETURN)  # kb1, slot1 (Q): wait for the new key
    press(app, pygame.KSCAN_E)
    assert app.input.keyboard.scancode("kb1", "slot1") == pygame.KSCAN_E
    assert settings_store.load()[0].key_maps["kb1"]["slot1"] == pygame.KSCAN_E
    press(app, pygame.KSCAN_RETURN)
    press(app, pygame.KSCAN_T)  # kb2's key: refused with a reason
    assert app.input.keyboard.scancode("kb1", "slot1") == pygame.KSCAN_E
    assert "already belongs" in scene.message


@pytest.mark.slow
def test_selftest_opens_every_scene(tmp_path, monkeypatch):
    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    assert main(["--selftest"]) == 0


def test_selftest_names_a_module_loaded_after_the_first_frame_that_does_not_load():
    from game import selftest
    assert selftest.late_modules() == []  # this build has them all
    assert selftest.late_modules(("_queue", "game.no_such_helper")) == [
        "game.no_such_helper does not load: No module named 'game.no_such_helper'"]


def test_lobby_join_by_key_leave_and_start(app, press):
    from game.catalogue import by_id
    from game.shell.lobby import LobbyScene
    from game.kit.table import TableScene
    lobby = LobbyScene(app, by_id("stafette"))
    app.push(lobby)
    press(app, pygame.KSCAN_Q)  # kb1 joins the first seat
    assert lobby.humans == {0: "kb1"} and app.input.seat_of("kb1") == 0
    press(app, pygame.KSCAN_DOWN)  # the arrow block steers the lobby instead of joining
    assert "kb4" not in lobby.humans.values()
    press(app, pygame.KSCAN_UP)
    press(app, pygame.KSCAN_LCTRL)  # kb1's alt: leave again
    assert lobby.humans == {}
    press(app, pygame.KSCAN_T)  # kb2 joins
    press(app, pygame.KSCAN_RETURN)  # "Start the game" is selected
    table = app.top
    assert isinstance(table, TableScene) and table.session.humans == {0: "kb2"}
    assert len(table.session.config.seats) == 4 and table.session.seed == lobby.seed


def test_unused_key_gives_a_hint_in_the_lobby(app, press):
    from game.catalogue import by_id
    from game.shell.lobby import LobbyScene
    lobby = LobbyScene(app, by_id("gaemsh"))
    app.push(lobby)
    press(app, pygame.KSCAN_F5)
    assert lobby.message == app.text("input.unbound")


def test_pause_overlay_resumes_and_quits_to_menu_saving_the_game(app, press):
    from game.catalogue import by_id
    from game.core.seats import SeatSpec, TableConfig
    from game.shell.pause import PauseScene
    from game.kit.table import TableSession
    title = by_id("stafette")
    app.push(MenuScene(app))
    session = TableSession(title, TableConfig((SeatSpec("human"),) + (SeatSpec("bot"),) * 2, {}), 3, {0: "kb1"})
    table = title.scene_class()(app, session)
    app.push(table)
    for _ in range(120):
        app.frame(1 / 60)
    clock = session.clock
    press(app, pygame.KSCAN_ESCAPE)
    assert isinstance(app.top, PauseScene)
    for _ in range(60):
        app.frame(1 / 60)
    assert session.clock == clock  # game time stands still while paused
    press(app, pygame.KSCAN_ESCAPE)
    assert app.top is table
    press(app, pygame.KSCAN_ESCAPE)
    for _ in range(3):
        press(app, pygame.KSCAN_DOWN)
    press(app, pygame.KSCAN_RETURN)  # "Quit to the menu"
    assert isinstance(app.top, MenuScene)
    assert saves.save_path("stafette").exists()
    assert app.top.rows[0] == ("continue", title)
    press(app, pygame.KSCAN_RETURN)  # continue: the same match, replayed from its log
    resumed = app.top
    assert resumed.session.match.log == session.match.log and resumed.session.humans == {0: "kb1"}


def test_corrupt_settings_start_with_defaults_and_a_notice_in_the_menu(tmp_path, monkeypatch):
    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    (tmp_path / settings_store.SETTINGS_FILE).write_text("{ not json", encoding="utf-8")
    from game.app import App
    application = App()
    try:
        menu = MenuScene(application)
        assert any(".bak" in notice for notice in menu.notices)
        assert (tmp_path / (settings_store.SETTINGS_FILE + ".bak")).read_text(encoding="utf-8") == "{ not json"
        application.push(menu)
        application.frame(1 / 60)  # the notice is drawn without trouble
    finally:
        application.shutdown()


def test_a_player_changes_seat_to_sit_with_a_partner(app, press):
    from game.catalogue import by_id
    from game.shell.lobby import LobbyScene
    lobby = LobbyScene(app, by_id("gaemsh"))
    app.push(lobby)
    press(app, pygame.KSCAN_Q)  # kb1 -> seat 1 (team A)
    press(app, pygame.KSCAN_T)  # kb2 -> seat 2 (team B)
    assert lobby.humans == {0: "kb1", 1: "kb2"}
    press(app, pygame.KSCAN_SPACE)  # kb2's act: next free seat is seat 3, kb1's partner
    assert lobby.humans == {0: "kb1", 2: "kb2"} and app.input.seat_of("kb2") == 2
    assert lobby.seats[1] == "normal" and lobby.seat_team(0) == lobby.seat_team(2)


def test_an_unexpected_error_saves_the_game_and_leaves_a_crash_log(tmp_path, monkeypatch, capsys):
    from game.catalogue import by_id
    from game.kit.table import TableSession
    title = by_id("stafette")

    def start_a_game_then_fail(menu, dt):  # the menu's first frame: a game is running, then a bug
        session = TableSession(title, TableConfig((SeatSpec("human"),) + (SeatSpec("bot"),) * 2, {}), 3, {0: "kb1"})
        menu.app.push(title.scene_class()(menu.app, session))
        menu.app.push(Broken(menu.app))

    class Broken(Scene):
        def update(self, dt):
            raise RuntimeError("a bug")

    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    monkeypatch.setattr(MenuScene, "update", start_a_game_then_fail)
    with pytest.raises(RuntimeError):
        main([])
    saved = json.loads(saves.save_path("stafette", tmp_path).read_text(encoding="utf-8"))
    assert saved["humans"] == {"0": "kb1"} and saved["title"] == "stafette"
    log = (tmp_path / CRASH_LOG).read_text(encoding="utf-8")
    assert "RuntimeError: a bug" in log and __version__ in log.splitlines()[0]
    assert str(tmp_path / CRASH_LOG) in capsys.readouterr().err


def test_an_error_in_the_first_scenes_enter_leaves_a_crash_log(tmp_path, monkeypatch):
    def broken_enter(menu):
        raise RuntimeError("no music")

    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    monkeypatch.setattr(MenuScene, "enter", broken_enter)
    with pytest.raises(RuntimeError):
        main([])
    assert "RuntimeError: no music" in (tmp_path / CRASH_LOG).read_text(encoding="utf-8")
    assert list(tmp_path.glob("save-*")) == []  # no game was in progress, none is made up


def test_a_pad_joins_plays_and_pauses_its_seat_when_unplugged(app):
    from game.catalogue import by_id
    from game.input.pads import Opened, Pads
    from game.titles.stafette.rules import Roll
    from game.shell.lobby import LobbyScene
    from game.shell.pause import PauseScene

    app.input.pads = Pads(lambda index: Opened(object(), 40 + index, "guid-x", "Test pad"))

    def pad(event_type, **attrs):
        pygame.event.post(pygame.event.Event(event_type, **attrs))
        app.frame(1 / 60)

    def button(code):
        pad(pygame.CONTROLLERBUTTONDOWN, instance_id=41, button=code)
        pad(pygame.CONTROLLERBUTTONUP, instance_id=41, button=code)

    lobby = LobbyScene(app, by_id("stafette"))
    app.push(lobby)
    pad(pygame.CONTROLLERDEVICEADDED, device_index=1)
    button(pygame.CONTROLLER_BUTTON_A)  # any button joins
    assert lobby.humans == {0: "pad:41"}
    lobby.menu.selected = [kind for kind, _ in lobby.rows].index("start")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=pygame.KSCAN_RETURN, key=0, mod=0, unicode=""))
    app.frame(1 / 60)
    table = app.top
    assert table.session.humans == {0: "pad:41"}
    button(pygame.CONTROLLER_BUTTON_Y)  # slot1: the white die (seat 1 starts)
    rolls = [action for action in table.session.match.actions() if isinstance(action, Roll)]
    assert rolls and (rolls[0].seat, rolls[0].die) == (0, "white")
    pad(pygame.CONTROLLERDEVICEREMOVED, instance_id=41)
    assert isinstance(app.top, PauseScene)
