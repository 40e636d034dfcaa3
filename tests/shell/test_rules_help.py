"""The rules help with pictures (game/shell/rules_help.py, rules_screens.py, rules_pictures.py):
every title's screens, each with a picture its own table draws from a prepared position; the
pictures show what their words are about (the marked card is drawn, the key caps carry the
reader's own key names, the rulebook's numbers are on the table); every screen passes the
layout test in four languages; the words speak the reader's language; the menu, the lobby and
the pause window open it."""
from __future__ import annotations

import re

import pygame
import pytest
from text_probe import Probe, cut_short, problems, too_small

from game import catalogue
from game.core.seats import SeatSpec, TableConfig
from game.input.intents import Intent
from game.kit import prepared
from game.kit.table import TableSession
from game.shell import rules_pictures
from game.shell.lobby import LobbyScene
from game.shell.menu import MenuScene
from game.shell.pause import PauseScene
from game.shell.rules_help import CONTENT, RulesHelpScene, place, words_height, words_size
from game.shell.rules_screens import Screen
from game.ui import canvas, fonts
from game.ui.i18n import LANGUAGES
from game.ui.palette import TABLE_FELT

TITLES = [title.id for title in catalogue.TITLES]
SCALES = {"1280x720": 1.0, "960x540": 0.75}  # the floor is checked at 960x540


@pytest.fixture()
def recording():
    fonts.record()
    yield
    fonts.record(False)


def shot(app, title_id: str, screen: Screen, device: str = "kb1") -> rules_pictures.Shot:
    return rules_pictures.shoot(app, catalogue.by_id(title_id), screen.position, device, screen.presses,
                                screen.region, screen.marks, screen.settle)


def screen(title_id: str, name: str) -> Screen:
    return next(found for found in catalogue.by_id(title_id).screens() if found.name == name)


def words_in(image: fonts.Picture, rect: pygame.Rect) -> list[str]:
    """The words the table drew inside `rect` of its picture."""
    return [part.words for part in fonts.parts_of(image) if rect.contains(part.box)]


# --- what each title's help holds ---------------------------------------------------------------
@pytest.mark.parametrize("title_id", TITLES)
def test_every_title_has_picture_screens_with_words_in_four_languages(app, title_id):
    title = catalogue.by_id(title_id)
    screens = catalogue.by_id(title_id).screens()
    assert len(screens) >= 4 and len({found.name for found in screens}) == len(screens)
    positions = prepared.positions(title)
    for found in screens:
        assert found.position.startswith("help_") and found.position in positions, found
        for language in LANGUAGES:
            for key in (found.head_key, found.words_key):
                assert key in app.texts.tables[language], (language, key)
    assert all(found.name.startswith("example") == found.example for found in screens)  # each title's test says which
    assert not [key for key in app.texts.tables["en"] if re.fullmatch(rf"{title_id}\.help\.\d+", key)]


@pytest.mark.parametrize("language", ("de", "fr", "it"))
def test_no_english_key_terms_in_the_other_languages(app, language):
    """The words name keys by the reader's own key names ({act} becomes "L Shift"), never by
    the English button names slot1..4, act and alt."""
    found = {}
    for key, words in app.texts.tables[language].items():
        if ".help." in key:
            plain = re.sub(r"\{\w+\}", "", words)
            english = re.findall(r"\b(slot ?\d?|act|alt)\b", plain)
            if english:
                found[key] = english
    assert found == {}


def test_the_words_carry_the_readers_key_names(app):
    help_scene = RulesHelpScene(app, catalogue.by_id("cambio"), "kb2")
    names = {button: name.replace(" ", "\u00a0") for button, name in app.input.key_labels("kb2").items()}
    words = help_scene.words(screen("cambio", "turn"))
    assert f"[{names['act']}]" in words and f"[{names['slot1']}]" in words and "{" not in words


# --- the pictures ---------------------------------------------------------------------------------
@pytest.mark.parametrize("title_id", TITLES)
def test_every_picture_fits_its_page_and_cuts_no_text_of_the_table(app, recording, title_id):
    for found in catalogue.by_id(title_id).screens():
        taken = shot(app, title_id, found)
        picture, words = place(taken.region.size)
        assert CONTENT.contains(picture) and CONTENT.contains(words) and not picture.colliderect(words), found.name
        for mark in taken.marks:
            assert taken.region.colliderect(mark), (found.name, mark)
        cut = [part.words for part in fonts.parts_of(taken.image)
               if part.box.colliderect(taken.region) and not taken.region.contains(part.box)]
        assert cut == [], (found.name, cut)


