"""Every screen of the shell (menu, also with a saved game and notices, a yes-or-no question,
settings, key test, key map, each title's lobby, also with every keyboard seated, rules pages
and pause window, and the results), in all four languages at 1280x720, 960x540 and the
smallest window, 800x450: no text leaves the window, no two texts overlap, none is cut
short with an ellipsis; and at 960x540 no text is below the floor (fonts.FLOOR, 18 design
units: 13.5 px there)."""
from __future__ import annotations

import pygame
import pytest
from test_layout import (FLOOR_WINDOW, PANEL_LOBBIES, WINDOWS, away_window_drawn, lobby_with_phones,  # noqa: F401
                         looked_at, phones_here, resize, window)  # (phones_here and window: fixtures)
from shell.test_results_layout import finished, played  # noqa: F401 (played: a fixture)
from text_probe import Probe, cut_short, noting_panels, out_of_panels, problems, too_small

import fuzzing
from game import catalogue
from game.selftest import scene_factories
from game.settings import TEXT_SIZES
from game.shell.accessibility import AccessibilityScene
from game.shell.confirm import ConfirmScene
from game.shell.lobby import LobbyScene
from game.shell.learn import OfferScene
from game.shell.menu import MenuScene
from game.shell.rules_help import RulesHelpScene
from game.shell.results import ResultsScene
from game.ui import canvas, fonts, widgets
from game.ui.i18n import LANGUAGES


# A family's pack left out by Gambit 7, with a long reason, as Title.data_notices gives it
REFUSED_PACK = [("gambit7.pack_left_out_more", {
    "file": "gambit7/family-questions.toml", "entry": "question[12].text.fr",
    "expected": "a narrow no-break space (U+202F) before ? ! : ;", "more": 14})]


# Each window at the normal text size; 1280x720 and 960x540 at each larger one (the Accessibility page)
SIZES = [(size, 100) for size in WINDOWS] + [(size, text_size) for text_size in TEXT_SIZES[1:] for size in WINDOWS[:2]]
SIZE_IDS = [f"{size[0]}x{size[1]}-{text_size}%" for size, text_size in SIZES]


@pytest.fixture()
def recording():
    fonts.record()
    yield
    fonts.record(False)


def screens(app, games=finished):
    """Every scene of the selftest but the tables (the table layout test has those) and the
    rules help (its pictures are tables: tests/shell/test_rules_help.py checks each screen), the
    menu with saved games and notices, a question, a full lobby, Gambit 7's lobby and last rules
    page telling of a refused question pack, and a results screen of each title after a whole bot
    game: games(title, players) gives it finished (the module's `played` plays each once)."""
    found = [(name, factory) for name, factory in scene_factories(app)  # the rules help: tests/shell/test_rules_help.py
             if not name.endswith((" table", " rules"))]

    def busy_menu():
        for title in catalogue.TITLES:  # the Continue row offers any, ◂ ▸
            fuzzing.saved_game(title, None, seed=5, seconds=5.0)
        menu = MenuScene(app)
        menu.saved_at = menu.saved.index(max(menu.saved, key=lambda title: max(  # the longest name in any language
            len(app.texts.get(language, title.name_key)) for language in LANGUAGES)))  # ("La course des armaillis")
        menu.build_rows()
        menu.notices += [app.text("menu.old_save_set_aside", file="/home/someone/.local/share/alpenparty/save.json"),
                         app.text("save.refuse.bug", file="/home/someone/.local/share/alpenparty/crash.log")]
        return menu

    def question():
        title = catalogue.by_id("altitude")
        return ConfirmScene(app, app.text("confirm.replace_save", title=app.text(title.name_key)),
                            "confirm.replace_save.yes", lambda: None)

    def full_lobby():
        lobby = LobbyScene(app, catalogue.by_id("gaemsh"))  # the most rows
        for cluster in range(1, 6):
            lobby.join(f"kb{cluster}")
        lobby.message = app.text("lobby.bad_count", counts="4, 6")
        return lobby

    def lobby_with_refused_pack():
        lobby = LobbyScene(app, catalogue.by_id("gambit7"))
        lobby.notices = REFUSED_PACK  # under the line on what a relaxed game changes
        for cluster in range(1, 6):
            lobby.join(f"kb{cluster}")
        lobby.message = app.text("lobby.bad_count", counts="3, 4, 5, 6, 7")
        return lobby

    def rules_with_refused_pack():
        pages = RulesHelpScene(app, catalogue.by_id("gambit7"))
        pages.notices = REFUSED_PACK
        pages.page = pages.count() - 1
        return pages

    def offer():
        return OfferScene(app, catalogue.by_id("stafette"), lambda: None)  # the longest title name

    def accessibility():
        page = AccessibilityScene(app)
        page.menu.selected = page.rows.index("reduced_motion")  # the longest explanation
        return page

    found += [("menu with saves and notices", busy_menu), ("question", question), ("full lobby", full_lobby),
              ("first-time guide offer", offer), ("accessibility", accessibility),
              ("gambit7 lobby with a refused pack", lobby_with_refused_pack),
              ("gambit7 rules page of a refused pack", rules_with_refused_pack)]
    for title, players in [(title, title.max_players) for title in catalogue.TITLES] + [(catalogue.by_id("altitude"), 1)]:
        def results(title=title, players=players):  # Altitude alone too: its solo heading, a sheet in a taller row
            results = ResultsScene(app, games(title, players))
            results.skip()  # the ranking as it stands once it has come in
            return results
        found.append((f"{title.id} results ({players} seats)", results))
    return found


