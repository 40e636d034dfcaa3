"""The results screen in every title (most players), Altitude's patience with both marks, and
a title's own list under the picture: in all four languages at 1280x720, 960x540 and a wide
window, at 100 and 150 % text, no text leaves the window, overlaps another or is cut short, and
none is below the floor (18 design units, grown with the text: 27 at 150 %). Drawn as the ranking stands once it has come in (while it comes in,
its rows slide in from beyond the window's left edge)."""
from __future__ import annotations

import pytest
from kit.test_layout import resize, window  # noqa: F401 (a fixture)
from text_probe import Probe, cut_short, problems, too_small

from game import catalogue
from game.core.seats import SeatSpec, TableConfig
from game.kit.table import TableSession
from game.shell.menu import MenuScene
from game.shell.results import ResultsScene
from game.ui import fonts
from game.ui.i18n import LANGUAGES

SIZES = [(1280, 720), (960, 540), (2560, 1080)]


@pytest.fixture()
def recording():
    fonts.record()
    yield
    fonts.record(False)


def finished(title, players, options=None):
    config = TableConfig(tuple(SeatSpec("bot", "hard") for _ in range(players)),
                         {**title.default_options(), **(options or {})})
    session = TableSession(title, config, seed=3)
    while not session.is_over():
        session.step(0.5)
    return session


@pytest.fixture(scope="module")
def played():
    """finished(title, players, options), each game played once for the module's window and text
    sizes: a results screen reads its session (its bots are not adaptive: the session stays as played)."""
    games = {}

    def game(title, players, options=None):
        key = (title.id, players, tuple(sorted((options or {}).items())))
        if key not in games:
            games[key] = finished(title, players, options)
        return games[key]
    return game


def scenes(app, finished):
    found = [(f"{title.id} results", lambda title=title: ResultsScene(app, finished(title, title.max_players)))
             for title in catalogue.TITLES]

    def patience():
        title = catalogue.by_id("altitude")
        scene = ResultsScene(app, finished(title, 1, {"mountain": "daily", "deal": "2026-11-26"}))
        scene.table.best = 0  # nobody climbed it before: the new best's mark shows too
        return scene

    def with_a_list():
        scene = ResultsScene(app, finished(catalogue.by_id("gambit7"), 7))
        entries = [(f"Zuschauerin Nummer {n} mit langem Namen", f"{n * 7}") for n in range(1, 6)]
        scene.table.final_list = lambda: (app.text("results.winner"), entries)
        return scene

    return found + [("altitude patience with its marks", patience), ("gambit7 with a list of its own", with_a_list)]


@pytest.mark.parametrize("text_size", [100, 150], ids=lambda text_size: f"{text_size}%")
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_no_text_of_the_results_leaves_overlaps_is_cut_or_is_below_the_floor(app, recording, window, played, size, text_size):
    app.settings.text_size = text_size
    app.apply_settings()
    app.push(MenuScene(app))
    resize(app, window, size)
    found: dict[str, str] = {}
    for name, factory in scenes(app, played):
        scene = factory()
        app.push(scene)
        scene.skip()
        for language in LANGUAGES:
            app.settings.language = language
            probe = Probe()
            scene.draw(probe)
            assert len(probe.boxes) >= 3, name
            for problem in problems(probe) + cut_short(probe) + too_small(probe):
                found.setdefault(f"{name}: {problem}", language)
        app.pop()
    assert not found, "\n".join(f"{where} ({language})" for where, language in found.items())


@pytest.mark.parametrize("title_id", ["gambit7", "altitude"])
def test_what_the_final_picture_shows_stands_as_readable_text(app, recording, window, title_id):
    """Issue 28: the final table was a 6-8 px picture at 960x540 (the question, the numbers):
    what matters in it now stands under it as text, at the floor or above."""
    app.push(MenuScene(app))
    resize(app, window, (960, 540))
    title = catalogue.by_id(title_id)
    scene = ResultsScene(app, finished(title, 4))
    app.push(scene)
    scene.skip()
    table = scene.table
    if title_id == "gambit7":
        view = table.public
        wanted = [table.question(view).text["en"], table.why(view.results[-1].revealed)]
    else:
        wanted = [f"{table.seat_name(seat)}: " for seat in range(4)]
    for _ in range(120):  # the picture rises into its place
        app.frame(1 / 30)
    probe = Probe()
    scene.draw(probe)
    shown = " ".join(part.words for part in probe.texts if part.size >= fonts.FLOOR)
    assert all(words.split()[0] in shown and words.split()[-1] in shown for words in wanted), (wanted, shown)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_score_sheets_item_stays_on_one_line(app, language):
    """Play-test (Italian, Altitude): a row's sheet wrapped inside an item, "… · San" over
    "Bernardo 1". Each item (its words and its number) stands whole on one line."""
    app.settings.language = language
    scene = ResultsScene(app, finished(catalogue.by_id("altitude"), 3))
    for placing in scene.placings:
        items = [app.text(key, n=value) for key, value in scene.outcome.sheet[placing.seats[0]]]
        lines = [line.replace("\u00a0", " ") for line in scene.sheet_at_floor(placing)]
        assert all(any(item in line for line in lines) for item in items), (items, lines)
