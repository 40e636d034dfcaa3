"""The pause overlay: resume, rules, settings, quit to the menu. The table stays drawn below."""
from __future__ import annotations

from typing import Any

import pygame

from game.shell import menu_keys
from game.shell.overlay import MenuOverlay
from game.ui import widgets
from game.ui.canvas import Canvas


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
        box = pygame.Rect(0, 0, 700, 330)
        box.midtop = (surface.get_width() // 2, 110)
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        widgets.text(surface, self.app.text("pause.title"), (surface.get_width() // 2, 160), 48,
                     widgets.PAPER, bold=True, anchor="center")
        self.menu.draw(surface, [self.app.text(row) for row in self.rows], (surface.get_width() // 2, 230), width=660)
        menu_keys.draw(surface, self.app)
