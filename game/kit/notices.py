"""Transient messages, each in a place reserved for it.

Banners (a shout, a verdict, a field's event) show in the banner regions a table declares,
where nothing else is drawn: the words wrap and shrink to fit the region, and a region
shows one banner at a time (a newer banner replaces the older one the moment it starts;
one still waiting for its delay does not hide the one on show). A banner placed over the
table instead of in a region (`over=True`) fades to half strength after its pop, so what
lies beneath stays readable.

Toasts (a refusal, "nothing to catch") stand beside their seat: above, below, right or left
of what the seat shows (its name, cards and key hint), at the first of those places that
lies inside the screen and clear of every other reserved place; they never cover the
seat itself.

Both are drawn once, when first shown, and blitted every frame after (a banner's pop scales
the finished box); a change of the window's scale or the text size draws them anew, and a
table measures and places its toasts again (`measured_at`): words measured at the old scale
no longer fit the old box.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import pygame

from game.ui import canvas, draw, fonts, tween, widgets
from game.ui.canvas import Canvas
from game.ui.palette import WARNING, ink_on

TOAST_WIDTH = 380  # a toast wraps onto another line beyond this at 100 % text (wider as the text grows)
TOAST_WIDEST = 1200  # however large the text, a toast leaves the screen's sides free (of 1280 units)
TOAST_SIZE = fonts.FLOOR
TOAST_PAD = 6  # units of height around a toast's lines
TOAST_GAP = 4
SLIDE_STEP = 16  # units a toast moves along its seat's side in the search for a free place
FACING = 48  # a toast slid along its seat's side still faces this many units of it
APART = 16  # the most units a toast moves off its seat's side in that search
NARROWER = (0.75, 0.6, 0.5)  # where no place is free, the toast's words wrap to these shares of its width


@dataclass
class Banner(tween.Animation):
    """Words in a box that pops in, holds and fades out, fitted into `region`."""

    words: str = ""
    region: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 1280, 720))
    back: tuple[int, int, int] = widgets.WOOD
    colour: tuple[int, int, int] = widgets.PAPER
    size: int = 48
    over: bool = False  # drawn over the table: fades to half strength once it has popped
    lines: int = 2  # the most lines the words wrap into (a narrow, tall region takes three)
    still: bool = False  # reduced motion: no pop, no fade; it stands whole while it shows
    _made: tuple[Canvas, int, list[str]] | None = field(default=None, init=False, repr=False, compare=False)
    _look: tuple[float, int] | None = field(default=None, init=False, repr=False, compare=False)

    def box(self) -> tuple[Canvas, int, list[str]]:
        """The box with its words, their size and lines (made at the first call, then kept
        while the scale and the text size stay)."""
        if self._made is None or self._look != fonts.look():
            self._made, self._look = self._make_box(), fonts.look()
        return self._made

    def _make_box(self) -> tuple[Canvas, int, list[str]]:
        size, lines = widgets.fit(self.words, (self.region.width - 32, self.region.height - 12), self.size, True,
                                  self.lines)
        step = fonts.font(size, True).get_linesize()
        images = [fonts.rendered(line, size, tuple(self.colour), True) for line in lines]
        width = max(image.get_width() for image in images) + 32
        box = canvas.new((min(self.region.width, width), step * len(lines) + 12), pygame.SRCALPHA)
        draw.rect(box, (*self.back, 235), box.get_rect(), border_radius=14)
        for index, image in enumerate(images):
            box.blit(image, image.get_rect(midtop=(box.get_width() // 2, 6 + index * step)))
        fonts.carries(box, self.words, size)
        return box, size, lines

    def alpha(self) -> int:
        x = self.progress
        if self.still:
            return 130 if self.over and x > 0.2 else 255
        if x > 0.8:
            return int(255 * (1 - x) / 0.2)
        if self.over and x > 0.2:
            return 130
        return 255

    def rect(self) -> pygame.Rect:
        """Where the banner stands once it has popped."""
        return self.box()[0].get_rect(center=self.region.center)

    def draw(self, surface: Canvas) -> None:
        if not self.started:
            return
        box, size, _ = self.box()
        pop = 1.0 if self.still else tween.ease_out_back(min(1.0, self.progress * 5))
        if pop < 0.999:
            box = canvas.smoothscale(box, (max(1, round(box.get_width() * pop)),
                                           max(1, round(box.get_height() * pop))))
            fonts.carries(box, self.words, size)  # read at the size it settles at, a blink later
        box.set_alpha(self.alpha())
        surface.blit(box, box.get_rect(center=self.region.center))


class Banners:
    """The banners of a table, one region at a time each."""

    def __init__(self) -> None:
        self.by_region: dict[str, list[Banner]] = {}

    def show(self, region: str, place: pygame.Rect, words: str, seconds: float, back: tuple[int, int, int],
             size: int = 48, delay: float = 0.0, colour: tuple[int, int, int] | None = None,
             over: bool = False, lines: int = 2, still: bool = False) -> Banner:
        banner = Banner(seconds, delay=delay, words=words, region=pygame.Rect(place), back=back,
                        colour=colour or ink_on(back), size=size, over=over, lines=lines, still=still)
        self.by_region.setdefault(region, []).append(banner)
        return banner

    def update(self, dt: float) -> None:
        for region, banners in self.by_region.items():
            for banner in banners:
                banner.age += dt
            started = [banner for banner in banners if banner.started]
            newest = started[-1] if started else None
            self.by_region[region] = [b for b in banners if not b.done and (not b.started or b is newest)]

    def showing(self) -> list[Banner]:
        """The banner on show in each region (at most one a region)."""
        shown = []
        for banners in self.by_region.values():
            started = [banner for banner in banners if banner.started]
            if started:
                shown.append(started[-1])
        return shown

    def words(self) -> list[str]:
        """Every banner on show or waiting for its delay."""
        return [banner.words for banners in self.by_region.values() for banner in banners]

    def clear(self) -> None:
        self.by_region.clear()

    def draw(self, surface: Canvas) -> None:
        for banner in self.showing():
            banner.draw(surface)


@dataclass
class Toast:
    """A short message in `rect` until `until` (scene time); `seat` None: a table-wide one."""

    words: str
    rect: pygame.Rect
    until: float
    seat: int | None = None
    colour: tuple[int, int, int] = WARNING
    measured_at: tuple[float, int] = field(default_factory=fonts.look, compare=False)  # the look `rect` fits
    _image: fonts.Picture | None = field(default=None, init=False, repr=False, compare=False)
    _look: tuple[float, int] | None = field(default=None, init=False, repr=False, compare=False)

    def draw(self, surface: Canvas) -> None:
        if self._image is None or self._look != fonts.look():
            self._image, self._look = fonts.Picture(self.rect.size), fonts.look()
            inside = self._image.get_rect()
            draw.rect(self._image, self.colour, inside, border_radius=8)
            lines = max(1, (inside.height - TOAST_PAD) // fonts.font(TOAST_SIZE, True).get_linesize())
            widgets.fitted_lines(self._image, self.words, inside.inflate(-16, -TOAST_PAD), TOAST_SIZE, ink_on(self.colour), True,
                                 max_lines=lines)
        surface.blit(self._image, self.rect)


def toast_size(words: str, widest: int = TOAST_WIDEST) -> tuple[int, int]:
    """A toast's size: its words on one line, or on as many lines as they need (a sentence a
    player needs is never cut) of at most TOAST_WIDTH grown with the text size (three lines at
    100 % stay three at 150 %) and at most `widest`, at TOAST_SIZE (the floor: it shrinks no
    further), with a small margin (the lines fill its height)."""
    width = min(round(TOAST_WIDTH * fonts.grown(TOAST_SIZE) / TOAST_SIZE), widest - 20)
    face = fonts.font(TOAST_SIZE, True)
    lines = widgets.lines_of(words, width, TOAST_SIZE, True)
    return max(face.size(line)[0] for line in lines) + 20, face.get_linesize() * len(lines) + TOAST_PAD


def places_beside(size: tuple[int, int], seat_rect: pygame.Rect, screen: pygame.Rect) -> list[pygame.Rect]:
    """The four places of `size` beside `seat_rect`: above, below, right and left, each
    centred on the seat's side (above and below kept inside the screen's width)."""
    places = []
    for anchor, point in _sides(seat_rect):
        place = pygame.Rect((0, 0), size)
        setattr(place, anchor, point)
        if anchor in ("midbottom", "midtop") and not screen.contains(place):
            place.clamp_ip(pygame.Rect(screen.left, place.top, screen.width, place.height))
        places.append(place)
    return places


def _sides(seat_rect: pygame.Rect) -> tuple[tuple[str, tuple[int, int]], ...]:
    """Above, below, right and left of the seat: the toast's anchor and where it stands."""
    return (("midbottom", (seat_rect.centerx, seat_rect.top - TOAST_GAP)),
            ("midtop", (seat_rect.centerx, seat_rect.bottom + TOAST_GAP)),
            ("midleft", (seat_rect.right + TOAST_GAP, seat_rect.centery)),
            ("midright", (seat_rect.left - TOAST_GAP, seat_rect.centery)))


