"""Altitude's rules help: its screens in order, one idea each (game/shell/rules_screens.py)."""
from __future__ import annotations

import pygame

from game.kit.table import TableScene
from game.shell.rules_pictures import Marks, SEAT, around
from game.shell.rules_screens import Screen, hint


def altitude_cards(*places: tuple[int, int], owner: int = SEAT) -> Marks:
    """Marks on the cards of `owner`'s mountain at these (floor, x) places."""
    def marks(scene: TableScene) -> list[pygame.Rect]:
        found = []
        for floor, x in places:
            card = pygame.Rect((0, 0), scene.card_size(owner))
            card.center = scene.spot(owner, floor, x)
            found.append(card)
        return found
    return marks


def altitude_mine(scene: TableScene) -> pygame.Rect:
    return scene.panel_rect(SEAT)


def altitude_both(scene: TableScene) -> pygame.Rect:
    """The reader's hand row and key hint, and the opponent's mountain below them."""
    return around(scene.hint_rect(SEAT), scene.hand_row(SEAT), scene.panel_rect(1), margin=4)


SCREENS = (
    Screen("altitude", "mountain", "help_nine", altitude_mine, altitude_cards((2, 0), (1, 0), (1, 1))),
    Screen("altitude", "example_nine", "help_nine", altitude_mine, altitude_cards((2, 0), (1, 0), (1, 1)), example=True),
    Screen("altitude", "turn", "help_nine", altitude_mine, lambda scene: [scene.hand_row(SEAT), *hint(scene)]),
    Screen("altitude", "aim", "help_nine", altitude_mine, hint, presses=("act",)),
    Screen("altitude", "special", "help_avalanche", altitude_both, hint, presses=("act",)),
    Screen("altitude", "example_cable", "help_cable", altitude_mine, altitude_cards((2, 1), (1, 1), (1, 2)),
           example=True),
    Screen("altitude", "end", "help_high", altitude_mine, altitude_cards((4, 0), (5, 0))),
)
