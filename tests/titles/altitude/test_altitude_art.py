"""Every Altitude card renders with its number in both tabs (game/titles/altitude/__init__.py,
its deck; game/ui/art.py writes the number)."""
from __future__ import annotations

import pygame
import pytest
from art_checks import CARD, assert_all_differ, assert_visible, pixels

from game.titles.altitude import TAB, VALUED, VALUES
from game.titles.altitude import face as deck_face
from game.ui.art import Art

ALTITUDE_SIZES = ((96, 144), (48, 72))
# Every id an Altitude deck can hold (game/titles/altitude/mountain.py): each value for the
# mountain cards and for every animal, whatever numbers the deck data gives the animals.
ALTITUDE_VALUED_IDS = tuple(f"{kind}-{v}" for kind in VALUED for v in VALUES)
ALTITUDE_COPY_IDS = tuple(f"cablecar-{n}" for n in range(1, 9)) + tuple(
    f"{kind}-{n}" for kind in ("avalanche", "bernard") for n in range(1, 7))


@pytest.fixture(scope="module")
def altitude_art():
    pygame.init()
    return Art(cache_size=2 * len(ALTITUDE_VALUED_IDS + ALTITUDE_COPY_IDS))


@pytest.mark.parametrize("size", ALTITUDE_SIZES)
def test_every_altitude_card_renders_and_every_number_shows(altitude_art, size):
    faces = {cid: altitude_art.card_face(cid, size) for cid in ALTITUDE_VALUED_IDS + ALTITUDE_COPY_IDS}
    for face in faces.values():
        assert_visible(face, size)
    assert_all_differ({cid: faces[cid] for cid in ALTITUDE_VALUED_IDS})
    kinds = {"cablecar-1", "avalanche-1", "bernard-1", "mountain-1", "marmot-1", "chamois-1", "ibex-1", "black_grouse-1"}
    assert_all_differ({cid: faces[cid] for cid in kinds})
    for kind, count in (("cablecar", 8), ("avalanche", 6), ("bernard", 6)):  # copies look alike
        assert len({pixels(faces[f"{kind}-{n}"]) for n in range(1, count + 1)}) == 1


def test_altitude_ids_name_their_face_and_number():
    def face(card_id: str) -> tuple[str, str | None]:
        found = deck_face(card_id)
        return found.path.removeprefix("cards/altitude/").removesuffix(".svg"), found.number
    assert face("mountain-1") == ("mountain-1", "1") and face("mountain-10") == ("mountain-1", "10")
    assert face("mountain-11") == ("mountain-2", "11") and face("mountain-50") == ("mountain-5", "50")
    assert face("black_grouse-24") == ("black_grouse", "24") and face("ibex-50") == ("ibex", "50")
    assert face("cablecar-3") == ("cablecar", "0")
    assert face("avalanche-2") == ("avalanche", None) and face("bernard-12") == ("bernard", None)


@pytest.mark.parametrize("card_id", ["mountain-0", "mountain-51", "mountain-07", "mountain-x", "mountain", "marmot-",
                                     "wolf-3", "cablecar-0", "avalanche-01", "bernard--1", "ibex-٣", "", "-5"])
def test_unknown_altitude_ids_raise_key_error(altitude_art, card_id):
    with pytest.raises(KeyError, match="mountain-N"):
        deck_face(card_id)
    with pytest.raises(KeyError, match="unknown card id"):
        altitude_art.card_face(card_id, CARD)


@pytest.mark.parametrize("size", ALTITUDE_SIZES)
def test_altitude_numbers_sit_in_both_tabs_and_are_big_enough(altitude_art, size):
    """Two cards of one face differ only inside the two number tabs, and the digits there
    stand at least half the tab's height (at 48x72: 7 px and more)."""
    w, h = size
    x, y, tw, th = TAB
    tab = pygame.Rect(round(x * w), round(y * h), round(tw * w), round(th * h))
    tabs = (tab, tab.move(w - tab.right - tab.x, h - tab.bottom - tab.y))
    three, seven = altitude_art.card_face("mountain-3", size), altitude_art.card_face("mountain-7", size)
    changed = [(px, py) for py in range(h) for px in range(w) if three.surface.get_at((px, py)) != seven.surface.get_at((px, py))]
    assert changed and all(any(t.collidepoint(point) for t in tabs) for point in changed)
    for t in tabs:
        rows = {py for px, py in changed if t.collidepoint(px, py)}
        assert max(rows) - min(rows) + 1 >= t.height / 2
    back = altitude_art.card_back("altitude", size)
    assert pixels(back) not in {pixels(three), pixels(seven)}
