"""The end of a game: players (or teams) in rank order, ties sharing a place, how it ended,
beside a picture of the final table; then play again with the same seats, bots and options,
take the same seats to another title's lobby, or go back to the menu.

The ranking comes in with motion and sound and the winners get a fanfare and confetti
(game/shell/results_cheer.py); a press of a menu key while it comes in ends the entrance
at once, so the press that skips never also chooses a row; a press drained in the results'
first CARRY seconds after the finished table handed over was meant for the table (a stalled first frame, reduced motion's rows
standing at once) and does nothing here. The picture is the finished
table's own (`TableScene.final_picture`, game/kit/final_picture.py); a title may add a
list of its own under it (`TableScene.final_list`). Where the seats go next:
game/shell/results_seats.py.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game import catalogue
from game.core.ranking import placings
from game.core.seats import teams_opposite
from game.input.intents import Intent
from game.kit.table import TableScene, TableSession, seat_name
from game.scene import Scene
from game.shell import menu_keys, results_seats
from game.shell.results_cheer import PICTURE_IN, ROW_FLIGHT, Confetti, Entrance, schedule
from game.ui import canvas, fonts, tween, widgets
from game.ui.canvas import DESIGN, Canvas
from game.ui.palette import GOLD, INK_SOFT, WOOD, draw_seat_symbol

TITLE_TOP, TITLE_SIZE = 12, 40
REASON = pygame.Rect(40, 62, 1200, 48)
KEYS_ROOM = 72  # the players' menu keys at the bottom (game/shell/menu_keys.py: two lines) and a gap
RANKING = pygame.Rect(30, 118, 610, 602 - KEYS_ROOM)  # the ranking's rows, best first
RIGHT = pygame.Rect(660, 118, 590, 602 - KEYS_ROOM)  # the final picture, a title's own list, the menu
ROW_MOST = 112  # the tallest a row gets (few rows: room for a sheet of three lines)
ROW_GAP = 8
SHEET_LINES = 3  # a score sheet wraps onto this many lines at most
NAME_SIZE, SHEET_SIZE, SCORE_SIZE, PLACE_SIZE = 22, 20, 26, 24
SYMBOL_STEP, SYMBOL = 28, 11  # between two seats' symbols in a row; a symbol's radius
SCORE_WIDTH, WINNER_WIDTH = 72, 170
MENU_SIZE, MENU_GAP = 24, 10
LIST_SIZE = 20
LIST_SHARE = 2  # a title's own list takes at most half of the right column above the menu at 100 % text, a
# third at 150 % (the picture's words under it grow too), the picture the rest
CARRY = 0.4  # seconds of the app's clock after the results open in which a press is the table's
WINNER_FILL = (250, 226, 160)


def regions(app: Any) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The reason's line, the ranking and the right column at the text size now: REASON,
    RANKING and RIGHT at 100 %, moved down and shortened to make room for larger text and for
    the players' keys (more lines of them where many players sit at a large text size)."""
    reason = REASON.copy()
    reason.top = max(REASON.top, TITLE_TOP + fonts.font(TITLE_SIZE, True).get_height() + 2)
    reason.height = max(REASON.height, 2 * fonts.font(fonts.FLOOR).get_linesize() + 4)
    top = reason.bottom + 8
    height = canvas.DESIGN.height - top - max(KEYS_ROOM, menu_keys.room(app) + 18)
    return (reason, pygame.Rect(RANKING.x, top, RANKING.width, height),
            pygame.Rect(RIGHT.x, top, RIGHT.width, height))


