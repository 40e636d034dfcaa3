"""What every title's table must do, checked for each title in the catalogue."""
import weakref

import pytest
from catalogued import short_options
from driving import push_table

from game import catalogue, saves
from game.input.intents import Intent
from game.shell.hosts import Seated, Showcase
from game.shell.pause import PauseScene
from game.shell.results import ResultsScene



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
def test_the_showcase_plays_a_whole_game_and_deals_the_next(app, title):
    """The bots' table behind the menu (its host, game/shell/hosts.py): nothing saved, no
    results, and the next game (seed + 1) dealt into a new table the menu then draws."""
    show = Showcase(app, title, 11, short_options(title), level="hard")
    first = show.table
    steps = 0
    while show.table is first and steps < 200_000:
        show.update(0.05)
        steps += 1
        if steps % 300 == 0:
            show.draw(app.screen)
    assert first.session.is_over() and show.table is not first and first.host is show is show.table.host
    assert show.table.session.seed == first.session.seed + 1 and show.table.session.fresh
    assert app.top is None and not saves.save_path(title.id).exists()
    finished = weakref.ref(first)
    del first
    show.update(0.05)
    assert finished() is None  # let go at once, not at Python's next full collection minutes later


def test_a_seated_table_pauses_saves_and_shows_the_results_through_its_host(app):
    """A table people sit at asks the shell's `Seated` host (the app's default) for the pause
    overlay and the results; the kit itself imports no scene of the shell."""
    title = catalogue.by_id("cambio")
    scene = push_table(app, title, title.scene_class(), 2, humans={0: "kb1"}, options={"target": 12})
    assert isinstance(scene.host, Seated)
    scene.handle(Intent("pause", True, 0.0, 0, seat=0, device="kb1"))
    assert isinstance(app.top, PauseScene) and saves.save_path("cambio").exists()
    app.pop()
    scene.host.after_game(scene)
    assert isinstance(app.top, ResultsScene) and app.top.session is scene.session
