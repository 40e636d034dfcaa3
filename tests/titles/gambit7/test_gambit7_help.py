"""Gambit 7's rules help shows its rulebook's worked examples (game/titles/gambit7/help.py)."""
from game.titles.gambit7 import TITLE


def test_its_help_shows_the_rulebooks_worked_examples():
    assert [screen.name for screen in TITLE.screens() if screen.example] == ["example_chips", "example_gambit"]
