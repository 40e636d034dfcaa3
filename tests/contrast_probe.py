"""What colour each text is drawn in and what lies under it, to measure its contrast (issue 32).

`Inks(monkeypatch)` wraps game/ui/fonts.py's `render` (each rendered line notes its colour) and
the canvas's `blit`: when a canvas holding text is blitted, the pixels of the target under each
text's box are kept before the blit, on top of what the text's own canvas held under it (a panel a
cached picture drew before its words). So when a scene has drawn on a `text_probe.Probe`, each
text on it has its colour and the layers under it, bottom first; `readings` composes them and
gives the text's WCAG contrast against its background (`contrast_of`: against all but the worst
`SPARED` share of the background's pixels under its strokes, so that one line of the wood's grain
under a word does not count as its background). A blit covering the whole target starts a new layer, as
text_probe does; a see-through blit (a fading banner) is no reading, as text_probe does. Only the
background under the glyphs' strokes counts (the line's box also holds the panel's border above
an accent)."""
from __future__ import annotations

import weakref
from typing import NamedTuple

import pygame
from text_probe import SEE_THROUGH

from game.ui import canvas, fonts
from game.ui.canvas import Canvas
from game.ui.colour_vision import contrast

SPARED = 0.05  # the share of a text's background that may be worse (a grain, a line, a corner)


class Ink(NamedTuple):
    box: pygame.Rect  # units, on the canvas that holds it
    words: str
    colour: tuple[int, int, int]
    under: tuple[pygame.Surface, ...]  # pixels under the box, bottom first
    glyphs: pygame.Surface  # the rendered line's pixels in the box (its alpha: where the strokes are)


class Reading(NamedTuple):
    words: str
    colour: tuple[int, int, int]
    ratio: float
    background: tuple[int, int, int]  # the background pixel the ratio was read against


class Inks:
    def __init__(self, monkeypatch) -> None:  # noqa: ANN001 (pytest's fixture)
        self.held: "weakref.WeakKeyDictionary[Canvas, list[Ink]]" = weakref.WeakKeyDictionary()
        render, blit = fonts.render, Canvas.blit

        def noting_render(words: str, size: int, colour, bold: bool = False) -> Canvas:  # noqa: ANN001
            image = render(words, size, colour, bold)
            self.held[image] = [Ink(image.get_rect(), words, tuple(colour)[:3], (), image.surface)]
            return image

        def noting_blit(target: Canvas, source: Canvas, dest, area=None, special_flags: int = 0):  # noqa: ANN001
            inks = self.held.get(source) if isinstance(source, Canvas) else None
            alpha = source.get_alpha() if isinstance(source, Canvas) else None
            seen = inks and isinstance(target.surface, pygame.Surface) and (alpha is None or alpha >= SEE_THROUGH)
            placed = self._placed(target, inks, dest, area) if seen else []  # not on the app's tape
            result = blit(target, source, dest, area, special_flags)
            corner = pygame.Rect(dest).topleft if len(dest) == 4 else dest
            size = pygame.Rect(area).size if area is not None else source.get_size()
            if pygame.Rect(corner, size).contains(target.get_rect()):
                self.held.pop(target, None)
            if placed:
                self.held.setdefault(target, []).extend(placed)
            return result

        monkeypatch.setattr(fonts, "render", noting_render)
        monkeypatch.setattr(Canvas, "blit", noting_blit)
        fonts.rendered.cache_clear()

    @staticmethod
    def _placed(target: Canvas, inks: list[Ink], dest, area) -> list[Ink]:  # noqa: ANN001
        corner = pygame.Rect(dest).topleft if len(dest) == 4 else dest
        shown = pygame.Rect(area) if area is not None else None
        placed = []
        for ink in inks:
            kept = ink.box.clip(shown) if shown is not None else ink.box
            offset = (shown.x, shown.y) if shown is not None else (0, 0)
            box = kept.move(corner[0] - offset[0], corner[1] - offset[1])
            pixels = canvas.to_pixels(box, target.scale)
            seen = pixels.clip(target.surface.get_rect())
            if seen.width < 1 or seen.height < 1 or not ink.words.strip():
                continue
            inside = seen.move(-pixels.x, -pixels.y)  # of the box, what lies on the target
            inside = inside.move(*canvas.to_pixels(kept.move(-ink.box.x, -ink.box.y), target.scale).topleft)
            glyphs = ink.glyphs.subsurface(inside.clip(ink.glyphs.get_rect()))
            layers = tuple(layer.subsurface(inside.clip(layer.get_rect())) for layer in ink.under)
            under = target.surface.subsurface(seen).copy()
            placed.append(Ink(box, ink.words, ink.colour, (under, *layers), glyphs))
        return placed

    def readings(self, screen: Canvas) -> list[Reading]:
        """Each text on top of `screen` (a Probe the scene drew on) with its contrast."""
        found = []
        for ink in self.held.get(screen, []):
            back = pygame.Surface(ink.under[0].get_size())
            for layer in ink.under:
                back.blit(layer, (0, 0))
            ratio, background = contrast_of(ink.colour, back, ink.glyphs)
            found.append(Reading(ink.words, ink.colour, ratio, background))
        return found


def contrast_of(colour: tuple[int, int, int], back: pygame.Surface,
                glyphs: pygame.Surface) -> tuple[float, tuple[int, int, int]]:
    """The contrast of `colour` against `back`'s pixels under the strokes of `glyphs` (alpha half
    or more): the worst after sparing SPARED of them."""
    width, height = min(back.get_width(), glyphs.get_width()), min(back.get_height(), glyphs.get_height())
    area = pygame.Rect(0, 0, width, height)
    data = pygame.image.tobytes(back.subsurface(area), "RGB")
    strokes = pygame.image.tobytes(glyphs.subsurface(area), "RGBA")[3::4]
    counts: dict[tuple[int, int, int], int] = {}
    for index, alpha in enumerate(strokes):
        if alpha >= 128:
            pixel = (data[3 * index], data[3 * index + 1], data[3 * index + 2])
            counts[pixel] = counts.get(pixel, 0) + 1
    if not counts:
        return 21.0, colour
    ranked = sorted(((contrast(colour, pixel), pixel, count) for pixel, count in counts.items()))
    spare = SPARED * sum(counts.values())
    for ratio, pixel, count in ranked:
        spare -= count
        if spare < 0:
            return ratio, pixel
    return ranked[-1][:2]
