"""Learning a title with a guided first game (game/kit/guide.py): the menu's "Learn to play"
list of the titles that have a guide, and the offer made the first time a title is opened.

In the list, the first cluster (or pad) that presses a key learns on the first seat; a second
cluster that presses any of its keys joins, so two people learn together on one keyboard.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game import catalogue
from game.catalogue import Title
from game.input.intents import Intent
from game.kit import guide, prepared
from game.scene import Scene
from game.shell.overlay import MenuOverlay
from game.shell.confirm import ConfirmScene
from game.ui import fonts, widgets
from game.ui.canvas import Canvas

LEARNERS = 2
ROWS_TOP = 250
MENU_ROW = 48  # the height of a row of the guide's menus
HINT_COLOUR = (240, 228, 66)


def player_device(intent: Intent) -> str | None:
    """The device of a cluster or pad press (not the shared Enter, Esc or arrows)."""
    device = intent.device or ""
    return device if device.startswith("kb") or device.startswith("pad:") else None


class LearnScene(Scene):
    """The titles with a guided game, and who learns."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.titles = [title for title in catalogue.available()[0] if title.has_guide]
        self.learners: list[str] = []
        self.menu = widgets.MenuList(len(self.titles) + 1)

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        device = player_device(intent)
        if device is not None and device not in self.learners and len(self.learners) < LEARNERS:
            self.learners.append(device)
        button = intent.menu_button
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button == "confirm":
            self.app.sound.play("ui_select")
            if self.menu.selected == len(self.titles):
                self.app.pop()
            else:
                start(self.app, self.titles[self.menu.selected], self.learners)
        elif button in ("back", "pause"):
            self.app.pop()
        return True

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        widgets.text(surface, self.app.text("learn.title"), (width // 2, 40), 44, widgets.PAPER, bold=True,
                     anchor="midtop")
        hint = pygame.Rect(60, 110, width - 120, 2 * fonts.font(fonts.FLOOR + 2).get_linesize())
        widgets.fitted_lines(surface, self.app.text("learn.hint"), hint, fonts.FLOOR + 2, HINT_COLOUR)
        rows = [self.app.text(title.name_key) for title in self.titles] + [self.app.text("learn.back")]
        self.menu.draw(surface, rows, (width // 2, ROWS_TOP), size=28, gap=12, width=620)
        if self.learners:
            names = ", ".join(self.app.input.device_hint(device) for device in self.learners)
            widgets.fitted(surface, self.app.text("learn.learners", players=names), (width // 2, surface.get_height() - 40),
                           width - 80, 22, widgets.PAPER, anchor="midbottom")


class OfferScene(ConfirmScene):
    """The first time a title is opened: learn it with its guide, or go on to its table (Esc:
    neither, back to the menu). As in the Learn menu, the first two clusters that press a key
    learn together."""

    rows = ("guide.offer.learn", "guide.offer.play")

    def __init__(self, app: Any, title: Title, play: Callable[[], None]) -> None:
        super().__init__(app, app.text("guide.offer", title=app.text(title.name_key)), "guide.offer.learn", play)
        self.labels = {row: app.text(row) for row in self.rows}
        self.title = title
        self.learners: list[str] = []
        mark_seen(app, title)

    def handle(self, intent: Intent) -> bool:
        device = player_device(intent) if intent.pressed else None
        if device is not None and device not in self.learners and len(self.learners) < LEARNERS:
            self.learners.append(device)
        return super().handle(intent)

    def choose(self, row: str) -> None:
        self.app.pop()
        if row == "guide.offer.learn":
            start(self.app, self.title, self.learners)
        else:
            self.on_yes()


class Guided:
    """The host of a guided table (game/kit/host.py): Esc opens the guide's menu, nothing is
    saved, and once the guide's last words are read its end menu opens (once)."""

    shows_log = True
    people = True
    keeps = False

    def __init__(self, app: Any) -> None:
        self.app = app

    def keep(self, table: Any) -> None:
        """A guided game is not saved."""

    def pause(self, table: Any) -> None:
        self.app.push(GuideMenu(self.app, table))

    def phone_away(self, table: Any) -> None:
        """A guided game has no phone seats."""

    def game_over(self, table: Any) -> None:
        self.app.sound.play("win")

    def after_game(self, table: Any) -> None:
        if table.run is not None and table.run.phase == "done" and not table.ended:
            table.ended = True
            self.app.push(GuideEnd(self.app, table))


def start(app: Any, title: Title, devices: list[str]) -> guide.GuidedTable:
    """Push `title`'s guided game for one or two learners (their devices in seat order; the
    first cluster when none is given); it is seen from now on."""
    lesson = guide.guide_of(title)
    position = prepared.positions(title)[lesson.position]
    devices = (devices or ["kb1"])[:len(position.learners)]
    humans = dict(zip(position.learners, devices))
    for seat in list(app.input.bindings().values()):
        app.input.unbind(seat)
    for seat, device in humans.items():
        app.input.bind(device, seat)
    table = prepared.table(app, title, lesson.position, humans, guide.GuidedTable, host=Guided(app))
    table.start_guide(lesson)
    mark_seen(app, title)
    app.push(table)
    return table


def mark_seen(app: Any, title: Title) -> None:
    if title.id not in app.settings.guides_seen:
        app.settings.guides_seen = [*app.settings.guides_seen, title.id]
        app.save_settings()


def unseen(app: Any, title: Title) -> bool:
    """Whether the title has a guide its player has not been offered yet."""
    return title.has_guide and title.id not in app.settings.guides_seen


def again(app: Any, table: guide.GuidedTable) -> None:
    """The guided game from its start, with the same learners."""
    devices = [table.session.humans[seat] for seat in sorted(table.session.humans)]
    app.pop()
    start(app, table.session.title, devices)


class GuideMenu(MenuOverlay):
    """Esc at a guided table: go on, skip the step, start again, the rules, leave."""

    rows = ("guide.menu.resume", "guide.menu.skip", "guide.menu.again", "pause.rules", "guide.menu.leave")

    def __init__(self, app: Any, table: guide.GuidedTable) -> None:
        super().__init__(app)
        self.table = table

    def choose(self, row: str) -> None:
        if row == "guide.menu.resume":
            self.app.pop()
        elif row == "guide.menu.skip":
            self.app.pop()
            self.table.run.skip()
        elif row == "guide.menu.again":
            self.app.pop()
            again(self.app, self.table)
        elif row == "pause.rules":
            from game.shell.rules_help import RulesHelpScene
            self.app.push(RulesHelpScene.for_players(self.app, self.table.session.title, self.table.session.humans))
        elif row == "guide.menu.leave":
            self.app.pop()
            self.app.pop()

    def draw(self, surface: Canvas) -> None:
        widgets.shade(surface, 170)
        box = pygame.Rect(0, 0, 640, 120 + MENU_ROW * len(self.rows))
        box.midtop = (surface.get_width() // 2, 110)
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        widgets.fitted(surface, self.app.text("guide.menu.title", title=self.app.text(self.table.session.title.name_key)),
                       (box.centerx, box.top + 46), box.width - 40, 36, widgets.PAPER, bold=True, anchor="center")
        self.menu.draw(surface, [self.app.text(row) for row in self.rows], (box.centerx, box.top + 100), width=560)


class GuideEnd(GuideMenu):
    """The end of a guided game: play a real game of the title, the guide again, or leave."""

    rows = ("guide.end.play", "guide.menu.again", "guide.menu.leave")

    def handle(self, intent: Intent) -> bool:
        if intent.pressed and intent.menu_button in ("pause", "back"):
            self.choose("guide.menu.leave")
            return True
        return super().handle(intent)

    def choose(self, row: str) -> None:
        if row == "guide.end.play":  # the title's lobby: the one the guide came from, or a new one
            from game.shell.lobby import LobbyScene
            title = self.table.session.title
            self.app.pop()
            self.app.pop()
            below = self.app.top
            if not (isinstance(below, LobbyScene) and below.title is title):
                self.app.push(LobbyScene(self.app, title))
        else:
            super().choose(row)
