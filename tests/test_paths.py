"""game/paths.py finds assets/ and levels/ frozen, installed from the wheel, and in a checkout."""
import sys

import pytest

from game import paths


def layout(root, *folders):
    for folder in folders:
        (root / folder).mkdir(parents=True)
    return root


def test_a_checkout_or_editable_install_uses_the_top_level_folders(tmp_path, monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    checkout = layout(tmp_path, "game", "assets", "levels")
    assert paths.data_root(checkout / "game") == checkout


def test_an_installed_wheel_uses_the_folders_inside_the_package(tmp_path, monkeypatch):
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    site = layout(tmp_path, "game/assets", "game/levels")
    assert paths.data_root(site / "game") == site / "game"


def test_the_frozen_executable_uses_its_unpacked_folder(tmp_path, monkeypatch):
    unpacked = layout(tmp_path / "bundle", "assets", "levels")
    monkeypatch.setattr(sys, "_MEIPASS", str(unpacked), raising=False)
    assert paths.data_root(tmp_path / "anywhere" / "game") == unpacked


def test_this_checkout_finds_the_files_the_game_starts_with():
    assert (paths.assets_dir() / "sounds" / "music_menu.ogg").is_file()
    assert (paths.assets_dir() / "fonts" / "DejaVuSans.ttf").is_file()
    assert (paths.levels_dir() / "bots.toml").is_file()


def test_the_executable_reads_assets_from_its_one_archive(tmp_path, monkeypatch):
    import zipfile
    unpacked = layout(tmp_path / "bundle", "levels")
    with zipfile.ZipFile(unpacked / paths.ASSETS_ARCHIVE, "w") as archive:
        archive.writestr("sounds/slap.ogg", b"slap")
    monkeypatch.setattr(sys, "_MEIPASS", str(unpacked), raising=False)
    assert paths.read_asset("sounds/slap.ogg") == b"slap"
    assert paths.asset_exists("sounds/slap.ogg") and not paths.asset_exists("sounds/tick.ogg")
    with pytest.raises(FileNotFoundError):
        paths.read_asset("sounds/tick.ogg")


def test_a_folder_of_assets_is_read_directly(tmp_path):
    (tmp_path / "board").mkdir()
    (tmp_path / "board" / "hut.svg").write_bytes(b"<svg/>")
    assert paths.read_asset("board/hut.svg", tmp_path) == b"<svg/>"
    assert paths.asset_exists("board/hut.svg", tmp_path) and not paths.asset_exists("board/x.svg", tmp_path)
    with pytest.raises(FileNotFoundError):
        paths.read_asset("board/x.svg", tmp_path)