class ResultsScene(Scene):
    def __init__(self, app: Any, session: TableSession, table: TableScene | None = None) -> None:
        """`table`: the finished table (it draws the final picture); built anew when not given."""
        super().__init__(app)
        self.session = session
        self.table = table or session.title.scene_class()(app, session)
        self.outcome = session.outcome()
        self.adapt_bots()
        teams = teams_opposite(len(self.outcome.scores)) if session.title.teams else None
        self.placings = placings(self.outcome, teams)
        self.entrance = Entrance(schedule([placing.won for placing in self.placings]))
        self.cues = tween.Cues()
        for row, start in enumerate(self.entrance.starts):
            if not self.placings[row].won:
                self.cues.add(start + ROW_FLIGHT * 0.6, "card_slide")
        self.cues.add(self.entrance.landed_at - ROW_FLIGHT * 0.3, "fanfare", "winners")
        if app.settings.reduced_motion:  # the rows stand at once; the fanfare plays in the first frame
            self.entrance.age = max(self.entrance.landed_at, PICTURE_IN)
            self.cues.waiting = [dataclasses.replace(cue, at=0.0) for cue in self.cues.waiting if cue.place == "winners"]
        self.confetti = Confetti()
        self.others = [title for title in self.menu_titles() if title is not session.title]
        self.other = 0  # which of `others` the "another title" row offers (left and right change it)
        self.rows = ["again", *(["another"] if self.others else []), "menu"]
        self.menu = widgets.MenuList(len(self.rows))
        # opened from the finished table: presses drained before `carried` were meant for it
        self.carried = app.now + CARRY if table is not None else -CARRY
        self.opened: int | None = None  # the ranking row chosen, where the ranking is compact (`compact`)
        self._regions: tuple[Any, tuple[pygame.Rect, pygame.Rect, pygame.Rect]] | None = None

    def regions(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """`regions` for this app, measured again only when what they depend on changed (the
        scale, the text size, the language, who is seated): the layout asks for them often."""
        key = (fonts.look(), self.app.settings.language, tuple(menu_keys.seated(self.app)))
        if self._regions is None or self._regions[0] != key:
            self._regions = (key, regions(self.app))
        return self._regions[1]

    def menu_titles(self) -> list[Any]:
        """The titles the menu offers (it leaves out those whose data is broken)."""
        from game.shell.menu import MenuScene
        menu = next((scene for scene in self.app.stack if isinstance(scene, MenuScene)), None)
        return menu.titles if menu is not None else list(catalogue.TITLES)

    def adapt_bots(self) -> None:
        """Adaptive bots move one step towards an even match; "play again" uses the new skill."""
        from game import settings as settings_store
        from game.core import adaptive
        config = adaptive.after_game(self.app.settings.adaptive, self.session.title.id,
                                     self.session.config, self.outcome.winners)
        if config is not self.session.config:
            self.session.config = config
            settings_store.save(self.app.settings)

    # --- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        scaled = dt * self.app.settings.anim_speed
        self.entrance.age += scaled
        for cue in self.cues.due(self.entrance.age):
            self.app.sound.play(cue.sound)
            if cue.place == "winners":
                self.celebrate()
        self.confetti.update(scaled)

    def celebrate(self) -> None:
        """Confetti shot over the screen from its lower corners (none with reduced motion)."""
        if not self.app.settings.reduced_motion:
            self.confetti.cannons(DESIGN.width)

    def skip(self) -> None:
        """End the entrance now: the rows stand, the winners' cheer comes at once."""
        self.cues.waiting = [cue for cue in self.cues.waiting if cue.place == "winners"]
        self.entrance.skip()

    # --- input ----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if not intent.pressed or intent.t < self.carried:
            return True
        button = intent.menu_button
        if not self.entrance.done:
            if button:
                self.skip()
            return True
        if button in ("up", "down") and self.compact():
            self.walk(button)
            self.app.sound.play("ui_move")
            return True
        if self.opened is not None:  # a ranking row is chosen: only moving and going back do something
            if button in ("back", "pause"):
                self.to_menu()
            return True
        row = self.rows[self.menu.selected]
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button in ("left", "right") and row == "another":
            self.other = (self.other + (1 if button == "right" else -1)) % len(self.others)
            self.app.sound.play("ui_move")
        elif button == "confirm":
            self.app.sound.play("ui_select")
            {"again": self.play_again, "another": self.another_title, "menu": self.to_menu}[row]()
        elif button in ("back", "pause"):
            self.to_menu()
        return True

    def walk(self, button: str) -> None:
        """Up and down where the ranking is compact: one list of the ranking's rows (each opens
        its score sheet when chosen) and then the menu's, going round."""
        order = [("rank", row) for row in range(len(self.placings))] + [("menu", row) for row in range(len(self.rows))]
        here = order.index(("rank", self.opened) if self.opened is not None else ("menu", self.menu.selected))
        kind, row = order[(here + (1 if button == "down" else -1)) % len(order)]
        self.opened = row if kind == "rank" else None
        if kind == "menu":
            self.menu.selected = row

    def to_menu(self) -> None:
        from game.shell.menu import MenuScene
        self.app.pop_to(MenuScene)

    def play_again(self) -> None:
        old = self.session
        fresh = TableSession(old.title, old.config, old.seed + 1, old.humans, phone_away=old.phone_away,
                             names=old.names, keys=old.keys)
        self.app.replace(old.title.scene_class()(self.app, fresh))

    def another_title(self) -> None:
        """The chosen title's lobby opens (through the menu, which asks first when that title
        has a saved game) with the players at the seats they had here."""
        from game.shell.menu import MenuScene
        title = self.others[self.other]
        results_seats.carry(self.app, title, self.session.humans, results_seats.bots_of(self.session.config))
        self.app.pop_to(MenuScene)
        menu = self.app.top
        if isinstance(menu, MenuScene) and ("title", title) in menu.rows:
            menu.menu.selected = menu.rows.index(("title", title))
            menu.choose("title", title)

    # --- drawing ----------------------------------------------------------------------------
    def sheet(self, seat: int) -> str:
        """How the seat's score came about, in one line (the title's Outcome.sheet)."""
        lines = self.outcome.sheet[seat] if seat < len(self.outcome.sheet) else ()
        items = [self.app.text(key, n=value) for key, value in lines]
        if len(items) > 1:  # several short items ("San Bernardo 1"): the line breaks between them, not inside
            items = [item.replace(" ", "\u00a0") for item in items]
        return " · ".join(items)

    def score_width(self) -> int:
        """The score's column: SCORE_WIDTH, or what the largest score needs at the text size now."""
        widest = max(fonts.font(SCORE_SIZE, True).size(f"{placing.score:g}")[0] for placing in self.placings)
        return max(SCORE_WIDTH, widest + 12)

    def text_span(self, box: pygame.Rect, placing: Any) -> tuple[int, int]:
        """Where a row's names and score sheet may stand: right of the symbols, left of the score."""
        return self.symbols_at(box) - 10 + SYMBOL_STEP * len(placing.seats), box.right - 16 - self.score_width()

    def symbols_at(self, box: pygame.Rect) -> int:
        """The first seat symbol's centre: right of the widest place ("7.") at the text size now."""
        widest = fonts.font(PLACE_SIZE, True).size(f"{len(self.placings)}.")[0]
        return box.left + max(62, 14 + widest + 8 + SYMBOL)

    def sheet_at_floor(self, placing: Any) -> list[str]:
        """A row's score sheet wrapped at the floor into its row's width."""
        sheet = self.sheet(placing.seats[0])
        left, right = self.text_span(self.regions()[1], placing)
        return widgets.lines_of(sheet, right - left, fonts.FLOOR) if sheet else []

    def compact(self) -> bool:
        """Whether the rows stand without their score sheets but the chosen one's (up and down
        choose it, `walk`): where even at the floor a sheet would not fit its row (seven players
        at a large text size). Else every row shows its sheet, as at 100 %."""
        _, ranking, _ = self.regions()
        step = min(ROW_MOST, ranking.height // max(1, len(self.placings)))
        name_line, sheet_line = fonts.font(NAME_SIZE).get_linesize(), fonts.font(fonts.FLOOR).get_linesize()
        for placing in self.placings:
            lines = self.sheet_at_floor(placing)
            if len(lines) > SHEET_LINES or name_line + sheet_line * len(lines) + 4 > step - ROW_GAP:
                return True
        return False

    def open_row(self) -> int:
        """The row whose score sheet shows where the ranking is compact: the chosen one, else the first."""
        return self.opened if self.opened is not None else 0

    def row_boxes(self) -> list[pygame.Rect]:
        """Where each ranking row stands once it has come in: rows of one height sharing the
        ranking's height; where it is compact, rows one line high and the open one taller."""
        _, ranking, _ = self.regions()
        if not self.compact():
            step = min(ROW_MOST, ranking.height // max(1, len(self.placings)))
            return [pygame.Rect(ranking.x, ranking.y + row * step, ranking.width, step - ROW_GAP)
                    for row in range(len(self.placings))]
        line = max(fonts.font(NAME_SIZE).get_linesize(), fonts.font(SCORE_SIZE, True).get_linesize()) + 6
        extra = len(self.sheet_at_floor(self.placings[self.open_row()])[:SHEET_LINES]) * fonts.font(fonts.FLOOR).get_linesize()
        gap = min(ROW_GAP, max(2, (ranking.height - extra - line * len(self.placings)) // max(1, len(self.placings))))
        boxes, y = [], ranking.y
        for row in range(len(self.placings)):
            height = line + (extra if row == self.open_row() else 0)
            boxes.append(pygame.Rect(ranking.x, y, ranking.width, height))
            y += height + gap
        return boxes

    def menu_labels(self) -> list[str]:
        labels = {"again": self.app.text("results.again"), "menu": self.app.text("results.menu")}
        if self.others:
            labels["another"] = self.app.text("results.another",
                                              title=f"◂ {self.app.text(self.others[self.other].name_key)} ▸")
        return [labels[row] for row in self.rows]

    def menu_top(self) -> int:
        return self.regions()[2].bottom - self.menu.bottom(0, MENU_SIZE, MENU_GAP) + MENU_GAP

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        widgets.text(surface, self.app.text(self.session.title.name_key), (width // 2, TITLE_TOP), TITLE_SIZE,
                     widgets.PAPER, bold=True, anchor="midtop")
        reason, _, right = self.regions()
        widgets.fitted_lines(surface, self.app.text(self.outcome.reason, **dict(self.outcome.params)), reason, 22)
        self.draw_right(surface)
        compact = self.compact()
        for row, box in enumerate(self.row_boxes()):
            if self.entrance.shown(row):
                self.draw_placing(surface, box.move(self.entrance.offset(row), 0), self.placings[row],
                                  self.entrance.progress(row), sheet=not compact or row == self.open_row(),
                                  chosen=row == self.opened)
        if self.entrance.done:
            chosen = self.menu.selected
            if self.opened is not None:  # a ranking row has the choice: no menu row shows chosen
                self.menu.selected = -1
            self.menu.draw(surface, self.menu_labels(), (right.centerx, self.menu_top()), size=MENU_SIZE,
                           gap=MENU_GAP, width=right.width - 40)
            self.menu.selected = chosen
            menu_keys.draw(surface, self.app, sideways=self.opened is None and self.rows[chosen] == "another")
        self.confetti.draw(surface)

    def draw_right(self, surface: Canvas) -> None:
        """The final picture rising into its place, and a title's own list under it."""
        bottom = self.menu_top() - 14
        right = self.regions()[2]
        extra = self.table.final_list()
        if extra is not None:
            heading, entries = extra
            line = fonts.font(LIST_SIZE).get_linesize()
            share = (bottom - right.y) * 100 // (LIST_SHARE * fonts.text_size())
            fitting = max(1, (share - 16) // line - 1)  # entries that fit its share
            if len(entries) > fitting:  # the best stay; a last line counts the others
                left_out = len(entries) - fitting + 1
                entries = [*entries[:fitting - 1], (self.app.text("results.list_more", count=left_out), "")]
            box = pygame.Rect(right.x, bottom - line * (len(entries) + 1) - 16, right.width, line * (len(entries) + 1) + 16)
            self.draw_list(surface, box, heading, entries)
            bottom = box.top - 12
        rise = self.entrance.picture()
        if rise > 0:
            room = pygame.Rect(right.x, right.y, right.width, bottom - right.y)
            self.table.final_picture(surface, room.move(0, round(60 * (1 - rise))))

    def draw_list(self, surface: Canvas, box: pygame.Rect, heading: str, entries: list[tuple[str, str]]) -> None:
        """A title's own list (a heading, then names with their values) in a panel."""
        widgets.panel(surface, box, radius=10)
        line = fonts.font(LIST_SIZE).get_linesize()
        widgets.fitted(surface, heading, (box.x + 14, box.y + 8), box.width - 28, LIST_SIZE, widgets.INK, bold=True,
                       anchor="topleft")
        for index, (name, value) in enumerate(entries):
            y = box.y + 8 + line * (index + 1)
            right = widgets.text(surface, value, (box.right - 14, y), LIST_SIZE, widgets.INK, bold=True, anchor="topright")
            widgets.fitted(surface, name, (box.x + 14, y), right.left - 10 - box.x - 14, LIST_SIZE, INK_SOFT,
                           anchor="topleft", name=True)

    def draw_placing(self, surface: Canvas, box: pygame.Rect, placing: Any, progress: float, sheet: bool = True,
                     chosen: bool = False) -> None:
        """A row of the ranking: place, symbols, names with the score sheet under them (on
        up to SHEET_LINES lines; `sheet` False: the names alone, a compact ranking's closed row),
        the score counting up as the row comes in, and the winner's star (not for one player
        alone: the picture marks a solo game's best). `chosen`: the row players chose."""
        won = placing.won and len(self.outcome.scores) > 1
        border = widgets.HIGHLIGHT if chosen else GOLD if won else WOOD
        widgets.panel(surface, box, fill=WINNER_FILL if won else widgets.PAPER, border=border, radius=10)
        widgets.text(surface, f"{placing.rank}.", (box.left + 14, box.centery), PLACE_SIZE, widgets.INK, bold=True,
                     anchor="midleft")
        for index, seat in enumerate(placing.seats):
            draw_seat_symbol(surface, seat, (self.symbols_at(box) + index * SYMBOL_STEP, box.centery), SYMBOL)
        names = " & ".join(seat_name(self.app, self.session, seat) for seat in placing.seats)
        left, text_right = self.text_span(box, placing)
        score_at = box.right - 16
        name_line = fonts.font(NAME_SIZE).get_linesize()
        words = self.sheet(placing.seats[0]) if sheet else ""
        size, lines = (widgets.fit(words, (text_right - left, box.height - 4 - name_line), SHEET_SIZE,
                                   max_lines=SHEET_LINES) if words else (SHEET_SIZE, []))
        sheet_line = fonts.font(size).get_linesize()
        y = box.centery - (name_line + sheet_line * len(lines)) // 2
        names_right = text_right
        if won:  # the star on the names' line, at its right end (the star alone where its word has no room)
            star = "★ " + self.app.text("results.winner")
            room = min(WINNER_WIDTH * fonts.text_size() // 100, (text_right - left) // 2)
            if fonts.font(fonts.FLOOR, True).size(star)[0] > room:
                star = "★"
            names_right = widgets.fitted(surface, star, (text_right, y), room, NAME_SIZE, WOOD, bold=True,
                                         anchor="topright").left - 10
        widgets.fitted(surface, names, (left, y), names_right - left, NAME_SIZE, widgets.INK, anchor="topleft",
                       name=True)
        for index, line in enumerate(lines):
            widgets.text(surface, line, (left, y + name_line + index * sheet_line), size, INK_SOFT)
        shown = placing.score * tween.ease_out_cubic(progress)
        score = f"{placing.score:g}" if progress >= 1 else f"{round(shown)}"
        widgets.text(surface, score, (score_at, box.centery), SCORE_SIZE, widgets.INK, bold=True, anchor="midright")
