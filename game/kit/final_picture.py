"""The final table as a picture beside the results' ranking.

Each title's table has one hook, `final_picture(surface, rect)`: it draws its final position
(the mountains, the board of the last round, the layouts, the tallies and last cards, a
race's board) into `rect`. Most do it with `shrunk` below: the table draws itself as it stood at the end, the part that shows the position is cut out and shrunk into the
rect. So the picture is the very table the players just saw, drawn by the same code, and can
never disagree with it. Its small print is a picture's, not text to read: every number that
counts stands in the ranking beside it in full size, and what the picture shows that the
ranking does not (the last question and its answer, whose mountain is which and how
high) stands under it as text at CAPTION_SIZE (`captioned`; docs/DECISIONS.md, issue 28).
"""
from __future__ import annotations

import weakref
from typing import Any

import pygame

from game.ui import canvas, draw, fonts, widgets
from game.ui.canvas import DESIGN, Canvas
from game.ui.palette import WOOD

FRAME = 3  # units of wood around the picture
CAPTION_SIZE = 20  # units: the words under a picture (13.5 px and more at 960x540: above the floor)
CAPTION_GAP = 8
RIBBON_LINES = 3  # a mark over the picture wraps onto this many lines at most
_KEPT: "weakref.WeakKeyDictionary[Any, tuple[tuple, Canvas]]" = weakref.WeakKeyDictionary()  # table -> its picture


def fitted_rect(area: pygame.Rect, rect: pygame.Rect) -> pygame.Rect:
    """The largest rect of `area`'s proportions inside `rect`, at its top, centred across."""
    share = min(rect.width / area.width, rect.height / area.height)
    box = pygame.Rect(0, 0, round(area.width * share), round(area.height * share))
    box.midtop = rect.midtop
    return box


def shrunk(table: Any, surface: Canvas, rect: pygame.Rect, area: pygame.Rect = DESIGN) -> pygame.Rect:
    """Draw `area` of `table` (its `draw_table`, in design units) shrunk into `rect`, framed;
    returns where the picture went. The table is drawn off screen once per window scale and
    language, then kept (a finished table does not change)."""
    key = (fonts.look(), table.app.settings.language, tuple(area), rect.size)
    kept = _KEPT.get(table)
    if kept is None or kept[0] != key:
        whole = canvas.new(DESIGN.size)
        table.draw_table(whole)
        box = fitted_rect(area, rect)
        kept = (key, canvas.smoothscale(whole.subsurface(area), box.size))
        _KEPT[table] = kept
    image = kept[1]
    box = fitted_rect(area, rect)
    draw.rect(surface, WOOD, box.inflate(2 * FRAME, 2 * FRAME), border_radius=6)
    surface.blit(image, box)
    return box


def ribbon(surface: Canvas, words: str, rect: pygame.Rect, back: tuple[int, int, int], ink: tuple[int, int, int],
           size: int = 24) -> pygame.Rect:
    """A mark laid over the picture (a new best, the daily mountain's date): `words` on a
    band of `back`, centred at the top of `rect`, as wide as the words (at most the rect's),
    on a second or third line where one is not enough (a large text size)."""
    step = fonts.font(size, True).get_linesize()
    size, lines = widgets.fit(words, (rect.width - 32, RIBBON_LINES * step), size, True, RIBBON_LINES)
    labels = [fonts.rendered(line, size, tuple(ink), True) for line in lines]
    step = fonts.font(size, True).get_linesize()
    band = pygame.Rect(0, 0, max(label.get_width() for label in labels), step * len(labels)).inflate(28, 12)
    band.midtop = rect.midtop
    draw.rect(surface, back, band, border_radius=10)
    draw.rect(surface, WOOD, band, 2, border_radius=10)
    for index, label in enumerate(labels):
        surface.blit(label, label.get_rect(midtop=(band.centerx, band.top + 6 + index * step)))
    return band


def captioned(table: Any, surface: Canvas, rect: pygame.Rect, lines: list[str], area: pygame.Rect = DESIGN,
              ink: tuple[int, int, int] = widgets.PAPER) -> pygame.Rect:
    """`shrunk`, with `lines` of text under the picture (each wrapped to the rect's width, at
    CAPTION_SIZE): the room they need is kept first, the picture takes the rest. Returns
    where the picture went."""
    wrapped = [part for line in lines for part in widgets.wrap_lines(line, rect.width, CAPTION_SIZE)]
    step = fonts.font(CAPTION_SIZE).get_linesize()
    room = pygame.Rect(rect.x, rect.y, rect.width, max(0, rect.height - step * len(wrapped) - CAPTION_GAP - FRAME))
    box = shrunk(table, surface, room, area)
    y = box.bottom + FRAME + CAPTION_GAP
    for line in wrapped:
        widgets.text(surface, line, (rect.centerx, y), CAPTION_SIZE, ink, anchor="midtop")
        y += step
    return box
