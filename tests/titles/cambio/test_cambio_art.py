"""Every Jass card the rules deal has its own face (game/titles/cambio/__init__.py, its deck)."""
import pygame
import pytest
from art_checks import CARD, assert_all_differ, assert_visible

from game.titles.cambio import JASS_IDS
from game.titles.cambio.rules import CARDS
from game.ui.art import Art


@pytest.fixture(scope="module")
def art():
    pygame.init()
    return Art()


def test_ids_are_the_ones_the_rules_use():
    assert len(JASS_IDS) == 4 * 15 + 2
    assert "schellen-faessler" in JASS_IDS and "eicheln-10" in JASS_IDS
    assert JASS_IDS == CARDS


def test_every_card_face_renders_and_all_differ(art):
    faces = {cid: art.card_face(cid, CARD) for cid in JASS_IDS}
    for face in faces.values():
        assert_visible(face, CARD)
    assert_all_differ(faces)
