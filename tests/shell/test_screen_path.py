"""The path between screens (issue 28), driven by real key presses on the default clusters
(docs/CONTROLS.md: kb1 Q W A S, L Shift, L Ctrl; kb2 T Y G H, Space, B; kb4 the arrows):
who learns is chosen by a press of their own keys, the learners arrive seated in the lobby
after the guide, the lobby keeps its seed until a typed one is confirmed, seat rows show
◂ ▸ and a leaving player gives the seat back its bot, the bots go along to another game,
and every menu a seated player reaches names *their* keys and moves with them."""
from __future__ import annotations

import pygame
import pytest
from driving import press, run
from guiding import follow
from text_probe import Probe

from game.core.actions import Stamped
from game import catalogue
from game.kit import guide
from game.kit.table import TableScene
from game.shell import learn
from game.shell.learn import GuideEnd, LearnScene
from game.shell.lobby import LobbyScene
from game.shell.menu import MenuScene
from game.shell.pause import PauseScene
from game.shell.results import ResultsScene
from game.shell.settings_menu import SettingsScene


def key(app, scancode):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=scancode, key=0, mod=0, unicode=""))
    app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=scancode, key=0, mod=0, unicode=""))
    app.frame(1 / 60)


def shown(scene) -> str:
    """Every text the scene draws, in one string."""
    probe = Probe()
    scene.draw(probe)
    return " | ".join(words for _, words in probe.boxes)


def open_learn(app) -> LearnScene:
    menu = MenuScene(app)
    app.push(menu)
    menu.finish_checks()
    menu.choose("learn", None)
    assert isinstance(app.top, LearnScene)
    return app.top


def play_out(app, table) -> ResultsScene:
    """The game to its end: the bots play, each human seat takes the first move the rules
    allow it; then the table hands itself to the results."""
    session = table.session
    while not session.is_over():
        for seat in sorted(session.humans):
            actions = session.legal_actions(seat)
            if actions and not session.is_over():
                session.submit(Stamped(actions[0], session.match.now))
        session.step(0.5)
    run(app, 3.0)
    assert isinstance(app.top, ResultsScene)
    return app.top


# --- 2. who learns ---------------------------------------------------------------------------
def test_the_arrows_steer_the_learn_menu_and_only_a_press_to_learn_chooses_who_learns(app):
    scene = open_learn(app)
    key(app, pygame.KSCAN_DOWN)  # the arrows (kb4's slots) move through the list...
    key(app, pygame.KSCAN_UP)
    assert scene.learners.devices == []  # ...and make nobody a learner
    key(app, pygame.KSCAN_RETURN)  # nobody chose to learn: nothing starts, the players are told how
    assert app.top is scene and scene.learners.message == app.text("learn.nobody")
    press(app, "kb4", "act")  # R Shift: the arrow cluster claims (the press does nothing else)
    press(app, "kb1", "slot1")  # Q: kb1 learns too
    press(app, "kb2", "slot2")  # a guide seats two learners at most: kb2 only steers
    assert scene.learners.devices == ["kb4", "kb1"] and scene.menu.selected == 0
    press(app, "kb4", "alt")  # a learner's alt goes back, as in every menu: who learns is forgotten
    assert isinstance(app.top, MenuScene)
    scene = open_learn(app)
    press(app, "kb1", "slot1")
    press(app, "kb2", "slot2")  # two learners on the same keyboard
    assert scene.learners.devices == ["kb1", "kb2"]
    press(app, "kb1", "act")  # L Shift: a learner's act chooses (Gämsh, the first title)
    table = app.top
    position = table.session.position
    assert isinstance(table, guide.GuidedTable)
    assert table.session.humans == {position.learners[0]: "kb1", position.learners[1]: "kb2"}


# --- 1. from the guide's end to the lobby ---------------------------------------------------------
def test_play_a_real_game_seats_the_learners_on_the_keys_they_learned_with(app):
    app.push(MenuScene(app))
    table = learn.start(app, catalogue.by_id("gaemsh"), ["kb2", "kb1"])  # partners: seats 0 and 2
    app.push(GuideEnd(app, table))
    press(app, "kb2", "act")  # "Play a real game"
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.title.id == "gaemsh"
    assert lobby.humans == {0: "kb2", 2: "kb1"} and lobby.seats[0] == lobby.seats[2] == "human"
    assert app.input.bindings() == {"kb2": 0, "kb1": 2}
    assert len(lobby.occupied()) in lobby.title.counts and lobby.rows[lobby.menu.selected][0] == "start"