@pytest.mark.parametrize("title_id", TITLES)
def test_the_key_hint_in_a_picture_shows_the_readers_own_key_names(app, recording, title_id):
    """A picture's key hint is the seat's real hint box with the key names of whoever reads:
    the second cluster's keys for its player, not the first's."""
    mine, first = set(app.input.key_labels("kb2").values()), set(app.input.key_labels("kb1").values())
    shown_in = 0
    for found in catalogue.by_id(title_id).screens():
        taken = shot(app, title_id, found, "kb2")
        if taken.hint is None or not taken.region.contains(taken.hint):
            continue
        shown_in += 1
        caps = set(words_in(taken.image, taken.hint))
        assert caps & mine and not caps & (first - mine), (found.name, caps)
    assert shown_in >= 2


@pytest.mark.parametrize("title_id, name, mark", [("cambio", "example_own", 0), ("cambio", "example_own", 1),
                                                 ("gaemsh", "swap", 0), ("altitude", "example_nine", 0)])
def test_a_pointed_card_is_drawn_there_not_felt(app, title_id, name, mark):
    """What a screen points at is on its table: the marked place holds a card, drawn in many
    colours, on the whole not the felt's."""
    taken = shot(app, title_id, screen(title_id, name))
    area = canvas.to_pixels(taken.marks[mark], taken.image.scale)
    average = pygame.transform.average_color(taken.image.surface, area)[:3]
    assert sum(abs(a - b) for a, b in zip(average, TABLE_FELT)) > 60, (name, average)
    samples = {tuple(taken.image.surface.get_at((area.x + area.w * i // 6, area.y + area.h * j // 6)))
               for i in range(1, 6) for j in range(1, 6)}
    assert len(samples) >= 3, (name, samples)


def test_each_page_shows_its_own_screens_picture(app, recording):
    """The help keeps one picture (and the title's data) while its page is read: turning the
    page draws the next screen's own position, presses and marks, as drawn alone."""
    help_scene = RulesHelpScene(app, catalogue.by_id("altitude"))
    for page, found in enumerate(help_scene.screens):
        help_scene.page = page
        taken, alone = help_scene.shot(help_scene.screen()), shot(app, "altitude", found)
        assert (taken.region, taken.marks) == (alone.region, alone.marks), found.name
        assert words_in(taken.image, taken.region) == words_in(alone.image, alone.region), found.name


def test_altitudes_example_shows_9_resting_on_8_and_5(app, recording):
    taken = shot(app, "altitude", screen("altitude", "example_nine"))
    nine, eight, five = taken.marks
    assert "9" in words_in(taken.image, nine) and "8" in words_in(taken.image, eight)
    assert "5" in words_in(taken.image, five)
    assert nine.centery < eight.centery and eight.centerx < nine.centerx < five.centerx  # on top of both


def test_gambit7s_examples_score_as_the_rulebook_says(app, recording):
    """Two chips shared two slots out: 2 x 4 and 1 x 4; the Gambit 7 chip on 8 points: 56."""
    taken = shot(app, "gambit7", screen("gambit7", "example_chips"))
    bot2, bot3 = taken.marks
    assert "8" in words_in(taken.image, bot2) and any("2 × 4" in words for words in words_in(taken.image, bot2))
    assert "4" in words_in(taken.image, bot3) and any("1 × 4" in words for words in words_in(taken.image, bot3))
    taken = shot(app, "gambit7", screen("gambit7", "example_gambit"))
    assert "56" in words_in(taken.image, taken.marks[0])


def test_gambit7s_board_runs_from_the_lowest_answer_on_the_left(app, recording):
    taken = shot(app, "gambit7", screen("gambit7", "board"))
    answers = sorted((part.box.x, int(part.words.replace(",", ""))) for part in fonts.parts_of(taken.image)
                     if taken.region.contains(part.box) and re.fullmatch(r"\d[\d,]*", part.words))
    values = [value for _, value in answers]
    assert len(values) == 5 and values == sorted(values)


# --- the layout test ------------------------------------------------------------------------------
@pytest.mark.parametrize("window", SCALES)
@pytest.mark.parametrize("title_id", TITLES)
def test_every_help_screen_passes_the_layout_test_in_four_languages(app, recording, at_scale, title_id, window):
    """No text leaves the window, overlaps another or is cut short; at 960x540 none is below
    the floor (13.5 px), the picture's own words included."""
    at_scale(SCALES[window])
    help_scene = RulesHelpScene(app, catalogue.by_id(title_id))
    found: dict[str, str] = {}
    for page in range(help_scene.count()):
        help_scene.page = page
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            help_scene.draw(probe)
            assert len(probe.boxes) >= 5, (page, language)
            floor = too_small(probe) if window == "960x540" else []
            picture = place(help_scene.shot(help_scene.screen()).region.size)[0] if help_scene.screen() else None
            shortened = [problem for problem in cut_short(probe) if picture is None  # the table's own are its matter
                         or not any(picture.contains(part.box) and problem.endswith(f"{part.words!r}")
                                    for part in probe.texts)]
            for problem in problems(probe) + shortened + floor:
                found.setdefault(f"page {page + 1}: {problem}", language)
            name = help_scene.screen().name if help_scene.screen() else "notices"
            words = help_scene.words(help_scene.screen()) if help_scene.screen() else help_scene.notice_words()
            box = place(help_scene.shot(help_scene.screen()).region.size)[1] if help_scene.screen() else CONTENT
            size = words_size(words, box)
            assert size > fonts.FLOOR or words_height(words, box.width, size) <= box.height, (name, language)
    assert not found, "\n".join(f"{where} ({language})" for where, language in found.items())


# --- where it opens -------------------------------------------------------------------------------
def press(scene, button: str, device: str = "nav") -> None:
    scene.handle(Intent(button, True, 0.0, 0, device=device))


def test_the_menu_opens_a_titles_rules_with_right_on_its_row(app):
    menu = MenuScene(app)
    app.push(menu)
    menu.menu.selected = next(i for i, (kind, title) in enumerate(menu.rows) if kind == "title" and title.id == "gambit7")
    press(menu, "slot4", "kb2")  # kb2's right: its player reads
    assert isinstance(app.top, RulesHelpScene) and app.top.title.id == "gambit7" and app.top.device == "kb2"


def test_the_lobby_has_a_rules_row_showing_the_seated_players_keys(app):
    lobby = LobbyScene(app, catalogue.by_id("altitude"))
    app.push(lobby)
    lobby.join("kb3")
    lobby.menu.selected = lobby.rows.index(("rules", None))
    press(lobby, "confirm")
    assert isinstance(app.top, RulesHelpScene) and app.top.device == "kb3"


def test_pause_opens_the_rules_with_the_first_players_keys_and_a_page_turner_sees_theirs(app):
    title = catalogue.by_id("stafette")
    config = TableConfig((SeatSpec("bot"), SeatSpec("human"), SeatSpec("human")), title.default_options())
    table = title.scene_class()(app, TableSession(title, config, 3, {1: "kb2", 2: "kb4"}))
    app.push(table)
    pause = PauseScene(app, table)
    app.push(pause)
    pause.choose("pause.rules")
    help_scene = app.top
    assert isinstance(help_scene, RulesHelpScene) and help_scene.device == "kb2"
    press(help_scene, "slot4", "kb4")  # kb4's own key turns the page: its keys show
    assert help_scene.page == 1 and help_scene.device == "kb4"
    assert app.input.key_labels("kb4")["slot2"] in help_scene.words(help_scene.screen())
    press(help_scene, "slot4", "kb1")  # kb1 sits at no seat: its key only turns the page
    assert help_scene.page == 2 and help_scene.device == "kb4"


def test_at_a_table_without_kb4_the_arrows_turn_the_pages_and_keep_the_players_keys(app):
    """The arrows are kb4's keys and everyone's page turners: at a table kb4 does not sit at,
    they leave the seated player's keys in the pictures and words."""
    title = catalogue.by_id("altitude")
    config = TableConfig((SeatSpec("human"), SeatSpec("bot")), title.default_options())
    table = title.scene_class()(app, TableSession(title, config, 3, {0: "kb1"}))
    app.push(table)
    app.push(PauseScene(app, table))
    app.top.choose("pause.rules")
    help_scene = app.top
    press(help_scene, "slot4", "kb4")  # the right arrow
    press(help_scene, "slot4", "kb4")
    assert help_scene.page == 2 and help_scene.device == "kb1"
    assert help_scene.keys()["slot1"] == f"[{app.input.key_labels('kb1')['slot1']}]"  # the words' and pictures' keys
