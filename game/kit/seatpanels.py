"""A seat panel's frame, drawn once and blitted every frame after: the panel (widgets.panel:
shadow, paper, border), a gold ring for the seat whose turn it is, and the band in the seat's
colour with the seat's symbol: one blit instead of rounded rectangles and polygons per seat
and frame. The frame holds no text: names and notes are cached labels blitted on top, so the
layout test still sees every word where it stands."""
from __future__ import annotations

import pygame

from game.ui import canvas, draw, widgets
from game.ui.canvas import Canvas
from game.ui.palette import GOLD, PAPER, WOOD, draw_seat_symbol, seat_colour

SHADOW = (4, 5)  # how far widgets.panel's shadow reaches beyond the panel


@canvas.per_scale(maxsize=64)
def seat_frame(size: tuple[int, int], seat: int, band: int, fill: tuple[int, int, int] = PAPER,
               border: tuple[int, int, int] = WOOD, radius: int = 12, glow: bool = False) -> Canvas:
    """The frame of a panel of `size` (its shadow reaches SHADOW beyond it); `band` is the
    height of the seat's coloured band; `glow` rings it in gold (the seat whose turn it is)."""
    surface = canvas.new((size[0] + SHADOW[0], size[1] + SHADOW[1]), pygame.SRCALPHA)
    rect = pygame.Rect((0, 0), size)
    widgets.panel(surface, rect, fill=fill, border=GOLD if glow else border, radius=radius)
    if glow:
        draw.rect(surface, GOLD, rect, width=6, border_radius=radius)
    inner = radius - 2
    draw.rect(surface, seat_colour(seat), pygame.Rect(3, 3, size[0] - 6, band),
              border_top_left_radius=inner, border_top_right_radius=inner)
    draw_seat_symbol(surface, seat, (3 + band // 2, 3 + band // 2), band * 0.3)
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def draw_seat_frame(surface: Canvas, rect: pygame.Rect, seat: int, band: int, **style: object) -> None:
    """Blit the seat's cached frame at `rect`."""
    surface.blit(seat_frame(rect.size, seat, band, **style), rect.topleft)
