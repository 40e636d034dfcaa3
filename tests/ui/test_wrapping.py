"""Words wrapped into lines (game/ui/widgets.py): a French mark set apart by a space stays
with its word (play-test: "Équipe A gagne" over a line of its own, "!")."""
import pytest

from game.ui import fonts, widgets


@pytest.mark.parametrize("wrap", [widgets.lines_of, widgets.wrap_lines], ids=["lines_of", "wrap_lines"])
def test_a_french_mark_never_begins_a_line_nor_a_guillemet_ends_one(wrap):
    face = fonts.font(24, True)
    width = face.size("Équipe A gagne")[0] + 2  # "gagne !" does not fit beside it
    lines = wrap("Équipe A gagne !", width, 24, True)
    assert lines == ["Équipe A", "gagne !"]
    width = face.size("Il crie «")[0] + 2
    lines = wrap("Il crie « Gämsh ! »", width, 24, True)
    assert not any(line.startswith(("!", "»")) or line.endswith("«") for line in lines), lines


@pytest.mark.parametrize("wrap", [widgets.lines_of, widgets.wrap_lines], ids=["lines_of", "wrap_lines"])
def test_a_no_break_space_never_ends_a_line(wrap):
    face = fonts.font(24)
    width = face.size("Fässler 0, Joker")[0] + 2
    assert wrap("Fässler 0, Joker\u00a0−1", width, 24) == ["Fässler 0,", "Joker\u00a0−1"]