def test_after_altitudes_one_learner_guide_the_watcher_and_bots_sit_at_the_real_game(app):
    """Play-test: Altitude's guide seats one learner and tells a second press that the others
    watch; "Play a real game" then seated the learner alone (Altitude's lobby opens as a solo
    game): the one who watched joined by hand, bots were added by hand. Now the watcher sits
    beside the learner and bots fill the table to four, as the other titles' lobbies open."""
    app.settings.guides_seen = []
    menu = MenuScene(app)
    app.push(menu)
    menu.finish_checks()
    menu.choose("title", catalogue.by_id("altitude"))
    press(app, "kb2", "slot1")  # learns
    press(app, "kb1", "slot1")  # told that one learns: watches
    key(app, pygame.KSCAN_RETURN)  # "Learn it"
    table = app.top
    assert isinstance(table, guide.GuidedTable) and table.session.humans == {0: "kb2"}
    app.push(GuideEnd(app, table))
    press(app, "kb2", "act")  # "Play a real game"
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.title.id == "altitude"
    assert lobby.humans == {0: "kb2", 1: "kb1"} and app.input.bindings() == {"kb2": 0, "kb1": 1}
    assert lobby.seats == ["human", "human", "normal", "normal"]
    assert lobby.rows[lobby.menu.selected][0] == "start"


def test_a_lone_learner_of_altitude_meets_bots_at_the_real_game_and_a_remembered_table_stays(app):
    title = catalogue.by_id("altitude")
    app.push(MenuScene(app))
    table = learn.start(app, title, ["kb1"])
    app.push(GuideEnd(app, table))
    press(app, "kb1", "act")
    lobby = app.top
    assert lobby.humans == {0: "kb1"} and lobby.seats == ["human", "normal", "normal", "normal"]
    lobby.seats[1:] = ["hard", "empty", "empty"]  # the player's own choice: one hard bot
    press(app, "kb1", "alt")  # leaves; the lobby closes and remembers
    app.pop()
    table = learn.start(app, title, ["kb1"])
    app.push(GuideEnd(app, table))
    press(app, "kb1", "act")
    assert app.top.seats == ["human", "hard", "empty", "empty"]  # the bots the lobby remembers, as elsewhere


def test_a_guide_opened_from_the_lobby_brings_its_learners_back_to_their_seats_there(app):
    app.push(MenuScene(app))
    lobby = LobbyScene(app, catalogue.by_id("stafette"))
    app.push(lobby)
    press(app, "kb1", "slot1")  # kb1 sits at seat 1 (kb2 has not joined)
    lobby.menu.selected = [kind for kind, _ in lobby.rows].index("learn")  # the cursor on "Learn", as a player leaves it
    lobby.confirm(("learn", None))
    table = app.top
    assert isinstance(table, guide.GuidedTable) and table.session.humans == {0: "kb1"}
    app.push(GuideEnd(app, table))
    press(app, "kb1", "act")
    assert app.top is lobby and lobby.humans == {0: "kb1"} and app.input.bindings() == {"kb1": 0}
    assert lobby.rows[lobby.menu.selected][0] == "start"  # play-test: it stayed on "Learn", Enter began the guide again


# --- 7. the seed ----------------------------------------------------------------------------------
def test_the_lobby_keeps_its_seed_until_a_typed_one_is_confirmed(app):
    lobby = LobbyScene(app, catalogue.by_id("stafette"))
    app.push(lobby)
    lobby.seed = 4711
    lobby.menu.selected = [kind for kind, _ in lobby.rows].index("seed")
    key(app, pygame.KSCAN_RETURN)  # type a seed
    assert lobby.seed == 4711 and "4711" in lobby.row_text(("seed", None))
    key(app, pygame.KSCAN_9)
    key(app, pygame.KSCAN_ESCAPE)  # back: the seed as it was
    assert lobby.seed == 4711 and app.top is lobby and not app.input.text_mode
    key(app, pygame.KSCAN_RETURN)
    key(app, pygame.KSCAN_RETURN)  # nothing typed: the seed stays
    assert lobby.seed == 4711
    key(app, pygame.KSCAN_RETURN)
    for digit in (pygame.KSCAN_1, pygame.KSCAN_2, pygame.KSCAN_3):
        key(app, digit)
    key(app, pygame.KSCAN_BACKSPACE)
    assert lobby.seed == 4711  # typing replaces nothing until confirmed
    key(app, pygame.KSCAN_RETURN)
    assert lobby.seed == 12


