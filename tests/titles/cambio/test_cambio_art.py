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


def test_the_obers_index_never_reads_as_a_zero():
    """Play-test: the Ober's corner "O" was the 0 of the tens drawn a little wider. Its index
    is "Ob" now, its O round: wider than the narrow zero by a third (tools/make_art.py)."""
    import importlib.util

    from game.paths import assets_dir
    spec = importlib.util.spec_from_file_location("make_art", assets_dir().parent / "tools" / "make_art.py")
    make_art = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_art)

    def width(glyph: str) -> float:
        xs = [x for stroke in make_art.GLYPHS[glyph] for x, _ in stroke]
        return max(xs) - min(xs)

    label = make_art.COURT_LETTER["ober"]
    assert label == "Ob" and width("O") >= 1.3 * width("0")  # the faces drawn so: tests/ui/test_art.py
