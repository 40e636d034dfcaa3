"""The lobby of a title: join a seat by pressing any key of a cluster (or a pad button),
or from a phone (game/shell/lobby_phones.py), set the bots of the other seats, the teams,
the table options and the seed; then play. It remembers its choices for the next time
(game/shell/lobby_memory.py).
"""
from __future__ import annotations

import random
from typing import Any

import pygame

from game.catalogue import Title
from game.core import adaptive
from game.core.seats import BOT_LEVELS, SeatSpec, TableConfig, teams_opposite
from game.input.intents import Intent
from game.scene import Scene
from game.shell import learn, menu_keys
from game.kit.table import TableSession
from game.shell import lobby_memory
from game.shell.lobby_phones import KINDS as PHONE_ROWS, PANEL, LobbyPhones, panel_place
from game.ui import fonts, widgets
from game.ui.canvas import Canvas
from game.ui.palette import HINT, SEAT_COLOURS, draw_seat_symbol

EMPTY = "empty"
CHOICES = (*BOT_LEVELS, adaptive.ADAPTIVE, EMPTY)
SEED_DIGITS = 9
TITLE_SIZE, BLURB_SIZE, ROW_SIZE, ROW_GAP, MESSAGE_SIZE = 40, 20, 22, 10, 20
ROWS_WIDTH = 760
ROWS_APART = 1  # between two rows' frames
ROW_ROOM = 0  # the least room between a row's words and its frame, above and below (the lobby's list is long)
ARROW_ROOM = 36  # right of the rows: the arrows saying more rows lie above or below


def least_gap(size: int) -> int:
    """The least gap (beyond a line) between the lobby's rows of text `size` (widgets.least_gap)."""
    return widgets.least_gap(size, ROW_ROOM, ROWS_APART)


def ordered(option: Any) -> bool:
    """Whether an option's choices are a scale of numbers (they stop at their ends) rather
    than names or on/off (they go round)."""
    return all(isinstance(choice, (int, float)) and not isinstance(choice, bool) for choice in option.choices)


