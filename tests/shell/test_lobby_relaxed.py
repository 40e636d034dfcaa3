"""The lobby tells, for each title, whether it can offer a relaxed game and what that changes
(issue 32): one line under the rows in the title's words, in every language; a title without
timers (Altitude) has no "More time" row and says nothing of it."""
import pytest

from game import catalogue
from game.core import more_time
from game.shell.lobby import LobbyScene
from game.ui.i18n import LANGUAGES


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda title: title.id)
def test_each_lobby_says_what_a_relaxed_game_changes_or_nothing(app, title):
    lobby = LobbyScene(app, title)
    offered = [row for row in lobby.rows if row[0] == "option" and row[1].key == more_time.KEY]
    lines = set()
    for language in LANGUAGES:
        app.settings.language = language
        if title.id == "altitude":
            assert not offered and lobby.notice_words() == ""
            continue
        assert len(offered) == 1 and app.texts.has(f"{title.id}.more_time")
        line = lobby.notice_words()
        assert line == app.text(f"{title.id}.more_time")
        lines.add(line)
    assert len(lines) == (0 if title.id == "altitude" else len(LANGUAGES))  # each language its own words


def test_a_warning_of_left_out_data_comes_before_the_relaxed_line(app):
    lobby = LobbyScene(app, catalogue.by_id("gambit7"))
    lobby.notices = [("gambit7.pack_left_out", {"file": "gambit7/x.toml", "entry": "question[1]", "expected": "a number"})]
    assert lobby.notice_words().startswith("Gambit 7 left out the question pack gambit7/x.toml")


def test_the_more_time_row_steps_through_the_titles_own_choices(app):
    lobby = LobbyScene(app, catalogue.by_id("cambio"))
    row = next(row for row in lobby.rows if row[0] == "option" and row[1].key == more_time.KEY)
    shown = []
    for _ in range(4):
        shown.append(lobby.row_text(row)[1].strip("◂▸ "))
        lobby.change(row, 1)
    assert shown == ["×1", "×1.5", "×2", "×1"]  # Cambio offers no "no limit": round again to ×1


def test_the_french_lobby_sets_a_space_before_its_colons(app):
    """Play-test: "Place 1: Joueur" and "Graine (Entrée pour la saisir):" beside the French
    texts' "Étape 3 : …". The rows the lobby joins with a colon join as each language does."""
    lobby = LobbyScene(app, catalogue.by_id("cambio"))
    app.settings.language = "fr"
    joined = [lobby.row_text(row) for row in lobby.rows if row[0] in ("seat", "seed")]
    assert joined[0].startswith("Place 1 : ") and joined[-1].startswith("Graine (Entrée pour la saisir) : ")
    app.settings.language = "en"
    assert lobby.row_text(lobby.rows[0]).startswith("Seat 1: ")
