"""The canvas: design units in, real pixels out; text and art at the real size; the letterbox."""
from __future__ import annotations

import pygame
import pytest

from game.ui import canvas, draw, fonts, tween
from game.ui.art import Art
from game.ui.canvas import Canvas

RED, BLUE, BLACK = (255, 0, 0), (0, 0, 255), (0, 0, 0)


@pytest.fixture(autouse=True)
def started():
    pygame.init()


def pixel(image: Canvas, at: tuple[int, int]) -> tuple[int, int, int]:
    return tuple(image.surface.get_at(at))[:3]


@pytest.mark.parametrize("window, scale, view", [
    ((1280, 720), 1.0, (0, 0, 1280, 720)), ((1920, 1080), 1.5, (0, 0, 1920, 1080)),
    ((960, 540), 0.75, (0, 0, 960, 540)), ((800, 450), 0.625, (0, 0, 800, 450)),
    ((3840, 2160), 3.0, (0, 0, 3840, 2160)),
    ((1500, 700), 700 / 720, (128, 0, 1244, 700)),  # bars left and right
    ((1280, 1024), 1.0, (0, 152, 1280, 720)),  # bars above and below
])
def test_the_view_is_the_largest_16_9_rect_that_fits_centred(window, scale, view):
    found_scale, found_view = canvas.letterbox(window)
    assert found_scale == pytest.approx(scale) and tuple(found_view) == view


def test_a_font_of_20_units_renders_at_30_pixels_at_scale_1_5(at_scale):
    at_scale(1.5)
    label = fonts.render("Bot 3", 20, BLACK)
    assert label.surface.get_height() == fonts.pixel_font(30).get_height()
    assert label.surface.get_width() == fonts.pixel_font(30).size("Bot 3")[0]
    assert label.get_size() == (round(label.surface.get_width() / 1.5), round(label.surface.get_height() / 1.5))
    assert fonts.font(20).size("Bot 3") == label.get_size()  # layout measures what is drawn
    assert fonts.rendered("Bot 3", 20, BLACK).scale == 1.5
    at_scale(1.0)
    assert fonts.rendered("Bot 3", 20, BLACK).surface.get_height() == fonts.pixel_font(20).get_height()


def test_art_is_rasterised_at_the_real_size_and_measured_in_units(at_scale):
    art = Art()
    at_scale(1.5)
    face = art.card_face("rosen-7", (100, 140))
    assert face.get_size() == (100, 140) and face.surface.get_size() == (150, 210) and face.scale == 1.5
    assert art.card_face("rosen-7", (100, 140)) is face  # cached
    at_scale(0.625)
    small = art.card_face("rosen-7", (33, 47))
    assert small.get_size() == (33, 47) and small.surface.get_size() == (21, 29)  # 20.6 and 29.4 px, rounded
    at_scale(1.5)  # the window back at its old size: rasterised anew, the old scale's pictures were let go
    again = art.card_face("rosen-7", (100, 140))
    assert again is not face and again.surface.get_size() == (150, 210)


def test_positions_and_sizes_in_units_land_on_the_scaled_pixels(at_scale):
    at_scale(1.5)
    board = canvas.new((100, 100))
    assert board.get_size() == (100, 100) and board.surface.get_size() == (150, 150)
    board.fill(BLUE, (10, 20, 30, 40))  # pixels 15..59 across, 30..89 down
    assert pixel(board, (15, 30)) == BLUE and pixel(board, (59, 89)) == BLUE
    assert pixel(board, (14, 30)) == BLACK and pixel(board, (60, 89)) == BLACK and pixel(board, (15, 90)) == BLACK
    dot = canvas.new((10, 10))
    dot.fill(RED)
    placed = board.blit(dot, (60, 60))
    assert placed == pygame.Rect(60, 60, 10, 10)
    assert pixel(board, (90, 90)) == RED and pixel(board, (104, 104)) == RED
    assert pixel(board, (89, 89)) == BLACK and pixel(board, (105, 105)) == BLACK


def test_rects_that_touch_in_units_touch_in_pixels():
    for scale in (0.625, 0.75, 700 / 720, 1.5, 3.0):
        for x in range(0, 40):
            left, right = canvas.to_pixels((0, 0, x, 5), scale), canvas.to_pixels((x, 0, 7, 5), scale)
            assert left.right == right.left


