"""Every title's results say how each score came about (Outcome.sheet), and the lines add up."""
import pytest

from catalogued import ids, sheet_tables

from game import arena, catalogue
from game.catalogue import Title
from game.core.seats import teams_opposite
from game.ui.i18n import Texts

TEXTS = Texts()
GAEMSH_POINTS = {"gaemsh": 1, "double": 2, "counter": 1, "outgaemsh": 3, "gamekeeper": 1, "snack": 1}


def numbers(text: str) -> list[int]:
    return [int(part) for part in text.replace("·", " ").split() if part.lstrip("+-").isdigit()]


def finished(title: Title, players: int, seed: int = 4):
    report = arena.play(title, seed, ["normal"] * players, title.short_game)
    assert report.outcome is not None
    return report.outcome


@pytest.mark.parametrize("title, players", sheet_tables(), ids=ids(sheet_tables()))
def test_the_sheet_adds_up_to_each_score(title, players):
    outcome = finished(title, players)
    for seat, lines in enumerate(outcome.sheet):
        assert lines and all(TEXTS.has(key) for key, _ in lines)
        values = [n for _, value in lines for n in (numbers(value) if isinstance(value, str) else [value])]
        assert sum(values) == outcome.scores[seat], (seat, lines)


def test_gaemsh_sheets_count_each_teams_calls_and_the_points_follow():
    outcome = finished(catalogue.by_id("gaemsh"), 4)
    teams = teams_opposite(4)
    sheets = {teams[seat]: dict(lines) for seat, lines in enumerate(outcome.sheet)}
    for team, sheet in sheets.items():
        own = sum(GAEMSH_POINTS[key.split(".")[-1]] * count for key, count in sheet.items()
                  if not key.endswith("_wrong"))
        given = sum(GAEMSH_POINTS[key.split(".")[-1].removesuffix("_wrong")] * count
                    for other, other_sheet in sheets.items() if other != team
                    for key, count in other_sheet.items() if key.endswith("_wrong"))
        score = outcome.scores[teams.index(team)]
        assert own + given == score, (team, sheets)
    assert any(sheets.values())


def test_the_results_screen_shows_the_sheet(app):
    from game.core.seats import SeatSpec, TableConfig
    from game.kit.table import TableSession
    from game.shell.results import ResultsScene
    title = catalogue.by_id("cambio")
    session = TableSession(title, TableConfig((SeatSpec(), SeatSpec()), {"target": 30}), 4)
    while not session.match.state.is_over():
        session.step(0.5)
    scene = ResultsScene(app, session)
    assert scene.sheet(0).startswith("round sums: ") and scene.sheet(0) != "round sums: "
