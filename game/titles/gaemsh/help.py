"""Gämsh Alpin's rules help: its screens in order, one idea each (game/shell/rules_screens.py)."""
from __future__ import annotations

import pygame

from game.kit.table import TableScene
from game.shell.rules_pictures import SEAT, around
from game.shell.rules_screens import Screen, hint, seat_and_hint
from game.titles.gaemsh import layout as gaemsh_layout

GAEMSH_CENTRE = gaemsh_layout.CENTRE.clip(gaemsh_layout.CENTRE.move(24, 0))  # its empty left edge left out


def gaemsh_centre(scene: TableScene) -> pygame.Rect:
    """The centre's cards and the reader's seat below them."""
    return around(GAEMSH_CENTRE, scene.panel_rect(SEAT), scene.hint_rect(SEAT), margin=4)


def gaemsh_hand(scene: TableScene) -> list[pygame.Rect]:
    return [scene.panel_rect(SEAT)]


def gaemsh_centre_cards(scene: TableScene) -> list[pygame.Rect]:
    return [pygame.Rect(gaemsh_layout.CENTRE.x + 100, gaemsh_layout.CENTRE.y + 90, gaemsh_layout.CENTRE.width - 200, 110)]


SCREENS = (
    Screen("gaemsh", "goal", "help_quartet", gaemsh_centre, gaemsh_hand),
    Screen("gaemsh", "swap", "help_swap", gaemsh_centre, lambda scene: [*gaemsh_centre_cards(scene), *hint(scene)],
           presses=("slot4",)),
    Screen("gaemsh", "signal", "help_swap", seat_and_hint, hint, presses=("act", "act")),
    Screen("gaemsh", "shout", "help_quartet", seat_and_hint, hint, presses=("act",)),
    Screen("gaemsh", "example_a", "help_quartet", gaemsh_centre, gaemsh_hand, example=True),
    Screen("gaemsh", "example_b", "help_swap", gaemsh_centre, gaemsh_centre_cards, example=True),
    Screen("gaemsh", "outgaemsh", "help_swap", seat_and_hint, hint, presses=("act", "slot3")),
    Screen("gaemsh", "foehn", "help_foehn", gaemsh_centre, gaemsh_centre_cards),
    Screen("gaemsh", "slaps", "help_bull", gaemsh_centre, lambda scene: [*gaemsh_centre_cards(scene), *hint(scene)],
           presses=("act",)),
    Screen("gaemsh", "real", "help_swap", seat_and_hint, hint, presses=("act",)),
)
