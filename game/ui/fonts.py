"""The bundled DejaVu fonts (assets/fonts), cached by size."""
from __future__ import annotations

import io
from functools import lru_cache

import pygame

from game.paths import read_asset

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"


@lru_cache(maxsize=2)
def font_bytes(bold: bool = False) -> bytes:
    return read_asset(f"fonts/{BOLD if bold else REGULAR}")


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(io.BytesIO(font_bytes(bold)), size)


def missing_glyphs(text: str, bold: bool = False) -> list[str]:
    """Characters of `text` the bundled font has no glyph for, in order. (pygame.font draws a
    box for them and reports the box's metrics, so the check asks pygame.freetype.)"""
    import pygame.freetype
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    chars = sorted({char for char in text if not char.isspace()})
    face = pygame.freetype.Font(io.BytesIO(font_bytes(bold)), 20)
    return [char for char, metrics in zip(chars, face.get_metrics("".join(chars))) if metrics is None]


@lru_cache(maxsize=1024)
def rendered(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """Text rendered once and reused: tables redraw the same words every frame."""
    return font(size, bold).render(words, True, colour)
