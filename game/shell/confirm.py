"""A yes-or-no question over the scene below (e.g. before a saved game is replaced).

"No" is selected first, so a hurried Enter keeps what is there; Esc also means no.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.shell import menu_keys
from game.shell.overlay import MenuOverlay
from game.ui import widgets
from game.ui.canvas import Canvas


BOX = pygame.Rect(260, 150, 760, 300)  # the question's panel, in the screen's middle


class ConfirmScene(MenuOverlay):
    rows = ("confirm.no", "confirm.yes")

    def __init__(self, app: Any, question: str, yes_key: str, on_yes: Callable[[], None]) -> None:
        """`yes_key`: the text key of the "yes" row, saying what it does; `on_yes` runs
        after this overlay has left the stack."""
        super().__init__(app)
        self.question = question
        self.labels = {"confirm.no": app.text("confirm.no"), "confirm.yes": app.text(yes_key)}
        self.on_yes = on_yes

    def choose(self, row: str) -> None:
        self.app.pop()
        if row == "confirm.yes":
            self.on_yes()

    def draw(self, surface: Canvas) -> None:
        widgets.shade(surface, 170)
        width = surface.get_width()
        box = BOX
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        widgets.wrapped(surface, self.question, box.inflate(-60, -50), 26, widgets.PAPER)
        self.menu.draw(surface, [self.labels[row] for row in self.rows], (width // 2, box.top + 160), width=620)
        menu_keys.draw(surface, self.app, players=self.key_players())

    def key_players(self) -> list[tuple[int, str]] | None:
        """Whose keys the band names (None: the seated players')."""
        return None
