"""The table log: a short, readable list of what happened at the table, in words.

Every table keeps one. A title says how a public event reads (`TableScene.describe`); the
kit adds the line, and draws the last few at the table's edge, newest at the bottom, so a
player who looked away can see who swapped with whom or who burned what. Events with an
audience (private ones) never reach the shared log. How a line breaks and its rendered words
are made once (the log is redrawn every frame, mostly unchanged).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.ui import canvas, draw, fonts, widgets
from game.ui.canvas import Canvas

KEEP = 60  # lines kept; the screen shows what fits
LINE_SIZE = fonts.FLOOR  # the floor: a log line is read from the sofa too


@dataclass(frozen=True)
class LogLine:
    at: float  # scene time
    words: str
    seat: int | None = None  # whose line it is (for the seat's colour mark)


class TableLog:
    def __init__(self) -> None:
        self.lines: list[LogLine] = []

    def add(self, words: str, at: float, seat: int | None = None) -> None:
        self.lines.append(LogLine(at, words, seat))
        del self.lines[:-KEEP]

    def last(self, count: int) -> list[LogLine]:
        return self.lines[-count:] if count > 0 else []


def draw_log(surface: Canvas, log: TableLog, rect: pygame.Rect, now: float,
             colour_of: Callable[[int], tuple[int, int, int]] | None = None) -> list[pygame.Rect]:
    """Draw the newest lines that fit into `rect` (bottom up); a line too long for the width
    wraps onto as many rows as it needs (never cut); fresh lines (under 3 s) are bold.
    Returns the text boxes drawn. A log with no line that fits draws nothing (an empty dark
    box read as a missing picture where a title's log stands in a corner, issue 32: empty,
    or its newest line taller than the corner at 150 % text)."""
    step = fonts.font(LINE_SIZE).get_linesize() + 2
    shown = []
    y = rect.bottom - 4
    for line in reversed(log.last((rect.height - 8) // step)):
        fresh = now - line.at < 3.0
        rows = _rows(line.words, rect.width - 22, fresh)
        if y - step * len(rows) < rect.top + 2:
            break
        y -= step * len(rows)
        shown.append((line, rows, y, fresh))
    if shown:
        surface.blit(widgets.veil(rect.size, (0, 0, 0, 110)), rect)
    boxes = []
    for line, rows, y, fresh in shown:
        if colour_of is not None and line.seat is not None:
            draw.circle(surface, colour_of(line.seat), (rect.left + 9, y + step // 2), 4)
        for index, words in enumerate(rows):
            boxes.append(widgets.text(surface, words, (rect.left + 18, y + index * step), LINE_SIZE, widgets.PAPER,
                                      bold=fresh))
    return boxes


@canvas.per_scale(maxsize=256)
def _rows(words: str, width: int, bold: bool) -> list[str]:
    """`words` wrapped into rows of `width` (a line is a sentence a player reads: it is never
    cut; the log shows fewer lines instead)."""
    return widgets.lines_of(words, width, LINE_SIZE, bold)
