"""The bundled DejaVu fonts (assets/fonts), cached by size.

Sizes are in design units (game/ui/canvas.py): `font(20)` measures in units and renders at
round(20 * s) pixels for the current scale s, so text is drawn at the window's real size;
what `render` returns is a canvas that knows its size in units. Fonts and renders are cached
by their real pixel size.

Every line of text the game draws is rendered here (`render`, or `rendered` for words
redrawn every frame), so text can be told from pictures: each rendered surface is noted with
its words and its font size in design units (`parts_of`), and so is a surface that carries
text drawn into it (`carries`, for a banner's box). A `Picture` (a canvas drawn once and
blitted every frame: a toast, a key hint box) notes where each text lands on it, and a
`Words` canvas where each text lands on the screen: the guide's pointer keeps off them
(game/kit/guide.py), a layout test reads them. A note is one entry of a weak dictionary per
rendered surface. `record()` (tests) renders every line anew and notes lines cut short.

`FLOOR` is the smallest font size any text may have (docs/DECISIONS.md "The text floor"):
18 units, 13.5 px at a 960x540 window, 26 px at 1920x1080; what does not fit at it wraps or
is cut with an ellipsis (game/ui/widgets.py), it never shrinks further. The layout tests
check every text against it.

The text size (the Accessibility page's 100, 125 or 150 %: game/settings.py TEXT_SIZES,
`set_text_size`) grows every font `font` and `render` give: `font(20)` at 150 % is a 30-unit
font, so whatever a layout measures with it (a line's width, a line height) is measured at the
size the player reads; a heading grows up to HEADING only (`grown`). The floor grows with it: a
fitted line shrinks to FLOOR of the asked sizes, 27 units at 150 %. Recorded parts carry the
size drawn. A change empties every per-scale cache (canvas.CACHES): lines and the sizes they
fit at are measured anew, without a restart; a scene that keeps text pictures of its own keys
them by `look()` too.
"""
from __future__ import annotations

import io
import weakref
from functools import lru_cache
from typing import NamedTuple

import pygame

from game.paths import read_asset
from game.ui import canvas
from game.ui.canvas import Canvas

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"

FLOOR = 18  # design units: the smallest text the game draws at the text size of 100 %
HEADING = 48  # design units: a larger text size grows no text past this (nor a larger one at all)


class Part(NamedTuple):
    """A text on a canvas: its box (in the canvas's units), its words, its font size in units."""

    box: pygame.Rect
    words: str
    size: float


Parts = list[Part]
_noted: "weakref.WeakKeyDictionary[Canvas, Parts]" = weakref.WeakKeyDictionary()
_recording = False  # a test asked to note lines cut short (`record`)
_cut: set[str] = set()  # while recording: lines that were cut short with an ellipsis
SEE_THROUGH = 200  # a canvas blitted at a lower alpha lets what lies under it show: no box over it
_text_size = 100  # per cent: the player's text size (set_text_size)


def set_text_size(percent: int) -> None:
    """Draw text at `percent` of its normal size from now on (the app, from the settings; tests).
    Every per-scale cache is emptied when it changes: text measured at the old size is gone."""
    global _text_size
    if not 100 <= percent <= 400:  # game/settings.py offers TEXT_SIZES
        raise ValueError(f"a text size is a per cent from 100, got {percent!r}")
    if percent != _text_size:
        _text_size = percent
        for cache in canvas.CACHES:
            cache.cache_clear()


def text_size() -> int:
    """The text size now, in per cent."""
    return _text_size


def grown(size: float) -> float:
    """A font size in units as drawn at the text size now: grown by it, but a heading grows
    no larger than HEADING (a 44-unit title is read from the sofa already)."""
    return max(size, min(size * _text_size / 100, HEADING))


def look() -> tuple[float, int]:
    """What a cached picture holding text depends on besides its words: the window's scale and
    the text size."""
    return canvas.current_scale(), _text_size


@lru_cache(maxsize=2)
def font_bytes(bold: bool = False) -> bytes:
    return read_asset(f"fonts/{BOLD if bold else REGULAR}")


