"""Where things stand at the Cambio table, on the kit's 1280x720 logical screen: the seats
round the felt, a seat's panel (its header and the columns of its layout), its slots, its
drawn card and its key hint; the piles; the status and log corners; the banner regions.

A panel grows one column to the right per two penalty slots, so most places take the
layouts' lengths (`lengths[seat]`: how many slots a seat's layout has, empty ones too).

At a larger text size (the Accessibility page's 125 and 150 %) the places that hold words
grow with them: a panel's header, the piles' labels and the news region under them, the
look-away card; the layout cards are the small ones at every seating then, so the words
have the room the cards gave up (issue 32).

Six seats at a larger text are the crowded table (`Layout.crowded`): each side's lower seat
stands right under its upper one, so that a band stays free along the bottom, under the
lower side seats and beside the bottom seat, where a person's key hint takes up to two rows;
its prompt stands on the hint or beside it, at the width that finds a clear place.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.kit.table import SCREEN
from game.ui import fonts, seating

Point = tuple[float, float]

EDGE = SCREEN.inflate(-8, -8)
MIDDLE = (640, 350)
SEAT_RING = (MIDDLE, (500, 255))
CARD_BIG, CARD_SMALL = (64, 96), (52, 78)  # layout cards at 2 to 4 players, at 5 and 6
PILE_CARD = (80, 120)
GAP, HEADER, MIN_BLOCK_W = 8, 28, 196
CARDS_MARGIN = 12  # beside a panel's cards where penalty columns widen it
CROWDED_W = 210  # a panel's width at the crowded table: a person's name beside a two-digit total
PROMPT_H, PROMPT_W = 32, 360  # a prompt line and its widest
HINT_MIN_W, HINT_STEP = 160, 16  # a key hint narrows in steps to wrap, never below
DECK_AT, DISCARD_AT = (560, 318), (720, 318)
PILES = {"deck": DECK_AT, "discard": DISCARD_AT}  # a draw's source -> where it starts
STATUS = pygame.Rect(8, 8, 330, 116)
LOG = pygame.Rect(942, 8, 330, 116)  # mirrors the status panel; clear of the seats at 2 to 6
CALL_REGION = pygame.Rect(400, 262, 480, 120)  # over the piles
NEWS_REGION = pygame.Rect(380, 410, 520, 62)  # between the piles' labels and the bottom seat
PILES_AREA = pygame.Rect(470, 230, 480, 192)  # the deck, the discard pile, their labels and the "Burn!" tag
AWAY = pygame.Rect(330, 258, 620, 150)  # the opening look's "look away" card, over the piles
LABEL_SIZE = 18  # the piles' labels and a header's words, in design units
LABEL_GAP = 8  # design units between a pile card and its label
STACKED = {1: 2, 5: 4}  # at the crowded table, a lower side seat -> the side seat it stands under


def header_h() -> int:
    """A seat panel's header band: its name and total at the text size now."""
    return max(HEADER, fonts.font(LABEL_SIZE, True).get_linesize() + 4)


