"""The title menu. Behind it, bots play one of the titles as an attract mode."""
from __future__ import annotations

from typing import Any

import pygame

from game import catalogue, crash, saves
from game.input.intents import Intent
from game.scene import Scene
from game.ui import canvas, fonts, widgets
from game.ui.canvas import Canvas
from game.ui.palette import HINT

ATTRACT_SEED = 1
NOTICE_SIZE = 18
NOTICE_LINES = 3  # lines of notices shown at once
ROWS_WIDTH = 520  # the rows' width where every row fits it
ROW_PAD = widgets.ROW_MARGIN + 2  # a row's room beside its words (widgets.MenuList draws them narrower than the row)
ROWS_MARGIN = 50  # the least room between a wider row and the screen's edge
ROW_SIZES = ((28, 6), (24, 4), (22, 4), (21, 3), (20, 3), (19, 3), (18, 3))  # (size, gap): the roomiest that fits
# at a larger text size the rows' words grow with it, the gap tightens, and where they still do not all fit they scroll
LARGER_TEXT_ROW_SIZES = ((28, 6), (28, 3))
NAME_SIZE, LARGER_TEXT_NAME_SIZE = 72, 56  # "Alpenparty" on the title's board: smaller where the rows are larger
KEYS_LINES = 2  # the line of keys wraps onto a second line at a large text size
ABOUT_SIZE = 20  # the chosen title's blurb and player counts, on one line or two (three at a large text size)
ABOUT_LINES = 3
KEYS_SIZE = 20


