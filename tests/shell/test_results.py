"""The results screen: every title's final table beside the ranking, the ranking's entrance
(skipped by a press, paced by the animation speed, the winners cheered), Altitude's marks of a
new best and of the daily mountain (only when they hold), and the seats kept by "Play again"
and carried by "Another title", driven by real key events."""
from __future__ import annotations

import json

import pygame
import pytest
from driving import run
from text_probe import Probe

from game import catalogue
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import TableScene, TableSession
from game.profile import home
from game.shell.lobby import EMPTY, LobbyScene
from game.shell.menu import MenuScene
from game.shell.results import RIGHT, ResultsScene
from game.shell.results_seats import carried
from game.titles.altitude import best
from game.ui import canvas, fonts, widgets
from game.ui.canvas import DESIGN


@pytest.fixture()
def recording():
    fonts.record()
    yield
    fonts.record(False)


def tap(app, scancode):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=scancode, key=0, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=scancode, key=0, mod=0, unicode=""))
    app.frame(1 / 60)


def bots_session(title_id, players, seed=3, options=None, humans=None):
    """A session whose every seat a bot plays to the end (`humans` only says which device
    sits where, as a lobby would have seated them), stepped until the game is over."""
    title = catalogue.by_id(title_id)
    config = TableConfig(tuple(SeatSpec("bot", "hard") for _ in range(players)),
                         {**title.default_options(), **(options or {})})
    session = TableSession(title, config, seed, humans)
    return session


def to_the_end(session):
    while not session.is_over():
        session.step(0.5)
    return session


def through_the_table(app, session):
    """The real way to the results: the table (built before the game ends, as in play) sees
    the end, waits, and hands itself to the results."""
    app.push(MenuScene(app))
    table = session.title.scene_class()(app, session)
    app.push(table)
    to_the_end(session)
    run(app, 3.0)
    results = app.top
    assert isinstance(results, ResultsScene) and results.table is table
    return results


def words(app, scene):
    probe = Probe()
    scene.draw(probe)
    return [text for _, text in probe.boxes]


# --- the final picture ---------------------------------------------------------------------
def differing_share(first, second, rect):
    """The share of pixels in `rect` (units) where two canvases differ."""
    area = canvas.to_pixels(rect, first.scale)
    one, two = first.surface.subsurface(area), second.surface.subsurface(area)
    differ = sum(one.get_at((x, y)) != two.get_at((x, y))
                 for x in range(0, area.width, 4) for y in range(0, area.height, 4))
    return differ / (len(range(0, area.width, 4)) * len(range(0, area.height, 4)))


@pytest.mark.parametrize("title_id", [title.id for title in catalogue.TITLES])
def test_the_results_show_each_titles_final_table_beside_the_ranking(app, title_id):
    title = catalogue.by_id(title_id)
    app.push(MenuScene(app))
    scene = ResultsScene(app, to_the_end(bots_session(title_id, title.default_players)))
    app.push(scene)
    scene.skip()
    shown, felt = canvas.new(DESIGN.size), canvas.new(DESIGN.size)
    scene.draw(shown)
    widgets.backdrop(felt, app.art)
    picture_room = pygame.Rect(RIGHT.x, RIGHT.y, RIGHT.width, scene.menu_top() - RIGHT.y)
    assert differing_share(shown, felt, picture_room) > 0.25  # a picture, not the bare backdrop
    without = canvas.new(DESIGN.size)
    scene.table.final_picture = lambda surface, rect: None
    scene.draw(without)
    assert differing_share(shown, without, picture_room) > 0.25  # and the title's hook drew it


def test_the_picture_is_the_tables_final_position(app):
    """Two different games end in two different pictures (the mountains as they were built)."""
    app.push(MenuScene(app))
    pictures = []
    for seed in (3, 4):
        scene = ResultsScene(app, to_the_end(bots_session("altitude", 2, seed=seed)))
        scene.skip()
        pictures.append(canvas.new(DESIGN.size))
        scene.draw(pictures[-1])
    room = pygame.Rect(RIGHT.x, RIGHT.y, RIGHT.width, 300)
    assert differing_share(*pictures, room) > 0.1


