"""Out of open files (EMFILE) for a moment: a sound or a picture that cannot be read now and
a save that cannot be written never stop a frame or end the game; each is tried again."""
from __future__ import annotations

import errno

import pygame
from driving import push_table

from game import catalogue, saves
from game.kit import table as table_module
from game.ui import art as art_module, sound as sound_module
from game.ui.art import Art
from game.ui.sound import Sound


def out_of_files(*_: object, **__: object) -> bytes:
    raise OSError(errno.EMFILE, "Too many open files")


def test_a_sound_that_cannot_be_read_now_is_silent_and_read_next_time(monkeypatch):
    pygame.mixer.quit()
    sound = Sound()
    try:
        reading = sound_module.read_asset
        monkeypatch.setattr(sound_module, "read_asset", out_of_files)
        assert sound.play("ui_select") is None
        monkeypatch.setattr(sound_module, "read_asset", reading)
        assert sound._load("ui_select") is not None or not sound.available
    finally:
        pygame.mixer.quit()


def test_a_picture_that_cannot_be_read_now_is_empty_this_frame_and_painted_next_time(monkeypatch):
    art = Art()
    reading = art_module.read_asset
    monkeypatch.setattr(art_module, "read_asset", out_of_files)
    blank = art.card_back("jass", (40, 60))
    assert blank.get_size() == (40, 60)
    monkeypatch.setattr(art_module, "read_asset", reading)
    painted = art.card_back("jass", (40, 60))
    assert painted is not blank and pygame.transform.average_color(painted.surface)[3] > 0


def test_a_save_that_cannot_be_written_is_tried_again_and_the_game_goes_on(app, monkeypatch):
    title = catalogue.by_id("cambio")
    table = push_table(app, title, title.scene_class(), 4, humans={0: "kb1"})
    storing = saves.store
    monkeypatch.setattr(saves, "store", out_of_files)
    for _ in range(100):  # 10 s of play: two autosaves due, both fail
        app.frame(0.1)
    assert app.top is table and not saves.save_path(title.id).exists()
    monkeypatch.setattr(saves, "store", storing)
    for _ in range(round(table_module.SAVE_RETRY / 0.1) + 1):
        app.frame(0.1)
    assert saves.save_path(title.id).exists()
