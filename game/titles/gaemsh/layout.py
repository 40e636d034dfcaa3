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

TEAM_LETTERS = "ABC"

SEAT_RING = ((640, 360), (500, 226))  # centre and radii of the ellipse the seats sit on (at 6: the side seats)
BLOCK = (320, 122)  # a seat's panel: name, avatar and hand
AVATAR = (84, 84)
HAND_CARD = (50, 70)
TABLE_CARD = (72, 100)  # centre positions 1-4
EXTRA_CARD = (58, 81)  # centre positions 5-10
CARD_SIZES = (HAND_CARD, TABLE_CARD, EXTRA_CARD)
ROW1_Y, ROW2_Y = 338, 478  # numbers: under positions 1-4, over positions 5-10
PILE_AT = (430, ROW1_Y)
DISCARD_AT = (850, ROW1_Y)
STATUS_BOX = pygame.Rect(520, 226, 290, 58)  # two lines at most: clear of the refresh ring and the cards
SHOUT_AT = (640, 320)  # where the points fly from
CENTRE = pygame.Rect(350, 186, 564, 226)  # the news, the status, the piles and positions 1-4
SCORE_BOX = pygame.Rect(8, 8, 262, 0)  # height follows the number of teams
RECENT_ROWS = 4  # emotes listed at most (clear of the side seats at 6 players)
RECENT_BOX = pygame.Rect(1042, 8, 230, 36 + 30 * RECENT_ROWS)
LOG = pygame.Rect(8, 606, 364, 106)
REGIONS = {"call": pygame.Rect(516, 524, 234, 64), "news": pygame.Rect(400, 188, 480, 36)}
SCORE_REASON = pygame.Rect(393, 524, 480, 64)  # the "call" region widened for a score's reason (clear of the side seats at 6)
BOTTOM_X = 540  # the bottom seat sits left of the middle: room on its right for a key hint in any language


def panels(players: int) -> list[pygame.Rect]:
    """Every seat's panel, seat 0 at the bottom (at the screen's foot, left of the middle),
    its partner opposite at the screen's head, the others on the ellipse."""
    rects = []
    for point in seating.seat_positions(players, *SEAT_RING):
        rect = pygame.Rect((0, 0), BLOCK)
        rect.center = point
        rects.append(rect.clamp(SCREEN.inflate(-12, -12)))
    rects[0].midbottom = (BOTTOM_X, SCREEN.bottom - 6)
    rects[players // 2].top = 6
    return rects


def fixed_boxes(players: int, positions: int) -> list[pygame.Rect]:
    """What nothing of a seat may cover: the centre (with the `positions` it has now), the
    "call" region, the scores, the emote list and the log."""
    extra = pygame.Rect(0, 0, max(0, positions - 4) * (EXTRA_CARD[0] + 10) + 2, EXTRA_CARD[1] + 30)
    extra.midtop = (640, CENTRE.bottom)
    return [CENTRE, extra, REGIONS["call"], score_box(players // 2), RECENT_BOX, LOG]


def hint_h() -> int:
    """A key hint box: its key caps with their labels below, at the text size now."""
    return seating.hint_height() + 4


def hint_box(panel: pygame.Rect, width: int, keep_out: list[pygame.Rect], extra: int = 0) -> pygame.Rect:
    """A human seat's key hint, `extra` units taller for an open menu's words on top: the
    hint's own place grown down or up where that is clear of `keep_out` and the panel; else
    below the panel, beside it (level with its foot first) or above it; else the hint's own
    place grown over the panel's edge."""
    box = beside((max(panel.width, width), hint_h()), panel, keep_out, gap=2, aligns=("end", "centre", "start"))
    if not extra:
        return box
    down = pygame.Rect(box.x, box.y, box.width, box.height + extra)
    up = down.move(0, -extra)
    for grown in (down, up):
        if SCREEN.contains(grown) and grown.collidelist(keep_out + [panel]) < 0:
            return grown
    return beside(down.size, panel, keep_out, gap=2, aligns=("end", "centre", "start"), also=(down, up))


def beside(size: tuple[int, int], around: pygame.Rect, keep_out: list[pygame.Rect], gap: int = 6,
           aligns: tuple[str, ...] = ("centre", "end", "start", "after", "before"),
           also: tuple[pygame.Rect, ...] = ()) -> pygame.Rect:
    """A box of `size` next to `around`: below, right, left or above it, centred on it,
    level with its far end or its near end, or past one of its corners, then the places `also`
    offers; the first on screen clear of `keep_out`. Failing that, of those and a place over
    `around` itself (the seat's own place), the one that covers least of `keep_out`."""
    screen = SCREEN.inflate(-8, -8)
    places = []
    for side in ("below", "right", "left", "above"):
        for align in aligns:
            place = pygame.Rect((0, 0), size)
            if side in ("below", "above"):
                place.top = around.bottom + gap if side == "below" else around.top - gap - place.height
                place.left = along(around.left, around.right, place.width, align, gap)
                place.clamp_ip(pygame.Rect(screen.left, place.top, screen.width, place.height))
            else:
                place.left = around.right + gap if side == "right" else around.left - gap - place.width
                place.top = along(around.top, around.bottom, place.height, align, gap)
            places.append(place)
    on_screen = [place for place in (*places, *also) if screen.contains(place)]
    clear = [place for place in on_screen if place.collidelist(keep_out) < 0]
    if clear:
        return clear[0]
    over = pygame.Rect((0, 0), size).clamp(around).clamp(screen)
    return min([*on_screen, over], key=lambda place: sum(_area(place.clip(kept)) for kept in keep_out))


def along(low: int, high: int, length: int, align: str, gap: int) -> int:
    """Where a side `length` long starts beside the span low..high: flush with its "end" or
    "start", just "after" or "before" it, else centred on it."""
    offsets = {"end": high - length, "start": low, "after": high + gap, "before": low - gap - length}
    return offsets.get(align, low + (high - low) // 2 - length // 2)


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


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
