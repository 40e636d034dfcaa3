"""The title menu. Behind it, bots play one of the titles as an attract mode."""
from __future__ import annotations

from typing import Any

import pygame

from game import catalogue
from game import settings as settings_store
from game.core.seats import SeatSpec, TableConfig
from game.input.intents import Intent
from game.scene import Scene
from game.kit.table import TableSession
from game.ui import widgets

ATTRACT_SEED = 1


class MenuScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.titles, problems = catalogue.available()
        self.notices = list(app.notices) + [app.text("menu.title_left_out", problem=p) for p in problems]
        self.attract = self._attract_table()
        self.rows: list[tuple[str, Any]] = []
        self.menu = widgets.MenuList(0)
        self.build_rows()

    def build_rows(self) -> None:
        rows: list[tuple[str, Any]] = []
        if settings_store.load_game() is not None:
            rows.append(("menu.continue", None))
        rows += [(title.name_key, title) for title in self.titles]
        rows += [("menu.settings", None), ("menu.quit", None)]
        self.rows = rows
        self.menu = widgets.MenuList(len(rows), min(self.menu.selected, len(rows) - 1))

    def _attract_table(self) -> Any:
        if not self.titles:
            return None
        title = self.titles[0]
        config = TableConfig(seats=tuple(SeatSpec("bot", "normal") for _ in range(title.default_players)),
                             options=title.default_options())
        return title.scene_class()(self.app, TableSession(title, config, ATTRACT_SEED), attract=True)

    def enter(self) -> None:
        self.app.sound.play_music("music_menu")

    def resume(self) -> None:
        self.build_rows()
        self.app.sound.play_music("music_menu")

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        button = intent.menu_button
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button == "confirm":
            self.app.sound.play("ui_select")
            self.choose(*self.rows[self.menu.selected])
        elif button == "back" and intent.button == "pause":
            self.menu.selected = len(self.rows) - 1
        return True

    def choose(self, key: str, title: Any) -> None:
        if title is not None:
            from game.shell.lobby import LobbyScene
            self.app.push(LobbyScene(self.app, title))
        elif key == "menu.continue":
            self.continue_saved()
        elif key == "menu.settings":
            from game.shell.settings_menu import SettingsScene
            self.app.push(SettingsScene(self.app))
        elif key == "menu.quit":
            self.app.running = False

    def continue_saved(self) -> None:
        text = settings_store.load_game()
        try:
            session = TableSession.from_text(text or "", self.titles)
        except (ValueError, KeyError, TypeError, StopIteration) as exc:
            settings_store.clear_game()
            self.notices.append(self.app.text("menu.save_unreadable", problem=str(exc)[:80]))
            self.build_rows()
            return
        for seat, device in session.humans.items():
            self.app.input.bind(device, seat)
        self.app.push(session.title.scene_class()(self.app, session))

    def update(self, dt: float) -> None:
        if self.attract is not None:
            self.attract.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.attract is not None:
            self.attract.draw(surface)
            widgets.shade(surface, 150)
        else:
            widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        plate = pygame.Rect(0, 0, 700, 142)
        plate.midtop = (width // 2, 48)  # the title's own board, so the table behind never runs into it
        widgets.panel(surface, plate, fill=widgets.FELT_DARK, border=widgets.WOOD, radius=18)
        widgets.text(surface, "Alpenparty", (width // 2, 60), 72, widgets.PAPER, bold=True, anchor="midtop")
        widgets.text(surface, self.app.text("menu.tagline"), (width // 2, 150), 24, widgets.PAPER, anchor="midtop")
        self.menu.draw(surface, [self.app.text(key) for key, _ in self.rows], (width // 2, 210))
        _, title = self.rows[self.menu.selected]
        if title is not None:
            counts = title.counts
            players = (f"{counts[0]}–{counts[-1]}" if counts == tuple(range(counts[0], counts[-1] + 1))
                       else " / ".join(str(n) for n in counts))
            about = f"{self.app.text(title.blurb_key)} · {self.app.text('menu.players', players=players)}"
            band = pygame.Rect(30, self.menu.bottom(210) + 2, width - 60, 34)
            widgets.panel(surface, band, fill=widgets.FELT_DARK, border=widgets.WOOD, radius=10)
            widgets.fitted(surface, about, band.center, width - 100, 20, anchor="center")
        widgets.fitted(surface, self.app.text("menu.keys"), (width // 2, surface.get_height() - 12), width - 40, 18,
                       widgets.PAPER, anchor="midbottom")
        for index, notice in enumerate(self.notices[-3:]):
            widgets.text(surface, notice, (width // 2, surface.get_height() - 44 - 28 * index), 18,
                         (240, 228, 66), anchor="midbottom")
