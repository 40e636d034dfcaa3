"""Where seats sit around the shared screen, and the key hint drawn at each seat."""
from __future__ import annotations

import math

import pygame

from game.ui import fonts, widgets

SCREEN = (1280, 720)


def seat_positions(count: int, centre: tuple[int, int] = (640, 350),
                   radii: tuple[int, int] = (520, 265)) -> list[tuple[int, int]]:
    """Seats evenly around an ellipse, seat 0 at the bottom, then clockwise on screen
    (bottom, left, top, right for four), so seat i and i + count/2 sit opposite."""
    positions = []
    for seat in range(count):
        angle = math.radians(90 + seat * 360 / count)
        positions.append((round(centre[0] + radii[0] * math.cos(angle)),
                          round(centre[1] + radii[1] * math.sin(angle))))
    return positions


def draw_key_hint(surface: pygame.Surface, names: dict[str, str], labels: dict[str, str],
                  midtop: tuple[int, int]) -> None:
    """Small key caps: `names` maps a button to its key name, `labels` a button to what it
    does here. Only buttons with a label are drawn."""
    face = fonts.font(13, True)
    small = fonts.font(12)
    caps = [(names.get(button, "?"), label) for button, label in labels.items()]
    widths = [max(face.size(key)[0] + 10, small.size(label)[0]) + 6 for key, label in caps]
    x = midtop[0] - sum(widths) // 2
    for (key, label), width in zip(caps, widths):
        cap = pygame.Rect(x + (width - face.size(key)[0] - 10) // 2, midtop[1], face.size(key)[0] + 10, 18)
        pygame.draw.rect(surface, widgets.PAPER, cap, border_radius=4)
        pygame.draw.rect(surface, widgets.WOOD, cap, width=1, border_radius=4)
        key_image = face.render(key, True, widgets.INK)
        surface.blit(key_image, key_image.get_rect(center=cap.center))
        text = small.render(label, True, widgets.PAPER)
        surface.blit(text, text.get_rect(midtop=(x + width // 2, cap.bottom + 1)))
        x += width
