"""The settings screen: language, volumes, mute, fullscreen, privacy, animation speed, keys.

Every change is saved at once (atomically, see game/settings.py), so leaving by any way,
or a crash, keeps it.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.input.intents import Intent
from game.scene import Scene
from game.shell import menu_keys
from game.ui import fonts, widgets
from game.ui.canvas import Canvas
from game.ui.i18n import LANGUAGES

VOLUME_STEPS = tuple(round(step / 10, 1) for step in range(11))
ANIM_SPEEDS = (0.5, 1.0, 1.5, 2.0)
PRIVACY = ("peek", "open")
ROWS = ("language", "effects_volume", "music_volume", "mute", "fullscreen", "privacy", "anim_speed",
        "keys", "back")


def _cycle(choices: tuple, current: Any, step: int) -> Any:
    index = choices.index(current) if current in choices else 0
    return choices[(index + step) % len(choices)]


class SettingsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.menu = widgets.MenuList(len(ROWS))

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        button = intent.menu_button
        row = ROWS[self.menu.selected]
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button in ("left", "right"):
            self.change(row, 1 if button == "right" else -1)
        elif button == "confirm":
            if row == "back":
                self.app.pop()
            elif row == "keys":
                from game.shell.keymap import KeyMapScene
                self.app.push(KeyMapScene(self.app))
            else:
                self.change(row, 1)
        elif button in ("back", "pause"):
            self.app.pop()
        return True

    def change(self, row: str, step: int) -> None:
        settings = self.app.settings
        if row == "language":
            settings.language = _cycle(LANGUAGES, settings.language, step)
        elif row in ("effects_volume", "music_volume"):
            setattr(settings, row, _cycle(VOLUME_STEPS, round(getattr(settings, row), 1), step))
        elif row == "mute":
            settings.mute = not settings.mute
        elif row == "fullscreen":
            settings.fullscreen = not settings.fullscreen
            self.app.set_fullscreen(settings.fullscreen)
        elif row == "privacy":
            settings.privacy = _cycle(PRIVACY, settings.privacy, step)
        elif row == "anim_speed":
            settings.anim_speed = _cycle(ANIM_SPEEDS, settings.anim_speed, step)
        else:
            return
        self.app.save_settings()
        self.app.sound.play("ui_move")

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

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        widgets.text(surface, self.app.text("settings.title"), (width // 2, 30), 44, widgets.PAPER,
                     bold=True, anchor="midtop")
        rows: list[str | tuple[str, str]] = []
        for row in ROWS:
            value = self.value_text(row)
            label = self.app.text(f"settings.{row}")
            rows.append((label, f"◂ {value} ▸") if value else label)
        self.menu.draw(surface, rows, (width // 2, 110), size=24, gap=12, width=640)
        hint = self.hint(ROWS[self.menu.selected])
        if hint:
            box = pygame.Rect(0, 0, 1100, 2 * fonts.font(20).get_linesize() + 4)
            box.midtop = (width // 2, self.menu.bottom(110, 24, 12) + 14)
            widgets.fitted_lines(surface, hint, box, 20, widgets.PAPER)
        menu_keys.draw(surface, self.app, sideways=bool(self.value_text(ROWS[self.menu.selected])))

    def hint(self, row: str) -> str:
        """The selected row's one-line explanation (the privacy row also says what its
        value does)."""
        if row == "back":
            return ""
        words = self.app.text(f"settings.{row}.hint")
        if row == "privacy":
            words += " " + self.app.text(f"settings.privacy.{self.app.settings.privacy}.hint")
        return words
