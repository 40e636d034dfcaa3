"""The Gambit 7 table, driven by real key events through the real input layer.

kb1 = Q W / A S (slot1 up, slot2 left, slot3 down, slot4 right), Left Shift (act), Left Ctrl (alt).
"""
from __future__ import annotations

import dataclasses
import json

import pygame

from game import catalogue
from game.titles.gambit7 import asked, questions, rules
from game.titles.gambit7.table import Gambit7Table
from game.ui import canvas
from game.ui.palette import seat_colour
from driving import logged, press, push_table, release, run

TITLE = catalogue.by_id("gambit7")
TYPE_1291 = ["slot1", "slot1", "slot1", "slot2", "slot3", "slot3", "slot1", "slot1"]  # a row, a cell: 1 2 9 1


def table(app, players=3, humans=None, options=None):
    ids = rules.pick_questions(rules.check_data(), 11)
    return push_table(app, TITLE, Gambit7Table, players, humans, seed=11,
                      options={"more_time": "x1", "questions": list(ids), **(options or {})})


def type_keys(app, device, buttons):
    for button in buttons:
        press(app, device, button)


def test_a_number_is_typed_with_six_buttons_and_locked_in(app):
    scene = table(app)
    type_keys(app, "kb1", TYPE_1291)
    assert scene.controls.entry(0).value == 1291 and not logged(scene, rules.Answer)
    press(app, "kb1", "act")
    assert [a.value for a in logged(scene, rules.Answer) if a.seat == 0] == [1291]
    assert scene.view(0).my_answer == 1291


def test_others_see_dots_until_the_owner_holds_the_look(app):
    app.settings.privacy = "peek"
    scene = table(app, humans={0: "kb1", 1: "kb2"})
    type_keys(app, "kb1", TYPE_1291[:4])  # 12
    assert scene.controls.entry(0).shown(scene.hand_visible(0)) == "••"
    press(app, "kb1", "alt", release=False)
    assert scene.controls.entry(0).shown(scene.hand_visible(0)) == "12"
    release(app, "kb1", "alt")
    assert not scene.hand_visible(0)


def test_when_time_runs_out_what_a_seat_typed_counts(app):
    scene = table(app)
    type_keys(app, "kb1", ["slot2", "slot2", "slot1"])  # 5, and a row chosen without its cell
    run(app, 31.0)
    assert [a.value for a in logged(scene, rules.Answer) if a.seat == 0] == [5]


def test_a_seat_that_typed_nothing_has_no_answer_card(app):
    scene = table(app)
    run(app, 31.0)
    view = scene.view(0)
    assert view.phase in ("bet", "reveal") and all(0 not in seats for _, _, seats in view.board)


def betting(app, scene):
    type_keys(app, "kb1", TYPE_1291)
    press(app, "kb1", "act")
    for _ in range(200):
        if scene.view(0).phase == "bet":
            return scene.view(0)
        run(app, 0.25)
    raise AssertionError("the bots never answered")


def test_chips_go_where_the_cursor_is_and_the_gambit_chip_replaces_them(app):
    scene = table(app)
    view = betting(app, scene)
    order = scene.slot_order(view)
    start = scene.controls.cursor(0, view).at
    press(app, "kb1", "slot2")  # one slot left
    left = order[order.index(start) - 1]
    press(app, "kb1", "slot1")
    press(app, "kb1", "slot4")
    press(app, "kb1", "slot1")
    bets = [(b.chip, b.slot) for b in logged(scene, rules.Bet) if b.seat == 0]
    assert bets == [(0, left), (1, start)]
    press(app, "kb1", "slot3")
    assert [g.slot for g in logged(scene, rules.Gambit) if g.seat == 0] == [start]
    assert scene.view(0).chips[0] == (None, None) and scene.view(0).gambits[0] == start
    press(app, "kb1", "act")
    assert scene.view(0).locked[0]


