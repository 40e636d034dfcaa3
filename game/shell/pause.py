"""The pause overlay: resume, rules, settings, quit to the menu. The table stays drawn below."""
from __future__ import annotations

from typing import Any

import pygame

from game.shell import menu_keys
from game.shell.overlay import MenuOverlay
from game.ui import widgets
from game.ui.canvas import Canvas


BOX = pygame.Rect(0, 110, 700, 330)  # the window's panel (centred across the screen) at the normal text size
ROWS_TOP = 230  # where the rows begin, under the heading
ROWS_MARGIN = 12  # between the last row and the panel's bottom edge


class PauseScene(MenuOverlay):
    rows = ("pause.resume", "pause.rules", "pause.settings", "pause.quit")

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table

    def choose(self, row: str) -> None:
        if row == "pause.resume":
            self.app.pop()
        elif row == "pause.rules":
            from game.shell.rules_help import RulesHelpScene
            self.app.push(RulesHelpScene.for_players(self.app, self.table.session.title, self.table.session.humans))
        elif row == "pause.settings":
            from game.shell.settings_menu import SettingsScene
            self.app.push(SettingsScene(self.app))
        elif row == "pause.quit":
            from game.shell.menu import MenuScene
            self.table.autosave()
            self.app.pop_to(MenuScene)

    def draw(self, surface: Canvas) -> None:
        widgets.shade(surface, 170)
        box = self.box()
        box.centerx = surface.get_width() // 2
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        widgets.text(surface, self.app.text("pause.title"), (surface.get_width() // 2, 160), 48,
                     widgets.PAPER, bold=True, anchor="center")
        self.menu.draw(surface, [self.app.text(row) for row in self.rows], (surface.get_width() // 2, ROWS_TOP), width=660)
        menu_keys.draw(surface, self.app)

    def box(self) -> pygame.Rect:
        """BOX, as tall as its rows need at a larger text size (their margin kept)."""
        box = BOX.copy()
        box.height = max(BOX.height, self.menu.bottom(ROWS_TOP) + ROWS_MARGIN - BOX.top)
        return box
