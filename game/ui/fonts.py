"""The bundled DejaVu fonts (assets/fonts), cached by size.

Every line of text the game draws is rendered here (`render`, or `rendered` for words
redrawn every frame), so a layout test can tell text from pictures: while `record()` is on,
each rendered surface is noted with its words (`words_of`), and so is a surface that
carries text drawn into it (`carries`, for a banner's box). Off (the game), it costs one
test of a module variable per render.
"""
from __future__ import annotations

import weakref
from functools import lru_cache

import pygame

from game.paths import assets_dir

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"

_noted: "weakref.WeakKeyDictionary[pygame.Surface, str] | None" = None


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(assets_dir() / "fonts" / (BOLD if bold else REGULAR)), size)


def missing_glyphs(text: str, bold: bool = False) -> list[str]:
    """Characters of `text` the bundled font cannot draw."""
    face = font(20, bold)
    return [char for char in set(text) if not char.isspace() and face.metrics(char)[0] is None]


def render(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    image = font(size, bold).render(words, True, colour)
    if _noted is not None:
        _noted[image] = words
    return image


@lru_cache(maxsize=1024)
def rendered(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """Text rendered once and reused: tables redraw the same words every frame."""
    return render(words, size, tuple(colour), bold)


def carries(surface: pygame.Surface, words: str) -> None:
    """Note that `surface` holds text drawn into it (a banner's or a toast's box)."""
    if _noted is not None:
        _noted[surface] = words


def record(on: bool = True) -> None:
    """Start (or stop) noting rendered text; the render cache is emptied so that every
    line is rendered, and so noted, anew."""
    global _noted
    _noted = weakref.WeakKeyDictionary() if on else None
    rendered.cache_clear()


def words_of(surface: pygame.Surface) -> str | None:
    """The words a surface shows, if it was rendered (or noted) while recording."""
    return None if _noted is None else _noted.get(surface)
