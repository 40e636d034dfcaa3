"""What a title's rules help shows: its screens in order, one idea each, listed as SCREENS in
its own game/titles/<id>/help.py (`Title.screens()`), made of the `Screen` and helpers here.

A `Screen` names its words (text keys `<id>.help.<name>.head` and `<id>.help.<name>`), the
prepared position its picture starts from (a `help_*` position of the title's
game/titles/<id>/positions.py), the reader's presses on that table before it is drawn (a
menu opened), the part of the table the picture shows and what it points at (functions of
the table scene, so they follow the title's own layout), and whether it is one of the
rulebook's worked examples.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import pygame

from game.kit.table import TableScene
from game.shell.rules_pictures import SEAT, Marks, Region, around


def nothing(scene: TableScene) -> Iterable[pygame.Rect | None]:
    return ()


@dataclass(frozen=True)
class Screen:
    title_id: str
    name: str
    position: str
    region: Region
    marks: Marks = nothing
    presses: tuple[str, ...] = ()
    example: bool = False
    settle: float = 0.0  # seconds more after the presses: what they started (a reveal) plays out

    @property
    def head_key(self) -> str:
        return f"{self.title_id}.help.{self.name}.head"

    @property
    def words_key(self) -> str:
        return f"{self.title_id}.help.{self.name}"


def seat_and_hint(scene: TableScene) -> pygame.Rect:
    """The reader's seat with its key hint box."""
    return around(scene.panel_rect(SEAT), scene.hint_rect(SEAT))


def hint(scene: TableScene) -> list[pygame.Rect | None]:
    return [scene.hint_rect(SEAT)]
