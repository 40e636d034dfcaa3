"""Every Gämsh card has its own face (game/titles/gaemsh/__init__.py, its deck)."""
import pygame
import pytest
from art_checks import CARD, assert_all_differ, assert_visible

from game.titles.gaemsh import CARD_IDS
from game.titles.gaemsh.rules import FOEHN, MOTIFS, motif_cards
from game.ui.art import Art


@pytest.fixture(scope="module")
def art():
    pygame.init()
    return Art()


def test_ids_are_the_ones_the_rules_use():
    assert len(CARD_IDS) == 9 * 4 + 4
    assert "enzian-day-3" in CARD_IDS and "foehn-bull" in CARD_IDS
    assert set(CARD_IDS) == {card for motif in MOTIFS for card in motif_cards(motif)} | set(FOEHN)


def test_every_card_face_renders_and_all_differ(art):
    faces = {cid: art.card_face(cid, CARD) for cid in CARD_IDS}
    for face in faces.values():
        assert_visible(face, CARD)
    assert_all_differ(faces)
