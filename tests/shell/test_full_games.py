"""A person's whole evening, headless: from the menu through the lobby into a game, played
with real key presses on kb1 (Q W A S, Left Shift, Left Ctrl) against bots, to the results."""
import json

import pygame
import pytest

from game import catalogue
from game.titles.gaemsh.rules import CallGaemsh
from game.shell.lobby import LobbyScene
from game.shell.menu import MenuScene
from game.shell.results import ResultsScene
from game.kit.table import TableScene
from game.profile import home

Q, SHIFT, CTRL = pygame.KSCAN_Q, pygame.KSCAN_LSHIFT, pygame.KSCAN_LCTRL
FRAME = 0.25  # a long frame: the app runs 30 fixed steps in it, so a game takes fewer frames
DRAW_EVERY = 8  # of a game's frames, each 8th is drawn (every 2 s of play) and the results' first


def tap(app, scancode):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=scancode, key=0, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=scancode, key=0, mod=0, unicode=""))


def open_lobby(app, title_id):
    app.settings.guides_seen = [title.id for title in catalogue.TITLES]  # learned already: no guide offered
    app.push(MenuScene(app))
    menu = app.top
    row = [getattr(title, "id", None) for _, title in menu.rows].index(title_id)
    for _ in range(row):
        tap(app, pygame.KSCAN_DOWN)
        app.frame(1 / 60)
    tap(app, pygame.KSCAN_RETURN)
    app.frame(1 / 60)
    assert isinstance(app.top, LobbyScene)
    tap(app, Q)  # kb1 takes seat 1
    app.frame(1 / 60)
    app.top.seed = 2026  # the lobby offers a random seed; a test plays a known game
    return app.top


def start(app, lobby):
    lobby.menu.selected = [kind for kind, _ in lobby.rows].index("start")
    tap(app, pygame.KSCAN_RETURN)
    app.frame(1 / 60)
    assert isinstance(app.top, TableScene) and app.top.session.humans == {0: "kb1"}
    return app.top


def play(app, table, policy, frames):
    """Plays the table with `policy`'s key presses for seat 0 to its results; the frames in
    between are stepped as the app steps them, and each DRAW_EVERY-th is drawn."""
    for frame in range(frames):
        if isinstance(app.top, ResultsScene):
            app.frame(1 / 60)
            return app.top
        if not table.session.match.state.is_over():
            key = policy(table.session.match.state.observe(0))
            if key is not None:
                tap(app, key)
        (app.frame if frame % DRAW_EVERY == 0 else app.advance)(FRAME)
    pytest.fail(f"no result after {frames} frames: {table.session.match.state.observe(0)}")


def stafette_policy(obs):
    if obs.turn == 0 and obs.phase == "roll":
        return Q  # the white die
    if obs.turn == 0 and obs.phase == "pick" and obs.candidates:
        return Q
    return None


def cambio_policy(obs):
    if obs.phase == "look" and obs.looks_left[0]:
        return Q if not any(owner == 0 and slot == 0 for owner, slot, _ in obs.shown) else pygame.KSCAN_W
    if obs.turn != 0:
        return None
    if obs.phase == "turn" and obs.now >= obs.turn_allowed_at:
        return SHIFT  # draw from the deck
    if obs.phase == "drawn":
        return SHIFT  # discard it
    if obs.phase == "action":
        return SHIFT  # the card's action: act skips it (or opens the players menu, where act skips)
    return None


def test_a_whole_stafette_race(app):
    table = start(app, open_lobby(app, "stafette"))
    results = play(app, table, stafette_policy, 4000)
    assert results.outcome.winners and len(results.outcome.scores) == 4


def test_adaptive_bots_start_at_normal_and_move_after_the_game(app):
    lobby = open_lobby(app, "stafette")
    for seat in (1, 2, 3):  # normal -> hard -> adaptive, with the Right key
        lobby.menu.selected = lobby.rows.index(("seat", seat))
        tap(app, pygame.KSCAN_RIGHT)
        tap(app, pygame.KSCAN_RIGHT)
        app.frame(1 / 60)
    assert lobby.seats[1:4] == ["adaptive"] * 3
    table = start(app, lobby)
    assert [spec.level for spec in table.session.config.seats[1:]] == ["adaptive:1.00"] * 3
    results = play(app, table, stafette_policy, 4000)
    human_won = 0 in results.outcome.winners
    skill = app.settings.adaptive["stafette"]
    assert skill == pytest.approx(1.2 if human_won else 0.8)
    assert results.session.config.seats[1].level == f"adaptive:{skill:.2f}"  # "play again" uses it
    saved = json.loads((home() / "settings.json").read_text(encoding="utf-8"))
    assert saved["adaptive"] == {"stafette": skill}  # remembered for the next evening


def test_a_whole_cambio_game(app):
    lobby = open_lobby(app, "cambio")
    target = next(option for kind, option in lobby.rows if kind == "option" and option.key == "target")
    lobby.options[target.key] = 30
    table = start(app, lobby)
    results = play(app, table, cambio_policy, 8000)
    assert max(results.outcome.scores) >= 30 and results.outcome.winners


def gaemsh_policy():
    """Play as a trusting partner: choose the team's secret signal whenever asked (a column,
    then act for the top row: wink, or cough after wink was outgämshed, since a new signal
    must differ), and shout Gämsh (act, then slot1) when the partner makes the signal."""
    presses: list[int] = []
    answered = 0.0

    def policy(obs):
        nonlocal answered
        if presses:
            return presses.pop(0)
        if obs.phase == "signals" and obs.team in obs.choosing:
            presses.append(SHIFT)
            return pygame.KSCAN_W if obs.outed_signal == "wink" else Q
        partner = (obs.seat + 2) % 4
        signals = [when for seat, emote, when in obs.recent_emotes
                   if seat == partner and emote == obs.my_signal and when > answered]
        if obs.phase == "play" and signals and not obs.mid_swap:
            answered = max(signals)
            presses.append(Q)
            return SHIFT
        return None
    return policy


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2026, 3])  # in game 3 the player's team is outgämshed twice
def test_a_whole_gaemsh_game(app, seed):
    lobby = open_lobby(app, "gaemsh")
    lobby.seed = seed
    table = start(app, lobby)
    results = play(app, table, gaemsh_policy(), 4000)
    assert max(results.outcome.scores) >= 9
    assert any(isinstance(action, CallGaemsh) and action.seat == 0 for action in table.session.match.actions())
