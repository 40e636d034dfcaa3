"""Where text went on a drawn screen, without reading pixels: game/ui/fonts.py notes every
text canvas it renders while recording (and every box a banner draws its words into), and
the scene draws onto a `Probe`, a screen canvas at the current scale that notes where such
canvases land, in design units. A blit that covers the whole screen (the background, a
window's shade) starts a new layer: text under it is no longer what a player reads. A cached
picture (game/ui/fonts.py's Picture) tells where each of its texts lies. A canvas blitted
see-through (a banner faded to let the table show) is no box: what lies under it
stays readable."""
from __future__ import annotations

import pygame

from game.ui import canvas, fonts
from game.ui.canvas import Canvas

SCREEN = canvas.DESIGN
SEE_THROUGH = 200  # a canvas blitted at a lower alpha lets what lies under it show


class Probe(Canvas):
    """The screen, noting where text lands: `boxes` holds (rect, words) of the top layer."""

    def __init__(self) -> None:
        screen = canvas.new(SCREEN.size)
        super().__init__(screen.surface, screen.scale, SCREEN.size)
        self.boxes: list[tuple[pygame.Rect, str]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001 (the canvas's own signature)
        rect = super().blit(source, dest, area, special_flags)
        corner = pygame.Rect(dest).topleft if len(dest) == 4 else dest
        placed = pygame.Rect(corner, pygame.Rect(area).size if area is not None else source.get_size())
        if placed.contains(self.get_rect()):
            self.boxes.clear()
        alpha = source.get_alpha()
        if alpha is not None and alpha < SEE_THROUGH:
            return rect
        self.boxes += fonts.placed_parts(source, dest, area)  # a cached picture may hold several texts
        return rect


def problems(probe: Probe) -> list[str]:
    found = []
    boxes = [(rect, words) for rect, words in probe.boxes if rect.width > 2 and rect.height > 2]
    for index, (rect, words) in enumerate(boxes):
        if not probe.get_rect().contains(rect):
            found.append(f"leaves the window: {words!r} at {tuple(rect)}")
        for other, other_words in boxes[index + 1:]:
            overlap = rect.clip(other)
            if overlap.width > 2 and overlap.height > 2:
                found.append(f"overlap: {words!r} {tuple(rect)} and {other_words!r} {tuple(other)}")
    return found
