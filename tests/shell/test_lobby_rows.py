"""The lobby's rows (play-test: at 960x540 in German each row's words touched its border, top
and bottom, the descenders of "g" and "y" on the line): every title's lobby, empty and with
every keyboard seated, in four languages at 1280x720 and 960x540 and at each text size,
draws each row's words inside its frame, none on it."""
from __future__ import annotations

import pytest
from text_probe import Probe

from game import catalogue
from game.settings import TEXT_SIZES
from game.shell.lobby import LobbyScene
from game.ui import fonts
from game.ui.i18n import LANGUAGES

BORDER = 2  # the row's frame, drawn inside its rect
ROOM = 0  # the least room between the words and the frame


def crowded(lobby: LobbyScene) -> list[str]:
    """The words of a row drawn (now) onto or past its frame."""
    probe = Probe()
    lobby.draw(probe)
    found = []
    for rect in lobby.menu.drawn:
        inside = rect.inflate(-2 * (BORDER + ROOM), -2 * (BORDER + ROOM))
        found += [f"{part.words!r} {tuple(part.box)} in the row {tuple(rect)}" for part in probe.texts
                  if rect.collidepoint(part.box.center) and not inside.contains(part.box)]
    return found


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("scale", [1.0, 0.75], ids=["1280x720", "960x540"])
def test_every_lobby_row_keeps_its_words_off_its_frame(app, recording, at_scale, at_text_size, scale, text_size):
    at_scale(scale)
    at_text_size(text_size)
    found: dict[str, str] = {}
    for title in catalogue.TITLES:
        lobby = LobbyScene(app, title)
        app.push(lobby)
        for seated in (False, True):
            if seated:
                for cluster in range(1, 6):
                    lobby.join(f"kb{cluster}")
            for language in LANGUAGES:
                app.settings.language = language
                for problem in crowded(lobby):
                    found.setdefault(problem, f"{title.id} {language}{' seated' if seated else ''}")
        app.pop()
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in list(found.items())[:30])
