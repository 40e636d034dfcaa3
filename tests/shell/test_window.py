"""The window: any size from 800x450 up, the 16:9 view letterboxed in it at its real size,
and every scene drawn there (SDL's dummy driver makes windows of any size without a screen)."""
from __future__ import annotations

import pygame
import pytest

from game.app import MIN_WINDOW, display_window
from game.selftest import scene_factories
from game.shell.menu import MenuScene
from game.ui import canvas, fonts

BLACK = (0, 0, 0)
FRAMES = 2  # frames drawn at each size: the resize's own, which draws what was cached before it, and the next


def resize(app, size: tuple[int, int]) -> None:
    """The window becomes `size` (as a user's drag would make it), and a frame is drawn."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.frame(1 / 60)


def test_the_dummy_window_is_1280x720_at_scale_1(app):
    assert app.window.get_size() == (1280, 720) and canvas.current_scale() == 1.0
    assert app.screen.scale == 1.0 and app.screen.get_size() == (1280, 720)
    assert app.screen.surface.get_abs_offset() == (0, 0) and app.screen.surface.get_size() == (1280, 720)


def test_the_window_may_shrink_to_800x450_and_no_further(app):
    assert display_window().minimum_size == MIN_WINDOW == (800, 450)


def test_a_1500x700_window_shows_the_view_centred_between_bars(app):
    app.push(MenuScene(app))
    resize(app, (1500, 700))
    scale = 700 / 720
    assert app.screen.scale == pytest.approx(scale) and canvas.current_scale() == pytest.approx(scale)
    assert app.screen.get_size() == (1280, 720)  # the scenes' units do not change
    assert app.screen.surface.get_abs_offset() == (128, 0) and app.screen.surface.get_size() == (1244, 700)
    window = pygame.display.get_surface()
    for y in (0, 350, 699):
        assert all(tuple(window.get_at((x, y)))[:3] == BLACK for x in (*range(0, 128, 9), *range(1372, 1500, 9)))
    inside = [tuple(window.get_at((x, 350)))[:3] for x in range(128, 1372, 7)]
    assert sum(colour != BLACK for colour in inside) > len(inside) * 0.9
    resize(app, (1280, 720))
    assert app.screen.scale == 1.0 and app.screen.surface.get_abs_offset() == (0, 0)


def test_a_resized_window_renders_text_anew_at_its_size(app):
    app.push(MenuScene(app))
    app.frame(1 / 60)
    small = fonts.rendered("Alpenparty", 20, BLACK)
    resize(app, (1920, 1080))
    big = fonts.rendered("Alpenparty", 20, BLACK)
    assert big.scale == 1.5 and big.get_size() == pytest.approx(small.get_size(), abs=2)
    assert big.surface.get_height() == fonts.pixel_font(30).get_height()


def test_every_scene_draws_at_other_scales_and_through_resizes(app):
    """The selftest's scenes (menu, settings, key test, key map, and each title's lobby,
    table, rules and pause) made by the app in a 960x540 window (scale 0.75), drawn there,
    then resized to 1920x1080 (1.5), 1280x720 and back while on show: a raw surface handed to
    pygame, or a picture cached across a resize (up, down, to 1 and from it), fails here
    (tests/conftest.py makes the canvas strict and sets the scale back afterwards)."""
    small, big = (960, 540), (1920, 1080)
    app.push(MenuScene(app))
    resize(app, small)
    for name, factory in scene_factories(app):
        scene = factory()
        app.push(scene)
        for size in (small, big, (1280, 720), small):
            resize(app, size)
            assert app.screen.scale == size[0] / 1280, name
            for _ in range(FRAMES - 1):  # resize drew the first
                app.frame(1 / 30)
        app.pop_to(MenuScene)


def test_entering_or_leaving_fullscreen_fits_the_canvas_to_the_renewed_window_surface(app):
    """SDL lets go of the window's surface when fullscreen changes, even at the same size (on
    X11, a game started in fullscreen crashed in its first frame drawing on the old one): the
    app takes the display surface anew and fits its canvas before the next frame draws."""
    app.push(MenuScene(app))
    app.frame(1 / 60)
    before = app.screen
    for on in (True, False):
        app.set_fullscreen(on)
        assert app.window is None  # nothing is drawn on the surface held before the change
        app.frame(1 / 60)
        assert app.window is pygame.display.get_surface() and app.screen is not before
        before = app.screen
