"""Every table in its key moments, in all four languages at 1280x720: no text leaves the
window and no two pieces of text overlap.

Where text went is known without reading pixels: game/ui/fonts.py notes every text surface
it renders while recording (and every box a banner draws its words into), and the scene
draws onto a `Probe`, a screen-sized surface that notes where such surfaces land. A blit
that covers the whole screen (the background, a window's shade) starts a new layer: text
under it is no longer what a player reads. A surface blitted see-through (a banner faded
to let the table show) is no box: what lies under it stays readable.
"""
from __future__ import annotations

import pygame
import pytest
from table_moments import moments, seated

from game import catalogue
from game.ui import fonts
from game.ui.i18n import LANGUAGES

SCREEN = pygame.Rect(0, 0, 1280, 720)
SEE_THROUGH = 200  # a surface blitted at a lower alpha lets what lies under it show
TABLES = [("gaemsh", 4), ("gaemsh", 6), ("cambio", 2), ("cambio", 6), ("stafette", 3), ("stafette", 6)]


class Probe(pygame.Surface):
    """The screen, noting where text lands: `boxes` holds (rect, words) of the top layer."""

    def __init__(self) -> None:
        super().__init__(SCREEN.size)
        self.boxes: list[tuple[pygame.Rect, str]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001 (pygame's own signature)
        rect = super().blit(source, dest, area, special_flags)
        corner = pygame.Rect(dest).topleft if len(dest) == 4 else dest
        placed = pygame.Rect(corner, pygame.Rect(area).size if area is not None else source.get_size())
        if placed.contains(SCREEN):
            self.boxes.clear()
        words = fonts.words_of(source)
        alpha = source.get_alpha()
        if words and words.strip() and (alpha is None or alpha >= SEE_THROUGH):
            self.boxes.append((placed, words))
        return rect


def problems(probe: Probe) -> list[str]:
    found = []
    boxes = [(rect, words) for rect, words in probe.boxes if rect.width > 2 and rect.height > 2]
    for index, (rect, words) in enumerate(boxes):
        if not SCREEN.contains(rect):
            found.append(f"leaves the window: {words!r} at {tuple(rect)}")
        for other, other_words in boxes[index + 1:]:
            overlap = rect.clip(other)
            if overlap.width > 2 and overlap.height > 2:
                found.append(f"overlap: {words!r} {tuple(rect)} and {other_words!r} {tuple(other)}")
    return found


@pytest.fixture()
def recording():
    fonts.record()
    yield
    fonts.record(False)


@pytest.mark.parametrize("title_id, players", TABLES, ids=[f"{t}-{n}" for t, n in TABLES])
def test_no_text_leaves_the_window_or_overlaps(app, recording, title_id, players):
    scene = seated(app, catalogue.by_id(title_id), players)
    probe = Probe()
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
    probe.blit(pygame.Surface(SCREEN.size), (0, 0))
    probe.blit(fonts.render("Bot 3", 20, (0, 0, 0)), (10, 10))
    probe.blit(fonts.render("Bot 4", 20, (0, 0, 0)), (20, 14))
    probe.blit(fonts.render("far right", 20, (0, 0, 0)), (1250, 300))
    probe.blit(pygame.Surface((60, 60)), (0, 0))  # a picture is no text
    assert len(problems(probe)) == 2
    probe.blit(pygame.Surface(SCREEN.size), (0, 0))  # a new layer covers all before
    assert problems(probe) == []
