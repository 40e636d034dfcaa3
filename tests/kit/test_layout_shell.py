"""Every screen of the shell (menu, settings, key test, key map, each title's lobby, rules
pages and pause window, and the results), in all four languages at 1280x720 and at the
smallest window, 800x450: no text leaves the window or its box, no two texts overlap."""
from __future__ import annotations

import pytest
from test_layout import WINDOWS, resize, window  # noqa: F401 (a fixture)
from text_probe import Probe, problems

from game import catalogue
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import TableSession
from game.selftest import scene_factories
from game.shell.menu import MenuScene
from game.shell.results import ResultsScene
from game.ui import fonts
from game.ui.i18n import LANGUAGES


@pytest.fixture()
def recording():
    fonts.record()
    yield
    fonts.record(False)


def screens(app):
    """Every scene of the selftest but the tables (the table layout test has those), and a
    results screen of each title after a whole bot game."""
    found = [(name, factory) for name, factory in scene_factories(app) if not name.endswith(" table")]
    for title in catalogue.TITLES:
        def results(title=title):
            config = TableConfig(tuple(SeatSpec("bot", "hard") for _ in range(title.max_players)),
                                 title.default_options())
            session = TableSession(title, config, seed=3)
            while not session.is_over():
                session.step(0.5)
            return ResultsScene(app, session)
        found.append((f"{title.id} results", results))
    return found


@pytest.mark.parametrize("size", WINDOWS, ids=lambda size: f"{size[0]}x{size[1]}")
def test_no_text_of_a_shell_screen_leaves_its_box_or_overlaps(app, recording, window, size):
    app.push(MenuScene(app))
    resize(app, window, size)
    found: dict[str, str] = {}
    for name, factory in screens(app):
        scene = factory()
        app.push(scene)
        app.frame(1 / 30)
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            assert probe.scale == app.screen.scale
            scene.draw(probe)
            assert len(probe.boxes) >= 3, name  # the screen's texts were seen
            for problem in problems(probe):
                found.setdefault(f"{name}: {problem}", language)
        app.pop_to(MenuScene)
    assert not found, "\n".join(f"{where} ({language})" for where, language in found.items())
