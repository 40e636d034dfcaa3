"""The sound manager plays every named sound headless and stays silent, never raising, without audio."""
from __future__ import annotations

import io

import pygame
import pytest

from game.catalogue import TITLES
from game.paths import assets_dir, read_asset
from game.ui import sound as sound_module
from game.ui.sound import MUSIC, SOUND_NAMES, Sound

SHARED = ("card_flip", "card_slide", "card_burn", "slap", "dice_roll", "dice_hit", "kettle_hop", "cable_car",
            "dog_bark", "cow_moo", "ibex", "bull", "point", "win", "fanfare", "wrong", "tick", "ui_move", "ui_select")


@pytest.fixture
def sound():
    pygame.mixer.quit()
    manager = Sound()
    yield manager
    pygame.mixer.quit()


def test_every_required_sound_has_a_file_and_the_total_is_small():
    assert set(SOUND_NAMES) == set(SHARED) | {shout for title in TITLES for shout in title.shouts}
    files = list((assets_dir() / "sounds").iterdir())
    assert {p.stem for p in files} == set(SOUND_NAMES) | set(MUSIC)
    assert sum(p.stat().st_size for p in files) < 3 * 1024 * 1024


def test_plays_every_sound_headless(sound):
    assert sound.available  # SDL_AUDIODRIVER=dummy
    for name in SOUND_NAMES:
        sound.play(name)
        loaded = sound._sounds[name]
        assert loaded is not None, name
        assert 0.03 < loaded.get_length() < 1.5, name
    sound.play_music("music_menu")
    assert sound.music_name == "music_menu"
    sound.set_volumes(2.0, -1.0)
    assert (sound.effects_volume, sound.music_volume) == (1.0, 0.0)
    sound.stop_music()


def test_music_is_a_loop_of_about_twenty_seconds():
    pygame.mixer.quit()
    pygame.mixer.init()
    try:
        length = pygame.mixer.Sound(file=io.BytesIO(read_asset(Sound().asset("music_menu")))).get_length()
    finally:
        pygame.mixer.quit()
    assert 15 < length < 30


def test_muted_plays_nothing(sound):
    sound.mute()
    assert sound.play("slap") is None
    sound.mute(False)
    assert not sound.muted


def test_unknown_name_is_a_key_error(sound):
    with pytest.raises(KeyError):
        sound.play("kazoo")
    with pytest.raises(KeyError):
        sound.play_music("polka")


def test_without_an_audio_device_everything_is_silent(monkeypatch, capfd):
    pygame.mixer.quit()

    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    manager = Sound()
    assert not manager.available
    for name in SOUND_NAMES:
        assert manager.play(name) is None
    manager.play_music("music_menu")
    manager.set_volumes(0.3, 0.3)
    manager.mute()
    manager.mute(False)
    manager.stop_music()
    assert capfd.readouterr().err == ""


def test_a_missing_file_is_logged_once_and_silent(tmp_path, sound, caplog):
    manager = Sound(root=tmp_path)
    assert manager.play("tick") is None
    assert manager.play("tick") is None
    assert sum("tick" in r.message for r in caplog.records if r.name == sound_module.__name__) == 1
