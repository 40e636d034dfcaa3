"""The scene lifecycle. Each hook has one job; `draw` changes nothing.

The app owns a stack of scenes. It sends each intent to the top scene first, then down
while scenes are `transparent` and do not consume it; it updates only the top scene
(and the ones below it keep still), and draws from the lowest visible scene up, so an
overlay (pause, rules help, a question) is drawn over the table below it (a table's call
menus are drawn by the table itself).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.input.intents import Intent
from game.ui.canvas import Canvas

if TYPE_CHECKING:
    from game.app import App


class Scene:
    transparent = False  # draw the scene below this one first (overlays)

    def __init__(self, app: "App") -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def handle(self, intent: Intent) -> bool:
        """React to an intent; True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """One fixed step of `dt` seconds (the app runs 120 steps a second)."""

    def draw(self, surface: Canvas) -> None:
        """Paint the scene. Must not change any state."""
