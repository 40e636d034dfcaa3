"""Learning a title with a guided first game (game/kit/guide.py): the menu's "Learn to play"
list of the titles that have a guide, and the offer made the first time a title is opened.

In the list, the first cluster (or pad) that presses a key learns on the first seat; a second
cluster that presses any of its keys joins, so two people learn together on one keyboard.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game import catalogue
from game.catalogue import Title
from game.input.intents import Intent
from game.kit import guide
from game.scene import Scene
from game.shell.confirm import ConfirmScene
from game.ui import fonts, widgets
from game.ui.canvas import Canvas

LEARNERS = 2
ROWS_TOP = 250
HINT_COLOUR = (240, 228, 66)


def player_device(intent: Intent) -> str | None:
    """The device of a cluster or pad press (not the shared Enter, Esc or arrows)."""
    device = intent.device or ""
    return device if device.startswith("kb") or device.startswith("pad:") else None


class LearnScene(Scene):
    """The titles with a guided game, and who learns."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.titles = [title for title in catalogue.available()[0] if title.has_guide]
        self.learners: list[str] = []
        self.menu = widgets.MenuList(len(self.titles) + 1)

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        device = player_device(intent)
        if device is not None and device not in self.learners and len(self.learners) < LEARNERS:
            self.learners.append(device)
        button = intent.menu_button
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button == "confirm":
            self.app.sound.play("ui_select")
            if self.menu.selected == len(self.titles):
                self.app.pop()
            else:
                guide.start(self.app, self.titles[self.menu.selected], self.learners)
        elif button in ("back", "pause"):
            self.app.pop()
        return True

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        widgets.text(surface, self.app.text("learn.title"), (width // 2, 40), 44, widgets.PAPER, bold=True,
                     anchor="midtop")
        hint = pygame.Rect(60, 110, width - 120, 2 * fonts.font(fonts.FLOOR + 2).get_linesize())
        widgets.fitted_lines(surface, self.app.text("learn.hint"), hint, fonts.FLOOR + 2, HINT_COLOUR)
        rows = [self.app.text(title.name_key) for title in self.titles] + [self.app.text("learn.back")]
        self.menu.draw(surface, rows, (width // 2, ROWS_TOP), size=28, gap=12, width=620)
        if self.learners:
            names = ", ".join(self.app.input.device_hint(device) for device in self.learners)
            widgets.fitted(surface, self.app.text("learn.learners", players=names), (width // 2, surface.get_height() - 40),
                           width - 80, 22, widgets.PAPER, anchor="midbottom")


class OfferScene(ConfirmScene):
    """The first time a title is opened: learn it with its guide, or go on to its table (Esc:
    neither, back to the menu)."""

    rows = ("guide.offer.learn", "guide.offer.play")

    def __init__(self, app: Any, title: Title, play: Callable[[], None]) -> None:
        super().__init__(app, app.text("guide.offer", title=app.text(title.name_key)), "guide.offer.learn", play)
        self.labels = {row: app.text(row) for row in self.rows}
        self.title = title
        self.device: str | None = None
        guide.mark_seen(app, title)

    def handle(self, intent: Intent) -> bool:
        if intent.pressed:
            self.device = player_device(intent) or self.device
        return super().handle(intent)

    def choose(self, row: str) -> None:
        self.app.pop()
        if row == "guide.offer.learn":
            guide.start(self.app, self.title, [self.device] if self.device else [])
        else:
            self.on_yes()
