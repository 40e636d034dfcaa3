"""The Accessibility page of the settings (issue 32): reached from the settings, its rows
change text size, reduced motion and captions with real key presses, each saved at once and
found again by a new start; a new text size shows on the next frame, also on a table below
the pause window; every row explains itself in every language and the page says where more
time for timers is chosen."""
from __future__ import annotations

import pygame
import pytest
from text_probe import Probe

from driving import push_table
from game import catalogue
from game.app import App
from game.settings import Settings
from game.shell.accessibility import AccessibilityScene
from game.shell.menu import MenuScene
from game.shell.pause import PauseScene
from game.shell.settings_menu import SettingsScene
from game.ui import fonts
from game.ui.i18n import LANGUAGES


def open_page(app, press):
    """From the menu's settings, down to the Accessibility row and Enter."""
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    settings = app.top
    for _ in range(settings.rows.index("accessibility")):
        press(app, pygame.KSCAN_DOWN)
    press(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, AccessibilityScene)
    return app.top


def go_to(app, press, page, row):
    while page.row != row:
        press(app, pygame.KSCAN_DOWN)


def test_the_text_size_steps_through_100_125_150_is_saved_at_once_and_found_again(app, press, tmp_path):
    page = open_page(app, press)
    go_to(app, press, page, "text_size")
    shown = []
    for _ in range(3):
        press(app, pygame.KSCAN_RIGHT)
        shown.append((app.settings.text_size, fonts.text_size(), Settings.load(tmp_path)[0].text_size))
    assert shown == [(125, 125, 125), (150, 150, 150), (100, 100, 100)]  # the app, the fonts, the file
    press(app, pygame.KSCAN_LEFT)
    assert Settings.load(tmp_path)[0].text_size == 150
    assert page.value_text("text_size") == "150 %"


@pytest.mark.parametrize("row", ["reduced_motion", "captions"])
def test_reduced_motion_and_captions_switch_with_enter_and_survive_a_restart(app, press, tmp_path, row):
    page = open_page(app, press)
    go_to(app, press, page, row)
    press(app, pygame.KSCAN_RETURN)
    assert getattr(app.settings, row) is True and page.value_text(row) == "on"
    assert getattr(Settings.load(tmp_path)[0], row) is True
    press(app, pygame.KSCAN_LEFT)
    assert getattr(Settings.load(tmp_path)[0], row) is False
    press(app, pygame.KSCAN_RIGHT)
    app.shutdown()
    again = App()  # a new start reads the same folder (ALPENPARTY_HOME)
    try:
        assert getattr(again.settings, row) is True
    finally:
        again.shutdown()


def test_a_new_start_draws_at_the_saved_text_size(app, press):
    page = open_page(app, press)
    go_to(app, press, page, "text_size")
    press(app, pygame.KSCAN_LEFT)  # 100 -> 150
    app.shutdown()
    fonts.set_text_size(100)  # as a new process starts
    again = App()
    try:
        assert again.settings.text_size == 150 and fonts.text_size() == 150
    finally:
        again.shutdown()


def test_back_leaves_the_page_for_the_settings(app, press):
    page = open_page(app, press)
    go_to(app, press, page, "back")
    press(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, SettingsScene)


def test_every_row_explains_itself_and_the_page_names_the_lobby_for_timers_in_every_language(app, recording):
    page = AccessibilityScene(app)
    app.push(page)
    for language in LANGUAGES:
        app.settings.language = language
        for row in page.rows[:-1]:
            hint = page.hint(row)
            assert hint and "accessibility." not in hint and "\n" not in hint, (language, row)
            page.menu.selected = page.rows.index(row)
            probe = Probe()
            page.draw(probe)
            shown = " ".join(words for _, words in probe.boxes)
            assert app.text("accessibility.timers") in shown.replace("\n", " ") or all(
                word in shown for word in app.text("accessibility.timers").split()), language
            assert all(word in shown for word in hint.split()), (language, row)  # its explanation is drawn whole
        assert page.hint("back") == ""
    assert SettingsScene(app).hint("accessibility")


def test_a_new_text_size_shows_on_the_next_frame_of_the_page(app, press, recording):
    """The row's explanation is drawn half as large again at 150 %, and no text of the page is
    below the floor grown with it (27 units)."""
    page = open_page(app, press)
    go_to(app, press, page, "text_size")
    hint = page.hint("text_size")
    sizes, smallest = [], []
    for _ in range(2):
        probe = Probe()
        page.draw(probe)
        sizes.append(min(part.size for part in probe.texts if part.words in hint))
        smallest.append(min(part.size for part in probe.texts))
        press(app, pygame.KSCAN_LEFT)  # 100 -> 150
    assert sizes[1] >= 1.5 * sizes[0] - 0.01
    assert smallest[0] >= fonts.FLOOR and smallest[1] >= 1.5 * fonts.FLOOR


def test_a_table_under_the_pause_window_redraws_its_words_at_the_new_text_size(app, recording):
    """Settings reached from the pause: the table's cached pictures of text (its backdrop, key
    hint boxes, banners) are made anew, not kept from the old size."""
    title = catalogue.by_id("cambio")
    table = push_table(app, title, title.scene_class(), 3, humans={0: "kb1"})
    for _ in range(600):  # until kb1's key hint shows (a cached picture of its labels)
        app.frame(1 / 30)
        if table.hint_rect(0) is not None:
            break
    assert table.hint_rect(0) is not None

    def sizes():
        probe = Probe()
        table.draw(probe)
        return sorted(part.size for part in probe.texts)

    before = sizes()
    app.push(PauseScene(app, table))
    app.push(AccessibilityScene(app))
    app.top.changed("text_size", -1)  # 100 -> 150
    after = sizes()
    assert before and len(after) >= len(before) // 2
    assert min(after) >= 1.5 * fonts.FLOOR - 0.01 and min(after) >= 1.5 * min(before) - 0.01
