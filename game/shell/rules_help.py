"""A title's rules help: one idea a screen, each with a picture the table draws itself.

The screens of each title are listed in its help.py (game/shell/rules_screens.py); their words are the
text keys `<id>.help.<name>.head` (the heading) and `<id>.help.<name>` (the words, with the
reader's own key names put in for {slot1}..{slot4}, {act} and {alt}); their pictures come
from game/shell/rules_pictures.py. Whose keys: the device of the player who opened the help
(the table's first player, else the first keyboard cluster), then whoever turns a page with
their own keys or pad: the pictures and the words change to that player's key names (opened
where players sit, only a seated player's press: the arrows are also kb4's keys).
"""
from __future__ import annotations

from typing import Any

import pygame

from game.catalogue import Title
from game.input.intents import SEAT_BUTTONS, Intent
from game.scene import Scene
from game.shell import rules_pictures
from game.shell.rules_screens import Screen
from game.ui import canvas, draw, fonts, widgets
from game.ui.canvas import Canvas
from game.ui.palette import GOLD, WOOD_DARK

BOX = pygame.Rect(8, 6, 1264, 708)  # the page's paper
INSIDE = BOX.inflate(-16, 0)  # what its heading, picture and words may fill
HEAD_SIZE, TAG_SIZE, FOOT_SIZE = 32, 22, 20
HEAD = pygame.Rect(INSIDE.x, BOX.y + 8, INSIDE.width, 44)
FOOT = pygame.Rect(INSIDE.x, BOX.bottom - 32, INSIDE.width, 28)
CONTENT = pygame.Rect(INSIDE.x, HEAD.bottom + 6, INSIDE.width, FOOT.top - HEAD.bottom - 12)
WORDS_MOST, LINE_GAP = 26, 4
SIDE_WORDS = 380  # the narrowest column of words beside a picture; a wider picture has its words below
GAP = 16  # between the picture and the words
LOW = 0.45  # of the content's height: a picture at most this tall stands above its words
NO_BREAK = "\u00a0"  # a space that does not end a line
FIRST_DEVICE = "kb1"  # whose keys show when nobody's are known
READERS = ("kb", "pad:", "phone:")  # devices with a player's keys (a phone turns no pages: its caps show when it opened)


