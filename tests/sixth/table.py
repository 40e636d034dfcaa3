"""Stones' table: the heap in the middle, a panel for each seat with its key hint."""
from __future__ import annotations

from typing import Any

import pygame

from game.kit.table import SCREEN, TableScene
from game.titles.stones.controls import Controls
from game.ui import canvas, widgets
from game.ui.canvas import Canvas
from game.ui.palette import INK, PAPER, TABLE_FELT as FELT, TEXT

PANEL = (360, 130)
HEAP = pygame.Rect(SCREEN.centerx - 200, 120, 400, 160)


class StonesTable(TableScene):
    regions = {"heap": HEAP}

    def __init__(self, *args: Any, **named: Any) -> None:
        super().__init__(*args, **named)
        self.controls = Controls(self)

    def panel_rect(self, seat: int) -> pygame.Rect:
        x = SCREEN.width // 4 + seat * SCREEN.width // 2 - PANEL[0] // 2
        return pygame.Rect(x, SCREEN.height - PANEL[1] - 40, *PANEL)

    def hint_rect(self, seat: int) -> pygame.Rect | None:
        if seat not in self.session.humans or self.phones.holds(seat):
            return None
        panel = self.panel_rect(seat)
        return pygame.Rect(panel.x + 6, panel.bottom - 50, panel.width - 12, 44)

    def build_backdrop(self) -> Canvas:
        backdrop = canvas.new(SCREEN.size)
        backdrop.fill(FELT)
        return backdrop

    def draw_table(self, surface: Canvas) -> None:
        view = self.session.public_view()
        surface.blit(self.backdrop(), (0, 0))
        widgets.panel(surface, HEAP, PAPER)
        widgets.fitted(surface, self.app.text("stones.left", count=view.left), HEAP.center, HEAP.width - 20, 36,
                       INK, True, anchor="center")
        for seat in range(self.session.players):
            rect = self.panel_rect(seat)
            widgets.panel(surface, rect, PAPER)
            widgets.fitted(surface, self.seat_name(seat), (rect.centerx, rect.y + 24), rect.width - 20, 24, INK,
                           seat == view.turn, anchor="center", name=True)
            hint = self.hint_rect(seat)
            if hint is not None:
                self.draw_hint_box(surface, seat, hint)
        if self.session.is_over():
            widgets.fitted(surface, self.app.text("stones.over"), (SCREEN.centerx, 60), 600, 30, TEXT, True,
                           anchor="center")


def places(table: Any, name: str) -> pygame.Rect:
    """What the guide and the help point at: "heap" or "seat:N"."""
    return HEAP if name == "heap" else table.panel_rect(int(name.partition(":")[2]))
