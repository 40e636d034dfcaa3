"""The bundled DejaVu fonts (assets/fonts), cached by size."""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.paths import assets_dir

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(assets_dir() / "fonts" / (BOLD if bold else REGULAR)), size)


def missing_glyphs(text: str, bold: bool = False) -> list[str]:
    """Characters of `text` the bundled font cannot draw."""
    face = font(20, bold)
    return [char for char in set(text) if not char.isspace() and face.metrics(char)[0] is None]


@lru_cache(maxsize=1024)
def rendered(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """Text rendered once and reused: tables redraw the same words every frame."""
    return font(size, bold).render(words, True, colour)
