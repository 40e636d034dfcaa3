"""Gämsh Alpin's rules help shows its rulebook's worked examples (game/titles/gaemsh/help.py)."""
from game.titles.gaemsh import TITLE


def test_its_help_shows_the_rulebooks_worked_examples():
    assert [screen.name for screen in TITLE.screens() if screen.example] == ["example_a", "example_b"]
