"""Älpler Stafette's rulebook has no worked example: its rules help shows none (game/titles/stafette/help.py)."""
from game.titles.stafette import TITLE


def test_its_help_shows_no_worked_example():
    assert [screen.name for screen in TITLE.screens() if screen.example] == []
