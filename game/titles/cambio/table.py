"""Cambio at the table: 2 to 6 seats round the felt, each with its face-down Jass layout,
the deck and the discard pile in the middle.

Each seat: a header in its colour (symbol, name, total toward the target, the dealer's
chip, "Fässler!" on the caller), its layout (slots 1-4 as a 2x2 square, penalty slots 5,
6, ... in further columns to the right; a slot emptied by a burn stays an empty frame),
the card it holds while it is its turn, and for humans the key hint (what each key does
right now, from game/titles/cambio/controls.py) with the keys' letters on the cards the
slot keys name. A drawn card waits beside its seat's panel, clear of the piles' labels.

Banners have two regions: "call" over the piles (the Fässler call and the winner; it fades
to let the piles show) and "news" in the strip between the piles and the bottom seat.

Hidden cards: a card is drawn face up only when the rules show it to a seat AND that
seat's private view may be on the shared screen (`hand_visible`: never for bots), or
when the rules show it to everyone (a taken discard, a wrong burn, the final reveal).
Who is peeking at a card is public: the card is framed in the peeker's colour, with the
peeker's symbol on its corner (never on the card's face).

Everything is drawn from `observe(seat)` and from running animations. Events start the
animations: cards fly between the deck, the layouts, the hand and the discard (a card in
flight is not drawn where it lands until it lands), looks and peeks flip, swaps cross,
burns shake the pile, a wrong burn shakes the shown card and a penalty card flies in, the
final reveal flips every card and counts the sums up. The burn window is a ring round the
discard that shrinks over its least time and then glows until the next turn starts.

Keys: what each of a human seat's six keys does in each moment (look, your turn, a drawn
card, a card's action, burning, giving back) is decided in game/titles/cambio/controls.py,
whose docstring lists the whole mapping; the players read it on the pages "cambio.help.4"
and "cambio.help.5".
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.input.intents import Intent
from game.titles.cambio import rules as rules
from game.titles.cambio import controls as controls
from game.kit.table import FLIGHT, SCREEN, TableScene, TableSession
from game.ui import canvas, draw, seating, tween, widgets
from game.ui.canvas import Canvas
from game.ui.palette import (ALERT, GOLD, INK, INK_SOFT, PAPER, PAPER_SHADE, TABLE_FELT_DARK,
                             TEXT, WOOD, WOOD_DARK, draw_seat_symbol, felt_table, ink_on,
                             seat_colour)

Point = tuple[float, float]

# Layout on the 1280x720 screen.
EDGE = SCREEN.inflate(-8, -8)
SEAT_RING = ((640, 350), (500, 255))
CARD_BIG = (64, 96)  # layout cards at 2 to 4 players
CARD_SMALL = (52, 78)  # at 5 and 6 players
PILE_CARD = (80, 120)
GAP = 8
HEADER = 24
MIN_BLOCK_W = 196
DECK_AT = (560, 318)
DISCARD_AT = (720, 318)
STATUS = pygame.Rect(8, 8, 330, 110)
LOG = pygame.Rect(942, 8, 330, 110)  # mirrors the status panel; clear of the seats at 2 to 6
CALL_REGION = pygame.Rect(400, 262, 480, 120)  # over the piles
NEWS_REGION = pygame.Rect(380, 410, 520, 62)  # between the piles' labels and the bottom seat
CARD_LINES = {rules.Drew: "drew_discard", rules.Replaced: "replaced", rules.Discarded: "discarded",
              rules.Burned: "burned", rules.BurnFailed: "burn_failed"}  # log lines naming a seat and a card
CARD_WORDS = {"schellen": "Schellen", "rosen": "Rosen", "schilten": "Schilten", "eicheln": "Eicheln",
              "faessler": "Fässler", "under": "Under", "ober": "Ober", "koenig": "König", "ass": "Ass",
              "joker": "Joker", "tell": "Tell", "helvetia": "Helvetia"}
HINT_H = 38

# Motion (seconds of animation time).
DEAL_STAGGER = 0.035
FLIP = 0.35
SHAKE = 0.45
COUNT_UP = 1.2
REVEAL_STAGGER = 0.05


@dataclass
class Flip(tween.Animation):
    """A card turning over in place: the back narrows, the face widens (`face` None: it
    turns and shows its back again, as a peek looks to those who may not see it)."""

    back: Canvas | None = None
    face: Canvas | None = None
    centre: Point = (0, 0)

    def draw(self, surface: Canvas) -> None:
        if not self.started or self.back is None:
            return
        x = self.progress
        image = canvas.at_scale(self.back if x < 0.5 or self.face is None else self.face, surface.scale)
        width = max(2, round(image.get_width() * abs(math.cos(math.pi * x))))
        squeezed = canvas.scale(image, (width, image.get_height()))
        surface.blit(squeezed, squeezed.get_rect(center=(round(self.centre[0]), round(self.centre[1]))))


def card_name(card: str) -> str:
    """A Jass card by the names printed on the Fässler deck, in every language ("Rosen König")."""
    return " ".join(CARD_WORDS.get(part, part) for part in card.split("-"))


class CambioTable(TableScene):
    regions = {"call": CALL_REGION, "news": NEWS_REGION}

    def __init__(self, app: Any, session: TableSession, attract: bool = False) -> None:
        super().__init__(app, session, attract)
        players = session.players
        self.players = players
        self.card = CARD_BIG if players <= 4 else CARD_SMALL
        self.seat_points = seating.seat_positions(players, *SEAT_RING)
        self.pads = {seat: controls.Pad() for seat in session.humans}
        self.looked: dict[int, set[int]] = {seat: set() for seat in range(players)}
        self.shakes: dict[tuple, float] = {}
        self.peeks: list[tuple[int, int, int, float]] = []  # (viewer, owner, slot, until) in animation time
        self.under = ""  # the discard below a card in flight to the pile
        self.scored_at = -99.0
        self.timing = rules.load_settings(session.config.options)
        if session.fresh and session.view(0).phase == "look":
            self.deal(session.view(0).layouts)

    # ------------------------------------------------------------------ input

    def pad(self, seat: int) -> controls.Pad:
        pad = self.pads.setdefault(seat, controls.Pad())
        if self.time - pad.since > controls.PAD_SECONDS and (pad.target or pad.armed or pad.calling):
            pad.clear()
        return pad

    def options(self, seat: int) -> dict[str, controls.Choice]:
        obs = self.session.view(seat)
        choices = controls.options(self.pad(seat), obs, frozenset(self.looked[seat]))
        if "alt" not in choices and self.peek_key(seat) and obs.phase not in ("scored", "over"):
            choices["alt"] = controls.Choice("cambio_table.key.show")
        return choices

    def seat_action(self, seat: int, intent: Intent) -> Any | None:
        pad = self.pad(seat)
        choice = self.options(seat).get(intent.button)
        if choice is None:
            if self.session.view(seat).phase not in ("scored", "over"):
                self.toast(seat, self.app.text("cambio_table.key_idle"))
            return None
        if pad.calling and choice.label != "cambio_table.key.call_now":
            pad.calling = False
        if choice.action is not None:
            pad.clear()
            pad.since = self.time
            return choice.action
        if choice.label != "cambio_table.key.show":
            pad.follow(choice, self.time)
            self.app.sound.play("ui_move")
        return None

    def key_labels(self, seat: int) -> dict[str, str]:
        """What each of a human seat's keys does right now."""
        return {button: self.choice_words(choice) for button, choice in self.options(seat).items()}

    def choice_words(self, choice: controls.Choice) -> str:
        params = {name: self.seat_name(value) if name == "player" else value for name, value in choice.params}
        return self.app.text(choice.label, **params)

    def key_cards(self, seat: int) -> dict[tuple[int, int], str]:
        """(owner, slot) -> button for the cards the seat's slot keys name right now."""
        found = {}
        for button, choice in self.options(seat).items():
            if not button.startswith("slot"):
                continue
            action = choice.action
            if choice.first not in ("keep", None):
                found[choice.first] = button
            elif isinstance(action, rules.Swap):
                found[(action.owner_b, action.slot_b)] = button
            elif isinstance(action, (rules.Peek, rules.Burn)):
                found[(action.owner, action.slot)] = button
            elif isinstance(action, (rules.Look, rules.Replace, rules.GiveBack)):
                found[(seat, action.slot)] = button
        return found

    # ------------------------------------------------------------------ events

    def describe(self, event: Any) -> tuple[str, int | None] | None:
        name, text = self.seat_name, self.app.text
        match event:
            case rules.Drew(source="deck"):
                return text("cambio.log.drew_deck", name=name(event.seat)), event.seat
            case rules.Drew() | rules.Replaced() | rules.Discarded() | rules.Burned() | rules.BurnFailed():
                key = CARD_LINES[type(event)]
                return text(f"cambio.log.{key}", name=name(event.seat), card=card_name(event.card)), event.seat
            case rules.Peeked(seat=seat, owner=owner) if seat == owner:
                return text("cambio.log.peeked_own", name=name(seat)), seat
            case rules.Peeked():
                return text("cambio.log.peeked", name=name(event.seat), owner=name(event.owner)), event.seat
            case rules.Swapped():
                return text("cambio.log.swapped", name=name(event.seat), a=name(event.owner_a),
                            b=name(event.owner_b)), event.seat
            case rules.GaveBack():
                return text("cambio.log.gave_back", name=name(event.seat), owner=name(event.owner)), event.seat
            case rules.Called():
                return text("cambio.log.called", name=name(event.seat)), event.seat
            case rules.Reshuffled():
                return text("cambio.log.reshuffled"), None
        return None

    def animates(self, event: Any) -> bool:
        """A private event animates once, from the actor's copy (not the others' masked one)."""
        actor = getattr(event, "seat", None)
        return event.audience is None or actor in event.audience

    def show_events(self, events: list[Any]) -> None:
        before = self.under
        super().show_events(events)
        if events and before == self.under:
            self.under = self.session.view(0).discard_top

    def _on_RoundStarted(self, event: rules.RoundStarted) -> None:
        for seat in self.looked:
            self.looked[seat].clear()
        for pad in self.pads.values():
            pad.clear()
        self.landing.clear()
        self.peeks.clear()
        self.under = ""
        self.deal(self.session.view(0).layouts)
        if event.round_no:
            self.banner("news", self.app.text("cambio.label.round", number=event.round_no + 1), 1.4, WOOD_DARK, 40)

    def deal(self, layouts: tuple[tuple[bool, ...], ...]) -> None:
        back = self.back()
        order = 0
        for slot in range(max(len(layout) for layout in layouts)):
            for seat, layout in enumerate(layouts):
                if slot < len(layout):
                    self.fly(back, DECK_AT, self.slot_point(seat, slot, layouts), ("slot", seat, slot),
                             order * DEAL_STAGGER)
                    order += 1
        self.app.sound.play("card_slide")

    def _on_Looked(self, event: rules.Looked) -> None:
        self.looked[event.seat].add(event.slot)
        self.open_moment(event.seat)
        self.flip_at(event.seat, event.slot, event.card if self.hand_visible(event.seat) else "")

    def _on_Flipped(self, event: rules.Flipped) -> None:
        self.to_discard(event.card, DECK_AT)

    def _on_Drew(self, event: rules.Drew) -> None:
        start = DECK_AT if event.source == "deck" else DISCARD_AT
        face = event.card and (event.source == "discard" or self.hand_visible(event.seat))
        image = self.app.art.card_face(event.card, self.card) if face else self.back()
        self.fly(image, start, self.held_point(event.seat), ("held",))
        if event.source == "discard":
            self.under = self.session.view(0).discard_top
        self.app.sound.play("card_slide")

    def _on_Replaced(self, event: rules.Replaced) -> None:
        target = self.slot_point(event.seat, event.slot)
        self.fly(self.back(), self.held_point(event.seat), target, ("slot", event.seat, event.slot))
        self.to_discard(event.card, target)

    def _on_Discarded(self, event: rules.Discarded) -> None:
        self.to_discard(event.card, self.held_point(event.seat))
        if event.power:
            self.banner("news", self.app.text(f"cambio.power.{event.power}"), 2.0, WOOD_DARK, 26)

    def _on_Peeked(self, event: rules.Peeked) -> None:
        self.peeks.append((event.seat, event.owner, event.slot, self.clock + self.timing.reveal_seconds))
        self.open_moment(event.seat, self.timing.reveal_seconds)
        self.flip_at(event.owner, event.slot, event.card if self.hand_visible(event.seat) else "")

    def _on_Swapped(self, event: rules.Swapped) -> None:
        a = self.slot_point(event.owner_a, event.slot_a)
        b = self.slot_point(event.owner_b, event.slot_b)
        self.fly(self.back(), a, b, ("slot", event.owner_b, event.slot_b), duration=0.6)
        self.fly(self.back(), b, a, ("slot", event.owner_a, event.slot_a), duration=0.6)
        self.app.sound.play("card_slide")

    def _on_Burned(self, event: rules.Burned) -> None:
        self.to_discard(event.card, self.slot_point(event.owner, event.slot), sound="card_burn")
        self.app.sound.play("card_slide")
        self.banner("news", self.app.text("cambio.event.burned", name=self.seat_name(event.seat)), 1.4,
                    seat_colour(event.seat), 30)

    def _on_BurnFailed(self, event: rules.BurnFailed) -> None:
        self.shakes[("slot", event.owner, event.slot)] = self.clock
        self.app.sound.play("wrong")
        self.banner("news", self.app.text("cambio.event.burn_failed", name=self.seat_name(event.seat)), 2.2,
                    ALERT, 26)

    def _on_PenaltyCard(self, event: rules.PenaltyCard) -> None:
        self.fly(self.back(), DECK_AT, self.slot_point(event.seat, event.slot), ("slot", event.seat, event.slot),
                 delay=0.3, duration=0.6)

    def _on_GaveBack(self, event: rules.GaveBack) -> None:
        self.fly(self.back(), self.slot_point(event.seat, event.slot), self.slot_point(event.owner, event.owner_slot),
                 ("slot", event.owner, event.owner_slot))
        self.app.sound.play("card_slide")

    def _on_Called(self, event: rules.Called) -> None:
        self.app.sound.play("faessler")
        self.banner("call", f"{self.seat_name(event.seat)}: {self.app.text('cambio.call')}", 2.2,
                    seat_colour(event.seat), 72, over=True)
        self.banner("news", self.app.text("cambio.event.called", name=self.seat_name(event.seat)), 2.6,
                    WOOD_DARK, 24, delay=0.4)

    def _on_TurnPassed(self, event: rules.TurnPassed) -> None:
        for pad in self.pads.values():
            pad.calling, pad.first = False, None
        if event.seat in self.session.humans and not self.attract:
            self.app.sound.play("tick")

    def _on_Reshuffled(self, event: rules.Reshuffled) -> None:
        for index in range(4):
            self.fly(self.back(PILE_CARD), DISCARD_AT, DECK_AT, delay=index * 0.06, spin=-20)
        self.app.sound.play("card_slide")
        self.banner("news", self.app.text("cambio.event.reshuffled"), 1.8, WOOD_DARK, 22)

    def _on_RoundScored(self, event: rules.RoundScored) -> None:
        self.scored_at = self.clock
        self.peeks.clear()
        order = 0
        for owner, cards in enumerate(event.cards):
            for slot, card in enumerate(cards):
                if card:
                    self.flip_at(owner, slot, card, delay=order * REVEAL_STAGGER, sound=False)
                    order += 1
        self.app.sound.play("card_flip")
        self.cues.add(self.clock + COUNT_UP, "point")
        if event.caller is not None:
            key = "cambio.event.caller_won" if event.caller_won else "cambio.event.caller_lost"
            self.banner("news", self.app.text(key, name=self.seat_name(event.caller)), 3.5,
                        (0, 130, 90) if event.caller_won else ALERT, 24, delay=COUNT_UP)

    def _on_GameOver(self, event: rules.GameOver) -> None:
        names = ", ".join(self.seat_name(seat) for seat in event.winners)
        key = "cambio_table.winner" if len(event.winners) == 1 else "cambio_table.winners"
        self.banner("call", self.app.text(key, players=names), 3.0, seat_colour(event.winners[0]), 56,
                    delay=COUNT_UP)

    # -- the pieces the handlers use

    def to_discard(self, card: str, start: Point, sound: str = "card_flip") -> None:
        self.fly(self.app.art.card_face(card, PILE_CARD), start, DISCARD_AT, ("discard",))
        self.cues.add(self.clock + FLIGHT, sound)
        if sound == "card_burn":
            self.shakes[("discard",)] = self.clock + FLIGHT

    def flip_at(self, owner: int, slot: int, card: str, delay: float = 0.0, sound: bool = True) -> None:
        face = self.app.art.card_face(card, self.card) if card else None
        key = ("slot", owner, slot)
        delay = max(delay, self.landing.get(key, 0.0) - self.clock)  # a card still flying in turns when it lands
        self.anims.add(Flip(FLIP, delay=delay, back=self.back(), face=face, centre=self.slot_point(owner, slot)))
        self.landing[key] = max(self.landing.get(key, 0.0), self.clock + delay + FLIP)
        if sound:
            self.app.sound.play("card_flip")

    # ------------------------------------------------------------------ time

    def animate(self, dt: float) -> None:
        super().animate(dt)
        if self.peeks:
            self.peeks = [peek for peek in self.peeks if peek[3] > self.clock]

    # ------------------------------------------------------------------ places

    def panel_rect(self, seat: int, length: int | None = None) -> pygame.Rect:
        """The seat's panel: header and its layout's columns (the 2x2 square centred on the
        seat, one more column to the right per two penalty slots)."""
        if length is None:
            length = len(self.session.view(0).layouts[seat])
        w, h = self.card
        base = self.base_width()
        rect = pygame.Rect(0, 0, base + max(0, (length - 3) // 2) * (w + GAP), HEADER + 2 * h + 3 * GAP)
        x, y = self.seat_points[seat]
        rect.topleft = (x - base // 2, y - rect.height // 2)
        return rect.clamp(EDGE)

    def base_width(self) -> int:
        return max(MIN_BLOCK_W, 2 * self.card[0] + GAP + 24)

    def slot_point(self, seat: int, slot: int, layouts: tuple[tuple[bool, ...], ...] | None = None) -> Point:
        length = len(layouts[seat]) if layouts is not None else None
        rect = self.panel_rect(seat, length)
        w, h = self.card
        left = rect.x + (self.base_width() - (2 * w + GAP)) // 2
        column, row = (slot % 2, slot // 2) if slot < 4 else (2 + (slot - 4) // 2, (slot - 4) % 2)
        return (left + column * (w + GAP) + w / 2, rect.y + HEADER + GAP + row * (h + GAP) + h / 2)

    def corner(self, rect: pygame.Rect) -> pygame.Rect:
        """A top corner panel (status, log), narrowed to stay clear of the seats (at five
        seats the upper ones stand high)."""
        corner = rect.copy()
        for seat in range(self.players):
            panel = self.panel_rect(seat)
            if corner.colliderect(panel):
                if rect.x < 640:
                    corner.width = panel.left - 12 - corner.x
                else:
                    corner.width, corner.left = corner.right - panel.right - 12, panel.right + 12
        return corner

    @property
    def log_region(self) -> pygame.Rect:
        return self.corner(LOG)

    def top_or_bottom(self, seat: int) -> bool:
        x, y = self.seat_points[seat]
        return abs(y - 350) * 2.2 > abs(x - 640)

    def held_point(self, seat: int) -> Point:
        """Where a seat's drawn card waits: beside its panel (left of a top or bottom seat,
        toward the middle for a side seat), clear of the piles and their labels."""
        rect = self.panel_rect(seat)
        w = self.card[0]
        if self.top_or_bottom(seat) or self.seat_points[seat][0] > 640:
            return (rect.left - w / 2 - 10, rect.centery)
        return (rect.right + w / 2 + 10, rect.centery)

    def hint_rect(self, seat: int) -> pygame.Rect | None:
        """Where a human seat's key hint stands: beside a top or bottom panel, away from the
        middle; below (else above) a side panel. None for a seat without one."""
        if seat not in self.session.humans or self.attract:
            return None
        if not self.key_labels(seat):
            return None
        rect = self.panel_rect(seat)
        back = pygame.Rect(0, 0, self.hint_width(seat), HINT_H)
        if self.top_or_bottom(seat):
            edge = "bottom" if self.seat_points[seat][1] > 350 else "top"
            for side, x in (("left", rect.right + 8), ("right", rect.left - 8)):
                setattr(back, f"{edge}{side}", (x, getattr(rect, edge)))
                if EDGE.contains(back):
                    break
        else:
            back.midtop = (rect.centerx, rect.bottom + 4)
            if not EDGE.contains(back):
                back.midbottom = (rect.centerx, rect.top - 4)
        return back.clamp(EDGE)

    def header_parts(self, seat: int, obs: rules.View) -> dict[str, pygame.Rect]:
        """The pieces of a seat's header, left to right, none on another: its name (cut to
        the room left), the dealer's chip, its total."""
        rect = self.panel_rect(seat)
        total = self.label(self.total_words(seat, obs), 14, INK, True).get_rect(topright=(rect.right - 8, rect.y + 6))
        right = total.left - 4
        parts = {"total": total}
        if seat == obs.dealer:
            parts["dealer"] = pygame.Rect(right - 18, rect.y + 5, 18, 18)
            right -= 22
        parts["name"] = pygame.Rect(rect.x + 26, rect.y + 5, max(0, right - rect.x - 26), 18)
        return parts

    def total_words(self, seat: int, obs: rules.View) -> str:
        return self.app.text("cambio_table.total", points=obs.totals[seat], target=obs.target)

    # ------------------------------------------------------------------ names and images

    def back(self, size: tuple[int, int] | None = None) -> Canvas:
        return self.app.art.card_back("jass", size or self.card)

    # ------------------------------------------------------------------ drawing

    def draw_table(self, surface: Canvas) -> None:
        views = [self.session.view(seat) for seat in range(self.players)]
        obs = views[0]
        surface.blit(self.backdrop(), (0, 0))
        faces = self.faces(views)
        self.draw_piles(surface, obs)
        self.draw_status(surface, obs)
        keyed = {} if self.attract else {seat: self.key_cards(seat) for seat in self.session.humans}
        for seat in range(self.players):
            self.draw_seat(surface, seat, obs, faces, keyed)
        self.draw_held(surface, obs)
        self.anims.draw(surface)
        for seat in self.session.humans:
            hint = self.hint_rect(seat)
            if hint is not None:
                self.draw_hint_box(surface, seat, hint, self.key_labels(seat))

    def private_moment(self, seat: int) -> bool:
        """Besides its looks and peeks: the seat's own drawn card, while it holds it."""
        obs = self.session.view(seat)
        return super().private_moment(seat) or (obs.turn == seat and obs.holding)

    def faces(self, views: list[rules.View]) -> dict[tuple[int, int], str]:
        """(owner, slot) -> card drawn face up: shown to everyone, or to a seat whose private
        view may be on the shared screen."""
        public = set(views[0].shown)
        for view in views[1:]:
            public &= set(view.shown)
        faces = {(owner, slot): card for owner, slot, card in public}
        for view in views:
            if view.shown and self.hand_visible(view.seat):
                faces.update({(owner, slot): card for owner, slot, card in view.shown})
        return faces

    def build_backdrop(self) -> Canvas:
        """Wood, the felt oval and the pile marks."""
        board = felt_table(SCREEN.size, pygame.Rect(40, 30, 1200, 660))
        for centre in (DECK_AT, DISCARD_AT):
            mark = pygame.Rect((0, 0), PILE_CARD).inflate(10, 10)
            mark.center = centre
            draw.rect(board, TABLE_FELT_DARK, mark, border_radius=10)
        return board

    def draw_piles(self, surface: Canvas, obs: rules.View) -> None:
        back = self.back(PILE_CARD)
        for layer in range(min(5, (obs.deck_size + 7) // 8)):
            surface.blit(back, back.get_rect(center=(DECK_AT[0] - layer * 2, DECK_AT[1] - layer * 2)))
        deck = self.label(f"{self.app.text('cambio.label.deck')} {obs.deck_size}", 15, TEXT, True)
        surface.blit(deck, deck.get_rect(midtop=(DECK_AT[0], DECK_AT[1] + PILE_CARD[1] // 2 + 8)))
        top = obs.discard_top
        if not self.landed(("discard",)):
            top = self.under
        if top:
            dx, dy = tween.shake_offset(self.clock - self.shakes.get(("discard",), -9.0), 9.0, SHAKE)
            face = self.app.art.card_face(top, PILE_CARD)
            surface.blit(face, face.get_rect(center=(DISCARD_AT[0] + dx, DISCARD_AT[1] + dy)))
        pile = self.label(f"{self.app.text('cambio.label.discard')} {obs.discard_size}", 15, TEXT, True)
        surface.blit(pile, pile.get_rect(midtop=(DISCARD_AT[0], DISCARD_AT[1] + PILE_CARD[1] // 2 + 8)))
        if controls.may_burn(obs):
            self.draw_burn_ring(surface, obs)

    def draw_burn_ring(self, surface: Canvas, obs: rules.View) -> None:
        """Round the discard: shrinks over the window's least time, then glows until the next turn."""
        radius = PILE_CARD[1] // 2 + 16
        box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        box.center = DISCARD_AT
        left = obs.turn_allowed_at - self.session.clock
        total = self.timing.burn_window or 1.0
        if left > 0:
            share = min(1.0, left / total)
            draw.arc(surface, ALERT, box, math.pi / 2, math.pi / 2 + math.tau * share, 7)
        else:
            glow = 0.5 + 0.5 * math.sin(self.time * 8)
            draw.circle(surface, GOLD, DISCARD_AT, radius, 2 + round(2 * glow))
        tag = self.label(self.app.text("cambio_table.burn_open"), 18, TEXT, True)
        back = tag.get_rect(midleft=(box.right + 14, DISCARD_AT[1] - 24)).inflate(14, 4)
        draw.rect(surface, ALERT, back, border_radius=8)
        surface.blit(tag, tag.get_rect(center=back.center))

    def draw_status(self, surface: Canvas, obs: rules.View) -> None:
        """Top left: round and target, whose turn and what now, the look or round countdown."""
        status = self.corner(STATUS)
        widgets.panel(surface, status, radius=10)
        head = f"{self.app.text('cambio.label.round', number=obs.round_no + 1)} · " \
               f"{self.app.text('cambio.label.target', points=obs.target)}"
        widgets.fitted(surface, head, (status.x + 12, status.y + 8), status.width - 24, 16, INK_SOFT, True, "topleft")
        line = pygame.Rect(status.x + 12, status.y + 28, status.width - 24, 40)
        if obs.phase in ("turn", "drawn", "action"):
            draw_seat_symbol(surface, obs.turn, (status.x + 22, line.centery), 10)
            line.width -= 26
            line.x += 26
        widgets.fitted_lines(surface, self.status_words(obs), line, 19, INK, True, "left")
        deadline, total = None, 1.0
        if obs.phase == "look":
            deadline, total = obs.look_until, self.timing.look_seconds
        elif obs.phase == "scored":
            deadline, total = obs.next_round_at, self.timing.round_pause
        elif obs.give_back is not None:
            deadline, total = obs.give_back_until, self.timing.give_back_seconds
            words = self.app.text("cambio_table.giving", player=self.seat_name(obs.give_back[0]))
            widgets.fitted(surface, words, (status.x + 12, status.y + 70), status.width - 24, 15, INK, False, "topleft")
        if obs.caller is not None and obs.phase not in ("scored", "over"):
            words = self.app.text("cambio_table.called_by", player=self.seat_name(obs.caller))
            widgets.fitted(surface, words, (status.x + 12, status.y + 70), status.width - 24, 15, ALERT, True,
                           "topleft")
        if deadline is not None and deadline != rules.NO_TIME:
            left = max(0.0, deadline - self.session.clock)
            bar = pygame.Rect(status.x + 10, status.bottom - 12, int((status.width - 20) * min(1.0, left / total)), 6)
            draw.rect(surface, ALERT, bar, border_radius=3)

    def status_words(self, obs: rules.View) -> str:
        """What happens now, and whose turn it is: "Anna: Draw or call"."""
        what = self.app.text(f"cambio.phase.{obs.phase}")
        if obs.phase in ("turn", "drawn", "action"):
            return self.app.text("cambio_table.turn", player=self.seat_name(obs.turn), what=what)
        return what

    def draw_seat(self, surface: Canvas, seat: int, obs: rules.View,
                  faces: dict[tuple[int, int], str], keyed: dict[int, dict[tuple[int, int], str]]) -> None:
        rect = self.panel_rect(seat)
        mover = seat == obs.turn and obs.phase in ("turn", "drawn", "action")
        taboo = seat == obs.caller and obs.phase not in ("scored", "over")
        border = GOLD if mover else (ALERT if taboo else WOOD)
        widgets.panel(surface, rect, fill=TABLE_FELT_DARK, border=border, radius=10)
        if mover:
            glow = 0.5 + 0.5 * math.sin(self.time * 6)
            draw.rect(surface, GOLD, rect.inflate(6 + 4 * glow, 6 + 4 * glow), 4, border_radius=12)
        colour = seat_colour(seat)
        head = pygame.Rect(rect.x + 3, rect.y + 3, rect.width - 6, HEADER - 2)
        draw.rect(surface, colour, head, border_top_left_radius=8, border_top_right_radius=8)
        draw_seat_symbol(surface, seat, (rect.x + 14, rect.y + 14), 7)
        ink = ink_on(colour)
        parts = self.header_parts(seat, obs)
        name = widgets.ellipsized(self.seat_name(seat), parts["name"].width, 15, True)
        surface.blit(self.label(name, 15, ink, True), parts["name"])
        surface.blit(self.label(self.total_words(seat, obs), 14, ink, True), parts["total"])
        if "dealer" in parts:
            chip = parts["dealer"].center
            draw.circle(surface, PAPER, chip, 9)
            draw.circle(surface, INK, chip, 9, 1)
            letter = self.label(self.app.text("cambio_table.dealer"), 12, INK, True)
            surface.blit(letter, letter.get_rect(center=chip))
        self.draw_layout(surface, seat, obs, faces, keyed)
        if taboo:
            tag = self.label(self.app.text("cambio.label.taboo"), 14, TEXT, True)
            box = tag.get_rect(midbottom=(rect.centerx, rect.bottom + 2)).inflate(12, 2)
            draw.rect(surface, ALERT, box, border_radius=6)
            surface.blit(tag, tag.get_rect(center=box.center))
        if obs.phase in ("scored", "over") and obs.last_sums:
            self.draw_sum(surface, rect, obs.last_sums[seat])

    def draw_layout(self, surface: Canvas, seat: int, obs: rules.View,
                    faces: dict[tuple[int, int], str], keyed: dict[int, dict[tuple[int, int], str]]) -> None:
        w, h = self.card
        taboo = seat == obs.caller and obs.phase not in ("scored", "over")
        for slot, present in enumerate(obs.layouts[seat]):
            x, y = self.slot_point(seat, slot)
            box = pygame.Rect(0, 0, w, h)
            box.center = (round(x), round(y))
            if not present:
                draw.rect(surface, PAPER_SHADE, box, 2, border_radius=5)
                continue
            if not self.landed(("slot", seat, slot)):
                continue
            dx, dy = tween.shake_offset(self.clock - self.shakes.get(("slot", seat, slot), -9.0), 8.0, SHAKE)
            card = faces.get((seat, slot))
            image = self.app.art.card_face(card, self.card) if card else self.back()
            surface.blit(image, box.move(round(dx), round(dy)))
            if taboo:
                draw.rect(surface, ALERT, box.inflate(4, 4), 3, border_radius=6)
            if slot >= 4:
                number = self.label(str(slot + 1), 12, TEXT, True)
                tag = number.get_rect(center=self.penalty_number_point(seat, slot)).inflate(8, 0)
                draw.rect(surface, WOOD_DARK, tag, border_radius=6)
                surface.blit(number, number.get_rect(center=tag.center))
        for viewer, owner, slot, _ in self.peeks:
            if owner == seat and slot < len(obs.layouts[seat]):
                box = pygame.Rect((0, 0), self.card)
                box.center = self.slot_point(seat, slot)
                draw.rect(surface, seat_colour(viewer), box.inflate(6, 6), 3, border_radius=7)
                draw.circle(surface, PAPER, box.topright, 10)
                draw_seat_symbol(surface, viewer, box.topright, 7)
        for human, cards in keyed.items():
            names = self.app.input.key_labels(self.session.humans[human])
            for (owner, slot), button in cards.items():
                if owner != seat:
                    continue
                x, y = self.slot_point(seat, slot)
                cap = self.label(names.get(button, "?"), 14, INK, True)
                capbox = cap.get_rect(center=(round(x - w / 2 + 12), round(y - h / 2 + 12))).inflate(8, 2)
                draw.rect(surface, seat_colour(human), capbox.inflate(4, 4), border_radius=5)
                draw.rect(surface, PAPER, capbox, border_radius=4)
                surface.blit(cap, cap.get_rect(center=capbox.center))

    def penalty_number_point(self, seat: int, slot: int) -> Point:
        """A penalty slot's number sits on its card's bottom edge, inside the panel and clear
        of the header."""
        x, y = self.slot_point(seat, slot)
        return (x, y + self.card[1] / 2)

    def draw_sum(self, surface: Canvas, rect: pygame.Rect, points: int) -> None:
        share = min(1.0, max(0.0, (self.clock - self.scored_at) / COUNT_UP))
        shown = round(points * share)
        image = self.label(self.app.text("cambio_table.sum", points=shown), 22, INK, True)
        box = image.get_rect(center=(rect.centerx, rect.bottom - 16)).inflate(16, 6)
        draw.rect(surface, GOLD, box, border_radius=8)
        draw.rect(surface, INK, box, 2, border_radius=8)
        surface.blit(image, image.get_rect(center=box.center))

    def draw_held(self, surface: Canvas, obs: rules.View) -> None:
        """The drawn card of the seat whose turn it is, face up when that may be seen."""
        if not obs.holding or not self.landed(("held",)):
            return
        mover = self.session.view(obs.turn)
        public = obs.held_source == "discard"
        card = mover.held if public or self.hand_visible(obs.turn) else ""
        image = self.app.art.card_face(card, self.card) if card else self.back()
        x, y = self.held_point(obs.turn)
        lift = 3 * math.sin(self.time * 4)
        rect = image.get_rect(center=(round(x), round(y + lift)))
        draw.rect(surface, GOLD, rect.inflate(8, 8), border_radius=7)
        surface.blit(image, rect)
