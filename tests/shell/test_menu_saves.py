"""The menu and saved games through real key presses: Continue offers each title's save, a
new game asks before it replaces one, a save that cannot be continued is set aside with a
notice (never a crash), and broken data leaves the menu working and saying why."""
import datetime
import json

import pygame
import pytest

import fuzzing
from driving import press as press_button, push_table, run
from text_probe import Probe
from game import catalogue, saves
from game.catalogue import by_id
from game.crash import CRASH_LOG
from game.kit.table import TableScene
from game.shell.confirm import ConfirmScene
from game.shell.lobby import LobbyScene
from game.shell.menu import MenuScene
from game.shell.rules_help import RulesHelpScene
from game.titles.altitude import rules as altitude
from game.titles.gambit7 import asked, rules as gambit7
from game.ui import fonts, widgets


def save_of(title_id, folder, seed=5):
    return fuzzing.saved_game(by_id(title_id), folder, seed=seed, seconds=30.0)


def open_menu(app):
    """The menu after its first frames: the data checked, the attract table seated; every
    guide offered already (the first-time offer is tests/kit/test_guide.py's)."""
    app.settings.guides_seen = [title.id for title in catalogue.TITLES]
    app.push(MenuScene(app))
    app.frame(1 / 60)
    while app.top.unchecked or app.top.attract_due:
        app.frame(1 / 60)
    return app.top


def test_continue_offers_each_titles_saved_game(app, press, tmp_path):
    save_of("cambio", tmp_path)
    save_of("stafette", tmp_path)
    menu = open_menu(app)
    assert menu.rows[0] == ("continue", by_id("cambio"))
    assert menu.label(*menu.rows[0]) == "◂ Continue: Cambio ▸"
    press(app, pygame.KSCAN_RIGHT)
    assert menu.rows[0] == ("continue", by_id("stafette"))
    press(app, pygame.KSCAN_RETURN)
    table = app.top
    assert isinstance(table, TableScene) and table.session.title.id == "stafette"
    assert table.session.humans == {0: "kb1"} and app.input.seat_of("kb1") == 0


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_every_title_continues_where_it_was_saved(app, press, tmp_path, title):
    record = json.loads(save_of(title.id, tmp_path))
    open_menu(app)
    press(app, pygame.KSCAN_RETURN)
    table = app.top
    assert isinstance(table, TableScene) and table.session.title is title
    replayed = table.session.match.record()["actions"]
    assert replayed[:len(record["actions"])] == record["actions"]
    clock = table.session.clock
    for _ in range(30):
        app.frame(1 / 60)
    assert app.top is table and table.session.clock > clock > record["now"]


def test_a_new_game_of_a_title_with_a_save_asks_first(app, press, tmp_path):
    save_of("cambio", tmp_path)
    before = saves.save_path("cambio").read_bytes()
    menu = open_menu(app)
    menu.menu.selected = menu.rows.index(("title", by_id("cambio")))
    press(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, ConfirmScene)
    assert "saved game of Cambio" in app.top.question
    app.frame(1 / 60)  # the question is drawn over the menu
    press(app, pygame.KSCAN_RETURN)  # "No" is selected first
    assert app.top is menu and saves.save_path("cambio").read_bytes() == before
    assert menu.rows[menu.menu.selected] == ("title", by_id("cambio"))  # still where "No" was said
    press(app, pygame.KSCAN_RETURN)
    press(app, pygame.KSCAN_DOWN)
    press(app, pygame.KSCAN_RETURN)  # "Yes, start a new game"
    assert isinstance(app.top, LobbyScene) and app.top.title.id == "cambio"
    leave_a_table(app, press, by_id("cambio"))  # its new game saved: Continue offers it
    assert app.top is menu and menu.rows[menu.menu.selected] == ("continue", by_id("cambio"))


def test_a_title_without_a_save_opens_its_lobby_at_once(app, press):
    menu = open_menu(app)
    menu.menu.selected = menu.rows.index(("title", by_id("gaemsh")))
    press(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, LobbyScene)