class LobbyScene(Scene):
    def __init__(self, app: Any, title: Title) -> None:
        super().__init__(app)
        self.title = title
        remembered = lobby_memory.recall(title, app.settings.lobby.get(title.id, {}), app.input.devices(), CHOICES,
                                         EMPTY)
        self.seats: list[str] = remembered.seats
        self.humans: dict[int, str] = remembered.humans  # seat row -> device
        self.options = remembered.options
        self.seed = random.SystemRandom().randint(1, 10 ** 6)  # the seed is shown and can be typed in
        self.typed: str | None = None  # the digits of a seed being typed (None: not typing); Enter takes them
        # a seated player's device -> what their seat was before they sat down (a bot's level, empty)
        self.before = {device: remembered.before[row] for row, device in self.humans.items() if row in remembered.before}
        self.phones = LobbyPhones(self)
        self.phones.away = remembered.phone_away
        self.rows = ([("seat", i) for i in range(title.max_players)]
                     + [("option", option) for option in title.options] + self.phones.rows()
                     + [("seed", None), ("rules", None)] + ([("learn", None)] if title.has_guide else [])
                     + [("keytest", None), ("start", None), ("back", None)])
        # Start and Back, set apart: a player reaching for Start takes nothing else (the guide was right above it)
        self.menu = widgets.MenuList(len(self.rows), len(self.rows) - 2, apart_from=len(self.rows) - 2)
        self.message = ""
        self.relaxed = title.relaxed_key  # the line on what a relaxed game changes (None: the title has no timers)
        self.notices = title.data_notices()  # (text key, values): data the title left out, shown under the rows

    def enter(self) -> None:
        self.title.scene_class()  # its table's modules load now, not in the table's first frame
        self.title.load_data()  # so are its data's files parsed (the quiz's packs: 0.1 s; a table reads them unparsed)
        self.resume()

    # --- input ------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if not intent.pressed or self.phones.handle(intent):
            return True
        if self.typed is not None:
            return self.type_seed(intent)
        if intent.button == "unbound":
            self.message = self.app.text("input.unbound")
            return True
        if intent.seat is None and self.app.input.claims(intent):
            self.join(intent.device)
            return True
        if intent.seat is not None and intent.button == "alt" and self.humans.get(intent.seat):
            self.leave(intent.seat)
            return True
        if intent.seat is not None and intent.button == "act" and self.humans.get(intent.seat):
            self.move(intent.seat)
            return True
        button = intent.menu_button
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button in ("left", "right"):
            self.change(self.rows[self.menu.selected], 1 if button == "right" else -1)
        elif button == "confirm":
            self.confirm(self.rows[self.menu.selected])
        elif button in ("back", "pause"):
            self.app.pop()
        return True

    def join(self, device: str, wanted: int | None = None) -> None:
        """Seat `device` at seat `wanted` when it is free, else at the first bot's, else at the first free one."""
        free = [i for i in range(self.title.max_players) if i not in self.humans]
        if not free:
            self.message = self.app.text("lobby.full")
            return
        seat = wanted if wanted in free else next((i for i in free if self.seats[i] != EMPTY), free[0])
        self.humans[seat] = device
        self.before[device] = self.seats[seat]
        self.seats[seat] = "human"
        self.app.input.bind(device, seat)
        self.app.sound.play("ui_select")
        self.message = self.app.text("lobby.joined", seat=seat + 1)

    def move(self, seat: int) -> None:
        """A player changes seats (to sit with a partner): to the next seat no human holds;
        whatever sat there (a bot or nothing) takes the old seat."""
        others = [i for i in range(1, self.title.max_players) if (seat + i) % self.title.max_players not in self.humans]
        if not others:
            return
        target = (seat + others[0]) % self.title.max_players
        device = self.humans.pop(seat)
        self.app.input.unbind(seat)
        self.seats[seat], self.seats[target] = self.seats[target], "human"
        self.humans[target] = device
        self.app.input.bind(device, target)
        self.app.sound.play("ui_move")
        self.message = self.app.text("lobby.moved", seat=target + 1)

    def seat_players(self, players: dict[int, str]) -> None:
        """Seat players who come from elsewhere (the guide's learners: seat -> device) at their
        own seat where it is free; a device seated here already stays where it is. The cursor
        goes to "Start the game": they came to play (on "Learn", Enter began the guide again)."""
        for seat, device in sorted(players.items()):
            if device not in self.humans.values():
                self.join(device, seat)
        self.menu.selected = self.rows.index(("start", None))

    def leave(self, seat: int) -> None:
        """The seat becomes what it was before the player sat down (a bot of that level, or
        empty; a bot of level normal when that is not known)."""
        self.app.input.unbind(seat)
        self.seats[seat] = self.before.pop(self.humans.pop(seat), lobby_memory.FALLBACK_BOT)
        self.message = self.app.text("lobby.left" if self.seats[seat] != EMPTY else "lobby.left_empty", seat=seat + 1)

    def type_seed(self, intent: Intent) -> bool:
        """Digits and Backspace edit the typed seed; Enter takes it (nothing typed: the seed
        stays), Esc or back leaves the seed as it was."""
        typed = self.typed or ""
        if intent.button.startswith("digit:") and len(typed) < SEED_DIGITS:
            self.typed = typed + intent.button[6:]
        elif intent.button == "backspace":
            self.typed = typed[:-1]
        elif intent.menu_button in ("confirm", "back", "pause"):
            if intent.menu_button == "confirm" and typed:
                self.seed = int(typed)
            self.typed = None
            self.app.input.text_mode = False
            self.message = ""
        return True

    def change(self, row: tuple[str, Any], step: int) -> None:
        kind, value = row
        if kind == "seat" and value not in self.humans:
            self.seats[value] = CHOICES[(CHOICES.index(self.seats[value]) + step) % len(CHOICES)]
        elif kind == "option":
            choices = value.choices
            index = choices.index(self.options[value.key]) + step
            if ordered(value):  # a scale stops at its ends: Left on the least stays there
                if not 0 <= index < len(choices):
                    return
            self.options[value.key] = choices[index % len(choices)]
        elif kind == "seed":
            self.seed = max(0, self.seed + step)
        elif kind in PHONE_ROWS:
            self.phones.change(kind, step)
        else:
            return
        self.app.sound.play("ui_move")

    def confirm(self, row: tuple[str, Any]) -> None:
        kind, value = row
        if kind == "seat" and self.phones.holds(value):
            self.phones.free(value)
        elif kind in ("seat", "option", *PHONE_ROWS):
            self.change(row, 1)
        elif kind == "seed":
            self.typed = ""
            self.app.input.text_mode = True
            self.message = self.app.text("lobby.seed_typing", seed=self.seed)
        elif kind == "rules":
            from game.shell.rules_help import RulesHelpScene
            self.app.push(RulesHelpScene.for_players(self.app, self.title, self.humans))
        elif kind == "keytest":
            from game.shell.keytest import KeyTestScene
            self.app.push(KeyTestScene(self.app))
        elif kind == "learn":  # the title's guided game, for the (at most two) seated players' keys
            learners = [device for _, device in sorted(self.humans.items()) if not device.startswith("phone:")]
            if learners:
                lobby_memory.remember(self)  # the guide speaks of the table chosen here (its target)
                learn.start(self.app, self.title, learners)
            else:
                self.message = self.app.text("learn.nobody")
                self.app.sound.play("wrong")
        elif kind == "start":
            self.start()
        elif kind == "back":
            self.app.pop()

    # --- starting -----------------------------------------------------------------
    def occupied(self) -> list[int]:
        return [i for i, choice in enumerate(self.seats) if choice != EMPTY]

    def start(self) -> None:
        rows = self.occupied()
        if len(rows) not in self.title.counts:
            counts = ", ".join(str(n) for n in self.title.counts)
            self.message = self.app.text("lobby.bad_count", counts=counts)
            self.app.sound.play("wrong")
            return
        seats = tuple(SeatSpec("human") if self.seats[row] == "human" else SeatSpec("bot", self.bot_level(row))
                      for row in rows)
        humans = {rows.index(row): device for row, device in self.humans.items()}
        for row in self.humans:
            self.app.input.unbind(row)
        for seat, device in humans.items():
            self.app.input.bind(device, seat)
        config = TableConfig(seats=seats, options=dict(self.options))
        lobby_memory.remember(self)
        session = TableSession(self.title, config, self.seed, humans, phone_away=self.phones.away)
        self.phones.handed_over = True
        self.app.push(self.title.scene_class()(self.app, session))

    def bot_level(self, row: int) -> str:
        """The level a bot seat plays at; Adaptive bots start from this title's saved skill."""
        if self.seats[row] != adaptive.ADAPTIVE:
            return self.seats[row]
        return adaptive.level_text(self.app.settings.adaptive.get(self.title.id, adaptive.START))

    def update(self, dt: float) -> None:
        self.phones.update(dt)

    def exit(self) -> None:
        self.phones.close()
        lobby_memory.remember(self)

    def resume(self) -> None:
        """Bind each seated player's device to its seat, and nothing else."""
        for seat in list(self.app.input.bindings().values()):
            self.app.input.unbind(seat)
        for row, device in self.humans.items():
            self.app.input.bind(device, row)

    # --- drawing --------------------------------------------------------------------
    def seat_team(self, row: int) -> int | None:
        if not self.title.teams:
            return None
        rows = self.occupied()
        if row not in rows or len(rows) % 2:
            return None
        return teams_opposite(len(rows))[rows.index(row)]

    def ping(self, device: str) -> str:
        """" · ping 42 ms" for a phone whose link's round trip is measured (game/phones/fair.py), else ""."""
        phones = self.app.input.phones
        trip = phones.round_trip(device) if phones is not None and device.startswith("phone:") else None
        return "" if trip is None else f" · {self.app.text('phones.ping', ms=round(trip * 1000))}"

    def row_text(self, row: tuple[str, Any], width: int | None = None) -> str | tuple[str, str]:
        """A row's words; a seat's row names its player's keys where they fit the rows' `width`
        (beside the phones' panel at a larger text size they may not: then the keys' cluster,
        whose keys the band at the bottom names)."""
        kind, value = row
        if kind == "seat":
            team = self.seat_team(value)
            team_text = f"  · {self.app.text('lobby.team', team=chr(ord('A') + team))}" if team is not None else ""
            label = self.app.text("lobby.seat", seat=value + 1)
            choice = self.seats[value]
            if choice != "human":  # left and right change a bot's level
                who = f"◂ {self.app.text(f'lobby.{choice}')} ▸"
                return self.app.text("kit.labelled", label=label, value=who + team_text)
            device = self.humans[value]
            for keys in (self.app.input.device_hint(device), self.app.input.device_label(device)):
                who = self.app.text("lobby.human", keys=keys) + self.ping(device)
                words = self.app.text("kit.labelled", label=label, value=who + team_text)
                if width is None or fonts.font(fonts.FLOOR, True).size(words)[0] <= width - widgets.ROW_MARGIN:
                    break
            return words
        if kind == "option":
            current = self.options[value.key]
            if isinstance(current, bool):
                shown = self.app.text("common.on" if current else "common.off")
            elif value.choice_keys:
                shown = self.app.text(f"{value.label_key}.{current}")
            else:
                shown = str(current)
            index = value.choices.index(current)
            lower = "◂" if not ordered(value) or index > 0 else " "
            higher = "▸" if not ordered(value) or index < len(value.choices) - 1 else " "
            return self.app.text(value.label_key), f"{lower} {shown} {higher}"
        if kind in PHONE_ROWS:
            return self.phones.row_text(kind)
        if kind == "seed":  # left and right step it; while one is typed, the seed it replaces shows beside it
            shown = f"◂ {self.seed} ▸" if self.typed is None else f"{self.seed} → {self.typed}_"
            return self.app.text("kit.labelled", label=self.app.text("lobby.seed"), value=shown)
        return self.app.text(f"lobby.{kind}")

    def row_layout(self, room: int) -> tuple[int, int] | None:
        """The rows' text size and the gap between them: ROW_SIZE and ROW_GAP, or a smaller gap
        (never so small that a row's words touch its frame: `least_gap`), then a smaller size
        (down to the floor), where the rows, the lines under them and the message line would not
        fit `room` (a title with many seats and options, many players' keys below); None when
        even the floor does not fit."""
        below = self.below_rows() + widgets.SET_APART
        for size in range(ROW_SIZE, fonts.FLOOR - 1, -1):
            spare = (room - below) // len(self.rows) - fonts.font(size).get_linesize()
            if spare >= least_gap(size):
                return size, max(least_gap(size), min(ROW_GAP, spare))
        return None

    def below_rows(self) -> int:
        """The height the message line and the words under the rows take."""
        below = fonts.font(MESSAGE_SIZE).get_linesize() + 12
        if self.notice_words():
            below += self.notice_lines() * fonts.font(fonts.FLOOR).get_linesize() + 4
        return below

    def notice_words(self) -> str:
        """The words under the rows: the data the title left out, or else what a relaxed game
        changes (a title with timers; "" for one without)."""
        if self.notices:  # a warning comes first; the "more time" row still offers the choice
            return "  ·  ".join(self.app.text(key, **values) for key, values in self.notices)
        return self.app.text(self.relaxed) if self.relaxed else ""

    def notice_lines(self) -> int:
        """The lines the words under the rows take: as many as they wrap onto, at most three."""
        width = (panel_place().left - 14 if self.phones.showing() else self.app.size[0] - 20) - 20
        return min(3, len(widgets.wrap_lines(self.notice_words(), width, fonts.FLOOR)))

    @staticmethod
    def lines_box(words: str, top: int, size: int, width: int) -> pygame.Rect:
        """The box of words under the title, across `width` but for a margin: one line high,
        or two when they wrap (the rows below take what is left)."""
        width -= 40
        lines = min(2, len(widgets.wrap_lines(words, width, size)))
        return pygame.Rect(20, top, width, lines * fonts.font(size).get_linesize())

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width, height = surface.get_size()
        heading = widgets.text(surface, self.app.text(self.title.name_key), (width // 2, 12), TITLE_SIZE,
                               widgets.PAPER, bold=True, anchor="midtop")
        band = menu_keys.draw(surface, self.app, sideways=True, act="lobby.keys.seat", alt="lobby.keys.leave")
        join = self.app.text("lobby.join_hint")  # what each seated player's keys do here: the band at the bottom
        blurb = self.lines_box(self.app.text(self.title.blurb_key), heading.bottom + 2, BLURB_SIZE, width)
        hint = self.lines_box(join, blurb.bottom + 2, fonts.FLOOR, width)
        layout = self.row_layout(band - hint.bottom - 6)
        if layout is None:  # crowded (many seats, players' keys, a notice): the title's words, which
            hint = self.lines_box(join, heading.bottom + 2, fonts.FLOOR, width)  # the menu showed, give the rows their room
            layout = self.row_layout(band - hint.bottom - 6)
        else:
            widgets.fitted_lines(surface, self.app.text(self.title.blurb_key), blurb, BLURB_SIZE)
        self.menu.shown = None
        if layout is None:  # not even then (a large text size): the rows scroll, as many in view as fit
            layout = (fonts.FLOOR, least_gap(fonts.FLOOR))
            self.menu.shown = max(1, (band - hint.bottom - 6 - self.below_rows() - widgets.SET_APART)
                                  // (fonts.font(fonts.FLOOR).get_linesize() + least_gap(fonts.FLOOR)))
        size, gap = layout
        widgets.fitted_lines(surface, join, hint, fonts.FLOOR, HINT)
        top = hint.bottom + 6
        if self.phones.showing():  # left of the panel, with room for the seats' symbols and the scroll arrows
            rows_width = min(ROWS_WIDTH * fonts.text_size() // 100, panel_place().left - 14 - 40 - ARROW_ROOM)
            centre = panel_place().left - 14 - ARROW_ROOM - rows_width // 2
        else:  # wider for a larger text size
            rows_width, centre = min(ROWS_WIDTH * fonts.text_size() // 100, width - 120), width // 2
        texts = [self.row_text(row, rows_width) for row in self.rows]
        self.menu.draw(surface, texts, (centre, top), size=size, gap=gap, width=rows_width, apart=ROWS_APART)
        for rect, index in zip(self.menu.drawn, self.menu.in_view()):
            kind, value = self.rows[index]
            if kind == "seat" and self.seats[value] != EMPTY:
                draw_seat_symbol(surface, value, (centre - rows_width // 2 - 18, rect.centery), 12)
        self.phones.draw(surface, band - 6, min(PANEL.top, top))
        words = self.notice_words()
        if words:
            right = panel_place().left - 14 if self.phones.showing() else width - 20
            lines = self.notice_lines()
            notice = pygame.Rect(20, self.menu.bottom(top, size, gap) + 4, right - 20,
                                 lines * fonts.font(fonts.FLOOR).get_linesize())
            widgets.fitted_lines(surface, words, notice, fonts.FLOOR, HINT if self.notices else widgets.PAPER,
                                 max_lines=lines)
        if self.message:  # across the screen, or left of the phones' panel
            right = panel_place().left - 14 if self.phones.showing() else width - 20
            widgets.fitted(surface, self.message, ((20 + right) // 2, band - 4), right - 20, MESSAGE_SIZE,
                           SEAT_COLOURS[3], anchor="midbottom")
