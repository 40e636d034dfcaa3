"""Retained drawing: each frame recorded, compared with the last, and only what changed drawn.

The scenes draw every frame in full, as before, but onto a `Tape` (through the canvas and
game/ui/draw.py, which pass it each operation in pixels) instead of the window. A frame is
then a list of operations: blits (the source image itself, its alpha, where, which part),
fills and shapes, each with the clip it was drawn under and the pixels it may touch. The
window keeps its pixels from one frame to the next, so `Retained.show` draws on it only
where this frame's list differs from the last one's: the places of operations that came,
went or changed their order, each replayed with the whole frame's list clipped to it. A
table where a countdown ticks and one card flies redraws two small rects, not 8 million
pixels at 3840x2160 (docs/DECISIONS.md "Issue 20: 4K frames").

What it relies on: a picture once blitted is not drawn on again while a frame that blitted
it may be compared (every cached picture of the game is made once and kept; what changes is
a new canvas); an image's alpha is part of the operation. A frame whose changed places cover
most of the view is drawn in full, and so is the first after the window changed.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.ui.canvas import Canvas, Sized

FULL_SHARE = 0.6  # changed places covering more of the view than this: the frame is drawn in full
NEAR = 16  # pixels: changed places this close are redrawn as one rect
MOST_PLACES = 96  # more changed places than this are merged into their bounding rect (a reveal turns many cards)

Op = tuple  # (key, bound): key = what is drawn, compared between frames; bound = pixels it may touch


_AS_TUPLES = (pygame.Rect, pygame.FRect, pygame.Color, pygame.Vector2, list, tuple)
_POINTS = (list, tuple, pygame.Vector2)  # a point in a list of points, as a tuple or a Vector2


def _plain(args: tuple) -> tuple:
    """A shape's arguments as a hashable value that compares by what they draw: rects, colours,
    vectors and lists of points as tuples (a point itself becomes a tuple)."""
    return tuple(tuple(tuple(item) if isinstance(item, _POINTS) else item for item in value)
                 if isinstance(value, _AS_TUPLES) else value for value in args)


def _around(points: Sequence[Sequence[float]], margin: float) -> pygame.Rect:
    """The pixels a shape through `points` may touch, with `margin` for its width."""
    xs = [point[0] for point in points]
    ys = [point[1] for point in points]
    left, top = int(min(xs) - margin) - 1, int(min(ys) - margin) - 1
    return pygame.Rect(left, top, int(max(xs) + margin) + 2 - left, int(max(ys) + margin) + 2 - top)


def _rect_bound(rect: Any, margin: int = 1) -> pygame.Rect:
    """A shape drawn inside `rect` (a rect or an ellipse, whatever its line width)."""
    place = pygame.Rect(rect)
    place.normalize()
    return place.inflate(2 * margin, 2 * margin)


def _shape_bounds() -> dict[Callable[..., Any], Callable[..., pygame.Rect]]:
    """For each pygame.draw function, the pixels a call may touch (a little more is fine)."""
    draw = pygame.draw
    return {
        draw.rect: lambda colour, rect, width=0, *radii: _rect_bound(rect),
        draw.ellipse: lambda colour, rect, width=0: _rect_bound(rect),
        draw.arc: lambda colour, rect, start, stop, width=1: _rect_bound(rect, width + 1),
        draw.line: lambda colour, start, end, width=1: _around([start, end], width),
        draw.lines: lambda colour, closed, points, width=1: _around(points, width),
        draw.polygon: lambda colour, points, width=0: _around(points, width),
        draw.aaline: lambda colour, start, end: _around([start, end], 2),
        draw.aalines: lambda colour, closed, points: _around(points, 2),
    }


SHAPE_BOUNDS = _shape_bounds()


class Tape(Sized):
    """Stands in for the window's pixels while a frame is drawn: takes what pygame.Surface's
    drawing methods take (blit, fill, clip) and pygame.draw's calls (`shape`), records each
    in pixels, and answers with the rect pygame would (a shape: the rect it may touch)."""

    def __init__(self, size: tuple[int, int], ops: list[Op] | None = None, offset: tuple[int, int] = (0, 0),
                 bounds: pygame.Rect | None = None) -> None:
        self.size = size
        self.ops: list[Op] = [] if ops is None else ops  # a subsurface adds to its parent's list
        self.offset = offset  # of this tape's (0, 0) on the window's view, in pixels
        self.bounds = pygame.Rect(offset, size) if bounds is None else bounds  # on the view
        self.clip = self.bounds.copy()  # on the view
        self.clip_key = tuple(self.clip)  # the clip as part of each operation's key
        self.moved = offset != (0, 0)

    # --- what the canvas asks of a surface (and its size: Sized) ------------------------------
    def set_clip(self, rect: Any = None) -> None:
        here = self.bounds if rect is None else pygame.Rect(rect).move(self.offset)
        self.clip = here.clip(self.bounds)
        self.clip_key = tuple(self.clip)

    def get_clip(self) -> pygame.Rect:
        return self.clip.move(-self.offset[0], -self.offset[1])

    def subsurface(self, rect: Any) -> "Tape":
        rect = pygame.Rect(rect)
        if not pygame.Rect((0, 0), self.size).contains(rect):
            raise ValueError("subsurface rectangle outside surface area")
        inner = rect.move(self.offset)
        return Tape(rect.size, self.ops, inner.topleft, inner)

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        x, y = int(dest[0]), int(dest[1])
        if self.moved:
            x, y = x + self.offset[0], y + self.offset[1]
        if area is None:
            width, height = source.get_size()
        else:
            area = pygame.Rect(area)
            part = area.clip(source.get_rect())
            x, y = x + part.x - area.x, y + part.y - area.y
            width, height = part.size
            area = tuple(part)
        touched = pygame.Rect(x, y, width, height).clip(self.clip)
        if touched.width and touched.height:
            self.ops.append((("blit", source, source.get_alpha(), x, y, area, special_flags, self.clip_key), touched))
            return touched.move(-self.offset[0], -self.offset[1]) if self.moved else touched
        return pygame.Rect(x - self.offset[0], y - self.offset[1], 0, 0)

    def fill(self, colour: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        place = self.bounds.copy() if rect is None else pygame.Rect(rect).move(self.offset)
        touched = place.clip(self.clip)
        if touched.width and touched.height:
            colour = tuple(colour) if isinstance(colour, _AS_TUPLES) else colour
            self.ops.append((("fill", colour, tuple(touched), special_flags), touched))
        return place.clip(self.bounds).move(-self.offset[0], -self.offset[1])

    def shape(self, function: Callable[..., pygame.Rect], args: tuple, quadrants: dict[str, bool]) -> pygame.Rect:
        """A pygame.draw call (`function(surface, *args, **quadrants)`), in this tape's pixels."""
        if function is pygame.draw.circle:  # the commonest shape, the short way
            x, y, radius = args[1][0], args[1][1], args[2]
            reach = pygame.Rect(int(x - radius) - 1, int(y - radius) - 1, int(2 * radius) + 3, int(2 * radius) + 3)
        else:
            reach = SHAPE_BOUNDS[function](*args, **quadrants)
        if self.moved:
            reach.move_ip(self.offset)
        touched = reach.clip(self.clip)
        if touched.width and touched.height:
            key = ("shape", function, _plain(args), tuple(quadrants.items()) if quadrants else (), self.clip_key,
                   tuple(self.bounds) if self.moved else None)
            self.ops.append((key, touched))
        return touched.move(-self.offset[0], -self.offset[1]) if self.moved else touched


