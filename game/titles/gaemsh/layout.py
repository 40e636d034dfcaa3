"""Where everything of the Gämsh table lies on the 1280x720 screen: the seats on an ellipse
round the felt (partners opposite), the centre rows, the piles, the status line, the score
stones, the emote list, the log and the two banner regions, kept free of seats and cards:
"call" between the second centre row and the bottom seat, "news" between the top seat and
the status line."""
from __future__ import annotations

import pygame

from game.kit.table import SCREEN
from game.ui import seating

Point = tuple[float, float]

SEAT_RING = ((640, 360), (500, 255))  # centre and radii of the ellipse the seats sit on
BLOCK = (320, 122)  # a seat's panel: name, avatar and hand
AVATAR = (84, 84)
HAND_CARD = (50, 70)
TABLE_CARD = (72, 100)  # centre positions 1-4
EXTRA_CARD = (58, 81)  # centre positions 5-10
CARD_SIZES = (HAND_CARD, TABLE_CARD, EXTRA_CARD)
ROW1_Y, ROW2_Y = 318, 440
PILE_AT = (430, ROW1_Y)
DISCARD_AT = (850, ROW1_Y)
STATUS_BOX = pygame.Rect(500, 206, 280, 40)  # two lines at most: clear of the refresh ring and the position numbers
SHOUT_AT = (640, 300)  # where the points fly from
HINT_H = 36
SCORE_BOX = pygame.Rect(8, 8, 262, 0)  # height follows the number of teams
RECENT_BOX = pygame.Rect(1042, 8, 230, 28 + 26 * 6)
LOG = pygame.Rect(8, 606, 464, 106)
REGIONS = {"call": pygame.Rect(376, 486, 528, 64), "news": pygame.Rect(400, 168, 480, 38)}


def panels(players: int) -> list[pygame.Rect]:
    """Every seat's panel, seat 0 at the bottom."""
    rects = []
    for point in seating.seat_positions(players, *SEAT_RING):
        rect = pygame.Rect((0, 0), BLOCK)
        rect.center = point
        rects.append(rect.clamp(SCREEN.inflate(-12, -12)))
    return rects


def hint_box(panel: pygame.Rect, width: int) -> pygame.Rect:
    """A human seat's key hint: below its panel, or above where the screen ends; right of the log."""
    box = pygame.Rect(0, panel.bottom + 2, max(panel.width, width), HINT_H)
    box.centerx = panel.centerx
    if box.bottom > SCREEN.bottom - 4:
        box.bottom = panel.top - 2
    if box.colliderect(LOG):
        box.left = LOG.right + 4
    return box.clamp(SCREEN)


def hand_point(panel: pygame.Rect, slot: int) -> Point:
    return (panel.x + AVATAR[0] + 12 + HAND_CARD[0] // 2 + slot * (HAND_CARD[0] + 5), panel.y + 28 + HAND_CARD[1] // 2)


def card_size(pos: int) -> tuple[int, int]:
    return TABLE_CARD if pos < 4 else EXTRA_CARD


def table_point(pos: int, count: int) -> Point:
    """Positions 1-4 in the first row, 5-10 in the second (centred on what exists)."""
    if pos < 4:
        return (640 + (pos - 1.5) * (TABLE_CARD[0] + 14), ROW1_Y)
    extra = max(1, min(count, 10) - 4)
    return (640 + (pos - 4 - (extra - 1) / 2) * (EXTRA_CARD[0] + 10), ROW2_Y)


def stone_point(team: int, index: int) -> Point:
    """The `index`th stone of a team's score track."""
    return (SCORE_BOX.x + 58 + index * 20, SCORE_BOX.y + 40 + team * 30)


def score_box(teams: int) -> pygame.Rect:
    return pygame.Rect(SCORE_BOX.topleft, (SCORE_BOX.width, 30 + 30 * teams))
