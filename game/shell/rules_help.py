"""A title's rules page in the player's language: how to play and your keys."""
from __future__ import annotations

from typing import Any

import pygame

from game.catalogue import Title
from game.input.intents import Intent
from game.scene import Scene
from game.ui import fonts, widgets
from game.ui.canvas import Canvas

BOX = pygame.Rect(60, 30, 1160, 660)  # the page's paper
PAGE = pygame.Rect(BOX.x + 36, BOX.y + 70, BOX.width - 72, BOX.height - 116)  # its words
PAGE_MOST, LINE_GAP = 26, 4


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
        widgets.panel(surface, BOX)
        widgets.text(surface, self.app.text(self.title.name_key), (BOX.centerx, BOX.top + 18), 36,
                     widgets.INK, bold=True, anchor="midtop")
        if self.pages:
            words = self.app.text(self.pages[self.page])
            widgets.wrapped(surface, words, PAGE, page_size(words), line_gap=LINE_GAP)
        footer = self.app.text("help.footer", page=self.page + 1, pages=max(len(self.pages), 1))
        widgets.text(surface, footer, (BOX.centerx, BOX.bottom - 12), 20, widgets.WOOD, anchor="midbottom")


def page_size(words: str) -> int:
    """The largest font size, from PAGE_MOST down to the floor, at which a page's words fit PAGE."""
    for size in range(PAGE_MOST, fonts.FLOOR, -1):
        if page_height(words, size) <= PAGE.height:
            return size
    return fonts.FLOOR


def page_height(words: str, size: int) -> int:
    return len(widgets.wrap_lines(words, PAGE.width, size)) * (fonts.font(size).get_linesize() + LINE_GAP)