def changed_places(before: list[Op], now: list[Op]) -> list[pygame.Rect]:
    """The places where the frame `now` may look different from `before`: the rects of the
    operations that are new, gone, or drawn in another order than before."""
    same, most = 0, min(len(before), len(now))
    while same < most and before[same][0] == now[same][0]:  # most frames begin alike...
        same += 1
    tail = 0
    while tail < most - same and before[-1 - tail][0] == now[-1 - tail][0]:  # ...and end alike
        tail += 1
    before, now = before[same:len(before) - tail], now[same:len(now) - tail]
    waiting: dict[tuple, list[int]] = {}
    for index in range(len(before) - 1, -1, -1):  # each key's earliest index last, to pop
        waiting.setdefault(before[index][0], []).append(index)
    places = []
    last = -1
    for key, bound in now:
        indices = waiting.get(key)
        if indices:
            index = indices.pop()
            if index > last:
                last = index
                continue
        places.append(bound)  # new, or out of order (its old place is the same rect)
    places += [before[index][1] for indices in waiting.values() for index in indices]  # gone
    return places


def merged(places: list[pygame.Rect]) -> list[pygame.Rect]:
    """Changed places as fewer rects: overlapping or nearly touching ones (NEAR pixels apart)
    become their union; more than MOST_PLACES become their bounding rect."""
    rects: list[pygame.Rect] = []
    for place in places:
        joined = place
        found = joined.inflate(NEAR, NEAR).collidelist(rects)
        while found != -1:
            joined = joined.union(rects.pop(found))
            found = joined.inflate(NEAR, NEAR).collidelist(rects)
        rects.append(joined)
    if len(rects) > MOST_PLACES:
        rects = [rects[0].unionall(rects[1:])]
    return rects


