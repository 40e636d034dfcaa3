"""The Altitude table: a panel a seat with its mountain of half-overlapping cards growing
upward and its hand below it; the deck, the discard pile, whose turn it is and the table log
in the column on the right.

A human seat plays with six buttons in two steps. First the card: left and right run over
the drawn card and the hand (and "pass" once the deck is empty); act picks it. Then the
place: every place the rules allow for that card lights up (on any mountain, the discard
pile for "discard it"), each with the presses it takes to get there; the slot keys move a
kit `Cursor` over them, act plays, alt goes back to the cards. The draw itself needs no
press: the table draws for a human seat as soon as its turn asks for a card. In the keep
phase left and right run over the six dealt cards, up marks the two to give back, act keeps.
Every choice comes from the rules' own list of legal actions, so the table never re-decides.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.input.intents import Intent
from game.kit.cursor import Cursor
from game.kit.table import SCREEN, TableScene, TableSession
from game.titles.altitude import best, rules
from game.titles.altitude.mountain import AVALANCHE, BERNARD, CABLECAR, height, is_covered, kind
from game.ui import canvas, draw, widgets
from game.ui.canvas import Canvas
from game.ui.palette import GOLD, INK, PAPER, PAPER_SHADE, WOOD, WOOD_DARK, draw_seat_symbol, seat_colour

AREA = pygame.Rect(8, 8, 1040, 704)
SIDE = pygame.Rect(1056, 8, 216, 704)
DECK_AT = (SIDE.x + 56, SIDE.y + 150)
DISCARD_AT = (SIDE.x + 160, SIDE.y + 150)
PILE_CARD = (72, 108)
LOG = pygame.Rect(SIDE.x, SIDE.y + 328, SIDE.width, SIDE.height - 328)
HEADER = 30
GAP = 3  # pixels between neighbouring cards of a row
PASS = "pass"  # the pseudo-card a seat picks to pass once the deck is empty
DISCARD = ("discard",)  # the cursor target "discard the drawn card"


class AltitudeTable(TableScene):
    log_region = LOG
    regions = {"turn": pygame.Rect(SIDE.x + 2, SIDE.y + 236, SIDE.width - 4, 84)}

    def __init__(self, app: Any, session: TableSession, attract: bool = False) -> None:
        super().__init__(app, session, attract)
        players = session.players
        self.picked: dict[int, int] = {}  # seat -> index of the card it looks at (hand row)
        self.marked: dict[int, set[int]] = {seat: set() for seat in session.humans}  # keep: dealt cards to give back
        self.aiming: dict[int, Cursor] = {}  # seat -> its cursor over the places of the picked card
        self.quakes: dict[int, float] = {}  # mountain owner -> animation time its avalanche landed
        self.best = best.record_for(session) if players == 1 else None  # 0: no best yet

    def art_to_show(self) -> list[tuple]:
        """The background, the backs of the piles and hands, and the human seats' dealt cards
        and hands as they show them."""
        sizes = {self.hand_size(seat) for seat in range(self.session.players)}
        art: list[tuple] = [("board_background", SCREEN.size), ("card_back", "altitude", PILE_CARD)]
        art += [("card_back", "altitude", size) for size in sorted(sizes)]
        for seat in self.session.humans:
            view = self.view(seat)
            art += [("altitude_card", card, self.hand_size(seat)) for card in (*view.dealt, *view.hand)]
        return art

    # ------------------------------------------------------------------ layout
    def panel_rect(self, seat: int) -> pygame.Rect:
        players = self.session.players
        if players == 1:
            return AREA
        columns, rows = (1, 2) if players == 2 else (2, 2)  # two mountains one above the other: wider
        width = (AREA.width - 8 * (columns - 1)) // columns
        tall = (AREA.height - 8 * (rows - 1)) // rows
        column, row = seat % columns, seat // columns
        return pygame.Rect(AREA.x + column * (width + 8), AREA.y + row * (tall + 8), width, tall)

    def hand_size(self, seat: int) -> tuple[int, int]:
        """The cards of a seat's hand row (fixed by the panel)."""
        rect = self.panel_rect(seat)
        width = min(56, (rect.width - 24) // 14, (rect.height - HEADER) // 6)
        return (width, round(width * 1.5))

    def card_size(self, seat: int) -> tuple[int, int]:
        """The cards of a seat's mountain: as large as its area allows for the mountain as it
        stands plus a floor and a slot either side to grow into (so they shrink as it grows)."""
        area = self.mountain_area(seat)
        mountain = self.table().mountain(seat)
        floors = max(4, height(mountain) + 1)
        base = [x for floor, x in mountain if floor == 1] or [0]
        columns = max(base) - min(base) + 3 + (floors - 1) / 2
        width = min(72, area.width / columns - GAP, area.height / (1.5 * (1 + (floors - 1) / 2)))
        return (int(width), int(width * 1.5))

    def hand_row(self, seat: int) -> pygame.Rect:
        rect = self.panel_rect(seat)
        w, h = self.hand_size(seat)
        return pygame.Rect(rect.x + 8, rect.bottom - h - 10, 6 * (w + 6), h + 6)

    def mountain_area(self, seat: int) -> pygame.Rect:
        rect = self.panel_rect(seat)
        return pygame.Rect(rect.x + 8, rect.y + HEADER + 4, rect.width - 16,
                           self.hand_row(seat).top - rect.y - HEADER - 12)

    def hint_rect(self, seat: int) -> pygame.Rect | None:
        if seat not in self.session.humans or self.attract or not self.key_labels(seat):
            return None
        rect, row = self.panel_rect(seat), self.hand_row(seat)
        return pygame.Rect(row.right + 8, row.y + 4, rect.right - row.right - 16, 40)

    def spot(self, owner: int, floor: int, x: int) -> tuple[int, int]:
        """The centre of (floor, x) on `owner`'s mountain: each floor half a card higher and
        half a card further right than the one it rests on, the mountain centred in its area."""
        area = self.mountain_area(owner)
        w, h = self.card_size(owner)
        mountain = self.table().mountain(owner)
        base = [bx for (bf, bx) in mountain if bf == 1] or [0]
        middle = (min(base) + max(base)) / 2
        column = x + (floor - 1) / 2 - middle
        return (round(area.centerx + column * (w + GAP)), round(area.bottom - h / 2 - (floor - 1) * h / 2))

    def hand_spot(self, seat: int, index: int) -> tuple[int, int]:
        row = self.hand_row(seat)
        w, h = self.hand_size(seat)
        return (row.x + 3 + index * (w + 6) + w // 2, row.y + 3 + h // 2)

    # ------------------------------------------------------------------ what a seat may do
    def table(self) -> rules.PublicView:
        return self.session.public_view()

    def view(self, seat: int) -> rules.View:
        return self.session.view(seat)

    def legal(self, seat: int) -> list[Any]:
        """The rules' own list of what `seat` may do now."""
        return self.session.legal_actions(seat)

    def cards(self, seat: int) -> list[str]:
        """The hand row a seat picks from: the drawn card first, then the hand; "pass"
        when the seat may pass."""
        view = self.view(seat)
        row = ([view.drawn] if view.drawn else []) + list(view.hand)
        if any(isinstance(action, rules.Pass) for action in self.legal(seat)):
            row.append(PASS)
        return row

    def targets(self, seat: int, card: str) -> dict[tuple, Any]:
        """Where `card` may go now: cursor key -> the action that puts it there."""
        found: dict[tuple, Any] = {}
        for action in self.legal(seat):
            if getattr(action, "card", None) != card:
                continue
            match action:
                case rules.Place():
                    found[("place", action.owner, action.floor, action.x)] = action
                case rules.Replace():
                    found[("replace", seat, action.floor, action.x)] = action
                case rules.Rescue():
                    found[("rescue", seat, action.floor, action.x)] = action
                case rules.Discard():
                    found[DISCARD] = action
        return found

    def target_point(self, key: tuple) -> tuple[int, int]:
        return DISCARD_AT if key == DISCARD else self.spot(key[1], key[2], key[3])

    # ------------------------------------------------------------------ input
    def seat_action(self, seat: int, intent: Intent) -> Any | None:
        view = self.view(seat)
        button = intent.button
        if view.public.phase == "keep" and view.dealt:
            return self.keep_press(seat, view, button)
        if seat != view.public.turn or view.public.phase not in ("play", "final"):
            return None
        cursor = self.aiming.get(seat)
        if cursor is not None:
            if button == "alt":
                del self.aiming[seat]
                return None
            if button == "act":
                del self.aiming[seat]
                return self.targets(seat, self.picked_card(seat))[cursor.at]
            if button.startswith("slot") and cursor.move(button):
                self.app.sound.play("ui_move")
            return None
        row = self.cards(seat)
        if button in ("slot2", "slot4") and row:
            step = -1 if button == "slot2" else 1
            self.picked[seat] = (self.picked.get(seat, 0) + step) % len(row)
            self.app.sound.play("ui_move")
        elif button == "act" and row:
            card = self.picked_card(seat)
            if card == PASS:
                return rules.Pass(seat)
            places = self.targets(seat, card)
            if not places:
                self.toast(seat, self.app.text("altitude_table.nowhere"))
                return None
            self.aiming[seat] = Cursor({key: self.target_point(key) for key in places}, at=min(places, key=self.rank))
        return None

    def rank(self, key: tuple) -> tuple[int, tuple]:
        """Where the cursor starts: building on one's own mountain first, then a rescue, a
        card for an opponent, a replacement, and discarding last."""
        order = {"place": 0, "rescue": 1, "replace": 3, "discard": 4}[key[0]]
        if key[0] == "place" and key[1] != self.table().turn:
            order = 2
        return (order, key)

    def keep_press(self, seat: int, view: rules.View, button: str) -> Any | None:
        marked = self.marked.setdefault(seat, set())
        index = self.picked.get(seat, 0) % len(view.dealt)
        if button in ("slot2", "slot4"):
            self.picked[seat] = (index + (-1 if button == "slot2" else 1)) % len(view.dealt)
            self.app.sound.play("ui_move")
        elif button == "slot1":
            if index in marked:
                marked.discard(index)
            elif len(marked) < rules.DEALT - rules.HAND:
                marked.add(index)
            else:
                self.toast(seat, self.app.text("altitude_table.two_back"))
        elif button == "act":
            if len(marked) != rules.DEALT - rules.HAND:
                self.toast(seat, self.app.text("altitude_table.two_back"))
                return None
            return rules.Keep(seat, tuple(card for i, card in enumerate(view.dealt) if i not in marked))
        return None

    def picked_card(self, seat: int) -> str:
        row = self.cards(seat)
        return row[self.picked.get(seat, 0) % len(row)] if row else ""

    def key_labels(self, seat: int) -> dict[str, str]:
        view = self.view(seat)
        text = self.app.text
        if view.public.phase == "keep" and view.dealt:
            return {"slot2": "◄", "slot4": "►", "slot1": text("altitude_table.key.give_back"),
                    "act": text("altitude_table.key.keep")}
        if seat != view.public.turn or view.public.phase not in ("play", "final"):
            return {}
        if seat in self.aiming:
            return {"slot1": "▲", "slot2": "◄", "slot3": "▼", "slot4": "►", "act": text("altitude_table.key.play"),
                    "alt": text("altitude_table.key.back")}
        return {"slot2": "◄", "slot4": "►", "act": text("altitude_table.key.choose")}

    def private_moment(self, seat: int) -> bool:
        """A seat's own turn (its drawn card and hand) and its own keep choice."""
        table = self.table()
        return super().private_moment(seat) or table.turn == seat and table.phase in ("play", "final") \
            or table.phase == "keep"

    def update(self, dt: float) -> None:
        super().update(dt)
        table = self.table()
        if table.phase == "draw" and table.turn in self.session.humans and not self.attract:
            self.submit(table.turn, rules.Draw(table.turn))  # a draw needs no choice: no press for it
        for seat in list(self.aiming):
            if table.turn != seat or table.phase not in ("play", "final"):
                del self.aiming[seat]

    def finish(self) -> None:
        if self.over_since is None and self.best is not None and not self.attract:
            points = self.table().scores[0].total
            if best.record(self.session, points):
                self.banner("turn", self.app.text("altitude_table.new_best", points=points), 3.0, GOLD, size=22)
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
            start = DECK_AT if event.source == "drawn" else self.hand_spot(event.seat, 1)
            self.fly(image, start, end, key)
            self.app.sound.play("card_slide")

    def _on_Replaced(self, event: rules.Replaced) -> None:
        end = self.spot(event.seat, event.floor, event.x)
        self.fly(self.face(event.old, event.seat), end, DISCARD_AT, ("discard",))
        self.fly(self.face(event.card, event.seat), DECK_AT, end, ("card", event.seat, event.floor, event.x))
        self.app.sound.play("card_slide")

    def _on_Discarded(self, event: rules.Discarded) -> None:
        self.fly(self.face(event.card, event.seat), DECK_AT, DISCARD_AT, ("discard",))
        self.app.sound.play("card_slide")

    def _on_Rescued(self, event: rules.Rescued) -> None:
        """The St. Bernard runs to the avalanche, then carries it to the discard pile."""
        spot = self.spot(event.seat, event.floor, event.x)
        start = DECK_AT if event.source == "drawn" else self.hand_spot(event.seat, 1)
        self.fly(self.face(event.card, event.seat), start, spot, duration=0.5, spin=0)
        self.fly(self.face(event.avalanche, event.seat), spot, DISCARD_AT, ("discard",), delay=0.5, duration=0.6)
        self.fly(self.face(event.card, event.seat), spot, DISCARD_AT, delay=0.55, duration=0.6, spin=0)
        self.app.sound.play("dog_bark")

    def _on_TurnStarted(self, event: rules.TurnStarted) -> None:
        if event.plays == 2 and event.play == 1:
            self.banner("turn", self.app.text("altitude.event.double_turn", name=self.seat_name(event.seat)), 2.2,
                        WOOD_DARK, size=20)

    def _on_DeckEmptied(self, event: rules.DeckEmptied) -> None:
        self.banner("turn", self.app.text("altitude.event.deck_empty"), 2.5, WOOD_DARK, size=20)

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
        return self.app.art.altitude_card(card, self.card_size(seat))

    def back(self, size: tuple[int, int]) -> Canvas:
        return self.app.art.card_back("altitude", size)

    def draw_table(self, surface: Canvas) -> None:
        surface.blit(self.app.art.board_background(surface.get_size()), (0, 0))
        widgets.shade(surface, 90)
        table = self.table()
        for seat in range(table.players):
            self.draw_panel(surface, seat, table)
        self.draw_side(surface, table)
        self.anims.draw(surface)

    def draw_side(self, surface: Canvas, table: rules.PublicView) -> None:
        widgets.panel(surface, pygame.Rect(SIDE.x, SIDE.y, SIDE.width, 320), radius=12)
        status = self.app.text(f"altitude.phase.{table.phase}")
        if table.phase in ("draw", "play", "final"):
            status = f"{self.seat_name(table.turn)}: {status}"
        widgets.fitted_lines(surface, status, pygame.Rect(SIDE.x + 10, SIDE.y + 8, SIDE.width - 20, 56), 17, INK,
                             bold=True)
        deck = pygame.Rect((0, 0), PILE_CARD)
        deck.center = DECK_AT
        if table.deck_size:
            for layer in range(min(4, (table.deck_size + 9) // 10)):
                surface.blit(self.back(PILE_CARD), deck.move(-2 * layer, -2 * layer))
        else:
            draw.rect(surface, PAPER_SHADE, deck, 2, border_radius=6)
        widgets.text(surface, self.app.text("altitude_table.deck", count=table.deck_size), (DECK_AT[0], deck.bottom + 6),
                     14, INK, bold=True, anchor="midtop")
        pile = deck.copy()
        pile.center = DISCARD_AT
        if table.discard and self.landed(("discard",)):
            surface.blit(self.app.art.altitude_card(table.discard_top, PILE_CARD), pile)
        else:
            draw.rect(surface, PAPER_SHADE, pile, 2, border_radius=6)
        widgets.text(surface, self.app.text("altitude_table.discard", count=len(table.discard)),
                     (DISCARD_AT[0], pile.bottom + 6), 14, INK, bold=True, anchor="midtop")
        for seat, cursor in self.aiming.items():
            if DISCARD in cursor.places:
                here = cursor.at == DISCARD
                draw.rect(surface, seat_colour(seat) if here else GOLD, pile.inflate(10, 10), 4 if here else 2,
                          border_radius=8)
                presses = cursor.presses_to(DISCARD)
                if presses:
                    widgets.text(surface, str(presses), pile.center, 18, INK, bold=True, anchor="center")

    def draw_panel(self, surface: Canvas, seat: int, table: rules.PublicView) -> None:
        rect = self.panel_rect(seat)
        turn = table.turn == seat and table.phase in ("draw", "play", "final")
        widgets.panel(surface, rect, fill=(231, 238, 228), border=GOLD if turn else WOOD, radius=12)
        band = pygame.Rect(rect.x + 3, rect.y + 3, rect.width - 6, HEADER - 4)
        draw.rect(surface, seat_colour(seat), band, border_top_left_radius=10, border_top_right_radius=10)
        draw_seat_symbol(surface, seat, (band.x + 14, band.centery), 8)
        points = self.app.text("altitude_table.points", floors=height(table.mountain(seat)), points=table.points[seat])
        score = self.label(points, 15, INK, True)
        surface.blit(score, score.get_rect(midright=(band.right - 10, band.centery)))
        widgets.fitted(surface, self.seat_name(seat), (band.x + 28, band.centery), band.width - score.get_width() - 50,
                       17, INK, bold=True, anchor="midleft")
        if self.best is not None:
            self.draw_best(surface, band)
        self.draw_mountain(surface, seat, table)
        self.draw_hand(surface, seat, table)
        hint = self.hint_rect(seat)
        if hint is not None:
            self.draw_hint_box(surface, seat, hint, self.key_labels(seat))

    def draw_best(self, surface: Canvas, band: pygame.Rect) -> None:
        words = self.app.text("altitude_table.best", points=self.best) if self.best else \
            self.app.text("altitude_table.first_try")
        image = self.label(words, 14, INK)
        surface.blit(image, image.get_rect(center=band.center))

    def draw_mountain(self, surface: Canvas, owner: int, table: rules.PublicView) -> None:
        mountain = table.mountain(owner)
        w, h = self.card_size(owner)
        shake = 0
        quake = self.quakes.get(owner)
        if quake is not None and 0 <= self.clock - quake < 0.4:
            shake = round(4 * (1 - (self.clock - quake) / 0.4)) * (1 if int(self.clock * 40) % 2 else -1)
        for (floor, x), card in sorted(mountain.items()):
            if not self.landed(("card", owner, floor, x)):
                continue
            cx, cy = self.spot(owner, floor, x)
            box = pygame.Rect(0, 0, w, h)
            box.center = (cx + shake, cy)
            surface.blit(self.face(card, owner), box)
        if not mountain:
            cx, cy = self.spot(owner, 1, 0)
            box = pygame.Rect(0, 0, w, h)
            box.center = (cx, cy)
            draw.rect(surface, PAPER_SHADE, box, 2, border_radius=5)
        for seat, cursor in self.aiming.items():
            self.draw_targets(surface, seat, owner, cursor)

    def draw_targets(self, surface: Canvas, seat: int, owner: int, cursor: Cursor) -> None:
        """The places the picked card may go on this mountain, lit, each with its presses."""
        w, h = self.card_size(owner)
        for key in cursor.places:
            if key == DISCARD or key[1] != owner:
                continue
            box = pygame.Rect(0, 0, w, h)
            box.center = self.target_point(key)
            here = cursor.at == key
            veil = canvas.new(box.size, pygame.SRCALPHA)
            veil.fill((*GOLD, 150 if here else 70))
            surface.blit(veil, box)
            draw.rect(surface, seat_colour(seat) if here else GOLD, box, 4 if here else 2, border_radius=6)
            presses = cursor.presses_to(key)
            if presses and not here:
                widgets.text(surface, str(presses), box.center, 15, INK, bold=True, anchor="center")

    def draw_hand(self, surface: Canvas, seat: int, table: rules.PublicView) -> None:
        view = self.view(seat)
        w, h = self.hand_size(seat)
        visible = self.hand_visible(seat) and seat in self.session.humans
        if table.phase == "keep" and view.dealt:
            row = list(view.dealt)
        elif table.phase == "over":
            row, visible = list(table.hands[seat]), True
        else:
            row = ([view.drawn] if view.drawn else []) + list(view.hand)
            if not (table.turn == seat and view.drawn) and not visible:
                row = ["?"] * table.hand_sizes[seat]
        chosen = self.picked.get(seat, 0) % max(1, len(self.cards(seat)) if table.phase != "keep" else len(row) or 1)
        for index, card in enumerate(row):
            box = pygame.Rect(0, 0, w, h)
            box.center = self.hand_spot(seat, index)
            image = self.app.art.altitude_card(card, (w, h)) if visible and card != "?" else self.back((w, h))
            if table.phase == "keep" and index in self.marked.get(seat, set()):
                box = box.move(0, 10)  # given back: lowered and dimmed
                image = image.copy()
                image.set_alpha(120)
            surface.blit(image, box)
            if view.drawn and index == 0 and table.turn == seat and visible:
                draw.rect(surface, GOLD, box.inflate(6, 6), 3, border_radius=6)
            if seat in self.session.humans and index == chosen and self.choosing(seat, table):
                draw.rect(surface, seat_colour(seat), box.inflate(10, 10), 4, border_radius=7)
        if PASS in self.cards(seat) and seat in self.session.humans:
            box = pygame.Rect(0, 0, w, h)
            box.center = self.hand_spot(seat, len(row))
            draw.rect(surface, PAPER, box, border_radius=6)
            draw.rect(surface, WOOD, box, 2, border_radius=6)
            widgets.fitted(surface, self.app.text("altitude_table.pass"), box.center, w - 6, 15, INK, bold=True,
                           anchor="center")
            if chosen == len(row) and self.choosing(seat, table):
                draw.rect(surface, seat_colour(seat), box.inflate(10, 10), 4, border_radius=7)

    def choosing(self, seat: int, table: rules.PublicView) -> bool:
        """The seat is picking a card (its keep, or a card to play) rather than a place."""
        if table.phase == "keep":
            return bool(self.view(seat).dealt)
        return table.turn == seat and table.phase in ("play", "final") and seat not in self.aiming
