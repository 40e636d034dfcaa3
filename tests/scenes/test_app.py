"""The app shell driven through real key events: scene stack, menu, settings, lobby, keys."""
import json

import pygame

from game import settings as settings_store
from game.__main__ import main
from game.scenes.base import Scene
from game.scenes.keymap import KeyMapScene
from game.scenes.menu import MenuScene
from game.scenes.settings_menu import SettingsScene


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
    settings_row = [key for key, _ in menu.rows].index("menu.settings")
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


def test_a_game_in_progress_survives_in_the_save_folder(app):
    settings_store.save_game(json.dumps({"x": 1}))
    assert json.loads(settings_store.load_game()) == {"x": 1}
    settings_store.clear_game()
    assert settings_store.load_game() is None


def test_selftest_opens_every_scene(tmp_path, monkeypatch):
    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    assert main(["--selftest"]) == 0
