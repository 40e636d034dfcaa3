"""Card faces, dice, kettles, emotes and board art, rendered from the SVGs in assets/.

Sizes are asked in design units (game/ui/canvas.py). Every picture is rasterised at the real
pixel size for the current scale with pygame.image.load_sized_svg (so it stays sharp at any
window size), returned as a canvas of the asked size in units, and kept in a small LRU cache
keyed by name and size (emptied when the scale changes). The loader keeps the SVG's aspect
ratio and may round up by a pixel; the result here is always exactly the asked size: pictures
are fitted and centred on transparency, the board background covers the whole size and is
cropped in the middle.
Works after pygame.init() with or without a display mode; surfaces are converted for fast
blitting only when a display surface exists.

`prepare` rasterises a picture on a painter thread instead (pygame's SVG loader lets go of
the interpreter while it works): a table names its pictures as it starts, and a frame that
asks for one still being painted waits for it, one not yet begun is painted there and then.
At 3840x2160 a card face takes 2 to 6 ms to rasterise, so warming a deck in the frames
themselves made every frame of a table's first seconds slow (docs/DECISIONS.md "Issue 20").
Only the rasterising runs there; what the picture gets afterwards (a number on a card's
tabs, an emote's seat symbol, its conversion for the display) is done by the thread that
asks for it.
"""
from __future__ import annotations

import functools
import io
import math
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

from game.catalogue import TITLES
from game.paths import read_asset
from game.titles import Deck, Face
from game.ui import canvas, fonts
from game.ui.canvas import Canvas
from game.ui.palette import INK, SEAT_HEX, draw_seat_symbol

if TYPE_CHECKING:
    import queue
    from concurrent.futures import Future

# Every title's decks (`Title.decks`), by name: a card face is found by its id in them.
DECKS: dict[str, Deck] = {deck.name: deck for title in TITLES for deck in title.decks}
DIE_COLOURS = ("white", "black")
KETTLE_SEATS = 6
EMOTES = ("wink", "cough", "hattip", "scratch", "yodel", "sneeze", "whistle", "sapperlot")
POSES = EMOTES + ("neutral",)  # an avatar rests on its neutral face between emotes
FIELD_KINDS = ("cablecar", "dog", "cow", "ibex", "bull")
BUILDINGS = ("hut", "kaeserei")
HAT_KEY = "#7F7F80"  # the emote hat colour in the SVG, replaced by the seat colour

Size = tuple[int, int]
Finish = Callable[[pygame.Surface], None]  # what a raster gets after the painter (a number, a badge)


def _size(size) -> Size:
    w, h = int(size[0]), int(size[1])
    if w <= 0 or h <= 0:
        raise ValueError(f"art size must be positive, got {size!r}")
    return (w, h)


def _pixels(size: Size) -> Size:
    """A size in units as real pixels at the current scale."""
    return canvas.pixels_of(size, canvas.current_scale())


def _or_nothing(paint: Callable[[], pygame.Surface], key: tuple) -> Callable[[], pygame.Surface | None]:
    """`paint`, or None when its file cannot be read now (out of descriptors, say): a picture
    missing for a frame never stops it. A file that is not there at all is a bug: it raises."""
    def painted() -> pygame.Surface | None:
        try:
            return paint()
        except FileNotFoundError:
            raise
        except OSError as error:
            import logging  # here, not at the top: most starts log nothing
            logging.getLogger(__name__).warning("picture %s could not be read now: %s", key[:2], error)
            return None
    return painted


