"""Älpler Stafette's rules help: its screens in order, one idea each (game/shell/rules_screens.py)."""
from __future__ import annotations

import pygame

from game.kit.table import TableScene
from game.shell.rules_pictures import SEAT, around
from game.shell.rules_screens import Screen, hint
from game.titles.stafette import table as stafette_table

STAFETTE_PATH_TOP = pygame.Rect(284, 30, 704, 582)  # the Maiensäss and the path down to field 17
STAFETTE_PATH_FOOT = pygame.Rect(284, 200, 704, 520)  # the path's event fields down to the Käserei
STAFETTE_FIELD_6 = pygame.Rect(660, 222, 90, 64)  # where Bot 2 lands on your kettle
STAFETTE_DICE = pygame.Rect(*stafette_table.TRAY).union(pygame.Rect(stafette_table.CUPS["black"], (110, 40)))


def stafette_seat(scene: TableScene) -> pygame.Rect:
    """The reader's panel with its key hint, the dice and the fields about them."""
    return around(scene.panel_rect(SEAT), STAFETTE_DICE)


SCREENS = (
    Screen("stafette", "goal", "help_turn", lambda scene: STAFETTE_PATH_TOP),
    Screen("stafette", "dice", "help_turn", stafette_seat, lambda scene: [STAFETTE_DICE, *hint(scene)]),
    Screen("stafette", "swap", "help_swap", stafette_seat, hint),
    Screen("stafette", "jostle", "help_jostle", lambda scene: around(stafette_seat(scene), STAFETTE_FIELD_6), hint),
    Screen("stafette", "fields", "help_turn", lambda scene: STAFETTE_PATH_FOOT),
)
