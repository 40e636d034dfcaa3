"""Gämsh Alpin at the table: 4 or 6 seats round the felt, partners opposite, the centre
cards in the middle, the score stones top left and the last emotes top right.

Each seat: its avatar (the pose of its last emote; an emote pops with a speech bubble and
its sound), its hand of four (face up when `hand_visible`, else backs; a seat mid-swap
shows the empty slot and "holding 3"), its team stone and, for humans, its key hint and
the menu it has open (game/scenes/gaemsh_menus.py decides what every key does).

The centre: positions 1-4 in the first row, positions 5-10 (cards dropped while the first
four were full) in the second, each numbered as the slot keys name them; the draw pile
with the countdown to the next idle refresh, and the discards. During the signal choice
of a team with a human the centre shows the emote grid and asks the others to look away.

Everything is drawn from `observe(seat)` and from running animations. Events start the
animations: cards fly between hands, centre and piles (a card in flight is not drawn at
its destination until it lands), shouts are banners with their sounds, points fly as
stones to the score track (the track fills as they land), hands are shown after a call
with quartets highlighted.

Banners have two regions, kept free of seats and centre cards: "call" in the strip above
the bottom seat (a call, then its verdict, then what it scored, one after the other) and
"news" in the strip below the top seat (the bull, the snack, a caught swap). The signal
choice, the Outgämsh verdict and the seats' open menus are drawn over everything, toasts
included.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.input.intents import Intent
from game.titles.gaemsh import rules as rules
from game.titles.gaemsh import menus as menus
from game.kit.table import SCREEN, TableScene, TableSession
from game.ui import canvas, draw, fonts, seating, tween, widgets
from game.ui.canvas import Canvas
from game.ui.palette import (ALERT, GOLD, INK, INK_SOFT, PAPER, PAPER_SHADE, TEXT, WOOD, WOOD_DARK,
                             TABLE_FELT_DARK, draw_seat_symbol, felt_table, ink_on, seat_colour)

Point = tuple[float, float]

# Layout on the 1280x720 screen.
SEAT_RING = ((640, 360), (500, 255))  # centre and radii of the ellipse the seats sit on
BLOCK = (320, 122)
AVATAR = 84
HAND_CARD = (50, 70)
TABLE_CARD = (72, 100)
EXTRA_CARD = (58, 81)
ROW1_Y, ROW2_Y = 318, 440
PILE_AT = (430, ROW1_Y)
DISCARD_AT = (850, ROW1_Y)
STATUS_AT = (640, 228)
STATUS_HEIGHT = 40  # at most two lines between the news region and the centre cards' numbers
STATUS_ROOM = 900  # the status line's width when the refresh ring is not on show
RING_REACH = 70  # how far right of the pile the refresh ring's caption reaches
SHOUT_AT = (640, 300)  # where the points fly from
CALL_REGION = pygame.Rect(376, 486, 528, 64)  # between the second row and the bottom seat
NEWS_REGION = pygame.Rect(400, 168, 480, 38)  # between the top seat and the status line
HINT_H = 36
SCORE_BOX = pygame.Rect(8, 8, 262, 0)  # height follows the number of teams
TEAM_LETTERS = "ABC"
TEAM_COLOURS = ((0, 114, 178), (213, 94, 0), (204, 121, 167))
GOOD, BAD = (0, 130, 90), (190, 50, 40)

# Motion (seconds of animation time).
FLIGHT = 0.35
DEAL_STAGGER = 0.03
STONE_FLIGHT = 0.7
POSE_POP = 0.45
BUBBLE = 1.8
VERDICT_DELAY = 0.7
SHAKE = 0.4


class GaemshTable(TableScene):
    log_region = pygame.Rect(8, 606, 464, 106)
    regions = {"call": CALL_REGION, "news": NEWS_REGION}

    def __init__(self, app: Any, session: TableSession, attract: bool = False) -> None:
        super().__init__(app, session, attract)
        self.dropped: dict[int, str] = {}  # seat -> the card it dropped, until it takes one
        players = session.players
        self.players = players
        self.seat_points = seating.seat_positions(players, *SEAT_RING)
        self.pads = {seat: menus.Pad() for seat in session.humans}
        self.poses = ["neutral"] * players  # the last emote of each seat, shown while it pops
        self.popped: dict[int, float] = {}  # seat -> animation time of its last emote
        self.gaps: dict[int, int] = {}  # seat -> hand slot it dropped from (public: Dropped)
        self.shakes: dict[int, float] = {}  # centre position -> when it was slapped
        self.stones: list[tuple[int, float]] = []  # (team, landing time) of points in flight
        self.shown_table: tuple[str | None, ...] = session.view(0).table
        self.teams: tuple[int, ...] = session.view(0).teams  # the team of every seat
        self.revealing = False
        self.last_farmer = False
        self.timing = rules.load_settings()
        self._stones: dict[tuple[int, float], Canvas] = {}  # (team, scale) -> its stone
        self.show_events(session.opening_events())

    # ------------------------------------------------------------------ input

    def choosing_team(self, obs: rules.GaemshView) -> int | None:
        """The team whose secret signal choice the screen shows now (one with a human)."""
        if obs.phase != "signals":
            return None
        for team in obs.choosing:
            if any(obs.teams[seat] == team and not self.phones.holds(seat) for seat in self.session.humans):
                return team
        return None

    def choosing_for(self, seat: int, obs: rules.GaemshView) -> int | None:
        """The team whose signal choice `seat` may make now: its own on its phone (phones
        choose at once, each on its own screen), else the one the big screen shows."""
        if self.phones.holds(seat) and obs.phase == "signals" and obs.team in obs.choosing:
            return obs.team
        return self.choosing_team(obs)

    def options(self, seat: int) -> dict[str, menus.Choice]:
        obs = self.session.view(seat)
        pad = self.pads.setdefault(seat, menus.Pad())
        if pad.mode != "idle" and self.time - pad.since > menus.MENU_SECONDS:
            pad.close()
        return menus.options(pad, obs, "alt" in self.held.get(seat, set()), self.choosing_for(seat, obs))

    def seat_action(self, seat: int, intent: Intent) -> Any | None:
        choice = self.options(seat).get(intent.button)
        pad = self.pads[seat]
        if choice is None:
            obs = self.session.view(seat)
            team = self.choosing_team(obs)
            if team is not None and team != obs.team:
                self.toast(seat, self.app.text("gaemsh_table.choose.wait", team=self.team_name(team)))
            elif obs.phase != "signals" or obs.team not in obs.choosing:
                self.toast(seat, self.app.text("gaemsh_table.key_idle"))
            return None
        if choice.action is None:
            pad.follow(choice, self.time)
            self.app.sound.play("ui_move")
            return None
        pad.close()
        if isinstance(choice.action, rules.Outgaemsh) and choice.action.emote == "":
            self.toast(seat, self.app.text("gaemsh_table.say_aloud"))
        return choice.action

    def key_labels(self, seat: int) -> dict[str, str]:
        """What each of a human seat's keys does right now."""
        return {button: self.choice_words(choice) for button, choice in self.options(seat).items()}

    def choice_words(self, choice: menus.Choice) -> str:
        params = {name: self.team_name(value) if name == "team" else value for name, value in choice.params}
        return self.app.text(choice.label, **params)

    # ------------------------------------------------------------------ events

    def card_name(self, card: str) -> str:
        motif = rules.motif_of(card)
        if motif is None:
            return self.app.text(f"gaemsh.{card.replace('-', '.')}")
        name = self.app.text(f"gaemsh.motif.{motif}")
        return self.app.text("gaemsh.log.night", motif=name) if rules.is_night(card) else name

    def describe(self, event: Any) -> tuple[str, int | None] | None:
        """A swap reads as one line when its card is taken; emotes are logged too, so the
        table log shows how long ago each one was made."""
        name, text = self.seat_name, self.app.text
        match event:
            case rules.Dropped():
                self.dropped[event.seat] = event.card
            case rules.Taken() if event.seat in self.dropped:
                return text("gaemsh.log.swap", name=name(event.seat), gave=self.card_name(self.dropped.pop(event.seat)),
                            took=self.card_name(event.card)), event.seat
            case rules.Called():
                return text(f"gaemsh.log.call_{'right' if event.right else 'wrong'}", name=name(event.seat),
                            call=text(f"gaemsh.call.{event.kind}")), event.seat
            case rules.Outgaemshed():
                return text(f"gaemsh.log.outgaemsh_{'right' if event.right else 'wrong'}", name=name(event.seat),
                            team=TEAM_LETTERS[event.team]), event.seat
            case rules.Emoted():
                return text("gaemsh.log.emote", name=name(event.seat), emote=text(f"gaemsh.emote.{event.emote}")), event.seat
            case rules.TableReplaced():
                return text("gaemsh.log.new_table"), None
            case rules.Slapped():
                return text("gaemsh.log.slap", name=name(event.seat), card=self.card_name(event.card)), event.seat
        return None

    def show_events(self, events: list[Any]) -> None:
        for event in events:
            super().show_events([event])
            if self.animates(event) and isinstance(event, (rules.Dealt, rules.TableReplaced)):
                self.shown_table = event.table

    def _on_Dealt(self, event: rules.Dealt) -> None:
        self.revealing = False
        self.gaps.clear()
        self.landing.clear()
        for pad in self.pads.values():
            pad.close()
        back = self.app.art.card_back("gaemsh", HAND_CARD)
        order = 0
        for slot in range(rules.HAND_SIZE):
            for seat in range(self.players):
                self.fly(back, PILE_AT, self.hand_point(seat, slot), ("h", seat, slot), order * DEAL_STAGGER,
                         FLIGHT, 12)
                order += 1
        self.deal_centre(event.table, order * DEAL_STAGGER)
        self.app.sound.play("card_slide")

    def deal_centre(self, table: tuple[str | None, ...], delay: float) -> None:
        for pos, card in enumerate(table):
            if card is not None:
                image = self.app.art.card_face(card, self.card_size(pos))
                self.fly(image, PILE_AT, self.table_point(pos, len(table)), ("t", pos), delay + pos * 0.06,
                         FLIGHT, 12)

    def _on_TableReplaced(self, event: rules.TableReplaced) -> None:
        old = self.shown_table
        for pos, card in enumerate(old):
            if card is not None:
                image = self.app.art.card_face(card, self.card_size(pos))
                self.fly(image, self.table_point(pos, len(old)), DISCARD_AT, delay=pos * 0.04, duration=FLIGHT,
                         spin=-25, ease=tween.ease_in_out)
        self.landing = {key: at for key, at in self.landing.items() if key[0] != "t"}
        self.deal_centre(event.table, 0.3)
        self.app.sound.play("card_slide")
        if event.cause == "bull":
            self.app.sound.play("bull")
            self.banner("news", self.app.text("gaemsh_table.bull"), 1.5, WOOD_DARK, 30)

    def _on_Dropped(self, event: rules.Dropped) -> None:
        self.gaps[event.seat] = event.slot
        table = self.session.view(0).table
        image = self.app.art.card_face(event.card, self.card_size(event.pos))
        self.fly(image, self.hand_point(event.seat, event.slot), self.table_point(event.pos, len(table)),
                 ("t", event.pos), 0.0, FLIGHT, 12)
        self.shown_table = table
        self.app.sound.play("card_flip")

    def _on_Taken(self, event: rules.Taken) -> None:
        self.gaps.pop(event.seat, None)
        table = self.session.view(0).table
        image = self.app.art.card_face(event.card, HAND_CARD)
        self.fly(image, self.table_point(event.pos, len(table)), self.hand_point(event.seat, event.slot),
                 ("h", event.seat, event.slot), 0.0, FLIGHT, 12)
        self.shown_table = table
        self.app.sound.play("card_slide")

    def _on_Reverted(self, event: rules.Reverted) -> None:
        table = self.session.view(0).table
        hand, centre = self.hand_point(event.seat, event.slot), self.table_point(event.pos, len(table))
        image = self.app.art.card_face(event.card, HAND_CARD)
        if table[event.pos] == event.card:  # an offending take: the card goes back to the centre
            self.gaps[event.seat] = event.slot
            self.fly(image, hand, centre, ("t", event.pos), 0.0, FLIGHT, 12)
        else:
            self.gaps.pop(event.seat, None)
            self.fly(image, centre, hand, ("h", event.seat, event.slot), 0.0, FLIGHT, 12)
        self.shown_table = table

    def _on_Slapped(self, event: rules.Slapped) -> None:
        self.shakes[event.pos] = self.clock
        self.app.sound.play("slap")
        if event.effect == "caught":
            self.banner("news", self.app.text("gaemsh_table.caught", player=self.seat_name(event.seat)), 1.5, GOOD, 30)
        elif event.effect == "nothing":
            self.toast(event.seat, self.app.text("gaemsh_table.nothing"))

    def _on_SnackStarted(self, event: rules.SnackStarted) -> None:
        self.app.sound.play("tick")
        self.banner("news", self.app.text("gaemsh_table.snack"), 1.5, WOOD_DARK, 30)

    def _on_Emoted(self, event: rules.Emoted) -> None:
        self.poses[event.seat] = event.emote
        self.popped[event.seat] = self.clock
        self.app.sound.play(event.emote)

    def _on_TeamReady(self, event: rules.TeamReady) -> None:
        self.app.sound.play("ui_select")
        self.toast(self.team_seats(event.team)[0], self.app.text("gaemsh_table.ready", team=self.team_name(event.team)))

    def _on_Called(self, event: rules.Called) -> None:
        self.revealing = True
        self.last_farmer = event.farmer
        sound = {"gaemsh": "gaemsh", "double": "double_gaemsh", "counter": "counter_gaemsh"}[event.kind]
        self.app.sound.play(sound)
        words = self.app.text(f"gaemsh.call.{event.kind}")
        if event.kind == "counter":
            words = self.app.text("gaemsh_table.counter_at", call=words,
                                  team=self.team_name(self.teams[event.target]))
        self.shout(event.seat, words)
        self.verdict_banner(event.right, "gaemsh_table.right", "gaemsh_table.wrong")

    def _on_OutgaemshAsked(self, event: rules.OutgaemshAsked) -> None:
        self.app.sound.play("outgaemshed")
        self.shout(event.seat, self.app.text("gaemsh.call.outgaemsh"))

    def _on_Outgaemshed(self, event: rules.Outgaemshed) -> None:
        if event.emote:  # a spoken guess was shouted already (OutgaemshAsked)
            self.app.sound.play("outgaemshed")
            words = self.app.text("gaemsh_table.outgaemsh", call=self.app.text("gaemsh.call.outgaemsh"),
                                  team=self.team_name(event.team),
                                  emote=self.app.text(f"gaemsh.emote.{event.emote}"))
            self.shout(event.seat, words)
        self.verdict_banner(event.right, "gaemsh_table.right", "gaemsh_table.wrong_guess")

    def _on_Scored(self, event: rules.Scored) -> None:
        for team, gain in enumerate(event.gains):
            before = event.scores[team] - gain
            for index in range(gain):
                delay = VERDICT_DELAY + 0.15 * index + 0.1 * team
                land = self.clock + delay + STONE_FLIGHT
                self.stones.append((team, land))
                self.cues.add(land, "point")
                self.fly(self.stone_image(team), SHOUT_AT, self.stone_point(team, before + index), delay=delay,
                         duration=STONE_FLIGHT, spin=0, ease=tween.ease_in_out)
        self.banner("call", self.app.text(event.reason), 2.2, WOOD_DARK, 24, delay=VERDICT_DELAY + 0.9)

    def _on_GameOver(self, event: rules.GameOver) -> None:
        teams = sorted({self.teams[seat] for seat in event.winners})
        names = ", ".join(self.team_name(team) for team in teams)
        key = "gaemsh_table.winner" if len(teams) == 1 else "gaemsh_table.winners"
        self.banner("call", self.app.text(key, teams=names), 3.0, TEAM_COLOURS[teams[0]], 56,
                    delay=VERDICT_DELAY + 0.8)

    # -- the pieces the handlers use

    def shout(self, seat: int, words: str) -> None:
        self.banner("call", f"{self.seat_name(seat)}: {words}", 1.6, seat_colour(seat), 56)

    def verdict_banner(self, right: bool, good: str, bad: str) -> None:
        if not right:
            self.cues.add(self.clock + VERDICT_DELAY, "wrong")
        self.banner("call", self.app.text(good if right else bad), 1.8, GOOD if right else BAD, 44,
                    delay=VERDICT_DELAY)

    # ------------------------------------------------------------------ time

    def animate(self, dt: float) -> None:
        super().animate(dt)
        self.stones = [(team, at) for team, at in self.stones if at > self.clock]

    # ------------------------------------------------------------------ places

    def seat_point(self, seat: int) -> tuple[int, int]:
        return self.seat_points[seat]

    def panel_rect(self, seat: int) -> pygame.Rect:
        rect = pygame.Rect((0, 0), BLOCK)
        rect.center = self.seat_point(seat)
        return rect.clamp(pygame.Rect(6, 6, 1268, 708))

    def hint_rect(self, seat: int) -> pygame.Rect | None:
        """A human seat's key hint: below its panel, or above where the screen ends."""
        if seat not in self.session.humans or self.attract:
            return None
        rect = self.panel_rect(seat)
        back = pygame.Rect(0, rect.bottom + 2, max(rect.width, self.hint_width(seat)), HINT_H)
        back.centerx = rect.centerx
        if back.bottom > SCREEN.bottom - 4:
            back.bottom = rect.top - 2
        if back.colliderect(self.log_region):
            back.left = self.log_region.right + 4
        return back.clamp(SCREEN)

    def reserved(self) -> list[pygame.Rect]:
        return super().reserved() + [self.score_box(len(self.session.view(0).scores)), self.recent_box()]

    def hand_point(self, seat: int, slot: int) -> Point:
        rect = self.panel_rect(seat)
        return (rect.x + AVATAR + 12 + HAND_CARD[0] // 2 + slot * (HAND_CARD[0] + 5), rect.y + 28 + HAND_CARD[1] // 2)

    def card_size(self, pos: int) -> tuple[int, int]:
        return TABLE_CARD if pos < 4 else EXTRA_CARD

    def table_point(self, pos: int, count: int) -> Point:
        """Positions 1-4 in the first row, 5-10 in the second (centred on what exists)."""
        if pos < 4:
            return (640 + (pos - 1.5) * (TABLE_CARD[0] + 14), ROW1_Y)
        extra = max(1, min(count, 10) - 4)
        return (640 + (pos - 4 - (extra - 1) / 2) * (EXTRA_CARD[0] + 10), ROW2_Y)

    def stone_point(self, team: int, index: int) -> Point:
        return (SCORE_BOX.x + 58 + index * 20, SCORE_BOX.y + 40 + team * 30)

    # ------------------------------------------------------------------ names and images

    def team_name(self, team: int) -> str:
        return self.app.text("gaemsh_table.team", team=TEAM_LETTERS[team])

    def team_seats(self, team: int) -> list[int]:
        return [seat for seat in range(self.players) if self.teams[seat] == team]

    def stone_image(self, team: int) -> Canvas:
        key = (team, canvas.current_scale())
        image = self._stones.get(key)
        if image is None:
            image = canvas.new((18, 18), pygame.SRCALPHA)
            draw.circle(image, (60, 60, 56), (9, 10), 8)
            draw.circle(image, TEAM_COLOURS[team], (9, 9), 8)
            draw.circle(image, INK, (9, 9), 8, 1)
            self._stones[key] = image
        return image

    # ------------------------------------------------------------------ drawing

    def draw_table(self, surface: Canvas) -> None:
        obs = self.session.view(0)
        surface.blit(self.backdrop(), (0, 0))
        self.draw_scores(surface, obs)
        self.draw_recent(surface, obs)
        self.draw_piles(surface, obs)
        self.draw_centre(surface, obs)
        self.draw_status(surface, obs)
        for seat in range(self.players):
            self.draw_seat(surface, seat)
        self.anims.draw(surface)

    def draw_overlay(self, surface: Canvas) -> None:
        obs = self.session.view(0)
        if obs.phase == "signals":
            self.draw_signal_choice(surface, obs)
        elif obs.phase == "verdict" and obs.verdict is not None:
            self.draw_verdict(surface, obs)
        if not self.attract:
            for seat in self.session.humans:
                self.draw_menu(surface, seat)

    def build_backdrop(self) -> Canvas:
        """Wood, the felt oval and its stitching."""
        return felt_table(SCREEN.size, pygame.Rect(60, 40, 1160, 640))

    def score_box(self, teams: int) -> pygame.Rect:
        box = SCORE_BOX.copy()
        box.height = 30 + teams * 30
        return box

    def recent_box(self) -> pygame.Rect:
        return pygame.Rect(1280 - 8 - 230, 8, 230, 28 + 26 * 6)

    def draw_scores(self, surface: Canvas, obs: rules.GaemshView) -> None:
        teams = len(obs.scores)
        box = self.score_box(teams)
        widgets.panel(surface, box, radius=10)
        title = self.label(self.app.text("gaemsh_table.first_to", target=obs.target), 15, INK, True)
        surface.blit(title, (box.x + 12, box.y + 6))
        flying = [team for team, _ in self.stones]
        for team in range(teams):
            shown = obs.scores[team] - flying.count(team)
            y = box.y + 40 + team * 30
            draw.circle(surface, TEAM_COLOURS[team], (box.x + 22, y), 12)
            letter = self.label(TEAM_LETTERS[team], 15, ink_on(TEAM_COLOURS[team]), True)
            surface.blit(letter, letter.get_rect(center=(box.x + 22, y)))
            for index in range(obs.target):
                x, sy = self.stone_point(team, index)
                if index >= 10:
                    break
                if index < shown:
                    surface.blit(self.stone_image(team), self.stone_image(team).get_rect(center=(x, sy)))
                else:
                    draw.circle(surface, PAPER_SHADE, (x, sy), 7)
                    draw.circle(surface, INK_SOFT, (x, sy), 7, 1)
            number = self.label(str(max(0, shown)), 16, INK, True)
            surface.blit(number, number.get_rect(midright=(box.right - 8, y)))

    def draw_recent(self, surface: Canvas, obs: rules.GaemshView) -> None:
        """The emotes of the last seconds, newest first (top right)."""
        recent = list(reversed(obs.recent_emotes))[:6]
        box = self.recent_box()
        box.height = 28 + 26 * max(1, len(recent))
        widgets.panel(surface, box, radius=10)
        surface.blit(self.label(self.app.text("gaemsh_table.recent"), 15, INK, True), (box.x + 12, box.y + 6))
        for index, (seat, emote, at) in enumerate(recent):
            y = box.y + 38 + index * 26
            draw_seat_symbol(surface, seat, (box.x + 20, y), 8)
            ago = self.label(self.app.text("gaemsh_table.ago", seconds=max(0, int(obs.now - at))), 13, INK_SOFT)
            ago_box = surface.blit(ago, ago.get_rect(midright=(box.right - 10, y)))
            said = f"{self.seat_name(seat)}: {self.app.text(f'gaemsh.emote.{emote}')}"
            words = self.label(widgets.ellipsized(said, ago_box.left - box.x - 40, 14), 14, INK)
            surface.blit(words, words.get_rect(midleft=(box.x + 34, y)))

    def draw_piles(self, surface: Canvas, obs: rules.GaemshView) -> None:
        back = self.app.art.card_back("gaemsh", TABLE_CARD)
        for layer in range(min(4, (obs.draw_size + 5) // 6)):
            surface.blit(back, back.get_rect(center=(PILE_AT[0] - layer * 2, PILE_AT[1] - layer * 2)))
        count = self.label(self.app.text("gaemsh_table.pile", count=obs.draw_size), 14, TEXT, True)
        surface.blit(count, count.get_rect(midtop=(PILE_AT[0], PILE_AT[1] + 56)))
        if obs.discard_size:
            for layer in range(min(3, (obs.discard_size + 3) // 4)):
                tilted = canvas.rotate(back, 8 - layer * 7)
                surface.blit(tilted, tilted.get_rect(center=(DISCARD_AT[0] + layer * 2, DISCARD_AT[1])))
        words = self.label(self.app.text("gaemsh_table.discard", count=obs.discard_size), 14, TEXT, True)
        surface.blit(words, words.get_rect(midtop=(DISCARD_AT[0], DISCARD_AT[1] + 56)))
        if obs.refresh_at is not None:
            self.draw_ring(surface, (PILE_AT[0], PILE_AT[1] - 72), obs.refresh_at, self.timing.idle_refresh,
                           self.app.text("gaemsh_table.refresh"))

    def draw_centre(self, surface: Canvas, obs: rules.GaemshView) -> None:
        table = obs.table
        claims = dict(obs.snack_claims)
        for pos in range(len(table)):
            x, y = self.table_point(pos, len(table))
            size = self.card_size(pos)
            rect = pygame.Rect((0, 0), size)
            rect.center = (round(x), round(y))
            draw.rect(surface, TABLE_FELT_DARK, rect.inflate(6, 6), border_radius=8)
            number = self.label(str(pos + 1), 14, PAPER_SHADE, True)
            surface.blit(number, number.get_rect(midbottom=(rect.centerx, rect.top - 3)))
            card = table[pos]
            if card is None or not self.landed(("t", pos)):
                continue
            dx, dy = tween.shake_offset(self.clock - self.shakes.get(pos, -9.0), 7.0, SHAKE)
            face = self.app.art.card_face(card, size)
            surface.blit(face, face.get_rect(center=(rect.centerx + dx, rect.centery + dy)))
            if card == rules.GAMEKEEPER and obs.gamekeeper_until is not None:
                glow = 0.5 + 0.5 * math.sin(self.time * 10)
                draw.rect(surface, ALERT, rect.inflate(10 + 4 * glow, 10 + 4 * glow), 4, border_radius=10)
            if pos in claims:
                veil = canvas.new(size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 110))
                surface.blit(veil, rect)
                draw_seat_symbol(surface, claims[pos], rect.center, 16)

    def draw_status(self, surface: Canvas, obs: rules.GaemshView) -> None:
        """The phase in words, with the countdown of the open window."""
        words = self.app.text(f"gaemsh.phase.{obs.phase}")
        deadline, total = None, 1.0
        settings = self.timing
        if obs.phase == "snack" and obs.snack_until is not None:
            deadline, total = obs.snack_until, settings.snack_window
        elif obs.phase == "reveal" and obs.reveal_until is not None:
            deadline, total = obs.reveal_until, settings.reveal_pause
        elif obs.gamekeeper_until is not None:
            words = self.app.text("gaemsh_table.keeper", player=self.seat_name(obs.gamekeeper_offender))
            deadline, total = obs.gamekeeper_until, settings.gamekeeper_window
        # While the refresh ring stands left of it, keep clear of it, on two lines if need be.
        room = STATUS_ROOM if obs.refresh_at is None else 2 * (STATUS_AT[0] - PILE_AT[0] - RING_REACH)
        size, lines = widgets.fit(words, (room - 36, STATUS_HEIGHT), 20, True)
        images = [self.label(line, size, INK, True) for line in lines]
        step = images[0].get_height()
        box = pygame.Rect(0, 0, max(image.get_width() for image in images) + 36, step * len(images) + 10)
        box.center = STATUS_AT
        widgets.panel(surface, box, radius=10)
        for row, image in enumerate(images):
            surface.blit(image, image.get_rect(midtop=(box.centerx, box.top + 5 + row * step)))
        if deadline is not None:
            left = max(0.0, deadline - self.session.clock)
            bar = pygame.Rect(box.left + 8, box.bottom - 6, int((box.width - 16) * min(1.0, left / total)), 4)
            draw.rect(surface, ALERT, bar)

    def draw_seat(self, surface: Canvas, seat: int) -> None:
        obs = self.session.view(seat)
        rect = self.panel_rect(seat)
        team = obs.teams[seat]
        widgets.panel(surface, rect, fill=PAPER, border=TEAM_COLOURS[team], radius=12)
        colour = seat_colour(seat)
        head = pygame.Rect(rect.x + 3, rect.y + 3, rect.width - 6, 22)
        draw.rect(surface, colour, head, border_top_left_radius=10, border_top_right_radius=10)
        draw_seat_symbol(surface, seat, (rect.x + 16, rect.y + 14), 8)
        surface.blit(self.label(self.seat_name(seat), 16, ink_on(colour), True), (rect.x + 30, rect.y + 5))
        stone = (rect.right - 18, rect.y + 14)
        draw.circle(surface, TEAM_COLOURS[team], stone, 11)
        draw.circle(surface, INK, stone, 11, 1)
        letter = self.label(TEAM_LETTERS[team], 13, ink_on(TEAM_COLOURS[team]), True)
        surface.blit(letter, letter.get_rect(center=stone))
        self.draw_avatar(surface, seat, rect)
        self.draw_hand(surface, seat, obs, rect)
        self.draw_seat_line(surface, seat, obs, rect)
        hint = self.hint_rect(seat)
        labels = self.key_labels(seat) if hint is not None else {}
        if labels:
            self.draw_hint_box(surface, seat, hint, labels)

    def draw_avatar(self, surface: Canvas, seat: int, rect: pygame.Rect) -> None:
        age = self.clock - self.popped.get(seat, -9.0)
        size = AVATAR
        if age < POSE_POP:
            size = round(AVATAR * (0.7 + 0.3 * tween.ease_out_back(age / POSE_POP)))
        pose = self.poses[seat] if age < BUBBLE else "neutral"  # an old face is no signal
        image = self.app.art.emote(pose, seat, (size, size))
        centre = (rect.x + 6 + AVATAR // 2, rect.y + 28 + AVATAR // 2 - 4)
        surface.blit(image, image.get_rect(center=centre))
        if age < BUBBLE:
            words = self.label(self.app.text(f"gaemsh.emote.{self.poses[seat]}"), 17, INK, True)
            bubble = words.get_rect(midbottom=(centre[0] + 30, rect.top - 6)).inflate(16, 8)
            bubble.clamp_ip(surface.get_rect())
            draw.rect(surface, PAPER, bubble, border_radius=10)
            draw.rect(surface, INK, bubble, 2, border_radius=10)
            tail = [(bubble.centerx - 8, bubble.bottom - 1), (bubble.centerx + 4, bubble.bottom - 1),
                    (bubble.centerx - 12, bubble.bottom + 9)]
            if bubble.bottom < rect.top:
                draw.polygon(surface, PAPER, tail)
            surface.blit(words, words.get_rect(center=bubble.center))

    def private_moment(self, seat: int) -> bool:
        """A seat mid-swap (a card dropped, one to take) looks at its own hand."""
        return self.session.view(seat).mid_swap

    def draw_hand(self, surface: Canvas, seat: int, obs: rules.GaemshView, rect: pygame.Rect) -> None:
        reveal = self.revealing and obs.phase in ("reveal", "over") and len(obs.last_reveal) == self.players
        if reveal:
            hand = obs.last_reveal[seat]
        elif self.hand_visible(seat):
            hand = obs.hand
        else:
            gap = self.gaps.get(seat) if obs.mid_swaps[seat] else None
            hand = tuple(None if slot == gap else "back" for slot in range(rules.HAND_SIZE))
        motif, count = rules.best_motif(hand)
        quartet = reveal and count >= (3 if self.last_farmer else 4)
        for slot, card in enumerate(hand):
            x, y = self.hand_point(seat, slot)
            box = pygame.Rect((0, 0), HAND_CARD)
            box.center = (round(x), round(y))
            if card is None:
                draw.rect(surface, PAPER_SHADE, box, 2, border_radius=5)
                continue
            if not self.landed(("h", seat, slot)):
                continue
            image = (self.app.art.card_back("gaemsh", HAND_CARD) if card == "back"
                     else self.app.art.card_face(card, HAND_CARD))
            surface.blit(image, box)
            if quartet and rules.motif_of(card) == motif:
                draw.rect(surface, GOLD, box.inflate(6, 6), 3, border_radius=6)

    def draw_seat_line(self, surface: Canvas, seat: int, obs: rules.GaemshView, rect: pygame.Rect) -> None:
        """One line under the hand: mid-swap, the last call's mark, or the secret signal."""
        y = rect.bottom - 12
        last = obs.last_call
        words, colour = None, INK
        if obs.mid_swaps[seat]:
            words, colour = self.app.text("gaemsh_table.holding"), ALERT
        elif self.revealing and last is not None and last[0] == seat:
            words = self.app.text("gaemsh_table.mark_right" if last[3] else "gaemsh_table.mark_wrong")
            colour = GOOD if last[3] else BAD
        elif self.signal_shown(seat) and obs.my_signal:
            words, colour = self.app.text("gaemsh_table.signal", emote=self.signal_words(obs.my_signal)), INK_SOFT
        if words:
            image = self.label(words, 14, colour, True)
            surface.blit(image, image.get_rect(midright=(rect.right - 10, y)))

    def signal_words(self, signal: str) -> str:
        return (self.app.text("gaemsh_table.real_signal") if signal == rules.REAL_SIGNAL
                else self.app.text(f"gaemsh.emote.{signal}"))

    def signal_shown(self, seat: int) -> bool:
        """A team's signal is written at its human seats only when no other team has a human
        (and never at a phone's seat: its phone shows it)."""
        humans = self.session.humans
        if seat not in humans or self.attract or self.phones.holds(seat):
            return False
        team = self.teams[seat]
        return all(self.teams[other] == team for other in humans)

    def draw_signal_choice(self, surface: Canvas, obs: rules.GaemshView) -> None:
        team = self.choosing_team(obs)
        if team is None:
            return
        widgets.shade(surface, 200)
        box = pygame.Rect(170, 110, 940, 500)
        widgets.panel(surface, box)
        others = any(obs.teams[seat] != team for seat in self.session.humans)
        title = (self.app.text("gaemsh_table.choose.look_away", team=self.team_name(team)) if others
                 else self.app.text("gaemsh_table.choose.own"))
        widgets.text(surface, title, (box.centerx, box.top + 18), 26, INK, bold=True, anchor="midtop")
        choosers = [seat for seat in self.session.humans if obs.teams[seat] == team]
        column = next((self.pads[seat].signal_column for seat in choosers
                       if seat in self.pads and self.pads[seat].signal_column is not None), None)
        shown = next(seat for seat in choosers if not self.phones.holds(seat))  # its keys' names
        names = self.app.input.key_labels(self.session.humans[shown])
        outed = self.session.view(shown).outed_signal
        for index, emote in enumerate(rules.EMOTES):
            col, row = index % 4, index // 4
            cell = pygame.Rect(box.x + 60 + col * 210, box.y + 96 + row * 150, 190, 140)
            chosen = column == col
            draw.rect(surface, GOLD if chosen else PAPER_SHADE, cell, border_radius=12)
            draw.rect(surface, WOOD, cell, 2, border_radius=12)
            image = self.app.art.emote(emote, shown, (88, 88))
            surface.blit(image, image.get_rect(midtop=(cell.centerx, cell.y + 6)))
            name = self.label(self.app.text(f"gaemsh.emote.{emote}"), 17, INK, True)
            surface.blit(name, name.get_rect(midtop=(cell.centerx, cell.y + 96)))
            key = names["act" if row == 0 else "alt"]
            tag = self.label(key, 13, INK_SOFT, True)
            surface.blit(tag, tag.get_rect(bottomright=(cell.right - 8, cell.bottom - 4)))
            if emote == outed:
                draw.line(surface, ALERT, cell.topleft, cell.bottomright, 4)
            if row == 0:
                cap = self.label(names[f"slot{col + 1}"], 16, TEXT, True)
                capbox = cap.get_rect(midbottom=(cell.centerx, cell.top - 4)).inflate(14, 4)
                draw.rect(surface, WOOD_DARK, capbox, border_radius=6)
                surface.blit(cap, cap.get_rect(center=capbox.center))
        widgets.wrapped(surface, self.app.text("gaemsh_table.choose.how"), pygame.Rect(box.x + 40, box.bottom - 86, box.width - 80, 40), 17)
        widgets.wrapped(surface, self.app.text("gaemsh_table.choose.hint"), pygame.Rect(box.x + 40, box.bottom - 50, box.width - 80, 40), 16, INK_SOFT)

    def draw_verdict(self, surface: Canvas, obs: rules.GaemshView) -> None:
        guesser, team = obs.verdict
        box = pygame.Rect(0, 0, 760, 96)
        box.center = (640, 390)
        widgets.panel(surface, box, fill=PAPER, border=TEAM_COLOURS[team])
        words = self.app.text("gaemsh_table.verdict", player=self.seat_name(guesser), team=self.team_name(team))
        widgets.wrapped(surface, words, box.inflate(-30, -20), 20)

    def draw_menu(self, surface: Canvas, seat: int) -> None:
        """The open menu of a human seat, as rows of key caps, placed toward the centre."""
        pad = self.pads.get(seat)
        if pad is None or pad.mode == "idle":
            return
        choices = self.options(seat)
        if pad.mode == "idle" or not choices:  # the menu timed out just now
            return
        names = self.app.input.key_labels(self.session.humans[seat])
        title_key = {"call": "gaemsh_table.menu.call", "team": "gaemsh_table.menu.team",
                     "guess": "gaemsh_table.menu.guess", "palette": "gaemsh_table.menu.palette",
                     "more": "gaemsh_table.menu.more"}[pad.mode]
        target_team = self.teams[pad.target] if pad.target is not None else 0
        rows = [(names.get(button, "?"), self.choice_words(choice)) for button, choice in choices.items()]
        if pad.mode == "palette":
            held = "alt" in self.held.get(seat, set())
            rows.insert(0, ("", self.app.text("gaemsh_table.menu.hold" if held else "gaemsh_table.menu.tap")))
        face = fonts.font(16, True)
        width = max(220, max(face.size(words)[0] + face.size(key)[0] for key, words in rows) + 50)
        height = 34 + 26 * len(rows)
        rect = self.panel_rect(seat)
        menu = pygame.Rect(0, 0, width, height)
        cx, cy = self.seat_point(seat)
        if abs(cy - 360) * 2 > abs(cx - 640):  # bottom or top seat: above or below it
            if cy > 360:
                menu.midbottom = (rect.centerx, rect.top - 44)
            else:
                menu.midtop = (rect.centerx, rect.bottom + 44)
        elif cx < 640:  # a side seat: toward the middle
            menu.midleft = (rect.right + 10, rect.centery)
        else:
            menu.midright = (rect.left - 10, rect.centery)
        menu.clamp_ip(pygame.Rect(4, 4, 1272, 712))
        widgets.panel(surface, menu, fill=PAPER, border=seat_colour(seat), radius=10)
        title = self.app.text(title_key, team=self.team_name(target_team))
        surface.blit(self.label(title, 16, INK, True), (menu.x + 12, menu.y + 7))
        for index, (key, words) in enumerate(rows):
            y = menu.y + 32 + index * 26
            x = menu.x + 12
            if key:
                cap = self.label(key, 14, INK, True)
                capbox = cap.get_rect(topleft=(x, y)).inflate(10, 4)
                draw.rect(surface, PAPER_SHADE, capbox, border_radius=4)
                draw.rect(surface, WOOD, capbox, 1, border_radius=4)
                surface.blit(cap, cap.get_rect(center=capbox.center))
                x = capbox.right + 8
            surface.blit(self.label(words, 16, INK if key else INK_SOFT, bool(key)), (x, y))
