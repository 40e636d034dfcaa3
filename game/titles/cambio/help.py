"""Cambio's rules help: its screens in order, one idea each (game/shell/rules_screens.py)."""
from __future__ import annotations

import pygame

from game.kit.table import TableScene
from game.shell.rules_pictures import SEAT, around
from game.shell.rules_screens import Screen, hint
from game.titles.cambio import layout as cambio_layout


def cambio_seat(scene: TableScene) -> pygame.Rect:
    """The piles and the reader's seat with its prompt and key hint below them."""
    return around(cambio_layout.PILES_AREA, scene.panel_rect(SEAT), scene.hint_rect(SEAT), scene.prompt_rect(SEAT))


def cambio_card(scene: TableScene, seat: int, slot: int) -> pygame.Rect:
    card = pygame.Rect((0, 0), cambio_layout.CARD_BIG)
    card.center = scene.slot_point(seat, slot)
    return card


def cambio_discard(scene: TableScene) -> pygame.Rect:
    pile = pygame.Rect((0, 0), cambio_layout.PILE_CARD)
    pile.center = cambio_layout.DISCARD_AT
    return pile


SCREENS = (
    Screen("cambio", "goal", "help_look", cambio_seat, lambda scene: [cambio_card(scene, SEAT, 0), cambio_card(scene, SEAT, 2)],
           presses=("slot1", "slot3")),
    Screen("cambio", "turn", "help_drawn", cambio_seat, hint),
    Screen("cambio", "actions", "help_action", cambio_seat, hint),
    Screen("cambio", "burn", "help_burn", cambio_seat, lambda scene: [cambio_discard(scene), *hint(scene)],
           presses=("slot2",)),
    Screen("cambio", "example_own", "help_burn", cambio_seat,
           lambda scene: [cambio_discard(scene), cambio_card(scene, SEAT, 0)], example=True),
    Screen("cambio", "example_other", "help_other", lambda scene: around(cambio_layout.PILES_AREA, scene.panel_rect(1)),
           lambda scene: [cambio_discard(scene), cambio_card(scene, 1, 0)], presses=("slot2", "act"), example=True),
    Screen("cambio", "faessler", "help_turn", cambio_seat, hint, presses=("slot4",)),
    Screen("cambio", "example_faessler", "help_burn", cambio_seat, lambda scene: [cambio_card(scene, SEAT, 1)],
           example=True),
)
