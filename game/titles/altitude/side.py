"""The Altitude table's right column at the text size now: whose turn it is (the status), the
deck and the discard pile with their labels, the "turn" banners' region and the table log,
and left of it the mountains' area (`layout`).

At the text size of 100 % the two piles stand side by side, each label in two lines under
its pile. Larger text grows the column (SIDE_GROWTH units for each per cent over 100) and
stands the piles one above the other, each label right of its pile: "Défausse" alone is wider
than half the column at 125 %. The status and the banners then take four lines."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import fonts

SCREEN = pygame.Rect(0, 0, 1280, 720)
MARGIN = 8  # units round the screen and between the area and the column
WIDTH = 216  # the column at the text size of 100 %
SIDE_GROWTH = 1.0  # units the column grows for each per cent of text size over 100
PILE_CARD = (72, 108)  # a pile's cards beside each other ...
ROW_PILE_CARD = (56, 84)  # ... and one above the other, their labels beside them
TARGET_RIM = 7  # how far the frame of a marked place reaches beyond its card (the piles' labels stand off it)
LABEL_GAP = 6  # between a marked pile's frame and its label beside it


@dataclass(frozen=True)
class Layout:
    """Where the table's parts stand, in design units."""

    area: pygame.Rect  # the seats' panels
    side: pygame.Rect  # the whole column
    panel: pygame.Rect  # its top panel: the status, the piles and their labels
    status: pygame.Rect
    status_lines: int
    pile_card: tuple[int, int]
    deck: pygame.Rect  # the deck's card (the discard pile's card: `discard`)
    discard: pygame.Rect
    deck_label: pygame.Rect
    discard_label: pygame.Rect
    turn: pygame.Rect  # the "turn" banners' region
    turn_lines: int
    log: pygame.Rect
    caption: pygame.Rect  # the captions of sounds: the top of the log (its lines stand at the bottom)


def layout() -> Layout:
    """The layout at the text size now (made once a window scale and text size: a line's
    height in units differs a little between scales)."""
    return _layout(fonts.look())


@lru_cache(maxsize=8)
def _layout(look: tuple[float, int]) -> Layout:
    text_size = look[1]
    return _beside() if text_size <= 100 else _rows(text_size)


def _beside() -> Layout:
    """The piles side by side, their labels under them (the text size of 100 %)."""
    side = pygame.Rect(SCREEN.right - MARGIN - WIDTH, MARGIN, WIDTH, SCREEN.height - 2 * MARGIN)
    deck, discard = pygame.Rect((0, 0), PILE_CARD), pygame.Rect((0, 0), PILE_CARD)
    deck.center, discard.center = (side.x + 56, side.y + 155), (side.x + 160, side.y + 155)
    labels = [pygame.Rect(card.centerx - 51, card.bottom + TARGET_RIM, 102, 46) for card in (deck, discard)]
    turn = pygame.Rect(side.x + 2, side.y + 262, side.width - 4, 82)
    panel = pygame.Rect(side.x, side.y, side.width, turn.bottom + 2 - side.y)  # the banners' lines stay inside it
    log = pygame.Rect(side.x, panel.bottom + 4, side.width, side.bottom - panel.bottom - 4)
    return Layout(area=_area(side), side=side, panel=panel,
                  status=pygame.Rect(side.x + 8, side.y + 6, side.width - 16, 92), status_lines=3,
                  pile_card=PILE_CARD, deck=deck, discard=discard, deck_label=labels[0], discard_label=labels[1],
                  turn=turn, turn_lines=3, log=log,
                  caption=pygame.Rect(side.x + 2, log.y + 4, side.width - 4, 110))


def _rows(text_size: int) -> Layout:
    """A wider column, the piles one above the other with their labels beside them, the
    status and the banners in four lines of the grown text."""
    width = round(WIDTH + SIDE_GROWTH * (text_size - 100))
    side = pygame.Rect(SCREEN.right - MARGIN - width, MARGIN, width, SCREEN.height - 2 * MARGIN)
    line = fonts.font(fonts.FLOOR, True).get_linesize()
    status = pygame.Rect(side.x + 8, side.y + 6, side.width - 16, 4 * line + 4)
    w, h = ROW_PILE_CARD
    deck = pygame.Rect(side.x + 8 + TARGET_RIM, status.bottom + 4 + TARGET_RIM, w, h)
    discard = deck.move(0, h + 2 * TARGET_RIM + 6)
    left = deck.right + TARGET_RIM + LABEL_GAP
    labels = [pygame.Rect(left, card.y, side.right - 8 - left, h) for card in (deck, discard)]
    panel = pygame.Rect(side.x, side.y, side.width, discard.bottom + TARGET_RIM + 6 - side.y)
    turn = pygame.Rect(side.x + 2, panel.bottom + 4, side.width - 4, 4 * line + 16)
    log = pygame.Rect(side.x, turn.bottom + 4, side.width, side.bottom - turn.bottom - 4)
    caption_line = fonts.font(20, True).get_linesize()  # game/ui/captions.py: two lines of its size
    return Layout(area=_area(side), side=side, panel=panel, status=status, status_lines=4, pile_card=ROW_PILE_CARD,
                  deck=deck, discard=discard, deck_label=labels[0], discard_label=labels[1], turn=turn, turn_lines=4,
                  log=log, caption=pygame.Rect(side.x + 2, log.y + 4, side.width - 4, 2 * caption_line + 12))


def _area(side: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(MARGIN, MARGIN, side.x - 2 * MARGIN, SCREEN.height - 2 * MARGIN)
