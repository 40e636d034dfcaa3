"""A yes-or-no question over the scene below (e.g. before a saved game is replaced).

"No" is selected first, so a hurried Enter keeps what is there; Esc also means no. A question
that comes up on its own (someone guessing the phones' room code) takes no press in its first
moment: a press on its way then was meant for the screen below.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.input.intents import Intent
from game.shell import menu_keys
from game.shell.overlay import MenuOverlay
from game.ui import fonts, widgets
from game.ui.canvas import Canvas


BOX = pygame.Rect(260, 150, 760, 300)  # the question's panel, in the screen's middle
QUESTION_SIZE = 26
LARGER_TEXT_RISE = 70  # the panel stands this much higher at a larger text size: room for the rows
SETTLE = 0.5  # seconds an unasked question ignores presses: longer than a press already on its way takes


class ConfirmScene(MenuOverlay):
    rows = ("confirm.no", "confirm.yes")

    def __init__(self, app: Any, question: str, yes_key: str, on_yes: Callable[[], None],
                 no_key: str = "confirm.no", on_no: Callable[[], None] | None = None, unasked: bool = False) -> None:
        """`yes_key`, `no_key`: the text keys of the rows, saying what they do; `on_yes` (or
        `on_no`, also on Esc) runs after this overlay has left the stack. `unasked`: the
        question came up on its own; presses in its first SETTLE seconds are ignored."""
        super().__init__(app)
        self.question = question
        self.labels = {"confirm.no": app.text(no_key), "confirm.yes": app.text(yes_key)}
        self.on_yes = on_yes
        self.on_no = on_no
        self.settling = SETTLE if unasked else 0.0  # seconds left in which presses are ignored

    def update(self, dt: float) -> None:
        self.settling = max(0.0, self.settling - dt)

    def handle(self, intent: Intent) -> bool:
        if self.settling:
            return True
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
        box = self.box()
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        widgets.wrapped(surface, self.question, box.inflate(-60, -50), QUESTION_SIZE, widgets.PAPER)
        self.menu.draw(surface, [self.labels[row] for row in self.rows], (width // 2, self.menu_top()), width=620)
        menu_keys.draw(surface, self.app, players=self.key_players())

    def box(self) -> pygame.Rect:
        """The question's panel: BOX, or higher and as tall as its rows need at a larger text size."""
        if fonts.text_size() == 100:
            return BOX
        box = BOX.move(0, -LARGER_TEXT_RISE)
        box.height = max(box.height, self.menu_bottom() - box.top + 12)
        return box

    def menu_top(self) -> int:
        """Where the rows begin: under the question, however large the text."""
        top = BOX.top - (0 if fonts.text_size() == 100 else LARGER_TEXT_RISE)
        question = BOX.inflate(-60, -50)
        lines = len(widgets.wrap_lines(self.question, question.width, QUESTION_SIZE))
        return max(top + 160, top + 25 + lines * (fonts.font(QUESTION_SIZE).get_linesize() + 4) + 8)

    def menu_bottom(self) -> int:
        return self.menu.bottom(self.menu_top())

    def key_players(self) -> list[tuple[int, str]] | None:
        """Whose keys the band names (None: the seated players')."""
        return None
