"""The end of a game: players (or teams) in rank order, ties sharing a place, how it ended;
play again with the same seats, bots and options, or back to the menu."""
from __future__ import annotations

from typing import Any

import pygame

from game.core.ranking import placings
from game.core.seats import teams_opposite
from game.input.intents import Intent
from game.scene import Scene
from game.kit.table import TableSession, seat_name
from game.ui import fonts, widgets
from game.ui.canvas import Canvas
from game.ui.palette import INK_SOFT, draw_seat_symbol

ROWS = ("results.again", "results.menu")
ROWS_TOP, ROW_MOST, ROW_WIDTH, MENU_TOP = 150, 90, 1040, 572  # the ranking's rows, and the menu under them
NAME_SIZE, SHEET_SIZE = 22, 20
WINNER_WIDTH = 150


class ResultsScene(Scene):
    def __init__(self, app: Any, session: TableSession) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = session.outcome()
        self.adapt_bots()
        self.menu = widgets.MenuList(len(ROWS))

    def adapt_bots(self) -> None:
        """Adaptive bots move one step towards an even match; "play again" uses the new skill."""
        from game import settings as settings_store
        from game.core import adaptive
        config = adaptive.after_game(self.app.settings.adaptive, self.session.title.id,
                                     self.session.config, self.outcome.winners)
        if config is not self.session.config:
            self.session.config = config
            settings_store.save(self.app.settings)

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        button = intent.menu_button
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button == "confirm":
            if ROWS[self.menu.selected] == "results.again":
                self.play_again()
            else:
                self.to_menu()
        elif button in ("back", "pause"):
            self.to_menu()
        return True

    def to_menu(self) -> None:
        from game.shell.menu import MenuScene
        self.app.pop_to(MenuScene)

    def play_again(self) -> None:
        old = self.session
        fresh = TableSession(old.title, old.config, old.seed + 1, old.humans, phone_away=old.phone_away)
        self.app.replace(old.title.scene_class()(self.app, fresh))

    def sheet(self, seat: int) -> str:
        """How the seat's score came about, in one line (the title's Outcome.sheet)."""
        lines = self.outcome.sheet[seat] if seat < len(self.outcome.sheet) else ()
        return " · ".join(self.app.text(key, n=value) for key, value in lines)

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        widgets.text(surface, self.app.text(self.session.title.name_key), (width // 2, 36), 44,
                     widgets.PAPER, bold=True, anchor="midtop")
        widgets.fitted_lines(surface, self.app.text(self.outcome.reason, **dict(self.outcome.params)),
                             pygame.Rect(40, 88, width - 80, 56), 24)
        players = len(self.outcome.scores)
        teams = teams_opposite(players) if self.session.title.teams else None
        rows = placings(self.outcome, teams)
        step = min(ROW_MOST, (MENU_TOP - 12 - ROWS_TOP) // max(1, len(rows)))
        for row, placing in enumerate(rows):
            box = pygame.Rect(width // 2 - ROW_WIDTH // 2, ROWS_TOP + row * step, ROW_WIDTH, step - 6)
            self.draw_placing(surface, box, placing)
        self.menu.draw(surface, [self.app.text(row) for row in ROWS], (width // 2, MENU_TOP), size=26, width=420)

    def draw_placing(self, surface: Canvas, box: pygame.Rect, placing: Any) -> None:
        """A row of the ranking: place, symbols, names with the score sheet under them (on
        two lines where one is not enough), the score and the winner's star."""
        widgets.panel(surface, box, radius=10)
        widgets.text(surface, f"{placing.rank}.", (box.left + 16, box.centery), 24, widgets.INK, bold=True,
                     anchor="midleft")
        for index, seat in enumerate(placing.seats):
            draw_seat_symbol(surface, seat, (box.left + 70 + index * 30, box.centery), 12)
        names = " & ".join(seat_name(self.app, self.session, seat) for seat in placing.seats)
        left = box.left + 60 + 30 * len(placing.seats)
        score_at = box.right - WINNER_WIDTH - 30
        name_line = fonts.font(NAME_SIZE).get_linesize()
        sheet = self.sheet(placing.seats[0])
        size, lines = (widgets.fit(sheet, (score_at - 70 - left, box.height - 4 - name_line), SHEET_SIZE)
                       if sheet else (SHEET_SIZE, []))
        sheet_line = fonts.font(size).get_linesize()
        y = box.centery - (name_line + sheet_line * len(lines)) // 2
        widgets.fitted(surface, names, (left, y), score_at - 70 - left, NAME_SIZE, widgets.INK, anchor="topleft")
        for index, line in enumerate(lines):
            widgets.text(surface, line, (left, y + name_line + index * sheet_line), size, INK_SOFT)
        widgets.text(surface, f"{placing.score:g}", (score_at, box.centery), 26, widgets.INK, bold=True,
                     anchor="midright")
        if placing.won:
            widgets.fitted(surface, "★ " + self.app.text("results.winner"), (box.right - 16, box.centery),
                           WINNER_WIDTH, 22, widgets.WOOD, bold=True, anchor="midright")
