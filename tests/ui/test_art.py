"""Every picture renders at the asked size and pictures differ: every title's deck backs, the dice,
kettles, fields, buildings and emotes (each deck's faces: tests/titles/<id>/test_<id>_art.py)."""
from __future__ import annotations

import fnmatch
import importlib.util
import re

import pygame
import pytest
from art_checks import CARD, assert_all_differ, assert_visible

from game.catalogue import TITLES
from game.paths import assets_dir
from game.ui import art as art_module
from game.ui import palette
from game.ui.art import Art


@pytest.fixture(scope="module")
def art():
    pygame.init()
    return Art()


def test_every_decks_back_renders_and_all_differ(art):
    backs = {deck.name: art.card_back(deck.name, CARD) for title in TITLES for deck in title.decks}
    for surface in backs.values():
        assert_visible(surface, CARD)
    assert_all_differ(backs)


def test_dice_kettles_fields_buildings_background(art):
    dice = {(c, v): art.die_face(c, v, (48, 48)) for c in ("white", "black") for v in range(1, 7)}
    kettles = {s: art.kettle(s, (48, 48)) for s in range(6)}
    fields = {k: art.field_icon(k, (48, 48)) for k in art_module.FIELD_KINDS}
    for group in (dice, kettles, fields):
        for surface in group.values():
            assert_visible(surface, (48, 48))
        assert_all_differ(group)
    assert_visible(art.building("hut", (120, 120)), (120, 120))
    assert_visible(art.building("kaeserei", (144, 120)), (144, 120))
    assert_visible(art.board_background((1280, 720)), (1280, 720))


def test_emotes_render_for_every_seat_and_differ(art):
    for seat in range(7):
        poses = {e: art.emote(e, seat, (64, 64)) for e in art_module.POSES}
        for surface in poses.values():
            assert_visible(surface, (64, 64))
        assert_all_differ(poses)
    assert_all_differ({seat: art.emote("wink", seat, (64, 64)) for seat in range(7)})


@pytest.mark.parametrize("call", [
    lambda a: a.card_face("rosen-11", CARD), lambda a: a.card_face("milk-0", CARD),
    lambda a: a.card_back("uno", CARD), lambda a: a.die_face("red", 1, CARD),
    lambda a: a.die_face("white", 7, CARD), lambda a: a.kettle(6, CARD), lambda a: a.emote("dance", 0, CARD),
    lambda a: a.field_icon("wolf", CARD), lambda a: a.building("castle", CARD)])
def test_unknown_names_raise_key_error(art, call):
    with pytest.raises(KeyError):
        call(art)


def test_cache_is_keyed_by_size_and_bounded():
    pygame.init()
    small = Art(cache_size=2)
    first = small.card_face("rosen-7", CARD)
    assert small.card_face("rosen-7", CARD) is first
    assert small.card_face("rosen-7", (50, 70)).get_size() == (50, 70)
    small.card_face("rosen-8", CARD)
    assert small.card_face("rosen-7", CARD) is not first  # evicted: least recently used
    with pytest.raises(ValueError):
        small.card_face("rosen-7", (0, 10))


def test_with_a_display_surfaces_are_converted():
    pygame.display.init()
    try:
        pygame.display.set_mode((32, 32))
        face = Art().card_face("joker-tell", CARD)
        assert face.get_size() == CARD and face.surface.get_flags() & pygame.SRCALPHA
    finally:
        pygame.display.quit()


def test_seat_palette_is_okabe_ito_with_distinct_symbols():
    """Okabe-Ito, its green a shade lighter and its vermillion darker so that text reads on
    them (tests/ui/test_colour_vision.py)."""
    assert palette.SEAT_COLOURS == ((230, 159, 0), (86, 180, 233), (0, 164, 120), (240, 228, 66),
                                    (0, 114, 178), (192, 74, 0), (204, 121, 167))
    shapes = set()
    for seat in range(7):
        surface = pygame.Surface((40, 40), pygame.SRCALPHA)
        palette.draw_seat_symbol(surface, seat, (20, 20), 14)
        shapes.add(pygame.mask.from_surface(surface).count())
        assert surface.get_at((20, 20))[:3] == palette.SEAT_COLOURS[seat]
    assert len(shapes) == 7


def load_make_art():
    spec = importlib.util.spec_from_file_location(
        "make_art", assets_dir().parent / "tools" / "make_art.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_svgs_match_the_drawing_script():
    files = load_make_art().all_files()
    for rel, text in files.items():
        committed = (assets_dir() / rel).read_text(encoding="utf-8")
        assert committed == text, f"assets/{rel} is stale: run python tools/make_art.py"
        assert "<text" not in text


def test_licenses_md_covers_every_asset():
    text = (assets_dir() / "LICENSES.md").read_text(encoding="utf-8")
    patterns = re.findall(r"^\| `(assets/[^`]+)` \|", text, flags=re.MULTILINE)
    files = [p.relative_to(assets_dir().parent).as_posix() for p in assets_dir().rglob("*") if p.is_file()]
    for name in files:
        assert any(fnmatch.fnmatch(name, pat) for pat in patterns), f"{name} has no licence row"
    for pat in patterns:
        assert any(fnmatch.fnmatch(name, pat) for name in files), f"licence row {pat} matches no file"
    assert (assets_dir() / "fonts" / "LICENSE.txt").read_text().count("Bitstream") >= 3


@pytest.mark.parametrize("size", [(120, 120), (77, 200), (300, 90), (1, 1)])
def test_any_size_is_exactly_the_asked_size(art, size):
    assert art.building("hut", size).get_size() == size
    assert art.card_face("eicheln-ass", size).get_size() == size
    assert art.board_background(size).get_size() == size
    assert art.emote("yodel", 3, size).get_size() == size