def pile_labels(deck: tuple[int, int], discard: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """The deck's and the discard pile's labels of these sizes: under their cards, the deck's
    flush with its card's right edge and the discard's with its card's left edge, so the two
    never run together (a pile card's width apart) in any language or text size."""
    top = DECK_AT[1] + PILE_CARD[1] // 2 + LABEL_GAP
    left = pygame.Rect((0, 0), deck)
    left.topright = (DECK_AT[0] + PILE_CARD[0] // 2, top)
    right = pygame.Rect((0, 0), discard)
    right.topleft = (DISCARD_AT[0] - PILE_CARD[0] // 2, top)
    return left, right


def labels_bottom() -> int:
    """Where the piles' labels end at the text size now."""
    return DECK_AT[1] + PILE_CARD[1] // 2 + LABEL_GAP + fonts.font(LABEL_SIZE, True).get_height()


def piles_area() -> pygame.Rect:
    """The deck, the discard pile, their labels and the "Burn!" tag (PILES_AREA at 100 %;
    a larger text's longer labels reach further left and down)."""
    widest = fonts.font(LABEL_SIZE, True).size("Nachziehstapel 00")[0]  # the longest label (German)
    left = min(PILES_AREA.left, DECK_AT[0] + PILE_CARD[0] // 2 - widest)
    return pygame.Rect(left, PILES_AREA.top, PILES_AREA.right - left, max(PILES_AREA.bottom, labels_bottom() + 4) - PILES_AREA.top)


def news_region(floor: int) -> pygame.Rect:
    """The news banners' place under the piles' labels (NEWS_REGION at 100 %); at a larger
    text it starts under the grown labels and reaches down to `floor` (the top of the seat
    below), so that two lines of news fit."""
    top = max(NEWS_REGION.top, labels_bottom() + 2)
    return pygame.Rect(NEWS_REGION.x, top, NEWS_REGION.width, max(NEWS_REGION.bottom - top, floor - top))


def turn_frame(panel: pygame.Rect, glow: float) -> pygame.Rect:
    """The glowing frame round the panel of the seat whose turn it is (`glow` 0 to 1), inside
    the screen: where a panel stands at the screen's edge, the frame's side there runs over
    the panel's own border instead of off the window (the bottom seat at 2 to 6 players)."""
    grow = round(6 + 4 * glow)
    return panel.inflate(grow, grow).clip(SCREEN)


def hint_h() -> int:
    """A key hint box: its caps and labels with a margin, at the text size now."""
    return seating.hint_height() + 6


class Layout:
    """The places of one table with `players` seats."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.points = seating.seat_positions(players, *SEAT_RING)

    def crowded(self) -> bool:
        """Six seats at a larger text: the side seats' panels and the people's hints and
        prompts share the screen's height (the lower side seats stand higher)."""
        return self.players == 6 and fonts.text_size() > 100

    @property
    def base(self) -> int:
        """A panel's width without penalty columns: its header's name and total side by side
        (at a larger text wider by most of what its words grow, where two to four seats leave
        the room; a little at six)."""
        if self.crowded():
            return CROWDED_W
        if self.players > 4:
            return MIN_BLOCK_W
        return round(MIN_BLOCK_W * max(1.0, fonts.grown(LABEL_SIZE) / LABEL_SIZE * 0.9))

    @property
    def card(self) -> tuple[int, int]:
        """The layout cards: the big ones at 2 to 4 players in text of 100 %, else the small."""
        return CARD_BIG if self.players <= 4 and fonts.text_size() <= 100 else CARD_SMALL

    def columns(self, seat: int, lengths: Sequence[int]) -> int:
        """The seat's penalty columns: one per two penalty slots."""
        return max(0, (lengths[seat] - 3) // 2)

    def cards_width(self, seat: int, lengths: Sequence[int]) -> int:
        """The seat's cards side by side: the 2x2 square and its penalty columns."""
        return (2 + self.columns(seat, lengths)) * (self.card[0] + GAP) - GAP

    def panel(self, seat: int, lengths: Sequence[int]) -> pygame.Rect:
        """The seat's panel: header and its layout's columns (the 2x2 square centred on the
        seat, one more column per two penalty slots, taking first the room the header's width
        leaves beside the square; at the crowded table a top panel stays centred on its
        seat). The columns grow to the right, but the bottom seat's grow to the left, clear
        of the room on its right that its key hint needs (issue 32), and so do a left seat's
        at the crowded table, clear of the deck's long label."""
        w, h = self.card
        width = max(self.base, self.cards_width(seat, lengths) + 2 * CARDS_MARGIN)
        rect = pygame.Rect(0, 0, width, header_h() + 2 * h + 3 * GAP)
        x, y = self.points[seat]
        rect.topleft = (x - self.base // 2, y - rect.height // 2)
        if self.grows_left(seat):
            rect.right = x - self.base // 2 + self.base
        elif self.crowded() and self.top_or_bottom(seat):
            rect.centerx = x
        if seat in STACKED and self.crowded():
            rect.top = self.panel(STACKED[seat], lengths).bottom + GAP
        return rect.clamp(EDGE)

    def slot(self, seat: int, slot: int, lengths: Sequence[int]) -> Point:
        rect = self.panel(seat, lengths)
        w, h = self.card
        column, row = (slot % 2, slot // 2) if slot < 4 else (2 + (slot - 4) // 2, (slot - 4) % 2)
        left = rect.x + (rect.width - self.cards_width(seat, lengths)) // 2  # the cards centred
        if self.grows_left(seat):  # the penalty columns left of the square, the first nearest
            column = column + self.columns(seat, lengths) if column < 2 else self.columns(seat, lengths) + 1 - column
        return (left + column * (w + GAP) + w / 2, rect.y + header_h() + GAP + row * (h + GAP) + h / 2)

    def slot_box(self, seat: int, slot: int, lengths: Sequence[int]) -> pygame.Rect:
        box = pygame.Rect((0, 0), self.card)
        box.center = tuple(map(round, self.slot(seat, slot, lengths)))
        return box

    def penalty_number(self, seat: int, slot: int, lengths: Sequence[int]) -> tuple[int, int]:
        """A penalty slot's number sits on its card's bottom edge, clear of the header."""
        return self.slot_box(seat, slot, lengths).midbottom

    def corner(self, rect: pygame.Rect, lengths: Sequence[int]) -> pygame.Rect:
        """A top corner panel (status, log), kept clear of the seats: narrowed beside a seat,
        or shortened above it when that leaves it more room (six seats stand high)."""
        corner = rect.copy()
        for seat in range(self.players):
            panel = self.panel(seat, lengths)
            if not corner.colliderect(panel):
                continue
            narrow = corner.copy()
            if rect.x < MIDDLE[0]:
                narrow.width = panel.left - 12 - narrow.x
            else:
                narrow.width, narrow.left = narrow.right - panel.right - 12, panel.right + 12
            short = corner.copy()
            short.height = panel.top - 6 - short.y
            corner = max((narrow, short), key=lambda box: max(0, box.width) * max(0, box.height))
        return corner

    def grows_left(self, seat: int) -> bool:
        """Whether the seat's penalty columns stand left of its square: the bottom seat's
        (its key hint's place is on its right) and a left seat's at the crowded table."""
        x, y = self.points[seat]
        return y > MIDDLE[1] if self.top_or_bottom(seat) else self.crowded() and x < MIDDLE[0]

    def top_or_bottom(self, seat: int) -> bool:
        x, y = self.points[seat]
        return abs(y - MIDDLE[1]) * 2.2 > abs(x - MIDDLE[0])

    def held(self, seat: int, lengths: Sequence[int]) -> Point:
        """Where a seat's drawn card waits: left of a top or bottom seat, toward the middle
        for a side seat (level with its foot where the piles' labels reach it), clear of the
        piles and their labels."""
        rect = self.panel(seat, lengths)
        if self.top_or_bottom(seat) or self.points[seat][0] > MIDDLE[0]:
            return (rect.left - self.card[0] / 2 - 10, rect.centery)
        point = (rect.right + self.card[0] / 2 + 10, rect.centery)
        box = pygame.Rect((0, 0), self.card).inflate(12, 12)
        box.center = tuple(map(round, point))
        if box.colliderect(piles_area()):  # a larger text's long deck label: level with the panel's foot
            return (point[0], rect.bottom - self.card[1] / 2 - 6)
        return point

    def hint(self, seat: int, width: int, lengths: Sequence[int],
             rows: Callable[[int], int] = lambda width: 1) -> pygame.Rect:
        """A human seat's key hint `width` wide: beside a top or bottom panel, away from the
        middle; below (else above) a side panel. A hint too wide for that room wraps into
        rows (`rows(width)`: how many its keys take in a box that wide), narrowing until it
        covers no panel, no seat's drawn card, not the piles with their labels and not the
        status corner; the widest place wins."""
        obstacles = [self.panel(other, lengths) for other in range(self.players)] + [STATUS]
        obstacles += self.kept_free(lengths, None if not self.crowded() else [seat])  # the crowded table's band holds the hints
        for narrower in range(width, min(width, HINT_MIN_W) - 1, -HINT_STEP):  # a narrow hint is tried as it is
            size = (narrower, hint_h() + (rows(narrower) - 1) * (seating.hint_height() + 2))  # each further row
            clear = [place for place in self.hint_places(seat, size, lengths)
                     if EDGE.contains(place) and place.collidelist(obstacles) < 0]
            if clear:
                return clear[0]
        return self.hint_places(seat, (width, hint_h()), lengths)[-1].clamp(EDGE)

    def hint_places(self, seat: int, size: tuple[int, int], lengths: Sequence[int]) -> list[pygame.Rect]:
        """Where a key hint of `size` may stand, the best first."""
        rect = self.panel(seat, lengths)
        places = []
        if self.top_or_bottom(seat):
            edge = "bottom" if self.points[seat][1] > MIDDLE[1] else "top"
            for side, x in (("left", rect.right + 8), ("right", rect.left - 8)):
                back = pygame.Rect((0, 0), size)
                setattr(back, f"{edge}{side}", (x, getattr(rect, edge)))
                places.append(back)
        else:
            for edge, y in (("midtop", rect.bottom + 4), ("midbottom", rect.top - 4)):
                back = pygame.Rect((0, 0), size)
                setattr(back, edge, (rect.centerx, y))
                places.append(back.clamp(EDGE))
        return places

    def held_box(self, seat: int, lengths: Sequence[int]) -> pygame.Rect:
        """Where the seat's drawn card waits, with its frame."""
        box = pygame.Rect((0, 0), self.card).inflate(12, 12)
        box.center = tuple(map(round, self.held(seat, lengths)))
        return box

    def kept_free(self, lengths: Sequence[int], drawn: Sequence[int] | None = None) -> list[pygame.Rect]:
        """What no key hint, prompt or notice covers: the piles with their labels and the
        place where each seat's drawn card waits (drawn or not: a notice shown before the draw
        stays after it); `drawn`: only those seats' places."""
        seats = range(self.players) if drawn is None else drawn
        return [piles_area()] + [self.held_box(seat, lengths) for seat in seats]

    def prompt(self, seat: int, sizes: Sequence[tuple[int, int]], hint: pygame.Rect | None, lengths: Sequence[int],
               obstacles: Sequence[pygame.Rect]) -> pygame.Rect | None:
        """A seat's prompt box, the first of `sizes` (its words wrapped wide, then narrower)
        that finds a place clear of the `obstacles`: stacked on its key hint (beyond a side
        seat's hint, toward the middle beside a top or bottom seat), flush with the hint's
        outer or inner edge, else beside the hint; in the hint's place when the seat has
        none. Where none is clear, the first place; at the crowded table no prompt (None)
        rather than one over a panel or a hint."""
        if hint is None:
            box = pygame.Rect((0, 0), sizes[0])
            box.center = self.hint(seat, sizes[0][0], lengths).center
            return box.clamp(EDGE)
        first = None
        for size in sizes:
            places = self.prompt_places(seat, size, hint, lengths)
            first = first or places[0]
            clear = next((place for place in places if EDGE.contains(place) and place.collidelist(list(obstacles)) < 0), None)
            if clear is not None:
                return clear
        return None if self.crowded() else first

    def prompt_places(self, seat: int, size: tuple[int, int], hint: pygame.Rect,
                      lengths: Sequence[int]) -> list[pygame.Rect]:
        """Where a prompt box of `size` may stand by its seat's `hint`, the best first: on the
        hint (flush with its two edges), then beside it, level with its side away from the
        middle."""
        panel = self.panel(seat, lengths)
        if hint.top >= panel.bottom or hint.bottom <= panel.top:  # a side seat's hint: the prompt beyond it
            edge = ("top", hint.bottom + 4) if hint.top >= panel.bottom else ("bottom", hint.top - 4)
        else:  # beside a top or bottom seat: toward the middle
            edge = ("bottom", hint.top - 4) if hint.centery > MIDDLE[1] else ("top", hint.bottom + 4)
        sides = [("left", hint.left), ("right", hint.right)]
        if hint.centerx < panel.centerx:
            sides.reverse()
        places = []
        for side, x in sides:
            place = pygame.Rect((0, 0), size)
            setattr(place, edge[0], edge[1])
            setattr(place, side, x)
            places.append(place.clamp(EDGE))
        level = "bottom" if hint.centery > MIDDLE[1] else "top"
        for side, x in (("left", hint.right + 4), ("right", hint.left - 4)):
            place = pygame.Rect((0, 0), size)
            setattr(place, level, getattr(hint, level))
            setattr(place, side, x)
            places.append(place)
        return places

    def header(self, seat: int, total: tuple[int, int], dealer: bool, lengths: Sequence[int],
               name: int = 0) -> dict[str, pygame.Rect]:
        """A seat's header, left to right, none on another: its name (cut to the room
        left), the dealer's chip, its total (`total`: the size of its words). Where the chip
        would cut the name (`name`: its words' width; the Italian "Giocatore 1" at 150 %), the
        chip lies in the panel's top-left corner under the header, if the cards leave it room."""
        rect = self.panel(seat, lengths)
        parts = {"total": pygame.Rect((0, 0), total)}
        parts["total"].topright = (rect.right - 8, rect.y + 4)
        room = parts["total"].left - 4 - rect.x - 26  # the name's room without a chip
        if dealer:
            chip = pygame.Rect(0, 0, max(34, total[1] + 13), header_h() - 6)  # with its rim, as wide as its letter is tall and more
            chip.topright = (parts["total"].left - 4, rect.y + 3)
            corner = chip.move_to(topleft=(rect.x + 8, rect.y + header_h() + GAP))
            cards = [self.slot_box(seat, slot, lengths) for slot in range(lengths[seat])]
            beside_chip = chip.left - 4 - rect.x - 26
            if name > beside_chip and corner.inflate(0, 8).collidelist(cards) < 0:
                chip = corner
            else:
                room = beside_chip
            parts["dealer"] = chip
        parts["name"] = pygame.Rect(rect.x + 26, rect.y + 4, max(0, room), header_h() - 6)
        return parts
