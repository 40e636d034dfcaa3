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
from game.ui import widgets
from game.ui.palette import draw_seat_symbol

ROWS = ("results.again", "results.menu")


class ResultsScene(Scene):
    def __init__(self, app: Any, session: TableSession) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = session.state.outcome()
        self.menu = widgets.MenuList(len(ROWS))

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

    def draw(self, surface: pygame.Surface) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        widgets.text(surface, self.app.text(self.session.title.name_key), (width // 2, 40), 44,
                     widgets.PAPER, bold=True, anchor="midtop")
        widgets.text(surface, self.app.text(self.outcome.reason, **dict(self.outcome.params)), (width // 2, 100), 24,
                     widgets.PAPER, anchor="midtop")
        players = len(self.outcome.scores)
        teams = teams_opposite(players) if self.session.title.extra.get("teams") else None
        rows = placings(self.outcome, teams)
        step = min(52, (520 - 160) // max(1, len(rows)))
        for row, placing in enumerate(rows):
            box = pygame.Rect(width // 2 - 320, 160 + row * step, 640, step - 8)
            widgets.panel(surface, box, radius=10)
            widgets.text(surface, f"{placing.rank}.", (box.left + 16, box.centery), 24, widgets.INK, bold=True,
                         anchor="midleft")
            for index, seat in enumerate(placing.seats):
                draw_seat_symbol(surface, seat, (box.left + 70 + index * 30, box.centery), 12)
            names = " & ".join(seat_name(self.app, self.session, seat) for seat in placing.seats)
            left = box.left + 60 + 30 * len(placing.seats)
            widgets.fitted(surface, names, (left, box.centery), box.right - 290 - left, 24, widgets.INK,
                           anchor="midleft")
            widgets.text(surface, f"{placing.score:g}", (box.right - 170, box.centery), 26, widgets.INK, bold=True,
                         anchor="midright")
            if placing.won:
                widgets.fitted(surface, "★ " + self.app.text("results.winner"), (box.right - 16, box.centery), 150,
                               22, widgets.WOOD, bold=True, anchor="midright")
        self.menu.draw(surface, [self.app.text(row) for row in ROWS], (width // 2, 560), size=26, width=420)