@pytest.mark.parametrize("damage", [
    lambda record: {**record, "humans": {"0": "kb9"}},  # crashed while drawing before
    lambda record: {**record, "now": 1e12},  # hung for days before
    lambda record: {**record, "actions": record["actions"] + record["actions"][:3], "now": 1e4},
    lambda record: {key: value for key, value in record.items() if key != "format"},
])
def test_a_save_that_cannot_be_continued_is_set_aside_with_a_notice(app, press, tmp_path, damage):
    record = json.loads(save_of("gaemsh", tmp_path))
    saves.save_path("gaemsh").write_text(json.dumps(damage(record)), encoding="utf-8")
    menu = open_menu(app)
    press(app, pygame.KSCAN_RETURN)  # Continue
    assert app.top is menu and ("continue", by_id("gaemsh")) not in menu.rows
    assert "The saved game of Gämsh Alpin cannot be continued" in menu.notices[-1]
    assert (tmp_path / "save-gaemsh.json.bak").exists() and not saves.save_path("gaemsh").exists()
    app.frame(1 / 60)  # the notice is drawn


def test_a_bug_met_while_continuing_leaves_crash_log_and_is_not_saved_again(app, press, tmp_path, monkeypatch):
    save_of("stafette", tmp_path)
    stafette_table = by_id("stafette").scene_class()

    def broken_draw(self, surface):
        raise KeyError("kb9")
    monkeypatch.setattr(stafette_table, "draw_table", broken_draw)
    menu = open_menu(app)
    press(app, pygame.KSCAN_RETURN)
    assert app.top is menu and "crash.log" in menu.notices[-1]
    assert "KeyError: 'kb9'" in (tmp_path / CRASH_LOG).read_text(encoding="utf-8")
    assert not saves.save_path("stafette").exists() and (tmp_path / "save-stafette.json.bak").exists()


def test_the_old_single_save_is_set_aside_with_a_notice(app, tmp_path):
    (tmp_path / saves.OLD_SAVE).write_text('{"match": "{}", "humans": {}}', encoding="utf-8")
    menu = open_menu(app)
    assert "older version" in menu.notices[-1] and (tmp_path / (saves.OLD_SAVE + ".bak")).exists()


def test_a_broken_bots_file_leaves_a_menu_without_titles_that_says_why(app, tmp_path):
    root = fuzzing.copy_levels(tmp_path)
    fuzzing.replace_in(root / "bots.toml", "reaction_min = 0.18", "reaction_min = nan")
    with fuzzing.levels_at(root):
        menu = open_menu(app)
        assert menu.titles == [] and menu.attract is None
        assert [kind for kind, _ in menu.rows] == ["settings", "quit"]
        assert "levels/bots.toml is broken" in menu.notices[-1] and "normal.reaction_min" in menu.notices[-1]
        for _ in range(5):
            app.frame(1 / 60)


def test_a_title_with_broken_data_is_left_out_and_the_rest_play(app, tmp_path):
    root = fuzzing.copy_levels(tmp_path)
    fuzzing.replace_in(root / "gaemsh" / "rules.toml", "idle_refresh = 4.0", "idle_refresh = nan")
    with fuzzing.levels_at(root):
        menu = open_menu(app)
        assert [title.id for title in menu.titles] == [t.id for t in catalogue.TITLES if t.id != "gaemsh"]
        assert "Gämsh" in menu.notices[-1] and "table.idle_refresh" in menu.notices[-1]
        for _ in range(5):
            app.frame(1 / 60)  # the attract table of another title runs


def test_the_first_frame_lists_every_title_before_any_data_is_checked(app):
    app.push(MenuScene(app))
    menu = app.top
    app.frame(0.0)  # the first frame runs no update: nothing is checked, no attract table yet
    assert [title for kind, title in menu.rows if kind == "title"] == list(catalogue.TITLES)
    assert menu.unchecked == [None, *catalogue.TITLES] and menu.attract is None


def test_a_title_chosen_at_the_first_frame_opens_after_the_checks(app, press):
    app.settings.guides_seen = [title.id for title in catalogue.TITLES]
    app.push(MenuScene(app))
    menu = app.top
    press(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, LobbyScene) and app.top.title is catalogue.TITLES[0]
    assert menu.unchecked == []


def test_a_broken_title_chosen_before_its_check_is_left_out_instead_of_opened(app, press, tmp_path):
    root = fuzzing.copy_levels(tmp_path)
    fuzzing.replace_in(root / "gaemsh" / "rules.toml", "idle_refresh = 4.0", "idle_refresh = nan")
    with fuzzing.levels_at(root):
        app.push(MenuScene(app))
        menu = app.top
        assert menu.rows[0] == ("title", by_id("gaemsh"))
        press(app, pygame.KSCAN_RETURN)
        assert app.top is menu and by_id("gaemsh") not in menu.titles
        assert ("title", by_id("gaemsh")) not in menu.rows
        assert "Gämsh" in menu.notices[-1] and "table.idle_refresh" in menu.notices[-1]


