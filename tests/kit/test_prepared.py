"""Prepared positions (game/kit/prepared.py): real tables started from a title's explicit deal,
with bots that play a script, for the guided games and for pictures of a table."""
from __future__ import annotations

import pytest

from game import catalogue, saves
from game.kit import prepared
from game.titles.gambit7 import rules as gambit7
from game.titles.stafette import rules as stafette


def played_out(session, seconds=600.0):
    """Every public event of the session run to its end on 0.05 s steps."""
    events, clock = [], 0.0
    while not session.is_over() and clock < seconds:
        events += [event for event in session.step(0.05) if event.audience is None]
        clock += 0.05
    return events


def test_the_stafette_first_game_scripted_end_to_end_is_the_one_its_docstring_tells():
    session = prepared.session(catalogue.by_id("stafette"), "first_game")
    events = played_out(session)
    assert [type(e).__name__ for e in events if isinstance(e, (stafette.Swapped, stafette.Jostled,
                                                                 stafette.IbexPulled, stafette.BullPassed))] \
        == ["Swapped", "Jostled", "IbexPulled", "BullPassed"]
    moved = [(e.seat, e.end, e.how) for e in events if isinstance(e, stafette.KettleMoved) and e.how != "die"]
    assert moved == [(1, 20, "cable_car"), (1, 0, "home"), (0, 4, "dog"), (0, 0, "home")]
    assert session.outcome().winners == (0,) and session.outcome().scores == (14.0, -4.0, 0.0)


def test_a_position_replays_its_moves_through_the_windows_and_starts_mid_turn():
    jostle = prepared.session(catalogue.by_id("stafette"), "jostle").view(0)
    assert jostle.phase == "jostle" and jostle.occupants == (0,) and jostle.positions == (3, 0, 3)
    assert jostle.hand == (5, 4, 5)  # swapped with Bot 2 on the way


def test_the_gambit7_first_game_starts_at_round_five_and_ends_as_told():
    session = prepared.session(catalogue.by_id("gambit7"), "first_game")
    view = session.view(0)
    assert (view.round_no, view.phase, view.scores) == (5, "answer", (14, 21, 5, 0))
    events = played_out(session)
    reasons = [e.reason for e in events if isinstance(e, gambit7.Revealed)]
    assert reasons == ["gambit7.why.closest", "gambit7.why.closest", "gambit7.why.too_high"]
    assert session.outcome().scores == (198.0, 36.0, 20.0, 0.0)


def test_a_learner_seat_taken_by_a_person_is_not_scripted_and_the_held_clock_stands():
    session = prepared.session(catalogue.by_id("stafette"), "first_game", {0: "kb1"})
    session.frozen = True
    session.step(30.0)
    assert session.clock == 0.0 and session.fresh
    session.frozen = False
    session.step(30.0)
    assert session.view(0).turn == 0 and session.view(0).phase == "roll"  # waits for the person


def test_a_script_line_waits_until_the_rules_take_it():
    session = prepared.session(catalogue.by_id("stafette"), "swap", {0: "kb1"})
    for _ in range(100):  # 5 s: nobody shouts for you, the cable car runs, Bot 3 lands on your field
        session.step(0.05)
    view = session.view(0)
    assert view.positions == (3, 0, 3) and view.deposited_counts[1] == 3 and view.hand == (-2, 1, -3)
    assert (view.turn, view.phase) == (0, "roll")  # the jostle window closed unshouted: your turn


def test_a_broken_position_says_which_move_the_rules_never_take():
    title = catalogue.by_id("stafette")
    broken = prepared.Position(players=3, build=lambda data: stafette.StafetteState.setup([[1], [2], [3]], [4], data=data),
                               replay=(stafette.Swap(0),))
    with pytest.raises(ValueError, match="Swap"):
        prepared.session(title, broken)


@pytest.mark.parametrize("title_id, name", [("stafette", "jostle"), ("gambit7", "first_game")])
def test_a_picture_is_the_table_of_the_position(app, title_id, name):
    image = prepared.picture(app, catalogue.by_id(title_id), name, 0.5, {0: "kb1"})
    assert image.get_size() == (1280, 720)
    assert len({image.surface.get_at((x, 360))[:3] for x in range(0, image.surface.get_width(), 16)}) > 3


def test_a_prepared_table_never_saves_nor_clears_the_titles_save(app):
    title = catalogue.by_id("stafette")
    scene = prepared.table(app, title, "first_game", {0: "kb1"})
    scene.autosave()
    assert not saves.save_path(title.id).exists()
    saves.save_path(title.id).parent.mkdir(parents=True, exist_ok=True)
    saves.save_path(title.id).write_text("{}", encoding="utf-8")
    scene.session.match.state.ended = stafette.GameOver(0, 20, (0, 0, 0), (0, 1, 2))
    scene.finish()
    assert saves.save_path(title.id).exists()
