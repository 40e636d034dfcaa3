"""The rules help's pictures, drawn by the table itself.

A help screen names one of its title's prepared positions (game/kit/prepared.py, the
`help_*` ones in game/titles/<id>/positions.py). Its picture is that title's real table
scene started from the position, with the reader's own device at the learner's seat (so
the seat's key hint box shows the reader's key names, as `TableScene.draw_hint_box` draws
it), its clock held while the deal's animations settle, then the screen's presses (a menu
opened: the hint box shows what the keys mean there), drawn whole onto a `fonts.Picture` at
the page's scale. The page shows the screen's region of it one to one: the table's own
text at the table's own size, so the picture passes the text floor as the table does and
the layout test sees each of its words (docs/DECISIONS.md "Rules help with pictures").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

import pygame

from game.catalogue import Title
from game.kit import prepared
from game.kit.table import SCREEN, TableScene
from game.ui import fonts

SEAT = 0  # the learner's seat of every help position: where the reader sits
SETTLE = 1.5  # seconds the table animates, its clock held, before its presses and picture
LAND = 0.6  # seconds after each press: what it moved lands (a card flies for 0.4 s)
STEP = 1 / 30  # one update of the table while it settles
MARGIN = 8  # around what a region holds


@dataclass(frozen=True)
class Shot:
    """A table drawn whole (`image`, the 1280x720 screen) and the part a screen shows of it
    (`region`), with what it points at (`marks`) and where the reader's key hint box stands
    (`hint`, None when it has none), all in the table's units."""

    image: fonts.Picture
    region: pygame.Rect
    marks: tuple[pygame.Rect, ...]
    hint: pygame.Rect | None


class Silence:
    """A picture's table plays no sound."""

    def play(self, name: str) -> None:
        return None


class PictureApp:
    """The app as a picture's table sees it: the real texts, settings, keys and art, no sound."""

    def __init__(self, app: Any) -> None:
        self._app = app
        self.sound = Silence()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)


def around(*rects: pygame.Rect | None, margin: int = MARGIN) -> pygame.Rect:
    """The smallest rect holding every given rect (None ones left out), with `margin` round
    it, kept on the screen."""
    shown = [pygame.Rect(rect) for rect in rects if rect is not None]
    return shown[0].unionall(shown[1:]).inflate(2 * margin, 2 * margin).clip(SCREEN)


Region = Callable[[TableScene], pygame.Rect]
Marks = Callable[[TableScene], Iterable[pygame.Rect | None]]


def shoot(app: Any, title: Title, position: str, device: str, presses: tuple[str, ...],
          region: Region, marks: Marks, settle: float = 0.0, data: Any = None) -> Shot:
    """The picture of `position` with `device` at the learner's seat, after `presses` of
    that seat's buttons and `settle` seconds more; `data`: the title's, when already loaded."""
    scene = prepared.table(PictureApp(app), title, position, {SEAT: device}, data=data)
    scene.session.frozen = True
    for _ in range(round(SETTLE / STEP)):
        scene.update(STEP)
    for button in presses:
        scene.press(SEAT, button)
        for _ in range(round(LAND / STEP)):
            scene.update(STEP)
    for _ in range(round(settle / STEP)):
        scene.update(STEP)
    image = fonts.Picture(SCREEN.size)
    scene.draw(image)
    shot = Shot(image, region(scene), tuple(pygame.Rect(mark) for mark in marks(scene) if mark is not None),
                scene.hint_rect(SEAT))
    scene.exit()
    return shot
