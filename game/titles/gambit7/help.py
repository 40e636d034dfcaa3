"""Gambit 7's rules help: its screens in order, one idea each (game/shell/rules_screens.py)."""
from __future__ import annotations

import pygame

from game.kit.table import TableScene
from game.shell.rules_pictures import SEAT, around
from game.shell.rules_screens import Screen, hint
from game.titles.gambit7 import table as gambit7_table

REVEAL = 6.0  # seconds of the reveal: the truth, the winning slot lit, every gain counted up


def gambit7_seat(scene: TableScene) -> pygame.Rect:
    return around(scene.panel_rect(SEAT), margin=4)


SCREENS = (
    Screen("gambit7", "answer", "help_answer", gambit7_seat, hint),
    Screen("gambit7", "board", "help_bet", lambda scene: gambit7_table.board_rect()),
    Screen("gambit7", "bet", "help_bet", gambit7_seat, hint),
    Screen("gambit7", "win", "help_reveal", lambda scene: gambit7_table.board_rect().union(gambit7_table.why_rect()),
           presses=("act",), settle=REVEAL),
    Screen("gambit7", "example_chips", "help_reveal", lambda scene: gambit7_table.bands().seats,
           lambda scene: [scene.panel_rect(1), scene.panel_rect(2)], presses=("act",), settle=REVEAL, example=True),
    Screen("gambit7", "gambit", "help_bet", gambit7_seat, hint),
    Screen("gambit7", "example_gambit", "help_reveal", lambda scene: gambit7_table.bands().seats,
           lambda scene: [scene.panel_rect(4)], presses=("act",), settle=REVEAL, example=True),
)