class Retained:
    """The window's view drawn from each frame's tape: in full the first time (and after the
    view changed), then only where the tape differs from the last."""

    def __init__(self) -> None:
        self.shown: list[Op] = []
        self.target: pygame.Surface | None = None
        self.redrawn: list[pygame.Rect] = []  # the places drawn in the last frame shown (for tests)

    def tape(self, screen: Canvas) -> Canvas:
        """This frame's canvas: the view's size and scale, recording instead of drawing."""
        return Canvas(Tape(screen.surface.get_size()), screen.scale, screen.size)  # type: ignore[arg-type]

    def forget(self) -> None:
        """The next frame is drawn in full (the window was resized, or drawn on by someone else)."""
        self.target = None

    def show(self, tape: Canvas, screen: Canvas) -> None:
        """Draw the frame recorded on `tape` onto `screen`, where it differs from the last."""
        ops = tape.surface.ops  # type: ignore[attr-defined]
        target = screen.surface
        view = target.get_rect()
        if self.target is not target:
            places = [view]
        else:
            places = merged(changed_places(self.shown, ops))
            if sum(place.width * place.height for place in places) > FULL_SHARE * view.width * view.height:
                places = [view]
        self.redrawn = places
        self.shown, self.target = ops, target
        if not places:
            return
        bounds = [op[1] for op in ops]
        was = target.get_clip()
        for place in places:
            for index in place.collidelistall(bounds):
                _replay(target, ops[index][0], place)
        target.set_clip(was)


def _replay(target: pygame.Surface, key: tuple, place: pygame.Rect) -> None:
    kind = key[0]
    if kind == "blit":
        _, source, alpha, x, y, area, flags, clip = key
        if source.get_alpha() != alpha:
            source.set_alpha(alpha)
        target.set_clip(place.clip(clip))
        target.blit(source, (x, y), area, flags)
    elif kind == "fill":
        _, colour, rect, flags = key
        target.set_clip(place)
        target.fill(colour, rect, flags)
    else:
        _, function, args, quadrants, clip, part = key
        if part is None:
            target.set_clip(place.clip(clip))
            function(target, *args, **dict(quadrants))
        else:  # drawn on a subsurface of the view: its clip there, in its own pixels
            inside = target.subsurface(part)
            inside.set_clip(place.clip(clip).move(-part[0], -part[1]))
            function(inside, *args, **dict(quadrants))