class MenuScene(Scene):
    """The first frame needs only the menu: every title is listed at once, and the data in
    levels/ is checked after that frame, one check per update (bots.toml, then each title's
    rules and files: the quiz's questions alone are most of a start's CPU). A title whose data
    is broken then leaves the menu with a notice; choosing anything finishes the checks first.
    The attract table joins when they are done."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.titles = list(catalogue.TITLES)
        self.unchecked: list[catalogue.Title | None] = [None, *catalogue.TITLES]  # None: bots.toml
        self.notices = list(app.notices)
        old_save = saves.set_aside_old_save()
        if old_save is not None:
            self.notices.append(app.text("menu.old_save_set_aside", file=str(old_save)))
        self.attract: Any = None
        self.attract_due = True  # built once, after the checks
        self.music_due = False
        self.rows: list[tuple[str, Any]] = []
        self.saved: list[catalogue.Title] = []  # titles with a saved game, offered by the one Continue row
        self.saved_at = 0  # which of them Continue offers (left and right change it)
        self.stamps: dict[catalogue.Title, int] = {}  # each save's time when the rows were built
        self.menu = widgets.MenuList(0)
        self.build_rows()

    def _left_out(self, entry: catalogue.LeftOut) -> str:
        if entry.title is None:
            return self.app.text("menu.no_titles", problem=entry.problem)
        return self.app.text("menu.title_left_out", title=self.app.text(entry.title.name_key), problem=entry.problem)

    def build_rows(self) -> None:
        """Rows of (kind, title): one "continue" while any title has a saved game (left and
        right choose which), "title" for each title, then "settings" and "quit"."""
        self.saved = saves.saved(self.titles)
        self.stamps = {title: saves.save_path(title.id).stat().st_mtime_ns for title in self.saved}  # to tell a new save
        self.saved_at = min(self.saved_at, max(len(self.saved) - 1, 0))
        rows: list[tuple[str, Any]] = [("continue", self.saved[self.saved_at])] if self.saved else []
        rows += [("title", title) for title in self.titles]
        rows += [("learn", None)] if any(title.has_guide for title in self.titles) else []
        rows += [("settings", None), ("quit", None)]
        self.rows = rows
        self.menu = widgets.MenuList(len(rows), min(self.menu.selected, len(rows) - 1))

    @staticmethod
    def rows_width(labels: list[str], screen_width: int, size: int) -> int:
        """ROWS_WIDTH, or wider where a row's words of `size` would not fit it (a long title's
        Continue row in French, more so at a larger text size), within the screen's margins."""
        widest = max((fonts.font(size, True).size(label)[0] for label in labels), default=0)
        return min(max(ROWS_WIDTH, widest + ROW_PAD), screen_width - 2 * ROWS_MARGIN)

    def label(self, kind: str, title: Any) -> str:
        if kind == "continue":
            words = self.app.text("menu.continue", title=self.app.text(title.name_key))
            return f"◂ {words} ▸" if len(self.saved) > 1 else words
        if kind == "title":
            return self.app.text(title.name_key)
        return self.app.text(f"menu.{kind}")

    def check_next(self) -> None:
        """One check of the data; a broken bots.toml leaves no title, a broken title's files
        leave that title out, a title that plays without a part of its data (the quiz's
        refused question packs) says so."""
        item = self.unchecked.pop(0)
        problem = catalogue.check_profiles() if item is None else catalogue.check_title(item)
        if problem is None:
            if item is not None:  # the title plays; what of its data it leaves out is told
                self.notices += [self.app.text(key, **values) for key, values in item.data_notices()]
            return
        if item is None:
            self.unchecked.clear()
            self.titles = []
        else:
            self.titles.remove(item)
        self.notices.append(self._left_out(problem))
        self.build_rows()

    def finish_checks(self) -> None:
        while self.unchecked:
            self.check_next()

    def _attract_table(self) -> Any:
        if not self.titles:
            return None
        from game.shell.hosts import Showcase  # after the first frame, with the table itself
        return Showcase(self.app, self.titles[0], ATTRACT_SEED)

    def enter(self) -> None:
        self.music_due = True  # started by the first update: the app's first frame runs none, so the
        # menu is on the screen before the music is decoded (docs/BENCHMARKS.md, start-up)

    def resume(self) -> None:
        left = self.rows[self.menu.selected]  # the row chosen before the scene above opened
        stamps = self.stamps
        self.build_rows()
        saved_now = next((title for title in self.saved if self.stamps[title] != stamps.get(title)), None)
        self.focus(*left, saved_now=saved_now)
        self.app.sound.play_music("music_menu")

    def focus(self, kind: str, title: Any, saved_now: Any) -> None:
        """Focus what the player just left: the Continue row of the title saved just now (a
        table quit: whichever title it was, the lobby may have moved on from the one chosen),
        else the Continue row chosen while its save is still there, else the chosen title's
        own row; another row by its kind. Rows come and go with the saves, so the old index
        may name another row."""
        if saved_now is not None or (kind == "continue" and title in self.saved):
            self.saved_at = self.saved.index(saved_now if saved_now is not None else title)
            self.build_rows()
            self.menu.selected = 0
            return
        row = ("title", title) if title is not None else (kind, None)
        if row in self.rows:
            self.menu.selected = self.rows.index(row)

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        button = intent.menu_button
        if self.menu.move(button):
            self.app.sound.play("ui_move")
        elif button in ("left", "right") and self.rows[self.menu.selected][0] == "continue" and len(self.saved) > 1:
            self.app.sound.play("ui_move")
            self.saved_at = (self.saved_at + (1 if button == "right" else -1)) % len(self.saved)
            self.build_rows()
        elif button == "right" and self.rows[self.menu.selected][0] == "title":
            self.open_rules(self.rows[self.menu.selected][1], intent.device)
        elif button == "confirm":
            row = self.rows[self.menu.selected]
            self.finish_checks()
            if row not in self.rows:
                return True  # its title has just left the menu: the notice says why
            self.menu.selected = self.rows.index(row)
            self.app.sound.play("ui_select")
            self.choose(*row)
        elif button == "back" and intent.button == "pause":
            self.menu.selected = len(self.rows) - 1
        return True

    def choose(self, kind: str, title: Any) -> None:
        if kind == "title":
            from game.shell import learn
            from game.shell.learn import OfferScene
            if learn.unseen(self.app, title):  # the first time: a guided game is offered
                self.app.push(OfferScene(self.app, title, lambda: self.play(title)))
            else:
                self.play(title)
        elif kind == "learn":
            from game.shell.learn import LearnScene
            self.app.push(LearnScene(self.app))
        elif kind == "continue":
            self.continue_saved(title)
        elif kind == "settings":
            from game.shell.settings_menu import SettingsScene
            self.app.push(SettingsScene(self.app))
        elif kind == "quit":
            self.app.running = False

    def play(self, title: Any) -> None:
        """The title's lobby, after asking before its saved game would be replaced."""
        if saves.save_path(title.id).exists():
            from game.shell.confirm import ConfirmScene  # as the other screens: after the first frame
            self.app.push(ConfirmScene(self.app, self.app.text("confirm.replace_save", title=self.app.text(title.name_key)),
                                       "confirm.replace_save.yes", lambda: self.open_lobby(title)))
        else:
            self.open_lobby(title)

    def open_lobby(self, title: Any) -> None:
        from game.shell.lobby import LobbyScene
        self.app.push(LobbyScene(self.app, title))

    def open_rules(self, title: Any, device: str) -> None:
        """The title's rules help, in the keys of the `device` that asked (its pictures are its
        real table: its data is checked first)."""
        self.finish_checks()
        if title in self.titles:
            from game.shell.rules_help import RulesHelpScene
            self.app.sound.play("ui_select")
            self.app.push(RulesHelpScene(self.app, title, device))

    def continue_saved(self, title: Any) -> None:
        """Replay `title`'s save and sit down at its table; a save that is refused, or that
        meets a bug while it loads or draws its first frame, is set aside as .bak with a
        notice (and a bug leaves crash.log), so one broken save never stops the game."""
        from game.kit.table import TableSession
        try:
            restored = saves.restore(title)
            session = TableSession(title, restored.match.config, restored.match.seed, restored.humans,
                                   restored.match, data=restored.data, names=restored.names,
                                   keys=restored.keys)
            table = title.scene_class()(self.app, session)
            table.draw(canvas.new(self.app.size))  # a trial frame, before the table is on the stack
        except saves.SaveRefused as refusal:
            why = self.app.text(refusal.reason, **refusal.params)
        except Exception as error:  # a bug, not the save's fault alone: keep the clue, not the crash
            log = crash.write_log(error)
            why = self.app.text("save.refuse.bug", file=str(log))
        else:
            for seat, device in session.humans.items():
                self.app.input.bind(device, seat)
            self.app.push(table)
            return
        backup = saves.set_aside_save(title.id)
        self.notices.append(self.app.text("menu.save_set_aside", title=self.app.text(title.name_key),
                                          why=why, file=str(backup)))
        self.build_rows()

    def update(self, dt: float) -> None:
        if self.music_due:
            self.music_due = False
            self.app.sound.play_music("music_menu")
        if self.unchecked:
            self.check_next()
        elif self.attract_due:
            self.attract_due = False
            self.attract = self._attract_table()
        elif self.attract is not None:
            self.attract.update(dt)

    def draw(self, surface: Canvas) -> None:
        if self.attract is not None:
            self.attract.draw(surface)
            widgets.shade(surface, 150)
        elif self.attract_due:  # the first frames: plain felt, not the landscape (0.1 s to render)
            surface.fill(widgets.FELT_DARK)
        else:
            widgets.backdrop(surface, self.app.art)
        width = surface.get_width()
        plate = pygame.Rect(0, 0, 700, 0)
        larger = fonts.text_size() > 100
        plate.top = 16 if larger else 48  # the title's own board, higher for larger rows
        name = fonts.rendered("Alpenparty", LARGER_TEXT_NAME_SIZE if larger else NAME_SIZE, widgets.PAPER, bold=True)
        tagline = fonts.rendered(self.app.text("menu.tagline"), 24, widgets.PAPER)
        plate.width = max(plate.width, tagline.get_width() + 40)
        plate.height = name.get_height() + tagline.get_height() + 12
        plate.centerx = width // 2
        widgets.panel(surface, plate, fill=widgets.FELT_DARK, border=widgets.WOOD, radius=18)
        surface.blit(name, name.get_rect(midtop=(width // 2, plate.top + 6)))
        surface.blit(tagline, tagline.get_rect(midbottom=(width // 2, plate.bottom - 6)))
        keys_top = self.draw_keys(surface)
        notices_top = self.draw_notices(surface, keys_top)
        kind, title = self.rows[self.menu.selected]
        about = self.about(title, rules=kind == "title") if title is not None else ""
        about_lines = self.about_lines(about, width - 100)
        room = notices_top - (about_lines * fonts.font(ABOUT_SIZE).get_linesize() + 16)  # the rows end over the blurb's band
        top = plate.bottom + 10
        size, gap = self.menu.fitting(top, room, LARGER_TEXT_ROW_SIZES if larger else ROW_SIZES)
        labels = [self.label(kind, title) for kind, title in self.rows]
        self.menu.draw(surface, labels, (width // 2, top), size=size, gap=gap,
                       width=self.rows_width(labels, width, size))
        if about:
            band = pygame.Rect(30, self.menu.bottom(top, size, gap) + 2, width - 60,
                               about_lines * fonts.font(ABOUT_SIZE).get_linesize() + 12)
            widgets.panel(surface, band, fill=widgets.FELT_DARK, border=widgets.WOOD, radius=10)
            widgets.fitted_lines(surface, about, band.inflate(-40, -12), ABOUT_SIZE, max_lines=about_lines)

    @staticmethod
    def about_lines(about: str, width: int) -> int:
        """The lines the blurb takes: one or two (it shrinks to fit two), or up to ABOUT_LINES
        where even the floor needs more (a large text size: the rows above give up the room)."""
        at_floor = len(widgets.lines_of(about, width, fonts.FLOOR))
        if at_floor > 2:
            return min(ABOUT_LINES, at_floor)
        return len(widgets.fit(about, (width, 2 * fonts.font(ABOUT_SIZE).get_linesize()), ABOUT_SIZE)[1])

    def draw_keys(self, surface: Canvas) -> int:
        """The line of keys at the bottom (two lines at a large text size); returns its top."""
        width = surface.get_width()
        words = self.app.text("menu.keys")
        lines = len(widgets.fit(words, (width - 40, 10 ** 4), KEYS_SIZE, max_lines=KEYS_LINES)[1])
        keys = pygame.Rect(0, 0, width, lines * fonts.font(KEYS_SIZE).get_linesize() + 12)
        keys.bottom = surface.get_height()
        surface.blit(widgets.veil(keys.size, (0, 0, 0, 170)), keys)  # the table behind stays out of the line
        widgets.fitted_lines(surface, words, keys.inflate(-40, -8), KEYS_SIZE, widgets.PAPER, max_lines=KEYS_LINES)
        return keys.top

    def about(self, title: Any, rules: bool) -> str:
        """The chosen title's blurb and player counts (with the key that opens its rules on its own row)."""
        counts = title.counts
        players = (f"{counts[0]}–{counts[-1]}" if counts == tuple(range(counts[0], counts[-1] + 1))
                   else " / ".join(str(n) for n in counts))
        about = f"{self.app.text(title.blurb_key)} · {self.app.text('menu.players', players=players)}"
        if rules:
            about += f" · {self.app.text('menu.rules_hint')}"
        return about

    def draw_notices(self, surface: Canvas, bottom: int) -> int:
        """The newest notices wrapped to the screen's width, newest at the bottom, on a dark
        strip above the line of keys (ending at `bottom`): NOTICE_LINES lines in all, the
        oldest cut first. Returns the strip's top (`bottom` without notices)."""
        width = surface.get_width()
        lines: list[str] = []
        for notice in reversed(self.notices):
            if len(lines) >= NOTICE_LINES:
                break
            wrapped = widgets.wrap_lines(notice, width - 80, NOTICE_SIZE)
            room = NOTICE_LINES - len(lines)
            if len(wrapped) > room:
                wrapped = wrapped[:room - 1] + [wrapped[room - 1] + " …"]
            lines = wrapped + lines
        if not lines:
            return bottom
        line_height = fonts.font(NOTICE_SIZE).get_linesize()
        strip = pygame.Rect(20, 0, width - 40, line_height * len(lines) + 8)
        strip.bottom = bottom - 2
        veil = canvas.new(strip.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surface.blit(veil, strip)
        for index, line in enumerate(lines):
            widgets.text(surface, line, (width // 2, strip.top + 4 + index * line_height), NOTICE_SIZE,
                         HINT, anchor="midtop")
        return strip.top
