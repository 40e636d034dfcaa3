"""Colours for every eye (issue 32): every pair of colours a table asks a player to tell apart
(game/ui/palette.py TELL_APART: seats on the felt, Gämsh's teams, a right and a wrong call,
Gambit 7's winning card) stays at least `APART` CIEDE2000 apart as seen with typical vision and
simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009, game/ui/colour_vision.py);
each of them also has a mark that is no colour (a symbol, a letter, a word); and text on every
one of them reads at 4.5:1 at least (WCAG 2.x)."""
from __future__ import annotations

import itertools

import pygame
import pytest
from table_moments import seated

from game import catalogue
from game.titles.gaemsh import layout as gaemsh_layout
from game.ui import canvas, colour_vision, palette
from game.ui.colour_vision import VISIONS, contrast, delta_e, simulate
from game.ui.i18n import LANGUAGES

# CIEDE2000: about 2.3 is a just noticeable difference side by side; at 10 and more two colours
# read as different colours at a glance, on a small token across a table.
APART = 10.0
TEXT_CONTRAST = 4.5  # WCAG 2.x AA for text


@pytest.mark.parametrize("lab1, lab2, expected", [  # Sharma, Wu and Dalal 2005, table 1, pairs 1, 7, 17, 25
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
])
def test_ciede2000_gives_the_published_test_data(lab1, lab2, expected):
    assert colour_vision.ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert colour_vision.ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_keep_greys_and_merge_what_each_deficiency_merges():
    for vision in VISIONS:  # Machado's rows sum to 1: white, black and greys stay as they are
        for grey in (0, 128, 255):
            assert all(abs(channel - grey) <= 1 for channel in simulate((grey, grey, grey), vision))
    red, green, blue, yellow = (200, 40, 40), (40, 160, 40), (40, 80, 220), (230, 220, 40)
    assert delta_e(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < delta_e(red, green) / 2
    assert delta_e(simulate(red, "protanopia"), simulate(green, "protanopia")) < delta_e(red, green) / 2
    assert delta_e(simulate(blue, "tritanopia"), simulate(green, "tritanopia")) < delta_e(blue, green) / 2
    assert delta_e(simulate(blue, "deuteranopia"), simulate(yellow, "deuteranopia")) > 40  # blue-yellow survives


def test_wcag_contrast_matches_its_definition():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)  # the famous #777 on white
    assert contrast((10, 20, 30), (10, 20, 30)) == 1.0


def test_every_pair_a_table_asks_to_tell_apart_looks_apart_for_every_eye():
    close = [f"{group}: {a} and {b} only {distance:.1f} apart with {vision}"
             for group, colours in palette.TELL_APART.items()
             for a, b in itertools.combinations(colours, 2) for vision in VISIONS
             if (distance := delta_e(simulate(a, vision), simulate(b, vision))) < APART]
    assert not close, "\n".join(close)


def test_the_groups_hold_what_the_tables_draw():
    assert set(palette.SEAT_COLOURS) <= set(palette.TELL_APART["seats on the felt"])
    assert set(palette.TEAM_COLOURS) <= set(palette.TELL_APART["teams on paper"])
    assert len(set(palette.SEAT_COLOURS)) == len(palette.SEAT_COLOURS) == len(palette.SEAT_SYMBOLS)


def test_text_on_every_colour_that_carries_it_reads():
    """A seat's name on its band, a team's letter on its badge, a verdict's or a warning's words on their banner."""
    backs = {**{f"seat {name}": colour for name, colour in zip(palette.SEAT_NAMES, palette.SEAT_COLOURS)},
             "right": palette.RIGHT, "wrong": palette.WRONG, "warning": palette.WARNING, "won": palette.WON}
    poor = [f"{name} {back}: {contrast(palette.ink_on(back), back):.2f}" for name, back in backs.items()
            if contrast(palette.ink_on(back), back) < TEXT_CONTRAST]
    assert not poor, poor


def test_nothing_is_told_apart_by_colour_alone(app):
    """Every seat has a symbol of its own shape, every team its letter, every verdict its mark."""
    outlines = [tuple((round(x, 1), round(y, 1)) for x, y in palette.symbol_points(symbol, (0, 0), 10))
                for symbol in palette.SEAT_SYMBOLS]
    assert len(set(outlines)) == len(palette.SEAT_SYMBOLS)
    assert len(set(gaemsh_layout.TEAM_LETTERS)) == len(palette.TEAM_COLOURS)
    for language in LANGUAGES:
        app.settings.language = language
        for key, mark in (("right", "✓"), ("mark_right", "✓"), ("wrong", "✗"), ("wrong_guess", "✗")):
            assert app.text(f"gaemsh_table.{key}").startswith(mark), (language, key)


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_every_table_draws_its_seats_in_the_palettes_colours_and_they_stay_apart_on_screen(app, at_scale, title):
    """A table at its most crowded seating, a few seconds in, drawn and simulated as a whole
    picture (tools/colour_sim.py does the same to a screenshot): every seat's colour is on it as
    the palette has it, and where it lies, its three simulations stay APART from every other seat's."""
    at_scale(0.5)
    players = max(title.layouts)
    scene = seated(app, title, players)
    for _ in range(30):
        scene.update(0.1)
    screen = canvas.new(canvas.DESIGN.size)
    scene.draw(screen)
    rgb = pygame.image.tobytes(screen.surface, "RGB")
    where = {}
    for index in range(0, len(rgb), 3):
        where.setdefault(rgb[index:index + 3], index)
    missing = [palette.SEAT_NAMES[seat] for seat in range(players) if bytes(palette.seat_colour(seat)) not in where]
    assert not missing, f"{title.id} draws no pixel in the colour of {missing}"
    for vision in colour_vision.DEFICIENCIES:
        seen = colour_vision.simulate_pixels(rgb, vision)
        shown = [tuple(seen[where[bytes(palette.seat_colour(seat))]:][:3]) for seat in range(players)]
        close = [(palette.SEAT_NAMES[a], palette.SEAT_NAMES[b]) for a, b in itertools.combinations(range(players), 2)
                 if delta_e(shown[a], shown[b]) < APART]
        assert not close, f"{title.id} with {vision}: {close}"
