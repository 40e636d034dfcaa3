"""Every table in its key moments, in all four languages at 1280x720 and at the smallest
window's scale: no text leaves the window and no two pieces of text overlap
(tests/text_probe.py tells where text went)."""
from __future__ import annotations

import pytest
from table_moments import moments, seated
from text_probe import SCREEN, Probe, problems

from game import catalogue
from game.ui import canvas, fonts
from game.ui.i18n import LANGUAGES

TABLES = [("gaemsh", 4), ("gaemsh", 6), ("cambio", 2), ("cambio", 5), ("cambio", 6), ("stafette", 3), ("stafette", 6),
          ("gambit7", 3), ("gambit7", 7), ("altitude", 1), ("altitude", 2), ("altitude", 4)]


@pytest.fixture()
def recording():
    fonts.record()
    yield
    fonts.record(False)


SCALES = {"1280x720": 1.0, "960x540": 0.75, "800x450": 0.625}  # text renders at the real size of each


@pytest.mark.parametrize("window", SCALES)
@pytest.mark.parametrize("title_id, players", TABLES, ids=[f"{t}-{n}" for t, n in TABLES])
def test_no_text_leaves_the_window_or_overlaps(app, recording, at_scale, title_id, players, window):
    at_scale(SCALES[window])
    scene = seated(app, catalogue.by_id(title_id), players)
    probe = Probe()
    assert probe.scale == SCALES[window] and probe.get_size() == SCREEN.size
    found: dict[str, str] = {}
    looked = 0
    for moment in moments(scene, repeats=1):
        looked += 1
        for language in LANGUAGES:
            app.settings.language = language
            scene.draw(probe)
            for problem in problems(probe):
                found.setdefault(problem, f"{language} {moment}")
    assert looked > 10 and scene.over_since is not None  # the game was played to its end
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())


def test_the_probe_sees_text_that_overlaps_or_leaves(recording):
    probe = Probe()
    probe.blit(canvas.new(SCREEN.size), (0, 0))
    probe.blit(fonts.render("Bot 3", 20, (0, 0, 0)), (10, 10))
    probe.blit(fonts.render("Bot 4", 20, (0, 0, 0)), (20, 14))
    probe.blit(fonts.render("far right", 20, (0, 0, 0)), (1250, 300))
    probe.blit(canvas.new((60, 60)), (0, 0))  # a picture is no text
    assert len(problems(probe)) == 2
    probe.blit(canvas.new(SCREEN.size), (0, 0))  # a new layer covers all before
    assert problems(probe) == []
