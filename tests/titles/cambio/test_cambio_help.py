"""Cambio's rules help shows its rulebook's worked examples (game/titles/cambio/help.py)."""
from game.titles.cambio import TITLE


def test_its_help_shows_the_rulebooks_worked_examples():
    examples = [screen.name for screen in TITLE.screens() if screen.example]
    assert examples == ["example_own", "example_other", "example_faessler"]
