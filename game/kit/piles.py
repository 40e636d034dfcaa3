"""Cards on a table that is not a hand: a face-down stack (a deck) with its count under it,
and a card turning over where it lies (a look, a peek, a reveal).

Shared by the card tables: a stack grows one layer per `per_layer` cards, shifted up and
left two units a layer, so a thick deck looks thick and an empty one is only its label.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui import canvas, tween
from game.ui.canvas import Canvas

Point = tuple[float, float]


@dataclass
class Flip(tween.Animation):
    """A card turning over in place: the back narrows, the face widens (`face` None: it
    turns and shows its back again, as a peek looks to those who may not see it)."""

    back: Canvas | None = None
    face: Canvas | None = None
    centre: Point = (0, 0)

    def image(self) -> Canvas | None:
        """What shows now, squeezed to the turn's width (None before it starts); at the current
        scale, should the window have been resized since the flip began."""
        if not self.started or self.back is None:
            return None
        image = self.back if self.progress < 0.5 or self.face is None else self.face
        image = canvas.at_scale(image, canvas.current_scale())
        width = max(2, round(image.get_width() * abs(math.cos(math.pi * self.progress))))
        return canvas.scale(image, (width, image.get_height()))

    def draw(self, surface: Canvas) -> None:
        image = self.image()
        if image is not None:
            surface.blit(image, image.get_rect(center=(round(self.centre[0]), round(self.centre[1]))))


def draw_stack(surface: Canvas, back: Canvas, centre: Point, count: int, label: Canvas,
               per_layer: int = 8, most: int = 5) -> pygame.Rect:
    """`count` face-down cards as up to `most` layers at `centre`, `label` (its words) centred
    8 units under the card; returns the label's place."""
    for layer in range(min(most, (count + per_layer - 1) // per_layer)):
        surface.blit(back, back.get_rect(center=(centre[0] - 2 * layer, centre[1] - 2 * layer)))
    return surface.blit(label, label.get_rect(midtop=(centre[0], centre[1] + back.get_height() // 2 + 8)))
