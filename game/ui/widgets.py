"""Small drawing pieces the scenes share: text (fitted into boxes), panels, vertical menus.

Fitted text shrinks to fit its box, but never below the floor (fonts.FLOOR, 18 design
units): what still does not fit wraps onto another line where the box has room, or is cut
with an ellipsis.

Tables redraw the same pieces every frame, so what does not change is made once and blitted:
lines of text (`fonts.rendered`), the font size a line fits at, panels by size and colours,
veils by size and strength, and a full-screen picture under its veil (`veiled`).
"""
from __future__ import annotations

import re

import pygame

from game.ui import canvas, draw, fonts
from game.ui.canvas import Canvas

PAPER = (244, 235, 208)
INK = (43, 33, 24)
FELT = (47, 93, 58)
FELT_DARK = (33, 66, 42)
WOOD = (120, 78, 44)
HIGHLIGHT = (230, 159, 0)
SHADE = (0, 0, 0, 150)


def text(surface: Canvas, words: str, pos: tuple[int, int], size: int = 24,
         colour: tuple[int, int, int] = PAPER, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """Draw a line of text; `anchor` is a pygame.Rect attribute name (center, midtop, ...)."""
    image = fonts.rendered(words, size, tuple(colour), bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def fitted(surface: Canvas, words: str, pos: tuple[int, int], max_width: int, size: int = 24,
           colour: tuple[int, int, int] = PAPER, bold: bool = False, anchor: str = "midtop",
           name: bool = False) -> pygame.Rect:
    """Like `text`, but shrinks the font (down to the floor) until the line fits `max_width`;
    at the floor what does not fit is cut with an ellipsis (see `ellipsized`: `name`)."""
    size = fitting_size(words, max_width, size, bold)
    return text(surface, ellipsized(words, max_width, size, bold, name), pos, size, colour, bold, anchor)


@canvas.per_scale(maxsize=1024)
def fitting_size(words: str, max_width: int, size: int, bold: bool = False) -> int:
    """The largest font size from `size` down to the floor (fonts.FLOOR) at which `words`
    fit `max_width`; the floor if they fit at none."""
    while size > fonts.FLOOR and fonts.font(size, bold).size(words)[0] > max_width:
        size -= 1
    return size


def ellipsized(words: str, max_width: int, size: int, bold: bool = False, name: bool = False) -> str:
    """`words`, cut with an ellipsis so that they fit `max_width` at this size. Only a `name`
    (a player's, a key's) may be cut so; any other words cut are noted (fonts.note_cut) for
    the layout tests, which fail on them: a sentence a player needs wraps or is made shorter."""
    face = fonts.font(size, bold)
    if face.size(words)[0] <= max_width:
        return words
    while words and face.size(words + "…")[0] > max_width:
        words = words[:-1]
    cut = words.rstrip() + "…"
    if not name:
        fonts.note_cut(cut)
    return cut


CLOSING = {"!", "?", ":", ";", "»"}  # French sets a space before these: they never begin a line
OPENING = {"«"}  # ... and after this one: it never ends a line
BREAKS = re.compile(r"[^\S\u00a0\u202f]+")  # where a line may break: white space, but a no-break space


def word_units(words: str) -> list[str]:
    """The words a line may break between: a French mark standing alone ("gagne !",
    "« Bravo") stays with its word."""
    units: list[str] = []
    glue = False
    for word in BREAKS.split(words.strip()):
        if units and (glue or word in CLOSING):
            units[-1] += f" {word}"
        else:
            units.append(word)
        glue = word in OPENING
    return units


def lines_of(words: str, max_width: int, size: int, bold: bool = False) -> list[str]:
    """`words` broken into lines no wider than `max_width` (a word too long is ellipsized)."""
    face = fonts.font(size, bold)
    lines: list[str] = []
    for word in word_units(words):
        trial = f"{lines[-1]} {word}" if lines else word
        if lines and face.size(trial)[0] <= max_width:
            lines[-1] = trial
        else:
            lines.append(ellipsized(word, max_width, size, bold))
    return lines or [""]


def fit(words: str, box: tuple[int, int], size: int, bold: bool = False,
        max_lines: int = 2) -> tuple[int, list[str]]:
    """The largest font size (from `size` down to the floor) at which `words` wrap into at
    most `max_lines` lines inside `box` (width, height), no word wider than the box, and
    those lines; at the floor whatever does not fit is cut with an ellipsis."""
    width, height = box
    smallest = min(size, fonts.FLOOR)
    for trial in range(size, smallest - 1, -1):
        face = fonts.font(trial, bold)
        lines = lines_of(words, width, trial, bold)
        if (len(lines) <= max_lines and len(lines) * face.get_linesize() <= height
                and all(face.size(word)[0] <= width for word in words.split())):
            return trial, lines
    lines = lines_of(words, width, smallest, bold)
    fitting = max(1, min(max_lines, height // fonts.font(smallest, bold).get_linesize()))
    if len(lines) > fitting:
        lines = lines[:fitting - 1] + [ellipsized(" ".join(lines[fitting - 1:]), width, smallest, bold)]
    return smallest, lines


def fitted_lines(surface: Canvas, words: str, rect: pygame.Rect, size: int = 20,
                 colour: tuple[int, int, int] = PAPER, bold: bool = False, align: str = "center",
                 max_lines: int = 2) -> list[pygame.Rect]:
    """Draw `words` inside `rect`, wrapped and shrunk to fit (see `fit`), centred in height;
    `align` is "center", "left" or "right". Returns the text boxes drawn."""
    size, lines = fit(words, rect.size, size, bold, max_lines)
    step = fonts.font(size, bold).get_linesize()
    y = rect.centery - step * len(lines) // 2
    boxes = []
    for line in lines:
        image = fonts.rendered(line, size, tuple(colour), bold)
        x = {"left": rect.left, "right": rect.right - image.get_width()}.get(align, rect.centerx - image.get_width() // 2)
        boxes.append(surface.blit(image, (x, y)))
        y += step
    return boxes


def wrap_lines(words: str, width: int, size: int = 22, bold: bool = False) -> list[str]:
    """`words` broken into lines no wider than `width`: at spaces and newlines, and inside
    a word too long for a line of its own (a file path)."""
    face = fonts.font(size, bold)
    lines = []
    for paragraph in words.split("\n"):
        line = ""
        for word in word_units(paragraph):
            trial = f"{line} {word}".strip()
            if face.size(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
            line = word
            while face.size(line)[0] > width and len(line) > 1:
                cut = len(line) - 1
                while cut > 1 and face.size(line[:cut])[0] > width:
                    cut -= 1
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


def wrapped(surface: Canvas, words: str, rect: pygame.Rect, size: int = 22,
            colour: tuple[int, int, int] = INK, line_gap: int = 4) -> int:
    """Draw text wrapped into `rect` (paragraphs split on newlines); returns the height used."""
    face = fonts.font(size)
    y = rect.top
    for line in wrap_lines(words, rect.width, size):
        surface.blit(fonts.rendered(line, size, tuple(colour)), (rect.left, y))
        y += face.get_linesize() + line_gap
    return y - rect.top


def shade(surface: Canvas, alpha: int = 150) -> None:
    surface.blit(veil(surface.get_size(), (0, 0, 0, alpha)), (0, 0))


@canvas.per_scale(maxsize=16)
def veil(size: tuple[int, int], colour: tuple[int, int, int, int]) -> Canvas:
    """A see-through canvas of one colour (its alpha the strength), made once per size and scale."""
    image = canvas.new(size, pygame.SRCALPHA)
    image.fill(colour)
    return image


def panel(surface: Canvas, rect: pygame.Rect, fill: tuple[int, int, int] = PAPER,
          border: tuple[int, int, int] = WOOD, radius: int = 14) -> None:
    """A rounded box with a border and a drop shadow (drawn once per size and colours)."""
    if rect.width > 0 and rect.height > 0:
        surface.blit(_panel(rect.size, tuple(fill), tuple(border), radius), rect.topleft)


@canvas.per_scale(maxsize=256)
def _panel(size: tuple[int, int], fill: tuple[int, int, int], border: tuple[int, int, int],
           radius: int) -> Canvas:
    image = canvas.new((size[0] + 4, size[1] + 5), pygame.SRCALPHA)
    box = pygame.Rect((0, 0), size)
    draw.rect(image, (0, 0, 0), box.move(4, 5), border_radius=radius)
    draw.rect(image, fill, box, border_radius=radius)
    draw.rect(image, border, box, width=3, border_radius=radius)
    return image


FRAME = 2  # a MenuList row's frame, drawn inside its rect
APART = 4  # between two MenuList rows' frames
ROW_ROOM = 1  # the least room between a row's words and its frame, above and below (a lobby's long list: 0)
ROW_MARGIN = 24  # a MenuList row's words are fitted this much narrower than the row
SET_APART = 8  # the extra room above a MenuList's last rows set apart (`apart_from`: the lobby's Start and Back)


def least_gap(size: int, room: int = ROW_ROOM, apart: int = APART) -> int:
    """The least gap (beyond a line) between MenuList rows of text `size`, their frames `apart`
    apart, at which each row's words, plain or bold, keep `room` off its frame (the words'
    height nearly fills a line: "Ü" and "g" reach its ends)."""
    plain, bold = fonts.font(size), fonts.font(size, True)
    height = max(plain.get_height(), bold.get_height())
    return height + 2 * (FRAME + room) + apart + 1 - plain.get_linesize()


class MenuList:
    """A vertical list of rows with one selected; the scene supplies the row texts. Where the
    screen has no room for all rows (a long lobby at a large text size) it shows `shown` of them
    at a time, scrolled to keep the selected one in view, with arrows where more rows lie; the
    rows set apart at its end (`apart_from`: the lobby's Start and Back) stay in view below
    the scrolled ones, so a player on Start always sees Back, and the way to Start from any row.
    A plain class, not a dataclass: built at import before the menu's first frame, a dataclass
    cost ~0.5 ms CPU at every start (docs/BENCHMARKS.md, branch boot3)."""

    def __init__(self, count: int, selected: int = 0, shown: int | None = None, first: int = 0,
                 apart_from: int | None = None) -> None:
        self.count = count
        self.selected = selected
        self.shown = shown  # rows in view at once (None: all)
        self.first = first  # the first row in view
        self.drawn: list[pygame.Rect] = []  # the rows in view as last drawn
        self.apart_from = apart_from  # the first of the last rows, set SET_APART lower than the rest (None: none)

    def move(self, button: str) -> bool:
        if self.count == 0:
            return False
        if button == "up":
            self.selected = (self.selected - 1) % self.count
            return True
        if button == "down":
            self.selected = (self.selected + 1) % self.count
            return True
        return False

    def bottom(self, top: int, size: int = 30, gap: int = 14) -> int:
        """Where a list drawn at `top` with these sizes ends."""
        view = self.in_view()
        return top + len(view) * (fonts.font(size).get_linesize() + gap) + self.lowered(view[-1], view) if view else top

    def lowered(self, index: int, view: list[int]) -> int:
        """How much lower row `index` stands for the rows set apart (`apart_from`) in `view`."""
        start = self.apart_from
        return SET_APART if start is not None and view[0] < start <= index else 0

    def in_view(self) -> list[int]:
        """The rows drawn now: all, or `shown` of them: the rows set apart (`apart_from`) and,
        above them, as many of the others as fit around the selected one (it stays in view
        when the cursor moves to the rows set apart)."""
        if self.shown is None or self.shown >= self.count:
            return list(range(self.count))
        pinned = self.count - self.apart_from if self.apart_from is not None else 0
        scrolled, shown = self.count - pinned, max(1, self.shown - pinned)
        if self.selected < scrolled:  # on a row set apart, the scrolled rows stay where they were
            self.first = min(max(self.first, self.selected - shown + 1), self.selected)
        self.first = max(0, min(self.first, scrolled - shown))
        return [*range(self.first, min(self.first + shown, scrolled)), *range(scrolled, self.count)]

    def fitting(self, top: int, bottom: int, choices: tuple[tuple[int, int], ...]) -> tuple[int, int]:
        """The first (font size, gap) of `choices` (roomiest first) at which the list drawn at
        `top` ends by `bottom` (a larger text size takes the smaller ones); at none, the last,
        with as many rows in view as fit (`shown`). A gap grows to `least_gap` where the words
        would come nearer their frames."""
        self.shown = None
        choices = tuple((size, max(gap, least_gap(size))) for size, gap in choices)
        for size, gap in choices:
            if self.bottom(top, size, gap) <= bottom:
                return size, gap
        size, gap = choices[-1]
        self.shown = max(1, (bottom - top) // (fonts.font(size).get_linesize() + gap))
        return size, gap

    def draw(self, surface: Canvas, rows: list[str | tuple[str, str]], top_center: tuple[int, int],
             size: int = 30, gap: int = 14, width: int = 520, apart: int = APART) -> None:
        """A row is its words, or (label, value): the label at the left and the value in a
        column at the right, so a changing value never moves the row's words. Rows follow
        each other a line and `gap` apart, their frames `apart` apart."""
        x, y = top_center
        height = fonts.font(size).get_linesize() + gap
        view = self.in_view()
        self.drawn = []
        for place, index in enumerate(view):
            row = rows[index]
            rect = pygame.Rect(0, 0, width, height - apart)
            rect.midtop = (x, y + place * height + self.lowered(index, view))
            self.drawn.append(rect)
            below = index + 1 < self.count and index + 1 not in view  # more rows lie below this one
            if (place == 0 and index > 0) or below:
                self.more_arrow(surface, rect, up=not below)
            chosen = index == self.selected
            draw.rect(surface, HIGHLIGHT if chosen else PAPER, rect, border_radius=10)
            draw.rect(surface, WOOD, rect, width=FRAME, border_radius=10)
            if isinstance(row, tuple):
                label, value = row
                column = rect.width * 3 // 10  # wider where the value would not fit it even at the floor
                column = max(column, min(fonts.font(fonts.FLOOR, chosen).size(value)[0] + 4, rect.width // 2))
                fitted(surface, label, (rect.left + 16, rect.centery), rect.width - column - 40, size, INK,
                       bold=chosen, anchor="midleft")
                fitted(surface, value, (rect.right - 16, rect.centery), column, size, INK, bold=chosen,
                       anchor="midright")
            else:
                fitted(surface, row, rect.center, width - ROW_MARGIN, size, INK, bold=chosen, anchor="center")

    @staticmethod
    def more_arrow(surface: Canvas, rect: pygame.Rect, up: bool) -> None:
        """A triangle right of `rect`: more rows lie above (`up`) or below."""
        x, y, half = rect.right + 18, rect.centery, rect.height // 3
        tip, base = (y - half, y + half) if up else (y + half, y - half)
        draw.polygon(surface, PAPER, [(x, tip), (x - half, base), (x + half, base)])


@canvas.per_scale(maxsize=3, megabytes=110)
def veiled(picture: Canvas, colour: tuple[int, int, int, int]) -> Canvas:
    """`picture` under a veil of `colour` (its alpha the strength) as one opaque canvas, the
    same pixels as the two blitted on the screen: a full-screen picture and its veil cost one
    blit a frame instead of two, the veil's the dearer (alpha at every pixel)."""
    image = canvas.new(picture.get_size())  # in the display's format already: no convert
    image.blit(picture, (0, 0))
    image.blit(veil(picture.get_size(), colour), (0, 0))
    return image


def backdrop(surface: Canvas, art: object) -> None:
    """The shell screens' background: the alpine landscape under a dark green veil."""
    surface.blit(veiled(art.board_background(surface.get_size()), (*FELT_DARK, 200)), (0, 0))
