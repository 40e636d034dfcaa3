"""Settings and the preference folder: round trips, bad files, atomic writes, temp files."""
import json

import pygame
import pytest

from game import settings as settings_module
from game.input.keyboard import DEFAULT_KEY_MAPS
from game.profile import clean_temp_files, home, set_aside, write_atomic
from game.settings import Settings, system_language


@pytest.fixture()
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ALPENPARTY_HOME", str(tmp_path))
    return tmp_path


def test_home_is_the_override(folder):
    assert home() == folder


def test_missing_file_gives_defaults_without_notice(folder):
    loaded, notice = Settings.load()
    assert notice is None and loaded.key_maps == DEFAULT_KEY_MAPS and loaded.privacy == "peek"


def test_round_trip(folder):
    mine = Settings(language="it", effects_volume=0.25, music_volume=1.0, mute=True,
                    fullscreen=True, privacy="open", anim_speed=1.5, text_size=150,
                    reduced_motion=True, captions=True)
    mine.key_maps["kb1"]["slot1"] = pygame.KSCAN_Z
    path = mine.save()
    assert path.parent == folder
    loaded, notice = Settings.load()
    assert notice is None and loaded == mine
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json"]  # no temp files left


def test_corrupt_file_is_kept_as_bak_and_defaults_used(folder):
    (folder / "settings.json").write_text("{ not json", encoding="utf-8")
    loaded, notice = Settings.load()
    assert loaded == Settings(language=loaded.language)
    assert notice.key == "settings.notice.corrupt"
    assert notice.params["file"].endswith("settings.json.bak")
    assert (folder / "settings.json.bak").read_text(encoding="utf-8") == "{ not json"
    assert not (folder / "settings.json").exists()


@pytest.mark.parametrize("content", [b"[1, 2]", b"\xff\xfe\x00garbage"])
def test_wrong_shape_or_bytes_count_as_corrupt(folder, content):
    (folder / "settings.json").write_bytes(content)
    _, notice = Settings.load()
    assert notice.key == "settings.notice.corrupt"


def test_invalid_single_values_fall_back_alone(folder):
    data = {"language": "xx", "effects_volume": 3, "music_volume": 0.5, "mute": "yes",
            "privacy": "open", "anim_speed": 1.2, "colour": "red",
            "key_maps": {"kb1": {"slot1": 4}}}
    (folder / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    loaded, notice = Settings.load()
    defaults = Settings()
    assert loaded.music_volume == 0.5 and loaded.privacy == "open"
    assert loaded.language == defaults.language and loaded.effects_volume == defaults.effects_volume
    assert loaded.mute is False and loaded.anim_speed == 1.0 and loaded.key_maps == DEFAULT_KEY_MAPS
    assert notice.key == "settings.notice.invalid"
    assert notice.params["names"] == "anim_speed, colour, effects_volume, key_maps, language, mute"


@pytest.mark.parametrize("name, value", [("text_size", 120), ("text_size", True), ("text_size", 125.0),
                                         ("reduced_motion", "yes"), ("captions", 1)])
def test_accessibility_values_outside_their_choices_fall_back_alone(folder, name, value):
    (folder / "settings.json").write_text(json.dumps({name: value, "text_size": 125} | {name: value}),
                                          encoding="utf-8")
    loaded, notice = Settings.load()
    assert getattr(loaded, name) == getattr(Settings(), name)
    assert notice.params["names"] == name
    if name != "text_size":
        assert loaded.text_size == 125 and type(loaded.text_size) is int


def test_failed_write_keeps_the_old_file_and_no_temp(folder, monkeypatch):
    Settings(language="de").save()

    def broken_replace(src, dst):
        raise OSError("disk full")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(settings_module.os, "replace", broken_replace)
        Settings(language="fr").save()
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json"]
    assert Settings.load()[0].language == "de"


def test_write_atomic_replaces(folder):
    target = folder / "x.txt"
    write_atomic(target, b"one")
    write_atomic(target, b"two")
    assert target.read_bytes() == b"two" and len(list(folder.iterdir())) == 1


@pytest.mark.parametrize("content", ["[" * 100_000 + "]" * 100_000, '{"key_maps": ' + "{\"a\": " * 5000 + "1" + "}" * 5001])
def test_settings_nested_too_deep_for_the_parser_count_as_corrupt(folder, content):
    (folder / "settings.json").write_text(content, encoding="utf-8")
    loaded, notice = Settings.load()
    assert notice.key == "settings.notice.corrupt" and loaded == Settings(language=loaded.language)
    assert (folder / "settings.json.bak").read_text(encoding="utf-8") == content


@pytest.mark.parametrize("name, value", [("anim_speed", 10 ** 400), ("effects_volume", 10 ** 400),
                                         ("anim_speed", float("inf")), ("music_volume", float("nan"))])
def test_numbers_out_of_any_range_fall_back_alone(folder, name, value):
    (folder / "settings.json").write_text(json.dumps({name: value, "mute": True}), encoding="utf-8")
    loaded, notice = Settings.load()
    assert loaded.mute is True and getattr(loaded, name) == getattr(Settings(), name)
    assert notice.params["names"] == name


def test_temp_files_of_killed_writes_are_removed_at_start(folder):
    Settings(language="de").save()
    (folder / "settings.json.k3j_9x.tmp").write_bytes(b'{"lang')  # a write killed before its rename
    (folder / "save-cambio.json.0abc.tmp").write_bytes(b"")
    (folder / "notes.txt").write_text("mine", encoding="utf-8")
    assert sorted(p.name for p in clean_temp_files()) == ["save-cambio.json.0abc.tmp", "settings.json.k3j_9x.tmp"]
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt", "settings.json"]
    assert Settings.load()[0].language == "de"


def test_set_aside_keeps_the_file_as_bak(folder):
    broken = folder / "save-gaemsh.json"
    broken.write_text("{", encoding="utf-8")
    assert set_aside(broken) == folder / "save-gaemsh.json.bak"
    assert not broken.exists() and (folder / "save-gaemsh.json.bak").read_text(encoding="utf-8") == "{"
    assert set_aside(broken) == broken  # nothing there to move


@pytest.mark.parametrize("variable, value, expected", [
    ("LANG", "de_CH.UTF-8", "de"), ("LANG", "fr_FR", "fr"), ("LC_ALL", "it_IT.utf8", "it"),
    ("LANGUAGE", "es:fr", "fr"), ("LANG", "German_Germany.1252", "de")])
def test_system_language_from_environment(monkeypatch, variable, value, expected):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv(variable, value)
    assert system_language() == expected


def test_system_language_falls_back_to_english(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(name, "C")
    monkeypatch.setattr(settings_module.pygame.system, "get_pref_locales", lambda: [])
    monkeypatch.setattr("locale.getlocale", lambda: (None, None))
    assert system_language() == "en"


def test_app_load_gives_the_notice_as_text_in_the_saved_language(folder):
    (folder / "settings.json").write_text(json.dumps({"language": "de", "mute": 3}), encoding="utf-8")
    loaded, message = settings_module.load()
    assert loaded.language == "de"
    assert message == "Einige Einstellungen waren ungültig und wurden zurückgesetzt: mute."
    settings_module.save(loaded)
    assert settings_module.load() == (loaded, None)