# --- 8. seat rows -----------------------------------------------------------------------------------
def test_seat_rows_that_take_left_and_right_show_it_and_a_leaving_player_gives_the_seat_back(app):
    lobby = LobbyScene(app, catalogue.by_id("stafette"))
    app.push(lobby)
    lobby.seats[:4] = ["hard", "easy", "normal", "empty"]
    assert "◂ Bot (hard) ▸" in lobby.row_text(("seat", 0)) and "◂ Empty ▸" in lobby.row_text(("seat", 3))
    press(app, "kb1", "slot1")  # joins the first bot's seat: seat 1, a hard bot
    assert lobby.humans == {0: "kb1"} and "◂" not in lobby.row_text(("seat", 0))  # a player's row takes no left/right
    press(app, "kb1", "act")  # changes seat: the easy bot takes seat 1
    press(app, "kb1", "alt")  # leaves: the hard bot is back, at the seat left
    assert lobby.seats[:4] == ["easy", "hard", "normal", "empty"] and lobby.humans == {}
    lobby.seats[:4] = ["empty", "empty", "empty", "empty"]
    press(app, "kb2", "slot1")  # an empty seat taken and left is empty again
    press(app, "kb2", "alt")
    assert lobby.seats[0] == "empty" and lobby.message == app.text("lobby.left_empty", seat=1)


def test_the_bot_a_player_sat_down_on_comes_back_after_the_lobby_reopens_and_after_the_guide(app):
    from game.shell import lobby_memory
    title = catalogue.by_id("stafette")
    lobby = LobbyScene(app, title)
    app.push(lobby)
    lobby.seats[:4] = ["hard", "easy", "normal", "empty"]
    press(app, "kb1", "slot1")  # sits on the hard bot's seat
    app.pop()  # the lobby closes (remembered), and opens again
    lobby = LobbyScene(app, title)
    app.push(lobby)
    assert lobby.humans == {0: "kb1"}
    press(app, "kb1", "alt")
    assert lobby.seats[:4] == ["hard", "easy", "normal", "empty"]
    lobby_memory.remember(lobby)
    app.pop()
    table = learn.start(app, title, ["kb2"])  # learns at seat 1, where the lobby has its hard bot
    app.push(GuideEnd(app, table))
    press(app, "kb2", "act")  # "Play a real game": a new lobby, kb2 seated on the hard bot's seat
    lobby = app.top
    assert lobby.humans == {0: "kb2"}
    press(app, "kb2", "alt")
    assert lobby.seats[0] == "hard"


def test_another_game_takes_the_bots_at_their_levels_along_with_the_players(app):
    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession
    title = catalogue.by_id("cambio")
    config = TableConfig((SeatSpec("bot", "hard"), SeatSpec("human"), SeatSpec("bot", "adaptive:1.40"),
                          SeatSpec("bot", "easy")), title.default_options())
    session = TableSession(title, config, 3, {1: "kb1"})
    app.push(MenuScene(app))
    app.input.bind("kb1", 1)
    table = title.scene_class()(app, session)
    app.push(table)
    results = play_out(app, table)
    results.skip()
    results.menu.selected = results.rows.index("another")
    results.other = [other.id for other in results.others].index("stafette")
    press(app, "kb1", "act")
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.title.id == "stafette"
    assert lobby.seats[:4] == ["hard", "human", "adaptive", "easy"] and lobby.humans == {1: "kb1"}


# --- 9. every menu names the seated players' keys ----------------------------------------------------
def seated_table(app):
    from driving import push_table
    app.push(MenuScene(app))
    title = catalogue.by_id("stafette")
    return push_table(app, title, title.scene_class(), 3, humans={0: "kb1", 1: "kb2"})


@pytest.mark.parametrize("screen", ["pause", "settings", "guide end", "results"])
def test_a_menu_a_seated_player_reaches_names_their_keys_and_moves_with_them(app, recording, screen):
    table = seated_table(app)
    if screen == "pause":
        scene = PauseScene(app, table)
    elif screen == "settings":
        scene = SettingsScene(app)
    elif screen == "guide end":
        scene = GuideEnd(app, table)
    else:
        scene = play_out(app, table)
        scene.skip()
    if scene is not app.top:
        app.push(scene)
    words = shown(scene)
    for keys in ("Q ↑", "A ↓", "L Shift choose", "L Ctrl back", "T ↑", "G ↓", "Space choose", "B back"):
        assert keys in words, f"{keys!r} not on the {screen} screen: {words}"
    for device in ("kb1", "kb2"):  # each seated cluster's own down key moves through the menu
        before = scene.menu.selected
        press(app, device, "slot3")
        assert app.top is scene and scene.menu.selected == (before + 1) % scene.menu.count


