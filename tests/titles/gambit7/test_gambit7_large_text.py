"""Gambit 7 at the larger text sizes (issue 32): at 100 % every band stays where it was; larger,
the bands are measured from the text and no two overlap; a table with no person at it (seven
bots: tests/kit/test_layout.py seats a person) reads every word at 150 % too, each inside its panel."""
from __future__ import annotations

import pytest
from table_moments import moments, seated
from text_probe import Probe, cut_short, noting_panels, out_of_panels, problems, too_small

from game import catalogue
from game.titles.gambit7 import table as gambit7_table
from game.ui import fonts
from game.ui.captions import caption_key
from game.ui.i18n import LANGUAGES

TITLE = catalogue.by_id("gambit7")


@pytest.fixture()
def recording():
    fonts.record()
    yield
    fonts.record(False)


def test_at_100_percent_the_bands_are_the_constants():
    bands = gambit7_table.bands()
    assert (bands.question, bands.legend, bands.log, bands.seats) == (
        gambit7_table.QUESTION, gambit7_table.LEGEND, gambit7_table.LOG, gambit7_table.SEATS)
    assert gambit7_table.board_rect() == gambit7_table.BOARD and gambit7_table.why_rect() == gambit7_table.WHY


@pytest.mark.parametrize("size", [125, 150])
def test_larger_the_bands_stand_one_under_the_other_in_the_window(at_text_size, size):
    at_text_size(size)
    bands = gambit7_table.bands()
    column = [bands.question, gambit7_table.board_rect(), bands.legend, bands.seats]
    assert bands.log is None and gambit7_table.why_rect() == bands.legend
    assert all(upper.bottom < lower.top for upper, lower in zip(column, column[1:]))
    assert bands.question.height > gambit7_table.QUESTION.height and bands.seats.bottom == gambit7_table.SEATS.bottom


def read(app, scene, language: str) -> list[str]:
    """The table drawn in `language`: what overlaps, leaves the window or its panel, is cut or
    too small."""
    app.settings.language = language
    probe = Probe()
    scene.draw(probe)
    return problems(probe) + cut_short(probe) + too_small(probe) + out_of_panels(probe)


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 7])
def test_a_table_of_bots_reads_every_word_at_150_percent(app, recording, at_scale, at_text_size, monkeypatch, players):
    at_scale(0.75)
    at_text_size(150)
    noting_panels(monkeypatch)
    scene = seated(app, TITLE, players, humans={})
    found = {problem: f"{language} {moment}" for moment in moments(scene, repeats=1) for language in LANGUAGES
             for problem in read(app, scene, language)}
    assert scene.over_since is not None
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())


@pytest.mark.parametrize("language", LANGUAGES)
def test_at_150_percent_a_caption_stands_beside_the_legend(app, recording, at_text_size, language):
    """Above 100 % the legend takes the log's strip: a caption stands at its right end, and the
    legend's words keep left of it."""
    at_text_size(150)
    app.settings.captions = True
    app.settings.language = language
    scene = seated(app, TITLE, 7)
    scene.update(0.1)
    app.sound.play("point")
    probe = Probe()
    scene.draw(probe)
    app.captions.draw(probe, app.caption_region())
    assert gambit7_table.bands().legend.contains(scene.caption_place)
    words = app.text(caption_key("point"))
    assert any(text == words and scene.caption_place.contains(box) for box, text in probe.boxes)
    assert not problems(probe)
