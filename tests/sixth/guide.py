"""Stones' guided first game: six stones, you take two, the bot takes one, you take the last three."""
from __future__ import annotations

from game.kit.guide import Guide, Happens, Key, Place, Press, Read, Step
from game.titles.stones.table import places

STEPS = (
    Step("welcome", Read(), Place("heap"), teaches=("goal",)),
    Step("two", Press(), Key("slot2"), teaches=("take",)),
    Step("bot", Happens("TurnPassed", lambda event: event.seat == 0), Place("seat:1")),
    Step("three", Press(), Key("slot3"), teaches=("last",)),
)

GUIDE = Guide(title="stones", position="first_game", steps=STEPS, places=places)