# --- the entrance -----------------------------------------------------------------------------
def test_the_ranking_comes_in_worst_first_and_the_winners_are_cheered(app):
    app.push(MenuScene(app))
    scene = ResultsScene(app, to_the_end(bots_session("gambit7", 5)))
    app.push(scene)
    played = []
    app.sound.play = lambda name: played.append(name)
    app.frame(1 / 60)
    assert not any(scene.entrance.shown(row) for row in range(len(scene.placings)))
    arrivals = []
    while not scene.entrance.done:
        app.frame(1 / 30)
        arrivals += [row for row in range(len(scene.placings)) if scene.entrance.shown(row) and row not in arrivals]
    losers = [row for row, placing in enumerate(scene.placings) if not placing.won]
    assert arrivals[:len(losers)] == sorted(losers, reverse=True)  # the last place first
    assert all(scene.placings[row].won for row in arrivals[len(losers):])  # the winners last
    assert played.count("card_slide") == len(losers) and played[-1] == "fanfare"
    assert scene.confetti.pieces  # shot over the screen...
    run(app, 8.0)
    assert not scene.confetti.pieces  # ...and fallen off the screen


def test_a_press_while_the_ranking_comes_in_ends_the_entrance_and_chooses_nothing(app):
    app.push(MenuScene(app))
    session = to_the_end(bots_session("cambio", 3))
    app.push(ResultsScene(app, session))
    app.frame(1 / 60)
    tap(app, pygame.KSCAN_RETURN)
    scene = app.top
    assert isinstance(scene, ResultsScene) and scene.entrance.done  # no "Play again" yet
    assert all(scene.entrance.progress(row) == 1 for row in range(len(scene.placings)))
    tap(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, TableScene) and app.top.session.seed == session.seed + 1


@pytest.mark.parametrize("speed", [0.5, 2.0])
def test_the_entrance_follows_the_animation_speed(app, speed):
    app.settings.anim_speed = speed
    app.push(MenuScene(app))
    scene = ResultsScene(app, to_the_end(bots_session("stafette", 4)))
    app.push(scene)
    wall = scene.entrance.landed_at  # seconds the entrance takes at speed 1, before the menu
    run(app, wall)
    assert scene.entrance.done == (speed > 1)


# --- Altitude's marks: a new best, the daily mountain ---------------------------------------------
NEW_BEST = "★ New best on this mountain"


def test_a_first_solo_climb_is_a_new_best_marked_and_recorded(app, recording):
    session = bots_session("altitude", 1, seed=11, humans={0: "kb1"})
    results = through_the_table(app, session)
    results.skip()
    points = session.outcome().scores[0]
    shown = words(app, results)
    assert f"{NEW_BEST}: {points:g}!" in shown
    assert not any(text.startswith("Daily mountain") for text in shown)
    assert "★ Winner!" not in shown  # alone, nobody is beaten
    assert best.record_for(session) == points  # written (atomically: game/profile.py)


def test_a_climb_below_the_best_is_not_marked(app, recording):
    (home() / best.BEST_FILE).write_text(json.dumps({"seed:11": 999}), encoding="utf-8")
    session = bots_session("altitude", 1, seed=11, humans={0: "kb1"})
    results = through_the_table(app, session)
    results.skip()
    assert not any(text.startswith(NEW_BEST) for text in words(app, results))
    assert best.record_for(session) == 999


def test_the_daily_mountain_shows_its_date_in_the_players_language(app, recording):
    session = bots_session("altitude", 1, seed=11, options={"mountain": "daily", "deal": "2026-11-26"})
    results = through_the_table(app, session)
    results.skip()
    assert "Daily mountain of 26/11/2026" in words(app, results)
    app.settings.language = "de"
    assert "Berg des Tages vom 26.11.2026" in words(app, results)