def test_long_notices_are_wrapped_inside_the_screen(app, monkeypatch):
    menu = open_menu(app)
    menu.notices.append("Left out: " + "a very long problem with many words " * 12)
    drawn = []
    real_text = widgets.text

    def recording(surface, words, *rest, **named):
        rect = real_text(surface, words, *rest, **named)
        drawn.append((words, rect))
        return rect
    monkeypatch.setattr(widgets, "text", recording)
    app.frame(1 / 60)
    lines = [rect for words, rect in drawn if "long problem" in words]
    assert len(lines) > 1 and all(rect.left >= 0 and rect.right <= app.size[0] for rect in lines)


def quit_and_continue(app, press, menu, table):
    """Pause `table`, quit to `menu`, Continue its title: the restored table, checked to hold
    the same options, moves and views (every seat's and a spectator's) as the one left."""
    menu.menu.selected = menu.rows.index(("title", table.session.title))  # as if chosen there
    press(app, pygame.KSCAN_ESCAPE)  # pause
    for _ in range(3):
        press(app, pygame.KSCAN_DOWN)
    press(app, pygame.KSCAN_RETURN)  # quit to the menu
    assert app.top is menu and menu.rows[menu.menu.selected] == ("continue", table.session.title)
    press(app, pygame.KSCAN_RETURN)
    restored = app.top
    assert isinstance(restored, TableScene) and restored is not table
    saved, now = table.session.match, restored.session.match.now  # the menu ran a frame or two since
    assert restored.session.config.options == json.loads(json.dumps(table.session.config.options))
    assert restored.session.match.log == saved.log and now - saved.now < 0.1
    saved.tick(now)
    seats = range(saved.config.players)
    assert [restored.session.match.state.observe(seat) for seat in seats] == [saved.state.observe(seat) for seat in seats]
    assert restored.session.match.state.public_view() == saved.state.public_view()
    return restored


def test_a_gambit7_game_continues_with_its_questions_and_moves(app, press, tmp_path):
    """A Gambit 7 table with a player asks questions chosen for it (the catalogue's prepare
    hook) at the answer time of its options; quit to the menu while betting, then Continue:
    the same questions, moves and table, and the game plays on."""
    title = by_id("gambit7")
    menu = open_menu(app)
    table = push_table(app, title, title.scene_class(), 4, options={"more_time": "x2"}, seed=3)
    options = table.session.config.options
    assert len(options["questions"]) == 7 and options["more_time"] == "x2"
    assert set(options["questions"]) <= set(json.loads((tmp_path / asked.ASKED_FILE).read_text(encoding="utf-8")))
    for button in ["slot1"] * 5 + ["act"]:  # answers 5
        press_button(app, "kb1", button)
    while table.session.match.state.observe(0).phase != "bet":
        run(app, 0.5)
    press_button(app, "kb1", "slot1")  # a chip on the board
    assert [action.seat for action in table.session.match.actions() if isinstance(action, gambit7.Bet)][:1] == [0]
    restored = quit_and_continue(app, press, menu, table)
    clock = restored.session.clock
    run(app, 5.0)
    assert app.top is restored and restored.session.clock > clock


def test_an_altitude_game_continues_with_its_daily_deal_and_moves(app, press, tmp_path):
    """An Altitude table of a daily mountain (its deal set by the catalogue's prepare hook):
    keep four cards, play a card, quit to the menu, then Continue: the same deal, moves and
    table, and the game plays on."""
    title = by_id("altitude")
    menu = open_menu(app)
    table = push_table(app, title, title.scene_class(), 2, options={"mountain": "daily"}, seed=3)
    options = table.session.config.options
    assert options["mountain"] == "daily" and options["deal"] == datetime.date.today().isoformat()
    for button in ("slot1", "slot4", "slot1", "act"):  # give back the first two dealt cards, keep four
        press_button(app, "kb1", button)
    assert [action.seat for action in table.session.match.actions() if isinstance(action, altitude.Keep)][:1] == [0]
    for _ in range(60):  # the bot keeps and, when it starts, plays its turn
        if table.session.match.state.observe(0).public.turn == 0 and table.session.match.state.observe(0).public.phase == "play":
            break
        run(app, 0.5)
    press_button(app, "kb1", "act")  # the drawn card (picked first) ...
    press_button(app, "kb1", "act")  # ... where the cursor starts
    played = (altitude.Place, altitude.Discard, altitude.Replace, altitude.Rescue)
    assert any(isinstance(action, played) and action.seat == 0 for action in table.session.match.actions())
    restored = quit_and_continue(app, press, menu, table)
    moves = len(restored.session.match.log)
    run(app, 10.0)
    assert app.top is restored and len(restored.session.match.log) > moves  # the bot plays on


