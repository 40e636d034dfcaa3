"""What every title's table must do, checked for each title in the catalogue."""
import pytest
from driving import push_table

from game import catalogue

SHORT_GAME = {"gaemsh": {"target": 3}, "cambio": {"target": 12}}  # attract games that end soon


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
@pytest.mark.parametrize("fewest", [True, False], ids=["min-seats", "max-seats"])
def test_a_table_of_bots_plays_and_renders(app, title, fewest):
    players = title.counts[0] if fewest else title.counts[-1]
    scene = push_table(app, title, title.scene_class(), players, humans={}, level="hard")
    for _ in range(900):  # up to 90 s of play: Gambit 7's bots take their time to answer
        app.frame(0.1)
        if len(scene.session.match.log) > 10:
            break
    assert len(scene.session.match.log) > 10 and app.top is scene


@pytest.mark.parametrize("title", catalogue.TITLES, ids=lambda t: t.id)
def test_attract_mode_plays_a_whole_game_and_restarts(app, title):
    players = title.default_players
    scene = push_table(app, title, title.scene_class(), players, humans={}, seed=11, attract=True,
                       level="hard", options={**title.default_options(), **SHORT_GAME.get(title.id, {})})
    first = scene.session
    steps = 0
    while scene.session is first and steps < 200_000:
        scene.update(0.05)
        steps += 1
        if steps % 300 == 0:
            scene.draw(app.screen)
    assert first.match.state.is_over() and scene.session is not first
    assert scene.session.seed == first.seed + 1 and app.top is scene