def nearest_beside(size: tuple[int, int], seat_rect: pygame.Rect, screen: pygame.Rect,
                   blocked: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The nearest place of `size` beside `seat_rect`, inside `screen` and off `blocked`:
    on any of its four sides, slid along it in steps of SLIDE_STEP (while it still faces
    FACING units of the seat) and moved off it in half steps up to APART units; the sum of
    the two measures how near; None where no place is free."""
    found, blocked = [], list(blocked)
    for order, (anchor, point) in enumerate(_sides(seat_rect)):
        place = pygame.Rect((0, 0), size)
        setattr(place, anchor, point)
        across = anchor in ("midbottom", "midtop")
        reach = max(0, ((seat_rect.width + size[0]) if across else (seat_rect.height + size[1])) // 2 - FACING)
        away = -1 if anchor in ("midbottom", "midright") else 1
        for shift in range(-(reach // SLIDE_STEP) * SLIDE_STEP, reach + 1, SLIDE_STEP):
            for apart in range(0, APART + 1, SLIDE_STEP // 2):
                moved = place.move((shift, away * apart) if across else (away * apart, shift))
                if screen.contains(moved) and moved.collidelist(blocked) < 0:
                    found.append((abs(shift) + apart, order, moved))
    return min(found, key=lambda item: item[:2])[2] if found else None


def toast_place(words: str, seat_rect: pygame.Rect, reserved: list[pygame.Rect],
                screen: pygame.Rect, others: Sequence[pygame.Rect] = (),
                room: pygame.Rect | None = None, taken: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a toast of `words` stands beside `seat_rect`: the first of above, below, right
    and left that lies inside `screen` and clear of `reserved`, else the nearest such place
    (`nearest_beside`), its words wrapped to their width and then narrower (NARROWER);
    failing that, the same search for a place off the `others` only (the other seats and
    what the table keeps free: a notice on another seat reads as that seat's, one on the
    piles hides them); both searches also off `taken` (the other seats' toasts on show: two
    people told something at once read both), then, on a crowded table, the second without
    it; failing that, at the top of the seat's own `room` (a free part of its panel) when it
    has one, its words wrapped to the room's width; failing that, the first of the four
    inside the screen (still clear of the seat); failing that, above, kept on screen."""
    size = toast_size(words)
    places = places_beside(size, seat_rect, screen)
    sizes = [size] + [toast_size(words, round(size[0] * share)) for share in NARROWER]
    for blocked in ([seat_rect, *reserved, *taken], [seat_rect, *others, *taken], [seat_rect, *others]):
        centred = [place for place in places if screen.contains(place) and place.collidelist(blocked) < 0]
        if centred:
            return centred[0]
        for wrapped in sizes:
            place = nearest_beside(wrapped, seat_rect, screen, blocked)
            if place is not None:
                return place
    if room is not None:
        box = pygame.Rect((0, 0), toast_size(words, room.width))
        box.midtop = room.midtop
        return box.clamp(room)
    inside = [place for place in places if screen.contains(place) and not place.colliderect(seat_rect)]
    return inside[0] if inside else places[0].clamp(screen)
