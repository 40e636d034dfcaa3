"""Älpler Stafette at the table: the alpine path, the kettles, the dice tray and six seats.

The screen: the path from the Maiensäss (field 0, top) down to the Käserei (field 20,
bottom) in the middle, drawn from levels/stafette/board.toml; the card pile on a rock; the
dice tray with the two dice in their cups; one panel per seat at the left and right edges
(seats go clockwise on screen: up the left side, then down the right side, so the next seat,
the player to your left, is the next panel clockwise). A bot's panel is shorter than a
human's (no prompt, no key hint); the table log stands under the right column when it has
room, else in the board's free corner left of the Käserei.

Banners: a shout and the winner show in the board's free corner between field 11 and the
Käserei ("shout"), a field's event above its field ("field"), one of each at a time; a seat
that restarts with new cards gets a toast beside its panel.

Everything is drawn from `observe(seat)` and from the running animations. Events only start
animations: a kettle's moves are queued per seat (hop field by field, the dog's chase, the
cable car, the way home), and the card flights, sounds and banners of a field's event wait
until the kettle has arrived there. A seat whose queue lags too far behind the rules snaps
to the table, so the picture never falls behind the game for long.

Dice: only the chosen die is thrown into the tray (pymunk); the other waits in its cup, so
the tray never shows a number that means nothing. The rules drew the face already; the
tumbling die settles on it (docs/DECISIONS.md "Dice"). Once it has rested a while and the
next throw is being chosen, it goes back to its cup, so both cups show the choice again.

Keys of a human seat: slot1/slot2 choose the white/black die on your turn; act shouts
"Swap!" or "Jostle!" (whichever window is open; a press just after it closed counts as a
late shout of that window, and is refused as such); as the mover of a jostle or a pick the slot
keys name the player (slot4 pages when there are more than four); alt held shows your hand
in "peek" privacy.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.input.intents import Intent
from game.titles.stafette import rules as rules
from game.kit.table import SCREEN, TableScene, TableSession
from game.ui import canvas, draw, fonts, tween, widgets
from game.ui.canvas import Canvas
from game.ui.dice import SIZE as DIE_SIZE, DiceTray
from game.ui.palette import (GOLD, INK, INK_SOFT, PAPER, PAPER_SHADE, TEXT, WOOD, WOOD_DARK,
                             WOOD_LIGHT, draw_seat_symbol, seat_colour)

Point = tuple[float, float]

# Layout on the 1280x720 screen (the fields' own positions come from the board file).
PANEL_W, PANEL_MARGIN = 288, 6
HUMAN_PANEL_H, BOT_PANEL_H = 222, 186
LOG_H = 86
SHOUT_REGION = pygame.Rect(300, 466, 262, 112)  # the board's free corner left of the Käserei
CORNER_LOG = pygame.Rect(300, 584, 172, 130)  # the log when the right column is full
CARD = (54, 81)
SMALL_CARD = (36, 54)
KETTLE = 40
KETTLE_GAP = 24  # kettles on one field stand side by side this far apart
FIELD_R = 24
ICON = 58
TRAY = (566, 318, 256, 96)
CUPS = {"white": (862, 338), "black": (862, 396)}
PILE = (405, 196)
HUT = (520, 70)
KAESEREI = (530, 640)
STATUS_Y = 6

# Motion (seconds of animation time).
HOP = 0.2  # one field of a die's or a dog's move
GLIDE = 1.2  # the cable car down to the Käserei
FLY = 0.8  # a kettle carried back to the start
CARD_FLIGHT = 0.55
MAX_LAG = 3.0  # a seat's animations further behind the rules than this snap to the table
TRAY_CLEAR = 2.5  # a settled die stays in the tray this long, then goes back to its cup

ICONS = {"cable_car": "cablecar", "dog": "dog", "cow": "cow", "ibex": "ibex", "bull": "bull"}


@dataclass
class Run:
    """One queued kettle move through `fields`, `leg` seconds per field.
    style: "hop" (a small jump per field), "glide" (the cable car) or "fly" (home/restart)."""

    seat: int
    fields: list[int]
    start: float
    leg: float
    style: str

    @property
    def end(self) -> float:
        return self.start + self.leg * (len(self.fields) - 1)


class StafetteTable(TableScene):
    regions = {"shout": SHOUT_REGION}

    def __init__(self, app: Any, session: TableSession, attract: bool = False) -> None:
        super().__init__(app, session, attract)
        self.board = rules.settings().board
        self.dice_faces = rules.settings().dice
        self.runs: dict[int, list[Run]] = {seat: [] for seat in range(session.players)}
        # where each kettle is in the story the events tell so far (the state may be further on)
        self.spots: list[int] = list(session.view(0).positions)
        self.pulses: list[tuple[int, float]] = []  # (field, start) rings on event fields
        self.tray = DiceTray(TRAY)
        self.settled_at: float | None = None  # when the last throw came to rest
        self.last_roll: rules.Rolled | None = None
        self.throws = 0
        self.pages: dict[int, int] = {}  # a mover's page of jostle/pick targets
        self.window = "swap"  # the kind of the last shout window opened

    # ------------------------------------------------------------------ input

    def targets(self, seat: int, obs: rules.Observation) -> tuple[int, ...]:
        """Whom `seat` may name with its slot keys now (the mover of a jostle or a pick)."""
        if seat != obs.turn:
            return ()
        if obs.phase == "jostle":
            return obs.occupants
        if obs.phase == "pick":
            return obs.candidates
        return ()

    def slot_targets(self, seat: int, targets: tuple[int, ...]) -> dict[str, int | None]:
        """slot -> target seat on the current page; None marks slot4 as "more" (over 4 targets)."""
        if len(targets) <= 4:
            return {f"slot{i + 1}": target for i, target in enumerate(targets)}
        pages = [targets[i:i + 3] for i in range(0, len(targets), 3)]
        page = pages[self.pages.get(seat, 0) % len(pages)]
        slots: dict[str, int | None] = {f"slot{i + 1}": target for i, target in enumerate(page)}
        slots["slot4"] = None
        return slots

    def seat_action(self, seat: int, intent: Intent) -> Any | None:
        obs = self.session.view(seat)
        button = intent.button
        targets = self.targets(seat, obs)
        if targets and button.startswith("slot"):
            slots = self.slot_targets(seat, targets)
            if button not in slots:
                return None
            target = slots[button]
            if target is None:
                self.pages[seat] = self.pages.get(seat, 0) + 1
                self.app.sound.play("ui_move")
                return None
            return rules.Jostle(seat, target) if obs.phase == "jostle" else rules.Pick(seat, target)
        if button in ("slot1", "slot2"):
            return rules.Roll(seat, "white" if button == "slot1" else "black")
        if button != "act":
            return None
        if seat == obs.turn and obs.phase == "jostle" and len(obs.occupants) == 1:
            return rules.Jostle(seat, obs.occupants[0])
        if targets:
            self.toast(seat, self.app.text("stafette_table.name_with_slots"))
            return None
        if obs.phase == "jostle" or obs.phase != "swap" and self.window == "jostle":
            return rules.Jostle(seat, obs.turn)  # in the window, or a late shout of it
        return rules.Swap(seat)

    def may_shout(self, seat: int, obs: rules.Observation) -> str | None:
        """"swap", "jostle" or "pick" when `seat` may act in the open window, else None."""
        if obs.phase == "swap" and seat != obs.turn and obs.swapped_by is None:
            return "swap"
        if obs.phase == "jostle" and (seat == obs.turn or seat in obs.occupants and seat not in obs.jostle_shouted):
            return "jostle"
        if obs.phase == "pick" and seat == obs.turn:
            return "pick"
        return None

    def key_labels(self, seat: int) -> dict[str, str]:
        """What each of a human seat's keys does right now (only keys that do something)."""
        obs = self.session.view(seat)
        labels: dict[str, str] = {}
        targets = self.targets(seat, obs)
        if targets:
            for slot, target in self.slot_targets(seat, targets).items():
                labels[slot] = self.app.text("stafette_table.key.more") if target is None else self.seat_name(target)
        elif obs.phase == "roll" and seat == obs.turn:
            labels["slot1"] = self.app.text("stafette_table.key.white")
            labels["slot2"] = self.app.text("stafette_table.key.black")
        shout = self.may_shout(seat, obs)
        if shout == "swap":
            labels["act"] = self.app.text("stafette.shout.swap")
        elif shout == "jostle" and not (seat == obs.turn and len(obs.occupants) > 1):
            labels["act"] = self.app.text("stafette.shout.jostle")
        if self.peek_key(seat):
            labels["alt"] = self.app.text("stafette_table.key.peek")
        return labels

    # ------------------------------------------------------------------ events

    def describe(self, event: Any) -> tuple[str, int | None] | None:
        name = self.seat_name
        text = self.app.text
        match event:
            case rules.Rolled():
                return text("stafette.log.rolled", name=name(event.seat), die=text(f"stafette.die.{event.die}"),
                            value=event.value), event.seat
            case rules.Swapped():
                return text("stafette.log.swapped", shouter=name(event.shouter), mover=name(event.mover)), event.shouter
            case rules.Jostled():
                return text("stafette.log.jostled", mover=name(event.mover), other=name(event.other)), event.mover
            case rules.IbexPulled():
                return text("stafette.log.ibex", puller=name(event.puller), name=name(event.seat)), event.puller
            case rules.BullPassed():
                return text("stafette.log.bull"), event.seat
            case rules.KettleMoved(how="cable_car" | "dog"):
                return text(f"stafette.log.{event.how}", name=name(event.seat)), event.seat
            case rules.Deposited():
                return text("stafette.log.deposited", name=name(event.seat), count=event.count), event.seat
            case rules.Drew(why="cow"):
                return text("stafette.log.drew", name=name(event.seat), count=event.count), event.seat
        return None

    def _on_TurnStarted(self, event: rules.TurnStarted) -> None:
        self.pages.clear()

    def _on_Rolled(self, event: rules.Rolled) -> None:
        self.throws += 1
        self.tray.throw([(event.die, event.value)], seed=self.session.seed * 1000 + self.throws)
        self.settled_at = None
        self.last_roll = event
        self.spots[event.seat] = event.target
        self.app.sound.play("dice_roll")
        self.cues.add(self.clock + 0.3, "dice_hit")
        if event.die in rules.settings().swap_dice:
            self.window = "swap"
        self.queue_run(event.seat, list(range(event.start, event.target + 1)), HOP, "hop", "kettle_hop")

    def _on_KettleMoved(self, event: rules.KettleMoved) -> None:
        self.spots[event.seat] = event.end
        if event.how == "die":
            return  # queued on the throw: the kettle runs while the swap window is open
        if event.how == "dog":
            self.queue_run(event.seat, list(range(event.start, event.end - 1, -1)), HOP, "hop",
                           "dog_bark", pulse=event.start)
        elif event.how == "cable_car":
            self.queue_run(event.seat, [event.start, event.end], GLIDE, "glide", "cable_car", pulse=event.start)
        else:
            self.queue_run(event.seat, [event.start, event.end], FLY, "fly", "kettle_hop")

    def _on_Swapped(self, event: rules.Swapped) -> None:
        self.shout(event.shouter, "stafette.shout.swap", "tausch")
        sizes = self.session.view(event.mover).hand_sizes
        mover, shouter = self.hand_spot(event.mover), self.hand_spot(event.shouter)
        self.fly_cards(mover, shouter, sizes[event.shouter], self.clock)
        self.fly_cards(shouter, mover, sizes[event.mover], self.clock)

    def _on_JostleOpened(self, event: rules.JostleOpened) -> None:
        self.window = "jostle"
        self.cues.add(self.arrival(event.mover), "tick", event.field)

    def _on_PickOpened(self, event: rules.PickOpened) -> None:
        self.app.sound.play("tick")

    def _on_JostleShouted(self, event: rules.JostleShouted) -> None:
        self.shout(event.seat, "stafette.shout.jostle", "rempeln")

    def _on_Jostled(self, event: rules.Jostled) -> None:
        at = self.arrival(event.mover)
        mover, other = self.hand_spot(event.mover), self.hand_spot(event.other)
        self.fly_cards(mover, other, 1, at)
        self.fly_cards(other, mover, 1, at)
        self.cues.add(at, "card_slide")

    def _on_IbexPulled(self, event: rules.IbexPulled) -> None:
        at = self.arrival(event.seat)
        self.cues.add(at, "ibex", self.spots[event.seat])
        self.event_banner(at, "stafette_table.banner.ibex", self.spots[event.seat])
        self.fly_cards(self.hand_spot(event.seat), PILE, 1, at)

    def _on_BullPassed(self, event: rules.BullPassed) -> None:
        at = self.arrival(event.seat)
        spot = self.spots[event.seat]
        self.cues.add(at, "bull", spot)
        self.event_banner(at, "stafette_table.banner.bull", spot)
        for seat in range(self.session.players):
            self.fly_cards(self.hand_spot(seat), self.hand_spot((seat + 1) % self.session.players), 2, at)

    def _on_Drew(self, event: rules.Drew) -> None:
        at = self.arrival(event.seat)
        if event.why == "cow":
            spot = self.spots[event.seat]
            self.cues.add(at, "cow_moo", spot)
            self.event_banner(at, "stafette_table.banner.cow", spot, draw=event.count)
        elif event.why == "restart":
            name = self.seat_name(event.seat)
            self.toast(event.seat, self.app.text("stafette_table.restart", player=name), 2.2 + at - self.clock,
                       WOOD_DARK)
        self.fly_cards(PILE, self.hand_spot(event.seat), event.count, at, stagger=0.08)
        if event.count:
            self.cues.add(at, "card_slide")

    def _on_Deposited(self, event: rules.Deposited) -> None:
        at = self.arrival(event.seat)
        self.cues.add(at, "point", self.board[-1].index)
        self.event_banner(at, "stafette_table.banner.cheese", self.board[-1].index, count=event.count)
        self.fly_cards(self.hand_spot(event.seat), self.deposit_spot(event.seat), event.count, at, stagger=0.08)

    def _on_GameOver(self, event: rules.GameOver) -> None:
        names = ", ".join(self.seat_name(seat) for seat in event.winners)
        key = "stafette_table.winner" if len(event.winners) == 1 else "stafette_table.winners"
        self.banner("shout", self.app.text(key, players=names), 3.0, seat_colour(event.winners[0]), 40)

    # -- the pieces the handlers use

    def queue_run(self, seat: int, fields: list[int], leg: float, style: str, sound: str,
                  pulse: int | None = None) -> None:
        """Queue a kettle move after the seat's moves in progress (or now, if those lag too far)."""
        if len(fields) < 2:
            return
        queue = self.runs[seat]
        if queue and queue[-1].end - self.clock > MAX_LAG:
            queue.clear()
        start = max(self.clock, queue[-1].end if queue else self.clock)
        run = Run(seat, fields, start, leg, style)
        queue.append(run)
        self.cues.add(start, sound, pulse)
        if style == "hop" and sound == "kettle_hop":
            for step in range(1, len(fields) - 1):
                self.cues.add(start + leg * step, "kettle_hop")
        if pulse is not None:
            key = "stafette_table.banner.dog" if style == "hop" else "stafette_table.banner.cable_car"
            self.event_banner(start, key, pulse, back=self.board[pulse].back)

    def arrival(self, seat: int) -> float:
        """Animation time when the seat's kettle has finished its queued moves."""
        queue = self.runs[seat]
        return max(self.clock, queue[-1].end) if queue else self.clock

    def shout(self, seat: int, key: str, sound: str) -> None:
        self.app.sound.play(sound)
        self.banner("shout", f"{self.seat_name(seat)}: {self.app.text(key)}", 1.3, seat_colour(seat), 40)

    def event_banner(self, at: float, key: str, spot: int, **params: object) -> None:
        """A field's event named above the field, kept between the seat panels."""
        self.banner("field", self.app.text(key, **params), 1.6, WOOD_DARK, 28, delay=max(0.0, at - self.clock),
                    place=self.field_banner_place(spot, self.app.text(key, **params)))

    def field_banner_place(self, spot: int, words: str) -> pygame.Rect:
        field = self.board[spot]
        board = pygame.Rect(PANEL_W + 2 * PANEL_MARGIN, 0, 1280 - 2 * (PANEL_W + 2 * PANEL_MARGIN), 720)
        place = pygame.Rect(0, 0, min(board.width, fonts.font(28, True).size(words)[0] + 48), 48)
        place.center = (field.x, field.y - 52)
        if place.colliderect(SHOUT_REGION):
            place.left = SHOUT_REGION.right + 4
        return place.clamp(board)

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

    def animate(self, dt: float) -> None:
        super().animate(dt)
        self.tray.step(dt)
        self.pulses = [(spot, at) for spot, at in self.pulses if self.clock - at < 0.9]
        for queue in self.runs.values():
            while queue and queue[0].end <= self.clock:
                queue.pop(0)
        if self.tray.dice and self.tray.settled:
            if self.settled_at is None:
                self.settled_at = self.clock
            elif self.session.view(0).phase == "roll" and self.clock - self.settled_at > TRAY_CLEAR:
                self.tray.throw([], seed=0)  # the die goes back to its cup for the next choice

    # ------------------------------------------------------------------ places

    def column(self, seat: int) -> list[int]:
        """The seats of `seat`'s column, top to bottom: up the left edge, then down the right."""
        players = self.session.players
        left = (players + 1) // 2
        return list(range(left - 1, -1, -1)) if seat < left else list(range(left, players))

    def panel_height(self, seat: int) -> int:
        return HUMAN_PANEL_H if seat in self.session.humans and not self.attract else BOT_PANEL_H

    def log_beside(self) -> bool:
        """Whether the right column leaves room for the log under its panels."""
        seats = self.column(self.session.players - 1)
        return SCREEN.height - sum(map(self.panel_height, seats)) >= LOG_H + 8 * (len(seats) + 2)

    @property
    def log_region(self) -> pygame.Rect:
        if self.log_beside():
            return pygame.Rect(SCREEN.right - PANEL_MARGIN - PANEL_W, SCREEN.bottom - PANEL_MARGIN - LOG_H,
                               PANEL_W, LOG_H)
        return CORNER_LOG

    def panel_rect(self, seat: int) -> pygame.Rect:
        seats = self.column(seat)
        heights = [self.panel_height(other) for other in seats]
        room = SCREEN.height - sum(heights)
        right = seat >= (self.session.players + 1) // 2
        if right and self.log_beside():
            room -= LOG_H + PANEL_MARGIN
        gap = room / (len(seats) + 1)
        row = seats.index(seat)
        x = PANEL_MARGIN if not right else SCREEN.right - PANEL_MARGIN - PANEL_W
        return pygame.Rect(x, round(gap + sum(heights[:row]) + row * gap), PANEL_W, heights[row])

    def hand_spot(self, seat: int) -> Point:
        rect = self.panel_rect(seat)
        return (rect.x + 100, rect.y + 96)

    def deposit_spot(self, seat: int) -> Point:
        rect = self.panel_rect(seat)
        return (rect.right - 42, rect.y + 80)

    def field_point(self, spot: int) -> Point:
        field = self.board[spot]
        return (field.x, field.y)

    def kettle_places(self, positions: tuple[int, ...]) -> dict[int, tuple[Point, float, str | None]]:
        """seat -> (centre, lift, carrier icon) of each kettle now; resting kettles on one field
        stand side by side."""
        moving: dict[int, tuple[Point, float, str | None]] = {}
        resting: dict[int, list[int]] = {}
        for seat, position in enumerate(positions):
            queue = self.runs[seat]
            run = queue[0] if queue else None
            if run is None or self.clock < run.start:
                resting.setdefault(run.fields[0] if run else position, []).append(seat)
                continue
            moving[seat] = self.run_place(run)
        places = dict(moving)
        for spot, seats in resting.items():
            x, y = self.field_point(spot)
            for index, seat in enumerate(seats):
                offset = (index - (len(seats) - 1) / 2) * KETTLE_GAP
                places[seat] = ((x + offset, y - 10), 0.0, None)
        return places

    def run_place(self, run: Run) -> tuple[Point, float, str | None]:
        elapsed = (self.clock - run.start) / run.leg
        step = min(int(elapsed), len(run.fields) - 2)
        x = min(1.0, elapsed - step)
        a, b = self.field_point(run.fields[step]), self.field_point(run.fields[step + 1])
        if run.style == "hop":
            point = tween.lerp(a, b, x)
            return ((point[0], point[1] - 10), math.sin(math.pi * x) * 18, "dog" if run.fields[0] > run.fields[-1] else None)
        if run.style == "glide":
            point = tween.lerp(a, b, tween.ease_in_out(x))
            return ((point[0], point[1] - 10), 0.0, "cablecar")
        point = tween.lerp(a, b, tween.ease_in_out(x))
        return ((point[0], point[1] - 10), math.sin(math.pi * x) * 90, None)

    # ------------------------------------------------------------------ drawing

    def draw_table(self, surface: Canvas) -> None:
        obs = self.session.view(0)
        surface.blit(self.backdrop(), (0, 0))
        self.draw_pulses(surface)
        self.draw_jostle_field(surface, obs)
        self.draw_pile(surface, obs)
        self.draw_tray(surface, obs)
        self.draw_kettles(surface, obs)
        self.draw_status(surface, obs)
        for seat in range(obs.players):
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
            draw.line(board, INK_SOFT, (cable.x, cable.y - 30), (self.board[-1].x + 30, self.board[-1].y - 30), 2)
        hut = art.building("hut", (96, 96))
        board.blit(hut, hut.get_rect(center=HUT))
        kaeserei = art.building("kaeserei", (110, 110))
        board.blit(kaeserei, kaeserei.get_rect(center=KAESEREI))
        self._caption(board, self.app.text("stafette.field.start"), (HUT[0], HUT[1] + 50))
        self._caption(board, self.app.text("stafette.field.cheese"), (KAESEREI[0], KAESEREI[1] + 52))
        rock = pygame.Rect(0, 0, 170, 70)
        rock.center = (PILE[0], PILE[1] + 40)
        draw.ellipse(board, (110, 110, 104), rock.move(0, 6))
        draw.ellipse(board, (154, 154, 148), rock)
        draw.ellipse(board, (178, 178, 170), rock.inflate(-60, -36).move(-20, -10))
        for field in self.board:
            centre = (field.x, field.y)
            if field.event in ICONS:
                icon = art.field_icon(ICONS[field.event], (ICON, ICON))
                board.blit(icon, icon.get_rect(center=centre))
                badge = (field.x + 22, field.y + 22)
                draw.circle(board, PAPER, badge, 12)
                draw.circle(board, WOOD_DARK, badge, 12, 2)
                number = self.label(str(field.index), 14, INK, True)
                board.blit(number, number.get_rect(center=badge))
                continue
            fill = GOLD if field.event == "cheese" else PAPER
            draw.circle(board, WOOD_DARK, centre, FIELD_R + 3)
            draw.circle(board, fill, centre, FIELD_R)
            number = self.label(str(field.index), 20, INK, True)
            board.blit(number, number.get_rect(center=centre))
        return board

    def _caption(self, surface: Canvas, words: str, midtop: Point) -> None:
        image = self.label(words, 15, INK, True)
        box = image.get_rect(midtop=midtop).inflate(12, 4)
        draw.rect(surface, PAPER, box, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))

    def draw_pulses(self, surface: Canvas) -> None:
        for spot, at in self.pulses:
            age = self.clock - at
            if age < 0:
                continue
            x, y = self.field_point(spot)
            radius = int(FIELD_R + 8 + age * 40)
            draw.circle(surface, GOLD, (x, y), radius, max(1, int(6 * (1 - age / 0.9))))

    def draw_jostle_field(self, surface: Canvas, obs: rules.Observation) -> None:
        if obs.jostle_field is None and obs.phase != "pick":
            return
        spot = obs.jostle_field if obs.jostle_field is not None else obs.positions[obs.turn]
        x, y = self.field_point(spot)
        radius = FIELD_R + 14 + int(4 * math.sin(self.time * 8))
        draw.circle(surface, (213, 94, 0), (x, y), radius, 5)

    def draw_pile(self, surface: Canvas, obs: rules.Observation) -> None:
        back = self.app.art.card_back("milk", CARD)
        for layer in range(min(5, (obs.pile_size + 4) // 5)):
            surface.blit(back, back.get_rect(center=(PILE[0] - layer * 2, PILE[1] - layer * 3)))
        count = self.label(self.app.text("stafette_table.pile", count=obs.pile_size), 18, TEXT, True)
        box = count.get_rect(midtop=(PILE[0], PILE[1] + 50)).inflate(14, 6)
        draw.rect(surface, WOOD_DARK, box, border_radius=8)
        surface.blit(count, count.get_rect(center=box.center))
        if obs.removed_count:
            removed = self.label(self.app.text("stafette_table.removed", count=obs.removed_count), 14, INK)
            surface.blit(removed, removed.get_rect(midtop=(PILE[0], box.bottom + 3)))

    def draw_kettles(self, surface: Canvas, obs: rules.Observation) -> None:
        places = self.kettle_places(obs.positions)
        order = sorted(places, key=lambda seat: (places[seat][1] > 0, places[seat][0][1]))
        for seat in order:
            (x, y), lift, carrier = places[seat]
            if carrier == "cablecar":
                icon = self.app.art.field_icon("cablecar", (44, 44))
                surface.blit(icon, icon.get_rect(center=(x, y - 38)))
            draw.ellipse(surface, (52, 74, 40), pygame.Rect(x - 15, y + 12, 30, 9))
            kettle = self.app.art.kettle(seat, (KETTLE, KETTLE))
            surface.blit(kettle, kettle.get_rect(center=(round(x), round(y - lift))))
            if seat == obs.turn and lift == 0:
                draw.polygon(surface, GOLD, [(x - 8, y - 34), (x + 8, y - 34), (x, y - 24)])
            if seat in obs.jostle_shouted:
                bang = self.label("!", 22, (213, 94, 0), True)
                surface.blit(bang, bang.get_rect(center=(x + 16, y - 26)))
            if carrier == "dog":
                dog = self.app.art.field_icon("dog", (34, 34))
                surface.blit(dog, dog.get_rect(center=(x + 30, y + 4)))

    def draw_tray(self, surface: Canvas, obs: rules.Observation) -> None:
        x, y, w, h = TRAY
        frame = pygame.Rect(x - 8, y - 8, w + 16, h + 16)
        draw.rect(surface, WOOD_DARK, frame.move(3, 4), border_radius=12)
        draw.rect(surface, WOOD, frame, border_radius=12)
        draw.rect(surface, (47, 93, 58), pygame.Rect(x, y, w, h), border_radius=6)
        roll = self.last_roll
        if roll is not None and self.tray.settled and self.tray.dice:
            words = self.app.text("stafette_table.rolled", value=roll.value, player=self.seat_name(roll.seat),
                                  die=self.app.text(f"stafette_table.key.{roll.die}"))
            tag = self.label(words, 16, TEXT, True)
            surface.blit(tag, tag.get_rect(midtop=(x + w // 2, y + 4)))
        in_tray = set()
        for die in self.tray.dice:
            in_tray.add(die.colour)
            face = die.shown_face(self.dice_faces[die.colour])
            image = self.app.art.die_face(die.colour, face, (int(DIE_SIZE), int(DIE_SIZE)))
            image = canvas.rotate(image, -math.degrees(die.body.angle))
            surface.blit(image, image.get_rect(center=(round(die.body.position.x), round(die.body.position.y))))
        choosing = obs.phase == "roll"
        for colour, (cx, cy) in CUPS.items():
            cup = pygame.Rect(0, 0, 56, 56)
            cup.center = (cx, cy)
            draw.rect(surface, WOOD_DARK, cup, border_radius=10)
            draw.rect(surface, WOOD_LIGHT, cup.inflate(-6, -6), border_radius=8)
            if colour not in in_tray:
                image = self.app.art.die_face(colour, max(self.dice_faces[colour]), (42, 42))
                surface.blit(image, image.get_rect(center=cup.center))
            faces = " ".join(str(v) for v in sorted(set(self.dice_faces[colour])))
            tag = self.label(faces, 14, TEXT if choosing else PAPER_SHADE, True)
            surface.blit(tag, tag.get_rect(midleft=(cup.right + 6, cup.centery)))

    def draw_status(self, surface: Canvas, obs: rules.Observation) -> None:
        mover = self.seat_name(obs.turn)
        words = self.app.text(f"stafette.phase.{obs.phase}", player=mover)
        turn = self.app.text("stafette_table.turn", turn=obs.turn_number)
        image = self.label(f"{turn} · {words}", 20, INK, True)
        box = image.get_rect(midtop=(640, STATUS_Y)).inflate(56, 10)
        widgets.panel(surface, box, radius=10)
        surface.blit(image, image.get_rect(center=(box.centerx + 12, box.centery)))
        draw_seat_symbol(surface, obs.turn, (box.left + 20, box.centery), 9)
        if obs.deadline is not None:
            left = max(0.0, obs.deadline - self.session.clock)
            total = self.window_length(obs.phase)
            bar = pygame.Rect(box.left + 10, box.bottom - 6, int((box.width - 20) * min(1.0, left / total)), 4)
            draw.rect(surface, (213, 94, 0), bar)

    def window_length(self, phase: str) -> float:
        data = rules.settings()
        return {"swap": data.swap_window, "jostle": data.jostle_window, "pick": data.pick_window}.get(phase, 1.0)

    def draw_panel(self, surface: Canvas, seat: int) -> None:
        obs = self.session.view(seat)
        rect = self.panel_rect(seat)
        mover = seat == obs.turn and obs.phase != "over"
        widgets.panel(surface, rect, fill=PAPER, border=GOLD if mover else WOOD, radius=12)
        if mover:
            draw.rect(surface, GOLD, rect, width=6, border_radius=12)
        colour = seat_colour(seat)
        draw.rect(surface, colour, pygame.Rect(rect.x + 3, rect.y + 3, rect.width - 6, 36),
                  border_top_left_radius=10, border_top_right_radius=10)
        draw_seat_symbol(surface, seat, (rect.x + 22, rect.y + 21), 11)
        name = self.label(self.seat_name(seat), 20, INK, True)
        surface.blit(name, (rect.x + 40, rect.y + 9))
        spec = self.session.config.seats[seat]
        role = self.app.text("stafette_table.human") if seat in self.session.humans else \
            self.app.text(f"stafette_table.level.{spec.level.partition(':')[0]}")  # adaptive:1.20
        role_image = self.label(role, 14, INK)
        surface.blit(role_image, role_image.get_rect(topright=(rect.right - 12, rect.y + 4)))
        where = self.label(self.app.text("stafette_table.field", field=obs.positions[seat]), 14, INK, True)
        surface.blit(where, where.get_rect(topright=(rect.right - 12, rect.y + 20)))
        self.draw_hand(surface, seat, obs, rect)
        self.draw_deposit(surface, seat, obs, rect)
        shout = self.may_shout(seat, obs)
        if shout is not None and obs.deadline is not None:
            self.draw_ring(surface, (rect.right - 42, rect.y + 160), obs.deadline, self.window_length(shout),
                           radius=19)
        if seat in self.session.humans and not self.attract:
            self.draw_prompt(surface, seat, obs, shout, rect)
            self.draw_hint_box(surface, seat, pygame.Rect(rect.x + 4, rect.bottom - 44, rect.width - 8, 40),
                               self.key_labels(seat), self.app.text("stafette_table.keys_idle"))

    def draw_hand(self, surface: Canvas, seat: int, obs: rules.Observation, rect: pygame.Rect) -> None:
        count = obs.hand_sizes[seat]
        if count == 0:
            empty = self.label(self.app.text("stafette_table.no_cards"), 16, INK_SOFT)
            surface.blit(empty, (rect.x + 14, rect.y + 84))
            return
        visible = self.hand_visible(seat)
        width = 184
        step = min(CARD[0] + 4, (width - CARD[0]) / max(1, count - 1)) if count > 1 else 0
        for index in range(count):
            image = (self.app.art.milk_card(obs.hand[index], CARD) if visible
                     else self.app.art.card_back("milk", CARD))
            surface.blit(image, (round(rect.x + 12 + index * step), rect.y + 46))

    def draw_deposit(self, surface: Canvas, seat: int, obs: rules.Observation, rect: pygame.Rect) -> None:
        x, y = self.deposit_spot(seat)
        count = obs.deposited_counts[seat]
        back = self.app.art.card_back("milk", SMALL_CARD)
        if count:
            for layer in range(min(3, count)):
                surface.blit(back, back.get_rect(center=(x - layer * 2, y - layer * 2)))
        else:
            draw.rect(surface, PAPER_SHADE, back.get_rect(center=(x, y)), width=2, border_radius=4)
        words = self.app.text("stafette_table.deposit", count=count)
        image = self.label(words, 13, INK, True)
        surface.blit(image, image.get_rect(midtop=(x, y + 29)))
        if self.hand_visible(seat) and count:
            points = self.label(self.app.text("stafette_table.points", points=sum(obs.my_deposit)), 13, INK)
            surface.blit(points, points.get_rect(midtop=(x, y + 45)))

    @staticmethod
    def prompt(seat: int, obs: rules.Observation, shout: str | None) -> str | None:
        """The text key of the seat's call to act now (None: nothing to do)."""
        if shout == "jostle" and seat == obs.turn and len(obs.occupants) > 1:
            return "stafette_table.prompt.pick"
        if shout is not None:
            return f"stafette_table.prompt.{shout}"
        if obs.phase == "roll" and seat == obs.turn:
            return "stafette_table.prompt.roll"
        return None

    def draw_prompt(self, surface: Canvas, seat: int, obs: rules.Observation, shout: str | None,
                    rect: pygame.Rect) -> None:
        """The big call to act for a human seat: shout now, pick, or choose a die."""
        key = self.prompt(seat, obs, shout)
        if key is None:
            return
        glow = 0.5 + 0.5 * math.sin(self.time * 9)
        back = (213, 94, 0) if shout else (0, 114, 178)
        band = pygame.Rect(rect.x + 8, rect.bottom - 84, 200, 36)
        draw.rect(surface, tuple(int(c * (0.8 + 0.2 * glow)) for c in back), band, border_radius=8)
        widgets.fitted_lines(surface, self.app.text(key), band.inflate(-10, -2), 22, TEXT, True)