@lru_cache(maxsize=128)
def pixel_font(pixels: int, bold: bool = False) -> pygame.font.Font:
    """The font at a size in real pixels (for art rasterised at its real size)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(io.BytesIO(font_bytes(bold)), pixels)


MEASURES_KEPT = 512  # per face: the sizes of this many texts are kept (a frame measures the same lines again)


class Face:
    """A font of a size in units at one scale: measures in units (each text measured once while
    it is among the last MEASURES_KEPT), renders canvases."""

    __slots__ = ("font", "scale", "measured")

    def __init__(self, size: float, bold: bool, scale: float) -> None:
        self.font = pixel_font(max(1, round(size * scale)), bold)
        self.scale = scale
        self.measured: dict[str, tuple[int, int]] = {}

    def size(self, words: str) -> tuple[int, int]:
        measure = self.measured.get(words)
        if measure is None:
            if len(self.measured) >= MEASURES_KEPT:
                self.measured.clear()
            measure = self.measured[words] = canvas.units_of(self.font.size(words), self.scale)
        return measure

    def get_linesize(self) -> int:
        return round(self.font.get_linesize() / self.scale)

    def get_height(self) -> int:
        return round(self.font.get_height() / self.scale)

    def render(self, words: str, antialias: bool, colour: tuple[int, int, int]) -> Canvas:
        return Canvas(self.font.render(words, antialias, colour), self.scale)


@lru_cache(maxsize=128)
def _face(size: float, bold: bool, scale: float) -> Face:
    return Face(size, bold, scale)


def font(size: int, bold: bool = False) -> Face:
    """The font of `size` units, grown by the text size, at the current scale."""
    return _face(grown(size), bold, canvas.current_scale())


def missing_glyphs(text: str, bold: bool = False) -> list[str]:
    """Characters of `text` the bundled font has no glyph for, in order. (pygame.font draws a
    box for them and reports the box's metrics, so the check asks pygame.freetype.)"""
    import pygame.freetype
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    chars = sorted({char for char in text if not char.isspace()})
    face = pygame.freetype.Font(io.BytesIO(font_bytes(bold)), 20)
    return [char for char, metrics in zip(chars, face.get_metrics("".join(chars))) if metrics is None]


def render(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> Canvas:
    image = font(size, bold).render(words, True, colour)
    _noted[image] = [Part(image.get_rect(), words, grown(size))]
    return image


@canvas.per_scale(maxsize=1024, megabytes=24)  # the quiz fills 1024 lines with 17.5 MB at 720p, 9x at 4K
def rendered(words: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> Canvas:
    """Text rendered once and reused: tables redraw the same words every frame."""
    return render(words, size, tuple(colour), bold)


def carries(surface: Canvas, words: str, size: float) -> None:
    """Note that `surface` holds text drawn into it (a banner's box) at `size` units (asked, as
    `font` takes them)."""
    _noted[surface] = [Part(surface.get_rect(), words, grown(size))]


def record(on: bool = True) -> None:
    """Start (or stop) noting the lines cut short (tests); the render cache is emptied so
    that every line is rendered, and a cut noted, anew."""
    global _recording
    _recording = on
    _cut.clear()
    rendered.cache_clear()


def recording() -> bool:
    """Whether a test asked to note lines cut short (`record`)."""
    return _recording


def note_cut(words: str) -> None:
    """Note (while recording) that `words` are a line cut short with an ellipsis."""
    if _recording:
        _cut.add(words)


def was_cut(words: str) -> bool:
    return words in _cut


def parts_of(surface: Canvas) -> Parts:
    """Where text lies on a canvas (in its own units), as far as recording noted it: a
    rendered line is one part; a Picture has a part for each text drawn onto it."""
    return _noted.get(surface) or []


class Picture(Canvas):
    """A see-through canvas at the current scale that a piece of the screen is drawn onto
    once, to be blitted every frame; while recording it notes where text lands on it
    (`parts_of`). Whoever keeps one keeps it for one scale (canvas.per_scale, or a key)."""

    __slots__ = ()

    def __init__(self, size: tuple[int, int]) -> None:
        blank = canvas.new(size, pygame.SRCALPHA)
        super().__init__(blank.surface, blank.scale, blank.size)
        _noted[self] = []

    def blit(self, source: Canvas, dest, area=None, special_flags: int = 0) -> pygame.Rect:  # noqa: ANN001 (as Canvas.blit)
        placed = super().blit(source, dest, area, special_flags)
        _noted.setdefault(self, []).extend(placed_parts(source, dest, area))
        return placed


class Words(Canvas):
    """A canvas over another's pixels that notes where text lands on it (`texts`, in units):
    what a player reads on the screen. A blit that covers the whole canvas (the background, a
    window's shade) starts anew: text under it is no longer read; one blitted see-through (a
    banner faded to let the table show) covers nothing and notes nothing."""

    def __init__(self, screen: Canvas) -> None:
        super().__init__(screen.surface, screen.scale, screen.size)
        self.texts: Parts = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001 (the canvas's own signature)
        rect = super().blit(source, dest, area, special_flags)
        corner = pygame.Rect(dest).topleft if len(dest) == 4 else dest
        placed = pygame.Rect(corner, pygame.Rect(area).size if area is not None else source.get_size())
        if placed.contains(self.get_rect()):
            self.texts.clear()
        alpha = source.get_alpha()
        if alpha is None or alpha >= SEE_THROUGH:
            self.texts += placed_parts(source, dest, area)  # a cached picture may hold several texts
        return rect


def placed_parts(source: Canvas, dest, area=None) -> Parts:  # noqa: ANN001 (as blit takes them)
    """Where the texts of `source` land when it is blitted at `dest` (showing `area` of it), in units."""
    corner = pygame.Rect(dest).topleft if len(dest) == 4 else dest
    shown = pygame.Rect(area) if area is not None else source.get_rect()
    parts = []
    for box, words, size in parts_of(source):
        box = box.clip(shown).move(corner[0] - shown.x, corner[1] - shown.y)
        if box.width and box.height and words.strip():
            parts.append(Part(box, words, size))
    return parts
