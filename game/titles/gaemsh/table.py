"""Gämsh Alpin at the table (its places: game/titles/gaemsh/layout.py; its keys: controls.py;
its menus, the signal choice and the verdict question: menus.py). A seat shows its avatar (an
emote's face pops with its name in a bubble beside the seat and its sound, then rests), its
hand (face up when `hand_visible`: alone, in "open" privacy or under the owner's look; else
backs, mid-swap the empty slot and "holding 3"; an own quartet framed in gold), its team stone
and, for humans, the key hint (or the open menu). The centre shows positions 1-10 numbered as
the slot keys name them, the draw pile with the countdown to the next idle refresh, and the
discards. All is drawn from the public view, each seat's own view and the animations the
events start: cards fly (and show at their destination once landed), a shout pops up beside
its seat, verdicts and points are banners in region "call", the bull, the snack and a caught
swap in region "news"; points fly as stones to the score track.
"""
from __future__ import annotations

import functools
import math
from typing import Any, Callable

import pygame

from game.kit.notices import Toast, toast_size
from game.kit.table import REFUSAL_SECONDS, SCREEN, TableScene, TableSession
from game.titles.gaemsh.layout import Point
from game.titles.gaemsh import layout, rules
from game.titles.gaemsh.controls import Controls
from game.titles.gaemsh.menus import SeatMenus
from game.ui import canvas, draw, fonts, tween, widgets
from game.ui.canvas import Canvas
from game.ui.palette import (ALERT, GOLD, INK, INK_SOFT, PAPER, PAPER_SHADE, RIGHT, TABLE_FELT_DARK, TEAM_COLOURS, TEXT,
                             WARNING, WOOD_DARK, WRONG, draw_seat_symbol, felt_table, ink_on, seat_colour)

# Motion (seconds of animation time).
DEAL_STAGGER = 0.03
STONE_FLIGHT = 0.7
POSE_POP = 0.45
BUBBLE = 1.8  # an emote's face and bubble last this long, then the avatar rests
VERDICT_DELAY = 0.7
SHAKE = 0.4
SHOUT_SIZE = 32  # a shout beside its seat
TEXT_SIZE = 18  # the smallest words at the table (13.5 px at a 960x540 window)
SEAT_LINE_MARGIN = 70  # a panel's width the line under its hand leaves to the face beside it


