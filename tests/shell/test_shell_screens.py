"""The shell's screens say things as players read them."""
import pygame

from game import catalogue
from game.shell.keymap import COLUMNS, KeyMapScene
from game.shell.lobby import LobbyScene
from game.shell.settings_menu import SettingsScene
from game.ui.i18n import LANGUAGES


def test_a_scale_option_stops_at_its_ends_and_on_off_goes_round(app):
    title = catalogue.by_id("cambio")
    lobby = LobbyScene(app, title)
    target = next(row for row in lobby.rows if row[0] == "option" and row[1].key == "target")
    lobby.options["target"] = target[1].choices[0]
    lobby.change(target, -1)
    assert lobby.options["target"] == target[1].choices[0]  # Left on the least stays there
    assert lobby.row_text(target)[1].startswith(" ")  # no ◂ where there is nothing lower
    lobby.change(target, 1)
    assert lobby.options["target"] == target[1].choices[1]
    gaemsh = LobbyScene(app, catalogue.by_id("gaemsh"))
    foehn = next(row for row in gaemsh.rows if row[0] == "option" and row[1].key == "foehn")
    gaemsh.change(foehn, -1)
    assert gaemsh.options["foehn"] is True


def test_the_key_map_names_clusters_as_players_know_them(app, press):
    scene = KeyMapScene(app)
    app.push(scene)
    scene.column = COLUMNS.index("act")
    press(app, pygame.KSCAN_RETURN)
    assert "Keys 1" in scene.message and "kb1" not in scene.message
    scene.capture(app.input.keyboard.scancode("kb2", "slot1"))  # a key of Keys 2
    assert "Keys 2" in scene.message and "kb2" not in scene.message


def test_every_setting_has_a_one_line_hint_in_every_language(app):
    scene = SettingsScene(app)
    for language in LANGUAGES:
        app.settings.language = language
        for row in SettingsScene.rows[:-1]:
            hint = scene.hint(row)
            assert hint and f"settings.{row}" not in hint and "\n" not in hint, (language, row)
    assert scene.hint("back") == ""


def test_the_lobby_welcomes_a_player_to_a_seat(app):
    lobby = LobbyScene(app, catalogue.by_id("cambio"))
    lobby.join("kb1")
    assert lobby.message == "Welcome to seat 1!"