def test_shapes_scale_and_lines_stay_at_least_a_pixel_wide(at_scale):
    at_scale(2.0)
    board = canvas.new((50, 50))
    touched = draw.rect(board, RED, (5, 5, 20, 20), 2)
    assert touched == pygame.Rect(5, 5, 20, 20)
    assert pixel(board, (10, 20)) == RED and pixel(board, (13, 20)) == RED and pixel(board, (14, 20)) == BLACK
    draw.circle(board, BLUE, (40, 40), 5)
    assert pixel(board, (80, 80)) == BLUE and pixel(board, (80, 71)) == BLUE and pixel(board, (80, 69)) == BLACK
    at_scale(0.625)
    thin = canvas.new((50, 50))
    draw.line(thin, RED, (0, 10), (49, 10), 1)
    assert pixel(thin, (10, 6)) == RED  # 10 units is 6.25 px
    draw.rect(thin, BLUE, (20, 20, 20, 20), 1, border_radius=6)
    assert any(pixel(thin, (x, 19)) == BLUE for x in range(12, 26))


def test_area_subsurface_and_clip_speak_units(at_scale):
    at_scale(1.5)
    source = canvas.new((40, 20))
    source.fill(RED, (20, 0, 20, 20))
    board = canvas.new((100, 100))
    board.blit(source, (0, 0), (20, 0, 20, 20))  # only the red half
    assert pixel(board, (0, 0)) == RED and pixel(board, (29, 29)) == RED and pixel(board, (30, 0)) == BLACK
    inner = board.subsurface((50, 50, 20, 20))
    assert inner.get_size() == (20, 20) and inner.surface.get_abs_offset() == (75, 75)
    inner.fill(BLUE)
    assert pixel(board, (75, 75)) == BLUE and pixel(board, (104, 104)) == BLUE and pixel(board, (105, 105)) == BLACK
    board.set_clip((0, 60, 10, 10))
    assert board.get_clip() == pygame.Rect(0, 60, 10, 10)
    board.fill(RED)
    assert pixel(board, (0, 90)) == RED and pixel(board, (0, 89)) != RED
    board.set_clip(None)


def test_turned_and_stretched_images_keep_their_scale(at_scale):
    at_scale(1.5)
    card = canvas.new((20, 40))
    turned = canvas.rotate(card, 90)
    assert turned.scale == 1.5 and turned.get_size() == (40, 20)
    stretched = canvas.smoothscale(card, (10, 40))
    assert stretched.scale == 1.5 and stretched.surface.get_size() == (15, 60)
    assert canvas.scale(card, (30, 30)).surface.get_size() == (45, 45)
    flight = tween.Flight(1.0, image=card, start=(50, 50), end=(50, 50), spin=45)
    board = canvas.new((100, 100))
    flight.draw(board)  # the flight turns the canvas, not a raw surface


def test_raw_surfaces_and_stale_scales_fail_loudly(at_scale, monkeypatch):
    at_scale(1.5)
    board = canvas.new((100, 100))
    with pytest.raises(TypeError, match="canvas"):
        board.blit(pygame.Surface((10, 10)), (0, 0))
    with pytest.raises(TypeError):
        pygame.draw.rect(board, RED, (0, 0, 5, 5))
    old = Canvas(pygame.Surface((10, 10)), 1.0)
    with pytest.raises(ValueError, match="scale"):
        board.blit(old, (0, 0))
    monkeypatch.setattr(canvas, "strict", False)  # the game: a stale image is stretched, not a crash
    assert board.blit(old, (0, 0)) == pygame.Rect(0, 0, 10, 10)


def test_a_cache_per_scale_keeps_one_result_a_scale(at_scale):
    made = []

    @canvas.per_scale(maxsize=8)
    def picture(width: int, alpha: bool = False) -> Canvas:
        made.append(width)
        return canvas.new((width, 10), pygame.SRCALPHA if alpha else 0)

    at_scale(1.5)
    first = picture(20)
    assert picture(20) is first and first.scale == 1.5
    at_scale(0.75)
    assert picture(20).scale == 0.75 and picture(20, alpha=True).scale == 0.75
    at_scale(1.5)
    assert picture(20) is first and made == [20, 20, 20]
    picture.cache_clear()
    assert picture(20) is not first


def test_draw_takes_plain_surfaces_as_pixels():
    raw = pygame.Surface((20, 20))
    assert draw.rect(raw, RED, (2, 2, 4, 4)) == pygame.Rect(2, 2, 4, 4)
    assert tuple(raw.get_at((5, 5)))[:3] == RED and tuple(raw.get_at((6, 6)))[:3] == BLACK
