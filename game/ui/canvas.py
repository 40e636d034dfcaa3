"""The canvas: where scenes draw, in design units, at the window's real pixels.

Every scene is laid out on the design screen of 1280x720 units (`DESIGN`). The window
shows it letterboxed at the largest scale `s` that fits (`letterbox`): one unit is `s`
pixels. A `Canvas` is a pygame.Surface of real pixels together with its scale and its size
in units; scene code speaks only units to it (blit positions, areas, fills, clips, rects)
and it turns them into pixels. Text (game/ui/fonts.py) and art (game/ui/art.py) are
rendered at the real size and come back as canvases of the current scale, so they land on
the screen one pixel to one pixel: sharp at any window size. game/ui/draw.py draws shapes
on a canvas the same way.

A canvas is a wrapper, not a pygame.Surface subclass: a place that still hands one to a raw
pygame function fails at once instead of drawing at the wrong size (docs/DECISIONS.md).

At the scale 1 (1280x720, and the tests' dummy window) units are pixels and every call goes
straight to pygame. A rect in units becomes pixels edge by edge (`to_pixels`), so rects that
touch in units touch in pixels. An image of another scale than the canvas it is blitted on
(a cache kept across a window resize) is rescaled to fit, so a forgotten cache only blurs;
tests set `strict` so that it fails instead. What may rightly outlive a resize (an image in
flight) asks for `at_scale` itself.
"""
from __future__ import annotations

import functools
import math
from typing import Any, Callable, Sequence, TypeVar

import pygame

DESIGN = pygame.Rect(0, 0, 1280, 720)  # the logical screen every scene is laid out on

_scale = 1.0
strict = False  # tests: blitting an image of another scale than its canvas raises


def current_scale() -> float:
    """Pixels per unit of the window's view now (1 on a 1280x720 window)."""
    return _scale


def set_scale(scale: float) -> None:
    """Set the scale new text, art and canvases are made at (the app, on a window resize;
    tests, to draw a scene as a window of another size would)."""
    global _scale
    if not scale > 0:
        raise ValueError(f"a canvas scale must be positive, got {scale!r}")
    _scale = float(scale)


Result = TypeVar("Result")
CACHES: list[Callable[..., Any]] = []  # every per_scale cache, in the order their modules were imported


def per_scale(maxsize: int, megabytes: float = math.inf) -> Callable[[Callable[..., Result]], Callable[..., Result]]:
    """functools.lru_cache for what depends on the scale (a picture, a text's measure): the
    current scale is part of the key. The cached function keeps `cache_clear` and
    `cache_info`, and is listed in CACHES (benchmarks/soak.py reports their sizes).
    With `megabytes`, the cache is also emptied whenever the pixels of the canvases it took
    in since it was last emptied would pass that many megabytes: a count of entries alone does not
    bound memory, since a picture at 4K has nine times the pixels it has at 720p."""
    def wrap(function: Callable[..., Result]) -> Callable[..., Result]:
        taken = 0  # bytes of the canvases made since the cache was last emptied

        @functools.lru_cache(maxsize=maxsize)
        def at(scale: float, *args: Any, **kwargs: Any) -> Result:
            nonlocal taken
            result = function(*args, **kwargs)
            if isinstance(result, Canvas):
                size = result.surface.get_width() * result.surface.get_height() * result.surface.get_bytesize()
                if taken + size > megabytes * 2 ** 20:
                    clear()  # the new one is kept: it is stored when this returns
                taken += size
            return result

        def clear() -> None:
            nonlocal taken
            taken = 0
            at.cache_clear()

        @functools.wraps(function)
        def cached(*args: Any, **kwargs: Any) -> Result:
            return at(_scale, *args, **kwargs)

        cached.cache_clear = clear  # type: ignore[attr-defined]
        cached.cache_info = at.cache_info  # type: ignore[attr-defined]
        CACHES.append(cached)
        return cached
    return wrap


def letterbox(window: tuple[int, int]) -> tuple[float, pygame.Rect]:
    """The scale and the pixel rect of the design screen in a window of this size: as large
    as fits, centred, bars outside it."""
    width, height = window
    scale = min(width / DESIGN.width, height / DESIGN.height)
    view = pygame.Rect(0, 0, round(DESIGN.width * scale), round(DESIGN.height * scale))
    view.center = (width // 2, height // 2)
    return scale, view


def to_pixels(rect: Any, scale: float) -> pygame.Rect:
    """A rect in units as pixels, each edge rounded on its own."""
    x, y, w, h = rect if len(rect) == 4 else (*rect[0], *rect[1])
    left, top = round(x * scale), round(y * scale)
    return pygame.Rect(left, top, round((x + w) * scale) - left, round((y + h) * scale) - top)


def to_units(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """A rect in pixels as the units that cover it."""
    if scale == 1.0:
        return pygame.Rect(rect)
    left, top = math.floor(rect.left / scale), math.floor(rect.top / scale)
    return pygame.Rect(left, top, math.ceil(rect.right / scale) - left, math.ceil(rect.bottom / scale) - top)


def units_of(size: tuple[int, int], scale: float) -> tuple[int, int]:
    """A pixel size in whole units."""
    if scale == 1.0:
        return (size[0], size[1])
    return (round(size[0] / scale), round(size[1] / scale))


def pixels_of(size: Sequence[float], scale: float) -> tuple[int, int]:
    """A size in units as whole pixels (at least one)."""
    return (max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))


class Sized:
    """What is drawn on in units answers its size as a pygame surface would (`size` in units):
    a canvas, and the tape that records a frame (game/ui/retained.py)."""

    __slots__ = ()
    size: tuple[int, int]

    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **anchors: Any) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size).move_to(**anchors) if anchors else pygame.Rect((0, 0), self.size)


