"""The guide's pointer (play-test, Älpler Stafette): the line from the guide's box to the key
cap it rings ran through the row of labels under the caps, striking out the very words that
say what the key does. Every guided title, one and two learners, every step and its
after-words, four languages: the pointer's line crosses no text on the table."""
from __future__ import annotations

import pytest
from guiding import found_in_every_language
from text_probe import Probe

from game import catalogue
from game.kit import guide
from game.shell import learn
from game.shell.menu import MenuScene

GUIDED = [title.id for title in catalogue.TITLES if guide.guide_of(title) is not None]


def crossed(table, probe: Probe) -> list[str]:
    """The texts outside the guide's box that its pointer's line, as drawn, runs through."""
    box, _ = table.run.drawn
    way = [tuple(map(round, point)) for point in table.run.line or ()]
    return [f"{part.words!r} at {tuple(part.box)}, the pointer {way}" for part in probe.texts
            if not box.contains(part.box) and any(part.box.clipline(start, end) for start, end in zip(way, way[1:]))]


@pytest.mark.slow
@pytest.mark.parametrize("devices", [("kb1",), ("kb1", "kb2")], ids=["one", "two"])
@pytest.mark.parametrize("title_id", GUIDED)
def test_the_guides_pointer_crosses_no_text(app, title_id, devices):
    app.push(MenuScene(app))
    table = learn.start(app, catalogue.by_id(title_id), list(devices))
    found = found_in_every_language(app, table, crossed, phases=True)
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())