def test_a_refused_family_pack_is_told_on_the_menu_and_in_the_lobby_and_the_rest_plays(app, press, tmp_path):
    """A family's own pack in levels/gambit7/ with a broken question: the menu and Gambit 7's
    lobby and the rules pages name the file and the entry in the player's language; a game asks
    the shipped packs."""
    root = fuzzing.copy_levels(tmp_path)
    shipped = (root / "gambit7" / "base-economy.toml").read_text(encoding="utf-8")
    family = shipped[:shipped.index("[[question]]", shipped.index("[[question]]") + 1)]  # the header, one question
    (root / "gambit7" / "family.toml").write_text(family.replace("answer = 1872", 'answer = "1872"'), encoding="utf-8")
    app.settings.language = "de"
    with fuzzing.levels_at(root):
        menu = open_menu(app)
        assert by_id("gambit7") in menu.titles
        told = [notice for notice in menu.notices if "gambit7/family.toml" in notice]
        assert told == ["Gambit 7 hat das Fragenpaket gambit7/family.toml ausgelassen: eco-001.answer: "
                        "erwartet a whole number from 0 to 1000000000000, got '1872'"]
        menu.menu.selected = menu.rows.index(("title", by_id("gambit7")))
        press(app, pygame.KSCAN_RETURN)
        lobby = app.top
        assert isinstance(lobby, LobbyScene) and lobby.title is by_id("gambit7")
        fonts.record()
        try:
            probe = Probe()
            lobby.draw(probe)
        finally:
            fonts.record(False)
        drawn = " ".join(words for _, words in probe.boxes)
        assert "gambit7/family.toml ausgelassen: eco-001.answer: erwartet a whole number" in drawn
        help_pages = RulesHelpScene(app, by_id("gambit7"))
        assert help_pages.count() == len(help_pages.screens) + 1
        assert help_pages.notice_words() == told[0]  # the last page of the rules
        lobby.start()
        table = app.top
        assert isinstance(table, TableScene) and table.session.title is by_id("gambit7")
        assert {question.pack for question in table.session.match.state.quiz} <= set(gambit7.questions.accepted_packs())
        assert all("family" not in question.pack for question in table.session.match.state.quiz)
        for _ in range(5):
            app.frame(1 / 60)


def leave_a_table(app, press, title):
    """The title's table from its lobby, then Esc and the pause's "Quit to the menu"."""
    assert isinstance(app.top, LobbyScene)
    push_table(app, title, title.scene_class(), 4)
    press(app, pygame.KSCAN_ESCAPE)
    app.top.menu.selected = app.top.rows.index("pause.quit")
    press(app, pygame.KSCAN_RETURN)


def test_quitting_a_table_focuses_its_continue_row(app, press):
    cambio = by_id("cambio")
    menu = open_menu(app)
    menu.menu.selected = menu.rows.index(("title", cambio))
    press(app, pygame.KSCAN_RETURN)
    leave_a_table(app, press, cambio)
    assert app.top is menu and menu.rows[menu.menu.selected] == ("continue", cambio)


def test_leaving_a_continued_game_that_ended_focuses_its_title(app, press, tmp_path):
    save_of("cambio", tmp_path)
    cambio = by_id("cambio")
    menu = open_menu(app)
    assert menu.rows[0] == ("continue", cambio)
    press(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, TableScene)
    saves.save_path("cambio").unlink()  # the game played to its end leaves no save
    app.pop_to(MenuScene)  # as the results' "Back to the menu" does
    assert menu.rows[menu.menu.selected] == ("title", cambio)
