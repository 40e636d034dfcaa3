"""Reduced motion (the setting): every title's table starts no animation. After every batch
of events, before a frame is drawn, nothing flies, no cue waits for a landing, every banner
stands whole at once, kettles stand and a die lies still; and the game the bots play is the
same, move for move, as with motion (the rules never see the animations)."""
from __future__ import annotations

import pytest
from catalogued import phone_seats
from table_moments import seated

from game import catalogue
from game.profile import home
from game.titles.gambit7.asked import ASKED_FILE
from game.titles.stafette.table import StafetteTable

STEP = 0.1
SECONDS = 90.0  # of each game played: every title's opening, several turns and shouts
DRAW_EVERY = 25  # steps between two frames drawn (each frame is dear on a busy machine)


def play(app, title, players: int, still: bool) -> tuple[list, object]:
    """A bots' game on `title`'s table for SECONDS, reduced motion `still`; its moves, and the
    scene. With `still` every step is checked to have left nothing moving."""
    app.settings.reduced_motion = still
    (home() / ASKED_FILE).unlink(missing_ok=True)  # Gambit 7 asks the same questions both times
    scene = seated(app, title, players)
    if still:
        assert_still(scene)
    steps = 0
    while scene.time < SECONDS and scene.over_since is None:
        scene.update(STEP)
        steps += 1
        if still:
            assert_still(scene)
            if steps % DRAW_EVERY == 0:
                app.draw()
    return list(scene.session.match.log), scene


def assert_still(scene) -> None:
    assert not scene.anims.running, "an animation runs"
    assert not scene.cues.waiting, "a sound waits for a landing"
    assert all(at <= scene.clock for at in scene.landing.values()), "something is still in flight"
    for banners in scene.banners.by_region.values():
        assert all(banner.started and banner.still for banner in banners), "a banner waits or pops"
    assert scene.shake(scene.clock, 9.0, 1.0) == (0.0, 0.0)
    assert scene.grown(scene.clock, 1.0) == 1.0
    if isinstance(scene, StafetteTable):
        assert not any(scene.kettles.runs.values()), "a kettle is on its way"
        assert not scene.tray.dice or scene.tray.settled, "a die tumbles"


@pytest.mark.parametrize("title", catalogue.TITLES, ids=[title.id for title in catalogue.TITLES])
def test_a_still_table_starts_no_animation_and_plays_the_same_game(app, title):
    players = phone_seats(title)
    still_moves, scene = play(app, title, players, still=True)
    app.pop()
    moving_moves, _ = play(app, title, players, still=False)
    assert len(still_moves) > 3, "the bots played a game"
    assert still_moves == moving_moves


def first_throw(app, still: bool):
    """A Stafette table (reduced motion `still`) stepped until its first throw; the table and
    the throw."""
    from game.titles.stafette import rules
    app.settings.reduced_motion = still
    scene = seated(app, catalogue.by_id("stafette"), 3)
    rolled: list = []
    take = scene.take
    scene.take = lambda events: (rolled.extend(e for e in events if isinstance(e, rules.Rolled)), take(events))
    while not rolled:
        scene.update(STEP)
    return scene, rolled[0]


def test_a_thrown_die_lies_on_its_face_at_once(app):
    """Stafette: the first throw shows its rolled face, and the kettle stands on the field
    it goes to, in the first frame after it."""
    scene, rolled = first_throw(app, still=True)
    assert scene.tray.settled
    (die,) = scene.tray.dice
    assert die.shown_face(scene.dice_faces[die.colour]) == rolled.value
    assert die.body.angle == 0.0
    (centre, lift, _) = scene.kettle_places(scene.session.public_view())[rolled.seat]
    field = scene.board[rolled.target]
    assert lift == 0.0 and abs(centre[1] - (field.y - 10)) < 1 and abs(centre[0] - field.x) <= 40, \
        "the kettle stands on the field it was thrown to"


def test_with_motion_the_die_tumbles(app):
    """The same throw with motion is still rolling in its first frame (the test above is not
    true of every table)."""
    scene, _ = first_throw(app, still=False)
    assert not scene.tray.settled


def test_the_results_stand_at_once_without_confetti(app):
    from game.shell.results import ResultsScene
    title = catalogue.by_id("cambio")
    app.settings.reduced_motion = True
    scene = seated(app, title, 3)
    played: list[str] = []
    app.sound.play = lambda name: played.append(name)
    results = ResultsScene(app, scene.session, scene)
    results.update(1 / 120)
    assert all(results.entrance.progress(row) == 1.0 for row in range(len(results.placings)))
    assert results.entrance.picture() == 1.0
    assert "fanfare" in played and "card_slide" not in played
    assert not results.confetti.pieces
