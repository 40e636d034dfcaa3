"""A human seat's key hint box says something or is not drawn."""
import pygame
import pytest
from driving import push_table

from game import catalogue
from game.kit.controls import Buttons


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_a_key_hint_with_no_key_and_no_words_draws_no_empty_box(app, title, monkeypatch):
    """Once the game is over no key does anything (the look key goes too): an empty frame
    beside the seat read as a hint whose words were missing (seen in a real window at the end
    of a game of Gämsh, and on its results' picture of the final table)."""
    scene = push_table(app, title, title.scene_class(), title.counts[0])
    monkeypatch.setattr(scene, "read_buttons", lambda seat: Buttons())
    monkeypatch.setattr(scene.session, "is_over", lambda: True)
    scene._buttons.clear()
    surface = pygame.Surface((400, 200))
    surface.fill((1, 2, 3))
    scene.draw_hint_box(surface, 0, pygame.Rect(10, 10, 300, 120))
    assert pygame.transform.average_color(surface)[:3] == (1, 2, 3)