# --- 1, 2 and 8: the whole way ---------------------------------------------------------------------
@pytest.mark.slow
def test_from_the_guide_to_a_real_game_another_game_and_play_again_everyone_keeps_their_seat(app):
    """Two people on one keyboard learn Stafette, play a real game with a hard bot, go on to
    Cambio, then play it again: seats, keys and the bot's level stay throughout."""
    scene = open_learn(app)
    press(app, "kb1", "slot1")  # Q: kb1 learns
    press(app, "kb2", "slot1")  # T: kb2 learns with them
    while scene.titles[scene.menu.selected].id != "stafette":
        press(app, "kb1", "slot3")  # A: down, with kb1's own keys
    press(app, "kb1", "act")
    table = app.top
    assert isinstance(table, guide.GuidedTable) and table.session.humans == {0: "kb1", 1: "kb2"}
    follow(app, table, drawn=False)
    assert isinstance(app.top, GuideEnd)
    press(app, "kb2", "act")  # "Play a real game"
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.humans == {0: "kb1", 1: "kb2"}
    assert app.input.bindings() == {"kb1": 0, "kb2": 1}
    lobby.seed = 2026  # the lobby offers a random seed; a test plays known games (their length is its cost)
    bot = next(row for row in range(lobby.title.max_players) if lobby.seats[row] not in ("human", "empty"))
    lobby.menu.selected = bot
    while lobby.seats[bot] != "hard":
        press(app, "kb1", "slot4")  # S: right, the bot's level
    lobby.menu.selected = [kind for kind, _ in lobby.rows].index("start")
    key(app, pygame.KSCAN_RETURN)  # (in the lobby a seated player's act changes seats)
    real = app.top
    assert isinstance(real, TableScene) and real.session.humans == {0: "kb1", 1: "kb2"}
    assert [spec.level for spec in real.session.config.seats if spec.is_bot].count("hard") == 1
    results = play_out(app, real)
    press(app, "kb1", "slot3")  # a press ends the entrance
    while results.rows[results.menu.selected] != "another":
        press(app, "kb1", "slot3")
    while results.others[results.other].id != "cambio":
        press(app, "kb2", "slot4")  # H: right, the next title
    press(app, "kb2", "act")
    other = app.top
    assert isinstance(other, LobbyScene) and other.title.id == "cambio"
    assert other.humans == {0: "kb1", 1: "kb2"} and app.input.bindings() == {"kb1": 0, "kb2": 1}
    assert other.seats[bot] == "hard"
    other.seed = 2026
    other.menu.selected = [kind for kind, _ in other.rows].index("start")
    key(app, pygame.KSCAN_RETURN)
    cambio = app.top
    seats = cambio.session.config.seats
    results = play_out(app, cambio)
    press(app, "kb1", "slot3")  # ends the entrance; "Play again" is chosen
    assert results.rows[results.menu.selected] == "again"
    press(app, "kb1", "act")
    again = app.top
    assert isinstance(again, TableScene) and again is not cambio
    assert again.session.humans == {0: "kb1", 1: "kb2"} and app.input.bindings() == {"kb1": 0, "kb2": 1}
    assert again.session.config.seats == seats


def test_the_rules_help_says_which_of_the_readers_keys_turn_its_pages_and_close_it(app, recording):
    from game.shell.rules_help import RulesHelpScene
    table = seated_table(app)
    help_scene = RulesHelpScene.for_players(app, table.session.title, table.session.humans)
    app.push(help_scene)
    assert "← → / W S turn the page · Esc / L Ctrl closes" in shown(help_scene)
    press(app, "kb2", "slot4")  # kb2 turns a page: the help speaks of kb2's keys
    assert help_scene.page == 1 and "← → / Y H turn the page · Esc / B closes" in shown(help_scene)


@pytest.mark.parametrize("clusters", [2, 5])
def test_the_results_keys_leave_the_menu_readable_with_left_and_right_named(app, recording, at_scale, clusters):
    """At 960x540, with the "another game" row chosen (its left and right keys named too, while
    they fit two lines), the band of keys covers no row of the menu and nothing is cut or too small."""
    from text_probe import cut_short, problems, too_small

    from game.shell import menu_keys
    from game.shell.results import MENU_GAP, MENU_SIZE
    table = seated_table(app)
    for seat in range(2, clusters):
        app.input.bind(f"kb{seat + 1}", seat)
    results = play_out(app, table)
    results.skip()
    results.menu.selected = results.rows.index("another")
    at_scale(0.75)
    for language in ("de", "en", "fr", "it"):
        app.settings.language = language
        probe = Probe()
        results.draw(probe)
        found = problems(probe) + cut_short(probe) + too_small(probe)
        assert not found, f"{language}: {found}"
        rows_bottom = results.menu.bottom(results.menu_top(), MENU_SIZE, MENU_GAP) - 4  # the last row's frame
        assert menu_keys.draw(Probe(), app, sideways=True) >= rows_bottom, language
        named = " ".join(words for _, words in probe.boxes if "·" in words)
        assert ("W ←" in named) == (clusters == 2)  # five players' keys with left and right would take three lines
