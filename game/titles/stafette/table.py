"""Älpler Stafette at the table: the alpine path, the kettles, the dice tray and six seats.

The path from the Maiensäss (field 0, top) to the Käserei (field 20, bottom), drawn from
levels/stafette/board.toml; the pile on a rock; the dice tray and cups; a panel per seat at
the left and right edges, clockwise (up the left, down the right), a bot's shorter than a
human's (no prompt, no key hint); where two people would crowd one column (a larger text
size) the ring turns to give each a column, the bots' panels compact (`seating`). The log
stands under the right column when it has room, else in the board's free corner left of the
Käserei, where shouts and the winner show ("shout"); a field's event shows above its field
("field"), a restart as a toast.

Drawn from the session's views and the running animations. Events only start animations:
a kettle's moves queue per seat (kettles.py); a field's flights, sounds and banners wait
until the kettle is there. Only the chosen die is thrown (pymunk) and settles on the face
the rules drew (docs/DECISIONS.md "Dice"); it goes back to its cup when the next throw is
being chosen. The keys are controls.py's.
"""
from __future__ import annotations

import math
from typing import Any, NamedTuple

import pygame

from game.core.errors import RuleError
from game.kit.seatpanels import draw_seat_frame
from game.kit.table import SCREEN, TableScene, TableSession, once_a_frame
from game.titles.stafette import milk_id, rules as rules
from game.titles.stafette.controls import Controls
from game.titles.stafette.kettles import Kettles, Point
from game.ui import canvas, draw, fonts, seating, tween, widgets
from game.ui.canvas import Canvas
from game.ui.dice import SIZE as DIE_SIZE, DiceTray
from game.ui.palette import (GOLD, INK, INK_SOFT, PAPER, PAPER_SHADE, SEAT_COLOURS, TEXT, WOOD, WOOD_DARK,
                             WOOD_LIGHT, draw_seat_symbol, ink_on, seat_colour)
from game.ui.palette import WARNING as ALERT

# Layout on the 1280x720 screen (the fields' own positions come from the board file).
PANEL_W, PANEL_MARGIN = 288, 6
HUMAN_PANEL_H, BOT_PANEL_H = 228, 186
BAND = 36  # a panel's band with the seat's name
DEPOSIT_Y = 70  # the middle of a panel's banked stack, from its top
PROMPT_SIZE = 20
RING = 19  # the countdown ring's radius beside the call to act
STATUS_SIZE, STATUS_PAD = 20, 56  # the phase line's font and its box's room beside the words
PHASES = ("roll", "swap", "jostle", "pick", "over")
LOG_H = 86
LOG_GAP = 4  # the least room between the right column's panels and its log (the corner's log is narrow)
SHOUT_REGION = pygame.Rect(300, 462, 262, 86)  # the board's free corner left of the Käserei
CORNER_LOG = pygame.Rect(300, 624, 172, 90)  # the log when the right column is full
BOARD = pygame.Rect(PANEL_W + 2 * PANEL_MARGIN, 0, SCREEN.width - 2 * (PANEL_W + 2 * PANEL_MARGIN), SCREEN.height)
CARD = (54, 81)
HAND_W = 170  # the width a panel's hand spreads over, its banked stack to the right
SMALL_CARD = (36, 54)
COMPACT_BOT_H = BAND + 4 + SMALL_CARD[1] + 6  # a bot's panel at a crowded table: its band over small card backs
KETTLE = 40
FIELD_R = 24
ICON = 58
TRAY = (566, 318, 240, 96)
CUPS = {"white": (846, 338), "black": (846, 396)}
CUP = 56
CUP_LABEL = 32  # from a cup's centre to its face numbers
PILE = (405, 196)
HUT = (520, 70)
KAESEREI = (530, 640)
ICONS = {"cable_car": "cablecar", "dog": "dog", "cow": "cow", "ibex": "ibex", "bull": "bull"}
# The table log: event (or event/why, event/how) -> its line's text key stafette.log.<key>
LOG = {"Rolled": "rolled", "Swapped": "swapped", "Jostled": "jostled", "IbexPulled": "ibex", "BullPassed": "bull",
       "Deposited": "deposited", "Drew/cow": "drew", "KettleMoved/dog": "dog", "KettleMoved/cable_car": "cable_car"}
SEATS = ("seat", "shouter", "mover", "other", "puller")  # an event's fields that are seats
WHOSE = ("shouter", "puller", "mover", "seat")

# Motion (seconds of animation time).
HOP = 0.2  # one field of a die's or a dog's move
GLIDE = 1.2  # the cable car down to the Käserei
FLY = 0.8  # a kettle carried back to the start
CARD_FLIGHT = 0.55
PULSE = 0.9  # a ring spreading from an event field
TRAY_CLEAR = 2.5  # a settled die stays in the tray this long, then goes back to its cup