@pytest.mark.parametrize("daily", [False, True])
def test_several_players_get_a_winner_no_best_and_the_date_of_a_daily_mountain(app, recording, daily):
    options = {"mountain": "daily", "deal": "2026-11-26"} if daily else {}
    session = bots_session("altitude", 3, seed=11, options=options)
    results = through_the_table(app, session)
    results.skip()
    shown = words(app, results)
    assert "★ Winner!" in shown
    assert not any(text.startswith(NEW_BEST) for text in shown)  # bests are the patience's
    assert ("Daily mountain of 26/11/2026" in shown) == daily


# --- the seats go on ------------------------------------------------------------------------
def seated_results(app):
    """Results of a game of Cambio where kb1 sat at seat 1 and kb2 at seat 2."""
    return seated_results_with(app, {1: "kb1", 2: "kb2"})


def seated_results_with(app, humans):
    """Results of a three-seat game of Cambio with `humans` (seat -> device) seated and their
    keys bound as the lobby binds them, the entrance ended by a press."""
    for seat, device in humans.items():
        if not device.startswith("phone:"):
            app.input.bind(device, seat)
    results = through_the_table(app, bots_session("cambio", 3, humans=humans))
    tap(app, pygame.KSCAN_RETURN)  # ends the entrance
    assert results.entrance.done
    return results


def test_play_again_keeps_every_device_at_its_seat(app):
    results = seated_results(app)
    tap(app, pygame.KSCAN_RETURN)  # "Play again"
    table = app.top
    assert isinstance(table, TableScene) and table.session is not results.session
    assert table.session.humans == {1: "kb1", 2: "kb2"}
    assert app.input.seat_of("kb1") == 1 and app.input.seat_of("kb2") == 2


def test_another_title_takes_the_seats_to_that_titles_lobby(app):
    results = seated_results(app)
    assert results.rows[1] == "another"
    tap(app, pygame.KSCAN_DOWN)
    offered = [results.others[results.other]]
    tap(app, pygame.KSCAN_RIGHT)  # the next title
    offered.append(results.others[results.other])
    assert offered[0] is not offered[1] and catalogue.by_id("cambio") not in offered
    tap(app, pygame.KSCAN_RETURN)
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.title is offered[1]
    assert lobby.humans == {1: "kb1", 2: "kb2"} and lobby.seats[1] == lobby.seats[2] == "human"
    assert app.input.seat_of("kb1") == 1 and app.input.seat_of("kb2") == 2
    assert len(lobby.occupied()) in lobby.title.counts  # it can start as it is
    assert [type(scene) for scene in app.stack] == [MenuScene, LobbyScene]


def test_another_title_asks_before_replacing_that_titles_saved_game(app):
    import fuzzing
    from game.shell.confirm import ConfirmScene
    results = seated_results(app)
    target = results.others[0]
    fuzzing.saved_game(target, None, seed=5, seconds=5.0)
    tap(app, pygame.KSCAN_DOWN)
    tap(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, ConfirmScene)


@pytest.mark.parametrize("title_id, humans, expected", [
    ("altitude", {0: "kb1", 3: "kb2", 5: "phone:2"}, {0: "kb1", 3: "kb2", 1: "phone:2"}),  # at most 4 seats
    ("gaemsh", {0: "kb1"}, {0: "kb1"}),
    ("gambit7", {6: "kb1", 2: "phone:1"}, {6: "kb1", 2: "phone:1"}),
])
def test_carried_seats_sit_where_they_sat_and_the_table_can_be_played(title_id, humans, expected):
    title = catalogue.by_id(title_id)
    from game.shell.lobby import CHOICES
    memory = carried(title, {}, humans, CHOICES, EMPTY)
    assert {int(row): device for row, device in memory["humans"].items()} == expected
    assert all(memory["seats"][row] == "human" for row in expected)
    assert sum(choice != EMPTY for choice in memory["seats"]) in title.counts


