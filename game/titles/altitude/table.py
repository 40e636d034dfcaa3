"""The Altitude table: a panel a seat with its mountain of half-overlapping cards growing
upward over its floor guides, and its hand; the deck, the discard pile, whose turn it is and
the table log in the column on the right.

The seat at turn gets the bigger panel (its mountain larger while it plays) and its hand in
a row under its mountain, with its key hint beside it (above it in a narrow panel); the
other seats show their hand as a small fan of backs in their header, and a human seat's key
hint and (while it holds the look) its hand stand in the empty top corners of its mountain
area. Every mountain card
carries its number in a badge of at least the text floor, so a number reads at 960x540.

What each button means is the seat's `Controls` (controls.py): this module draws it
(the picked card lifted and framed, the lit places of the aim and the card's ghost at the
marked one) and holds no rule. The draw needs no press: the table draws for a human seat as
soon as its turn asks for a card, and the seat's controls go back to their base mode as
after any action.
"""
from __future__ import annotations

from typing import Any, Hashable

import pygame

from game.kit.table import SCREEN, TableScene, TableSession, once_a_frame
from game.titles.altitude import best, rules, side
from game.titles.altitude.controls import DISCARD, PASS, Controls
from game.titles.altitude.mountain import ANIMAL_FLOOR, AVALANCHE, BASE_MAX, CABLECAR, height, kind, value
from game.titles.altitude.side import TARGET_RIM
from game.ui import draw, fonts, seating, widgets
from game.ui.canvas import Canvas
from game.ui.palette import GOLD, INK, PAPER, PAPER_SHADE, WOOD, WOOD_DARK, draw_seat_symbol, seat_colour

HEADER = 32  # a seat's header band of one row at the text size of 100 % (it grows with the text)
GAP = 3  # pixels between neighbouring cards of a row
NAME_GAP = (10, 24)  # units at least between a header's name and its score at 100 % text, and larger (`name_gap`)
TEXT_SIZE = 18  # the smallest text the table draws, in design units (13.5 px at 960x540)
TURN_SHARE = 0.57  # of the mountains' room, the share of the seat at turn (in each direction; across, at 100 % text only)
HAND_CARD = (40, 60)  # the hand row's cards (of the seat at turn, in the keep phase, a look)
FAN_CARD = (14, 21)  # the small backs of a hand in a seat's header
MIN_CARD = 30  # the narrowest mountain card at the text size of 100 % (`min_card`)
STACK_BELOW = 760  # a panel narrower than this has its key hint above the hand row (at 100 % text: `stacked`)
WIDEST_HINT = 450  # the widest key hint beside a hand row at the text size of 100 %
PASS_MARGIN = 7  # units between the Pass slot's word and its edge: the frame of a picked card stays off it
GUIDE = 28  # the column left of a mountain that holds its floor guides' numbers (at least)
WIDEST_BADGE = "50"  # the widest number a card's badge shows
BADGE_PAD = 2  # units of a badge's paper either side of its number
BADGE_GAP = 2  # units of felt at least between the badges of two cards side by side


def line() -> int:
    """The height of a line of the table's text (a badge's, a floor number's, a header row's)
    at the text size now."""
    return fonts.font(TEXT_SIZE, True).get_linesize()


def min_card() -> int:
    """The narrowest mountain card: about as wide as its badge's number, which stays over
    its own card (the badge may reach a little past a narrow card's edge)."""
    return max(MIN_CARD, fonts.font(TEXT_SIZE, True).size(WIDEST_BADGE)[0] - GAP + 1)


def badge_width() -> int:
    """The widest badge: the widest number with its paper either side."""
    return fonts.font(TEXT_SIZE, True).size(WIDEST_BADGE)[0] + 2 * BADGE_PAD


def column_step(width: int) -> int:
    """How far apart the cards of a floor stand, centre to centre: a card's width and GAP,
    or where the badges are wider than narrow cards (150 %), a badge's width and BADGE_GAP:
    the cards stand further apart rather than their numbers shrink below the text size or
    run into one another ("040343249")."""
    return max(width + GAP, badge_width() + BADGE_GAP)


def name_gap() -> int:
    """The least gap between a header's name and its score: at a larger text size wide
    enough that "Spieler 1" and "1 Etage · 1 Punkt" never read as one line."""
    return NAME_GAP[0] if fonts.text_size() == 100 else NAME_GAP[1]


def count_text(app: Any, key: str, count: int) -> str:
    """A count with its noun in the player's language: the table holds the forms "<key>.0",
    "<key>.1" and "<key>.n" (French says "0 étage", English "0 floors")."""
    form = str(count) if count in (0, 1) else "n"
    return app.text(f"{key}.{form}", n=count)


