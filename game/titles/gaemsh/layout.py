"""Where everything of the Gämsh table lies on the 1280x720 screen: the seats on an ellipse
round the felt (partners opposite), the centre rows, the piles, the status line, the score
stones, the emote list, the log and the two banner regions, kept free of seats and cards:
"call" between the second centre row and the bottom seat, "news" between the top seat and
the status line.

At a larger text size (the Accessibility page's 125 and 150 %: `larger`) the pictures give
the words room: smaller hand and centre cards and avatars, a seat's header and its line under
the hand as tall as their words, the news, the status and the rows of the centre stacked
below the top seat, the positions' numbers on their cards' edges (issue 32). The constants
are the places at 100 %; the functions give those at the text size now."""
from __future__ import annotations

from typing import Callable

import pygame

from game.kit.table import SCREEN
from game.ui import fonts, seating

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
CROWDED = 6  # seats from which a larger text centres the bottom seat and drops the log (`crowded`)


TEXT_SIZE = 18  # a seat's words, the numbers, the piles' labels (design units)
LARGER_HAND, LARGER_AVATAR = (44, 62), (66, 66)  # at a larger text
LARGER_TABLE, LARGER_EXTRA = (60, 84), (48, 67)
LARGER_ROWS = (322, 432)  # the centre rows' middles at a larger text
LARGER_WIDTH = 306  # a seat's panel at a larger text: its line under the hand in any language at 150 %


def larger() -> bool:
    """Whether the text is larger than 100 %: the pictures give the words room."""
    return fonts.text_size() > 100


def crowded(players: int) -> bool:
    """Six seats at a larger text: a person's key hint takes two rows (450-480 units wide in
    some language), beside the bottom seat or below a lower side seat. The bottom seat stands
    in the middle, leaving each a corner of that width, and the log gives way to the left one
    (the swaps fly, the calls are shouts and banners)."""
    return players >= CROWDED and larger()


def bottom_x(players: int) -> int:
    """The middle of the bottom seat: left of the screen's middle (BOTTOM_X), or in it when `crowded`."""
    return SCREEN.centerx if crowded(players) else BOTTOM_X


def line_h() -> int:
    """A line of a seat's words at the text size now (21 units at 100 %)."""
    return fonts.font(TEXT_SIZE, True).get_linesize()


def hand_card() -> tuple[int, int]:
    return LARGER_HAND if larger() else HAND_CARD


def avatar() -> tuple[int, int]:
    return LARGER_AVATAR if larger() else AVATAR


def band_h() -> int:
    """A seat panel's coloured header band: its name's height."""
    return max(22, line_h() + 1)


def block() -> tuple[int, int]:
    """A seat's panel: its header, its avatar beside its hand, the line under the hand."""
    if not larger():
        return BLOCK
    return LARGER_WIDTH, band_h() + 6 + hand_card()[1] + 4 + line_h() + 4


def row_y(row: int) -> float:
    """The middle of the centre's first (0) or second (1) row."""
    return (LARGER_ROWS if larger() else (ROW1_Y, ROW2_Y))[row]


def pile_at() -> Point:
    return (PILE_AT[0], row_y(0))


def discard_at() -> Point:
    return (DISCARD_AT[0], row_y(0))


def news_region() -> pygame.Rect:
    """The news banners: under the top seat (at a larger text one line's room at the floor)."""
    if not larger():
        return REGIONS["news"]
    top = 6 + block()[1] + 4
    return pygame.Rect(REGIONS["news"].x, top, REGIONS["news"].width, max(36, fonts.font(TEXT_SIZE, True).get_linesize() + 12))


