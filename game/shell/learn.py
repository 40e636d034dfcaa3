"""Learning a title with a guided first game (game/kit/guide.py): the menu's "Learn to play"
list of the titles that have a guide, and the offer made the first time a title is opened.

Who learns is chosen as a seat is taken in the lobby: a player presses any key of their own
cluster or pad (the arrow cluster its act or alt: its arrows steer the menu), and a second player
who does the same learns beside them, on one keyboard, where the guide seats two. A learner's
keys then steer the menu. When the guided game ends, "Play a real game"
seats the learners in the title's lobby on the keys they learned with.
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
from game.shell import menu_keys
from game.shell.confirm import ConfirmScene
from game.ui import fonts, widgets
from game.ui.canvas import Canvas
from game.ui.palette import HINT

LEARNERS = 2
ROWS_TOP = 250
LEARNERS_SIZE = 22  # the line naming who learns


class Learners:
    """The devices of those who chose to learn, in the order they pressed (at most LEARNERS, or
    at most one for a `title` whose guide seats one learner: a second is told so, and watches:
    `watchers`, seated with the learner when they go on to a real game)."""

    def __init__(self, app: Any, title: Title | None = None) -> None:
        self.app = app
        self.devices: list[str] = []
        self.watchers: list[str] = []
        self.message = ""
        self.title = title
        self.most = len(prepared.positions(title)[guide.guide_of(title).position].learners) if title else LEARNERS

    def take(self, intent: Intent) -> bool:
        """Whether the press was a player claiming to learn; it does nothing else. (A learner's
        keys steer the menu as everybody's do: alt goes back, and who learns is forgotten.)"""
        if not intent.pressed or intent.device in self.devices or len(self.devices) >= LEARNERS \
                or not self.app.input.claims(intent):
            return False
        if len(self.devices) >= self.most:  # one more than the guide seats: told, not seated; watches
            self.message = self.app.text("learn.one", title=self.app.text(self.title.name_key))
            self.watchers += [intent.device] if intent.device not in self.watchers else []
            self.app.sound.play("wrong")
            return True
        self.devices.append(intent.device)
        self.message = ""
        self.app.sound.play("ui_select")
        return True

    def ready(self) -> bool:
        """Whether anyone learns; if not, the players are told how to choose (and nothing starts)."""
        if not self.devices:
            self.message = self.app.text("learn.nobody")
            self.app.sound.play("wrong")
        return bool(self.devices)

    def hint(self) -> str:
        """How to choose who learns: a key of one's own cluster (the first other cluster's
        keys shown as an example), and the arrow cluster's claiming keys named as that
        cluster's alone (its arrows steer the menu)."""
        arrows = self.app.input.on_arrows()
        if arrows is None:
            return self.app.text("learn.hint.no_arrows")
        labels = self.app.input.key_labels(arrows)
        other = next(device for device in self.app.input.devices() if device != arrows)
        keys = " ".join(self.app.input.key_labels(other)[f"slot{slot}"] for slot in range(1, 5))
        return self.app.text("learn.hint", act=labels["act"], alt=labels["alt"], keys=keys)

    def seats(self) -> list[tuple[int, str]]:
        """(place, device) of each learner, for their keys in the menu's band."""
        return list(enumerate(self.devices))

    def draw(self, surface: Canvas, midbottom: tuple[int, int], width: int) -> None:
        """The learners and their keys (or the last message) on a line of `width` ending at `midbottom`."""
        if self.message:
            line = self.message
        elif self.devices:
            line = self.app.text("learn.learners", players=", ".join(self.app.input.device_hint(device)
                                                                     for device in self.devices))
        else:
            return
        widgets.fitted(surface, line, midbottom, width, LEARNERS_SIZE, widgets.PAPER, anchor="midbottom")


class LearnScene(Scene):
    """The titles with a guided game, and who learns."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.titles = [title for title in catalogue.available()[0] if title.has_guide]
        self.learners = Learners(app)
        self.menu = widgets.MenuList(len(self.titles) + 1)

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed or self.learners.take(intent):
            return True
        button = intent.menu_button
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button == "confirm":
            self.app.sound.play("ui_select")
            if self.menu.selected == len(self.titles):
                self.app.pop()
            elif self.learners.ready():
                start(self.app, self.titles[self.menu.selected], self.learners.devices)
        elif button in ("back", "pause"):
            self.app.pop()
        return True

    def draw(self, surface: Canvas) -> None:
        widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        title = widgets.text(surface, self.app.text("learn.title"), (width // 2, 40), 44, widgets.PAPER, bold=True,
                             anchor="midtop")
        lines = 2 if fonts.text_size() == 100 else 3  # the hint wraps onto a third line at a larger text size
        hint = pygame.Rect(60, max(110, title.bottom + 8), width - 120, lines * fonts.font(fonts.FLOOR + 2).get_linesize())
        widgets.fitted_lines(surface, self.learners.hint(), hint, fonts.FLOOR + 2, HINT, max_lines=lines)
        rows = [self.app.text(title.name_key) for title in self.titles] + [self.app.text("learn.back")]
        self.menu.draw(surface, rows, (width // 2, max(ROWS_TOP, hint.bottom + 12)), size=28, gap=12, width=620)
        self.learners.draw(surface, (width // 2, menu_keys.draw(surface, self.app, players=self.learners.seats()) - 6),
                           width - 80)


class OfferScene(ConfirmScene):
    """The first time a title is opened: learn it with its guide, or go on to its table (Esc:
    neither, back to the menu). Who learns is chosen as in the Learn menu."""

    rows = ("guide.offer.learn", "guide.offer.play")

    def __init__(self, app: Any, title: Title, play: Callable[[], None]) -> None:
        learners = Learners(app, title)
        question = "guide.offer" if learners.most > 1 else "guide.offer.solo"  # "learning together?" where two may
        super().__init__(app, app.text(question, title=app.text(title.name_key)), "guide.offer.learn", play)
        self.labels = {row: app.text(row) for row in self.rows}
        self.title = title
        self.learners = learners
        mark_seen(app, title)

    def handle(self, intent: Intent) -> bool:
        return self.learners.take(intent) or super().handle(intent)

    def choose(self, row: str) -> None:
        if row == "guide.offer.learn" and not self.learners.ready():
            return
        self.app.pop()
        if row == "guide.offer.learn":
            start(self.app, self.title, self.learners.devices + self.learners.watchers)
        elif row == "guide.offer.play":
            self.on_yes()  # Esc ("confirm.no"): neither, back to the menu

    def key_players(self) -> list[tuple[int, str]]:
        return self.learners.seats()

    def draw(self, surface: Canvas) -> None:
        super().draw(surface)
        width = surface.get_width()
        line = fonts.font(fonts.FLOOR + 2).get_linesize()
        wide = min(760 * fonts.text_size() // 100, width - 40)  # wider for a larger text size
        lines = min(4, max(3, len(widgets.wrap_lines(self.learners.hint(), wide - 48, fonts.FLOOR + 2))))
        box = pygame.Rect(0, 0, wide, lines * line + fonts.font(LEARNERS_SIZE).get_linesize() + 28)
        box.midtop = (width // 2, self.box().bottom + 12)  # under the question, on a panel of its own
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        hint = pygame.Rect(box.x + 24, box.y + 10, box.width - 48, lines * line)
        widgets.fitted_lines(surface, self.learners.hint(), hint, fonts.FLOOR + 2, HINT, max_lines=lines)
        self.learners.draw(surface, (box.centerx, box.bottom - 8), box.width - 48)


class Guided:
    """The host of a guided table (game/kit/host.py): Esc opens the guide's menu, nothing is
    saved, and once the guide's last words are read its end menu opens (once)."""

    shows_log = True
    people = True
    keeps = False

    def __init__(self, app: Any, watchers: list[str] = ()) -> None:
        self.app = app
        self.watchers = list(watchers)  # those who pressed to learn beyond the guide's seats: they play the real game

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
    """Push `title`'s guided game for its learners (their devices in seat order, at least one;
    those beyond the seats the guide has for learners watch); it is seen from now on."""
    lesson = guide.guide_of(title)
    position = prepared.positions(title)[lesson.position]
    devices, watchers = devices[:len(position.learners)], devices[len(position.learners):]
    humans = dict(zip(position.learners, devices))
    for seat in list(app.input.bindings().values()):
        app.input.unbind(seat)
    for seat, device in humans.items():
        app.input.bind(device, seat)
    table = prepared.table(app, title, lesson.position, humans, guide.GuidedTable, host=Guided(app, watchers))
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
    devices = [table.session.humans[seat] for seat in sorted(table.session.humans)] + table.host.watchers
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

    def box(self, surface: Canvas) -> pygame.Rect:
        """The menu's panel: as tall as its title and its rows at the text size now."""
        box = pygame.Rect(0, 0, 640, 0)
        box.midtop = (surface.get_width() // 2, 110)
        box.height = self.menu.bottom(box.top + 100) - box.top + 6
        return box

    def draw(self, surface: Canvas) -> None:
        widgets.shade(surface, 170)
        box = self.box(surface)
        widgets.panel(surface, box, fill=widgets.FELT_DARK, border=widgets.WOOD)
        widgets.fitted(surface, self.app.text("guide.menu.title", title=self.app.text(self.table.session.title.name_key)),
                       (box.centerx, box.top + 46), box.width - 40, 36, widgets.PAPER, bold=True, anchor="center")
        self.menu.draw(surface, [self.app.text(row) for row in self.rows], (box.centerx, box.top + 100), width=560)
        menu_keys.draw(surface, self.app)


class GuideEnd(GuideMenu):
    """The end of a guided game: play a real game of the title, the guide again, or leave."""

    rows = ("guide.end.play", "guide.menu.again", "guide.menu.leave")

    def handle(self, intent: Intent) -> bool:
        if intent.pressed and intent.menu_button in ("pause", "back"):
            self.choose("guide.menu.leave")
            return True
        return super().handle(intent)

    def choose(self, row: str) -> None:
        if row == "guide.end.play":  # the title's lobby (the one the guide came from, or a new one), learners seated
            from game.shell import results_seats
            from game.shell.lobby import LobbyScene
            session = self.table.session
            players = players_after(session.title, session.humans, self.table.host.watchers)
            self.app.pop()
            self.app.pop()
            below = self.app.top
            if isinstance(below, LobbyScene) and below.title is session.title:
                below.seat_players(players)
            else:
                results_seats.carry(self.app, session.title, players, party=results_seats.PARTY)
                self.app.push(LobbyScene(self.app, session.title))
        else:
            super().choose(row)


def players_after(title: Title, learners: dict[int, str], watchers: list[str]) -> dict[int, str]:
    """Who sits down for the real game after a guide (seat -> device): the learners at their
    seats, then those who watched at the title's next free seats (as far as it has seats)."""
    free = [seat for seat in range(title.max_players) if seat not in learners]
    return {**learners, **dict(zip(free, watchers))}
