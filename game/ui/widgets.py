"""Small drawing pieces the scenes share: text, panels, vertical menus, toasts."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import fonts

PAPER = (244, 235, 208)
INK = (43, 33, 24)
FELT = (47, 93, 58)
FELT_DARK = (33, 66, 42)
WOOD = (120, 78, 44)
HIGHLIGHT = (230, 159, 0)
SHADE = (0, 0, 0, 150)


def text(surface: pygame.Surface, words: str, pos: tuple[int, int], size: int = 24,
         colour: tuple[int, int, int] = PAPER, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """Draw a line of text; `anchor` is a pygame.Rect attribute name (center, midtop, ...)."""
    image = fonts.font(size, bold).render(words, True, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def fitted(surface: pygame.Surface, words: str, pos: tuple[int, int], max_width: int, size: int = 24,
           colour: tuple[int, int, int] = PAPER, bold: bool = False, anchor: str = "midtop") -> pygame.Rect:
    """Like `text`, but shrinks the font (down to 12 px) until the line fits `max_width`."""
    while size > 12 and fonts.font(size, bold).size(words)[0] > max_width:
        size -= 1
    return text(surface, words, pos, size, colour, bold, anchor)


def wrap_lines(words: str, width: int, size: int = 22, bold: bool = False) -> list[str]:
    """`words` broken into lines no wider than `width`: at spaces and newlines, and inside
    a word too long for a line of its own (a file path)."""
    face = fonts.font(size, bold)
    lines = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
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


def wrapped(surface: pygame.Surface, words: str, rect: pygame.Rect, size: int = 22,
            colour: tuple[int, int, int] = INK, line_gap: int = 4) -> int:
    """Draw text wrapped into `rect` (paragraphs split on newlines); returns the height used."""
    face = fonts.font(size)
    y = rect.top
    for line in wrap_lines(words, rect.width, size):
        surface.blit(face.render(line, True, colour), (rect.left, y))
        y += face.get_linesize() + line_gap
    return y - rect.top


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int] = PAPER,
          border: tuple[int, int, int] = WOOD, radius: int = 14) -> None:
    pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 5), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, border, rect, width=3, border_radius=radius)


@dataclass
class MenuList:
    """A vertical list of rows with one selected; the scene supplies the row texts."""

    count: int
    selected: int = 0

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
        return top + self.count * (fonts.font(size).get_linesize() + gap)

    def draw(self, surface: pygame.Surface, rows: list[str], top_center: tuple[int, int],
             size: int = 30, gap: int = 14, width: int = 520) -> None:
        x, y = top_center
        height = fonts.font(size).get_linesize() + gap
        for index, row in enumerate(rows):
            rect = pygame.Rect(0, 0, width, height - 4)
            rect.midtop = (x, y + index * height)
            chosen = index == self.selected
            pygame.draw.rect(surface, HIGHLIGHT if chosen else PAPER, rect, border_radius=10)
            pygame.draw.rect(surface, WOOD, rect, width=2, border_radius=10)
            fitted(surface, row, rect.center, width - 24, size, INK, bold=chosen, anchor="center")


@dataclass
class Toast:
    """A short message shown at a place until `until` (scene time)."""

    words: str
    pos: tuple[int, int]
    until: float
    colour: tuple[int, int, int] = (213, 94, 0)


def draw_toast(surface: pygame.Surface, toast: Toast) -> None:
    image = fonts.font(20, True).render(toast.words, True, PAPER)
    rect = image.get_rect(center=toast.pos).inflate(20, 10)
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, toast.colour, rect, border_radius=8)
    surface.blit(image, image.get_rect(center=rect.center))


def backdrop(surface: pygame.Surface, art: object) -> None:
    """The shell screens' background: the alpine landscape under a dark green veil."""
    surface.blit(art.board_background(surface.get_size()), (0, 0))
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*FELT_DARK, 200))
    surface.blit(veil, (0, 0))