@pytest.mark.parametrize("size, text_size", SIZES, ids=SIZE_IDS)
def test_no_text_of_a_shell_screen_leaves_overlaps_is_cut_or_is_below_the_floor(app, recording, window, played, size,
                                                                                 text_size, monkeypatch):
    """At 125 and 150 % the floor grows with the text (27 units at 150 %: fonts.grown): every
    screen is fitted (issue 32), and no text hangs out of the panel it stands in (the pause
    window's last row below its box at 150 %: issue 32's play-test)."""
    app.settings.text_size = text_size
    app.apply_settings()
    noting_panels(monkeypatch)
    app.push(MenuScene(app))
    resize(app, window, size)
    found: dict[str, str] = {}
    for name, factory in screens(app, played):
        scene = factory()
        app.push(scene)
        app.advance(1 / 30)  # its first step; the window's drawing is not looked at (the probe's is)
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            assert probe.scale == app.screen.scale
            scene.draw(probe)
            assert len(probe.boxes) >= 3, name  # the screen's texts were seen
            floor = too_small(probe) if size == FLOOR_WINDOW else []
            for problem in problems(probe) + cut_short(probe) + out_of_panels(probe) + floor:
                found.setdefault(f"{name}: {problem}", language)
        app.pop_to(MenuScene)
    assert not found, "\n".join(f"{where} ({language})" for where, language in found.items())


def lobbies(app, window, size):
    """Each title's lobby in turn, opened from the menu in a window of `size`."""
    app.push(MenuScene(app))
    resize(app, window, size)
    for title in catalogue.TITLES:
        lobby = LobbyScene(app, title)
        app.push(lobby)
        yield title, lobby
        app.pop_to(MenuScene)


