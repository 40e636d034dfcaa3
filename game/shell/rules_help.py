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
    """Pages of text from the keys `<id>.help.1`, `<id>.help.2`, ... (left/right turn pages),
    then, when the title left out a part of its data (Gambit 7's refused packs), a page that
    says what and why (`Title.data_notices`)."""

    transparent = True

    def __init__(self, app: Any, title: Title) -> None:
        super().__init__(app)
        self.title = title
        self.pages = []
        number = 1
        while app.texts.has(f"{title.id}.help.{number}"):
            self.pages.append(f"{title.id}.help.{number}")
            number += 1
        self.notices = title.data_notices()  # data the title left out: one last page tells them
        self.page = 0

    def count(self) -> int:
        return len(self.pages) + bool(self.notices)

    def words(self, page: int) -> str:
        """A page's words: a rules page, or after them the notices of data left out."""
        if page < len(self.pages):
            return self.app.text(self.pages[page])
        return "\n".join(self.app.text(key, **values) for key, values in self.notices)

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        button = intent.menu_button
        if button in ("back", "pause", "confirm"):
            self.app.pop()
        elif button in ("right", "down") and self.page + 1 < self.count():
            self.page += 1
        elif button in ("left", "up") and self.page > 0:
            self.page -= 1
        return True

    def draw(self, surface: Canvas) -> None:
        widgets.shade(surface, 170)
        widgets.panel(surface, BOX)
        widgets.text(surface, self.app.text(self.title.name_key), (BOX.centerx, BOX.top + 18), 36,
                     widgets.INK, bold=True, anchor="midtop")
        if self.page < len(self.pages) or self.notices:
            words = self.words(self.page)
            widgets.wrapped(surface, words, PAGE, page_size(words), line_gap=LINE_GAP)
        footer = self.app.text("help.footer", page=self.page + 1, pages=max(self.count(), 1))
        widgets.text(surface, footer, (BOX.centerx, BOX.bottom - 12), 20, widgets.WOOD, anchor="midbottom")


def page_size(words: str) -> int:
    """The largest font size, from PAGE_MOST down to the floor, at which a page's words fit PAGE."""
    for size in range(PAGE_MOST, fonts.FLOOR, -1):
        if page_height(words, size) <= PAGE.height:
            return size
    return fonts.FLOOR


def page_height(words: str, size: int) -> int:
    return len(widgets.wrap_lines(words, PAGE.width, size)) * (fonts.font(size).get_linesize() + LINE_GAP)
