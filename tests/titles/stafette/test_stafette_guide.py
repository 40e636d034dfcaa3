"""Älpler Stafette's guided first game (game/titles/stafette/guide.py) tells what the table shows."""
from __future__ import annotations

from guiding import follow, follow_until

from game import catalogue
from game.kit import guide, prepared
from game.shell import learn
from game.shell.menu import MenuScene
from game.titles.stafette import rules


def start(app, devices=("kb1",)):
    app.push(MenuScene(app))
    return learn.start(app, catalogue.by_id("stafette"), list(devices))


def story(events):
    """The kettles' moves, the shouts and the fields' events, in order."""
    kinds = (rules.KettleMoved, rules.Swapped, rules.Jostled, rules.IbexPulled, rules.BullPassed, rules.Drew,
             rules.Deposited, rules.GameOver)
    return [event for event in events if isinstance(event, kinds) and event.audience is None]


def test_the_guided_game_plays_the_prepared_story(app):
    table = start(app)
    seen = []
    take = table.take
    table.take = lambda events: (seen.extend(events), take(events))
    follow(app, table, drawn=False)
    scripted = prepared.session(catalogue.by_id("stafette"), "first_game")  # every seat its script
    told = []
    while not scripted.is_over():
        told += scripted.step(0.05)
    assert story(seen) == story(told)


def test_the_swap_is_told_with_the_hand_the_learner_now_holds(app):
    table = start(app)
    follow_until(app, table, "swap", "after")
    assert table.session.view(0).hand == (5, 4, 5)
    assert "now you hold Bot 2's cards (+5 +4 +5)" in table.run.said()


def test_a_second_learner_throws_bot_2s_dice_and_is_named(app):
    table = start(app, ("kb1", "kb2"))
    follow_until(app, table, "left_black")
    assert table.run.said() == "Player 2, your turn: throw the black die with Y."
    assert table.run.pointer(table.run.step) == guide.Key("slot2")