@pytest.mark.parametrize("size", WINDOWS[1:], ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_choice_of_every_lobby_option_is_shown_whole(app, recording, window, size):
    """Issue 28: "today's daily mou…", "Off: wait for ever…": each choice of each option, in
    every language, at 960x540 and 800x450, stands in its row uncut."""
    found: dict[str, str] = {}
    for title, lobby in lobbies(app, window, size):
        for option in title.options:
            for choice in option.choices:
                lobby.options[option.key] = choice
                for language in LANGUAGES:
                    app.settings.language = language
                    probe = Probe()
                    lobby.draw(probe)
                    for problem in cut_short(probe):
                        found.setdefault(f"{title.id} {option.key}={choice}: {problem}", language)
    assert not found, "\n".join(f"{where} ({language})" for where, language in found.items())


@pytest.mark.parametrize("size", WINDOWS[1:], ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("seated", [("kb1", "kb2"), ("kb1", "kb2", "kb3", "kb4", "kb5")], ids=["two", "five"])
def test_the_lobby_shows_what_each_seated_players_keys_do(app, recording, window, size, seated):
    """Issue 28: every screen a seated player reaches says which of their keys do what. In
    each title's lobby, at 960x540 and 800x450, in every language: each seated cluster's keys
    (move, change seat, leave) and everybody's (Enter, Esc), none overlapping or cut."""
    from game.shell import menu_keys
    found: dict[str, str] = {}
    for title, lobby in lobbies(app, window, size):
        for device in seated:
            lobby.join(device)
        assert len(lobby.humans) == min(len(seated), title.max_players)
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            lobby.draw(probe)
            shown = [words for _, words in probe.boxes]
            for device in lobby.humans.values():
                keys = [menu_keys.player_keys(app, device, sideways, "lobby.keys.seat", "lobby.keys.leave")
                        for sideways in (True, False)]
                if not set(keys) & set(shown):
                    found.setdefault(f"{title.id}: no keys of {device} ({keys[0]})", language)
            if not any(app.text("input.key.escape") in words for words in shown):
                found.setdefault(f"{title.id}: no shared keys", language)
            for problem in problems(probe) + cut_short(probe):
                found.setdefault(f"{title.id}: {problem}", language)
    assert not found, "\n".join(f"{where} ({language})" for where, language in found.items())


LARGE = [(size, text_size) for text_size in TEXT_SIZES[1:] for size in WINDOWS[:2]]


@pytest.mark.parametrize("size, text_size", LARGE, ids=[f"{size[0]}x{size[1]}-{text_size}%" for size, text_size in LARGE])
@pytest.mark.parametrize("title_id", PANEL_LOBBIES)
def test_the_lobby_with_its_phone_panel_fits_at_a_larger_text_size(app, recording, phones_here, window, size, text_size,
                                                                    title_id):
    """Issue 32: the lobby's phone panel (QR code, room code, address, notes) beside the rows, with
    every keyboard seated, at 125 and 150 % text (tests/kit/test_layout.py checks 100 %)."""
    app.settings.text_size = text_size
    app.apply_settings()
    lobby = lobby_with_phones(app, title_id)
    resize(app, window, size)
    found = looked_at(app, lobby.draw)
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())


@pytest.mark.parametrize("size, text_size", LARGE, ids=[f"{size[0]}x{size[1]}-{text_size}%" for size, text_size in LARGE])
def test_the_phone_away_window_fits_at_a_larger_text_size(app, recording, phones_here, window, size, text_size):
    """Issue 32: the window waiting for six away phones over a Cambio table, at 125 and 150 % text."""
    app.settings.text_size = text_size
    app.apply_settings()
    draw = away_window_drawn(app)
    resize(app, window, size)
    found = looked_at(app, draw)
    assert not found, "\n".join(f"{where}: {problem}" for problem, where in found.items())


def test_the_probe_sees_a_text_hanging_out_of_its_panel(recording, monkeypatch):
    """A text reaching into a panel must lie wholly inside it, and so must the next row under it;
    one apart from every panel is no panel's."""
    noting_panels(monkeypatch)
    probe = Probe()
    probe.blit(canvas.new(probe.get_size()), (0, 0))
    widgets.panel(probe, pygame.Rect(100, 100, 400, 100))
    widgets.text(probe, "Inside", (300, 130), 30, widgets.INK, anchor="center")
    widgets.text(probe, "Hangs below", (300, 195), 30, widgets.INK, anchor="center")
    widgets.text(probe, "Wholly below", (300, 240), 30, widgets.INK, anchor="center")  # the list's next row
    widgets.text(probe, "Apart", (300, 400), 30, widgets.INK, anchor="center")
    found = out_of_panels(probe)
    assert len(found) == 2 and "'Hangs below'" in found[0] and "'Wholly below'" in found[1]
