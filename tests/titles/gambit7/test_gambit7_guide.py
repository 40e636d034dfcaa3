"""Gambit 7's guided first game (game/titles/gambit7/guide.py) tells the scores the table shows,
and the lone learner may type on the number row."""
from __future__ import annotations

import pygame
import pytest
from guiding import covers, follow_until, wait

from driving import press
from game import catalogue
from game.kit import guide
from game.shell import learn
from game.shell.menu import MenuScene
from game.titles.gambit7.table import BOARD, LEGEND, LIGHT, QUESTION, WHY
from game.ui.i18n import LANGUAGES


def start(app):
    app.push(MenuScene(app))
    return learn.start(app, catalogue.by_id("gambit7"), ["kb1"])


def test_the_reveals_are_told_with_the_score_the_table_shows(app):
    table = start(app)
    for step, score in (("reveal5", 24), ("reveal6", 168), ("reveal7", 198)):
        follow_until(app, table, step, "after", drawn=False)
        assert table.session.view(0).scores[0] == score and f"{score}" in table.run.said()


def test_the_lone_learner_types_the_answer_on_the_number_row(app):
    table = start(app)
    follow_until(app, table, "answer5")
    wait(app, 0.4)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=pygame.KSCAN_5, key=0, mod=0, unicode="5"))
    app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=pygame.KSCAN_5, key=0, mod=0, unicode="5"))
    app.frame(1 / 60)
    assert table.controls.entry(0).value == 5 and table.run.step.id == "lock_answer5"
    wait(app, 0.4)
    press(app, "kb1", "act")
    assert table.session.view(0).my_answer == 5


def test_the_marker_is_led_to_the_answer_key_by_key(app):
    table = start(app)
    follow_until(app, table, "gambit6")
    assert table.run.pointer(table.run.step) == guide.Key("slot2")  # the marker starts on 30: left to 25
    wait(app, 0.4)
    press(app, "kb1", "slot2")
    assert table.run.pointer(table.run.step) == guide.Key("slot3")  # on 25: the Gambit 7 chip


def number_row(app, code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, scancode=code, key=0, mod=0, unicode=""))
    app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, scancode=code, key=0, mod=0, unicode=""))
    app.frame(1 / 60)


def test_the_lone_learner_may_type_a_wrong_digit_and_delete_it_on_the_number_row(app):
    """Issue 28: the table offers "or type 0-9, ←, Enter" and the guide refused a typed 9 and ←."""
    from game.titles.gambit7.guide import TYPED
    table = start(app)
    follow_until(app, table, "answer7")
    for code in (pygame.KSCAN_1, pygame.KSCAN_9):
        wait(app, 0.4)
        number_row(app, code)
    assert table.controls.entry(0).value == 19
    assert table.run.pointer(table.run.step) == guide.Key("slot4", also=TYPED)  # the row of delete
    for code in (pygame.KSCAN_BACKSPACE, pygame.KSCAN_8, pygame.KSCAN_5, pygame.KSCAN_0):
        wait(app, 0.4)
        number_row(app, code)
    assert table.controls.entry(0).value == 1850 and table.run.step.id == "lock_answer7"
    assert not table.toasts


def needed(table):
    """What a Gambit 7 step needs seen: the question, the board with its rule line (the reason
    a slot won, in the reveal), and the learners' panels."""
    age = table.reveal_age()
    rule = ("the reason", WHY) if age is not None and age >= LIGHT else ("the rule line", LEGEND)
    learners = table.session.position.learners
    return {"the question": QUESTION, "the board": BOARD, rule[0]: rule[1],
            **{f"panel of seat {seat}": table.panel_rect(seat) for seat in learners}}


@pytest.mark.parametrize("devices", [("kb1",), ("kb1", "kb2")], ids=["one", "two"])
def test_the_guides_box_covers_nothing_a_step_needs_seen(app, devices):
    """At 1280x720 and 960x540, every step and its after-words: the box leaves the question,
    the board, its rule line or the reason, the learners' panels and keys and the banners."""
    app.push(MenuScene(app))
    table = learn.start(app, catalogue.by_id("gambit7"), list(devices))
    problems = covers(app, table, needed)
    assert not problems, "\n".join(problems)


def test_the_second_learner_is_told_which_number_to_type(app):
    """Step 4 names the number the second learner's keys are led to (10), in every language."""
    app.push(MenuScene(app))
    table = learn.start(app, catalogue.by_id("gambit7"), ["kb1", "kb2"])
    follow_until(app, table, "left_answer5")
    for language in LANGUAGES:
        app.settings.language = language
        assert "10" in table.run.said(), f"{language}: {table.run.said()}"