def status_box() -> pygame.Rect:
    """The phase in words: between the news and the first row, two lines of the status's size."""
    if not larger():
        return STATUS_BOX
    top = news_region().bottom + 4
    return pygame.Rect(364, top, 536, row_y(0) - card_size(0)[1] // 2 - 4 - top)


def refresh_at() -> Point:
    """The idle refresh's countdown: above the draw pile, or at a larger text at the status
    box's left end, whose words then say what it counts down to."""
    if not larger():
        return (PILE_AT[0], PILE_AT[1] - 72)
    box = status_box()
    return (box.left + 30, box.centery)


def status_words() -> pygame.Rect:
    """Where the status box's words stand: inside it, right of the countdown at a larger text."""
    inside = status_box().inflate(-20, -8)
    if larger():
        inside.width -= 50
        inside.x += 50
    return inside


def call_region(players: int) -> pygame.Rect:
    """The verdicts and points: between the second centre row and the bottom seat (at a
    larger text clear of the bottom seat by a little more: a key hint wrapped into two rows
    beside that seat reaches up past its top)."""
    if not larger():
        return REGIONS["call"]
    top = round(row_y(1) + card_size(4)[1] / 2) + 4
    width = REGIONS["call"].width  # over the bottom seat: the room right of that seat stays its key hint's
    return pygame.Rect(bottom_x(players) - width // 2, top, width, SCREEN.bottom - 6 - block()[1] - 16 - top)


def score_reason(players: int) -> pygame.Rect:
    """The "call" region widened for a score's reason (centred on the screen where the bottom
    seat is: clear of the side seats)."""
    call = call_region(players)
    x = SCREEN.centerx - SCORE_REASON.width // 2 if crowded(players) else SCORE_REASON.x
    return pygame.Rect(x, call.y, SCORE_REASON.width, call.height)


def log_region(players: int) -> pygame.Rect | None:
    """The table log: the bottom-left corner (at a larger text a little lower, so a toast or an
    emote's bubble finds room left of the bottom seat, over the log); none when `crowded`."""
    if not larger():
        return LOG
    if crowded(players):
        return None
    return pygame.Rect(LOG.x, LOG.y + 10, LOG.width, LOG.height - 10)


def regions(players: int) -> dict[str, pygame.Rect]:
    return {"call": call_region(players), "news": news_region()}


def centre() -> pygame.Rect:
    """The news, the status, the piles and positions 1-4 (CENTRE at 100 %)."""
    if not larger():
        return CENTRE
    news = news_region()
    return pygame.Rect(CENTRE.x, news.y, CENTRE.width, round(row_y(0) + card_size(0)[1] / 2) + line_h() // 2 - news.y)


def recent_box(rows: int) -> pygame.Rect:
    """The emote list with `rows` emotes (RECENT_BOX's place; wider at a larger text)."""
    width = RECENT_BOX.width if not larger() else RECENT_BOX.width + 100
    return pygame.Rect(RECENT_BOX.right - width, RECENT_BOX.y, width, recent_head() + recent_step() * max(1, rows))


def recent_head() -> int:
    return max(36, line_h() + 15)


def recent_step() -> int:
    return max(30, line_h() + 6)


def panels(players: int) -> list[pygame.Rect]:
    """Every seat's panel, seat 0 at the bottom (at the screen's foot, left of the middle),
    its partner opposite at the screen's head, the others on the ellipse."""
    rects = []
    for point in seating.seat_positions(players, *SEAT_RING):
        rect = pygame.Rect((0, 0), block())
        rect.center = point
        rects.append(rect.clamp(SCREEN.inflate(-12, -12)))
    rects[0].midbottom = (bottom_x(players), SCREEN.bottom - 6)
    rects[players // 2].top = 6
    return rects


def fixed_boxes(players: int, positions: int) -> list[pygame.Rect]:
    """What nothing of a seat may cover: the centre (with the `positions` it has now), the
    "call" region, the scores, the emote list and the log (where there is one)."""
    card = card_size(4)
    extra = pygame.Rect(0, 0, max(0, positions - 4) * (card[0] + 10) + 2, card[1] + 30)
    extra.midtop = (640, centre().bottom)
    log = log_region(players)
    return [centre(), extra, call_region(players), score_box(players // 2), recent_box(recent_rows(players))] \
        + ([log] if log is not None else [])


def recent_rows(players: int) -> int:
    """How many emotes the list shows: RECENT_ROWS, fewer where a larger text's taller rows
    would reach a seat."""
    rows, seats = RECENT_ROWS, panels(players)
    while rows > 1 and recent_box(rows).collidelist(seats) >= 0:
        rows -= 1
    return rows


def hint_h() -> int:
    """A key hint box: its key caps with their labels below, at the text size now."""
    return seating.hint_height() + 4


def keys_h(rows: int) -> int:
    """A key hint box with `rows` rows of key caps."""
    return hint_h() + (rows - 1) * (seating.hint_height() + 2)


HINT_MIN_W, HINT_STEP = 160, 16  # a key hint narrows in steps to wrap, never below


def hint_box(panel: pygame.Rect, width: int, keep_out: list[pygame.Rect], extra: int = 0,
             rows: Callable[[int], int] = lambda width: 1) -> pygame.Rect:
    """A human seat's key hint `width` wide, `extra` units taller for an open menu's words on
    top. Too wide for any clear place (a larger text), it wraps into rows (`rows(width)`: how
    many its keys take in a box that wide), narrowing until a place is clear; at none, the
    widest's place."""
    widest = max(panel.width, width)
    first = None
    for narrower in [widest, *range(min(widest, width) - HINT_STEP, HINT_MIN_W - 1, -HINT_STEP)]:
        height = keys_h(rows(narrower - 8))
        box = _hint_place(panel, (narrower, height), keep_out, extra)
        if SCREEN.contains(box) and box.collidelist(keep_out + [panel]) < 0:
            return box
        first = first or box
    return first


def _hint_place(panel: pygame.Rect, size: tuple[int, int], keep_out: list[pygame.Rect], extra: int) -> pygame.Rect:
    """A key hint of `size` and its menu's `extra` words: the hint's own place grown down or
    up where that is clear of `keep_out` and the panel; else below the panel, beside it
    (level with its foot first) or above it; else the hint's own place grown over the
    panel's edge."""
    box = beside(size, panel, keep_out, gap=2, aligns=("end", "centre", "start"))
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
    card = hand_card()
    return (panel.x + avatar()[0] + 12 + card[0] // 2 + slot * (card[0] + 5), panel.y + band_h() + 6 + card[1] // 2)


def card_size(pos: int) -> tuple[int, int]:
    if larger():
        return LARGER_TABLE if pos < 4 else LARGER_EXTRA
    return TABLE_CARD if pos < 4 else EXTRA_CARD


def table_point(pos: int, count: int) -> Point:
    """Positions 1-4 in the first row, 5-10 in the second (centred on what exists)."""
    if pos < 4:
        return (640 + (pos - 1.5) * (card_size(0)[0] + 14), row_y(0))
    extra = max(1, min(count, 10) - 4)
    return (640 + (pos - 4 - (extra - 1) / 2) * (card_size(4)[0] + 10), row_y(1))


def score_step() -> int:
    """A team's row in the score box."""
    return max(30, line_h() + 4)


def score_head() -> int:
    """The first team's row in the score box: under its heading (40 units at 100 %)."""
    return max(40, line_h() + 8 + score_step() // 2)


def stone_point(team: int, index: int) -> Point:
    """The `index`th stone of a team's score track."""
    return (SCORE_BOX.x + 58 + index * 20, SCORE_BOX.y + score_head() + team * score_step())


def score_box(teams: int) -> pygame.Rect:
    if not larger():
        return pygame.Rect(SCORE_BOX.topleft, (SCORE_BOX.width, 30 + 30 * teams))
    height = score_head() + score_step() * (teams - 1) + score_step() // 2 + 8
    return pygame.Rect(SCORE_BOX.topleft, (SCORE_BOX.width + 70, height))  # wider: its heading at the text size
