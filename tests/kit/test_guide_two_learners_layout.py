"""The guided games with two learners on one keyboard (play-test): every step, in four
languages at 1280x720, no text of the table or the guide lies on another text or leaves the
window (a second learner's key hint beside the status corner covered its words)."""
from __future__ import annotations

import pytest
from guiding import found_in_every_language
from text_probe import problems

from game import catalogue
from game.kit import guide
from game.shell import learn
from game.shell.menu import MenuScene

GUIDED = [title.id for title in catalogue.TITLES if guide.guide_of(title) is not None and title.id != "gambit7"]


@pytest.mark.slow
@pytest.mark.parametrize("title_id", GUIDED)
def test_two_learners_see_no_text_over_another(app, title_id):
    app.push(MenuScene(app))
    table = learn.start(app, catalogue.by_id(title_id), ["kb1", "kb2"])
    found = found_in_every_language(app, table, lambda table, probe: problems(probe))
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())
