"""Altitude's guided first game (game/titles/altitude/guide.py): a solo mountain built by the
pointers, told with the score the table counts."""
from __future__ import annotations

import re

from guiding import follow_until, pressed_key, wait

from game import catalogue
from game.shell import learn
from game.titles.altitude import best
from game.shell.menu import MenuScene


def start(app):
    app.push(MenuScene(app))
    return learn.start(app, catalogue.by_id("altitude"), ["kb1"])


def test_the_last_words_tell_the_score_the_table_counts_and_no_best_is_kept(app):
    table = start(app)
    follow_until(app, table, "end", "after", drawn=False)
    outcome = table.session.outcome()
    assert outcome.scores == (5.0,) and dict(outcome.params)["floors"] == (3,)
    assert ": 5." in table.run.said()
    wait(app, 3.0)  # the table's end: a real solo game would keep its best now
    assert table.best is None and best.record_for(table.session) == 0


def test_a_hand_card_is_reached_by_running_along_the_row_then_aimed(app):
    table = start(app)
    follow_until(app, table, "cablecar")
    assert pressed_key(table) == (0, "slot4")  # from the drawn 5 along the hand to the cable car
    follow_until(app, table, "forty")
    assert ("cablecar-1" in dict(((f, x), c) for f, x, c in table.table().mountains[0]).values()
            and "mountain-5" in table.view(0).hand)


def headers(table) -> list[str]:
    """The seat headers' "floors · points" words as drawn."""
    from text_probe import Probe

    from game.ui import fonts
    fonts.record()
    try:
        probe = Probe()
        table.draw(probe)
        return [part.words for part in probe.texts if re.fullmatch(r"\d+ \S+ · \d+ \S+( \+ \S+)?", part.words)]
    finally:
        fonts.record(False)


def test_the_header_tells_the_score_the_last_words_tell(app):
    """Issue 28: the guide's header said 3 points where its last words say 5 (hand bonuses)."""
    table = start(app)
    follow_until(app, table, "end", "after", drawn=False)
    assert headers(table) == ["3 floors · 5 points"]


def test_the_refusal_leaves_the_guides_box_with_the_right_press(app):
    """Play-test of issue 28: after a wrong key the guide's red refusal stayed in its box
    while the learner did what it asked (a card is played in two presses: the step is not
    done after the first)."""
    from driving import press

    table = start(app)
    follow_until(app, table, "first")
    wait(app, 0.4)
    press(app, "kb1", "slot4")  # not the ringed key (right, along the row)
    assert table.run.note
    seat, button = pressed_key(table)
    wait(app, 0.4)
    press(app, "kb1", button)  # the ringed key: the 10 is picked, its places light up
    assert table.run.step.id == "first" and 0 in table.controls.aims
    assert table.run.note == ""