class GaemshTable(SeatMenus, TableScene):
    caption_place = pygame.Rect(756, 538, 504, 52)  # right of the call region, over the felt between the right seats and the key hint
    regions = layout.REGIONS  # at the text size of 100 % (`banner_regions`)

    def __init__(self, app: Any, session: TableSession, host: Any = None) -> None:
        super().__init__(app, session, host)
        public = session.public_view()
        self.players = session.players
        self.teams: tuple[int, ...] = public.teams  # the team of every seat
        self._panels: tuple[int, list[pygame.Rect]] | None = None  # the text size they were laid out for, and they
        self.poses = ["neutral"] * self.players  # the last emote of each seat, shown while it pops
        self.popped: dict[int, float] = {}  # seat -> animation time of its last emote
        self.gaps: dict[int, int] = {}  # seat -> hand slot it dropped from (public: Dropped)
        self.dropped: dict[int, str] = {}  # seat -> the card it dropped, until it takes one (for the log)
        self.shakes: dict[int, float] = {}  # centre position -> when it was slapped
        self.stones: list[tuple[int, float]] = []  # (team, landing time) of points in flight
        self.shown_table = public.table  # the centre as last animated (a replaced one flies off)
        self.revealing = False
        self.last_farmer = False
        self.timing = rules.table_settings(session.data, session.config.options)
        self.images: dict[tuple, Canvas] = {}  # seat panels, score stones: drawn once a scale
        self.score_board: tuple[tuple, Canvas] | None = None  # the score box as last painted, and its key
        self.pile_words: list[pygame.Rect] = []  # where the piles' words lay this frame
        self.controls = Controls(self)
        self.waiting: list[Callable[[], None]] = []  # what the signal choice's window would hide: said once it closes
        self.show_events(session.opening_events())

    def art_to_show(self) -> list[tuple]:
        """Every card face at its sizes, every avatar pose of every seat (a reveal shows 24 faces)."""
        cards, poses = rules.full_deck(self.session.public_view().foehn), ("neutral", *rules.EMOTES)
        sizes = (layout.hand_card(), layout.card_size(0), layout.card_size(4))
        return ([("card_face", card, size) for card in cards for size in sizes]
                + [("emote", pose, seat, layout.avatar()) for seat in range(self.players) for pose in poses])

    # ------------------------------------------------------------------ the keys (controls.py)
    def moment(self, seat: int) -> Any:
        """A menu's choices belong to the deal it was opened in, while it is played: a call
        that ends the deal ends them (game/kit/table.py)."""
        view = self.session.public_view()
        return view.round, view.phase in ("reveal", "over")

    # ------------------------------------------------------------------ the log

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
                            team=layout.TEAM_LETTERS[event.team]), event.seat
            case rules.Emoted():
                return text("gaemsh.log.emote", name=name(event.seat),
                            emote=text(f"gaemsh.emote.{event.emote}")), event.seat
            case rules.TableReplaced():
                return text("gaemsh.log.new_table"), None
            case rules.Slapped():
                return text("gaemsh.log.slap", name=name(event.seat), card=self.card_name(event.card)), event.seat
        return None

    # ------------------------------------------------------------------ events

    def _on_Dealt(self, event: rules.Dealt) -> None:
        self.revealing = False
        self.gaps.clear()
        self.landing.clear()
        back = self.app.art.card_back("gaemsh", layout.hand_card())
        for order, (slot, seat) in enumerate((slot, seat) for slot in range(rules.HAND_SIZE)
                                             for seat in range(self.players)):
            self.fly(back, layout.pile_at(), self.hand_point(seat, slot), ("h", seat, slot), order * DEAL_STAGGER)
        self.deal_centre(event.table, rules.HAND_SIZE * self.players * DEAL_STAGGER)
        self.app.sound.play("card_slide")

    def deal_centre(self, table: tuple[str | None, ...], delay: float) -> None:
        self.shown_table = table
        for pos, card in enumerate(table):
            if card is not None:
                self.fly(self.face(card, pos), layout.pile_at(), layout.table_point(pos, len(table)), ("t", pos),
                         delay + pos * 0.06)

    def _on_TableReplaced(self, event: rules.TableReplaced) -> None:
        old = self.shown_table
        for pos, card in enumerate(old):
            if card is not None:
                self.fly(self.face(card, pos), layout.table_point(pos, len(old)), layout.discard_at(), delay=pos * 0.04,
                         spin=-25, ease=tween.ease_in_out)
        self.landing = {key: at for key, at in self.landing.items() if key[0] != "t"}
        self.deal_centre(event.table, 0.3)
        self.app.sound.play("card_slide")
        if event.cause == "bull":
            self.app.sound.play("bull")
            self.banner("news", self.app.text("gaemsh_table.bull"), 1.5, WOOD_DARK, 30)

    def swap_flight(self, seat: int, slot: int, pos: int, card: str, to_centre: bool) -> None:
        """A card flies between a hand slot and a centre position; the seat's gap follows."""
        self.shown_table = table = self.session.public_view().table
        hand, centre = self.hand_point(seat, slot), layout.table_point(pos, len(table))
        if to_centre:
            self.gaps[seat] = slot
            self.fly(self.face(card, pos), hand, centre, ("t", pos))
        else:
            self.gaps.pop(seat, None)
            self.fly(self.app.art.card_face(card, layout.hand_card()), centre, hand, ("h", seat, slot))

    def _on_Dropped(self, event: rules.Dropped) -> None:
        self.swap_flight(event.seat, event.slot, event.pos, event.card, True)
        self.app.sound.play("card_flip")

    def _on_Taken(self, event: rules.Taken) -> None:
        self.swap_flight(event.seat, event.slot, event.pos, event.card, False)
        self.app.sound.play("card_slide")

    def _on_Reverted(self, event: rules.Reverted) -> None:
        back_to_centre = self.session.public_view().table[event.pos] == event.card  # an offending take
        self.swap_flight(event.seat, event.slot, event.pos, event.card, back_to_centre)

    def _on_Slapped(self, event: rules.Slapped) -> None:
        self.shakes[event.pos] = self.clock
        self.app.sound.play("slap")
        if event.effect == "caught":
            self.banner("news", self.app.text("gaemsh_table.caught", player=self.seat_name(event.seat)), 1.5, RIGHT, 30)
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
        if self.signal_window() is not None:  # under the window the news would be hidden: said once it closes
            self.waiting.append(lambda: self.say_ready(event.team))
        else:
            self.say_ready(event.team)

    def say_ready(self, team: int) -> None:
        """A team has its signal: a toast beside the first of its seats with a clear place
        beside it (at a larger text six seats leave little room), else over a hand of the
        team, a bot's first (a person's cards stay in sight)."""
        self.app.sound.play("ui_select")
        words = self.app.text("gaemsh_table.ready", team=self.team_name(team))
        size = toast_size(words)
        seats = [seat for seat in range(self.players) if self.teams[seat] == team]
        others = [toast.rect for toast in self.toasts]
        beside = [seat for seat in seats if self.beside_seat(seat, size, others, clear_only=True)
                  not in (None, self.over_hand(seat, size))]
        bots = [seat for seat in seats if seat not in self.session.humans]
        self.toast((beside or bots or seats)[0], words)

    def _on_Called(self, event: rules.Called) -> None:
        self.revealing = True
        self.last_farmer = event.farmer
        self.app.sound.play({"gaemsh": "gaemsh", "double": "double_gaemsh", "counter": "counter_gaemsh"}[event.kind])
        words = self.app.text(f"gaemsh.call.{event.kind}")
        if event.kind == "counter":
            words = self.app.text("gaemsh_table.counter_at", call=words, team=self.team_name(self.teams[event.target]))
        self.shout(event.seat, words)
        self.verdict_banner(event.right, "gaemsh_table.wrong")

    def _on_OutgaemshAsked(self, event: rules.OutgaemshAsked) -> None:
        self.app.sound.play("outgaemshed")
        self.shout(event.seat, self.app.text("gaemsh.call.outgaemsh"))
        if event.seat in self.session.humans:
            self.toast(event.seat, self.app.text("gaemsh_table.say_aloud"))

    def _on_Outgaemshed(self, event: rules.Outgaemshed) -> None:
        if event.emote:  # a spoken guess was shouted already (OutgaemshAsked)
            self.app.sound.play("outgaemshed")
            self.shout(event.seat, self.app.text("gaemsh_table.outgaemsh", call=self.app.text("gaemsh.call.outgaemsh"),
                                                 team=self.team_name(event.team),
                                                 emote=self.app.text(f"gaemsh.emote.{event.emote}")))
        self.verdict_banner(event.right, "gaemsh_table.wrong_guess")

    def _on_Scored(self, event: rules.Scored) -> None:
        for team, gain in enumerate(event.gains):
            for index in range(gain):
                delay = VERDICT_DELAY + 0.15 * index + 0.1 * team
                land = self.clock + delay + STONE_FLIGHT
                self.stones.append((team, land))
                self.cues.add(land, "point")
                stone = layout.stone_point(team, event.scores[team] - gain + index)
                self.fly(self.stone_image(team), layout.SHOUT_AT, stone, delay=delay, duration=STONE_FLIGHT, spin=0,
                         ease=tween.ease_in_out)
        self.reason_banner(self.app.text(event.reason))

    def reason_banner(self, words: str) -> None:
        """Why the points went where they went, in the "call" region widened: a sentence, never cut."""
        self.banner("call", words, 2.2, WOOD_DARK, 24, delay=VERDICT_DELAY + 0.9, place=layout.score_reason(self.players))

    def _on_GameOver(self, event: rules.GameOver) -> None:
        teams = sorted({self.teams[seat] for seat in event.winners})
        key = "gaemsh_table.winner" if len(teams) == 1 else "gaemsh_table.winners"
        self.banner("call", self.app.text(key, teams=", ".join(map(self.team_name, teams))), 3.0,
                    TEAM_COLOURS[teams[0]], 56, delay=VERDICT_DELAY + 0.8)

    def shout(self, seat: int, words: str) -> None:
        """A shout pops up beside its seat, in the seat's colour (the "call" region keeps the
        verdict and the points)."""
        width = fonts.font(SHOUT_SIZE, True).size(words)[0] + 40
        place = self.beside_seat(seat, (min(width, 460), SHOUT_SIZE * 2))
        self.banner(f"shout{seat}", words, 1.6, seat_colour(seat), SHOUT_SIZE, place=place)

    def toast(self, seat: int, words: str, seconds: float = REFUSAL_SECONDS,
              colour: tuple[int, int, int] = WARNING) -> None:
        """A message beside the seat, placed as the seat's pop-ups are (clear of the centre,
        the banner regions, the other seats and their messages; failing that over the seat's
        own hand). While the signal choice shows, it stands in its window, under the key hints,
        or waits for the window to close (`hold_hidden_toasts`)."""
        self.toasts = [toast for toast in self.toasts if toast.seat != seat]
        place = self.window_toast_place(words, seat) or self.beside_seat(seat, toast_size(words),
                                                                          [toast.rect for toast in self.toasts])
        self.toasts.append(Toast(words, place, self.time + seconds, seat, colour))
        self.hold_hidden_toasts()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.hold_hidden_toasts()

    def over_toasts(self) -> list[pygame.Rect]:
        """The signal choice's window while it shows: a toast under it would be hidden (one
        in its room is drawn again over it)."""
        window = self.signal_window()
        return [window] if window is not None else []

    def hold_hidden_toasts(self) -> None:
        """While the signal choice covers the table, a toast under its window (not in its room
        for toasts) waits: the window would hide it, or leave a piece at its edge ("Équipe B
        a"). Once the window closes, what waited is said, a toast beside its seat for the
        seconds it had left."""
        window, room = self.signal_window(), self.window_toast_room()
        if window is None or room is None:
            waiting, self.waiting = self.waiting, []
            for say in waiting:
                say()
            return
        for toast in [toast for toast in self.toasts if toast.rect.colliderect(window) and not room.contains(toast.rect)]:
            self.toasts.remove(toast)
            self.waiting.append(functools.partial(self.toast_again, toast, toast.until - self.time))

    def kept_free(self) -> list[pygame.Rect]:
        """What no seat's hint, menu or pop-up covers (the centre as many positions wide as it
        is now, and the piles' words)."""
        public = self.session.public_view()
        return layout.fixed_boxes(self.players, len(public.table)) + [place for _, place in self.pile_labels(public)]

    def beside_seat(self, seat: int, size: tuple[int, int], also: list[pygame.Rect] | None = None,
                    clear_only: bool = False) -> pygame.Rect | None:
        """A place of `size` beside the seat, clear of the centre, the fixed boxes, the other
        seats (`seat_rect`) and `also`, else over its hand (with `clear_only`, None where
        neither is clear: the fallback over the seat's name or its key hint)."""
        keep_out = self.kept_free() + [self.seat_rect(other) for other in range(self.players) if other != seat]
        keep_out += also or []
        own, over_hand = self.seat_rect(seat), self.over_hand(seat, size)
        place = layout.beside(size, own, keep_out, also=(over_hand,))
        clear = place.collidelist(keep_out) < 0 and (place == over_hand or not place.colliderect(own))
        return None if clear_only and not clear else place

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The seat's panel with its key hint where it stands at the seat (not where the signal
        choice shows it for a moment, over the table and its toasts): what toasts stay off."""
        if seat not in self.session.humans or self.phones.holds(seat):
            return self.panel_rect(seat)
        return self.panel_rect(seat).union(self.seat_hint_rect(seat))

    def over_hand(self, seat: int, size: tuple[int, int]) -> pygame.Rect:
        """A place of `size` over the seat's hand, clear of its name (and of the line under it
        where it is no taller than the hand): where a pop-up stands when nothing beside the
        seat is free (six seats at a larger text)."""
        panel, card = self.panels[seat], layout.hand_card()
        place = pygame.Rect((0, 0), size)
        place.center = (round((self.hand_point(seat, 0)[0] + self.hand_point(seat, 3)[0]) / 2), round(self.hand_point(seat, 0)[1]))
        top = panel.y + layout.band_h() + 3
        return place.clamp(pygame.Rect(panel.x, top, panel.width, card[1] + 6 if size[1] <= card[1] + 6 else panel.bottom - top))

    def verdict_banner(self, right: bool, wrong: str) -> None:
        if not right:
            self.cues.add(self.clock + VERDICT_DELAY, "wrong")
        self.banner("call", self.app.text("gaemsh_table.right" if right else wrong), 1.8, RIGHT if right else WRONG, 44,
                    delay=VERDICT_DELAY)

    def animate(self, dt: float) -> None:
        super().animate(dt)
        self.stones = [(team, at) for team, at in self.stones if at > self.clock]

    def move_covered_toasts(self) -> None:
        """A seat's toast that a person's key hint now covers (the hint grew with new keys, or
        changed with the language, after the toast was placed: a team's "has its signal" when
        the play starts) moves beside its seat again, clear of the hints as they are now."""
        hints = [hint for hint in map(self.hint_rect, self.session.humans) if hint is not None]
        for toast in self.toasts:
            if toast.seat is not None and toast.rect.collidelist(hints) >= 0:
                others = [other.rect for other in self.toasts if other is not toast]
                toast.rect = self.beside_seat(toast.seat, toast.rect.size, others)

    def settle(self) -> None:
        super().settle()
        self.stones.clear()  # the points stand on the score track at once

    # ------------------------------------------------------------------ places

    @property
    def panels(self) -> list[pygame.Rect]:
        """The seats' panels at the text size now."""
        key = fonts.text_size()
        if self._panels is None or self._panels[0] != key:
            self._panels = (key, layout.panels(self.players))
        return self._panels[1]

    def panel_rect(self, seat: int) -> pygame.Rect:
        return self.panels[seat]

    def banner_regions(self) -> dict[str, pygame.Rect]:
        return layout.regions(self.players)

    @property
    def log_region(self) -> pygame.Rect | None:
        return layout.log_region(self.players)

    def hand_point(self, seat: int, slot: int) -> Point:
        return layout.hand_point(self.panels[seat], slot)

    # ------------------------------------------------------------------ names and images

    def team_name(self, team: int) -> str:
        return self.app.text("gaemsh_table.team", team=layout.TEAM_LETTERS[team])

    def face(self, card: str, pos: int) -> Canvas:
        """A centre card's face at its position's size."""
        return self.app.art.card_face(card, layout.card_size(pos))

    def drawn_once(self, key: tuple, size: tuple[int, int], paint: Callable[[Canvas], Any]) -> Canvas:
        """An image that never changes (under `key`): `paint` draws it, the first time at each
        scale only."""
        image = self.images.get(key)
        if image is None or image.scale != canvas.current_scale():
            image = self.images[key] = canvas.new(size, pygame.SRCALPHA)
            paint(image)
        return image

    def stone_image(self, team: int) -> Canvas:
        def paint(image: Canvas) -> None:
            draw.circle(image, (60, 60, 56), (9, 10), 8)
            self.team_stone(image, team, (9, 9), 8, 0)
        return self.drawn_once(("stone", team), (18, 18), paint)

    def seat_panel(self, seat: int) -> Canvas:
        """A seat's panel with its colour and symbol (its words are drawn on it each frame)."""
        team, colour = self.teams[seat], seat_colour(seat)

        block, band = layout.block(), layout.band_h()

        def paint(image: Canvas) -> None:
            rect = pygame.Rect((0, 0), block)
            widgets.panel(image, rect, fill=PAPER, border=TEAM_COLOURS[team], radius=12)
            draw.rect(image, colour, (3, 3, block[0] - 6, band), border_top_left_radius=10,
                      border_top_right_radius=10)
            draw_seat_symbol(image, seat, (16, 3 + band // 2), 8)
        return self.drawn_once(("panel", seat, block), (block[0] + 4, block[1] + 5), paint)

    def team_stone(self, surface: Canvas, team: int, centre: tuple[int, int], radius: int, size: int) -> None:
        draw.circle(surface, TEAM_COLOURS[team], centre, radius)
        draw.circle(surface, INK, centre, radius, 1)
        if size:  # the team's letter
            letter = self.label(layout.TEAM_LETTERS[team], size, ink_on(TEAM_COLOURS[team]), True)
            surface.blit(letter, letter.get_rect(center=centre))

    # ------------------------------------------------------------------ drawing

    def draw_table(self, surface: Canvas) -> None:
        public = self.session.public_view()
        surface.blit(self.backdrop(), (0, 0))
        self.pile_words.clear()
        self.move_covered_toasts()  # drawn after the table, as the hints stand now
        for part in (self.draw_scores, self.draw_recent, self.draw_status, self.draw_piles, self.draw_centre):
            part(surface, public)
        under = self.drawn_before_seats(public) + self.pile_words
        for seat in range(self.players):
            self.draw_seat(surface, seat, public, under)
        self.anims.draw(surface)

    def draw_overlay(self, surface: Canvas) -> None:
        public = self.session.public_view()
        if public.phase == "signals":
            self.draw_signal_choice(surface, public)
            room = self.window_toast_room()
            for toast in self.toasts if room is not None else []:  # drawn again, over the window
                if room.contains(toast.rect):
                    toast.draw(surface)
        elif public.phase == "verdict" and public.verdict is not None:
            self.draw_verdict(surface, *public.verdict, TEAM_COLOURS[public.verdict[1]])

    def build_backdrop(self) -> Canvas:
        """Wood, the felt oval and its stitching, and every seat's panel: a full redraw (a reveal,
        a round's end) then copies them with the felt instead of blending six panels over it.
        The panel is drawn first, not after the centre as it once was: `draw_seat` blits it
        again where anything drawn before it touches it, the same pixels as before."""
        board = felt_table(SCREEN.size, pygame.Rect(60, 40, 1160, 640))
        for seat in range(self.players):
            board.blit(self.seat_panel(seat), self.panels[seat])
        return board

    def drawn_before_seats(self, public: rules.GaemshView) -> list[pygame.Rect]:
        """Where what is drawn before the seats may lie, generously (a panel touching one is
        blitted again over it): the score box, the emote list and the status with their
        shadows, the piles with their countdown, the centre's cards with their numbers and a
        gamekeeper's glow. The piles' words are added as they are drawn (`pile_words`)."""
        shadowed = [layout.score_box(len(set(self.teams))), self.recent_box(public), layout.status_box()]
        places = [pygame.Rect(box.topleft, (box.width + 4, box.height + 5)) for box in shadowed]
        pile, discard = layout.pile_at(), layout.discard_at()
        places.append(pygame.Rect(0, 0, 90, 120).move_to(center=(pile[0] - 3, pile[1] - 3)))
        places.append(pygame.Rect(0, 0, 100, 120).move_to(center=(discard[0] + 2, discard[1])))
        for pos in range(len(public.table)):
            card = pygame.Rect((0, 0), layout.card_size(pos)).inflate(20, 60)
            card.center = tuple(map(round, layout.table_point(pos, len(public.table))))
            places.append(card)
        return places

    def draw_scores(self, surface: Canvas, public: rules.GaemshView) -> None:
        """The score box with each team's stones: painted once for each score shown, over the
        backdrop's pixels beneath it, and blitted as one opaque picture (its 60 circles cost a
        millisecond a frame drawn one by one; nothing is drawn under the box but the backdrop)."""
        box = layout.score_box(len(set(self.teams)))
        place = pygame.Rect(box.topleft, (box.width + 4, box.height + 5))  # with the panel's shadow
        flying = [team for team, _ in self.stones]
        shown = tuple(score - flying.count(team) for team, score in enumerate(public.scores))
        backdrop = self.backdrop()
        key = (shown, public.target, self.app.settings.language, id(backdrop), fonts.look())
        if self.score_board is None or self.score_board[0] != key:
            board = canvas.new(place.size)
            board.blit(backdrop, (-place.x, -place.y))
            self.paint_scores(board, box.move(-place.x, -place.y), shown, public.target)
            self.score_board = (key, board)
        surface.blit(self.score_board[1], place)

    def paint_scores(self, surface: Canvas, box: pygame.Rect, shown: tuple[int, ...], target: int) -> None:
        """The score box at `box`: the target, and each team's stone, track and score."""
        widgets.panel(surface, box, radius=10)
        surface.blit(self.label(self.app.text("gaemsh_table.first_to", target=target), TEXT_SIZE, INK, True),
                     (box.x + 12, box.y + 6))
        dx, dy = box.x - layout.SCORE_BOX.x, box.y - layout.SCORE_BOX.y
        for team, score in enumerate(shown):
            y = round(layout.stone_point(team, 0)[1]) + dy
            self.team_stone(surface, team, (box.x + 22, y), self.stone_radius(), TEXT_SIZE)
            for index in range(min(10, target)):
                x, sy = layout.stone_point(team, index)
                x, sy = x + dx, sy + dy
                if index < score:
                    surface.blit(self.stone_image(team), (x - 9, sy - 9))
                else:
                    draw.circle(surface, PAPER_SHADE, (x, sy), 7)
                    draw.circle(surface, INK_SOFT, (x, sy), 7, 1)
            number = self.label(str(max(0, score)), TEXT_SIZE, INK, True)
            surface.blit(number, number.get_rect(midright=(box.right - 8, y)))

    def draw_recent(self, surface: Canvas, public: rules.GaemshView) -> None:
        """The emotes of the last seconds, newest first, each with how long ago it was."""
        box = self.recent_box(public)
        recent = list(reversed(public.recent_emotes))[:self.recent_rows()]
        widgets.panel(surface, box, radius=10)
        surface.blit(self.label(self.app.text("gaemsh_table.recent"), TEXT_SIZE, INK, True), (box.x + 12, box.y + 6))
        for index, (seat, emote, at) in enumerate(recent):  # the seat by its symbol in its colour
            y = box.y + layout.recent_head() + layout.recent_step() // 2 - 3 + index * layout.recent_step()
            draw_seat_symbol(surface, seat, (box.x + 20, y), 9)
            ago = self.label(self.app.text("gaemsh_table.ago", seconds=max(0, int(public.now - at))), TEXT_SIZE,
                             INK_SOFT)
            ago_box = surface.blit(ago, ago.get_rect(midright=(box.right - 10, y)))
            said = widgets.ellipsized(self.app.text(f"gaemsh.emote.{emote}"), ago_box.left - box.x - 44, TEXT_SIZE,
                                      name=True)  # an emote's name
            words = self.label(said, TEXT_SIZE, INK)
            surface.blit(words, words.get_rect(midleft=(box.x + 36, y)))

    def recent_rows(self) -> int:
        return layout.recent_rows(self.players)

    def recent_box(self, public: rules.GaemshView) -> pygame.Rect:
        return layout.recent_box(min(self.recent_rows(), len(public.recent_emotes)))

    @staticmethod
    def stone_radius() -> int:
        """A team stone with its letter (12 units at 100 %)."""
        return max(12, layout.line_h() // 2 + 2)

    def draw_piles(self, surface: Canvas, public: rules.GaemshView) -> None:
        back = self.app.art.card_back("gaemsh", layout.card_size(0))
        pile, discard = layout.pile_at(), layout.discard_at()
        for layer in range(min(4, (public.draw_size + 5) // 6)):
            surface.blit(back, back.get_rect(center=(pile[0] - layer * 2, pile[1] - layer * 2)))
        for layer in range(min(3, (public.discard_size + 3) // 4)):
            tilted = self.images.get(("tilt", layer, back.size))
            if tilted is None or tilted.scale != back.scale:
                tilted = self.images[("tilt", layer, back.size)] = canvas.rotate(back, 8 - layer * 7)
            surface.blit(tilted, tilted.get_rect(center=(discard[0] + layer * 2, discard[1])))
        for words, place in self.pile_labels(public):
            self.pile_words.append(surface.blit(self.label(words, TEXT_SIZE, TEXT, True), place))
        if public.refresh_at is not None:
            caption = "" if layout.larger() else self.app.text("gaemsh_table.refresh")  # at a larger text: the status's
            ring = tuple(map(round, layout.refresh_at()))
            self.draw_ring(surface, ring, public.refresh_at, self.timing.idle_refresh, caption)
            width = max(44, self.label(caption, 18, TEXT, True).get_width() + 4) if caption else 44  # the ring and its caption
            self.pile_words.append(pygame.Rect(ring[0] - width // 2, ring[1] - 48, width, 72))

    def pile_labels(self, public: rules.GaemshView) -> list[tuple[str, pygame.Rect]]:
        """The draw pile's and the discards' words with their counts, and where they stand:
        under each pile (the discards' reach past the centre's box in French at 150 %)."""
        card_below = layout.card_size(0)[1] // 2 + 6
        labels = []
        for (x, y), key, count in ((layout.pile_at(), "pile", public.draw_size),
                                   (layout.discard_at(), "discard", public.discard_size)):
            words = self.app.text(f"gaemsh_table.{key}", count=count)
            labels.append((words, self.label(words, TEXT_SIZE, TEXT, True).get_rect(midtop=(x, y + card_below))))
        return labels

    def draw_centre(self, surface: Canvas, public: rules.GaemshView) -> None:
        claims = dict(public.snack_claims)
        for pos, card in enumerate(public.table):
            size = layout.card_size(pos)
            rect = pygame.Rect((0, 0), size)
            rect.center = tuple(map(round, layout.table_point(pos, len(public.table))))
            draw.rect(surface, TABLE_FELT_DARK, rect.inflate(6, 6), border_radius=8)
            landed = card is not None and self.landed(("t", pos))
            if landed:
                dx, dy = self.shake(self.shakes.get(pos, -9.0), 7.0, SHAKE)
                surface.blit(self.face(card, pos), (rect.x + dx, rect.y + dy))
                if card == rules.GAMEKEEPER and public.gamekeeper_until is not None:
                    glow = 4 * self.beat(1.0)
                    draw.rect(surface, ALERT, rect.inflate(10 + glow, 10 + glow), 4, border_radius=10)
                if pos in claims:
                    surface.blit(self.drawn_once(("veil", size), size, lambda image: image.fill((0, 0, 0, 110))), rect)
                    draw_seat_symbol(surface, claims[pos], rect.center, 16)
            self.draw_number(surface, pos, rect)

    def draw_number(self, surface: Canvas, pos: int, rect: pygame.Rect) -> None:
        """A centre position's number as its slot key names it: under a first-row card, over a
        second-row one; at a larger text on a dark tag inside the card's foot (first row) or
        head (second), so the two rows' numbers stay apart."""
        if not layout.larger():
            number = self.label(str(pos + 1), TEXT_SIZE, PAPER_SHADE, True)
            anchor = {"midtop": (rect.centerx, rect.bottom + 3)} if pos < 4 else {"midbottom": (rect.centerx, rect.top - 3)}
            surface.blit(number, number.get_rect(**anchor))
            return
        number = self.label(str(pos + 1), TEXT_SIZE, TEXT, True)
        tag = number.get_rect().inflate(10, 0)
        if pos < 4:
            tag.midbottom = (rect.centerx, rect.bottom)
        else:
            tag.midtop = (rect.centerx, rect.top)
        draw.rect(surface, WOOD_DARK, tag, border_radius=6)
        surface.blit(number, number.get_rect(center=tag.center))

    def draw_status(self, surface: Canvas, public: rules.GaemshView) -> None:
        """The phase in words, with a bar counting down the open window; at a larger text,
        while the idle refresh counts down (its ring beside the box), what it counts to."""
        words = self.app.text(f"gaemsh.phase.{public.phase}")
        deadline, total = None, 1.0
        if public.phase == "snack" and public.snack_until is not None:
            deadline, total = public.snack_until, self.timing.snack_window
        elif public.phase == "reveal" and public.reveal_until is not None:
            deadline, total = public.reveal_until, self.timing.reveal_pause
        elif public.gamekeeper_until is not None:
            words = self.app.text("gaemsh_table.keeper", player=self.seat_name(public.gamekeeper_offender))
            deadline, total = public.gamekeeper_until, self.timing.gamekeeper_window
        box = layout.status_box()
        widgets.panel(surface, box, radius=10)
        inside = layout.status_words()
        rows = [(words, INK)]
        one_line = fonts.font(fonts.FLOOR, True).size(words)[0] <= inside.width
        if layout.larger() and public.refresh_at is not None and one_line:  # a two-line status leaves the ring its seconds alone
            rows.append((self.app.text("gaemsh_table.refresh"), INK_SOFT))
        lines: list[tuple[str, int, tuple[int, int, int]]] = []
        for part, colour in rows:  # each its share of the box's lines
            size, fitted = widgets.fit(part, (inside.width, inside.height // len(rows)), 20, True, 2 // len(rows))
            lines += [(line, size, colour) for line in fitted]
        steps = [fonts.font(size, True).get_linesize() for _, size, _ in lines]
        y = inside.centery - sum(steps) / 2
        for (line, size, colour), step in zip(lines, steps):
            image = self.label(line, size, colour, True)
            surface.blit(image, image.get_rect(center=(inside.centerx, round(y + step / 2))))
            y += step
        if deadline is not None:
            left = max(0.0, deadline - self.session.clock)
            width = int((box.width - 16) * min(1.0, left / total))
            draw.rect(surface, ALERT, (box.left + 8, box.bottom - 6, width, 4))

    def draw_seat(self, surface: Canvas, seat: int, public: rules.GaemshView, under: list[pygame.Rect]) -> None:
        """A seat over its panel (in the backdrop: blitted again only where something drawn
        before, `under`, touches it; the panel is opaque or clear at every pixel, so a second
        blit gives the pixels of a first); its key hint and emote bubble, which may lie off
        the panel, join `under` for the seats drawn after it."""
        rect = self.panel_rect(seat)
        panel = self.seat_panel(seat)
        if panel.get_rect(topleft=rect.topleft).collidelist(under) >= 0:
            surface.blit(panel, rect)
        name = widgets.ellipsized(self.seat_name(seat), rect.width - 70, TEXT_SIZE, True, name=True)
        surface.blit(self.label(name, TEXT_SIZE, ink_on(seat_colour(seat)), True), (rect.x + 30, rect.y + 3))
        radius = self.stone_radius()
        self.team_stone(surface, self.teams[seat], (rect.right - 6 - radius, rect.y + 3 + layout.band_h() // 2), radius,
                        TEXT_SIZE)
        self.draw_avatar(surface, seat, rect)
        self.draw_hand(surface, seat, public)
        self.draw_seat_line(surface, seat, public, rect)
        bubble = self.draw_bubble(surface, seat)  # over the hand when nothing beside the seat is free
        self.draw_hint(surface, seat)
        under.extend(place for place in (bubble, self.hint_rect(seat)) if place is not None)

    def draw_avatar(self, surface: Canvas, seat: int, rect: pygame.Rect) -> None:
        """The seat's face (an emote's while it pops)."""
        age = self.clock - self.popped.get(seat, -9.0)
        pose = self.poses[seat] if age < BUBBLE else "neutral"  # an old face is no signal
        face = layout.avatar()
        image = self.app.art.emote(pose, seat, face)
        if age < POSE_POP and not self.still:
            grown = 0.7 + 0.3 * tween.ease_out_back(age / POSE_POP)
            image = canvas.smoothscale(image, (image.get_width() * grown, image.get_height() * grown))
        centre = (rect.x + 6 + face[0] // 2, rect.y + layout.band_h() + 2 + face[1] // 2)
        surface.blit(image, image.get_rect(center=centre))

    def draw_bubble(self, surface: Canvas, seat: int) -> pygame.Rect | None:
        """While an emote pops, its name in a bubble beside the seat, off the centre and the
        banners: the bubble's place."""
        if self.clock - self.popped.get(seat, -9.0) < BUBBLE:
            words = self.label(self.app.text(f"gaemsh.emote.{self.poses[seat]}"), 22, INK, True)
            bubble = self.beside_seat(seat, words.get_rect().inflate(24, 12).size)
            draw.rect(surface, PAPER, bubble, border_radius=12)
            draw.rect(surface, seat_colour(seat), bubble, 3, border_radius=12)
            surface.blit(words, words.get_rect(center=bubble.center))
            return bubble
        return None

    def draw_hand(self, surface: Canvas, seat: int, public: rules.GaemshView) -> None:
        reveal = self.revealing and public.phase in ("reveal", "over") and len(public.last_reveal) == self.players
        if reveal:
            hand = public.last_reveal[seat]
        elif self.hand_visible(seat):
            hand = self.session.view(seat).hand
        else:
            gap = self.gaps.get(seat) if public.mid_swaps[seat] else None
            hand = tuple(None if slot == gap else "back" for slot in range(rules.HAND_SIZE))
        motif, count = rules.best_motif(hand)
        quartet = count >= (3 if self.last_farmer else 4) if reveal else count >= 4 and self.hand_visible(seat)
        for slot, card in enumerate(hand):
            box = pygame.Rect((0, 0), layout.hand_card())
            box.center = tuple(map(round, self.hand_point(seat, slot)))
            if card is None:
                draw.rect(surface, PAPER_SHADE, box, 2, border_radius=5)
            elif self.landed(("h", seat, slot)):
                surface.blit(self.app.art.card_back("gaemsh", box.size) if card == "back"
                             else self.app.art.card_face(card, box.size), box)
                if quartet and rules.motif_of(card) == motif:
                    draw.rect(surface, GOLD, box.inflate(6, 6), 3, border_radius=6)

    def draw_seat_line(self, surface: Canvas, seat: int, public: rules.GaemshView, rect: pygame.Rect) -> None:
        """One line under the hand: mid-swap, the last call's mark, or the secret signal."""
        last, signal = public.last_call, self.signal_shown(seat) and self.session.view(seat).my_signal
        if public.mid_swaps[seat]:
            words, colour = self.app.text("gaemsh_table.holding"), ALERT
        elif public.phase == "play" and self.holds_quartet(seat):
            words, colour = self.app.text("gaemsh_table.quartet"), RIGHT
        elif self.revealing and last is not None and last[0] == seat:
            words = self.app.text("gaemsh_table.mark_right" if last[3] else "gaemsh_table.mark_wrong")
            colour = RIGHT if last[3] else WRONG
        elif signal:
            words, colour = self.signal_line(signal), INK_SOFT
        else:
            return
        if layout.larger():  # under the avatar too: the panel's whole width
            room, middle = rect.width - 20, rect.bottom - 4 - layout.line_h() // 2
        else:
            room, middle = rect.width - SEAT_LINE_MARGIN, rect.bottom - 13
        image = self.label(widgets.ellipsized(words, room, TEXT_SIZE, True), TEXT_SIZE, colour, True)
        surface.blit(image, image.get_rect(midright=(rect.right - 10, middle)))

    def holds_quartet(self, seat: int) -> bool:
        """The seat holds four of a motif and may see so: its own hand shows (alone, open
        privacy, or while it holds the look)."""
        return self.hand_visible(seat) and rules.best_motif(self.session.view(seat).hand)[1] >= 4

    def signal_line(self, signal: str) -> str:
        """The team's signal as the line under a seat's hand says it (short: it fits the panel)."""
        if signal == rules.REAL_SIGNAL:
            return self.app.text("gaemsh_table.signal_real")
        return self.app.text("gaemsh_table.signal", emote=self.app.text(f"gaemsh.emote.{signal}"))

    def signal_words(self, signal: str) -> str:
        return (self.app.text("gaemsh_table.real_signal") if signal == rules.REAL_SIGNAL
                else self.app.text(f"gaemsh.emote.{signal}"))

    def signal_shown(self, seat: int) -> bool:
        """A team's signal is written at its human seats only when no other team has a human
        (and never at a phone's seat: its phone shows it)."""
        humans = self.session.humans
        if seat not in humans or self.phones.holds(seat):
            return False
        return all(self.teams[other] == self.teams[seat] for other in humans)
