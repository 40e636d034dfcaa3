"""pygame.draw for canvases: the same functions and arguments, in design units.

Given a `Canvas` (game/ui/canvas.py), positions, rects, radii and line widths are scaled to
its pixels (a line or an outline at least one pixel wide); given a plain pygame.Surface
(art being rasterised, in real pixels already) they are taken as pixels. Each returns the
rect it touched, in the units of what it drew on. On the window's view the frame is recorded
(game/ui/retained.py): there a shape is noted, not drawn, and returns the rect it may touch.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.ui.canvas import Canvas, to_pixels, to_units
from game.ui.retained import Tape

Point = Sequence[float]


def _draw(function: Any, target: Any, *args: Any, **quadrants: bool) -> pygame.Rect:
    """`function(target, *args)`, or noted on the frame's tape."""
    if type(target) is Tape:
        return target.shape(function, args, quadrants)
    return function(target, *args, **quadrants)


def _target(surface: Canvas | pygame.Surface) -> tuple[pygame.Surface, float]:
    if isinstance(surface, Canvas):
        return surface.surface, surface.scale
    return surface, 1.0


def _width(width: int, scale: float) -> int:
    return max(1, round(width * scale)) if width > 0 else width


def _point(point: Point, scale: float) -> tuple[int, int]:
    return (round(point[0] * scale), round(point[1] * scale))


def _points(points: Sequence[Point], scale: float) -> list[tuple[int, int]]:
    return [(round(x * scale), round(y * scale)) for x, y in points]


def rect(surface: Canvas | pygame.Surface, colour: Any, rect: Any, width: int = 0, border_radius: int = 0,
         border_top_left_radius: int = -1, border_top_right_radius: int = -1,
         border_bottom_left_radius: int = -1, border_bottom_right_radius: int = -1) -> pygame.Rect:
    target, scale = _target(surface)
    if scale == 1.0:
        return _draw(pygame.draw.rect, target, colour, rect, width, border_radius, border_top_left_radius,
                                border_top_right_radius, border_bottom_left_radius, border_bottom_right_radius)
    corners = [radius if radius <= 0 else max(1, round(radius * scale))
               for radius in (border_radius, border_top_left_radius, border_top_right_radius,
                              border_bottom_left_radius, border_bottom_right_radius)]
    return to_units(_draw(pygame.draw.rect, target, colour, to_pixels(rect, scale), _width(width, scale), *corners), scale)


def circle(surface: Canvas | pygame.Surface, colour: Any, center: Point, radius: float, width: int = 0,
           **quadrants: bool) -> pygame.Rect:
    target, scale = _target(surface)
    if scale == 1.0:
        return _draw(pygame.draw.circle, target, colour, center, radius, width, **quadrants)
    radius = max(1, round(radius * scale)) if radius > 0 else 0
    return to_units(_draw(pygame.draw.circle, target, colour, _point(center, scale), radius, _width(width, scale),
                                       **quadrants), scale)


def ellipse(surface: Canvas | pygame.Surface, colour: Any, rect: Any, width: int = 0) -> pygame.Rect:
    target, scale = _target(surface)
    if scale == 1.0:
        return _draw(pygame.draw.ellipse, target, colour, rect, width)
    return to_units(_draw(pygame.draw.ellipse, target, colour, to_pixels(rect, scale), _width(width, scale)), scale)


def arc(surface: Canvas | pygame.Surface, colour: Any, rect: Any, start_angle: float, stop_angle: float,
        width: int = 1) -> pygame.Rect:
    target, scale = _target(surface)
    if scale == 1.0:
        return _draw(pygame.draw.arc, target, colour, rect, start_angle, stop_angle, width)
    return to_units(_draw(pygame.draw.arc, target, colour, to_pixels(rect, scale), start_angle, stop_angle,
                                    _width(width, scale)), scale)


def line(surface: Canvas | pygame.Surface, colour: Any, start_pos: Point, end_pos: Point,
         width: int = 1) -> pygame.Rect:
    target, scale = _target(surface)
    if scale == 1.0:
        return _draw(pygame.draw.line, target, colour, start_pos, end_pos, width)
    return to_units(_draw(pygame.draw.line, target, colour, _point(start_pos, scale), _point(end_pos, scale),
                                     _width(width, scale)), scale)


def lines(surface: Canvas | pygame.Surface, colour: Any, closed: bool, points: Sequence[Point],
          width: int = 1) -> pygame.Rect:
    target, scale = _target(surface)
    if scale == 1.0:
        return _draw(pygame.draw.lines, target, colour, closed, points, width)
    return to_units(_draw(pygame.draw.lines, target, colour, closed, _points(points, scale), _width(width, scale)), scale)


def polygon(surface: Canvas | pygame.Surface, colour: Any, points: Sequence[Point], width: int = 0) -> pygame.Rect:
    target, scale = _target(surface)
    if scale == 1.0:
        return _draw(pygame.draw.polygon, target, colour, points, width)
    return to_units(_draw(pygame.draw.polygon, target, colour, _points(points, scale), _width(width, scale)), scale)


def aaline(surface: Canvas | pygame.Surface, colour: Any, start_pos: Point, end_pos: Point) -> pygame.Rect:
    target, scale = _target(surface)
    start, end = (start_pos, end_pos) if scale == 1.0 else ((start_pos[0] * scale, start_pos[1] * scale),
                                                             (end_pos[0] * scale, end_pos[1] * scale))
    return to_units(_draw(pygame.draw.aaline, target, colour, start, end), scale)


def aalines(surface: Canvas | pygame.Surface, colour: Any, closed: bool, points: Sequence[Point]) -> pygame.Rect:
    target, scale = _target(surface)
    if scale != 1.0:
        points = [(x * scale, y * scale) for x, y in points]
    return to_units(_draw(pygame.draw.aalines, target, colour, closed, points), scale)