class AltitudeTable(TableScene):
    # The side column's places at the text size now (side.py): the log, the captions at its
    # top (its lines stand at the bottom), the "turn" banners under the piles and their labels.
    @property
    def log_region(self) -> pygame.Rect:  # type: ignore[override]
        return side.layout().log

    @property
    def caption_place(self) -> pygame.Rect:  # type: ignore[override]
        return side.layout().caption

    @property
    def regions(self) -> dict[str, pygame.Rect]:  # type: ignore[override]
        return {"turn": side.layout().turn}

    @property
    def turn_lines(self) -> int:
        """The "turn" region is narrow and tall: its banners wrap into three lines (four at a
        larger text size)."""
        return side.layout().turn_lines

    def __init__(self, app: Any, session: TableSession, host: Any = None) -> None:
        super().__init__(app, session, host)
        self.controls = Controls(self)
        self.quakes: dict[int, float] = {}  # mountain owner -> animation time its avalanche landed
        # 0: no best yet; None: no best kept (several players, bots alone, or a host that keeps nothing: a guide's)
        self.best = best.record_for(session) if session.players == 1 and session.humans and self.host.keeps else None

    def art_to_show(self) -> list[tuple]:
        """The background, the backs of the piles and hands, and the human seats' dealt cards
        and hands as they show them."""
        art: list[tuple] = [("board_background", SCREEN.size), ("card_back", "altitude", side.layout().pile_card),
                            ("card_back", "altitude", HAND_CARD), ("card_back", "altitude", FAN_CARD)]
        for seat in self.session.humans:
            view = self.view(seat)
            art += [("card_face", card, HAND_CARD) for card in (*view.dealt, *view.hand)]
        return art

    # ------------------------------------------------------------------ layout
    def at_turn(self) -> int | None:
        table = self.table()
        return table.turn if table.phase in ("draw", "play", "final") else None

    @once_a_frame
    def panel_rect(self, seat: int) -> pygame.Rect:
        """One panel a seat: alone the whole area; two one above the other; three or four in
        two rows of two. The seat at turn gets TURN_SHARE of the room in each direction, but
        across only at the text size of 100 %: larger text needs the others' whole half for
        their headers and their mountains' numbers."""
        players = self.session.players
        area = side.layout().area
        if players == 1:
            return area.copy()
        columns, rows = (1, 2) if players == 2 else (2, 2)
        turn = self.at_turn()
        lead = (turn % columns, turn // columns) if turn is not None else None
        across = lead[0] if lead and fonts.text_size() == 100 else None

        def cut(total: int, parts: int, index: int, led: int | None) -> tuple[int, int]:
            room = total - 8 * (parts - 1)
            if parts == 1:
                return 0, room
            first = round(room * (TURN_SHARE if led == 0 else 1 - TURN_SHARE)) if led is not None else room // 2
            return (0, first) if index == 0 else (first + 8, room - first)

        column, row = seat % columns, seat // columns
        x, width = cut(area.width, columns, column, across)
        y, tall = cut(area.height, rows, row, lead[1] if lead else None)
        return pygame.Rect(area.x + x, area.y + y, width, tall)

    @once_a_frame
    def header_rows(self, seat: int) -> list[tuple[str, str]]:
        """The rows of a seat's header, each (left, right): its name left of its floors and
        points in one row where they fit (after its symbol and, for a hand shown as backs, the
        fan), else the name alone above them, else the floors and the points on rows of
        their own."""
        table = self.table()
        name, points = self.seat_name(seat), self.points_text(seat, table)
        floors = count_text(self.app, "altitude_table.floors", height(table.mountain(seat)))
        score = f"{floors} · {points}"
        face = fonts.font(TEXT_SIZE, True)
        band = self.panel_rect(seat).width - 6
        if face.size(name)[0] + name_gap() + face.size(score)[0] <= band - 36 - self.fan_width(seat):
            return [(name, score)]
        if face.size(score)[0] <= band - 16:
            return [(name, ""), ("", score)]
        return [(name, ""), ("", floors), ("", points)]

    def header(self, seat: int) -> int:
        """The height of a seat's header band with its margin: HEADER for one row at the
        text size of 100 %, more for larger text or more rows (`header_rows`)."""
        return max(HEADER, len(self.header_rows(seat)) * line() + 6)

    def fan_width(self, seat: int) -> int:
        """The width of the fan of backs in a seat's header, with its gap (none when its hand
        stands in a row, or once the game is over)."""
        table = self.table()
        if self.shows_row(seat) or table.phase == "over":
            return 0
        return (table.hand_sizes[seat] + 1) * (FAN_CARD[0] // 2) + 8

    def shows_row(self, seat: int) -> bool:
        """Whether the seat's hand stands in a row under its mountain: alone, at its turn, or
        a human seat choosing what it keeps."""
        table = self.table()
        return self.session.players == 1 or seat == self.at_turn() or \
            table.phase == "keep" and seat in self.session.humans and bool(self.view(seat).dealt)

    @once_a_frame
    def hand_row(self, seat: int) -> pygame.Rect:
        """Where the seat's hand row stands: under its mountain (`shows_row`: room for the six
        dealt cards, else for the drawn card and the hand), or for a human seat's look in the
        top-left corner of its mountain area, right of the floor guides' numbers."""
        rect = self.panel_rect(seat)
        w, h = HAND_CARD
        keep = self.table().phase == "keep"
        slots = (rules.DEALT if keep else rules.HAND + 1) if self.shows_row(seat) else rules.HAND
        extra = self.pass_width() - w if self.table().phase == "final" and seat in self.session.humans else 0
        row = pygame.Rect(rect.x + 8, 0, slots * (w + 8) + 4 + extra, h + 14)
        if self.shows_row(seat):
            row.bottom = rect.bottom - 6
        else:
            row.topleft = (rect.x + self.guide_width(seat) + 8, rect.y + self.header(seat) + 4)
        return row

    def stacked(self, seat: int) -> bool:
        """Whether the seat's key hint stands above its hand row (a narrow panel: no room for
        the widest hint beside the row, grown with the text) rather than beside it. Only a
        seat whose keys are on this screen has a hint: a bot's or a phone's mountain keeps
        that room."""
        widest = (STACK_BELOW - WIDEST_HINT) + WIDEST_HINT * fonts.grown(TEXT_SIZE) / TEXT_SIZE
        keyed = seat in self.session.humans and not self.phones.holds(seat)
        return keyed and self.shows_row(seat) and self.panel_rect(seat).width < widest

    @once_a_frame
    def mountain_area(self, seat: int) -> pygame.Rect:
        rect = self.panel_rect(seat)
        top = rect.y + self.header(seat) + 4
        bottom = rect.bottom - 8
        if self.shows_row(seat):
            bottom = self.hand_row(seat).top - 4 - (self.hint_tall() + 4 if self.stacked(seat) else 0)
        return pygame.Rect(rect.x + 8, top, rect.width - 16, bottom - top)

    @staticmethod
    def hint_tall() -> int:
        """A key hint box: its caps and labels with a margin, at the text size now."""
        return seating.hint_height() + 6

    @once_a_frame
    def hint_rect(self, seat: int) -> pygame.Rect | None:
        """A human seat's key hint: beside its hand row, above it in a narrow panel, or in the
        top-right corner of its mountain area while another seat plays."""
        if seat not in self.session.humans or self.phones.holds(seat) or not self.key_labels(seat):
            return None
        rect, row = self.panel_rect(seat), self.hand_row(seat)
        hint = pygame.Rect(0, 0, min(rect.width - 16, self.hint_width(seat)), self.hint_tall())
        if not self.shows_row(seat):
            hint.topright = (rect.right - 8, rect.y + self.header(seat) + 4)
        elif self.stacked(seat):
            hint.bottomright = (rect.right - 8, row.top - 4)
        else:
            hint.width = min(hint.width, rect.right - row.right - 16)
            hint.midright = (rect.right - 8, row.centery)
        return hint

    def hint_labels(self, seat: int) -> dict[str, str]:
        """The keeper's hint leaves out the look key where its keys would take a second row:
        the call to look away names that key, and a second row would take the mountain area's
        room where the call stands (issue 32, 150 % text at three and four seats)."""
        labels = super().hint_labels(seat)
        if seat != self.controls.keeper() or self.peek_button not in labels:
            return labels
        names = self.app.input.key_labels(self.session.humans[seat])
        if len(seating.key_hint_rows(names, labels, self.panel_rect(seat).width - 16 - 8)) < 2:
            return labels
        return {button: label for button, label in labels.items() if button != self.peek_button}

    def toast_room(self, seat: int) -> pygame.Rect:
        """The top of the seat's mountain area, left of its key hint: the seat's own notices
        stand there when the panels leave no room beside it (two seats fill the screen)."""
        area, hint = self.mountain_area(seat), self.hint_rect(seat)
        if hint is not None and hint.colliderect(area) and hint.top < area.centery:
            area.width = hint.left - 8 - area.x
        return area

    def guide_width(self, seat: int) -> int:
        """The column of the floor guides' numbers: GUIDE, or the highest number's width."""
        return max(GUIDE, fonts.font(TEXT_SIZE, True).size(str(self.floors_room(seat)))[0] + 10)

    @once_a_frame
    def building_room(self, seat: int) -> pygame.Rect:
        """Where a mountain's cards stand: its area right of the floor guides' numbers."""
        area, guide = self.mountain_area(seat), self.guide_width(seat)
        return pygame.Rect(area.x + guide, area.y, area.width - guide, area.height)

    def floors_room(self, seat: int) -> int:
        """The floors a mountain's cards are sized for: the mountain and one more to grow
        into, at least 4, at most as many as a base row allows."""
        return min(BASE_MAX, max(4, height(self.table().mountain(seat)) + 1))

    @once_a_frame
    def card_size(self, seat: int) -> tuple[int, int]:
        """The cards of a seat's mountain: as large as its area allows for the mountain as it
        stands plus a floor and a slot either side to grow into (so they shrink as it grows),
        never narrower than `min_card` while the mountain itself fits."""
        area = self.building_room(seat)
        mountain = self.table().mountain(seat)
        floors = self.floors_room(seat)
        base = [x for floor, x in mountain if floor == 1] or [0]
        columns = min(BASE_MAX, max(base) - min(base) + 3)
        step = line()

        def fitting(floors: int) -> float:
            room = area.height - 4
            tall = room / (1 + (floors - 1) / 2)
            if tall / 2 < step:  # each floor rises by a badge's line (`rise`)
                tall = room - (floors - 1) * step
            return max(1.0, min(72, area.width / columns - GAP, tall / 1.5))

        width = fitting(floors)
        if width < min_card():  # no floor to grow into rather than smaller cards, and never out of the area
            width = min(min_card(), fitting(max(1, height(mountain))))
        return (int(width), round(int(width) * 1.5))

    @staticmethod
    def rise(h: int) -> float:
        """How much higher a floor stands than the one it rests on: half a card, or where that
        is less than a line of text (large text, small cards), a line: the badge of a card
        stays clear of the badges of the cards resting on it."""
        return max(h / 2, line())

    def spot(self, owner: int, floor: int, x: int) -> tuple[int, int]:
        """The centre of (floor, x) on `owner`'s mountain: each floor half a card further right
        and `rise` higher than the one it rests on, the mountain centred in its room."""
        area = self.building_room(owner)
        w, h = self.card_size(owner)
        mountain = self.table().mountain(owner)
        base = [bx for (bf, bx) in mountain if bf == 1] or [0]
        middle = (min(base) + max(base)) / 2
        column = x + (floor - 1) / 2 - middle
        return (round(area.centerx + column * column_step(w)), round(area.bottom - 2 - h / 2 - (floor - 1) * self.rise(h)))

    def hand_spot(self, seat: int, index: int) -> tuple[int, int]:
        row = self.hand_row(seat)
        w, h = HAND_CARD
        return (row.x + 6 + index * (w + 8) + w // 2, row.bottom - 4 - h // 2)

    def pass_box(self, seat: int, index: int) -> pygame.Rect:
        """The Pass slot at `index` of the seat's hand row (always its last): a card's height,
        as wide as its word with a margin inside the frame of a picked card."""
        box = pygame.Rect((0, 0), (self.pass_width(), HAND_CARD[1]))
        box.midleft = (self.hand_spot(seat, index)[0] - HAND_CARD[0] // 2, self.hand_spot(seat, index)[1])
        return box

    def pass_width(self) -> int:
        """The Pass slot's width: a hand card's, or its word's with PASS_MARGIN either side."""
        words = self.app.text("altitude_table.pass")
        return max(HAND_CARD[0], fonts.font(TEXT_SIZE).size(words)[0] + 2 * PASS_MARGIN)

    # ------------------------------------------------------------------ what a seat may do
    def table(self) -> rules.PublicView:
        return self.session.public_view()

    def view(self, seat: int) -> rules.View:
        return self.session.view(seat)

    def legal(self, seat: int) -> list[Any]:
        """The rules' own list of what `seat` may do now."""
        return self.session.legal_actions(seat)

    def target_point(self, key: Hashable) -> tuple[int, int]:
        return side.layout().discard.center if key == DISCARD else self.spot(key[1], key[2], key[3])

    # ------------------------------------------------------------------ input

    def update(self, dt: float) -> None:
        super().update(dt)
        table = self.table()
        if table.phase == "draw" and table.turn in self.session.humans \
                and self.submit(table.turn, rules.Draw(table.turn)):  # a draw needs no choice: no press for it
            self.to_base(table.turn)
            self.buttons_moved()

    def finish(self) -> None:
        if self.over_since is None and self.best is not None:
            points = self.table().scores[0].total
            if best.record(self.session, points):
                self.banner("turn", self.app.text("altitude_table.new_best", points=points), 3.0, GOLD, size=22,
                            lines=self.turn_lines)
        super().finish()

    # ------------------------------------------------------------------ events
    def _on_Placed(self, event: rules.Placed) -> None:
        key = ("card", event.owner, event.floor, event.x)
        end = self.spot(event.owner, event.floor, event.x)
        image = self.face(event.card, event.owner)
        if kind(event.card) == AVALANCHE:  # it rolls down from above the mountain
            area = self.mountain_area(event.owner)
            self.fly(image, (end[0] + 60, area.top - 80), end, key, duration=0.7, spin=540)
            self.quakes[event.owner] = self.clock + 0.7
            self.app.sound.play("dice_roll")
        elif kind(event.card) == CABLECAR:  # it glides in along its rope
            area = self.mountain_area(event.owner)
            self.fly(image, (area.left - 40, end[1] - 60), end, key, duration=0.9, spin=0)
            self.app.sound.play("cable_car")
        else:
            start = side.layout().deck.center if event.source == "drawn" else self.hand_spot(event.seat, 1)
            self.fly(image, start, end, key)
            self.app.sound.play("card_slide")

    def _on_Replaced(self, event: rules.Replaced) -> None:
        end = self.spot(event.seat, event.floor, event.x)
        self.fly(self.face(event.old, event.seat), end, side.layout().discard.center, ("discard",))
        self.fly(self.face(event.card, event.seat), side.layout().deck.center, end, ("card", event.seat, event.floor, event.x))
        self.app.sound.play("card_slide")

    def _on_Discarded(self, event: rules.Discarded) -> None:
        self.fly(self.face(event.card, event.seat), side.layout().deck.center, side.layout().discard.center, ("discard",))
        self.app.sound.play("card_slide")

    def _on_Rescued(self, event: rules.Rescued) -> None:
        """The St. Bernard runs to the avalanche, then carries it to the discard pile."""
        spot = self.spot(event.seat, event.floor, event.x)
        start = side.layout().deck.center if event.source == "drawn" else self.hand_spot(event.seat, 1)
        self.fly(self.face(event.card, event.seat), start, spot, duration=0.5, spin=0)
        self.fly(self.face(event.avalanche, event.seat), spot, side.layout().discard.center, ("discard",), delay=0.5, duration=0.6)
        self.fly(self.face(event.card, event.seat), spot, side.layout().discard.center, delay=0.55, duration=0.6, spin=0)
        self.app.sound.play("dog_bark")

    def _on_TurnStarted(self, event: rules.TurnStarted) -> None:
        if event.plays == 2 and event.play == 1:
            self.banner("turn", self.app.text("altitude.event.double_turn", name=self.seat_name(event.seat)), 2.2,
                        WOOD_DARK, size=20, lines=self.turn_lines)

    def _on_DeckEmptied(self, event: rules.DeckEmptied) -> None:
        self.banner("turn", self.app.text("altitude.event.deck_empty"), 2.5, WOOD_DARK, size=20,
                    lines=self.turn_lines)

    def describe(self, event: Any) -> tuple[str, int | None] | None:
        name, text = self.seat_name, self.app.text
        match event:
            case rules.Placed(card=card, owner=owner, seat=seat) if kind(card) == AVALANCHE:
                return text("altitude.event.avalanche", name=name(seat), owner=name(owner)), seat
            case rules.Placed(owner=owner, seat=seat) if owner != seat:
                return text("altitude_table.log.gift", name=name(seat), card=self.card_words(event.card),
                            owner=name(owner)), seat
            case rules.Placed():
                return text("altitude_table.log.placed", name=name(event.seat), card=self.card_words(event.card),
                            floor=event.floor), event.seat
            case rules.Replaced():
                return text("altitude_table.log.replaced", name=name(event.seat), card=self.card_words(event.card),
                            old=self.card_words(event.old)), event.seat
            case rules.Discarded():
                return text("altitude_table.log.discarded", name=name(event.seat),
                            card=self.card_words(event.card)), event.seat
            case rules.Rescued():
                return text("altitude.event.rescued", name=name(event.seat)), event.seat
            case rules.Passed():
                return text("altitude_table.log.passed", name=name(event.seat)), event.seat
        return None

    def card_words(self, card: str) -> str:
        """A mountain card by its number ("27"), an animal by kind and number ("Ibex 32"), the
        other cards by their kind."""
        if kind(card) == "mountain":
            return rules.card_value_text(card)
        name = self.app.text(f"altitude.card.{kind(card)}")
        number = rules.card_value_text(card)
        return f"{name} {number}" if number and kind(card) != CABLECAR else name

    # ------------------------------------------------------------------ drawing
    def face(self, card: str, seat: int) -> Canvas:
        return self.app.art.card_face(card, self.card_size(seat))

    def back(self, size: tuple[int, int]) -> Canvas:
        return self.app.art.card_back("altitude", size)

    def build_backdrop(self) -> Canvas:
        """The board's background under the table's shade, made once (kit: `backdrop`)."""
        return widgets.veiled(self.app.art.board_background(SCREEN.size), (0, 0, 0, 90))

    def draw_table(self, surface: Canvas) -> None:
        surface.blit(self.backdrop(), (0, 0))
        table = self.table()
        for seat in range(table.players):
            self.draw_panel(surface, seat, table)
        self.draw_side(surface, table)
        self.anims.draw(surface)

    def words(self, surface: Canvas, words: str, rect: pygame.Rect, bold: bool = True, lines: int = 3,
              colour: tuple[int, int, int] = INK) -> None:
        """Words wrapped into `rect` at the table's text size, never smaller (cut short with
        an ellipsis when they do not fit)."""
        size, rows = widgets.fit(words, rect.size, TEXT_SIZE, bold, lines)
        step = fonts.font(size, bold).get_linesize()
        y = rect.centery - step * len(rows) // 2
        for row in rows:
            widgets.text(surface, row, (rect.centerx, y), size, colour, bold, anchor="midtop")
            y += step

    def draw_side(self, surface: Canvas, table: rules.PublicView) -> None:
        layout = side.layout()
        widgets.panel(surface, layout.panel, radius=12)
        status = self.app.text(f"altitude.phase.{table.phase}")
        if table.phase in ("draw", "play", "final"):
            status = self.app.text("kit.labelled", label=self.seat_name(table.turn), value=status)
        self.words(surface, status, layout.status, lines=layout.status_lines)
        deck, pile, size = layout.deck, layout.discard, layout.pile_card
        if table.deck_size:
            for layer in range(min(4, (table.deck_size + 9) // 10)):
                surface.blit(self.back(size), deck.move(-2 * layer, -2 * layer))
        else:
            draw.rect(surface, PAPER_SHADE, deck, 2, border_radius=6)
        self.words(surface, self.app.text("altitude_table.deck", count=table.deck_size), layout.deck_label, lines=2)
        if table.discard and self.landed(("discard",)):
            surface.blit(self.app.art.card_face(table.discard_top, size), pile)
        else:
            draw.rect(surface, PAPER_SHADE, pile, 2, border_radius=6)
        self.words(surface, self.app.text("altitude_table.discard", count=len(table.discard)), layout.discard_label,
                   lines=2)
        for seat, aim in self.controls.aims.items():
            if DISCARD in aim.lit[-1]:
                self.draw_target(surface, seat, pile, aim.at == DISCARD, aim.card, size)

    def points_text(self, seat: int, table: rules.PublicView) -> str:
        """A seat's points as its header tells them, from the rules' one score (`Score`): the
        whole score where this screen may show the seat's hand (once it has chosen it), else
        what everyone may know of it, with "+ hand" while a hand may still add to it."""
        if seat in self.session.humans and self.hand_visible(seat) and table.kept[seat]:
            points, whole = self.session.view(seat).score.total, True
        else:
            points, whole = table.points[seat], table.whole[seat]
        words = count_text(self.app, "altitude_table.pts", points)
        return words if whole else self.app.text("altitude_table.pts_hand", points=words)

    def draw_panel(self, surface: Canvas, seat: int, table: rules.PublicView) -> None:
        rect = self.panel_rect(seat)
        turn = seat == self.at_turn()
        widgets.panel(surface, rect, fill=(231, 238, 228), border=GOLD if turn else WOOD, radius=12)
        self.draw_header(surface, seat, table)
        self.draw_guides(surface, seat, table)
        self.draw_mountain(surface, seat, table)
        if self.best is not None:
            self.draw_best(surface, seat)
        self.draw_hand(surface, seat, table)
        hint = self.hint_rect(seat)
        if hint is not None:
            self.draw_hint_box(surface, seat, hint)

    def draw_header(self, surface: Canvas, seat: int, table: rules.PublicView) -> None:
        """The seat's band in its colour: its symbol, the fan of a hand shown as backs, its
        name and its floors and points (`header_rows`)."""
        rect = self.panel_rect(seat)
        band = pygame.Rect(rect.x + 3, rect.y + 3, rect.width - 6, self.header(seat) - 4)
        draw.rect(surface, seat_colour(seat), band, border_top_left_radius=10, border_top_right_radius=10)
        rows, step = self.header_rows(seat), line()
        top = band.y + (band.height - step * len(rows)) // 2
        first = top + step // 2
        draw_seat_symbol(surface, seat, (band.x + 14, first), 8)
        left = band.x + 28
        if self.fan_width(seat):
            left = self.draw_fan(surface, seat, table, (left, first)) + 8
        for index, (name, words) in enumerate(rows):
            y = top + index * step + step // 2
            right = band.right - 8
            if words:
                placed = widgets.text(surface, words, (right, y), TEXT_SIZE, INK, bold=True, anchor="midright")
                right = placed.left - name_gap()
            room = right - left
            if name and room > 20:
                widgets.text(surface, widgets.ellipsized(name, room, TEXT_SIZE, True, name=True), (left, y), TEXT_SIZE,
                             INK, bold=True, anchor="midleft")

    def draw_fan(self, surface: Canvas, seat: int, table: rules.PublicView, midleft: tuple[int, int]) -> int:
        """A hand as a small fan of backs (how many cards it holds); returns its right end."""
        x, y = midleft
        for _ in range(table.hand_sizes[seat]):
            surface.blit(self.back(FAN_CARD), (x, y - FAN_CARD[1] // 2))
            x += FAN_CARD[0] // 2
        return x + FAN_CARD[0] // 2

    def final_picture(self, surface: Canvas, rect: pygame.Rect) -> None:
        """The results' picture: the final mountains; alone, a new best (beating the best this
        table started with) and a daily mountain's date marked over them."""
        from game.kit.final_picture import captioned, ribbon
        table = self.table()
        lines = [self.app.text("kit.labelled", label=self.seat_name(seat),
                               value=count_text(self.app, "altitude_table.floors", height(table.mountain(seat)))
                               + " · " + self.points_text(seat, table)) for seat in range(table.players)]
        picture = captioned(self, surface, rect, lines, side.layout().area)
        band = pygame.Rect(picture.x, picture.y + 8, picture.width, 0)
        points = self.table().scores[0].total if self.best is not None else 0
        if self.best is not None and points > self.best:
            band.top = ribbon(surface, "★ " + self.app.text("altitude_table.new_best", points=points), band, GOLD,
                              INK).bottom + 6
        deal = self.session.config.options.get("deal")
        if deal:
            year, month, day = deal.split("-")
            ribbon(surface, self.app.text("altitude_table.daily", day=int(day), month=int(month), year=year), band,
                   PAPER, INK, 20)

    def draw_best(self, surface: Canvas, seat: int) -> None:
        words = self.app.text("altitude_table.best", points=self.best) if self.best else \
            self.app.text("altitude_table.first_try")
        area = self.mountain_area(seat)
        self.words(surface, words, pygame.Rect(area.x, area.y, area.width // 3, max(48, 2 * line() + 4)), bold=False,
                   lines=2)

    def draw_guides(self, surface: Canvas, owner: int, table: rules.PublicView) -> None:
        """A faint line through each floor of the mountain's room with the floor's number at
        the left; the line of the 4th floor, where animals begin to count, in gold."""
        area, guide = self.mountain_area(owner), self.guide_width(owner)
        w, h = self.card_size(owner)
        for floor in range(1, self.floors_room(owner) + 1):
            y = self.spot(owner, floor, 0)[1]
            if y - h // 2 < area.top - h // 4 or y - line() // 2 < area.top - 4:  # the number stays off the header
                break
            animal = floor == ANIMAL_FLOOR
            draw.line(surface, GOLD if animal else PAPER_SHADE, (area.x + guide - 2, y), (area.right, y), 3 if animal else 1)
            number = self.label(str(floor), TEXT_SIZE, WOOD_DARK, True)  # floors rise by a line at least: each has its number
            surface.blit(number, number.get_rect(midright=(area.x + guide - 6, y)))

    def draw_mountain(self, surface: Canvas, owner: int, table: rules.PublicView) -> None:
        mountain = table.mountain(owner)
        w, h = self.card_size(owner)
        quake = self.quakes.get(owner)
        shake = 0 if quake is None else round(self.shake(quake, 4.0, 0.4)[0])
        for (floor, x), card in sorted(mountain.items()):
            if not self.landed(("card", owner, floor, x)):
                continue
            box = pygame.Rect((0, 0), (w, h))
            box.center = self.spot(owner, floor, x)
            box.x += shake
            surface.blit(self.face(card, owner), box)
            self.draw_badge(surface, card, box)
        if not mountain:
            box = pygame.Rect((0, 0), (w, h))
            box.center = self.spot(owner, 1, 0)
            draw.rect(surface, PAPER_SHADE, box, 2, border_radius=5)
        for seat, aim in self.controls.aims.items():
            for key in aim.lit[-1]:
                if key != DISCARD and key[1] == owner:
                    box = pygame.Rect((0, 0), (w, h))
                    box.center = self.target_point(key)
                    self.draw_target(surface, seat, box, aim.at == key, aim.card, (w, h))

    def draw_badge(self, surface: Canvas, card: str, box: pygame.Rect) -> None:
        """A card's number at the text floor over its bottom tab (which the floor above leaves
        in sight): the card's own tab number is too small to read from the sofa."""
        number = value(card)
        if number is None:
            return
        image = self.label(str(number), TEXT_SIZE, INK, True)
        pill = image.get_rect().inflate(2 * BADGE_PAD, -2)
        pill.width = max(pill.width, box.width // 2)
        pill.bottomright = (box.right - 2, box.bottom - 2)
        draw.rect(surface, PAPER, pill, border_radius=5)
        surface.blit(image, image.get_rect(center=pill.center))

    def draw_target(self, surface: Canvas, seat: int, box: pygame.Rect, here: bool, card: str,
                    size: tuple[int, int]) -> None:
        """A lit place of the seat's aim; at the marked one the picked card's ghost (its face
        only where the seat's hand may show, else its back) in the seat's colour."""
        if here:
            ghost = (self.app.art.card_face(card, size) if self.hand_visible(seat) else self.back(size)).copy()
            ghost.set_alpha(190)
            surface.blit(ghost, box)
            draw.rect(surface, seat_colour(seat), box.inflate(TARGET_RIM + 1, TARGET_RIM + 1), 5, border_radius=8)
            draw.rect(surface, INK, box.inflate(2 * TARGET_RIM, 2 * TARGET_RIM), 2, border_radius=10)
        else:
            surface.blit(widgets.veil(box.size, (*GOLD, 90)), box)
            draw.rect(surface, GOLD, box, 2, border_radius=6)

    def draw_hand(self, surface: Canvas, seat: int, table: rules.PublicView) -> None:
        """The seat's hand row (see `shows_row`), face up where it may show; the picked card
        lifted and framed in the seat's colour, the drawn card tagged, marked keep cards lowered."""
        view = self.view(seat)
        visible = self.hand_visible(seat)
        keep = table.phase == "keep" and bool(view.dealt)
        if table.phase == "over":
            row, visible = list(table.hands[seat]), True
            if not row:
                return
        elif not self.shows_row(seat) and not visible:
            return
        elif keep:
            row = list(view.dealt)
        else:
            row = self.controls.cards(seat) if seat in self.session.humans else \
                ["?"] * (table.hand_sizes[seat] + (1 if table.holding and seat == table.turn else 0))
        area = self.hand_row(seat)
        if not self.shows_row(seat):
            surface.blit(widgets.veil(area.size, (*WOOD_DARK, 200)), area)
        w, h = HAND_CARD
        picking = seat in self.session.humans and seat not in self.controls.aims and \
            (keep and self.controls.keeper() in (None, seat) or seat == table.turn and table.phase in ("play", "final"))
        chosen = self.controls.picked.get(seat, 0) % len(row) if row else -1
        for index, card in enumerate(row):
            box = pygame.Rect((0, 0), HAND_CARD)
            box.center = self.hand_spot(seat, index)
            if card == PASS:
                box = self.pass_box(seat, index)
                draw.rect(surface, PAPER, box, border_radius=6)
                draw.rect(surface, WOOD, box, 2, border_radius=6)
                self.words(surface, self.app.text("altitude_table.pass"), box.inflate(-2 * PASS_MARGIN + 2, 0),
                           bold=False, lines=1)
            else:
                image = self.app.art.card_face(card, HAND_CARD) if visible and card != "?" else self.back(HAND_CARD)
                if keep and index in self.controls.marked.get(seat, set()):
                    box = box.move(0, 6)  # given back: lowered and dimmed
                    image = image.copy()
                    image.set_alpha(110)
                if picking and index == chosen:
                    box = box.move(0, -6)
                surface.blit(image, box)
                if visible and card != "?":
                    self.draw_badge(surface, card, box)
            if view.drawn and index == 0 and seat == table.turn and not keep:
                draw.line(surface, GOLD, (box.x + 4, box.bottom + 3), (box.right - 4, box.bottom + 3), 3)
            if picking and index == chosen:
                draw.rect(surface, seat_colour(seat), box.inflate(8, 8), 5, border_radius=8)
                draw.rect(surface, INK, box.inflate(14, 14), 2, border_radius=10)

    def draw_overlay(self, surface: Canvas) -> None:
        """While several people on one screen choose what they keep one at a time: a card in
        the chooser's mountain area asks the others to look away."""
        keeper = self.controls.keeper()
        if keeper is None:
            return
        key = self.app.input.key_labels(self.session.humans[keeper]).get(self.peek_button, "alt")
        calls = [self.app.text(f"altitude_table.{call}", name=self.seat_name(keeper), key=key)
                 for call in ("look_away", "look_away_short")]
        card, words, rows = look_away_card(self.building_room(keeper), calls)
        widgets.panel(surface, card, fill=PAPER, border=seat_colour(keeper), radius=12)
        self.words(surface, words, card.inflate(-24, -8), lines=rows)



def look_away_card(room: pygame.Rect, calls: list[str]) -> tuple[pygame.Rect, str, int]:
    """The call to look away's card in the chooser's mountain area right of its floors' numbers,
    its words and how many lines they take: the whole call 520 wide and 120 high, or as wide and
    as high as its words need; where even that is too small for them (a larger text), the short
    call (who chooses, the others look away, the key to look)."""
    step = fonts.font(TEXT_SIZE, True).get_linesize()
    for words in calls:
        for width in (min(room.width - 8, 520), room.width - 8):
            rows = len(widgets.lines_of(words, width - 24, TEXT_SIZE, True))
            if rows <= 3 and rows * step + 8 <= room.height:
                card = pygame.Rect(0, 0, width, min(room.height, max(120, rows * step + 16)))
                card.center = room.center
                return card, words, rows
    return room.inflate(-8, 0), calls[-1], 3
