"""A seat panel's frame, drawn once and blitted every frame after: its shadow, paper and
border, and the band in the seat's colour with the seat's symbol. Rounded rectangles redrawn
every frame were a sixth of a table's frame time (issue 8); a frame is a blit. The frame
holds no text: names and notes are cached labels blitted on top, so the layout test still
sees every word where it stands."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui.palette import GOLD, PAPER, WOOD, draw_seat_symbol, seat_colour

SHADOW = (4, 5)  # the shadow's offset, as widgets.panel draws it


@lru_cache(maxsize=64)
def seat_frame(size: tuple[int, int], seat: int, band: int, fill: tuple[int, int, int] = PAPER,
               border: tuple[int, int, int] = WOOD, radius: int = 12, glow: bool = False) -> pygame.Surface:
    """The frame of a panel of `size` (its shadow reaches SHADOW beyond it); `band` is the
    height of the seat's coloured band; `glow` rings it in gold (the seat whose turn it is)."""
    surface = pygame.Surface((size[0] + SHADOW[0], size[1] + SHADOW[1]), pygame.SRCALPHA)
    rect = pygame.Rect((0, 0), size)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(SHADOW), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, GOLD if glow else border, rect, width=6 if glow else 3, border_radius=radius)
    inner = radius - 2
    pygame.draw.rect(surface, seat_colour(seat), pygame.Rect(3, 3, size[0] - 6, band),
                     border_top_left_radius=inner, border_top_right_radius=inner)
    draw_seat_symbol(surface, seat, (3 + band // 2, 3 + band // 2), band * 0.3)
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def draw_seat_frame(surface: pygame.Surface, rect: pygame.Rect, seat: int, band: int, **style: object) -> None:
    """Blit the seat's cached frame at `rect`."""
    surface.blit(seat_frame(rect.size, seat, band, **style), rect.topleft)
