"""The QR code of the page's address, drawn with pygame as squares from segno's matrix."""
from __future__ import annotations

import pygame
import segno

DARK, LIGHT = (0, 0, 0), (255, 255, 255)
QUIET = 4  # modules of light border the standard asks for round the code


def matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The code's modules, row by row (True: dark), at error correction level M."""
    code = segno.make(text, error="m", micro=False, boost_error=False)
    return tuple(tuple(bool(module) for module in row) for row in code.matrix)


def qr_surface(text: str, most: int) -> pygame.Surface:
    """The code of `text` with its quiet border, in whole pixels a module, at most `most`
    pixels wide (at least one pixel a module)."""
    modules = matrix(text)
    count = len(modules) + 2 * QUIET
    pixel = max(1, most // count)
    surface = pygame.Surface((count * pixel, count * pixel))
    surface.fill(LIGHT)
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            if dark:
                surface.fill(DARK, ((x + QUIET) * pixel, (y + QUIET) * pixel, pixel, pixel))
    return surface