class RulesHelpScene(Scene):
    """The screens of `title.screens()` (left/right turn them), then, when the
    title left out a part of its data (the quiz's refused packs), a page that says what and
    why (`Title.data_notices`)."""

    transparent = True

    def __init__(self, app: Any, title: Title, device: str | None = None, players: tuple[str, ...] = ()) -> None:
        super().__init__(app)
        self.title = title
        self.screens = title.screens()
        self.device = device if device and device.startswith(READERS) else FIRST_DEVICE
        self.players = players  # the seated players' devices: only they turn the help to their keys
        self.notices = title.data_notices()  # data the title left out: one last page tells them
        self.page = 0
        self._shot: tuple[tuple, rules_pictures.Shot] | None = None  # the current picture and its key
        self._data: Any = None  # the title's data, loaded at the first picture for all of them

    @classmethod
    def for_players(cls, app: Any, title: Title, humans: dict[int, str]) -> "RulesHelpScene":
        """The help opened where players sit (`humans`: seat -> device): the first seat's keys
        show, and only a seated player's press turns them to theirs."""
        return cls(app, title, humans[min(humans)] if humans else None, tuple(humans.values()))

    def count(self) -> int:
        return len(self.screens) + bool(self.notices)

    def screen(self) -> Screen | None:
        return self.screens[self.page] if self.page < len(self.screens) else None

    def keys(self) -> dict[str, str]:
        """The reader's key names, by button, for the words' {slot1}..{alt}: in brackets, as
        key caps ("[L Shift] opens your menu"), never broken across lines."""
        names = self.app.input.key_labels(self.device)
        return {button: f"[{names[button].replace(' ', NO_BREAK)}]" for button in SEAT_BUTTONS}

    def footer_keys(self) -> dict[str, str]:
        """The keys that turn the pages and close the help: the arrows and Esc, and the
        reader's own (a cluster's left and right slot keys and alt; a pad's d-pad is the arrows)."""
        escape = self.app.text("input.key.escape")
        if self.device.startswith("phone:"):
            return {"turn": "← →", "close": escape}
        names = self.app.input.key_labels(self.device)
        own = f"{names['slot2']} {names['slot4']}"
        turn = "← →" if self.device.startswith("pad:") or own == "← →" else f"← → / {own}"
        return {"turn": turn, "close": f"{escape} / {names['alt']}"}

    def words(self, screen: Screen) -> str:
        return self.app.text(screen.words_key, **self.keys(), **self.options())

    def options(self) -> dict[str, Any]:
        """The options of the game at hand, for words such as {target}: the table's under the
        pause, else the lobby's being set up, else the title's defaults."""
        from game.kit.table import TableScene
        from game.shell.lobby import LobbyScene
        for scene in reversed(self.app.stack):
            if isinstance(scene, TableScene) and scene.session.title is self.title:
                return dict(scene.session.config.options)
            if isinstance(scene, LobbyScene) and scene.title is self.title:
                return dict(scene.options)
        return self.title.default_options()

    def notice_words(self) -> str:
        return "\n".join(self.app.text(key, **values) for key, values in self.notices)

    def handle(self, intent: Intent) -> bool:
        if not intent.pressed:
            return True
        if intent.device.startswith(READERS) and intent.button in SEAT_BUTTONS and \
                (not self.players or intent.device in self.players):
            self.device = intent.device  # whoever turns the page sees their own keys (the arrows
            # are kb4's keys too: at a table without kb4 they turn pages only)
        button = intent.menu_button
        if button in ("back", "pause", "confirm"):
            self.app.pop()
        elif button in ("right", "down") and self.page + 1 < self.count():
            self.page += 1
            self.app.sound.play("ui_move")
        elif button in ("left", "up") and self.page > 0:
            self.page -= 1
            self.app.sound.play("ui_move")
        return True

    def shot(self, screen: Screen) -> rules_pictures.Shot:
        """The screen's picture, drawn once for its reader, language and scale."""
        key = (screen, self.device, self.app.settings.language, fonts.look())
        if self._shot is None or self._shot[0] != key:
            if self._data is None:
                self._data = self.title.load_data()
            self._shot = (key, rules_pictures.shoot(self.app, self.title, screen.position, self.device, screen.presses,
                                                     screen.region, screen.marks, screen.settle, self._data))
        return self._shot[1]

    def draw(self, surface: Canvas) -> None:
        widgets.shade(surface, 170)
        widgets.panel(surface, BOX)
        screen = self.screen()
        if screen is None:
            self.draw_heading(surface, self.app.text(self.title.name_key), None)
            words = self.notice_words()
            widgets.wrapped(surface, words, CONTENT, words_size(words, CONTENT), line_gap=LINE_GAP)
        else:
            tag = self.app.text("help.example") if screen.example else None
            self.draw_heading(surface, self.app.text(screen.head_key), tag)
            self.draw_screen(surface, screen)
        footer = self.app.text("help.footer", page=self.page + 1, pages=max(self.count(), 1), **self.footer_keys())
        widgets.fitted(surface, footer, FOOT.midbottom, FOOT.width, FOOT_SIZE, widgets.WOOD, anchor="midbottom")

    def draw_heading(self, surface: Canvas, heading: str, tag: str | None) -> None:
        """The screen's heading; an example's carries a gold "Example" tag before it."""
        room = HEAD.copy()
        if tag is not None:
            label = fonts.rendered(tag, TAG_SIZE, WOOD_DARK, True)
            badge = label.get_rect().inflate(20, 8)
            badge.midleft = (HEAD.x, HEAD.centery)
            draw.rect(surface, GOLD, badge, border_radius=8)
            surface.blit(label, label.get_rect(center=badge.center))
            room.left = badge.right + 12
            room.width = HEAD.right - room.left
        widgets.fitted(surface, heading, room.midleft if tag is not None else room.center, room.width, HEAD_SIZE,
                       widgets.INK, bold=True, anchor="midleft" if tag is not None else "center")

    def draw_screen(self, surface: Canvas, screen: Screen) -> None:
        """The picture (the table's region, one to one, its marks framed) and the words beside
        it or below it."""
        shot = self.shot(screen)
        picture, words_box = place(shot.region.size)
        surface.blit(shot.image, picture, area=shot.region)
        draw.rect(surface, WOOD_DARK, picture.inflate(6, 6), 3, border_radius=4)
        for mark in shot.marks:
            frame = mark.move(picture.x - shot.region.x, picture.y - shot.region.y).inflate(8, 8).clip(picture)
            draw.rect(surface, GOLD, frame, 4, border_radius=8)
        words = self.words(screen)
        widgets.wrapped(surface, words, words_box, words_size(words, words_box), line_gap=LINE_GAP)


def place(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a picture of `size` and its words go in CONTENT: a low picture above its words,
    a taller one beside them when a column of at least SIDE_WORDS fits there, else above."""
    picture = pygame.Rect((0, 0), size)
    if picture.height > CONTENT.height * LOW and CONTENT.width - picture.width - GAP >= SIDE_WORDS:
        picture.midleft = (CONTENT.x + 4, CONTENT.centery)
        return picture, pygame.Rect(picture.right + GAP, CONTENT.y, CONTENT.right - picture.right - GAP, CONTENT.height)
    picture.midtop = (CONTENT.centerx, CONTENT.y + 4)
    return picture, pygame.Rect(CONTENT.x, picture.bottom + GAP, CONTENT.width, CONTENT.bottom - picture.bottom - GAP)


def words_size(words: str, box: pygame.Rect) -> int:
    """The largest font size, from WORDS_MOST down to the floor, at which `words` fit `box`."""
    for size in range(WORDS_MOST, fonts.FLOOR, -1):
        if words_height(words, box.width, size) <= box.height:
            return size
    return fonts.FLOOR


def words_height(words: str, width: int, size: int) -> int:
    return len(widgets.wrap_lines(words, width, size)) * (fonts.font(size).get_linesize() + LINE_GAP)
