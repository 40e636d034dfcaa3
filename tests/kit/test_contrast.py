"""Text reads on its background everywhere (issue 32): every text a table draws in its key
moments, and every text of the shell's screens, has a WCAG contrast of 4.5:1 at least against
what lies under it (tests/contrast_probe.py: the colour each line was rendered in, against the
pixels under its box but the worst 5 %). Colour is the same in every language, so English is
enough; the tables are drawn at a 960x540 window's scale."""
from __future__ import annotations

import pytest
from contrast_probe import Inks
from table_moments import moments, seated
from test_layout import window  # noqa: F401 (a fixture)
from test_layout_shell import screens
from text_probe import Probe

from game import catalogue
from game.shell.menu import MenuScene

LEAST = 4.5  # WCAG 2.x AA for text
SHOWN = 40


def poor(inks: Inks, probe: Probe, where: str, found: dict[tuple, str]) -> int:
    """Note each text below LEAST (once per words and colours); the number of texts read."""
    readings = inks.readings(probe)
    for reading in readings:
        if reading.ratio < LEAST:
            key = (reading.words, reading.colour, reading.background)
            found.setdefault(key, f"{reading.ratio:.2f}:1 {reading.words!r} in {reading.colour} on "
                                  f"{reading.background} ({where})")
    return len(readings)


def report(found: dict[tuple, str]) -> str:
    return f"{len(found)} texts below {LEAST}:1\n" + "\n".join(sorted(found.values())[:SHOWN])


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_every_text_of_a_table_reads_on_its_background(app, monkeypatch, recording, at_scale, title):
    at_scale(0.75)
    inks = Inks(monkeypatch)
    scene = seated(app, title, max(title.layouts))
    found: dict[tuple, str] = {}
    read = 0
    for moment in moments(scene, repeats=1):
        probe = Probe()
        scene.draw(probe)
        read += poor(inks, probe, moment, found)
        assert len(inks.readings(probe)) >= len(probe.texts) * 0.8, moment  # most texts were measured
    assert read > 100 and scene.over_since is not None
    assert not found, report(found)


def test_every_text_of_the_shell_reads_on_its_background(app, monkeypatch, recording, window):  # noqa: F811
    inks = Inks(monkeypatch)
    app.push(MenuScene(app))
    found: dict[tuple, str] = {}
    for name, factory in screens(app):
        scene = factory()
        app.push(scene)
        app.frame(1 / 30)
        probe = Probe()
        scene.draw(probe)
        assert poor(inks, probe, name, found) >= len(probe.texts) * 0.8 > 0, name
        app.pop_to(MenuScene)
    assert not found, report(found)