def test_carried_seats_keep_the_other_titles_bots_and_options(app):
    from game.shell.lobby import CHOICES
    title = catalogue.by_id("cambio")
    remembered = {"seats": ["hard", "easy", EMPTY, EMPTY, EMPTY, EMPTY], "humans": {}, "options": {"target": 30},
                  "phone_away": "bot"}
    memory = carried(title, remembered, {1: "kb1"}, CHOICES, EMPTY)
    assert memory["seats"][:3] == ["hard", "human", EMPTY] and memory["options"]["target"] == 30
    assert memory["phone_away"] == "bot"


def test_another_title_takes_the_phones_of_the_room_to_their_seats(app, monkeypatch):
    from phoning import Phone, frames_until, loopback

    from game.kit.phones import start_server
    loopback(monkeypatch)
    server, _ = start_server(app)
    try:
        anna = Phone(server)
        anna.join("Anna")
        frames_until(app, lambda: len(server.devices()) == 1)
        phone = server.devices()[0]
        results = seated_results_with(app, {0: "kb1", 2: phone})
        tap(app, pygame.KSCAN_DOWN)
        tap(app, pygame.KSCAN_RETURN)
        lobby = app.top
        assert isinstance(lobby, LobbyScene) and lobby.title is results.others[0]
        assert lobby.humans == {0: "kb1", 2: phone}  # the phone stayed in the room and sits again
    finally:
        while app.stack:
            app.pop()
        app.input.phones = None
        server.stop(wait=True)


# --- a large text size -------------------------------------------------------------------------
def test_at_150_percent_seven_rows_stand_compact_and_up_and_down_open_each_rows_score_sheet(app, recording):
    """Issue 32: seven rows with their score sheets do not fit the ranking at 150 % text; the
    rows stand one line high and the chosen one shows its sheet (the winners' until one is
    chosen). Up from "Play again" chooses the last row, up again the one above; down past the
    last row comes back to the menu, where Enter plays again."""
    app.settings.text_size = 150
    app.apply_settings()
    app.push(MenuScene(app))
    session = to_the_end(bots_session("gambit7", 7))
    scene = ResultsScene(app, session)
    app.push(scene)
    scene.skip()
    assert scene.compact()

    def sheets_shown():
        """The rows in whose box a score sheet's first line stands ("rounds: …")."""
        probe = Probe()
        scene.draw(probe)
        sheets = [box for box, text in probe.boxes if text.startswith(app.text("gambit7.sheet.rounds", n="").split()[0])]
        return [row for row, box in enumerate(scene.row_boxes()) if any(box.contains(sheet) for sheet in sheets)]

    assert sheets_shown() == [0]
    boxes = scene.row_boxes()
    assert boxes[0].height > boxes[1].height == boxes[6].height
    tap(app, pygame.KSCAN_UP)
    assert scene.opened == 6 and sheets_shown() == [6]
    assert scene.row_boxes()[6].height > scene.row_boxes()[0].height
    tap(app, pygame.KSCAN_UP)
    assert scene.opened == 5
    tap(app, pygame.KSCAN_RETURN)  # a ranking row is no choice: nothing happens
    assert app.top is scene
    for _ in range(2):
        tap(app, pygame.KSCAN_DOWN)
    assert scene.opened is None and scene.menu.selected == 0
    tap(app, pygame.KSCAN_RETURN)
    assert isinstance(app.top, TableScene) and app.top.session.seed == session.seed + 1


def test_at_100_percent_every_row_shows_its_sheet_and_up_moves_in_the_menu(app):
    app.push(MenuScene(app))
    scene = ResultsScene(app, to_the_end(bots_session("gambit7", 7)))
    app.push(scene)
    scene.skip()
    assert not scene.compact()
    tap(app, pygame.KSCAN_UP)
    assert scene.opened is None and scene.menu.selected == len(scene.rows) - 1
