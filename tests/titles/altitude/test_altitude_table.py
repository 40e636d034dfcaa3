"""The Altitude table, driven by real key events through the real input layer.

kb1 = Q W / A S (slot1 up, slot2 left, slot3 down, slot4 right), Left Shift (act), Left Ctrl (alt).
"""
from __future__ import annotations

import json

from game import catalogue
from game.core.seats import SeatSpec, TableConfig
from game.titles.altitude import best, rules
from game.titles.altitude.table import DISCARD, AltitudeTable
from driving import logged, press, push_table, run

TITLE = catalogue.by_id("altitude")
HANDS = [["mountain-30", "mountain-31", "mountain-32", "bernard-1"], ["mountain-40", "mountain-41", "mountain-42", "mountain-43"]]


def table(app, state=None, players=2, humans=None):
    return push_table(app, TITLE, AltitudeTable, players, humans, state=state, options={"mountain": "seeded"})


def test_keep_four_give_back_two_with_the_keys(app):
    scene = table(app, players=1)
    dealt = scene.view(0).dealt
    assert len(dealt) == 6
    press(app, "kb1", "slot1")  # give back the first
    press(app, "kb1", "act")
    assert not logged(scene, rules.Keep)  # one marked: not yet
    press(app, "kb1", "slot4")
    press(app, "kb1", "slot1")
    press(app, "kb1", "act")
    assert [keep.cards for keep in logged(scene, rules.Keep)] == [tuple(dealt[2:])]


def test_the_draw_needs_no_press_and_the_drawn_card_goes_where_the_cursor_points(app):
    state = rules.from_table(HANDS, draws=["mountain-5"])
    scene = table(app, state)
    run(app, 0.5)
    assert logged(scene, rules.Draw) and scene.view(0).drawn == "mountain-5"
    press(app, "kb1", "act")  # the drawn card (first in the row) is picked: its places light up
    cursor = scene.aiming[0]
    assert ("place", 0, 1, 0) in cursor.places and DISCARD in cursor.places
    assert ("place", 1, 1, 0) not in cursor.places  # the opponent has not started a mountain
    cursor.at = ("place", 0, 1, 0)
    press(app, "kb1", "act")
    assert logged(scene, rules.Place)[-1] == rules.Place(0, "mountain-5", 0, 1, 0, t=logged(scene, rules.Place)[-1].t,
                                                         order=logged(scene, rules.Place)[-1].order)
    assert scene.table().mountain(0) == {(1, 0): "mountain-5"}


def test_alt_goes_back_to_the_cards_and_a_hand_card_only_fits_the_own_mountain(app):
    mountains = [{(1, 0): "mountain-10"}, {(1, 0): "mountain-20"}]
    state = rules.from_table(HANDS, draws=["mountain-6"], mountains=mountains)
    scene = table(app, state)
    run(app, 0.5)
    press(app, "kb1", "act")
    assert any(key[1] == 1 for key in scene.aiming[0].places if key != DISCARD)  # the drawn card may go to Bot 2
    press(app, "kb1", "alt")
    assert 0 not in scene.aiming
    press(app, "kb1", "slot4")  # the first hand card
    press(app, "kb1", "act")
    places = scene.aiming[0].places
    assert places and all(key[1] == 0 for key in places) and DISCARD not in places


def test_every_lit_place_shows_how_many_presses_it_takes(app):
    mountains = [{(1, 0): "mountain-10", (1, 1): "mountain-12"}, {(1, 0): "mountain-20"}]
    state = rules.from_table(HANDS, draws=["mountain-15"], mountains=mountains)
    scene = table(app, state)
    run(app, 0.5)
    press(app, "kb1", "act")
    cursor = scene.aiming[0]
    counts = {key: cursor.presses_to(key) for key in cursor.places}
    assert all(count is not None for count in counts.values()) and max(counts.values()) <= 6


def test_an_avalanche_rolls_onto_the_opponent_and_the_log_says_so(app):
    mountains = [{(1, 0): "mountain-10"}, {(1, 0): "mountain-20"}]
    state = rules.from_table(HANDS, draws=["avalanche-1"], mountains=mountains)
    scene = table(app, state)
    run(app, 0.5)
    press(app, "kb1", "act")
    target = next(key for key in scene.aiming[0].places if key != DISCARD and key[1] == 1)
    scene.aiming[0].at = target
    press(app, "kb1", "act")
    assert scene.table().mountain(1)[(target[2], target[3])] == "avalanche-1"
    assert any("avalanche" in line.words for line in scene.log.lines)
    assert 1 in scene.quakes


def test_a_solo_best_is_kept_per_mountain_and_a_daily_mountain_deals_from_the_date(tmp_path):
    class Session:
        seed = 7
        class config:
            options = {}
    assert best.record_for(Session, tmp_path) == 0
    assert best.record(Session, 12, tmp_path) and not best.record(Session, 9, tmp_path)
    assert best.record_for(Session, tmp_path) == 12
    assert json.loads((tmp_path / best.BEST_FILE).read_text()) == {"seed:7": 12}
    daily = best.prepare({"mountain": "daily"}, seed=3)
    assert len(daily["deal"]) == 10 and "deal" not in best.prepare({"mountain": "seeded", "deal": "x"}, 3)
    same = [rules.new_game(TableConfig((SeatSpec(),), daily), seed).deck for seed in (1, 2)]
    assert same[0] == same[1]  # the date deals, not the seed
