"""The README tells the titles the catalogue has: its table under "The titles" lists each, in
the menu's order, by its English name with its seats, and it says every title teaches itself
exactly when every title has a guided first game."""
import dataclasses
from pathlib import Path

from game import catalogue
from game.ui.i18n import Texts

README = Path(__file__).resolve().parent.parent / "README.md"
EVERY_TITLE_TEACHES = "Every title teaches itself"


def titles_table(text: str) -> list[tuple[str, str]]:
    """(title, players) of each row of the table under "## The titles"."""
    section = text.split("\n## The titles", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")][2:]  # past the heading and its rule
    return [tuple(cell.strip() for cell in row.strip("|").split("|"))[:2] for row in rows]


def seats(title: catalogue.Title) -> str:
    """How the README writes a title's seats: "2 to 6", "4 or 6 (teams of two)"."""
    counts = title.counts
    run = counts == tuple(range(counts[0], counts[-1] + 1)) and len(counts) > 2
    said = f"{counts[0]} to {counts[-1]}" if run else " or ".join(map(str, counts))
    return said + (" (teams of two)" if title.teams else "")


def test_the_readme_lists_every_title_with_its_seats_in_the_menus_order():
    names = Texts()
    expected = [(names.get("en", title.name_key), seats(title)) for title in catalogue.TITLES]
    assert titles_table(README.read_text(encoding="utf-8")) == expected


def test_the_readme_says_every_title_teaches_itself_when_every_one_has_a_guide():
    said = EVERY_TITLE_TEACHES in README.read_text(encoding="utf-8")
    assert said == all(title.has_guide for title in catalogue.TITLES)


def test_the_table_reader_reads_rows_and_seats():
    text = "x\n## The titles\n| title | players | what |\n|---|---|---|\n| A | 2 to 6 | z |\n| B | 4 or 6 | y |\n## Next\n"
    assert titles_table(text) == [("A", "2 to 6"), ("B", "4 or 6")]
    some = catalogue.TITLES[0]
    assert seats(dataclasses.replace(some, min_players=2, max_players=6, player_counts=(), teams=False)) == "2 to 6"
    assert seats(dataclasses.replace(some, min_players=4, max_players=6, player_counts=(4, 6), teams=True)) \
        == "4 or 6 (teams of two)"
