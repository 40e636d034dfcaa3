"""A yes-or-no question over the scene below (e.g. before a saved game is replaced).

"No" is selected first, so a hurried Enter keeps what is there; Esc also means no.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.input.intents import Intent
from game.shell import menu_keys
from game.shell.overlay import MenuOverlay
from game.ui import widgets
from game.ui.canvas import Canvas


BOX = pygame.Rect(260, 150, 760, 300)  # the question's panel, in the screen's middle


class ConfirmScene(MenuOverlay):
    rows = ("confirm.no", "confirm.yes")

    def __init__(self, app: Any, question: str, yes_key: str, on_yes: Callable[[], None],
                 no_key: str = "confirm.no", on_no: Callable[[], None] | None = None, yes_first: bool = False) -> None:
        """`yes_key`, `no_key`: the text keys of the rows, saying what they do; `on_yes` (or
        `on_no`, also on Esc) runs after this overlay has left the stack. `yes_first`: Enter
        alone says yes (a question whose yes is the safe answer)."""
        super().__init__(app)
        self.question = question
        self.labels = {"confirm.no": app.text(no_key), "confirm.yes": app.text(yes_key)}
        self.on_yes = on_yes
        self.on_no = on_no
        if yes_first:
            self.menu.selected = self.rows.index("confirm.yes")

    def handle(self, intent: Intent) -> bool:
        if intent.pressed and intent.menu_button in ("pause", "back"):
            self.choose("confirm.no")
            return True
        return super().handle(intent)

    def choose(self, row: str) -> None:
        self.app.pop()
        if row == "confirm.yes":
            self.on_yes()
        elif self.on_no is not None:
            self.on_no()

    def draw(self, surface: Canvas) -> None:
        widgets.shade(surface, 170)
        width = surface.get_width()
        box = BOX
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        question = box.inflate(-60, -50)
        asked = widgets.wrapped(surface, self.question, question, 26, widgets.PAPER)
        top = max(box.top + 160, question.top + asked + 8)  # below the question however large the text
        self.menu.draw(surface, [self.labels[row] for row in self.rows], (width // 2, top), width=620)
        menu_keys.draw(surface, self.app, players=self.key_players())

    def key_players(self) -> list[tuple[int, str]] | None:
        """Whose keys the band names (None: the seated players')."""
        return None
