"""The guided games with two learners on one keyboard (play-test): every step, in four
languages at 1280x720, no text of the table or the guide lies on another text or leaves the
window (a second learner's key hint beside the status corner covered its words)."""
from __future__ import annotations

import pytest
from guiding import follow, wait
from text_probe import Probe, problems

from game import catalogue
from game.kit import guide
from game.shell import learn
from game.shell.menu import MenuScene
from game.ui import fonts
from game.ui.i18n import LANGUAGES

GUIDED = [title.id for title in catalogue.TITLES if guide.guide_of(title) is not None and title.id != "gambit7"]


@pytest.mark.slow
@pytest.mark.parametrize("title_id", GUIDED)
def test_two_learners_see_no_text_over_another(app, title_id):
    app.push(MenuScene(app))
    table = learn.start(app, catalogue.by_id(title_id), ["kb1", "kb2"])
    found: dict[str, str] = {}

    def look(table):
        wait(app, 0.3)
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            table.draw(probe)
            for problem in problems(probe):
                found.setdefault(problem, f"{language} {table.run.step.id}")
        app.settings.language = "en"

    fonts.record()
    try:
        follow(app, table, on_step=look)
    finally:
        fonts.record(False)
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())
