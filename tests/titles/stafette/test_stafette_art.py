"""Every milk card has its own face (game/titles/stafette/__init__.py, its deck)."""
import pygame
from art_checks import CARD, assert_all_differ, assert_visible

from game.titles.stafette import MILK_VALUES, milk_id
from game.ui.art import Art


def test_every_milk_card_renders_and_all_differ():
    pygame.init()
    art = Art()
    milk = {v: art.card_face(milk_id(v), CARD) for v in MILK_VALUES}
    for surface in milk.values():
        assert_visible(surface, CARD)
    assert_all_differ(milk)
