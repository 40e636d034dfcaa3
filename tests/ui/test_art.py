"""Every picture of every deck renders at the asked size, faces differ, and assets are licensed."""
from __future__ import annotations

import fnmatch
import importlib.util
import re

import pygame
import pytest

from game.paths import assets_dir
from game.ui import art as art_module
from game.ui import palette
from game.ui.art import Art
from game.ui.canvas import Canvas

CARD = (100, 140)


@pytest.fixture(scope="module")
def art():
    pygame.init()
    return Art()


def pixels(image: Canvas) -> bytes:
    return pygame.image.tobytes(image.surface, "RGBA")


def assert_visible(surface: Canvas, size) -> None:
    assert surface.get_size() == tuple(size)
    data = pixels(surface)
    colours = {data[i:i + 4] for i in range(0, len(data), 4)}
    opaque = sum(1 for i in range(3, len(data), 4) if data[i] > 200)
    assert len(colours) > 8, "picture is (nearly) a single colour"
    assert opaque > len(data) // 4 // 10, "picture is (nearly) transparent"


def assert_all_differ(surfaces: dict) -> None:
    seen: dict[bytes, object] = {}
    for key, surface in surfaces.items():
        data = pixels(surface)
        assert data not in seen, f"{key} looks exactly like {seen.get(data)}"
        seen[data] = key


def test_ids_are_the_ones_the_rules_use():
    assert len(art_module.JASS_IDS) == 4 * 15 + 2
    assert "schellen-faessler" in art_module.JASS_IDS and "eicheln-10" in art_module.JASS_IDS
    assert len(art_module.GAEMSH_IDS) == 9 * 4 + 4
    assert "enzian-day-3" in art_module.GAEMSH_IDS and "foehn-bull" in art_module.GAEMSH_IDS


@pytest.mark.parametrize("deck, ids", [("jass", art_module.JASS_IDS), ("gaemsh", art_module.GAEMSH_IDS)])
def test_every_card_face_renders_and_all_differ(art, deck, ids):
    faces = {cid: art.card_face(cid, CARD) for cid in ids}
    for face in faces.values():
        assert_visible(face, CARD)
    assert_all_differ(faces)


def test_milk_cards_and_backs(art):
    milk = {v: art.milk_card(v, CARD) for v in art_module.MILK_VALUES}
    backs = {d: art.card_back(d, CARD) for d in art_module.DECKS}
    for surface in (*milk.values(), *backs.values()):
        assert_visible(surface, CARD)
    assert_all_differ(milk)
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


ALTITUDE_SIZES = ((96, 144), (48, 72))
# Every id an Altitude deck can hold (game/titles/altitude/mountain.py): each value for the
# mountain cards and for every animal, whatever numbers the deck data gives the animals.
ALTITUDE_VALUED_IDS = tuple(f"{kind}-{v}" for kind in art_module.ALTITUDE_VALUED for v in art_module.ALTITUDE_VALUES)
ALTITUDE_COPY_IDS = tuple(f"cablecar-{n}" for n in range(1, 9)) + tuple(
    f"{kind}-{n}" for kind in ("avalanche", "bernard") for n in range(1, 7))


@pytest.fixture(scope="module")
def altitude_art():
    pygame.init()
    return Art(cache_size=2 * len(ALTITUDE_VALUED_IDS + ALTITUDE_COPY_IDS))


@pytest.mark.parametrize("size", ALTITUDE_SIZES)
def test_every_altitude_card_renders_and_every_number_shows(altitude_art, size):
    faces = {cid: altitude_art.altitude_card(cid, size) for cid in ALTITUDE_VALUED_IDS + ALTITUDE_COPY_IDS}
    for face in faces.values():
        assert_visible(face, size)
    assert_all_differ({cid: faces[cid] for cid in ALTITUDE_VALUED_IDS})
    kinds = {"cablecar-1", "avalanche-1", "bernard-1", "mountain-1", "marmot-1", "chamois-1", "ibex-1", "black_grouse-1"}
    assert_all_differ({cid: faces[cid] for cid in kinds})
    for kind, count in (("cablecar", 8), ("avalanche", 6), ("bernard", 6)):  # copies look alike
        assert len({pixels(faces[f"{kind}-{n}"]) for n in range(1, count + 1)}) == 1


def test_altitude_ids_name_their_face_and_number():
    face = art_module.altitude_face
    assert face("mountain-1") == ("mountain-1", "1") and face("mountain-10") == ("mountain-1", "10")
    assert face("mountain-11") == ("mountain-2", "11") and face("mountain-50") == ("mountain-5", "50")
    assert face("black_grouse-24") == ("black_grouse", "24") and face("ibex-50") == ("ibex", "50")
    assert face("cablecar-3") == ("cablecar", "0")
    assert face("avalanche-2") == ("avalanche", None) and face("bernard-12") == ("bernard", None)


@pytest.mark.parametrize("card_id", ["mountain-0", "mountain-51", "mountain-07", "mountain-x", "mountain", "marmot-",
                                     "wolf-3", "cablecar-0", "avalanche-01", "bernard--1", "ibex-٣", "", "-5"])
def test_unknown_altitude_ids_raise_key_error(altitude_art, card_id):
    with pytest.raises(KeyError, match="mountain-N"):
        altitude_art.altitude_card(card_id, CARD)


@pytest.mark.parametrize("size", ALTITUDE_SIZES)
def test_altitude_numbers_sit_in_both_tabs_and_are_big_enough(altitude_art, size):
    """Two cards of one face differ only inside the two number tabs, and the digits there
    stand at least half the tab's height (at 48x72: 7 px and more)."""
    w, h = size
    x, y, tw, th = art_module.ALTITUDE_TAB
    tab = pygame.Rect(round(x * w), round(y * h), round(tw * w), round(th * h))
    tabs = (tab, tab.move(w - tab.right - tab.x, h - tab.bottom - tab.y))
    three, seven = altitude_art.altitude_card("mountain-3", size), altitude_art.altitude_card("mountain-7", size)
    changed = [(px, py) for py in range(h) for px in range(w) if three.surface.get_at((px, py)) != seven.surface.get_at((px, py))]
    assert changed and all(any(t.collidepoint(point) for t in tabs) for point in changed)
    for t in tabs:
        rows = {py for px, py in changed if t.collidepoint(px, py)}
        assert max(rows) - min(rows) + 1 >= t.height / 2
    back = altitude_art.card_back("altitude", size)
    assert pixels(back) not in {pixels(three), pixels(seven)}


@pytest.mark.parametrize("call", [
    lambda a: a.card_face("rosen-11", CARD), lambda a: a.card_face("milk-1", CARD),
    lambda a: a.card_back("uno", CARD), lambda a: a.milk_card(0, CARD), lambda a: a.die_face("red", 1, CARD),
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
    assert palette.SEAT_COLOURS == ((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66),
                                    (0, 114, 178), (213, 94, 0), (204, 121, 167))
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