class Canvas(Sized):
    """Pixels (`surface`) at `scale` pixels a unit, `size` units large; drawn on and blitted in units."""

    __slots__ = ("surface", "scale", "size", "__weakref__")

    def __init__(self, surface: pygame.Surface, scale: float = 1.0, size: tuple[int, int] | None = None) -> None:
        self.surface = surface
        self.scale = scale
        self.size = (int(size[0]), int(size[1])) if size is not None else units_of(surface.get_size(), scale)

    def __repr__(self) -> str:
        return f"<Canvas {self.size[0]}x{self.size[1]} units at scale {self.scale:g}>"


    # --- drawing on it --------------------------------------------------------------------
    def blit(self, source: "Canvas", dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        """Blit a canvas (text, art, an off-screen canvas) with its top-left corner at `dest`
        (a point or a rect in units; `area`, a part of the source, in units too)."""
        scale = self.scale
        try:
            if source.scale != scale:
                source = _rescaled(source, scale)
            image = source.surface
        except AttributeError:
            raise TypeError(f"a canvas blits canvases (text, art, canvas.new), not {type(source).__name__}") from None
        if scale == 1.0:
            return self.surface.blit(image, dest, area, special_flags)
        if area is not None:
            area = to_pixels(area, scale)
        corner = (round(dest[0] * scale), round(dest[1] * scale))
        return to_units(self.surface.blit(image, corner, area, special_flags), scale)

    def fill(self, colour: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        if self.scale == 1.0:
            return self.surface.fill(colour, rect, special_flags)
        if rect is not None:
            rect = to_pixels(rect, self.scale)
        return to_units(self.surface.fill(colour, rect, special_flags), self.scale)

    def subsurface(self, rect: Any) -> "Canvas":
        """A canvas sharing this one's pixels inside `rect` (units)."""
        rect = pygame.Rect(rect)
        return Canvas(self.surface.subsurface(to_pixels(rect, self.scale)), self.scale, rect.size)

    def set_clip(self, rect: Any = None) -> None:
        self.surface.set_clip(None if rect is None else to_pixels(rect, self.scale))

    def get_clip(self) -> pygame.Rect:
        return to_units(self.surface.get_clip(), self.scale)

    # --- as an image ----------------------------------------------------------------------
    def copy(self) -> "Canvas":
        return Canvas(self.surface.copy(), self.scale, self.size)

    def set_alpha(self, alpha: int | None) -> None:
        self.surface.set_alpha(alpha)

    def get_alpha(self) -> int | None:
        return self.surface.get_alpha()

    def convert(self) -> "Canvas":
        """For fast blitting on the display (needs a window)."""
        return Canvas(self.surface.convert(), self.scale, self.size)

    def convert_alpha(self) -> "Canvas":
        return Canvas(self.surface.convert_alpha(), self.scale, self.size)


def new(size: Sequence[float], flags: int = 0) -> Canvas:
    """An off-screen canvas of `size` units at the current scale (a backdrop, a cached panel,
    an alpha layer: `flags` as pygame.Surface's, e.g. pygame.SRCALPHA)."""
    size = (int(size[0]), int(size[1]))
    return Canvas(pygame.Surface(pixels_of(size, _scale), flags), _scale, size)


# --- pygame.transform's counterparts: the image keeps its scale --------------------------------
def rotate(image: Canvas, angle: float) -> Canvas:
    return Canvas(pygame.transform.rotate(image.surface, angle), image.scale)


def smoothscale(image: Canvas, size: Sequence[float]) -> Canvas:
    """`image` stretched to `size` units."""
    return Canvas(pygame.transform.smoothscale(image.surface, pixels_of(size, image.scale)), image.scale, size)


def scale(image: Canvas, size: Sequence[float]) -> Canvas:
    """`image` stretched to `size` units, without smoothing."""
    return Canvas(pygame.transform.scale(image.surface, pixels_of(size, image.scale)), image.scale, size)


def at_scale(image: Canvas, scale: float) -> Canvas:
    """`image` for a canvas of `scale`: itself, or stretched when it was made at another scale
    (a card still in flight when the window was resized: it lands sharp)."""
    if image.scale == scale:
        return image
    return Canvas(pygame.transform.smoothscale(image.surface, pixels_of(image.size, scale)), scale, image.size)


def _rescaled(image: Canvas, scale: float) -> Canvas:
    """An image of another scale blitted without `at_scale` (see the module docstring)."""
    if strict:
        raise ValueError(f"{image!r} blitted on a canvas at scale {scale:g}: a cache kept across a scale change")
    return at_scale(image, scale)