def test_the_reveal_says_why_the_slot_won_and_adds_gains_one_by_one(app):
    scene = table(app)
    betting(app, scene)
    press(app, "kb1", "act")  # no bet: it asks first
    press(app, "kb1", "act")  # locked without a bet
    for _ in range(400):
        if scene.view(0).phase == "reveal":
            break
        run(app, 0.25)
    revealed = scene.view(0).results[-1].revealed
    words = scene.why(revealed)
    assert questions.format_answer(revealed.truth, scene.question(scene.view(0)).format, "en") in words
    assert not any(line.words == words for line in scene.log.lines)  # no spoiler while the truth counts up
    assert scene.gain_words(2) == ""  # not yet: the gains come one by one
    run(app, 8.0)
    assert scene.gain_words(0) and scene.gain_words(2)
    assert any(line.words == words for line in scene.log.lines)


def test_a_new_table_asks_questions_not_asked_before(tmp_path):
    first = asked.prepare({}, 1, rules.check_data(), tmp_path)["questions"]
    second = asked.prepare({}, 1, rules.check_data(), tmp_path)["questions"]
    assert len(first) == len(second) == 7 and not set(first) & set(second)
    assert set(first) | set(second) <= set(json.loads((tmp_path / asked.ASKED_FILE).read_text()))
    (tmp_path / asked.ASKED_FILE).write_text("[[[broken")
    assert len(asked.prepare({}, 2, rules.check_data(), tmp_path)["questions"]) == 7


def test_a_gambit_7_chip_shows_whose_it_is(app):
    """Played in a real window (issue 31): the gold "7" chips all looked alike, so nobody could
    tell which bot had gambled. The chip's ring is now its seat's colour."""
    scene = table(app)
    view = betting(app, scene)
    slot = scene.slot_order(view)[-1]
    for seat in (1, 2):
        gambled = dataclasses.replace(view, gambits=tuple(slot if s == seat else None for s in range(view.players)))
        surface = canvas.Canvas(pygame.Surface((200, 200)), 1.0)
        scene.draw_chips(surface, gambled, slot, pygame.Rect(0, 0, 180, 180))
        assert surface.surface.get_at((20 + 11, 122))[:3] == seat_colour(seat)[:3], seat  # the ring, right of the "7"


def test_every_key_pressed_as_the_betting_opens_acts_or_says_why_not(app):
    """Play-test: a key pressed within 0.3 s after the betting opened placed no chip and left
    no notice (a key loop's press). Every key of two people (one answered, one whose typed
    number the clock locked in), pressed frame by frame through the first 0.4 s of the
    betting, takes an action, moves the seat's marker or menu, holds the look, or shows a
    notice at its seat."""
    scene = table(app, players=4, humans={0: "kb1", 1: "kb2"})
    type_keys(app, "kb1", TYPE_1291)
    press(app, "kb1", "act")
    type_keys(app, "kb2", TYPE_1291[:4])  # "12", never locked: the clock locks it in
    while scene.view(0).phase != "bet":
        app.frame(1 / 60)
    opened, silent = scene.time, []
    keys = ["slot1", "slot2", "slot3", "slot4", "act", "alt"]
    step = 0
    while scene.time - opened < 0.4:
        device, seat = (("kb1", 0), ("kb2", 1))[step % 2]
        button = keys[(step // 2) % len(keys)]
        state = scene.controls.seats.get(seat)
        before = (len(scene.session.match.log), state.mode if state else None,
                  state.cursor.at if state and state.cursor else None)
        scene.toasts = [toast for toast in scene.toasts if toast.seat != seat]
        meaning = scene.buttons(seat).get(button)
        held = meaning is not None and meaning.hold != ""  # the look: shown while the key is held
        press(app, device, button, frames=0)
        state = scene.controls.seats.get(seat)
        after = (len(scene.session.match.log), state.mode if state else None,
                 state.cursor.at if state and state.cursor else None)
        told = [toast for toast in scene.toasts if toast.seat == seat]
        if after == before and not told and not held:
            silent.append((round(scene.time - opened, 3), device, button))
        step += 1
    assert not silent, silent
