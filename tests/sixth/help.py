"""Stones' rules help: its screens in order, one idea each."""
from __future__ import annotations

from game.shell.rules_pictures import SEAT, around
from game.shell.rules_screens import Screen, hint, seat_and_hint
from game.titles.stones.table import HEAP


def heap_and_seat(scene):
    """The heap and the reader's panel below it."""
    return around(HEAP, scene.panel_rect(SEAT))

SCREENS = (
    Screen("stones", "goal", "help_heap", heap_and_seat),
    Screen("stones", "take", "help_heap", seat_and_hint, hint),
    Screen("stones", "last", "help_last", seat_and_hint, hint),
    Screen("stones", "example", "help_last", heap_and_seat, example=True),
)
