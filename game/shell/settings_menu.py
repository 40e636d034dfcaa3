"""The settings screens: a `SettingsPage` is a list of rows that each change one setting, with
the chosen row's explanation under the list; `SettingsScene` is the main page (language,
volumes, mute, fullscreen, privacy, animation speed, keys, accessibility).

Every change is saved at once (atomically, see game/settings.py), so leaving by any way,
or a crash, keeps it; the app applies it at once (game/app.py `apply_settings`), so a new
text size shows on the next frame.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.input.intents import Intent
from game.scene import Scene
from game.settings import ANIM_SPEEDS, PRIVACY_MODES
from game.shell import menu_keys
from game.ui import fonts, palette, widgets
from game.ui.canvas import Canvas
from game.ui.i18n import LANGUAGES

VOLUME_STEPS = tuple(round(step / 10, 1) for step in range(11))
TITLE_SIZE = 44
ROW_SIZES = ((24, 12), (22, 8), (20, 6), (fonts.FLOOR, 4))  # (font size, gap) of the rows, the roomiest that fits
HINT_SIZE = 20
HINT_LINES = 2


def cycle(choices: tuple, current: Any, step: int) -> Any:
    index = choices.index(current) if current in choices else 0
    return choices[(index + step) % len(choices)]


class SettingsPage(Scene):
    """Rows that each change a setting (◂ value ▸), and a Back row; the chosen row's one-line
    explanation under them. A page names its rows (`rows`, the text keys' last part under
    `prefix`), changes a setting (`change`) and tells its value (`value_text`)."""

    rows: tuple[str, ...] = ()
    prefix = "settings"
    title_key = "settings.title"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.menu = widgets.MenuList(len(self.rows))

    @property
    def row(self) -> str:
        return self.rows[self.menu.selected]

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        button = intent.menu_button
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button in ("left", "right"):
            self.changed(self.row, 1 if button == "right" else -1)
        elif button == "confirm":
            if self.row == "back":
                self.app.pop()
            elif not self.open(self.row):
                self.changed(self.row, 1)
        elif button in ("back", "pause"):
            self.app.pop()
        return True

    def open(self, row: str) -> bool:
        """Open the page `row` leads to; False when it leads to none (it changes a setting)."""
        return False

    def changed(self, row: str, step: int) -> None:
        """Change the setting of `row` by `step`, then save and apply it at once."""
        if self.change(row, step):
            self.app.save_settings()
            self.app.sound.play("ui_move")

    def change(self, row: str, step: int) -> bool:
        """Change the setting of `row` by `step`; False when the row changes none."""
        return False

    def value_text(self, row: str) -> str:
        """The row's value as shown ("" for a row without one)."""
        return ""

    def hint(self, row: str) -> str:
        """The selected row's one-line explanation."""
        return "" if row == "back" else self.app.text(f"{self.prefix}.{row}.hint")

    def note(self) -> str:
        """A line the page always shows under the explanation ("" for none)."""
        return ""

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        title = widgets.text(surface, self.app.text(self.title_key), (width // 2, 24), TITLE_SIZE, widgets.PAPER,
                             bold=True, anchor="midtop")
        rows: list[str | tuple[str, str]] = []
        for row in self.rows:
            value = self.value_text(row)
            label = self.app.text(f"{self.prefix}.{row}")
            rows.append((label, f"◂ {value} ▸") if value else label)
        keys_top = surface.get_height() - menu_keys.room(self.app)
        top = title.bottom + 12
        hints_height = HINT_LINES * fonts.font(HINT_SIZE).get_linesize() + 4
        below = hints_height * (2 if self.note() else 1) + 16  # the explanation and the note under the list
        size, gap = self.menu.fitting(top, keys_top - below, ROW_SIZES)
        self.menu.draw(surface, rows, (width // 2, top), size=size, gap=gap, width=720)
        box = pygame.Rect(0, 0, 1100, hints_height)
        box.midtop = (width // 2, self.menu.bottom(top, size, gap) + 8)
        hint = self.hint(self.row)
        if hint:
            widgets.fitted_lines(surface, hint, box, HINT_SIZE, widgets.PAPER, max_lines=HINT_LINES)
        if self.note():
            widgets.fitted_lines(surface, self.note(), box.move(0, hints_height + 8), HINT_SIZE, palette.HINT,
                                 max_lines=HINT_LINES)
        menu_keys.draw(surface, self.app, sideways=bool(self.value_text(self.row)))


class SettingsScene(SettingsPage):
    rows = ("language", "effects_volume", "music_volume", "mute", "fullscreen", "privacy", "anim_speed",
            "keys", "accessibility", "back")

    def open(self, row: str) -> bool:
        if row == "keys":
            from game.shell.keymap import KeyMapScene
            self.app.push(KeyMapScene(self.app))
        elif row == "accessibility":
            from game.shell.accessibility import AccessibilityScene
            self.app.push(AccessibilityScene(self.app))
        else:
            return False
        return True

    def change(self, row: str, step: int) -> bool:
        settings = self.app.settings
        if row == "language":
            settings.language = cycle(LANGUAGES, settings.language, step)
        elif row in ("effects_volume", "music_volume"):
            setattr(settings, row, cycle(VOLUME_STEPS, round(getattr(settings, row), 1), step))
        elif row == "mute":
            settings.mute = not settings.mute
        elif row == "fullscreen":
            settings.fullscreen = not settings.fullscreen
            self.app.set_fullscreen(settings.fullscreen)
        elif row == "privacy":
            settings.privacy = cycle(PRIVACY_MODES, settings.privacy, step)
        elif row == "anim_speed":
            settings.anim_speed = cycle(ANIM_SPEEDS, settings.anim_speed, step)
        else:
            return False
        return True

    def value_text(self, row: str) -> str:
        settings = self.app.settings
        if row == "language":
            return self.app.text(f"language.{settings.language}")
        if row in ("effects_volume", "music_volume"):
            return f"{round(getattr(settings, row) * 100)} %"
        if row in ("mute", "fullscreen"):
            return self.app.text("common.on" if getattr(settings, row) else "common.off")
        if row == "privacy":
            return self.app.text(f"settings.privacy.{settings.privacy}")
        if row == "anim_speed":
            return f"{settings.anim_speed:g}×"
        return ""

    def hint(self, row: str) -> str:
        """The privacy row also says what its value does."""
        words = super().hint(row)
        if row == "privacy":
            words += " " + self.app.text(f"settings.privacy.{self.app.settings.privacy}.hint")
        return words
