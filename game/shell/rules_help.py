"""A title's rules page in the player's language: how to play and your keys."""
from __future__ import annotations

from typing import Any

import pygame

from game.catalogue import Title
from game.input.intents import Intent
from game.scene import Scene
from game.ui import widgets
from game.ui.canvas import Canvas


class RulesHelpScene(Scene):
    """Pages of text from the keys `<id>.help.1`, `<id>.help.2`, ... (left/right turn pages)."""

    transparent = True

    def __init__(self, app: Any, title: Title) -> None:
        super().__init__(app)
        self.title = title
        self.pages = []
        number = 1
        while app.texts.has(f"{title.id}.help.{number}"):
            self.pages.append(f"{title.id}.help.{number}")
            number += 1
        self.page = 0

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        button = intent.menu_button
        if button in ("back", "pause", "confirm"):
            self.app.pop()
        elif button in ("right", "down") and self.page + 1 < len(self.pages):
            self.page += 1
        elif button in ("left", "up") and self.page > 0:
            self.page -= 1
        return True

    def draw(self, surface: Canvas) -> None:
        widgets.shade(surface, 170)
        box = pygame.Rect(90, 50, surface.get_width() - 180, surface.get_height() - 100)
        widgets.panel(surface, box)
        widgets.text(surface, self.app.text(self.title.name_key), (box.centerx, box.top + 20), 36,
                     widgets.INK, bold=True, anchor="midtop")
        if self.pages:
            widgets.wrapped(surface, self.app.text(self.pages[self.page]), box.inflate(-70, -150).move(0, 20), 21)
        footer = self.app.text("help.footer", page=self.page + 1, pages=max(len(self.pages), 1))
        widgets.text(surface, footer, (box.centerx, box.bottom - 18), 18, widgets.WOOD, anchor="midbottom")