def building_label_box(words: tuple[int, int], centre: Point, below: int, size: int) -> pygame.Rect:
    """The box of a building's name (`words`: its size): its words `below` under the centre
    of the building (`size` tall), else above the building where the window's bottom would
    cut them (the Käserei's at 150 %, issue 32)."""
    box = pygame.Rect((0, 0), words)
    box.midtop = (round(centre[0]), round(centre[1]) + below)
    box = box.inflate(12, 4)
    if box.bottom > SCREEN.bottom - 4:
        box.midbottom = (round(centre[0]), round(centre[1]) - size // 2 + 20)  # the picture's roof starts lower
    return box


def number_disc(field: Any) -> tuple[Point, int, int]:
    """Where the board shows a field's number: the centre and radius of its paper disc (its
    border 3 more), and the number's font size; an event field's sits on a badge by its icon."""
    if field.event in ICONS:
        return (field.x + 22, field.y + 22), 13, 18
    return (field.x, field.y), FIELD_R, 20


def pile_cards(size: int) -> pygame.Rect:
    """Where the pile's card backs lie: a card a layer per five cards, each up and left."""
    box = pygame.Rect((0, 0), CARD)
    box.center = PILE
    layers = min(5, (size + 4) // 5)
    return box.union(box.move(-2 * (layers - 1), -3 * (layers - 1))) if layers else box


def field_marks(board: Any) -> list[pygame.Rect]:
    """Each field's number disc (with its border) and event icon."""
    marks = []
    for field in board:
        (x, y), radius, _ = number_disc(field)
        marks.append(pygame.Rect(x - radius - 3, y - radius - 3, 2 * radius + 6, 2 * radius + 6))
        if field.event in ICONS:
            marks.append(pygame.Rect(field.x - ICON // 2, field.y - ICON // 2, ICON, ICON))
    return marks


def hint_h() -> int:
    """A human panel's key hint box, at its bottom: its caps and labels at the text size now."""
    return seating.hint_height() + 4


def prompt_h() -> int:
    """A human panel's call to act, over its key hint: one line of its words at the text size now."""
    return max(34, fonts.font(PROMPT_SIZE, True).get_linesize() + 4)


def below_hand() -> int:
    """Where a panel's lower part starts, under the hand and the banked stack's worth (at the
    text size now; 121 at 100 %)."""
    return DEPOSIT_Y + 30 + fonts.font(18).get_linesize() + 4


def idle_h(idle: str) -> int:
    """The height of a human panel's lower part: the call to act over one row of keys, or the
    idle words (`idle`, wrapped to the panel's width) in their place."""
    lines = len(widgets.lines_of(idle, PANEL_W - 8 - 12, fonts.FLOOR))
    return max(prompt_h() + 4 + hint_h(), lines * fonts.font(fonts.FLOOR).get_linesize() + 8)


def human_panel_h(idle: str) -> int:
    """A human panel's height: its hand over its lower part (`idle_h`); HUMAN_PANEL_H at least."""
    return max(HUMAN_PANEL_H, below_hand() + idle_h(idle) + 4)


class Seating(NamedTuple):
    """How the seat panels stand: from `top` (under the phase line where it needs the room),
    the seats of the `left` and of the `right` column, each top to bottom; `crowded`: the
    bots' panels compact and the people's as tall as their columns allow; `tags`: every band
    marks its seat's field with a tag, as the board does, where a name would be cut beside
    "Field 20" (a larger text size)."""
    top: int
    left: tuple[int, ...]
    right: tuple[int, ...]
    crowded: bool
    tags: bool


class StafetteTable(TableScene):
    caption_place = pygame.Rect(672, 652, 244, 64)  # the meadow right of the Käserei, under fields 18 and 19
    regions = {"shout": SHOUT_REGION}

    def __init__(self, app: Any, session: TableSession, host: Any = None) -> None:
        super().__init__(app, session, host)
        self.board = session.data.board
        self.dice_faces = session.data.dice
        self.windows = rules.timed(session.data, session.config.options)  # the shout windows this table plays with
        self.kettles = Kettles(session.players, [(f.x, f.y) for f in self.board])
        # where each kettle is in the story the events tell so far (the state may be further on)
        self.spots: list[int] = list(session.public_view().positions)
        self.pulses: list[tuple[int, float]] = []  # (field, start) rings on event fields
        self.tray = DiceTray(TRAY)
        self.settled_at: float | None = None  # when the last throw came to rest
        self.last_roll: rules.Rolled | None = None
        self.throws = 0
        self.controls = Controls(self)
        self._seating: tuple[tuple, Seating] | None = None  # by language, text look and names
        self.closed_at: dict[str, float] = {}  # a shout window's kind -> the scene time it last closed


    # ------------------------------------------------------------------ events

    def describe(self, event: Any) -> tuple[str, int | None] | None:
        """A public event's line (LOG), its seats named; the line is its first WHOSE seat's."""
        kind = type(event).__name__
        key = LOG.get(kind) or LOG.get(f"{kind}/{getattr(event, 'why', getattr(event, 'how', ''))}")
        if key is None:
            return None
        params = {field: self.seat_name(value) if field in SEATS else value for field, value in vars(event).items()}
        params["name"] = params.get("seat")
        if isinstance(event, rules.Rolled):
            params["die"] = self.app.text(f"stafette.die.{event.die}")
        whose = next(getattr(event, field) for field in WHOSE if hasattr(event, field))
        return self.app.text(f"stafette.log.{key}", **params), whose

    def _on_Rolled(self, event: rules.Rolled) -> None:
        self.throws += 1
        self.tray.throw([(event.die, event.value)], seed=self.session.seed * 1000 + self.throws)
        self.settled_at = None
        self.last_roll = event
        self.spots[event.seat] = event.target
        self.app.sound.play("dice_roll")
        self.cues.add(self.clock + 0.3, "dice_hit")
        self.move(event.seat, list(range(event.start, event.target + 1)), HOP, "hop", "kettle_hop")

    def _on_KettleMoved(self, event: rules.KettleMoved) -> None:
        self.spots[event.seat] = event.end
        if event.how == "dog":
            self.move(event.seat, list(range(event.start, event.end - 1, -1)), HOP, "hop", "dog_bark",
                      ("stafette_table.banner.dog", event.start))
        elif event.how == "cable_car":
            self.move(event.seat, [event.start, event.end], GLIDE, "glide", "cable_car",
                      ("stafette_table.banner.cable_car", event.start))
        elif event.how != "die":  # a die's move was queued on the throw, to run while the swap window is open
            self.move(event.seat, [event.start, event.end], FLY, "fly", "kettle_hop")

    def _on_Swapped(self, event: rules.Swapped) -> None:
        self.shout(event.shouter, "stafette.shout.swap", "tausch")
        sizes = self.session.public_view().hand_sizes  # after the swap
        self.trade(event.mover, event.shouter, sizes[event.shouter], sizes[event.mover], self.clock)

    def _on_JostleOpened(self, event: rules.JostleOpened) -> None:
        self.cues.add(self.kettles.arrival(event.mover, self.clock), "tick", event.field)

    def _on_WindowClosed(self, event: rules.WindowClosed) -> None:
        self.closed_at[event.kind] = self.time

    def refuse(self, seat: int, refusal: RuleError) -> None:
        """A refused press, told as the controls say (a shout just after its window: too late)."""
        super().refuse(seat, self.controls.told(refusal, self.closed_at, self.time))

    def _on_PickOpened(self, event: rules.PickOpened) -> None:
        self.app.sound.play("tick")

    def _on_JostleShouted(self, event: rules.JostleShouted) -> None:
        self.shout(event.seat, "stafette.shout.jostle", "rempeln")

    def _on_Jostled(self, event: rules.Jostled) -> None:
        at = self.kettles.arrival(event.mover, self.clock)
        self.trade(event.mover, event.other, 1, 1, at)
        self.cues.add(at, "card_slide")

    def _on_IbexPulled(self, event: rules.IbexPulled) -> None:
        at = self.field_event(event.seat, "ibex", "stafette_table.banner.ibex")
        self.fly_cards(self.hand_spot(event.seat), PILE, 1, at)

    def _on_BullPassed(self, event: rules.BullPassed) -> None:
        at = self.field_event(event.seat, "bull", "stafette_table.banner.bull")
        for seat in range(self.session.players):
            self.fly_cards(self.hand_spot(seat), self.hand_spot((seat + 1) % self.session.players), 2, at)

    def _on_Drew(self, event: rules.Drew) -> None:
        at = self.kettles.arrival(event.seat, self.clock)
        if event.why == "cow":
            self.field_event(event.seat, "cow_moo", "stafette_table.banner.cow", draw=event.count)
        elif event.why == "restart":
            words = self.app.text("stafette_table.restart", player=self.seat_name(event.seat))
            self.toast(event.seat, words, 2.2 + at - self.clock, WOOD_DARK)
        self.fly_cards(PILE, self.hand_spot(event.seat), event.count, at, stagger=0.08)
        if event.count:
            self.cues.add(at, "card_slide")

    def _on_Deposited(self, event: rules.Deposited) -> None:
        at = self.field_event(event.seat, "point", "stafette_table.banner.cheese", count=event.count)
        self.fly_cards(self.hand_spot(event.seat), self.deposit_spot(event.seat), event.count, at, stagger=0.08)

    def _on_GameOver(self, event: rules.GameOver) -> None:
        names = ", ".join(self.seat_name(seat) for seat in event.winners)
        key = "stafette_table.winner" if len(event.winners) == 1 else "stafette_table.winners"
        self.banner("shout", self.app.text(key, players=names), 3.0, seat_colour(event.winners[0]), 40)

    # -- the pieces the handlers use

    def move(self, seat: int, fields: list[int], leg: float, style: str, sound: str,
             banner: tuple[str, int] | None = None) -> None:
        """Queue a kettle's move with its sound (a hop's at every field), and the banner and
        pulse of the event field it leaves (key, field)."""
        start = self.kettles.queue(seat, fields, leg, style, self.clock)
        if start is None:
            return
        self.cues.add(start, sound, banner[1] if banner else None)
        if sound == "kettle_hop" and style == "hop":
            for step in range(1, len(fields) - 1):
                self.cues.add(start + leg * step, "kettle_hop")
        if banner is not None:
            self.event_banner(start, banner[0], banner[1], back=self.board[banner[1]].back)

    def field_event(self, seat: int, sound: str, key: str, **params: object) -> float:
        """The sound, pulse and banner of the event on the field the seat's kettle is heading
        to, once it is there; returns when that is."""
        at, spot = self.kettles.arrival(seat, self.clock), self.spots[seat]
        self.cues.add(at, sound, spot)
        self.event_banner(at, key, spot, **params)
        return at

    def shout(self, seat: int, key: str, sound: str) -> None:
        self.app.sound.play(sound)
        self.banner("shout", self.app.text("kit.labelled", label=self.seat_name(seat), value=self.app.text(key)), 1.3, seat_colour(seat), 40)

    def event_banner(self, at: float, key: str, spot: int, **params: object) -> None:
        """A field's event named above the field, kept on the board and off the shout corner."""
        words = self.app.text(key, **params)
        place = pygame.Rect(0, 0, min(BOARD.width, fonts.font(28, True).size(words)[0] + 48), 48)
        place.center = (self.board[spot].x, self.board[spot].y - 52)
        if place.colliderect(SHOUT_REGION):
            place.left = SHOUT_REGION.right + 4
        view = self.session.public_view()
        pile = self.pile_box(view).union(self.pile_box_under(view))  # the same place in every language
        if place.colliderect(pile):  # off the pile's count: under it (an ibex field beside the rock) or above
            if place.centery > pile.centery:
                place.top = pile.bottom + 4
            else:
                place.bottom = pile.top - 4
        self.banner("field", words, 1.6, WOOD_DARK, 28, delay=max(0.0, at - self.clock), place=place.clamp(BOARD))

    def trade(self, one: int, other: int, given: int, taken: int, at: float) -> None:
        """Cards fly both ways between two hands: `given` from one to other, `taken` back."""
        self.fly_cards(self.hand_spot(one), self.hand_spot(other), given, at)
        self.fly_cards(self.hand_spot(other), self.hand_spot(one), taken, at)

    def fly_cards(self, start: Point, end: Point, count: int, at: float, stagger: float = 0.05) -> None:
        back = self.app.art.card_back("milk", SMALL_CARD)
        for index in range(min(count, 6)):
            self.fly(back, start, end, delay=max(0.0, at - self.clock) + index * stagger, duration=CARD_FLIGHT,
                     spin=20, ease=tween.ease_in_out)

    # ------------------------------------------------------------------ time

    def cued(self, cue: tween.Cue) -> None:
        super().cued(cue)
        if cue.place is not None:
            self.pulses.append((cue.place, cue.at))

    def settle(self) -> None:
        """Reduced motion: the kettles stand on their fields and a thrown die lies still on its
        face at once (their sounds, banners and cards with them)."""
        for queue in self.kettles.runs.values():
            queue.clear()
        if self.tray.dice and not self.tray.settled:
            self.tray.rest()
        super().settle()

    def animate(self, dt: float) -> None:
        super().animate(dt)
        self.tray.step(dt)
        self.pulses = [(spot, at) for spot, at in self.pulses if self.clock - at < PULSE]
        self.kettles.prune(self.clock)
        if self.tray.dice and self.tray.settled:
            if self.settled_at is None:
                self.settled_at = self.clock
            elif self.session.public_view().phase == "roll" and self.clock - self.settled_at > TRAY_CLEAR:
                self.tray.throw([], seed=0)  # the die goes back to its cup for the next choice

    # ------------------------------------------------------------------ places

    @once_a_frame
    def seating(self) -> Seating:
        """How the seat panels stand (`Seating`): clockwise, up the left edge from seat 0 at the
        bottom, then down the right. Where a column of those panels is taller than the screen,
        or holds two people whose call to act would be cut where their keys take two rows (two
        people side by side at a larger text size), the ring turns so that the people sit in
        different columns (`ring_turn`), the bots stand compact and each person's panel takes
        its column's room: its call to act and a key hint of three rows under its hand.
        Asked for every panel, hint and prompt of a frame: worked out once a frame (its key
        names every seat)."""
        key = (self.app.settings.language, fonts.look(), tuple(map(self.seat_name, range(self.session.players))))
        if self._seating is None or self._seating[0] != key:
            top = self.phase_line_room()
            plain = self.turned(0)
            taller = any(sum(map(self.full_height, column)) + (len(column) + 1) * PANEL_MARGIN > SCREEN.height - top
                         for column in plain)
            shared = any(len(self.session.humans.keys() & set(column)) > 1 for column in plain)
            crowded = taller or shared and self.calls_cut_in_band()
            self._seating = (key, Seating(top, *(self.turned(self.ring_turn()) if crowded else plain), crowded,
                                          self.names_need_tags()))
        return self._seating[1]

    def calls_cut_in_band(self) -> bool:
        """Whether a call to act would be cut in the name's band, where two rows of keys cover
        its own place (its countdown in the band's corner): at a larger text size."""
        face = fonts.font(fonts.FLOOR, True)
        return any(face.size(self.app.text(f"stafette_table.prompt.{call}"))[0] > PANEL_W - 40 - 12 - corner
                   for call, corner in (("roll", 12), ("swap", 48), ("jostle", 48), ("pick", 48)))

    def names_need_tags(self) -> bool:
        """Whether a seat's name would be cut beside its field's words in its band."""
        words = fonts.font(18, True).size(self.app.text("stafette_table.field", field=len(self.board) - 1))[0]
        room = PANEL_W - 12 - words - 12 - 40
        return any(fonts.font(fonts.FLOOR, True).size(self.seat_name(seat))[0] > room
                   for seat in range(self.session.players))

    def turned(self, turn: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The left column's seats and the right column's, top to bottom, with the ring turned
        by `turn` seats: seat `turn` at the bottom left."""
        players = self.session.players
        ring = [(turn + index) % players for index in range(players)]
        left = (players + 1) // 2
        return tuple(reversed(ring[:left])), tuple(ring[left:])

    def ring_turn(self) -> int:
        """How far the ring turns where it is crowded: the people split between the columns as
        evenly as the seats allow, the first person (kb1's, at the keyboard's left) in the left
        column, turned as little as that leaves (two people at seats 0 and 1 of six: the
        first at the top of the left column, the second at the top of the right)."""
        players, humans = self.session.players, sorted(self.session.humans)

        def worse(turn: int) -> tuple[int, bool, int]:
            left = set(self.turned(turn)[0])
            inside = [seat in left for seat in humans]
            return abs(2 * sum(inside) - len(inside)), not all(inside[:1]), min(turn, players - turn)
        return min(range(players), key=worse)

    def column(self, seat: int) -> tuple[int, ...]:
        """The seats of `seat`'s column, top to bottom."""
        seating = self.seating()
        return seating.left if seat in seating.left else seating.right

    def full_height(self, seat: int) -> int:
        """A seat's panel where the table is not crowded: a bot's, or a human's as its words ask."""
        return human_panel_h(self.idle_words(seat)) if seat in self.session.humans else BOT_PANEL_H

    def idle_words(self, seat: int) -> str:
        """What a human seat's key hint says while none of its keys does anything."""
        return self.buttons(seat).idle or self.app.text("stafette_table.keys_idle")

    def panel_height(self, seat: int) -> int:
        seating = self.seating()
        if not seating.crowded:
            return self.full_height(seat)
        if seat not in self.session.humans:
            return COMPACT_BOT_H
        seats = self.column(seat)
        people = [other for other in seats if other in self.session.humans]
        bots = COMPACT_BOT_H * (len(seats) - len(people))
        return (SCREEN.height - seating.top - bots - (len(seats) + 1) * PANEL_MARGIN) // len(people)

    def status_words(self, phase: str, turn: int, number: int) -> str:
        words = self.app.text(f"stafette.phase.{phase}", player=self.seat_name(turn))
        return f"{self.app.text('stafette_table.turn', turn=number)} · {words}"

    def phase_line_box(self) -> pygame.Rect:
        """The phase line's box at the top, as wide as its longest words."""
        face = fonts.font(STATUS_SIZE, True)
        widest = max(face.size(self.status_words(phase, seat, 99))[0] for phase in PHASES
                     for seat in range(self.session.players))
        box = pygame.Rect(0, 0, widest + STATUS_PAD, face.get_linesize() + 10)
        box.midtop = (SCREEN.centerx, 0)
        return box

    def phase_line_room(self) -> int:
        """Where the seat columns start: at the top, or under the phase line when its longest
        words (a larger text size) are wider than the board between the columns."""
        box = self.phase_line_box()
        return 0 if box.width <= BOARD.width else box.height + 6 + 4

    def reserved(self) -> list[pygame.Rect]:
        """The kit's, and the phase line (a person's panel at the top of a crowded table put
        its toast over it)."""
        return super().reserved() + [self.phase_line_box()]

    def log_beside(self) -> bool:
        """Whether the right column leaves room for the log under its panels."""
        seats = self.seating().right
        room = SCREEN.height - self.seating().top - sum(map(self.panel_height, seats))
        return room >= LOG_H + LOG_GAP * (len(seats) + 2)

    @property
    def log_region(self) -> pygame.Rect:
        if self.log_beside():
            return pygame.Rect(SCREEN.right - PANEL_MARGIN - PANEL_W, SCREEN.bottom - PANEL_MARGIN - LOG_H,
                               PANEL_W, LOG_H)
        return CORNER_LOG

    @once_a_frame
    def panel_rect(self, seat: int) -> pygame.Rect:
        seats = self.column(seat)
        heights = [self.panel_height(other) for other in seats]
        right = seats == self.seating().right
        top = self.seating().top
        room = SCREEN.height - top - sum(heights) - (LOG_H + PANEL_MARGIN if right and self.log_beside() else 0)
        gap = max(0.0, room / (len(seats) + 1))
        row = seats.index(seat)
        x = PANEL_MARGIN if not right else SCREEN.right - PANEL_MARGIN - PANEL_W
        return pygame.Rect(x, round(top + gap + sum(heights[:row]) + row * gap), PANEL_W, heights[row])

    def compact(self, seat: int) -> bool:
        """Whether the seat's panel is a bot's compact one (a crowded table): its band and a
        row of small card backs, no level."""
        return seat not in self.session.humans and self.seating().crowded

    def hand_spot(self, seat: int) -> Point:
        return self.panel_rect(seat).move(100, 80).topleft

    def deposit_spot(self, seat: int) -> Point:
        """The middle of the seat's banked stack, in the column right of its hand."""
        return self.panel_rect(seat).move(12 + HAND_W + (PANEL_W - 16 - HAND_W) // 2, DEPOSIT_Y).topleft

    @once_a_frame
    def hint_rect(self, seat: int) -> pygame.Rect | None:
        """A human's keys under its call to act: one row at the bottom of its panel; where
        their words ask for more rows (the mover naming players, with the look on alt) the
        rows stand under the call while the panel has their room (a crowded table's people),
        else over the call at the panel's bottom. None for a phone's seat (its phone shows them)."""
        if seat not in self.session.humans or self.phones.holds(seat):
            return None
        rect = self.panel_rect(seat)
        names = self.app.input.key_labels(self.session.humans[seat])
        labels = self.key_labels(seat)
        if not labels:  # the idle words, in the place of the call to act too
            height = idle_h(self.idle_words(seat)) if self.seating().crowded else rect.height - below_hand() - 4
            return pygame.Rect(rect.x + 4, rect.y + below_hand(), rect.width - 8, height)
        rows = len(seating.key_hint_rows(names, labels, rect.width - 16))
        height = hint_h() + (rows - 1) * (seating.hint_height() + 2)
        top = min(self.prompt_band(seat, False).bottom + 4, rect.bottom - 4 - height)
        return pygame.Rect(rect.x + 4, top, rect.width - 8, height)

    # ------------------------------------------------------------------ drawing

    def final_picture(self, surface: Canvas, rect: pygame.Rect) -> None:
        """The results' picture: the board with every seat's cart where the race ended."""
        from game.kit.final_picture import shrunk
        shrunk(self, surface, rect, BOARD)

    def draw_table(self, surface: Canvas) -> None:
        view = self.session.public_view()
        surface.blit(self.backdrop(), (0, 0))
        for spot, at in self.pulses:
            age = self.clock - at
            if age >= 0:
                centre = (self.board[spot].x, self.board[spot].y)
                if self.still:  # the field's ring stands while the pulse would spread
                    draw.circle(surface, GOLD, centre, FIELD_R + 10, 5)
                else:
                    draw.circle(surface, GOLD, centre, int(FIELD_R + 8 + age * 40), max(1, int(6 * (1 - age / PULSE))))
        if view.phase in ("jostle", "pick"):
            field = self.board[view.positions[view.turn]]
            radius = FIELD_R + 10 + round(8 * self.beat(1.0))
            draw.circle(surface, ALERT, (field.x, field.y), radius, 5)
        self.draw_pile(surface, view)
        self.draw_tray(surface, view)
        self.draw_kettles(surface, view)
        self.draw_status(surface, view)
        for seat in range(view.players):
            self.draw_panel(surface, seat)
        self.anims.draw(surface)

    def build_backdrop(self) -> Canvas:
        """Background, path, fields, hut, Käserei and the rock."""
        art = self.app.art
        board = art.board_background(SCREEN.size).copy()
        points = [(f.x, f.y) for f in self.board]
        draw.lines(board, WOOD_DARK, False, points, 26)
        draw.lines(board, (214, 186, 140), False, points, 20)
        for point in points:
            draw.circle(board, (214, 186, 140), point, 10)
        cable = next((f for f in self.board if f.event == "cable_car"), None)
        if cable is not None:
            end = (self.board[-1].x + 30, self.board[-1].y - 30)
            draw.line(board, INK_SOFT, (cable.x, cable.y - 30), end, 2)
        for name, (centre, size, image, box) in self.buildings().items():
            building = art.building(name, (size, size))
            board.blit(building, building.get_rect(center=centre))
            draw.rect(board, PAPER, box, border_radius=6)
            board.blit(image, image.get_rect(center=box.center))
        rock = pygame.Rect(0, 0, 170, 70)
        rock.center = (PILE[0], PILE[1] + 40)
        draw.ellipse(board, (110, 110, 104), rock.move(0, 6))
        draw.ellipse(board, (154, 154, 148), rock)
        draw.ellipse(board, (178, 178, 170), rock.inflate(-60, -36).move(-20, -10))
        tray = pygame.Rect(TRAY)
        draw.rect(board, WOOD_DARK, tray.inflate(16, 16).move(3, 4), border_radius=12)
        draw.rect(board, WOOD, tray.inflate(16, 16), border_radius=12)
        draw.rect(board, (47, 93, 58), tray, border_radius=6)
        for centre in CUPS.values():
            cup = pygame.Rect(0, 0, CUP, CUP)
            cup.center = centre
            draw.rect(board, WOOD_DARK, cup, border_radius=10)
            draw.rect(board, WOOD_LIGHT, cup.inflate(-6, -6), border_radius=8)
        for field in self.board:
            if field.event in ICONS:
                icon = art.field_icon(ICONS[field.event], (ICON, ICON))
                board.blit(icon, icon.get_rect(center=(field.x, field.y)))
            centre, radius, size = number_disc(field)
            draw.circle(board, WOOD_DARK, centre, radius + 3)
            draw.circle(board, GOLD if field.event == "cheese" else PAPER, centre, radius)
            number = self.label(str(field.index), size, INK, True)
            board.blit(number, number.get_rect(center=centre))
        return board

    def buildings(self) -> dict[str, tuple[Point, int, Canvas, pygame.Rect]]:
        """The hut and the Käserei: each one's centre, size, its name's words and their box."""
        places = {}
        for name, centre, size, key, below in (("hut", HUT, 96, "start", 50), ("kaeserei", KAESEREI, 110, "cheese", 54)):
            image = self.label(self.app.text(f"stafette.field.{key}"), 18, INK, True)
            places[name] = (centre, size, image, building_label_box(image.get_size(), centre, below, size))
        return places

    def draw_pile(self, surface: Canvas, obs: rules.Observation) -> None:
        back = self.app.art.card_back("milk", CARD)
        for layer in range(min(5, (obs.pile_size + 4) // 5)):  # as `pile_cards` says
            surface.blit(back, back.get_rect(center=(PILE[0] - layer * 2, PILE[1] - layer * 3)))
        lines = self.pile_lines(obs)
        box = self.pile_box(obs)
        draw.rect(surface, WOOD_DARK, box, border_radius=8)
        y = box.y + 2
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()

    def pile_lines(self, obs: rules.Observation) -> list[Canvas]:
        """The pile's count, and how many cards are out of play when any are."""
        lines = [self.label(self.app.text("stafette_table.pile", count=obs.pile_size), 18, TEXT, True)]
        if obs.removed_count:
            lines.append(self.label(self.app.text("stafette_table.removed", count=obs.removed_count), 18, PAPER_SHADE))
        return lines

    def pile_box(self, obs: rules.Observation) -> pygame.Rect:
        """The box of the pile's words, under the pile (the ibex fields' banners keep off it),
        on the board: "10 aus dem Spiel" at 150 % reached into the left column's key hints,
        covered field 8's number, then (raised) the pile's card backs and (moved left) field
        9's cow (issue 32). So it takes the first clear place of: under the pile, beside it
        on the right, above it, each slid sideways; clear of the pile's cards, every field's
        number and icon and the hut. None clear: right under the pile."""
        under = self.pile_box_under(obs)
        cards = pile_cards(obs.pile_size)
        keep_off = [cards, *field_marks(self.board), pygame.Rect(0, 0, 96, 96 + 44).move(HUT[0] - 48, HUT[1] - 48)]
        for edge, at in (("top", cards.bottom + 2), ("left", cards.right + 4), ("bottom", cards.top - 2)):
            for slide in range(0, 200, 8):
                for sign in (1, -1) if slide else (1,):
                    box = under.copy()
                    setattr(box, edge, at)
                    if edge == "left":
                        box.bottom = cards.bottom + slide * sign // 4
                    else:
                        box.centerx = PILE[0] + sign * slide
                    if BOARD.contains(box) and box.collidelist(keep_off) < 0:
                        return box
        return under

    def pile_box_under(self, obs: rules.Observation) -> pygame.Rect:
        """The box of the pile's words right under the pile, kept on the board."""
        lines = self.pile_lines(obs)
        box = pygame.Rect(0, 0, max(line.get_width() for line in lines) + 14, sum(line.get_height() for line in lines) + 4)
        box.midtop = (PILE[0], PILE[1] + 42)
        box.left = max(box.left, BOARD.left)
        return box

    def kettle_places(self, view: rules.Observation) -> dict[int, tuple[Point, float, str | None]]:
        """Where each kettle is drawn now (kettles.py); with reduced motion it stands at once
        on the field the story sends it to (its run skipped), ahead of the rules' position."""
        return self.kettles.places(tuple(self.spots) if self.still else view.positions, self.clock)

    def draw_kettles(self, surface: Canvas, view: rules.Observation) -> None:
        places = self.kettle_places(view)
        for seat in sorted(places, key=lambda seat: (places[seat][1] > 0, places[seat][0][1])):
            (x, y), lift, carrier = places[seat]
            if carrier is not None:  # the cable car above, the dog behind
                icon = self.app.art.field_icon(carrier, (44, 44) if carrier == "cablecar" else (34, 34))
                surface.blit(icon, icon.get_rect(center=(x, y - 38) if carrier == "cablecar" else (x + 30, y + 4)))
            draw.ellipse(surface, (52, 74, 40), pygame.Rect(x - 15, y + 12, 30, 9))
            kettle = self.app.art.kettle(seat, (KETTLE, KETTLE))
            surface.blit(kettle, kettle.get_rect(center=(round(x), round(y - lift))))
            if seat == view.turn and lift == 0:
                draw.polygon(surface, GOLD, [(x - 8, y - 34), (x + 8, y - 34), (x, y - 24)])
            if seat in view.jostle_shouted:
                bang = self.label("!", 22, INK, True)  # on a paper disc: it reads on any kettle and the meadow
                draw.circle(surface, PAPER, (x + 16, y - 26), 13)
                draw.circle(surface, ALERT, (x + 16, y - 26), 13, 2)
                surface.blit(bang, bang.get_rect(center=(x + 16, y - 26)))

    def draw_tray(self, surface: Canvas, obs: rules.Observation) -> None:
        """The dice and what they show (the tray and the cups are the backdrop's)."""
        roll = self.last_roll
        in_tray = set()
        for die in self.tray.dice:
            in_tray.add(die.colour)
            face = die.shown_face(self.dice_faces[die.colour])
            image = self.app.art.die_face(die.colour, face, (int(DIE_SIZE), int(DIE_SIZE)))
            image = canvas.rotate(image, -math.degrees(die.body.angle))
            surface.blit(image, image.get_rect(center=(round(die.body.position.x), round(die.body.position.y))))
        if roll is not None and self.tray.settled and self.tray.dice and obs.phase != "over":
            self.draw_rolled(surface, roll)  # over the die: a die at the top still lets it read; gone with the
            # race (the results' picture of the board would keep it as small print under the die)
        for colour, (cx, cy) in CUPS.items():
            if colour not in in_tray:
                image = self.app.art.die_face(colour, max(self.dice_faces[colour]), (42, 42))
                surface.blit(image, image.get_rect(center=(cx, cy)))
            place, bold = self.cup_label(colour)
            tag = self.label(self.faces(colour), 18, TEXT if obs.phase == "roll" else PAPER_SHADE, bold)
            draw.rect(surface, WOOD_DARK, place, border_radius=6)  # the meadow under it is light
            surface.blit(tag, tag.get_rect(center=place.center))

    def faces(self, colour: str) -> str:
        """A die's faces as its cup names them: "1 2 3 4"."""
        return " ".join(str(v) for v in sorted(set(self.dice_faces[colour])))

    def cup_label(self, colour: str) -> tuple[pygame.Rect, bool]:
        """The box of the die's face numbers right of its cup, and whether they are bold: bold
        while that fits the board beside the cup, else regular (a larger text size), never
        under the right column's panels."""
        cx, cy = CUPS[colour]
        for bold in (True, False):
            place = pygame.Rect((0, 0), fonts.font(18, bold).size(self.faces(colour))).inflate(10, 2)
            place.midleft = (cx + CUP_LABEL - 5, cy)
            if place.right <= BOARD.right - 4:
                break
        return place, bold

    def draw_rolled(self, surface: Canvas, roll: rules.Rolled) -> None:
        """Who threw which die and what it shows, on one line at the top of the tray; where that
        is wider than the tray (German, a larger text size) the die's name is left to the die
        itself, black or white in the tray: "Player 1: 4"."""
        x, y, w, _ = TRAY
        player = self.seat_name(roll.seat)
        words = self.app.text("stafette_table.rolled", value=roll.value, player=player,
                              die=self.app.text(f"stafette_table.key.{roll.die}"))
        if fonts.font(18, True).size(words)[0] > w - 12:
            words = self.app.text("stafette_table.rolled_short", value=roll.value, player=player)
        widgets.fitted_lines(surface, words, pygame.Rect(x + 6, y + 2, w - 12, fonts.font(18, True).get_linesize() + 4),
                             18, TEXT, True, max_lines=1)

    def draw_status(self, surface: Canvas, view: rules.Observation) -> None:
        image = self.label(self.status_words(view.phase, view.turn, view.turn_number), STATUS_SIZE, INK, True)
        box = image.get_rect(midtop=(SCREEN.centerx, 6)).inflate(STATUS_PAD, 10)
        widgets.panel(surface, box, radius=10)
        surface.blit(image, image.get_rect(center=(box.centerx + 12, box.centery)))
        draw_seat_symbol(surface, view.turn, (box.left + 20, box.centery), 9)
        if view.deadline is not None:
            share = min(1.0, max(0.0, view.deadline - self.session.clock) / self.window(view.phase))
            bar = pygame.Rect(box.left + 10, box.bottom - 6, int((box.width - 20) * share), 4)
            draw.rect(surface, ALERT, bar)

    def window(self, phase: str) -> float:
        """The seconds of the window `phase` names (swap, jostle, pick)."""
        return getattr(self.windows, f"{phase}_window")

    def draw_panel(self, surface: Canvas, seat: int) -> None:
        view = self.session.view(seat)
        rect = self.panel_rect(seat)
        draw_seat_frame(surface, rect, seat, BAND, glow=seat == view.turn and view.phase != "over")
        human = seat in self.session.humans
        hint = self.hint_rect(seat)
        tall = (hint is not None and bool(self.key_labels(seat))  # two rows of keys cover the call
                and hint.colliderect(self.prompt_band(seat, False)))
        call = self.controls.call(seat) if human or view.deadline is not None else None
        ring = call in ("swap", "jostle", "pick") and view.deadline is not None
        right = rect.right - 12
        compact = self.compact(seat)
        cornered = ring and (tall or compact or not self.seconds_fit_ring()
                             or (human and not self.prompt_beside_ring(call)))
        called = tall and call is not None  # two rows of keys: the call to act takes the name's place
        name = self.app.text(f"stafette_table.prompt.{call}") if called else self.seat_name(seat)
        if cornered:  # the countdown takes the band's corner, the field stays beside it
            chip, tenths = self.countdown_chip(seat, name)
            self.draw_countdown_chip(surface, chip, tenths, view.deadline, self.window(view.phase))
            right = chip.left - 4
        where = self.label(self.app.text("stafette_table.field", field=view.positions[seat]), 18,
                           ink_on(seat_colour(seat)), True)
        beside = right - where.get_width() - 12 - rect.x - 40  # the room the field leaves
        if not self.seating().tags and fonts.font(fonts.FLOOR, True).size(name)[0] <= beside:
            surface.blit(where, where.get_rect(midright=(right, rect.y + BAND // 2 + 1)))
            right -= where.get_width()
        elif not called:  # else the call has the band (the kettle shows the field)
            tag = self.field_tag(view.positions[seat], (right, rect.y + BAND // 2 + 2))
            if not cornered or fonts.font(fonts.FLOOR, True).size(name)[0] <= tag.left - 12 - rect.x - 40:
                right = self.draw_field_tag(surface, view.positions[seat], tag)  # beside the chip: not over the name
        widgets.fitted(surface, name, (rect.x + 40, rect.y + BAND // 2 + 1), right - 12 - rect.x - 40, 20,
                       ink_on(seat_colour(seat)), True,
                       anchor="midleft", name=not called)
        self.draw_hand(surface, seat, view, rect)
        self.draw_deposit(surface, seat, view, rect)
        if not human and not compact:
            level = self.session.config.seats[seat].level.partition(":")[0]  # adaptive:1.20
            role = self.label(self.app.text(f"stafette_table.level.{level}"), 18, INK_SOFT)
            surface.blit(role, (rect.x + 14, rect.y + 134))
        if ring and not cornered:  # beside a human's call to act, or in a bot's panel under its hand
            band = self.prompt_band(seat, ring=True)
            centre = (band.right + 6 + RING, band.centery) if human else (rect.right - 42, rect.y + 150)
            self.draw_ring(surface, centre, view.deadline, self.window(view.phase), radius=RING)
        if human:
            if call is not None and not tall:
                self.draw_prompt(surface, call, self.prompt_band(seat, ring and not cornered))
            if hint is not None:
                self.draw_hint_box(surface, seat, hint)

    def countdown_chip(self, seat: int, name: str) -> tuple[pygame.Rect, bool]:
        """The countdown's chip in the corner of the seat's band during a shout window, wide
        enough for the window's longest seconds (they count down inside it, never over the
        field beside it), and whether it shows tenths: whole seconds where the tenths would
        leave the seat's `name` too little room."""
        rect, view = self.panel_rect(seat), self.session.view(seat)
        for tenths in (True, False):
            widest = self.countdown_words(self.window(view.phase), tenths)
            chip = pygame.Rect((0, 0), fonts.font(18, True).size(widest)).inflate(10, 4)
            chip.height = min(chip.height, BAND - 4)
            chip.midright = (rect.right - 6, rect.y + BAND // 2 + 1)
            if fonts.font(fonts.FLOOR, True).size(name)[0] <= chip.left - 4 - 12 - rect.x - 40:
                break
        return chip, tenths

    def countdown_words(self, seconds: float, tenths: bool) -> str:
        return self.seconds_words(seconds) if tenths else str(math.ceil(seconds))

    def draw_countdown_chip(self, surface: Canvas, chip: pygame.Rect, tenths: bool, deadline: float,
                            total: float) -> None:
        """The seconds left on a dark chip, a bar along its foot shrinking to the deadline (red
        in its last second): the ring's disc is too small for them at a larger text size."""
        left = max(0.0, deadline - self.session.clock)
        share = min(1.0, left / total) if total else 0.0
        draw.rect(surface, WOOD_DARK, chip, border_radius=chip.height // 2)
        bar = pygame.Rect(chip.x + chip.height // 3, chip.bottom - 4, round((chip.width - 2 * (chip.height // 3)) * share), 3)
        draw.rect(surface, ALERT if left < 1.0 else GOLD, bar)
        number = self.label(self.countdown_words(left, tenths), 18, TEXT, True)
        surface.blit(number, number.get_rect(center=(chip.centerx, chip.centery - 1)))

    def field_tag(self, field: int, midright: Point) -> pygame.Rect:
        """Where `draw_field_tag` draws the field's number, its right middle at `midright`."""
        tag = pygame.Rect((0, 0), fonts.font(18, True).size(str(field))).inflate(8, 0)
        tag.width = max(tag.width, tag.height)
        tag.midright = midright
        return tag

    def draw_field_tag(self, surface: Canvas, field: int, tag: pygame.Rect) -> int:
        """The field a seat stands on as the board marks it, its number on paper in a wooden
        rim (at `tag`: `field_tag`), where "Field 12" beside the name would cut the name (a
        larger text size); returns its left edge."""
        number = self.label(str(field), 18, INK, True)
        draw.rect(surface, PAPER, tag, border_radius=tag.height // 2)
        draw.rect(surface, WOOD_DARK, tag, 2, border_radius=tag.height // 2)
        surface.blit(number, number.get_rect(center=tag.center))
        return tag.left

    def draw_hand(self, surface: Canvas, seat: int, view: rules.Observation, rect: pygame.Rect) -> None:
        count = view.hand_sizes[seat]
        size = SMALL_CARD if self.compact(seat) else CARD
        if count == 0:
            words = self.label(self.app.text("stafette_table.no_cards"), 18, INK_SOFT)
            surface.blit(words, words.get_rect(midleft=(rect.x + 14, rect.y + 40 + size[1] // 2)))
            return
        visible = self.hand_visible(seat)
        step = min(size[0] + 4, (HAND_W - size[0]) / (count - 1)) if count > 1 else 0
        for index in range(count):
            image = (self.app.art.card_face(milk_id(view.hand[index]), size) if visible
                     else self.app.art.card_back("milk", size))
            surface.blit(image, (round(rect.x + 12 + index * step), rect.y + 40))

    def draw_deposit(self, surface: Canvas, seat: int, view: rules.Observation, rect: pygame.Rect) -> None:
        x, y = self.deposit_spot(seat)
        count = view.deposited_counts[seat]
        back = self.app.art.card_back("milk", SMALL_CARD)
        for layer in range(min(3, count)):
            surface.blit(back, back.get_rect(center=(x - layer * 2, y - layer * 2)))
        if not count:
            draw.rect(surface, PAPER_SHADE, back.get_rect(center=(x, y)), width=2, border_radius=4)
        else:  # how many lie there, on the stack
            draw.circle(surface, WOOD_DARK, (x - 2, y), 14)
            number = self.label(str(count), 18, TEXT, True)
            surface.blit(number, number.get_rect(center=(x - 2, y)))
        if self.hand_visible(seat) and count:
            points = self.label(self.app.text("stafette_table.points", points=sum(view.my_deposit)), 18, INK)
            surface.blit(points, points.get_rect(midtop=(x, y + 30)))

    def prompt_band(self, seat: int, ring: bool) -> pygame.Rect:
        """The call to act's band over the panel's key hint (at a crowded table under the hand,
        the keys under it); the countdown `ring` beside it."""
        rect = self.panel_rect(seat)
        width = rect.width - 16 - (2 * RING + 8 if ring else 0)
        top = rect.y + below_hand() if self.seating().crowded else rect.bottom - hint_h() - 8 - prompt_h()
        return pygame.Rect(rect.x + 8, top, width, prompt_h())

    def seconds_fit_ring(self) -> bool:
        """Whether a countdown's seconds fit inside its ring (a larger text size: else they
        count down on the chip in the band's corner)."""
        return fonts.font(18, True).size(self.seconds_words(8.8))[0] <= 2 * RING - 6

    def prompt_beside_ring(self, call: str) -> bool:
        """Whether the call's words fit their band beside the countdown ring (a larger text
        size: else the ring takes the name band's corner)."""
        words = self.app.text(f"stafette_table.prompt.{call}")
        return fonts.font(PROMPT_SIZE, True).size(words)[0] <= PANEL_W - 16 - 2 * RING - 8 - 10

    def draw_prompt(self, surface: Canvas, call: str, band: pygame.Rect) -> None:
        """The big call to act for a human seat: shout now, pick, or choose a die."""
        glow = 0.8 + 0.2 * self.beat(1.0)
        back = SEAT_COLOURS[4] if call == "roll" else ALERT
        draw.rect(surface, tuple(int(c * glow) for c in back), band, border_radius=8)
        words = self.app.text(f"stafette_table.prompt.{call}")
        widgets.fitted_lines(surface, words, band.inflate(-10, -2), PROMPT_SIZE, TEXT, True, max_lines=1)