def _render(svg: bytes, size: Size, cover: bool = False) -> pygame.Surface:
    """Rasterise SVG bytes to exactly `size` pixels (see the module docstring)."""
    w, h = size
    surface = pygame.image.load_sized_svg(io.BytesIO(svg), size)
    sw, sh = surface.get_size()
    if (sw, sh) == size:
        return surface
    if abs(sw - w) <= 1 and abs(sh - h) <= 1:  # the loader's rounding
        return pygame.transform.smoothscale(surface, size)
    if cover:
        scale = max(w / sw, h / sh)
        big = pygame.image.load_sized_svg(io.BytesIO(svg), (math.ceil(sw * scale), math.ceil(sh * scale)))
        bw, bh = big.get_size()
        if bw < w or bh < h:
            big = pygame.transform.smoothscale(big, (max(bw, w), max(bh, h)))
            bw, bh = big.get_size()
        return big.subsurface(((bw - w) // 2, (bh - h) // 2, w, h)).copy()
    if sw > w or sh > h:
        fit = min(w / sw, h / sh)
        surface = pygame.transform.smoothscale(surface, (min(w, round(sw * fit)), min(h, round(sh * fit))))
        sw, sh = surface.get_size()
    fitted = pygame.Surface(size, pygame.SRCALPHA)
    fitted.blit(surface, ((w - sw) // 2, (h - sh) // 2))
    return fitted


def face_of(card_id: str) -> tuple[Face, Deck]:
    """A card's picture by the id the rules engines use, and the deck it is of; KeyError for
    an id no deck has."""
    for deck in DECKS.values():
        try:
            return deck.faces(card_id), deck
        except KeyError:
            continue
    raise KeyError(f"unknown card id {card_id!r}: no deck has it (decks: {', '.join(DECKS)})")


def _draw_tab_numbers(surface: pygame.Surface, number: str, tab_at: tuple[float, float, float, float]) -> None:
    """The number in the bundled bold font, its ink centred in both tabs (the top-left one at
    `tab_at`, fractions of the card) and sized to them (in the raster's own pixels)."""
    w, h = surface.get_size()
    x, y, tw, th = tab_at
    tab = pygame.Rect(round(x * w), round(y * h), round(tw * w), round(th * h))
    points = max(1, tab.height)
    width = fonts.pixel_font(points, bold=True).size(number)[0]
    if width > tab.width * 0.86:
        points = max(1, int(points * tab.width * 0.86 / width))
    glyphs = fonts.pixel_font(points, bold=True).render(number, True, INK)
    ink = glyphs.get_bounding_rect()
    for centre in (tab.center, (w - tab.centerx, h - tab.centery)):
        surface.blit(glyphs, ink.move_to(center=centre), ink)


class _Handed(Exception):
    """Inside Art.prepare: the picture is cached or handed to the painter thread."""


class _Painter:
    """One thread that runs rasterising jobs in the order given (a daemon: a game that quits
    does not wait for pictures nobody will see)."""

    def __init__(self) -> None:
        import queue  # here, not at the top: the menu's first frame prepares no picture
        import threading

        self.jobs: queue.SimpleQueue[tuple[Future[pygame.Surface], Callable[[], pygame.Surface]]] = queue.SimpleQueue()
        threading.Thread(target=self.work, name="art painter", daemon=True).start()

    def submit(self, job: Callable[[], pygame.Surface]) -> Future[pygame.Surface]:
        from concurrent.futures import Future

        future: Future[pygame.Surface] = Future()
        self.jobs.put((future, job))
        return future

    def work(self) -> None:
        while True:
            future, job = self.jobs.get()
            if not future.set_running_or_notify_cancel():
                continue  # cancelled: the frame that asked painted it itself
            try:
                future.set_result(job())
            except BaseException as error:  # given to the frame that asks for the picture
                future.set_exception(error)


@functools.lru_cache(maxsize=1)
def _painter() -> _Painter:
    """The painter thread, started when the first picture is prepared."""
    return _Painter()


class Art:
    """Loads and caches every picture of the game by name and pixel size."""

    def __init__(self, root: Path | None = None, cache_size: int = 400) -> None:
        self.root = Path(root) if root is not None else None  # None: the game's own assets
        self.cache_size = cache_size
        self._cache: OrderedDict[tuple, Canvas] = OrderedDict()
        self._scale = canvas.current_scale()  # what the cached pictures were rasterised at
        self._painting: dict[tuple, tuple[Future[pygame.Surface], Size, Finish | None]] = {}  # on the painter thread
        self._preparing = False  # inside prepare(): pictures are handed to the painter, not made

    # -------------------------------------------------------------- public
    def card_face(self, card_id: str, size) -> Canvas:
        """A card face by the id the rules engines use (any title's deck, `Title.decks`). A
        card with a number (a mountain card's) carries it upright in its top-left and
        bottom-right tabs (the cards lie upright on the table, and the bottom tab stays in sight
        when a card above covers the top)."""
        face, deck = face_of(card_id)
        if face.number is None or deck.tab is None:
            return self._svg(face.path, size)
        size = _size(size)
        pixels, root, number, tab = _pixels(size), self.root, face.number, deck.tab
        return self._picture((face.path, number, size), size, lambda: _render(read_asset(face.path, root), pixels),
                             lambda surface: _draw_tab_numbers(surface, number, tab))

    def card_back(self, deck: str, size) -> Canvas:
        if deck not in DECKS:
            raise KeyError(f"unknown deck {deck!r}: expected one of {tuple(DECKS)}")
        return self._svg(DECKS[deck].back, size)

    def die_face(self, colour: str, value: int, size) -> Canvas:
        if colour not in DIE_COLOURS or value not in range(1, 7):
            raise KeyError(f"unknown die face {colour!r} {value!r}: expected white/black and 1..6")
        return self._svg(f"board/die-{colour}-{value}.svg", size)

    def kettle(self, seat: int, size) -> Canvas:
        if seat not in range(KETTLE_SEATS):
            raise KeyError(f"unknown kettle seat {seat!r}: expected 0..{KETTLE_SEATS - 1}")
        return self._svg(f"board/kettle-{seat}.svg", size)

    def emote(self, emote_id: str, seat: int, size) -> Canvas:
        """An avatar pose with the hat in the seat's colour and the seat's symbol as a badge."""
        if emote_id not in POSES:
            raise KeyError(f"unknown pose {emote_id!r}: expected one of {POSES}")
        size = _size(size)
        pixels, root = _pixels(size), self.root

        def paint() -> pygame.Surface:
            text = read_asset(f"emotes/{emote_id}.svg", root).decode("utf-8")
            return _render(text.replace(HAT_KEY, SEAT_HEX[seat % len(SEAT_HEX)]).encode("utf-8"), pixels)

        def badge(surface: pygame.Surface) -> None:
            w, h = surface.get_size()
            draw_seat_symbol(surface, seat, (w * 0.12, h * 0.12), min(w, h) * 0.09)
        return self._picture(("emote", emote_id, seat, size), size, paint, badge)

    def field_icon(self, kind: str, size) -> Canvas:
        if kind not in FIELD_KINDS:
            raise KeyError(f"unknown field icon {kind!r}: expected one of {FIELD_KINDS}")
        return self._svg(f"board/field-{kind}.svg", size)

    def board_background(self, size) -> Canvas:
        return self._svg("board/background.svg", size, cover=True)

    def building(self, kind: str, size) -> Canvas:
        if kind not in BUILDINGS:
            raise KeyError(f"unknown building {kind!r}: expected one of {BUILDINGS}")
        return self._svg(f"board/{kind}.svg", size)

    # -------------------------------------------------------------- cache
    def _svg(self, rel: str, size, cover: bool = False) -> Canvas:
        size = _size(size)
        pixels, root = _pixels(size), self.root
        return self._picture((rel, size), size, lambda: _render(read_asset(rel, root), pixels, cover))

    def prepare(self, name: str, *args: object) -> bool:
        """Have the picture `getattr(self, name)(*args)` rasterised on the painter thread, so it
        is ready (or on its way) when a frame asks for it; False if it is in the cache already."""
        self._preparing = True
        try:
            getattr(self, name)(*args)
        except _Handed:
            return True
        finally:
            self._preparing = False
        return False

    def painting(self) -> bool:
        """Whether the painter has a picture of this art still to finish."""
        return any(not future.done() for future, _, _ in self._painting.values())

    def settle(self) -> None:
        """Wait until every picture being prepared is rasterised, and keep them (tests)."""
        for future, _, _ in list(self._painting.values()):
            future.exception()
        self.collect()

    def collect(self) -> None:
        """Keep the pictures the painter has finished (the kit asks each step), so that a frame
        finds them in the cache, converted for the display."""
        self._same_scale()
        for key, (future, size, finish) in list(self._painting.items()):
            if future.done() and future.exception() is None:  # a failed one fails the frame that asks
                self._finished(key, size, future.result(), finish)

    def _picture(self, key: tuple, size: Size, paint: Callable[[], pygame.Surface],
                 finish: Finish | None = None) -> Canvas:
        """The picture under `key`: cached, or rasterised by `paint` (here, or on the painter
        thread when preparing or already begun there), then given its `finish` here."""
        cached = self._lookup(key)
        if cached is not None:
            return cached
        paint = _or_nothing(paint, key)
        if self._preparing:
            if key not in self._painting:
                self._painting[key] = (_painter().submit(paint), size, finish)
            raise _Handed
        future = self._painting.get(key, (None,))[0]
        surface = future.result() if future is not None and not future.cancel() else paint()
        return self._finished(key, size, surface, finish)

    def _finished(self, key: tuple, size: Size, surface: pygame.Surface | None, finish: Finish | None) -> Canvas:
        self._painting.pop(key, None)
        if surface is None:  # its file could not be read now: an empty picture this frame, painted again later
            return Canvas(pygame.Surface(_pixels(size), pygame.SRCALPHA), canvas.current_scale(), size)
        if finish is not None:
            finish(surface)
        return self._store(key, surface, size)

    def _lookup(self, key: tuple) -> Canvas | None:
        """The cached picture, if any. After a change of scale (a resized window) the pictures
        of the old size are dropped: they are not asked for again, and at 4K they are big."""
        self._same_scale()
        image = self._cache.get(key)
        if image is not None:
            self._cache.move_to_end(key)
        return image

    def _same_scale(self) -> None:
        """Forget the pictures of another scale, made or being made."""
        if self._scale != canvas.current_scale():
            self._cache.clear()
            for future, _, _ in self._painting.values():
                future.cancel()  # one already begun finishes unseen
            self._painting.clear()
            self._scale = canvas.current_scale()

    def _store(self, key: tuple, surface: pygame.Surface, size: Size) -> Canvas:
        """Keep a raster (real pixels at the current scale) as a canvas of `size` units."""
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        image = Canvas(surface, canvas.current_scale(), size)
        self._cache[key] = image
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)
        return image
