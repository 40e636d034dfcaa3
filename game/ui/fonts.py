"""The bundled DejaVu fonts (assets/fonts), cached by size.

Every line of text the game draws is rendered here (`render`, or `rendered` for words
redrawn every frame), so a layout test can tell text from pictures: while `record()` is on,
each rendered surface is noted with its words (`words_of`), and so is a surface that
carries text drawn into it (`carries`, for a banner's box). A `Canvas` (a picture drawn once
and blitted every frame: a toast, a key hint box) notes where each text lands on it, so the
test still sees every line inside (`parts_of`). Off (the game), it costs one test of a module
variable per render.
"""
from __future__ import annotations

import io
import weakref
from functools import lru_cache

import pygame

from game.paths import read_asset

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"

Parts = list[tuple[pygame.Rect, str]]  # text boxes on a surface, in its own coordinates
_noted: "weakref.WeakKeyDictionary[pygame.Surface, str | Parts] | None" = None


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
    noted = None if _noted is None else _noted.get(surface)
    return " ".join(words for _, words in noted) if isinstance(noted, list) else noted


def parts_of(surface: pygame.Surface) -> Parts:
    """Where text lies on a surface (in its own coordinates), as far as recording noted it: a
    rendered line is one box; a Canvas has a box for each text drawn onto it."""
    noted = None if _noted is None else _noted.get(surface)
    if isinstance(noted, list):
        return noted
    return [(surface.get_rect(), noted)] if noted else []


class Canvas(pygame.Surface):
    """A see-through surface that a piece of the screen is drawn onto once, to be blitted every
    frame; while recording it notes where text lands on it (`parts_of`)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        if _noted is not None:
            _noted[self] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001 (pygame's own signature)
        placed = super().blit(source, dest, area, special_flags)
        parts = None if _noted is None else _noted.get(self)
        if parts is not None:
            parts += placed_parts(source, dest, area)
        return placed


def placed_parts(source: pygame.Surface, dest, area=None) -> Parts:  # noqa: ANN001 (as blit takes them)
    """Where the texts of `source` land when it is blitted at `dest` (showing `area` of it)."""
    corner = pygame.Rect(dest).topleft if len(dest) == 4 else dest
    shown = pygame.Rect(area) if area is not None else source.get_rect()
    parts = []
    for box, words in parts_of(source):
        box = box.clip(shown).move(corner[0] - shown.x, corner[1] - shown.y)
        if box.width and box.height and words.strip():
            parts.append((box, words))
    return parts
