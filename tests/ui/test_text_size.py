"""The text size (issue 32): fonts grow by it, headings up to fonts.HEADING only, the floor
with it; a change makes cached lines anew; a menu list too long for its room at a large text
size scrolls and keeps the chosen row in view."""
from __future__ import annotations

import pygame
import pytest
from text_probe import Probe, too_small

from game.ui import fonts, widgets


@pytest.mark.parametrize("percent", [100, 125, 150])
def test_a_font_grows_by_the_text_size_and_a_heading_up_to_its_cap(at_text_size, percent):
    at_text_size(percent)
    assert fonts.grown(20) == pytest.approx(20 * percent / 100)
    assert fonts.grown(fonts.FLOOR) == pytest.approx(fonts.FLOOR * percent / 100)
    assert fonts.grown(44) == min(44 * percent / 100, fonts.HEADING)
    assert fonts.grown(72) == 72  # a title larger than HEADING keeps its size
    normal = fonts._face(20, False, 1.0).size("Alpenparty")[0]
    assert fonts.font(20).size("Alpenparty")[0] == pytest.approx(normal * percent / 100, rel=0.03)


def test_a_cached_line_is_rendered_anew_at_a_new_text_size(recording, at_text_size):
    before = fonts.rendered("Bot 3", 20, (0, 0, 0))
    at_text_size(150)
    after = fonts.rendered("Bot 3", 20, (0, 0, 0))
    assert after is not before and after.get_height() >= 1.4 * before.get_height()
    assert widgets.fitting_size("Bot 3", 1000, 20) == 20  # the fitted size is measured anew too


def test_the_floor_grows_with_the_text(recording, at_text_size):
    at_text_size(150)
    probe = Probe()
    probe.blit(fonts.render("Bot 3", fonts.FLOOR, (0, 0, 0)), (10, 10))
    assert too_small(probe) == []
    probe.blit(fonts.render("Bot 4", 17, (0, 0, 0)), (10, 300))
    assert too_small(probe) == ["below 27 units: 'Bot 4' at 25.5 units (25.5 px)"]


def test_a_text_size_below_100_is_refused():
    with pytest.raises(ValueError, match="from 100"):
        fonts.set_text_size(50)


def test_a_list_too_long_for_its_room_scrolls_and_keeps_the_chosen_row_in_view(recording, at_text_size):
    at_text_size(150)
    menu = widgets.MenuList(12)
    rows = [f"Row {index}" for index in range(12)]
    size, gap = menu.fitting(100, 400, ((24, 8), (fonts.FLOOR, 2)))
    assert (size, gap) == (fonts.FLOOR, widgets.least_gap(fonts.FLOOR))  # a gap leaving the words off the frames
    assert menu.shown is not None and 3 <= menu.shown < 12
    assert menu.bottom(100, size, gap) <= 400
    for _ in range(24):  # down through every row and round again
        probe = Probe()
        menu.draw(probe, rows, (640, 100), size, gap)
        shown = [words for _, words in probe.boxes]
        assert f"Row {menu.selected}" in shown and len(shown) == menu.shown
        menu.move("down")
    roomy = menu.fitting(100, 1000, ((24, 8), (fonts.FLOOR, 2)))
    assert roomy == (24, max(8, widgets.least_gap(24))) and menu.shown is None and len(menu.in_view()) == 12


def test_a_list_shows_arrows_where_more_rows_lie(at_text_size):
    menu = widgets.MenuList(10, shown=4, selected=5)
    surface = pygame.Surface((1280, 720))
    from game.ui.canvas import Canvas
    screen = Canvas(surface)
    screen.fill((0, 0, 0))
    menu.draw(screen, [str(index) for index in range(10)], (640, 100), 20, 4)
    assert list(menu.in_view()) == [2, 3, 4, 5]
    height = fonts.font(20).get_linesize() + 4
    arrow_x = 640 + 520 // 2 + 18
    assert surface.get_at((arrow_x, 100 + height // 2 - 2))[:3] == widgets.PAPER  # above: more rows
    assert surface.get_at((arrow_x, 100 + 3 * height + height // 2))[:3] == widgets.PAPER  # below: more rows


def test_a_scrolling_lists_rows_set_apart_stay_in_view_below_the_scrolled_ones():
    """The lobby's Start and Back (set apart at its end) stay in view wherever the cursor is,
    and the other rows scroll above them; on Start or Back they stay where they were."""
    menu = widgets.MenuList(10, shown=5, selected=0, apart_from=8)
    assert menu.in_view() == [0, 1, 2, 8, 9]
    menu.selected = 6
    assert menu.in_view() == [4, 5, 6, 8, 9]
    menu.selected = 8
    assert menu.in_view() == [4, 5, 6, 8, 9]
    menu.selected = 9
    assert menu.in_view() == [4, 5, 6, 8, 9]
    menu.selected = 1
    assert menu.in_view() == [1, 2, 3, 8, 9]
