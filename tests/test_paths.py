"""game/paths.py finds assets/ and levels/ frozen, installed from the wheel, and in a checkout."""
import sys

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
